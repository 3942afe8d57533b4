@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Changeset {
    /// Applies this batch to `old` with UIKit's semantics and returns the data a view would then show:
    /// moved and untouched items keep their old value, inserted items (and whole inserted or reloaded
    /// sections) come from `new`. A reloaded item is, as in UIKit, a delete at its old path and an insert
    /// at that path shifted by the batch's deletes and inserts only (see *UIKit's batch-update rules* in
    /// Decorum's documentation), so next to moves it can land elsewhere than its new place. Kinds and
    /// models of surviving sections are kept from `old`: a batch does not refresh headers.
    ///
    /// This is the round-trip check at the heart of Decorum's tests: for a correct changeset,
    /// `try changes.applied(to: old, producing: new) == new`.
    ///
    /// ```swift
    /// let shown = try changes.applied(to: old, producing: new)
    /// assert(shown == new)
    /// ```
    ///
    /// - Parameters:
    ///   - old: The data before the update.
    ///   - new: The data the data source reports after the update.
    ///   - noun: `"row"` follows `UITableView` (its rules and words), `"item"` `UICollectionView`.
    ///   - systemVersion: The iOS release whose words to use where they changed; the latest by default.
    /// - Returns: What the view shows after the update.
    /// - Throws: `BatchUpdateError` wherever UIKit would raise an exception.
    /// - Complexity: O(*n* + *s* + *k* log *k*) for *n* items, *s* sections and *k* changes.
    public func applied<Item>(
        to old: SectionedData<Item>, producing new: SectionedData<Item>, noun: String = "item",
        systemVersion: SystemVersion = .latest
    )
        throws -> SectionedData<Item>
    {
        let result = try simulate(
            old: old.sections.map(\.items), newCounts: new.sections.map(\.items.count), noun: noun,
            systemVersion: systemVersion.release
        ) { new[$0] }
        var sections: [Section<Item>] = []
        sections.reserveCapacity(result.sections.count)
        for (index, items) in result.sections.enumerated() {
            // A batch does not refresh a surviving section's header: its kind and model stay the old ones.
            let section = result.source[index].map { old.sections[$0] } ?? new.sections[index]
            sections.append(section.withItems(items))
        }
        return SectionedData(sections)
    }

}

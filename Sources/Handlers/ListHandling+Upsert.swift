#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandling where Decorator.Data: Updatable {
    /// Updates the rows that match `items` in place and appends the others, all in one batch.
    ///
    /// A row matches an incoming item with the same identity (`id` for `Identifiable` items, else the
    /// value, i.e. `==`). A matched row takes the incoming content through
    /// ``Updatable/update(from:)``; when that changes it, the row is reconfigured in place after the
    /// batch (or reloaded in the old index space when ``ListEngine/reconfiguresUpdatedItems`` is
    /// `false`). Unmatched items are appended, in the new index space, to the section of kind `kind`
    /// (created at the end when missing) or, with no kind, to the last section.
    ///
    /// Items repeating an identity within `items` follow ``duplicatePolicy``: `.reject` throws and
    /// changes nothing, `.keepFirst` keeps the first copy, `.keepLast` the last.
    ///
    /// ```swift
    /// try handler.upsert([updatedAda, newcomer])
    /// ```
    ///
    /// - Parameters:
    ///   - items: New and updated items.
    ///   - kind: Where new items go; `nil` for the last section.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``DuplicateError`` when `items` repeats an identity under ``DuplicatePolicy/reject``;
    ///   the data is then untouched.
    /// - Complexity: O(*n* + *s* + *k*) expected for `Identifiable` or `Hashable` items; O(*n* · *k* +
    ///   *k*²) for items that are only `Equatable`.
    public func upsert(_ items: [Decorator.Data], toSection kind: Kind? = nil, animated: Bool = true) throws {
        try engine.upsert(items, toSection: kind, animated: animated)
    }
}

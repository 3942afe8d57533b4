#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Anything laid out in sections of items: ``SectionedData``, `HeadlessListView`, and on iOS
/// `UITableView` and `UICollectionView`.
///
/// Conforming gives absolute-index math and index-path validation for free:
///
/// ```swift
/// struct Grid: SectionedCounts {
///     var numberOfSections: Int { 2 }
///     func numberOfItems(inSection section: Int) -> Int { 3 }
/// }
/// Grid().absoluteIndex(for: IndexPath(item: 0, section: 1)) // 3
/// Grid().isValid(IndexPath(item: 3, section: 0))            // false
/// ```
///
/// - Complexity: Depends on the conformer; the default lookups below make O(*s*) count calls.
public protocol SectionedCounts {
    /// The number of sections.
    ///
    /// - Complexity: O(1) expected.
    var numberOfSections: Int { get }

    /// The number of items in `section`, which is in `0..<numberOfSections`. The default lookups
    /// treat a negative count as 0, as ``SectionOffsets`` does.
    ///
    /// - Parameter section: A valid section index.
    /// - Complexity: O(1) expected.
    func numberOfItems(inSection section: Int) -> Int

    /// The flat position of `indexPath` counting the items of all earlier sections, or `nil` when the
    /// path is invalid. A default implementation is provided.
    ///
    /// - Parameter indexPath: Any index path.
    /// - Complexity: O(*s*) by default; conformers with a cache do better.
    func absoluteIndex(for indexPath: IndexPath) -> Int?

    /// The index path at flat position `absoluteIndex`, or `nil` when out of range. A default
    /// implementation is provided.
    ///
    /// - Parameter absoluteIndex: A flat position.
    /// - Complexity: O(*s*) by default; conformers with a cache do better.
    func indexPath(forAbsoluteIndex absoluteIndex: Int) -> IndexPath?
}

extension SectionedCounts {
    /// Whether `indexPath` is exactly `[section, item]` and names an existing item. Never traps.
    ///
    /// ```swift
    /// data.isValid(IndexPath(item: 1, section: 1)) // true
    /// data.isValid(IndexPath())                    // false
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Complexity: O(1) count calls.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        guard let (section, item) = indexPath.sectionAndItem, section < numberOfSections else { return false }
        return item < numberOfItems(inSection: section)
    }

    /// The flat position of `indexPath` counting the items of all earlier sections, or `nil` when the
    /// path is invalid (count not 2, negative, or out of bounds).
    ///
    /// ```swift
    /// tableView.absoluteIndex(for: IndexPath(row: 1, section: 1)) // 4
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Complexity: O(*s*) count calls; build a ``SectionOffsets`` once for O(log *s*) repeated lookups.
    ///   ``SectionedData`` caches its table and answers in O(1).
    public func absoluteIndex(for indexPath: IndexPath) -> Int? {
        guard isValid(indexPath), let (section, item) = indexPath.sectionAndItem else { return nil }
        var index = item
        for earlier in 0..<section { index += Swift.max(numberOfItems(inSection: earlier), 0) }
        return index
    }

    /// The index path at flat position `absoluteIndex`, skipping empty sections, or `nil` when the
    /// index is negative or past the last item.
    ///
    /// ```swift
    /// tableView.indexPath(forAbsoluteIndex: 4) // [1, 1]
    /// ```
    ///
    /// - Parameter absoluteIndex: A flat position.
    /// - Complexity: O(*s*) count calls; ``SectionedData`` answers in O(log *s*).
    public func indexPath(forAbsoluteIndex absoluteIndex: Int) -> IndexPath? {
        guard absoluteIndex >= 0 else { return nil }
        var remaining = absoluteIndex
        for section in 0..<Swift.max(numberOfSections, 0) {
            let count = Swift.max(numberOfItems(inSection: section), 0)
            if remaining < count { return IndexPath(section: section, item: remaining) }
            remaining -= count
        }
        return nil
    }

    /// The total number of items in all sections.
    ///
    /// - Complexity: O(*s*) count calls.
    public var totalItemCount: Int {
        (0..<Swift.max(numberOfSections, 0)).reduce(0) { $0 + Swift.max(numberOfItems(inSection: $1), 0) }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A prefix-sum table over the item counts of a sectioned list, for O(log *s*) conversions between
/// an `IndexPath` and its absolute (flat) index.
///
/// Build one from any ``SectionedCounts`` value (a ``SectionedData``, a `HeadlessListView`, or on
/// iOS a `UITableView` / `UICollectionView`) and reuse it while the counts stay the same.
///
/// ```swift
/// let offsets = SectionOffsets(counts: [3, 2, 2])       // Apple, Microsoft, Google
/// offsets.absoluteIndex(for: IndexPath(item: 1, section: 1)) // 4 (Paul Allen)
/// offsets.indexPath(forAbsoluteIndex: 4)               // [1, 1]
/// offsets.absoluteIndex(for: IndexPath())              // nil
/// ```
///
/// - Complexity: Building is O(*s*) for *s* sections; each lookup is O(log *s*).
public struct SectionOffsets: Hashable, Sendable {
    @usableFromInline let starts: [Int]

    /// Builds the table from the number of items in each section.
    ///
    /// - Parameter counts: The number of items per section, in order; negative counts are treated as 0.
    /// - Complexity: O(*s*).
    public init<C: Sequence>(counts: C) where C.Element == Int {
        var starts: [Int] = [0]
        starts.reserveCapacity(counts.underestimatedCount + 1)
        var total = 0
        for count in counts {
            total += Swift.max(count, 0)
            starts.append(total)
        }
        self.starts = starts
    }

    /// Builds the table from anything that reports sections and item counts.
    ///
    /// ```swift
    /// let offsets = SectionOffsets(data)
    /// ```
    ///
    /// - Parameter counts: The sectioned value to read.
    /// - Complexity: O(*s*) calls to `numberOfItems(inSection:)`.
    public init<S: SectionedCounts>(_ counts: S) {
        self.init(counts: (0..<Swift.max(counts.numberOfSections, 0)).lazy.map { counts.numberOfItems(inSection: $0) })
    }

    /// The number of sections the table covers.
    public var numberOfSections: Int { starts.count - 1 }

    /// The number of items in all sections together.
    public var totalCount: Int { starts[starts.count - 1] }

    /// The number of items in `section`, or `nil` when the section does not exist.
    ///
    /// - Parameter section: A section index.
    public func numberOfItems(inSection section: Int) -> Int? {
        guard section >= 0, section < numberOfSections else { return nil }
        return starts[section + 1] - starts[section]
    }

    /// The absolute index of the first item of `section`, or `nil` when the section does not exist.
    ///
    /// - Parameter section: A section index.
    public func firstAbsoluteIndex(ofSection section: Int) -> Int? {
        guard section >= 0, section < numberOfSections else { return nil }
        return starts[section]
    }

    /// The flat position of `indexPath`, counting the items of all earlier sections;
    /// `nil` for a path that is not exactly `[section, item]` or is out of bounds.
    ///
    /// ```swift
    /// offsets.absoluteIndex(for: IndexPath(item: 1, section: 1)) // 4
    /// offsets.absoluteIndex(for: [0, 1, 2])                      // nil
    /// ```
    ///
    /// - Parameter indexPath: Any index path; it is checked, never trusted.
    public func absoluteIndex(for indexPath: IndexPath) -> Int? {
        guard let (section, item) = indexPath.sectionAndItem,
            let count = numberOfItems(inSection: section), item < count
        else { return nil }
        return starts[section] + item
    }

    /// The index path of the item at flat position `absoluteIndex`, skipping empty sections;
    /// `nil` when the index is negative or not less than ``totalCount``.
    ///
    /// ```swift
    /// offsets.indexPath(forAbsoluteIndex: 4) // [1, 1]
    /// offsets.indexPath(forAbsoluteIndex: 7) // nil
    /// ```
    ///
    /// - Parameter absoluteIndex: A flat position.
    /// - Complexity: O(log *s*).
    public func indexPath(forAbsoluteIndex absoluteIndex: Int) -> IndexPath? {
        guard absoluteIndex >= 0, absoluteIndex < totalCount else { return nil }
        // Find the last section whose start is <= absoluteIndex and that is not empty:
        // the first s with starts[s + 1] > absoluteIndex.
        var low = 0
        var high = numberOfSections - 1
        while low < high {
            let mid = low + (high - low) / 2
            if starts[mid + 1] > absoluteIndex { high = mid } else { low = mid + 1 }
        }
        return IndexPath(section: low, item: absoluteIndex - starts[low])
    }
}

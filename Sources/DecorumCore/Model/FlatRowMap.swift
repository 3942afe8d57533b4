#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A sectioned list as one flat run of rows, the way a view without sections (a view-based
/// `NSTableView`) shows it: each section is its group row, when the list has them, followed by its
/// items. Binding SPI (`@_spi(Binding) import Decorum`), built on ``SectionOffsets``.
///
/// ```swift
/// let rows = FlatRowMap(counts: [2, 0, 1], groupRows: true)  // [A, a0, a1, B, C, c0]
/// rows.rowCount                                    // 6
/// rows.row(at: 3)                                  // .group(section: 1)
/// rows.row(at: 5)                                  // .item([2, 0])
/// rows.flatRow(for: IndexPath(section: 0, item: 1)) // 2
/// rows.groupRow(ofSection: 2)                      // 4
/// ```
///
/// - Complexity: Building is O(*s*) for *s* sections; each lookup is O(log *s*).
@_spi(Binding) public struct FlatRowMap: Hashable, Sendable {
    /// What one flat row shows.
    public enum Row: Hashable, Sendable {
        /// The group row of a section.
        case group(section: Int)
        /// An item, at its index path.
        case item(IndexPath)
    }

    /// Whether each section starts with a group row.
    public let groupRows: Bool
    /// The number of items per section, in order.
    public let itemCounts: [Int]
    private let offsets: SectionOffsets

    /// The rows of sections holding `counts` items each, with a group row before each when `groupRows`.
    ///
    /// ```swift
    /// FlatRowMap(counts: [3, 2], groupRows: false).rowCount  // 5
    /// ```
    ///
    /// - Parameters:
    ///   - counts: Items per section; negative counts are taken as 0.
    ///   - groupRows: Whether each section shows a group row before its items.
    /// - Complexity: O(*s*).
    public init(counts: [Int], groupRows: Bool) {
        self.groupRows = groupRows
        itemCounts = counts.map { Swift.max($0, 0) }
        let extra = groupRows ? 1 : 0
        offsets = SectionOffsets(counts: itemCounts.lazy.map { $0 + extra })
    }

    /// The number of rows, group rows included.
    ///
    /// ```swift
    /// FlatRowMap(counts: [2, 0], groupRows: true).rowCount  // 4
    /// ```
    public var rowCount: Int { offsets.totalCount }

    /// What the row at `row` shows, or `nil` when there is no such row.
    ///
    /// ```swift
    /// FlatRowMap(counts: [2], groupRows: true).row(at: 0)  // .group(section: 0)
    /// ```
    ///
    /// - Parameter row: A flat row index.
    /// - Complexity: O(log *s*).
    public func row(at row: Int) -> Row? {
        guard let path = offsets.indexPath(forAbsoluteIndex: row), let (section, index) = path.sectionAndItem else {
            return nil
        }
        guard groupRows else { return .item(path) }
        return index == 0 ? .group(section: section) : .item(IndexPath(section: section, item: index - 1))
    }

    /// The index path of the item at `row`; `nil` for a group row or no row.
    ///
    /// ```swift
    /// FlatRowMap(counts: [2], groupRows: true).indexPath(forRow: 1)  // [0, 0]
    /// ```
    ///
    /// - Parameter row: A flat row index.
    /// - Complexity: O(log *s*).
    public func indexPath(forRow row: Int) -> IndexPath? {
        guard case .item(let path) = self.row(at: row) else { return nil }
        return path
    }

    /// The flat row of the item at `indexPath`, or `nil` for a path out of range.
    ///
    /// ```swift
    /// FlatRowMap(counts: [2, 1], groupRows: true).flatRow(for: IndexPath(section: 1, item: 0))  // 4
    /// ```
    ///
    /// - Parameter indexPath: An item's `[section, item]`.
    public func flatRow(for indexPath: IndexPath) -> Int? {
        guard let (section, item) = indexPath.sectionAndItem, itemCounts.indices.contains(section),
            item >= 0, item < itemCounts[section], let start = offsets.firstAbsoluteIndex(ofSection: section)
        else { return nil }
        return start + (groupRows ? 1 : 0) + item
    }

    /// The flat row of `section`'s group row; `nil` without group rows or for a section out of range.
    ///
    /// ```swift
    /// FlatRowMap(counts: [2, 1], groupRows: true).groupRow(ofSection: 1)  // 3
    /// ```
    ///
    /// - Parameter section: A section index.
    public func groupRow(ofSection section: Int) -> Int? {
        guard groupRows else { return nil }
        return offsets.firstAbsoluteIndex(ofSection: section)
    }
}

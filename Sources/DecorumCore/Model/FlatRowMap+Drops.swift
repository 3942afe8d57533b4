#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Where a drop lands in a flat run of rows (NSTableView.h, `tableView(_:validateDrop:proposedRow:
// proposedDropOperation:)`: the table proposes a row and "on" or "above", in its rows as they are, group rows
// included, and the data source may retarget the drop with `setDropRow(_:dropOperation:)`). Decided here for
// every flat view; the binding only proposes, retargets and moves.

@_spi(Binding)
extension FlatRowMap {
    /// Where a drop lands: the row it is shown above, and the index path the dropped items take.
    ///
    /// ```swift
    /// FlatRowMap.Drop(row: 3, destination: IndexPath(section: 0, item: 1))
    /// ```
    public struct Drop: Hashable, Sendable {
        /// The flat row the drop shows above (the table's `.above` row, `rowCount` below the last row).
        public let row: Int
        /// Where the dropped items go, as `ListHandler.moveByDrop(from:to:)` and `insertByDrop(_:at:)`
        /// take it: in the destination section, counted once the dragged rows have left their places.
        public let destination: IndexPath

        /// A drop shown above `row` whose items go to `destination`.
        ///
        /// ```swift
        /// FlatRowMap.Drop(row: 3, destination: IndexPath(section: 0, item: 1))
        /// ```
        public init(row: Int, destination: IndexPath) {
            self.row = row
            self.destination = destination
        }
    }

    /// Where a drop proposed at `row` lands, `nil` when it cannot land anywhere.
    ///
    /// A drop on a row lands above it; on a group row, at its section's start. A drop above a group row
    /// lands at the end of the section before it (at the start of the first section above the first group
    /// row); below the last row, at the end of the last section; on the table as a whole (`row` -1, `on`),
    /// there too. Without group rows, a drop lands in the section of the row below it (of the last row
    /// below the last one). A drop in a collapsed section lands at the end of the nearest expanded section
    /// above it, else at the start of the nearest one below; with none, nowhere.
    ///
    /// ```swift
    /// let rows = FlatRowMap(counts: [2, 1], groupRows: true)  // [A, a0, a1, B, b0]
    /// rows.drop(atRow: 3, on: false, moving: [1], isCollapsed: { _ in false })
    /// // row 3, destination [0, 1]: the end of A once a0 has left it
    /// ```
    ///
    /// - Parameters:
    ///   - row: The proposed row, in the rows as they are.
    ///   - on: Whether the drop is on the row (else above it).
    ///   - moving: The rows dragged from this view (group rows in it are ignored); empty for a drop from
    ///     outside.
    ///   - isCollapsed: Whether a section is collapsed (it shows its group row only).
    /// - Returns: The drop; its ``Drop/row`` differs from `row`, or `on` was true, when the view must retarget
    ///   the drop there, above that row.
    /// - Complexity: O(log *s*) for *s* sections, plus O(*s*) at worst to find an expanded section, plus
    ///   O(*m*) for the *m* moving rows.
    public func drop(atRow row: Int, on: Bool, moving: [Int], isCollapsed: (Int) -> Bool) -> Drop? {
        guard let (section, item) = target(row: row, on: on),
            let (landing, index) = expanded(section, item, isCollapsed: isCollapsed)
        else { return nil }
        let shownRow = flatRowAbove(section: landing, item: index)
        let before = moving.reduce(0) { count, moved in
            guard let path = indexPath(forRow: moved), path[0] == landing, path[1] < index else { return count }
            return count + 1
        }
        return Drop(row: shownRow, destination: IndexPath(section: landing, item: index - before))
    }

    // The section and item a drop at `row` proposes, before collapsed sections are considered.
    private func target(row: Int, on: Bool) -> (Int, Int)? {
        guard !itemCounts.isEmpty else { return nil }
        if on ? row == -1 : row == rowCount { return end() }
        switch self.row(at: row) {
        case .item(let path): return (path[0], path[1])
        case .group(let section) where on: return (section, 0)
        case .group(let section): return section == 0 ? (0, 0) : (section - 1, itemCounts[section - 1])
        case nil: return nil
        }
    }

    // Below the last row: the last section's end with group rows; without, the end of the last row's
    // section (an empty section shows nothing to drop after), or the first section when there are no rows.
    private func end() -> (Int, Int) {
        guard !groupRows else { return (itemCounts.count - 1, itemCounts[itemCounts.count - 1]) }
        guard let path = indexPath(forRow: rowCount - 1) else { return (0, 0) }
        return (path[0], itemCounts[path[0]])
    }

    // `section` and `item`, unless the section is collapsed: then the end of the nearest expanded section
    // above, else the start of the nearest one below (as `ListHandler.targetIndexPathForMove` retargets).
    private func expanded(_ section: Int, _ item: Int, isCollapsed: (Int) -> Bool) -> (Int, Int)? {
        guard isCollapsed(section) else { return (section, item) }
        if let above = (0..<section).last(where: { !isCollapsed($0) }) { return (above, itemCounts[above]) }
        if let below = (section + 1..<itemCounts.count).first(where: { !isCollapsed($0) }) { return (below, 0) }
        return nil
    }

    // The flat row a drop at `item` of `section` shows above.
    private func flatRowAbove(section: Int, item: Int) -> Int {
        if let group = groupRow(ofSection: section) { return group + 1 + item }
        if let row = flatRow(for: IndexPath(section: section, item: item)) { return row }
        if item > 0, let row = flatRow(for: IndexPath(section: section, item: item - 1)) { return row + 1 }
        return (0..<section).reduce(0) { $0 + itemCounts[$1] }  // an empty section: rare, O(s)
    }
}

// A literal transcription of NSTableView's documented row updates, written apart from the AppKit stand-in
// (Tests/AppKitStandIn), over row identities instead of index sets. The stand-in is checked against it
// (Tests/DecorumAppKitTests/StandIn/IncrementalReferenceTests.swift). Sources, Apple's documentation:
// - "insertRows(at:withAnimation:)": the new rows are at the given indexes after the call, numbered in
//   increasing order, each against the rows the previous one left;
// - "removeRows(at:withAnimation:)": "The row indexes should be with respect to the current state displayed
//   in the table view, and not the final state";
// - "moveRow(at:to:)": "Changes happen incrementally as they are sent to the table, so as soon as this
//   method is called the row can be considered moved";
// - NSTableView.h: "-selectedRowIndexes is properly maintained based on the series of inserts/deletes/moves";
// - "hideRows(at:withAnimation:)": "if a selected table row is hidden, it will remain selected".
// An index out of range is a raise: the call returns `false` and changes nothing.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// NSTableView's rows as its documentation describes them: identities in order, and which of them are
/// selected and hidden.
///
/// ```swift
/// var rows = AppKitRowsReference(count: 3)  // rows 0, 1, 2
/// _ = rows.moveRow(at: 0, to: 2)  // 1, 2, 0
/// ```
public struct AppKitRowsReference: Equatable, Sendable {
    /// The rows' identities, in order; new rows are numbered from ``nextIdentity``.
    public private(set) var rows: [Int]
    /// The identities of the selected rows.
    public private(set) var selected: Set<Int> = []
    /// The identities of the hidden rows.
    public private(set) var hidden: Set<Int> = []
    /// The identity the next inserted row gets.
    public private(set) var nextIdentity: Int

    /// Rows `0..<count`.
    ///
    /// - Parameter count: How many rows there are.
    public init(count: Int) {
        rows = Array(0..<count)
        nextIdentity = count
    }

    /// The positions of the selected rows, ascending.
    public var selectedRows: [Int] { rows.indices.filter { selected.contains(rows[$0]) } }

    /// The positions of the hidden rows, ascending.
    public var hiddenRows: [Int] { rows.indices.filter { hidden.contains(rows[$0]) } }

    /// Inserts a new row at each index, in increasing order.
    ///
    /// - Parameter indexes: Where the new rows are afterwards.
    /// - Returns: `false` (and nothing changes) where NSTableView raises.
    public mutating func insertRows(at indexes: Set<Int>) -> Bool {
        var result = rows
        for index in indexes.sorted() {
            guard index >= 0 && index <= result.count else { return false }
            result.insert(nextIdentity + result.count - rows.count, at: index)
        }
        nextIdentity += result.count - rows.count
        rows = result
        return true
    }

    /// Removes the rows at the indexes, all taken in the current rows.
    ///
    /// - Parameter indexes: Positions in the current rows.
    /// - Returns: `false` (and nothing changes) where NSTableView raises.
    public mutating func removeRows(at indexes: Set<Int>) -> Bool {
        guard indexes.allSatisfy({ $0 >= 0 && $0 < rows.count }) else { return false }
        let leaving = Set(indexes.map { rows[$0] })
        rows.removeAll { leaving.contains($0) }
        selected.subtract(leaving)
        hidden.subtract(leaving)
        return true
    }

    /// Moves one row; the row is at `newIndex` afterwards.
    ///
    /// - Parameters:
    ///   - oldIndex: The row's position now.
    ///   - newIndex: Its position afterwards.
    /// - Returns: `false` (and nothing changes) where NSTableView raises.
    public mutating func moveRow(at oldIndex: Int, to newIndex: Int) -> Bool {
        guard rows.indices.contains(oldIndex), rows.indices.contains(newIndex) else { return false }
        let row = rows.remove(at: oldIndex)
        rows.insert(row, at: newIndex)
        return true
    }

    /// Selects the rows at `indexes`, instead of or in addition to those selected.
    ///
    /// - Parameters:
    ///   - indexes: Positions in the current rows.
    ///   - extend: Whether the rows selected stay selected.
    /// - Returns: `false` (and nothing changes) for an index out of range.
    public mutating func selectRows(_ indexes: Set<Int>, extending extend: Bool) -> Bool {
        guard indexes.allSatisfy({ rows.indices.contains($0) }) else { return false }
        if !extend { selected = [] }
        selected.formUnion(indexes.map { rows[$0] })
        return true
    }

    /// Hides or shows the rows at `indexes`.
    ///
    /// - Parameters:
    ///   - indexes: Positions in the current rows.
    ///   - isHidden: Hide (`true`) or show them.
    /// - Returns: `false` (and nothing changes) for an index out of range.
    public mutating func setHidden(_ indexes: Set<Int>, _ isHidden: Bool) -> Bool {
        guard indexes.allSatisfy({ rows.indices.contains($0) }) else { return false }
        let identities = indexes.map { rows[$0] }
        if isHidden { hidden.formUnion(identities) } else { hidden.subtract(identities) }
        return true
    }
}

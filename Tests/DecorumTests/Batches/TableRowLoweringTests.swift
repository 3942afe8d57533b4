import DecorumBatchRules
@_spi(Binding) import DecorumCore
import Foundation
import Testing

/// A section as the hand-written cases spell it: its kind (its group row reads `§kind`) and items.
typealias RowSection = (kind: String, items: [String])

/// Flat identities: each section's group row (when there are group rows), then its items.
func flatRows(_ sections: [RowSection], groupRows: Bool) -> [String] {
    sections.flatMap { (groupRows ? ["§" + $0.kind] : []) + $0.items }
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

private func move(_ from: (Int, Int), _ to: (Int, Int)) -> Move<IndexPath> {
    Move(from: path(from.0, from.1), to: path(to.0, to.1))
}

/// Lowers `changes` from `old` to `new`, applies the calls to ``AppKitRowModel`` and checks the rows
/// (kept rows by identity, `replaced` ones inserted again) and the reloaded identities; returns the calls.
@discardableResult
private func lowered(
    _ changes: Changeset, _ old: [RowSection], _ new: [RowSection], groupRows: Bool,
    replaced: Set<String> = [], reloaded: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws -> [TableRowOperation] {
    let operations = try #require(
        changes.tableRowOperations(
            oldCounts: old.map(\.items.count), newCounts: new.map(\.items.count), groupRows: groupRows),
        sourceLocation: sourceLocation)
    let before = flatRows(old, groupRows: groupRows)
    let after = flatRows(new, groupRows: groupRows)
    var model = AppKitRowModel(identities: before)
    for operation in operations { try model.apply(operation) }
    let expected = AppKitRowModel.expected(old: before, new: after, replaced: replaced)
    #expect(model.rows == expected, "\(operations)", sourceLocation: sourceLocation)
    #expect(model.reloaded == reloaded.map(ModelRow.kept), "\(operations)", sourceLocation: sourceLocation)
    // The new sections as written are what UIKit makes of the batch, wherever UIKit takes it (but for
    // reloads in a batch that moves: UIKit puts those in the wrong row, the engine never makes them).
    let movesAndReloads = !(changes.itemMoves.isEmpty && changes.sectionMoves.isEmpty) && !changes.itemReloads.isEmpty
    if !movesAndReloads,
        let uikit = try? changes.simulate(
            old: old.map(\.items), newCounts: new.map(\.items.count), noun: "row",
            fetch: { new[$0.sectionIndex].items[$0.itemIndex] }), !uikit.reloadedData
    {
        #expect(uikit.sections == new.map(\.items), sourceLocation: sourceLocation)
    }
    return operations
}

@Suite("Lowering a batch to NSTableView's row calls")
struct TableRowLoweringTests {
    @Test("An empty batch gives no call", arguments: [true, false])
    func empty(groupRows: Bool) throws {
        let sections: [RowSection] = [("A", ["a0", "a1"]), ("B", [])]
        #expect(try lowered(Changeset(), sections, sections, groupRows: groupRows).isEmpty)
        #expect(try lowered(Changeset(), [], [], groupRows: groupRows).isEmpty)
    }

    @Test("Deleting everything is one remove", arguments: [true, false])
    func deleteAll(groupRows: Bool) throws {
        let old: [RowSection] = [("A", ["a0", "a1"]), ("B", ["b0"])]
        let operations = try lowered(Changeset(sectionDeletes: [0, 1]), old, [], groupRows: groupRows)
        #expect(operations == [.remove([0..<(groupRows ? 5 : 3)])])
        let items = try lowered(
            Changeset(itemDeletes: [path(0, 0), path(0, 1), path(1, 0)]), old, [("A", []), ("B", [])],
            groupRows: groupRows)
        #expect(items == [.remove(groupRows ? [1..<3, 4..<5] : [0..<3])])
    }

    @Test("Inserting into an empty table is one insert", arguments: [true, false])
    func insertIntoEmpty(groupRows: Bool) throws {
        let new: [RowSection] = [("A", ["a0"]), ("B", []), ("C", ["c0", "c1"])]
        let operations = try lowered(Changeset(sectionInserts: [0, 1, 2]), [], new, groupRows: groupRows)
        #expect(operations == [.insert([0..<(groupRows ? 6 : 3)])])
    }

    @Test("A moved section moves its group row and its rows, the lighter side moving")
    func sectionMove() throws {
        let old: [RowSection] = [("A", ["a0", "a1"]), ("B", ["b0"]), ("C", ["c0", "c1", "c2"])]
        let new: [RowSection] = [("C", ["c0", "c1", "c2"]), ("A", ["a0", "a1"]), ("B", ["b0"])]
        let changes = Changeset(sectionMoves: [Move(from: 2, to: 0)])
        #expect(
            try lowered(changes, old, new, groupRows: true) == [
                .move(from: 5, to: 0), .move(from: 6, to: 1), .move(from: 7, to: 2), .move(from: 8, to: 3),
            ])
        try lowered(changes, old, new, groupRows: false)
        // UIKit names the heavy section as moved; the light one moves in the table (2 calls, not 7).
        let heavy: [RowSection] = [("A", ["a0", "a1", "a2", "a3", "a4", "a5"]), ("B", ["b0"])]
        let swapped = [heavy[1], heavy[0]]
        #expect(
            try lowered(Changeset(sectionMoves: [Move(from: 0, to: 1)]), heavy, swapped, groupRows: true) == [
                .move(from: 7, to: 0), .move(from: 8, to: 1),
            ])
    }

    @Test("An empty section moves as its group row alone, or not at all", arguments: [true, false])
    func emptySectionMove(groupRows: Bool) throws {
        let old: [RowSection] = [("A", []), ("B", ["b0"]), ("C", ["c0"])]
        let new: [RowSection] = [("B", ["b0"]), ("C", ["c0"]), ("A", [])]
        let operations = try lowered(
            Changeset(sectionMoves: [Move(from: 0, to: 2)]), old, new, groupRows: groupRows)
        #expect(operations == (groupRows ? [.move(from: 0, to: 4)] : []))
    }

    @Test("An item moved out of a deleted section is kept", arguments: [true, false])
    func moveOutOfDeletedSection(groupRows: Bool) throws {
        let old: [RowSection] = [("A", ["a0", "a1", "a2"]), ("B", ["b0", "b1"])]
        let new: [RowSection] = [("B", ["b0", "a1", "b1"])]
        let changes = Changeset(sectionDeletes: [0], itemMoves: [move((0, 1), (0, 1))])
        try lowered(changes, old, new, groupRows: groupRows)
    }

    @Test("An item moved into an inserted section is kept", arguments: [true, false])
    func moveIntoInsertedSection(groupRows: Bool) throws {
        let old: [RowSection] = [("A", ["a0", "a1", "a2"])]
        let new: [RowSection] = [("N", ["n0", "a2", "n1"]), ("A", ["a0", "a1"])]
        let changes = Changeset(sectionInserts: [0], itemMoves: [move((0, 2), (0, 1))])
        try lowered(changes, old, new, groupRows: groupRows)
    }

    @Test("Moves to and from the first and the last row", arguments: [true, false])
    func firstAndLast(groupRows: Bool) throws {
        let old: [RowSection] = [("A", ["x0", "x1", "x2", "x3"]), ("B", ["y0", "y1"])]
        try lowered(
            Changeset(itemMoves: [move((0, 0), (1, 2))]), old,
            [("A", ["x1", "x2", "x3"]), ("B", ["y0", "y1", "x0"])],
            groupRows: groupRows)
        try lowered(
            Changeset(itemMoves: [move((1, 1), (0, 0))]), old, [("A", ["y1", "x0", "x1", "x2", "x3"]), ("B", ["y0"])],
            groupRows: groupRows)
        try lowered(
            Changeset(itemMoves: [move((0, 0), (1, 1)), move((1, 1), (0, 0))]), old,
            [("A", ["y1", "x1", "x2", "x3"]), ("B", ["y0", "x0"])], groupRows: groupRows)
    }

    @Test("A swap of two adjacent rows, named once or twice", arguments: [true, false])
    func adjacentSwap(groupRows: Bool) throws {
        let old: [RowSection] = [("A", ["x0", "x1", "x2"])]
        let new: [RowSection] = [("A", ["x1", "x0", "x2"])]
        let once = try lowered(Changeset(itemMoves: [move((0, 0), (0, 1))]), old, new, groupRows: groupRows)
        #expect(once.count == 1)
        try lowered(Changeset(itemMoves: [move((0, 0), (0, 1)), move((0, 1), (0, 0))]), old, new, groupRows: groupRows)
    }

    @Test("A reversal", arguments: [true, false])
    func reversal(groupRows: Bool) throws {
        let items = (0..<7).map { "x\($0)" }
        let moves = (0..<7).map { move((0, $0), (0, 6 - $0)) }
        try lowered(Changeset(itemMoves: moves), [("A", items)], [("A", items.reversed())], groupRows: groupRows)
        let sections: [RowSection] = (0..<5).map { ("S\($0)", ["s\($0)"]) }
        let sectionMoves = (0..<5).map { Move(from: $0, to: 4 - $0) }
        try lowered(Changeset(sectionMoves: sectionMoves), sections, sections.reversed(), groupRows: groupRows)
    }

    @Test("Moves that cross each other: each index corrected by the moves before it", arguments: [true, false])
    func crossingMoves(groupRows: Bool) throws {
        let old: [RowSection] = [("A", ["0", "1", "2", "3"])]
        // 0123 → 2301: moves 0→2 and 1→3, which applied as given would give 1032 (Differ pull request 69).
        try lowered(
            Changeset(itemMoves: [move((0, 0), (0, 2)), move((0, 1), (0, 3))]), old, [("A", ["2", "3", "0", "1"])],
            groupRows: groupRows)
        // 0123 → 3120: moves 3→0 and 0→3.
        try lowered(
            Changeset(itemMoves: [move((0, 3), (0, 0)), move((0, 0), (0, 3))]), old, [("A", ["3", "1", "2", "0"])],
            groupRows: groupRows)
        // A delete and an insert around crossing moves (DifferenceKit pull request 144: ABCD from DCB).
        try lowered(
            Changeset(itemInserts: [path(0, 0)], itemMoves: [move((0, 0), (0, 3)), move((0, 2), (0, 1))]),
            [("A", ["D", "C", "B"])], [("A", ["A", "B", "C", "D"])], groupRows: groupRows)
    }

    @Test("Reloads beside moves and deletes land on the reloaded rows", arguments: [true, false])
    func reloads(groupRows: Bool) throws {
        let old: [RowSection] = [("A", ["x0", "x1", "x2", "x3"]), ("B", ["y0", "y1"])]
        let changes = Changeset(
            itemDeletes: [path(0, 0)], itemInserts: [path(1, 0)], itemMoves: [move((0, 3), (0, 0))],
            itemReloads: [path(0, 2), path(1, 1)])
        let operations = try lowered(
            changes, old, [("A", ["x3", "x1", "x2"]), ("B", ["n", "y0", "y1"])], groupRows: groupRows,
            reloaded: ["x2", "y1"])
        #expect(operations.last == .reload(groupRows ? [3..<4, 7..<8] : [2..<3, 5..<6]))
        // A reload in a moved section, and of a moved item.
        let moved = Changeset(
            sectionMoves: [Move(from: 1, to: 0)], itemMoves: [move((0, 1), (1, 0))],
            itemReloads: [path(1, 1), path(0, 1)])
        try lowered(
            moved, old, [("B", ["y0", "y1"]), ("A", ["x1", "x0", "x2", "x3"])], groupRows: groupRows,
            reloaded: ["y1", "x1"])
    }

    @Test("A reloaded section is removed and inserted again", arguments: [true, false])
    func sectionReload(groupRows: Bool) throws {
        let old: [RowSection] = [("A", ["a0"]), ("B", ["b0", "b1"]), ("C", ["c0"])]
        let new: [RowSection] = [("A", ["a0"]), ("B", ["b0"]), ("C", ["c0"])]
        try lowered(
            Changeset(sectionReloads: [1]), old, new, groupRows: groupRows, replaced: ["§B", "b0", "b1"])
    }

    @Test("In 100,000 rows, a few changes give as few calls: the rows that do not move cost none")
    func largeList() throws {
        let old: [RowSection] = (0..<1_000).map { s in ("S\(s)", (0..<100).map { "\(s).\($0)" }) }
        var new = old
        new.insert(new.remove(at: 500), at: 0)  // section 500 first
        let first = new[1].items.removeFirst()
        new[999].items.append(first)  // "0.0" to the end
        new[5].items.remove(at: 3)  // "4.3" deleted
        new[7].items.insert("new", at: 0)
        let changes = Changeset(
            sectionMoves: [Move(from: 500, to: 0)], itemDeletes: [path(4, 3)], itemInserts: [path(7, 0)],
            itemMoves: [move((0, 0), (999, 100))])
        let operations = try lowered(changes, old, new, groupRows: true)
        // One remove, one insert, the item's move and the 101 rows of section 500.
        #expect(operations.count == 104)
    }

    @Test("The example in the documentation")
    func documentedExample() {
        let changes = Changeset(itemMoves: [
            Move(from: IndexPath(section: 1, item: 0), to: IndexPath(section: 0, item: 0))
        ])
        let operations = changes.tableRowOperations(oldCounts: [2, 1], newCounts: [3, 0], groupRows: true)
        #expect(operations.map { "\($0)" } == "[move 4→1]")
        #expect(TableRowOperation.remove([0..<1, 3..<5]).description == "remove 0, 3..<5")
    }

    @Test("A batch that does not fit the counts gives nil, never a trap")
    func misfits() {
        func lower(_ changes: Changeset, _ old: [Int], _ new: [Int]) -> [TableRowOperation]? {
            changes.tableRowOperations(oldCounts: old, newCounts: new, groupRows: true)
        }
        #expect(lower(Changeset(itemDeletes: [path(0, 0)]), [1], [1]) == nil)  // counts do not add up
        #expect(lower(Changeset(itemDeletes: [path(0, 3)]), [1], [0]) == nil)  // out of range
        #expect(lower(Changeset(itemDeletes: [path(0, 0), path(0, 0)]), [2], [0]) == nil)  // twice
        #expect(lower(Changeset(itemInserts: [IndexPath(indexes: [0])]), [0], [1]) == nil)  // malformed
        #expect(lower(Changeset(sectionDeletes: [0]), [1], [1]) == nil)  // section counts
        #expect(lower(Changeset(sectionMoves: [Move(from: 0, to: 1), Move(from: 0, to: 0)]), [1, 1], [1, 1]) == nil)
        #expect(lower(Changeset(itemDeletes: [path(0, 0)], itemReloads: [path(0, 0)]), [1], [0]) == nil)
        #expect(lower(Changeset(), [-1], [-1]) == nil)
    }
}

@_spi(Binding) import DecorumCore
import Foundation
import Testing

@Suite("FlatRowMap drops: where a drop proposed on a flat row lands")
struct FlatRowMapDropTests {
    private let expanded: (Int) -> Bool = { _ in false }

    private func drop(
        _ rows: FlatRowMap, _ row: Int, on: Bool = false, moving: [Int] = [], collapsed: Set<Int> = []
    ) -> FlatRowMap.Drop? {
        rows.drop(atRow: row, on: on, moving: moving, isCollapsed: { collapsed.contains($0) })
    }

    @Test("Within a section, the destination is counted once the dragged rows have left")
    func withinSection() {
        let rows = FlatRowMap(counts: [3], groupRows: true)  // [A a0 a1 a2]
        #expect(drop(rows, 3, moving: [1]) == .init(row: 3, destination: IndexPath(section: 0, item: 1)))
        #expect(drop(rows, 4, moving: [1]) == .init(row: 4, destination: IndexPath(section: 0, item: 2)))
        #expect(drop(rows, 1, moving: [3]) == .init(row: 1, destination: IndexPath(section: 0, item: 0)))
        #expect(drop(rows, 2, moving: [1, 2]) == .init(row: 2, destination: IndexPath(section: 0, item: 0)))
    }

    @Test("Across sections, and above a group row: the end of the section before it")
    func acrossSections() {
        let rows = FlatRowMap(counts: [2, 1], groupRows: true)  // [A a0 a1 B b0]
        #expect(drop(rows, 4, moving: [1]) == .init(row: 4, destination: IndexPath(section: 1, item: 0)))
        #expect(drop(rows, 3, moving: [4]) == .init(row: 3, destination: IndexPath(section: 0, item: 2)))
        #expect(drop(rows, 3, moving: [1]) == .init(row: 3, destination: IndexPath(section: 0, item: 1)))
        #expect(drop(rows, 5, moving: [1]) == .init(row: 5, destination: IndexPath(section: 1, item: 1)))
    }

    @Test("Above the first group row, a drop is retargeted to the first section's start")
    func aboveFirstGroupRow() {
        let rows = FlatRowMap(counts: [2, 1], groupRows: true)
        #expect(drop(rows, 0, moving: [4]) == .init(row: 1, destination: IndexPath(section: 0, item: 0)))
    }

    @Test("On a row, a drop lands above it; on a group row, at its section's start; on the table, at the end")
    func onRows() {
        let rows = FlatRowMap(counts: [2, 1], groupRows: true)  // [A a0 a1 B b0]
        #expect(drop(rows, 2, on: true, moving: [4]) == .init(row: 2, destination: IndexPath(section: 0, item: 1)))
        #expect(drop(rows, 3, on: true, moving: [1]) == .init(row: 4, destination: IndexPath(section: 1, item: 0)))
        #expect(drop(rows, 0, on: true) == .init(row: 1, destination: IndexPath(section: 0, item: 0)))
        #expect(drop(rows, -1, on: true) == .init(row: 5, destination: IndexPath(section: 1, item: 1)))
    }

    @Test("Into a collapsed section: the end of the nearest expanded one above, else the start of one below")
    func collapsed() {
        let rows = FlatRowMap(counts: [2, 0, 1], groupRows: true)  // [A a0 a1 B(collapsed) C c0]
        #expect(drop(rows, 3, on: true, collapsed: [1]) == .init(row: 3, destination: IndexPath(section: 0, item: 2)))
        #expect(drop(rows, 4, collapsed: [1]) == .init(row: 3, destination: IndexPath(section: 0, item: 2)))
        let first = FlatRowMap(counts: [0, 1], groupRows: true)  // [A(collapsed) B b0]
        #expect(drop(first, 1, collapsed: [0]) == .init(row: 2, destination: IndexPath(section: 1, item: 0)))
        #expect(drop(first, 0, on: true, collapsed: [0]) == .init(row: 2, destination: IndexPath(section: 1, item: 0)))
        #expect(drop(FlatRowMap(counts: [0, 0], groupRows: true), 1, collapsed: [0, 1]) == nil)
    }

    @Test("Without group rows, a drop lands in the section of the row below it, or of the last row")
    func withoutGroupRows() {
        let rows = FlatRowMap(counts: [2, 0, 1], groupRows: false)  // [a0 a1 c0]
        #expect(drop(rows, 0) == .init(row: 0, destination: IndexPath(section: 0, item: 0)))
        #expect(drop(rows, 2, moving: [0]) == .init(row: 2, destination: IndexPath(section: 2, item: 0)))
        #expect(drop(rows, 3, moving: [0]) == .init(row: 3, destination: IndexPath(section: 2, item: 1)))
        #expect(drop(FlatRowMap(counts: [0, 0], groupRows: false), 0) == .init(row: 0, destination: [0, 0]))
    }

    @Test("No sections, or a row out of range: no drop")
    func nowhere() {
        #expect(drop(FlatRowMap(counts: [], groupRows: true), 0) == nil)
        let rows = FlatRowMap(counts: [1], groupRows: true)
        #expect(drop(rows, 3) == nil)
        #expect(drop(rows, -1) == nil)
        #expect(drop(rows, 2, on: true) == nil)
    }

    /// One row as the user sees it: a section's group row, or an item.
    private enum Shown: Equatable, CustomStringConvertible {
        case group(Int)
        case item(Int)

        var description: String {
            switch self {
            case .group(let section): "§\(section)"
            case .item(let id): "\(id)"
            }
        }
    }

    @Test(
        "Seeded: the data after the drop is what the user sees, the dragged rows taken out and put above the drop row")
    func seeded() {
        var generator = SeededGenerator(seed: TestSeed.base &+ 0xD409)
        for round in 0..<3_000 {
            let groupRows = Bool.random(using: &generator)
            let sectionCount = Int.random(in: 0...5, using: &generator)
            let collapsed = Set((0..<sectionCount).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
            var nextID = 0
            let sections: [[Int]] = (0..<sectionCount).map { section in
                let count = collapsed.contains(section) ? 0 : Int.random(in: 0...3, using: &generator)
                defer { nextID += count }
                return Array(nextID..<nextID + count)
            }
            let rows = FlatRowMap(counts: sections.map(\.count), groupRows: groupRows)
            let flat: [Shown] = sections.enumerated().flatMap { section, ids in
                (groupRows ? [Shown.group(section)] : []) + ids.map(Shown.item)
            }
            let moving = flat.indices.filter { isItem(flat[$0]) && Int.random(in: 0..<3, using: &generator) == 0 }
            let on = Bool.random(using: &generator)
            let row = Int.random(in: (on ? -1 : 0)...rows.rowCount, using: &generator)
            let context =
                "round \(round): sections \(sections), collapsed \(collapsed.sorted()), "
                + "groupRows \(groupRows), moving \(moving), row \(row), on \(on)"
            let result = rows.drop(atRow: row, on: on, moving: moving, isCollapsed: { collapsed.contains($0) })
            let valid = !on || row == -1 || row < rows.rowCount
            guard let result else {
                let nowhere = sections.indices.allSatisfy(collapsed.contains) || !valid
                #expect(nowhere, "\(context): no drop")
                continue
            }
            #expect(valid, "\(context): a drop on no row lands at \(result)")
            #expect(!collapsed.contains(result.destination[0]), "\(context): into a collapsed section")
            let again = rows.drop(atRow: result.row, on: false, moving: moving, isCollapsed: { collapsed.contains($0) })
            #expect(again == result, "\(context): retargeting twice moves it again")
            if !on, case .item = rows.row(at: row) {
                #expect(result.row == row, "\(context): a drop above an item is not retargeted")
            }
            // What the user sees: the dragged rows leave, then show above the drop row, in order.
            let dragged = moving.map { flat[$0] }
            let insertAt = (0..<result.row).filter { !moving.contains($0) }.count
            var seen = flat.indices.filter { !moving.contains($0) }.map { flat[$0] }
            seen.insert(contentsOf: dragged, at: insertAt)
            // What the data becomes: the dragged items leave, then go to the destination.
            var data = sections.map { $0.filter { id in !dragged.contains(.item(id)) } }
            let (section, item) = (result.destination[0], result.destination[1])
            guard item >= 0, item <= data[section].count else {
                Issue.record("\(context): destination \(result.destination) outside \(data)")
                continue
            }
            data[section].insert(contentsOf: dragged.compactMap(id), at: item)
            let shownData: [Shown] = data.enumerated().flatMap { section, ids in
                (groupRows ? [Shown.group(section)] : []) + ids.map(Shown.item)
            }
            #expect(shownData == seen, "\(context): data \(data), user sees \(seen)")
        }
    }

    private func isItem(_ row: Shown) -> Bool {
        if case .item = row { return true }
        return false
    }

    private func id(_ row: Shown) -> Int? {
        if case .item(let id) = row { return id }
        return nil
    }
}

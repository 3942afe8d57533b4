import AppKit
import DecorumAppKit
import Foundation
import Testing

// A seeded soak of TableViewHandler, in real AppKit API: random applies (sections inserted, deleted and
// moved, items moved across them and renamed), adds, removals, moves, upserts, collapses and expands,
// selection by the handler and on the table, headers switched on and off, bursts of several edits
// before the table is laid out, and the user's hands (on the stand-in): rows dragged within the table
// (some rows not movable, some moves refused), content dropped from outside, row-action deletes; and edits
// the app makes from onWillDisplay while the table lays out (held until its pass is over). After every
// step, once settled: the rows the table's views show are the handler's data flattened with group rows,
// AppKit raised nothing, no fault was reported, and the selected rows are the selected items'.
//
// DECORUM_APPKIT_SOAK_STEPS sets the number of steps (small by default, for CI);
// DECORUM_APPKIT_SOAK_SEED replays one seed. A failure names its seed and step.

private enum SoakBudget {
    static let environment = ProcessInfo.processInfo.environment
    static let steps = environment["DECORUM_APPKIT_SOAK_STEPS"].flatMap { Int($0) } ?? 400
    static let seed = environment["DECORUM_APPKIT_SOAK_SEED"].flatMap { UInt64($0) } ?? 0xA5_2026
}

/// A 64-bit linear congruential generator (Knuth's MMIX constants) with its high bits folded into the low
/// ones: one seed, one sequence, on every platform.
private struct SoakGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

private let kinds = ["A", "B", "C", "D", "E", "F"]

/// Random data: some of the kinds in a random order, ids from a pool of 40 spread over them, a few renamed.
private func randomData(_ generator: inout SoakGenerator) -> SectionedData<Person> {
    let sectionKinds = kinds.shuffled(using: &generator).prefix(Int.random(in: 0...kinds.count, using: &generator))
    let ids = (0..<40).shuffled(using: &generator).prefix(Int.random(in: 0...24, using: &generator))
    var sections = sectionKinds.map { Section<Person>(kind: Kind($0), items: []) }
    guard !sections.isEmpty else { return SectionedData() }
    for id in ids {
        let name = Int.random(in: 0..<5, using: &generator) == 0 ? "r\(id)" : nil
        sections[Int.random(in: 0..<sections.count, using: &generator)].items.append(Person(id, name))
    }
    return SectionedData(sections)
}

@MainActor
private final class Soak {
    let tableView = makePeopleTable()
    let handler: TableViewHandler<PersonDecorator>
    var generator: SoakGenerator
    var faults: [Diagnostic] = []
    var headers = true

    init(seed: UInt64) throws {
        generator = SoakGenerator(state: seed)
        #if !canImport(ObjectiveC)
        tableView.standInVisibleRowCount = 12
        #endif
        tableView.allowsMultipleSelection = true
        handler = try TableViewHandler<PersonDecorator>(tableView: tableView, data: randomData(&generator))
        handler.headerTitle = { $0.kind.rawValue }
        handler.onDiagnostic = { [unowned self] in if $0.severity == .fault { faults.append($0) } }
        handler.canMove = { person, _ in person.id % 5 != 4 }
        handler.canEdit = { person, _ in person.id % 7 != 6 }
        handler.confirmUserEdit = { edit, answer in answer(edit.id % 11 != 10) }
        handler.acceptDrops(of: [.string]) { info in
            (info.draggingPasteboard.pasteboardItems ?? []).compactMap { $0.string(forType: .string) }
                .compactMap(Int.init).map { Person($0) }
        }
    }

    private func random(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }

    private var allItems: [Person] { handler.data.sections.flatMap(\.items) }

    private var freshID: Int { (allItems.map(\.id).max() ?? 0) + 1 + random(0..<3) }

    /// One random edit; returns what it did, for the failure's message.
    func edit() throws -> String {
        let data = handler.data
        switch random(0..<16) {
        case 0, 1:
            let new = randomData(&generator)
            try handler.apply(new)
            return "apply \(new.sections.map { "\($0.kind.rawValue)\($0.items.map(\.id))" })"
        case 2:
            let kind = kinds[random(0..<kinds.count)]
            let items = (0..<random(1..<4)).map { Person(freshID + $0 * 7) }
            try handler.addData(items, toSection: Kind(kind))
            return "add \(items.map(\.id)) to \(kind)"
        case 3:
            let items = allItems.filter { _ in random(0..<4) == 0 }
            _ = handler.removeData(items)
            return "remove \(items.map(\.id))"
        case 4:
            guard let (from, to) = randomMove(data) else { return "no move" }
            try handler.move(from: from, to: to)
            return "move \(from) → \(to)"
        case 5:
            guard let item = allItems.randomElement(using: &generator) else { return "no upsert" }
            let renamed = Person(item.id, "u\(random(0..<1000))")
            try handler.upsert([renamed])
            return "upsert \(renamed.shown)"
        case 6:
            guard let section = data.sections.randomElement(using: &generator) else { return "no toggle" }
            try handler.toggle(section: section.kind)
            return "toggle \(section.kind.rawValue)"
        case 7:
            guard let item = allItems.randomElement(using: &generator) else { return "no select" }
            _ = handler.select(item: item)
            return "select \(item.id)"
        case 8:
            handler.deselectAll()
            return "deselect all"
        case 9:
            guard tableView.numberOfRows > 0 else { return "no table selection" }
            let row = random(0..<tableView.numberOfRows)
            tableView.selectRowIndexes(IndexSet(integer: row), byExtendingSelection: true)
            return "select row \(row) on the table"
        case 10:
            headers.toggle()
            handler.headerTitle = headers ? { $0.kind.rawValue } : nil
            return headers ? "titles on" : "titles off"
        case 12, 13, 14: return userHands(random(12..<15))
        case 15: return displayEdit()
        default:
            let count = random(2..<5)
            let done = try (0..<count).map { _ in try burstEdit() }
            return "burst [\(done.joined(separator: "; "))]"
        }
    }

    /// An edit the app makes from `onWillDisplay` while the table lays its rows out (after the app's own
    /// `reloadData()`, so that every visible row displays again): held until the table's pass is over.
    private func displayEdit() -> String {
        let kind = Kind(kinds[random(0..<kinds.count)])
        return editOnDisplay(
            handler, choice: random(0..<3), adding: Person(freshID), to: kind, orApplying: randomData(&generator)
        ) {
            tableView.reloadData()
            tableView.layoutSubtreeIfNeeded()
        }
    }

    /// What the user does with the table (stand-in only: a Mac has no way to play it in a test).
    private func userHands(_ kind: Int) -> String {
        #if !canImport(ObjectiveC)
        let count = tableView.numberOfRows
        let on = count > 0 && random(0..<3) == 0
        let row = on ? random(-1..<count) : random(0..<count + 1)
        let operation: NSTableView.DropOperation = on ? .on : .above
        switch kind {
        case 12:
            guard count > 0 else { return "no drag" }
            let rows = IndexSet((0..<random(1..<4)).map { _ in random(0..<count) })
            let done = tableView.standInUserDragRows(rows, toRow: row, dropOperation: operation)
            return "drag rows \(Array(rows)) to \(row) \(operation): \(done)"
        case 13:
            let ids = (0..<random(1..<3)).map { freshID + $0 * 5 }
            let items = ids.map { id in
                let item = NSPasteboardItem()
                item.setString("\(id)", forType: .string)
                return item
            }
            let done = tableView.standInUserDrops(items, toRow: row, dropOperation: operation)
            return "drop \(ids) at \(row) \(operation): \(done)"
        default:
            guard count > 0 else { return "no row action" }
            let target = random(0..<count)
            let done = tableView.standInUserChoosesRowAction("Delete", row: target, edge: .trailing)
            return "delete row \(target): \(done)"
        }
        #else
        return "no user hands"
        #endif
    }

    /// An edit of a burst: several run back to back before the table is laid out.
    private func burstEdit() throws -> String {
        switch random(0..<3) {
        case 0:
            let new = randomData(&generator)
            try handler.apply(new)
            return "apply \(new.sections.map { "\($0.kind.rawValue)\($0.items.map(\.id))" })"
        case 1:
            let item = Person(freshID)
            try handler.addData([item], toSection: Kind(kinds[random(0..<kinds.count)]))
            return "add \(item.id)"
        default:
            guard let (from, to) = randomMove(handler.data) else { return "no move" }
            try handler.move(from: from, to: to)
            return "move \(from) → \(to)"
        }
    }

    private func randomMove(_ data: SectionedData<Person>) -> (IndexPath, IndexPath)? {
        let filled = data.sections.indices.filter { !data.sections[$0].items.isEmpty }
        guard let source = filled.randomElement(using: &generator), !data.sections.isEmpty else { return nil }
        let target = random(0..<data.sections.count)
        let from = IndexPath(item: random(0..<data.sections[source].items.count), section: source)
        let room = data.sections[target].items.count + (target == source ? 0 : 1)
        return (from, IndexPath(item: random(0..<room), section: target))
    }

    /// Everything that must hold once the step settled; each failure as a line.
    func check() -> [String] {
        var failures: [String] = []
        let expected = expectedRows(handler.data, groupRows: headers)
        let shown = shownRows(tableView)
        if shown != expected { failures.append("rows \(shown), data \(expected)") }
        if !faults.isEmpty { failures.append("faults \(faults)") }
        let selectedRows = Set(
            tableView.selectedRowIndexes.compactMap { row -> Int? in
                guard row < shown.count else { return nil }
                return Int(shown[row].prefix { $0 != ":" })
            })
        let shownIDs = Set(shown.compactMap { Int($0.prefix { $0 != ":" }) })
        let selectedShown = Set(handler.selectedIDs).intersection(shownIDs)
        if selectedRows != selectedShown {
            failures.append("selected rows \(selectedRows.sorted()), selected items shown \(selectedShown.sorted())")
        }
        return failures
    }
}

@Suite("DecorumAppKit: TableViewHandler soak")
@MainActor
struct TableViewHandlerSoakTests {
    @Test("Seeded soak: after every step the table's rows are the data with group rows, nothing raised, no fault")
    func soak() throws {
        let soak = try Soak(seed: SoakBudget.seed)
        defer { withExtendedLifetime(soak.tableView) {} }
        var last: [String] = []
        var tally: [String: Int] = [:]
        var mostRows = 0
        defer {
            let kinds = tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            print(
                "AppKit soak, seed \(SoakBudget.seed): \(SoakBudget.steps) steps (\(kinds)); at most \(mostRows) rows")
        }
        for step in 0..<SoakBudget.steps {
            var done = ""
            let exceptions = try exceptionsRaised {
                done = try soak.edit()
                settle(soak.tableView)
            }
            last = Array((last + [done]).suffix(4))
            tally[String(done.prefix { $0 != " " }) + (done.hasSuffix(": true") ? " done" : ""), default: 0] += 1
            mostRows = max(mostRows, soak.tableView.numberOfRows)
            let failures = exceptions + soak.check()
            let message =
                "seed \(SoakBudget.seed), step \(step) (last steps: \(last.joined(separator: " | "))): \(failures)"
            #expect(failures.isEmpty, "\(message)")
            if !failures.isEmpty { return }
        }
    }
}

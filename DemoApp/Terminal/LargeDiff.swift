import Decorum
import DecorumTesting
import Foundation

/// `--large N`: N rows in sections, a seeded random edit (10% each deleted, inserted, moved and
/// updated), the staged diff between them, and the same edit applied through a handler. The only
/// place the demo prints timings.
@MainActor
enum LargeDiff {
    /// A row of the large list: identified by `id`, updated when `version` changes.
    struct Row: Identifiable, Updatable, Sendable, CustomStringConvertible {
        let id: Int
        var version = 0
        mutating func update(from copy: Row) { version = copy.version }
        var description: String { "row \(id) v\(version)" }
    }

    /// Shows rows as their description, for `HeadlessHandler`.
    enum RowDecorator: CellDecorator {
        static func update(_ cell: TextCell, with row: Row) { cell.lines = [row.description] }
    }

    /// The edit: the new data and what was done to get it.
    struct Edit {
        var data: SectionedData<Row>
        var deleted: Int, inserted: Int, moved: Int, updated: Int
    }

    static func render(count: Int, seed: UInt64, colors: Bool) -> String {
        var r = Renderer(colors: colors)
        var random = SplitMix64(seed: seed)
        let sectionCount = max(1, min(10, count / 100))
        let old = SectionedData(
            (0..<sectionCount).map { section in
                Section(
                    kind: Kind("s\(section)"),
                    items: (0..<count).filter { $0 % sectionCount == section }.map { Row(id: $0) })
            })
        let edit = randomEdit(of: old, nextID: count, using: &random)

        r.banner("Decorum demo --large \(count)", "seed \(seed), \(buildConfiguration) build")
        r.note("\(String.count(count, "row", "rows")) in \(String.count(sectionCount, "section", "sections")).")
        r.wrapped("   ", summary(of: edit, sections: sectionCount), separator: " ")
        r.line()

        var staged = StagedChangeset<Row>()
        var failure: (any Error)?
        let diffTime = measure {
            do { staged = try StagedChangeset(from: old, to: edit.data) } catch { failure = error }
        }
        if let failure {
            r.error(failure, indent: 3)
            return r.text
        }
        r.call("StagedChangeset(from: old, to: new)", width: 40, r.answer(milliseconds(diffTime)))
        for (index, stage) in staged.enumerated() {
            let counts = Renderer.operations(of: stage.changeset).map { counted($0.verb, $0.targets.count) }
            r.wrapped("       stage \(index + 1)/\(staged.count): ", counts)
        }
        let moves = staged.reduce(0) { $0 + $1.changeset.itemMoves.count }
        r.call("moves in the batches", width: 40, r.answer(moves))
        r.call("items the edit moved", width: 40, r.answer(edit.moved))
        r.note(r.styled("Moves are minimal: a moved row that lands in order needs no move.", .dim))
        r.line()

        let view = HeadlessListView(style: .table)
        let handler = try! HeadlessHandler<RowDecorator>(view: view, data: old)  // unique by construction
        handler.makeCell = { TextCell() }
        let eventsBefore = view.events.count
        let applyTime = measure {
            do { try handler.apply(edit.data) } catch { failure = error }
        }
        if let failure { r.error(failure, indent: 3) }
        r.call("handler.apply(new) on the headless view", width: 40, r.answer(milliseconds(applyTime)))
        let events = view.events[eventsBefore...]
        r.wrapped("     " + "view.events".padding(40) + "-> ", events.map(eventName), style: .value)
        r.verification(of: view, width: 40)
        #if DEBUG
        r.line()
        let advice = "Timed in a debug build; swift run -c release demo --large \(count) is faster."
        r.wrapped("   ", advice.split(separator: " ").map(String.init), separator: " ", style: .dim)
        #endif
        return r.text
    }

    /// The edit in words, to be wrapped at word boundaries: the counts can be long (`--large 10000000`).
    static func summary(of edit: Edit, sections: Int) -> [String] {
        let counts =
            "A seeded edit deleted \(String.count(edit.deleted, "row", "rows")), inserted \(edit.inserted), "
            + "updated \(edit.updated) and moved \(edit.moved);"
        let moves =
            sections == 1
            ? "each move goes to a random place in the one section."
            : "half of the moves stay in their section, the others go to a random one."
        return (counts + " " + moves).split(separator: " ").map(String.init)
    }

    /// `"delete items"` and 1 → `"delete 1 item"`; 3 → `"delete 3 items"`.
    static func counted(_ verb: String, _ count: Int) -> String {
        guard let space = verb.firstIndex(of: " ") else { return "\(count) \(verb)" }
        let plural = String(verb[verb.index(after: space)...])
        return String(verb[..<space]) + " " + String.count(count, String(plural.dropLast()), plural)
    }

    /// `old` after a random edit: 10% of the rows deleted, 10% (of the rest) moved to random places,
    /// 10% updated, and 10% new rows inserted at random places.
    static func randomEdit(of old: SectionedData<Row>, nextID: Int, using random: inout SplitMix64) -> Edit {
        let total = old.itemCount
        let tenth = total / 10
        var ids = old.allItems.map(\.id)
        ids.shuffle(using: &random)
        let deleted = Set(ids[0..<tenth])
        let moved = Set(ids[tenth..<(2 * tenth)])
        let updated = Set(ids[(tenth + tenth / 2)..<(2 * tenth + tenth / 2)])  // half of them also move
        // Every row gets a sort key in its target section: kept rows their old position, moved and new
        // rows a random one; sorting by key gives the new order.
        var keyed: [[(key: Double, row: Row)]] = old.sections.map { _ in [] }
        func randomPlace(near home: Int? = nil) -> (section: Int, key: Double) {
            let section = home ?? Int.random(in: 0..<old.count, using: &random)
            return (section, Double.random(in: 0..<1, using: &random) * Double(old[section].count + 1) - 0.5)
        }
        for (section, content) in old.enumerated() {
            for (index, var row) in content.enumerated() where !deleted.contains(row.id) {
                if updated.contains(row.id) { row.version += 1 }
                if moved.contains(row.id) {
                    // Half stay in their section, where landing in order needs no move.
                    let place = randomPlace(near: Bool.random(using: &random) ? section : nil)
                    keyed[place.section].append((place.key, row))
                } else {
                    keyed[section].append((Double(index), row))
                }
            }
        }
        for id in nextID..<(nextID + tenth) {
            let place = randomPlace()
            keyed[place.section].append((place.key, Row(id: id)))
        }
        let data = SectionedData(
            old.enumerated().map { section, content in
                Section(kind: content.kind, items: keyed[section].sorted { $0.key < $1.key }.map(\.row))
            })
        return Edit(data: data, deleted: tenth, inserted: tenth, moved: tenth, updated: tenth)
    }

    /// Timings depend on it: a debug build is several times slower.
    private static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// Nanoseconds `work` took. Dispatch's monotonic clock rather than `ContinuousClock`, which needs
    /// macOS 13 while the package declares 10.15.
    private static func measure(_ work: () -> Void) -> UInt64 {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return DispatchTime.now().uptimeNanoseconds - start
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        String(format: "%.1f ms", Double(nanoseconds) / 1e6)
    }

    private static func eventName(_ event: HeadlessListView.Event) -> String {
        switch event {
        case .reloadData: return "reloadData"
        case .batch(let changes): return "batch (\(String.count(changes.changeCount, "change", "changes")))"
        case .reconfigure(let paths): return "reconfigure (\(String.count(paths.count, "row", "rows")))"
        case .reconfigureSupplementaryViews(let sections):
            return "reconfigure headers (\(String.count(sections.count, "section", "sections")))"
        }
    }
}

/// A small seeded generator (SplitMix64), so `--large` is the same edit every run for a given seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

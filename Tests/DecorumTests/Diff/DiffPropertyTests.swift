import Decorum
import Foundation
import Testing

/// A small item: identity `id`, and a `content` that can change under it (a reload).
private struct Cell: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var content: Int
    var description: String { content == 0 ? "\(id)" : "\(id)#\(content)" }
}

private let idPool = 14
private let kindPool: [Kind] = ["A", "B", "C", "D", "E", "F", "G", "H"]

/// How a pair of data sets is made.
enum DiffPairStrategy: String, CaseIterable, Sendable {
    /// Two independent random data sets over the same small pools: everything at once.
    case independent
    /// A few random edits of the old data (item and section moves, deletes, inserts, updates).
    case edited
    /// Sections and items reversed, some updated.
    case reversed
    /// Everything deleted: no sections, or the same sections emptied.
    case allDeleted
    /// Everything inserted: from no sections, or from the same sections empty.
    case allInserted
}

private extension RandomNumberGenerator {
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
}

/// Random data: 0–6 sections with distinct kinds (some empty), 0–12 items with distinct ids.
private func randomData(_ rng: inout SeededGenerator) -> SectionedData<Cell> {
    let kinds = kindPool.shuffled(using: &rng).prefix(Int.random(in: 0...6, using: &rng))
    var sections = kinds.map { Section<Cell>(kind: $0) }
    guard !sections.isEmpty else { return [] }
    let ids = (0..<idPool).shuffled(using: &rng).prefix(Int.random(in: 0...12, using: &rng))
    for id in ids {
        sections[Int.random(in: 0..<sections.count, using: &rng)].append(
            Cell(id: id, content: Int.random(in: 0...1, using: &rng)))
    }
    return SectionedData(sections)
}

/// A few random edits of `old`.
private func edited(_ old: SectionedData<Cell>, _ rng: inout SeededGenerator) -> SectionedData<Cell> {
    var data = old
    for _ in 0..<Int.random(in: 1...6, using: &rng) {
        let used = Set(data.allItems.map(\.id))
        let freeIDs = (0..<idPool).filter { !used.contains($0) }
        let freeKinds = kindPool.filter { data.firstIndex(of: $0) == nil }
        let filled = data.indices.filter { !data[$0].isEmpty }
        switch Int.random(in: 0..<9, using: &rng) {
        case 0, 1:  // move an item, often across sections
            guard let from = filled.randomElement(using: &rng) else { continue }
            let item = data[from].remove(at: Int.random(in: 0..<data[from].count, using: &rng))
            let to = data.indices.randomElement(using: &rng)!
            data[to].insert(item, at: Int.random(in: 0...data[to].count, using: &rng))
        case 2:  // delete an item
            guard let section = filled.randomElement(using: &rng) else { continue }
            data[section].remove(at: Int.random(in: 0..<data[section].count, using: &rng))
        case 3:  // insert a new item
            guard let id = freeIDs.randomElement(using: &rng), !data.isEmpty else { continue }
            let section = data.indices.randomElement(using: &rng)!
            data[section].insert(Cell(id: id, content: 0), at: Int.random(in: 0...data[section].count, using: &rng))
        case 4, 5:  // update an item
            guard let section = filled.randomElement(using: &rng) else { continue }
            data[section][Int.random(in: 0..<data[section].count, using: &rng)].content += 1
        case 6:  // delete a section
            guard !data.isEmpty else { continue }
            data.remove(at: Int.random(in: 0..<data.count, using: &rng))
        case 7:  // insert a section, empty or with items taken from others
            guard let kind = freeKinds.randomElement(using: &rng), data.count < 6 else { continue }
            var section = Section<Cell>(kind: kind)
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let candidates = data.indices.filter { !data[$0].isEmpty }
                guard let from = candidates.randomElement(using: &rng) else { break }
                section.append(data[from].remove(at: Int.random(in: 0..<data[from].count, using: &rng)))
            }
            data.insert(section, at: Int.random(in: 0...data.count, using: &rng))
        default:  // move a section
            guard data.count > 1 else { continue }
            let section = data.remove(at: Int.random(in: 0..<data.count, using: &rng))
            data.insert(section, at: Int.random(in: 0...data.count, using: &rng))
        }
    }
    return data
}

/// Makes one pair for `strategy`.
private func pair(
    _ strategy: DiffPairStrategy, _ rng: inout SeededGenerator
)
    -> (SectionedData<Cell>, SectionedData<Cell>)
{
    let old = randomData(&rng)
    switch strategy {
    case .independent:
        return (old, randomData(&rng))
    case .edited:
        return (old, edited(old, &rng))
    case .reversed:
        var new = SectionedData(old.sections.reversed().map { Section(kind: $0.kind, items: $0.items.reversed()) })
        for s in new.indices { for i in new[s].indices where rng.chance(0.2) { new[s][i].content += 1 } }
        return (old, new)
    case .allDeleted:
        return (old, rng.chance(0.5) ? [] : SectionedData(old.sections.map { Section(kind: $0.kind) }))
    case .allInserted:
        return (rng.chance(0.5) ? [] : SectionedData(old.sections.map { Section(kind: $0.kind) }), old)
    }
}

/// The length of a longest strictly increasing subsequence, by the textbook quadratic recurrence:
/// an oracle independent of the library's patience sorting.
private func quadraticLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

/// What a minimal diff must report, computed from scratch.
private struct Expected: Equatable, CustomStringConvertible {
    var sectionDeletes = 0, sectionInserts = 0, sectionMoves = 0
    var itemDeletes = 0, itemInserts = 0, itemMoves = 0, itemReloads = 0
    var needsSectionStage = false

    init(_ old: SectionedData<Cell>, _ new: SectionedData<Cell>, counting: Bool = true) {
        let oldKinds = Dictionary(uniqueKeysWithValues: old.kinds.enumerated().map { ($1, $0) })
        let newKinds = Set(new.kinds)
        var oldPlace: [Int: (section: Int, item: Int, cell: Cell)] = [:]
        for (s, section) in old.enumerated() {
            for (i, cell) in section.enumerated() { oldPlace[cell.id] = (s, i, cell) }
        }
        let newIDs = Set(new.allItems.map(\.id))

        sectionDeletes = old.kinds.filter { !newKinds.contains($0) }.count
        sectionInserts = new.kinds.filter { oldKinds[$0] == nil }.count
        let survivingOrder = new.kinds.compactMap { oldKinds[$0] }
        sectionMoves = survivingOrder.count - quadraticLISLength(survivingOrder)
        needsSectionStage = sectionMoves > 0

        for section in old where newKinds.contains(section.kind) {
            itemDeletes += section.filter { !newIDs.contains($0.id) }.count
        }
        for section in new {
            let target = oldKinds[section.kind]
            var staying: [Int] = []
            for cell in section {
                guard let (s, i, before) = oldPlace[cell.id] else {
                    if target != nil { itemInserts += 1 }
                    continue
                }
                let sourceSurvives = newKinds.contains(old[s].kind)
                if sourceSurvives && before != cell { itemReloads += 1 }
                switch (sourceSurvives, target) {
                case (true, s?): staying.append(i)
                case (true, _):
                    itemMoves += 1
                    needsSectionStage = needsSectionStage || target == nil
                case (false, _?):
                    itemInserts += 1
                    needsSectionStage = true
                case (false, nil): break  // comes with the inserted section
                }
            }
            itemMoves += staying.count - quadraticLISLength(staying)
        }
    }

    init(counting stages: StagedChangeset<Cell>) {
        for stage in stages {
            let changes = stage.changeset
            sectionDeletes += changes.sectionDeletes.count
            sectionInserts += changes.sectionInserts.count
            sectionMoves += changes.sectionMoves.count
            itemDeletes += changes.itemDeletes.count
            itemInserts += changes.itemInserts.count
            itemMoves += changes.itemMoves.count
            itemReloads += changes.itemReloads.count
        }
    }

    var description: String {
        "sections -\(sectionDeletes) +\(sectionInserts) ↕\(sectionMoves); items -\(itemDeletes) +\(itemInserts) "
            + "↕\(itemMoves) ⟳\(itemReloads)"
    }
}

private func isSorted(_ paths: [IndexPath]) -> Bool { zip(paths, paths.dropFirst()).allSatisfy { $0 < $1 } }

/// Checks everything a staged changeset promises for one pair; returns `false` after recording an issue.
@discardableResult
private func check(_ old: SectionedData<Cell>, _ new: SectionedData<Cell>, context: String) -> Bool {
    let stages: StagedChangeset<Cell>
    do {
        stages = try StagedChangeset(from: old, to: new)
    } catch {
        Issue.record("diff threw \(error)\n\(context)")
        return false
    }
    guard expectRoundTrip(stages, from: old, to: new, context: context) else { return false }
    var problems: [String] = []
    // Minimal, and the counts a from-scratch computation predicts.
    let expected = Expected(old, new)
    var reported = Expected(counting: stages)
    reported.needsSectionStage = expected.needsSectionStage
    if reported != expected { problems.append("counts \(reported), expected \(expected)") }
    // Shape: at most a section stage, an item stage and a reload stage; none empty; the last shows `new`.
    if old == new, !stages.isEmpty { problems.append("equal data gave stages") }
    if stages.count > 3 { problems.append("\(stages.count) stages") }
    if let last = stages.last, last.data != new { problems.append("last stage's data is not new") }
    for (index, stage) in stages.enumerated() {
        let changes = stage.changeset
        if changes.isEmpty { problems.append("stage \(index + 1) is empty") }
        if !stage.data.duplicates().isEmpty { problems.append("stage \(index + 1)'s data has duplicates") }
        let hasSectionOps =
            !(changes.sectionDeletes.isEmpty && changes.sectionInserts.isEmpty && changes.sectionMoves.isEmpty)
        let hasItemOps =
            !(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty && changes.itemMoves.isEmpty
            && changes.itemReloads.isEmpty)
        if !changes.sectionMoves.isEmpty, hasItemOps {
            problems.append("stage \(index + 1) mixes section moves and item changes")
        }
        if hasSectionOps, index > 0 { problems.append("section changes in stage \(index + 1)") }
        if expected.needsSectionStage, hasSectionOps, hasItemOps { problems.append("sections not staged apart") }
        if !isSorted(changes.itemDeletes) || !isSorted(changes.itemInserts) || !isSorted(changes.itemReloads)
            || !isSorted(changes.itemMoves.map(\.to)) || changes.sectionDeletes != changes.sectionDeletes.sorted()
            || changes.sectionInserts != changes.sectionInserts.sorted()
            || changes.sectionMoves.map(\.to) != changes.sectionMoves.map(\.to).sorted()
        {
            problems.append("stage \(index + 1) is not sorted")
        }
    }
    // UIKit places a reloaded row by the batch's deletes and inserts only, ignoring moves: no stage
    // both reloads and moves, and a reload-only last stage follows a stage that moves items or a
    // sections-only stage (otherwise its reloads would have ridden in that stage).
    for (index, stage) in stages.enumerated() where !stage.changeset.itemReloads.isEmpty {
        if !stage.changeset.itemMoves.isEmpty || !stage.changeset.sectionMoves.isEmpty {
            problems.append("stage \(index + 1) reloads and moves")
        }
    }
    if stages.count >= 2, let last = stages.last, last.changeset == Changeset(itemReloads: last.changeset.itemReloads) {
        let before = stages[stages.count - 2].changeset
        let movesNoItem = before.itemMoves.isEmpty
        let changesItems = !(before.itemDeletes.isEmpty && before.itemInserts.isEmpty && before.itemReloads.isEmpty)
        if movesNoItem && changesItems {
            problems.append("a reload-only last stage after a stage that moves no item")
        }
    }
    if !problems.isEmpty {
        Issue.record("\(problems.joined(separator: "; "))\n\(stages)\n\(context)")
        return false
    }
    return true
}

@Suite("Diff: properties over random pairs")
struct DiffPropertyTests {
    /// 2,000 pairs per strategy, 10,000 per run: round trip through the data and the headless view,
    /// minimal counts against a quadratic oracle, stage shape and ordering.
    @Test(arguments: DiffPairStrategy.allCases)
    func randomPairsRoundTrip(strategy: DiffPairStrategy) {
        let offset = UInt64(DiffPairStrategy.allCases.firstIndex(of: strategy)!) << 32 | 0xD1FF
        for iteration in 0..<2_000 {
            var rng = SeededGenerator(seed: TestSeed.base &+ offset &+ UInt64(iteration) &* 0x9E37_79B9)
            let (old, new) = pair(strategy, &rng)
            let context =
                "DECORUM_SEED=\(TestSeed.base) strategy \(strategy) iteration \(iteration)\nold: \(old)\nnew: \(new)"
            if !check(old, new, context: context) { return }  // one failure is enough to debug
        }
    }

    /// Moving exactly `m` of 5,000 items reports at most `m` moves: exactly 5,000 minus the length of
    /// the longest increasing run of old positions, computed here independently.
    @Test(arguments: [1, 10, 500, 2_500])
    func movesAreMinimal(moved: Int) throws {
        var rng = SeededGenerator(seed: TestSeed.base &+ 0x5000 &+ UInt64(moved))
        let items = Array(0..<5_000)
        var shuffled = items
        var taken: [Int] = []
        for _ in 0..<moved { taken.append(shuffled.remove(at: Int.random(in: 0..<shuffled.count, using: &rng))) }
        for item in taken { shuffled.insert(item, at: Int.random(in: 0...shuffled.count, using: &rng)) }
        let stages = try StagedChangeset(from: SectionedData(items: items), to: SectionedData(items: shuffled))
        let moves = stages.reduce(0) { $0 + $1.changeset.itemMoves.count }
        #expect(stages.count == (moves == 0 ? 0 : 1))
        #expect(stages.changeCount == moves)
        #expect(moves <= moved)
        // Longest increasing run by the tails-only patience method (positions are the values here).
        var tails: [Int] = []
        for value in shuffled {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        #expect(moves == items.count - tails.count, "seed \(TestSeed.base)")
        expectRoundTrip(stages, from: SectionedData(items: items), to: SectionedData(items: shuffled))
    }

    /// A mixed edit (deletes, inserts, moves, updates) of `count` items: minimal counts and a round trip,
    /// and a repeated identity anywhere in `new` throws. 3,000 items: each lookup at once, neighbours
    /// followed without hashing; 40,000: lookups batched.
    @Test(arguments: [3_000, 40_000])
    func mixedEditsOfManyItems(count: Int) throws {
        var rng = SeededGenerator(seed: TestSeed.base &+ 0x4D1E &+ UInt64(count))
        for _ in 0..<3 {
            let old = (0..<count).map { Cell(id: $0, content: 0) }
            var new: [Cell] = []
            var taken: [Cell] = []
            var deleted = 0
            var updated = 0
            for cell in old {
                let roll = Int.random(in: 0..<10, using: &rng)
                if roll == 0 {
                    deleted += 1
                } else if roll == 1 {
                    taken.append(cell)
                } else if roll == 2 {
                    new.append(Cell(id: cell.id, content: 1))
                    updated += 1
                } else {
                    new.append(cell)
                }
            }
            let inserted = count / 10
            taken += (0..<inserted).map { Cell(id: count + $0, content: 0) }
            // Each taken item goes before a random staying item (or at the end), merged in one pass.
            let places = taken.map { _ in Int.random(in: 0...new.count, using: &rng) }
            var order = Array(taken.indices)
            order.sort { places[$0] < places[$1] }
            var merged: [Cell] = []
            var next = 0
            for index in 0...new.count {
                while next < order.count, places[order[next]] == index {
                    merged.append(taken[order[next]])
                    next += 1
                }
                if index < new.count { merged.append(new[index]) }
            }
            new = merged
            let stages = try StagedChangeset(from: SectionedData(items: old), to: SectionedData(items: new))
            let changes = stages.map(\.changeset)
            // The least number of moves: the staying items minus their longest increasing run.
            var tails: [Int] = []
            for cell in new where cell.id < count {
                var low = 0
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if tails[middle] < cell.id { low = middle + 1 } else { high = middle }
                }
                if low == tails.count { tails.append(cell.id) } else { tails[low] = cell.id }
            }
            #expect(changes.reduce(0) { $0 + $1.itemMoves.count } == count - deleted - tails.count)
            #expect(changes.reduce(0) { $0 + $1.itemDeletes.count } == deleted)
            #expect(changes.reduce(0) { $0 + $1.itemInserts.count } == inserted)
            #expect(changes.reduce(0) { $0 + $1.itemReloads.count } == updated)
            expectRoundTrip(stages, from: SectionedData(items: old), to: SectionedData(items: new))
            // A repeat of an old identity placed right after it, or anywhere, is found.
            let source = Int.random(in: 0..<new.count, using: &rng)
            for target in [source + 1, Int.random(in: 0...new.count, using: &rng)] {
                var repeated = new
                repeated.insert(new[source], at: target)
                #expect(throws: DuplicateError.self) {
                    try StagedChangeset(from: SectionedData(items: old), to: SectionedData(items: repeated))
                }
            }
        }
    }

    /// Among all minimal move sets, the diff moves as few updated items as possible: checked against a
    /// quadratic dynamic programme maximising (run length, updated items kept) over random reorders.
    @Test func fewestUpdatedItemsMove() throws {
        var rng = SeededGenerator(seed: TestSeed.base &+ 0x1EA5)
        for iteration in 0..<400 {
            let count = Int.random(in: 0...40, using: &rng)
            let old = (0..<count).map { Cell(id: $0, content: 0) }
            var new = old.shuffled(using: &rng)
            if rng.chance(0.5), count > 4 {  // mostly sorted, a few strays
                new = old
                for _ in 0..<3 {
                    new.swapAt(Int.random(in: 0..<count, using: &rng), Int.random(in: 0..<count, using: &rng))
                }
            }
            for i in new.indices where rng.chance(0.3) { new[i].content = 1 }
            // Oracle: best (length, updated kept) over increasing runs of old ids in new order.
            var best = [(length: Int, kept: Int)](repeating: (0, 0), count: count)
            for i in 0..<count {
                let own = new[i].content == 1 ? 1 : 0
                best[i] = (1, own)
                for j in 0..<i where new[j].id < new[i].id {
                    let candidate = (best[j].length + 1, best[j].kept + own)
                    if candidate > best[i] { best[i] = candidate }
                }
            }
            let top = best.max { $0 < $1 } ?? (0, 0)
            let updated = new.filter { $0.content == 1 }.count
            let stages = try StagedChangeset(from: SectionedData(items: old), to: SectionedData(items: new))
            let moves = stages.reduce(0) { $0 + $1.changeset.itemMoves.count }
            #expect(moves == count - top.length, "iteration \(iteration): \(new)")
            // With moves, every update is reloaded in a last batch of its own (UIKit ignores moves when
            // it places a reloaded row); without, the reloads ride in the only batch.
            let lastReloads = stages.count == 2 ? stages[1].changeset.itemReloads.count : 0
            #expect(lastReloads == (moves > 0 ? updated : 0), "iteration \(iteration): \(new)")
            _ = top.kept
            #expect(stages.changeCount == moves + updated)
        }
    }

    /// A swap next to an update: the move in one batch, the update reloaded at its new path in a last
    /// batch of its own (UIKit would put a reload that shares a batch with a move in the wrong row).
    @Test func updatedItemsPreferToStayPut() throws {
        var rng = SeededGenerator(seed: TestSeed.base &+ 0x0F1E)
        for _ in 0..<200 {
            let count = Int.random(in: 2...30, using: &rng)
            let old = (0..<count).map { Cell(id: $0, content: 0) }
            // A swap of two neighbours where the first one is updated: one move, zero moved+updated.
            let i = Int.random(in: 0..<(count - 1), using: &rng)
            var new = old
            new.swapAt(i, i + 1)
            new[i + 1].content = 1
            let stages = try StagedChangeset(from: SectionedData(items: old), to: SectionedData(items: new))
            #expect(
                stages.map(\.changeset) == [
                    Changeset(
                        itemMoves: [Move(from: IndexPath(item: i + 1, section: 0), to: IndexPath(item: i, section: 0))]
                    ),
                    Changeset(itemReloads: [IndexPath(item: i + 1, section: 0)]),
                ])
        }
    }
}

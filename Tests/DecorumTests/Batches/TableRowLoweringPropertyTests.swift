import DecorumBatchRules
@_spi(Binding) import DecorumCore
import Foundation
import Testing

/// An item with an identity and a content that can change under it (a reload).
private struct Row: Identifiable, Equatable {
    var id: Int
    var content: Int
}

private let kinds: [Kind] = (0..<10).map { Kind("K\($0)") }

private extension RandomNumberGenerator {
    mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
}

/// Random data: up to 7 sections of distinct kinds, many of them short or empty, now and then a long
/// one (so that whole sections of many rows move), items of distinct ids.
private func randomData(_ rng: inout SeededGenerator) -> SectionedData<Row> {
    var sections = kinds.shuffled(using: &rng).prefix(rng.below(8)).map { Section<Row>(kind: $0) }
    guard !sections.isEmpty else { return [] }
    let itemCount = rng.below(20) == 0 ? 60 + rng.below(240) : rng.below(30)
    for id in (0..<400).shuffled(using: &rng).prefix(itemCount) {
        sections[rng.below(sections.count)].items.append(Row(id: id, content: rng.below(2)))
    }
    return SectionedData(sections)
}

/// A few random edits of `old`: sections deleted, inserted and moved, items deleted, inserted, moved
/// within and across sections, and updated.
private func edited(_ old: SectionedData<Row>, _ rng: inout SeededGenerator) -> SectionedData<Row> {
    var sections = old.sections
    var nextID = 1_000
    for _ in 0..<(1 + rng.below(8)) {
        let filled = sections.indices.filter { !sections[$0].items.isEmpty }
        switch rng.below(8) {
        case 0 where !sections.isEmpty:
            sections.remove(at: rng.below(sections.count))
        case 1:
            let free = kinds.filter { kind in !sections.contains { $0.kind == kind } }
            guard let kind = free.randomElement(using: &rng) else { continue }
            let items = (0..<rng.below(4)).map { _ in
                Row(
                    id: {
                        nextID += 1
                        return nextID
                    }(), content: 0)
            }
            sections.insert(Section(kind: kind, items: items), at: rng.below(sections.count + 1))
        case 2 where sections.count > 1:
            let section = sections.remove(at: rng.below(sections.count))
            sections.insert(section, at: rng.below(sections.count + 1))
        case 3, 4:
            guard let from = filled.randomElement(using: &rng) else { continue }
            let item = sections[from].items.remove(at: rng.below(sections[from].items.count))
            let to = rng.below(sections.count)
            sections[to].items.insert(item, at: rng.below(sections[to].items.count + 1))
        case 5:
            guard let section = filled.randomElement(using: &rng) else { continue }
            sections[section].items.remove(at: rng.below(sections[section].items.count))
        case 6 where !sections.isEmpty:
            let section = rng.below(sections.count)
            nextID += 1
            sections[section].items.insert(
                Row(id: nextID, content: 0), at: rng.below(sections[section].items.count + 1))
        default:
            guard let section = filled.randomElement(using: &rng) else { continue }
            sections[section].items[rng.below(sections[section].items.count)].content += 1
        }
    }
    return SectionedData(sections)
}

private func identities(_ data: SectionedData<Row>, groupRows: Bool) -> [String] {
    data.sections.flatMap { (groupRows ? ["§" + $0.kind.rawValue] : []) + $0.items.map { "\($0.id)" } }
}

/// The rows the table must hold after `stage`: what UIKit's batch model (DecorumBatchRules, checked
/// on its own against a literal transcription) keeps, by identity, and inserts. A reloaded item counts
/// as kept: the table reloads it in place. Nil when a kept identity is not the data's at its place.
private func expectedRows(
    _ before: SectionedData<Row>, _ stage: StagedChangeset<Row>.Stage, groupRows: Bool
) throws -> [ModelRow]? {
    let result = try stage.changeset.simulate(
        old: before.sections.map { $0.items.map { ModelRow.kept("\($0.id)") } },
        newCounts: stage.data.sections.map(\.items.count), noun: "row", fetch: { _ in .inserted })
    let reloaded = Set(stage.changeset.itemReloads.map { "\(before[$0].id)" })
    var rows: [ModelRow] = []
    for (section, items) in result.sections.enumerated() {
        if groupRows {
            rows.append(result.source[section] == nil ? .inserted : .kept("§" + stage.data[section].kind.rawValue))
        }
        for (index, row) in items.enumerated() {
            let identity = "\(stage.data[section].items[index].id)"
            if row == .inserted {
                rows.append(reloaded.contains(identity) ? .kept(identity) : .inserted)
                continue
            }
            guard row == .kept(identity) else { return nil }
            rows.append(row)
        }
    }
    return rows
}

/// Whether `operations` come as promised: at most one remove, first; the moves; at most one insert; at
/// most one reload, last.
private func isInPromisedOrder(_ operations: [TableRowOperation]) -> Bool {
    func rank(_ operation: TableRowOperation) -> Int {
        switch operation {
        case .remove: return 0
        case .move: return 1
        case .insert: return 2
        case .reload: return 3
        }
    }
    let ranks = operations.map(rank)
    return zip(ranks, ranks.dropFirst()).allSatisfy { $0 < $1 || ($0 == 1 && $1 == 1) }
}

/// Lowers `changes`, applies the calls to a model holding `oldRows`, and checks: the rows are
/// `expected`; the rows reloaded are `reloaded` (in any order); the calls come in the promised order,
/// and are at most 3 plus one per item move and per row (group row included) of the sections the batch
/// moves. Records an issue and returns nil when one check fails.
private func checkLowering(
    _ changes: Changeset, oldRows: [String], counts: (old: [Int], new: [Int]), groupRows: Bool,
    expected: [ModelRow], reloaded: [String], context: String
) throws -> [TableRowOperation]? {
    let operations = try #require(
        changes.tableRowOperations(oldCounts: counts.old, newCounts: counts.new, groupRows: groupRows), "\(context)")
    var model = AppKitRowModel(identities: oldRows)
    for operation in operations { try model.apply(operation) }
    let bound =
        3 + changes.itemMoves.count
        + changes.sectionMoves.reduce(0) { $0 + (groupRows ? 1 : 0) + counts.old[$1.from] }
    guard model.rows == expected, model.reloaded.map(\.description).sorted() == reloaded.sorted(),
        operations.count <= bound, isInPromisedOrder(operations)
    else {
        Issue.record("\(context)\n\(operations)\nrows \(model.rows)\nwant \(expected)")
        return nil
    }
    return operations
}

@Suite("Lowering every stage the diff makes, checked on a model of AppKit")
struct TableRowLoweringPropertyTests {
    /// How many stages to check: `DECORUM_LOWERING_STAGES` (issue #41 asks for 100,000), else 3,000.
    static let stageCount: Int = {
        if let text = ProcessInfoLite.environment("DECORUM_LOWERING_STAGES"), let value = Int(text), value > 0 {
            return value
        }
        return 3_000
    }()

    /// Runs `body` for `stageCount` cases from one seeded generator, until it returns false (a failure
    /// recorded); returns whether every case ran.
    static func forEachCase(salt: UInt64, _ body: (Int, inout SeededGenerator) throws -> Bool) rethrows -> Bool {
        var rng = SeededGenerator(seed: TestSeed.base ^ salt)
        for index in 0..<stageCount where try !body(index, &rng) { return false }
        return true
    }

    @Test("Any stage, lowered and applied one call at a time, gives the stage's rows, each kept by identity")
    func everyStage() throws {
        var rng = SeededGenerator(seed: TestSeed.base ^ 0x7AB1_E505)
        var checked = 0
        var moves = 0
        // Stages with section moves, inserts, deletes, item moves, reloads: the test must meet them all.
        var met = [0, 0, 0, 0, 0]
        var largest = 0
        var pair = 0
        while checked < Self.stageCount {
            pair += 1
            let old = randomData(&rng)
            let new = rng.below(4) == 0 ? randomData(&rng) : edited(old, &rng)
            let groupRows = rng.below(3) != 0
            let stages = try StagedChangeset(from: old, to: new)
            var before = old
            for stage in stages {
                checked += 1
                let context = "pair \(pair), seed \(TestSeed.base), \(stage.changeset), groupRows \(groupRows)"
                let changes = stage.changeset
                let oldRows = identities(before, groupRows: groupRows)
                let expected = try #require(try expectedRows(before, stage, groupRows: groupRows), "\(context)")
                guard
                    let operations = try checkLowering(
                        changes, oldRows: oldRows,
                        counts: (before.sections.map(\.items.count), stage.data.sections.map(\.items.count)),
                        groupRows: groupRows, expected: expected,
                        reloaded: changes.itemReloads.map { "\(before[$0].id)" }, context: context)
                else { return }
                for (index, list) in [
                    changes.sectionMoves.count, changes.sectionInserts.count, changes.sectionDeletes.count,
                    changes.itemMoves.count, changes.itemReloads.count,
                ].enumerated() where list > 0 { met[index] += 1 }
                moves += operations.count { if case .move = $0 { true } else { false } }
                largest = max(largest, oldRows.count)
                before = stage.data
            }
        }
        #expect(met.allSatisfy { $0 > 0 }, "stages with section moves, inserts, deletes, item moves, reloads: \(met)")
        if ProcessInfoLite.environment("DECORUM_LOWERING_STAGES") != nil {
            print(
                "lowering: \(checked) stages from \(pair) pairs, \(moves) moves, up to \(largest) rows; stages with "
                    + "section moves, inserts, deletes, item moves, reloads: \(met)")
        }
    }
}

/// A random batch with UIKit's meaning, built from that meaning rather than by the diff (the engine
/// makes batches of its own too: edits, collapses): sections deleted, reloaded, moved and inserted
/// (UIKit's map: inserted and moved-to slots taken, the others filled in order); items deleted, moved
/// anywhere (out of deleted sections and into inserted ones too), inserted and reloaded. Also returns
/// the identities a reload replaces, and the items reloaded.
private func randomBatch(
    _ rng: inout SeededGenerator
) -> (old: [RowSection], new: [RowSection], changes: Changeset, replaced: Set<String>, reloaded: [String]) {
    let old: [RowSection] = (0..<rng.below(7)).map { s in ("S\(s)", (0..<rng.below(6)).map { "\(s).\($0)" }) }
    // 0 stays, 1 deleted, 2 moved, 3 reloaded (UIKit places a reloaded section by shifting, which is
    // the filled slot only when no section moves: never both here).
    var fates = old.map { _ in [0, 0, 0, 1, 2, 2, 3].randomElement(using: &rng)! }
    if fates.contains(2) { fates = fates.map { $0 == 3 ? 0 : $0 } }
    let insertedCount = rng.below(3)
    let newCount = old.count - fates.count { $0 == 1 } + insertedCount
    var changes = Changeset(
        sectionDeletes: fates.indices.filter { fates[$0] == 1 }, sectionReloads: fates.indices.filter { fates[$0] == 3 }
    )
    var newToOld = [Int?](repeating: nil, count: newCount)
    var slots = Array((0..<newCount).shuffled(using: &rng).prefix(insertedCount + fates.count { $0 == 2 }))
    changes.sectionInserts = Array(slots.prefix(insertedCount))
    slots.removeFirst(insertedCount)
    for (s, fate) in fates.enumerated() where fate == 2 {
        newToOld[slots[0]] = s
        changes.sectionMoves.append(Move(from: s, to: slots.removeFirst()))
    }
    let taken = Set(changes.sectionInserts)
    var free = (0..<newCount).filter { !taken.contains($0) && newToOld[$0] == nil }.makeIterator()
    for (s, fate) in fates.enumerated() where fate == 0 || fate == 3 { newToOld[free.next()!] = s }
    let isReloaded = newToOld.map { $0.map { fates[$0] == 3 } ?? false }
    let targets = (0..<newCount).filter { !isReloaded[$0] }
    var replaced = Set<String>()
    var stays = old.map { _ in [String]() }
    var incoming = [[String]](repeating: [], count: newCount)
    var movedFrom: [String: IndexPath] = [:]
    var reloaded: [String] = []
    for (s, section) in old.enumerated() {
        if fates[s] == 3 {
            replaced.formUnion(["§" + section.kind] + section.items)
            continue
        }
        for (i, item) in section.items.enumerated() {
            let roll = rng.below(12)
            if roll < 3, let target = targets.randomElement(using: &rng) {
                movedFrom[item] = IndexPath(section: s, item: i)
                incoming[target].append(item)
            } else if fates[s] == 1 {
                continue
            } else if roll < 5 {
                changes.itemDeletes.append(IndexPath(section: s, item: i))
            } else {
                if roll == 5 {
                    changes.itemReloads.append(IndexPath(section: s, item: i))
                    reloaded.append(item)
                }
                stays[s].append(item)
            }
        }
    }
    var new: [RowSection] = []
    for t in 0..<newCount {
        let source = newToOld[t]
        var list = isReloaded[t] ? (0..<rng.below(3)).map { "r\(t).\($0)" } : source.map { stays[$0] } ?? []
        for item in incoming[t] + (0..<rng.below(3)).map({ "n\(t).\($0)" }) where !isReloaded[t] {
            list.insert(item, at: rng.below(list.count + 1))
        }
        for (j, item) in list.enumerated() {
            if let from = movedFrom[item] {
                changes.itemMoves.append(Move(from: from, to: IndexPath(section: t, item: j)))
            } else if item.hasPrefix("n"), source != nil {
                changes.itemInserts.append(IndexPath(section: t, item: j))
            }
        }
        new.append((source.map { old[$0].kind } ?? "N\(t)", list))
    }
    return (old, new, changes, replaced, reloaded)
}

extension TableRowLoweringPropertyTests {
    @Test("Any batch with UIKit's meaning, not only the diff's, lowers to the new rows")
    func everyBatch() throws {
        var takenByUIKit = 0
        let completed = try Self.forEachCase(salt: 0xBA7C_4E5) { index, rng in
            let (old, new, changes, replaced, reloaded) = randomBatch(&rng)
            let groupRows = rng.below(3) != 0
            let context = "batch \(index), seed \(TestSeed.base), \(changes), groupRows \(groupRows)"
            let before = flatRows(old, groupRows: groupRows)
            let expected = AppKitRowModel.expected(
                old: before, new: flatRows(new, groupRows: groupRows), replaced: replaced)
            guard
                try checkLowering(
                    changes, oldRows: before, counts: (old.map(\.items.count), new.map(\.items.count)),
                    groupRows: groupRows, expected: expected, reloaded: reloaded, context: context) != nil
            else { return false }
            // The generator's meaning is UIKit's, wherever UIKit takes the batch and animates it (but for
            // reloads in a batch that moves, which UIKit puts in the wrong row).
            if changes.itemReloads.isEmpty || (changes.itemMoves.isEmpty && changes.sectionMoves.isEmpty),
                let uikit = try? changes.simulate(
                    old: old.map(\.items), newCounts: new.map(\.items.count), noun: "row",
                    fetch: { new[$0.sectionIndex].items[$0.itemIndex] }),
                !uikit.reloadedData
            {
                takenByUIKit += 1
                #expect(uikit.sections == new.map(\.items), "\(context)")
            }
            return true
        }
        #expect(
            !completed || takenByUIKit > Self.stageCount / 3, "UIKit took \(takenByUIKit) of \(Self.stageCount) batches"
        )
        if ProcessInfoLite.environment("DECORUM_LOWERING_STAGES") != nil {
            print("lowering: \(Self.stageCount) batches, \(takenByUIKit) of them taken and animated by UIKit")
        }
    }
}

extension TableRowLoweringPropertyTests {
    @Test("Any batch, even one that does not fit: nil or calls, never a trap; every batch UIKit takes lowers")
    func anyInput() throws {
        var taken = 0
        let completed = try Self.forEachCase(salt: 0x0DD_BA7C) { index, rng in
            let oldCounts = (0..<rng.below(4)).map { _ in rng.below(4) }
            let newCounts = rng.below(2) == 0 ? oldCounts : (0..<rng.below(4)).map { _ in rng.below(4) }
            func section() -> Int { rng.below(5) - 1 }
            func path() -> IndexPath { IndexPath(section: rng.below(4) - 1, item: rng.below(5) - 1) }
            func some<T>(_ make: () -> T) -> [T] {
                (0..<(rng.below(4) == 0 ? 1 + rng.below(2) : 0)).map { _ in make() }
            }
            let changes = Changeset(
                sectionDeletes: some(section), sectionInserts: some(section),
                sectionMoves: some { Move(from: section(), to: section()) }, sectionReloads: some(section),
                itemDeletes: some(path), itemInserts: some(path), itemMoves: some { Move(from: path(), to: path()) },
                itemReloads: some(path))
            let groupRows = rng.below(2) == 0
            let operations = changes.tableRowOperations(
                oldCounts: oldCounts, newCounts: newCounts, groupRows: groupRows)
            // Reloads in a batch that moves: UIKit's meaning is another row's (see everyBatch), never the engine's.
            if !changes.itemReloads.isEmpty && !(changes.itemMoves.isEmpty && changes.sectionMoves.isEmpty) {
                return true
            }
            let old = oldCounts.enumerated().map { s, count in (0..<count).map { ModelRow.kept("\(s).\($0)") } }
            guard
                let uikit = try? changes.simulate(
                    old: old, newCounts: newCounts, noun: "row", fetch: { _ in .inserted }),
                !uikit.reloadedData
            else { return true }
            taken += 1
            let context = "batch \(index), seed \(TestSeed.base), \(changes), \(oldCounts) → \(newCounts)"
            guard changes.itemReloads.isEmpty else {  // UIKit's reloads: see everyBatch
                #expect(operations != nil, "UIKit takes it: \(context)")
                return true
            }
            let expected = uikit.sections.enumerated().flatMap { t, rows in
                (groupRows ? [uikit.source[t].map { ModelRow.kept("§\($0)") } ?? .inserted] : []) + rows
            }
            let oldRows = old.enumerated().flatMap { s, rows in (groupRows ? ["§\(s)"] : []) + rows.map(\.description) }
            guard
                try checkLowering(
                    changes, oldRows: oldRows, counts: (oldCounts, newCounts), groupRows: groupRows,
                    expected: expected, reloaded: [], context: "UIKit takes it: \(context)") != nil
            else { return false }
            return true
        }
        #expect(!completed || taken > 0)
        if ProcessInfoLite.environment("DECORUM_LOWERING_STAGES") != nil {
            print("lowering: UIKit took \(taken) of \(Self.stageCount) random batches")
        }
    }
}

import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// The diff's fast paths (the trimmed ends of each surviving section, matched by comparing identities,
// and the open-addressing identity table) against the full path (every new item looked up) and
// against an independent reference matching built on a plain `Dictionary`, on seeded random pairs
// whose edits sit where trimming matters: at the ends, in one section, nowhere.

/// An item with an identity and a content that can change under it.
private struct Tile: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var content: Int
    var description: String { content == 0 ? "\(id)" : "\(id)#\(content)" }
}

private let kindPool: [Kind] = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]

/// Where the edits of a pair go.
enum FastPathStrategy: String, CaseIterable, Sendable {
    /// No edit: `new` is an element-by-element copy of `old`.
    case none
    /// Edits only among the first and last three items of some sections.
    case ends
    /// Several edits, all in one section.
    case oneSection
    /// Only content changes (reloads), anywhere.
    case updatesOnly
    /// Edits anywhere: items and sections moved, deleted, inserted, updated.
    case anywhere
    /// A repeated identity or kind, in `old` or in `new`, often inside a trimmed end.
    case duplicates
}

private func randomData(_ rng: inout SeededGenerator) -> SectionedData<Tile> {
    let kinds = kindPool.shuffled(using: &rng).prefix(Int.random(in: 1...7, using: &rng))
    var next = 0
    var sections: [Section<Tile>] = []
    for kind in kinds {
        let count = Int.random(in: 0...40, using: &rng)
        sections.append(Section(kind: kind, items: (0..<count).map { Tile(id: next + $0, content: 0) }))
        next += count
    }
    // Shuffle identities across the whole data, so sections do not hold runs of consecutive ids.
    var ids = Array(0..<next)
    ids.shuffle(using: &rng)
    var position = 0
    for s in sections.indices {
        for i in sections[s].items.indices {
            sections[s].items[i].id = ids[position]
            position += 1
        }
    }
    return SectionedData(sections)
}

/// One random edit of section `s` of `sections`, at an index drawn by `index`.
private func edit(
    _ sections: inout [Section<Tile>], _ s: Int, fresh: inout Int, _ rng: inout SeededGenerator,
    index: (Int, inout SeededGenerator) -> Int
) {
    let count = sections[s].items.count
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:  // insert
        sections[s].items.insert(Tile(id: fresh, content: 0), at: index(count + 1, &rng))
        fresh += 1
    case 1:  // delete
        guard count > 0 else { return }
        sections[s].items.remove(at: index(count, &rng))
    case 2:  // update
        guard count > 0 else { return }
        sections[s].items[index(count, &rng)].content += 1
    default:  // move within the section
        guard count > 1 else { return }
        let item = sections[s].items.remove(at: index(count, &rng))
        sections[s].items.insert(item, at: index(count, &rng))
    }
}

/// An index among the first or the last three of `count`.
private func nearAnEnd(_ count: Int, _ rng: inout SeededGenerator) -> Int {
    let offset = Int.random(in: 0..<min(3, count), using: &rng)
    return Bool.random(using: &rng) ? offset : count - 1 - offset
}

private func anywhere(_ count: Int, _ rng: inout SeededGenerator) -> Int { Int.random(in: 0..<count, using: &rng) }

private func pair(
    _ strategy: FastPathStrategy, _ rng: inout SeededGenerator
) -> (SectionedData<Tile>, SectionedData<Tile>) {
    let old = randomData(&rng)
    var sections = old.sections.map { Section(kind: $0.kind, items: $0.items.map { $0 }) }
    var fresh = 10_000
    switch strategy {
    case .none:
        break
    case .ends:
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            edit(&sections, Int.random(in: 0..<sections.count, using: &rng), fresh: &fresh, &rng, index: nearAnEnd)
        }
    case .oneSection:
        let s = Int.random(in: 0..<sections.count, using: &rng)
        for _ in 0..<Int.random(in: 1...5, using: &rng) { edit(&sections, s, fresh: &fresh, &rng, index: anywhere) }
    case .updatesOnly:
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let s = Int.random(in: 0..<sections.count, using: &rng)
            guard !sections[s].items.isEmpty else { continue }
            sections[s].items[anywhere(sections[s].items.count, &rng)].content += 1
        }
    case .anywhere:
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0:  // move an item to another section
                let from = Int.random(in: 0..<sections.count, using: &rng)
                let to = Int.random(in: 0..<sections.count, using: &rng)
                guard !sections[from].items.isEmpty else { continue }
                let item = sections[from].items.remove(at: anywhere(sections[from].items.count, &rng))
                sections[to].items.insert(item, at: anywhere(sections[to].items.count + 1, &rng))
            case 1:  // move a section
                let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
            case 2:  // delete a section
                sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
                if sections.isEmpty { sections.append(Section(kind: "Z")) }
            case 3:  // insert a section
                guard let kind = kindPool.first(where: { kind in !sections.contains { $0.kind == kind } }) else {
                    continue
                }
                sections.insert(
                    Section(kind: kind, items: [Tile(id: fresh, content: 0)]),
                    at: Int.random(in: 0...sections.count, using: &rng))
                fresh += 1
            default:
                edit(&sections, Int.random(in: 0..<sections.count, using: &rng), fresh: &fresh, &rng, index: anywhere)
            }
        }
    case .duplicates:
        var target = Bool.random(using: &rng) ? old.sections : sections
        let all = target.flatMap(\.items)
        if all.isEmpty || Int.random(in: 0..<5, using: &rng) == 0 {
            target.append(Section(kind: target[0].kind))  // a repeated kind
        } else {
            let s = Int.random(in: 0..<target.count, using: &rng)
            let copy = all[anywhere(all.count, &rng)]
            target[s].items.insert(copy, at: target[s].items.isEmpty ? 0 : nearAnEnd(target[s].items.count + 1, &rng))
        }
        if target.map(\.kind) == old.sections.map(\.kind), Bool.random(using: &rng) {
            return (SectionedData(target), SectionedData(sections))
        }
        return (old, SectionedData(target))
    }
    return (old, SectionedData(sections))
}

/// The matching computed the plain way: a `Dictionary` of every old identity, every new item looked up.
private struct ReferenceMatching: Equatable {
    var oldSectionToNew: [Int]
    var newSectionToOld: [Int]
    var oldMatched: [Bool]
    var newToOld: [Int]
    var crosses: Bool

    init(_ old: SectionedData<Tile>, _ new: SectionedData<Tile>) {
        oldSectionToNew = old.sections.map { section in new.sections.firstIndex { $0.kind == section.kind } ?? -1 }
        newSectionToOld = new.sections.map { section in old.sections.firstIndex { $0.kind == section.kind } ?? -1 }
        var positions: [Int: (section: Int, item: Int, tile: Tile)] = [:]
        for (s, section) in old.sections.enumerated() {
            for (i, tile) in section.items.enumerated() { positions[tile.id] = (s, i, tile) }
        }
        var matchedIDs = Set<Int>()
        newToOld = []
        crosses = false
        for (t, section) in new.sections.enumerated() {
            for tile in section.items {
                guard let found = positions[tile.id] else {
                    newToOld.append(-1)
                    continue
                }
                matchedIDs.insert(tile.id)
                let packed = DiffPacking.pack(found.section, found.item)
                newToOld.append(found.tile == tile ? packed : packed | DiffPacking.updated)
                if (oldSectionToNew[found.section] >= 0) != (newSectionToOld[t] >= 0) { crosses = true }
            }
        }
        oldMatched = old.sections.flatMap { $0.items.map { matchedIDs.contains($0.id) } }
    }

    init(_ matching: DiffMatching) {
        oldSectionToNew = matching.oldSectionToNew
        newSectionToOld = matching.newSectionToOld
        oldMatched = (0..<matching.oldStarts[matching.oldStarts.count - 1]).map(matching.isMatched)
        newToOld = matching.newToOld
        crosses = matching.crossesInsertedOrDeletedSection
    }
}

private func result<T>(_ body: () throws -> T) -> Result<T, DuplicateError> {
    do { return .success(try body()) } catch let error as DuplicateError { return .failure(error) } catch {
        Issue.record("unexpected error \(error)")
        return .failure(DuplicateError(.kind("?", first: -1, duplicate: -1)))
    }
}

/// Checks one pair: the trimmed matching equals the full one and the reference; the stages are equal;
/// the error, when there is one, is the same on both paths and is `duplicates(identity:).first`.
@discardableResult
private func check(_ old: SectionedData<Tile>, _ new: SectionedData<Tile>, context: String) -> Bool {
    let identity = ItemIdentity<Tile, Int>.identifierAndContent
    let fast = result { try DiffMatching(old: old.sections, new: new.sections, identity: identity) }
    let full = result { try DiffMatching(old: old.sections, new: new.sections, identity: identity, trimming: false) }
    // A handler's path: `old` known unique, its identities known, trimmed ends not hashed. It must
    // agree with the full path, duplicates in `new` included.
    if old.duplicates(identity: identity).isEmpty {
        let ids = Set(old.allItems.map(\.id))
        let known = result {
            try DiffMatching(old: old.sections, new: new.sections, identity: identity, knownOld: { ids.contains($0) })
        }
        switch (known, full) {
        case (.failure(let knownError), .failure(let fullError)):
            guard knownError == fullError else {
                Issue.record("known-old path threw \(knownError), the full path \(fullError)\n\(context)")
                return false
            }
        case (.success(let known), .success(let full)):
            guard ReferenceMatching(known) == ReferenceMatching(full) else {
                Issue.record("known-old matching differs from the full one\n\(context)")
                return false
            }
        default:
            Issue.record("known-old path and full path disagree on throwing: \(known) / \(full)\n\(context)")
            return false
        }
        // A handler's path with the unchanged sections skipped (and no diff at all when every section
        // is unchanged): the same matching, stages and refreshed sections as the full path.
        let unchanged = DiffMatching.unchangedSections(old.sections, new.sections) { $0.id == $1.id && $0 == $1 }
        if let unchanged {
            if old.numberOfSections == new.numberOfSections, !unchanged.contains(false) {
                let fullStages = (try? full.get()).map { StagedChangeset(staging: $0, old, new) }
                guard let fullStages, StagedChangeset(unchanged: old, new) == fullStages,
                    fullStages.updatedSections == StagedChangeset(unchanged: old, new).updatedSections
                else {
                    Issue.record("all sections unchanged, yet the full path differs or threw\n\(context)")
                    return false
                }
            }
            let skipping = result {
                try DiffMatching(
                    old: old.sections, new: new.sections, identity: identity, knownOld: { ids.contains($0) },
                    unchanged: unchanged)
            }
            switch (skipping, full) {
            case (.failure(let skippingError), .failure(let fullError)):
                guard skippingError == fullError else {
                    Issue.record("skipping path threw \(skippingError), the full path \(fullError)\n\(context)")
                    return false
                }
            case (.success(let skipping), .success(let full)):
                let skippingStages = StagedChangeset(staging: skipping, old, new)
                let fullStages = StagedChangeset(staging: full, old, new)
                guard ReferenceMatching(skipping) == ReferenceMatching(full), skippingStages == fullStages,
                    skippingStages.updated == fullStages.updated,
                    skippingStages.updatedSources == fullStages.updatedSources
                else {
                    Issue.record("skipping unchanged sections differs from the full path\n\(context)")
                    return false
                }
            default:
                Issue.record("skipping path and full path disagree on throwing: \(skipping) / \(full)\n\(context)")
                return false
            }
        }
    }
    switch (fast, full) {
    case (.failure(let fastError), .failure(let fullError)):
        let expected = old.duplicates(identity: identity).first ?? new.duplicates(identity: identity).first
        guard fastError == fullError, fastError.duplicate == expected else {
            Issue.record(
                "errors differ: \(fastError) / \(fullError) / expected \(String(describing: expected))\n\(context)")
            return false
        }
        return true
    case (.success(let fast), .success(let full)):
        let trimmed = ReferenceMatching(fast)
        guard trimmed == ReferenceMatching(full), trimmed == ReferenceMatching(old, new) else {
            Issue.record("matchings differ\n\(context)")
            return false
        }
        let fastStages = StagedChangeset(staging: fast, old, new)
        let fullStages = StagedChangeset(staging: full, old, new)
        guard fastStages == fullStages else {
            Issue.record("stages differ:\n\(fastStages)\n--- full path:\n\(fullStages)\n\(context)")
            return false
        }
        if old == new, !fastStages.isEmpty { Issue.record("equal data gave stages\n\(context)") }
        return expectRoundTrip(fastStages, from: old, to: new, identity: { AnyHashable($0.id) }, context: context)
    default:
        Issue.record("one path threw and the other did not: \(fast) / \(full)\n\(context)")
        return false
    }
}

@Suite("Diff: fast paths against the full path")
struct DiffFastPathTests {
    /// 1,500 seeded pairs per strategy.
    @Test(arguments: FastPathStrategy.allCases)
    func trimmedEqualsFull(strategy: FastPathStrategy) {
        let offset = UInt64(FastPathStrategy.allCases.firstIndex(of: strategy)!) << 32 | 0xFA57
        for iteration in 0..<1_500 {
            let seed = TestSeed.base &+ offset &+ UInt64(iteration) &* 0x9E37_79B9
            var rng = SeededGenerator(seed: seed)
            let (old, new) = pair(strategy, &rng)
            let context =
                "strategy \(strategy), iteration \(iteration) (DECORUM_SEED=\(TestSeed.base))\nold: \(old)\nnew: \(new)"
            if !check(old, new, context: context) { return }
        }
    }

    /// Large sections: equal data, one changed row, one row moved from the start to the end, and a
    /// duplicate hidden inside an unchanged end, each against the full path.
    @Test func largeSections() {
        let sections = (0..<20).map { s in
            Section(kind: Kind("s\(s)"), items: (0..<500).map { Tile(id: s * 500 + $0, content: 0) })
        }
        let old = SectionedData(sections)
        var changed = sections
        changed[7].items[250].content = 1
        var moved = sections
        moved[3].items.append(moved[3].items.removeFirst())
        var duplicated = sections
        duplicated[12].items.insert(Tile(id: 0, content: 0), at: 250)
        var sectionMoved = sections
        sectionMoved.append(sectionMoved.remove(at: 0))
        for (name, new) in [
            ("equal", SectionedData(sections.map { Section(kind: $0.kind, items: $0.items.map { $0 }) })),
            ("one changed row", SectionedData(changed)), ("moved to the end", SectionedData(moved)),
            ("duplicate", SectionedData(duplicated)), ("section moved", SectionedData(sectionMoved)),
        ] {
            check(old, new, context: name)
        }
        let stages = try? StagedChangeset(from: old, to: SectionedData(changed))
        #expect(stages?.count == 1)
        #expect(stages?.first?.changeset == Changeset(itemReloads: [IndexPath(item: 250, section: 7)]))
    }

    /// The open-addressing table with many identities sharing hash tags and slots: identities whose
    /// hashes collide are still told apart, and duplicates among them are still found.
    @Test func collidingHashes() throws {
        struct Clash: Hashable, CustomStringConvertible {
            var value: Int
            func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
            var description: String { "\(value)" }
        }
        let old = SectionedData(items: (0..<200).map { Clash(value: $0) })
        var items = old.sections[0].items
        items.swapAt(10, 150)
        items.removeSubrange(40..<60)
        items.insert(contentsOf: (1_000..<1_010).map { Clash(value: $0) }, at: 70)
        let new = SectionedData(items: items)
        let stages = try StagedChangeset(from: old, to: new)
        #expect(expectRoundTrip(stages, from: old, to: new))
        let full = try DiffMatching(old: old.sections, new: new.sections, identity: .value, trimming: false)
        #expect(stages == StagedChangeset(staging: full, old, new))
        let repeated = SectionedData(items: items + [Clash(value: 1_003)])
        let error = #expect(throws: DuplicateError.self) { try StagedChangeset(from: old, to: repeated) }
        #expect(error?.duplicate == repeated.duplicates().first)
    }
}

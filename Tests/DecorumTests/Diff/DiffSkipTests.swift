import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// The public diff skips the sections that are unchanged at the same index (same kind, identities and
// contents in order). Here every overload is compared with the diff that skips nothing
// (`StagedChangeset(diffingEverySection:_:identity:)`) on seeded random pairs that keep many sections
// equal while items cross sections and sections move, appear and disappear: the stages, their data and
// the updated rows and sections must be exactly the same.

/// An item with an identity and a content that can change under it.
private struct Tile: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var content: Int
    var description: String { content == 0 ? "\(id)" : "\(id)#\(content)" }
}

/// The same item, `Identifiable & Hashable`.
private struct HashedTile: Identifiable, Hashable {
    var id: Int
    var content: Int
}

/// The same item, only `Identifiable`: its content is never compared.
private struct PlainTile: Identifiable {
    var id: Int
    var content: Int
}

private let kindPool: [Kind] = (0..<16).map { Kind("k\($0)") }

/// Old data of 4 to 12 sections (some empty, some with a model), identities unique and shuffled.
private func randomData(_ rng: inout SeededGenerator) -> SectionedData<Tile> {
    let kinds = kindPool.shuffled(using: &rng).prefix(Int.random(in: 4...12, using: &rng))
    var ids = Array(0..<(kinds.count * 12))
    ids.shuffle(using: &rng)
    var next = 0
    var sections: [Section<Tile>] = []
    for kind in kinds {
        let count = Int.random(in: 0...3, using: &rng) == 0 ? 0 : Int.random(in: 1...12, using: &rng)
        let items = (0..<count).map { Tile(id: ids[next + $0], content: 0) }
        next += count
        let model: Int? = Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 0..<3, using: &rng) : nil
        sections.append(Section(kind: kind, model: model, items: items))
    }
    return SectionedData(sections)
}

/// `new` for `old`: a few edits, most sections left equal. Every copy gets its own buffers.
private func randomPair(_ rng: inout SeededGenerator) -> (SectionedData<Tile>, SectionedData<Tile>) {
    let old = randomData(&rng)
    var sections = old.sections.map { Section(kind: $0.kind, model: $0.model, items: $0.items.map { $0 }) }
    var fresh = 10_000
    func anySection() -> Int { Int.random(in: 0..<sections.count, using: &rng) }
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:  // an item to another section
            let from = anySection()
            let to = anySection()
            guard !sections[from].items.isEmpty else { continue }
            let item = sections[from].items.remove(at: Int.random(in: 0..<sections[from].items.count, using: &rng))
            sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &rng))
        case 1:  // a section moved (often an equal one)
            let section = sections.remove(at: anySection())
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
        case 2:  // a section deleted
            guard sections.count > 1 else { continue }
            sections.remove(at: anySection())
        case 3:  // a section inserted, empty, fresh or with items taken from another section
            guard let kind = kindPool.first(where: { kind in !sections.contains { $0.kind == kind } }) else { continue }
            var items: [Tile] = []
            if Bool.random(using: &rng) {
                items.append(Tile(id: fresh, content: 0))
                fresh += 1
            }
            let from = anySection()
            if Bool.random(using: &rng), !sections[from].items.isEmpty {
                items.append(sections[from].items.removeLast())
            }
            sections.insert(Section(kind: kind, items: items), at: Int.random(in: 0...sections.count, using: &rng))
        case 4:  // a section's kind changed, its items kept (equal items, not the same section)
            guard let kind = kindPool.first(where: { kind in !sections.contains { $0.kind == kind } }) else { continue }
            let s = anySection()
            sections[s] = Section(kind: kind, model: sections[s].model, items: sections[s].items)
        case 5:  // a model changed (the items stay equal)
            let s = anySection()
            sections[s] = Section(kind: sections[s].kind, model: 7, items: sections[s].items)
        default:  // an item edit inside one section
            let s = anySection()
            let count = sections[s].items.count
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                sections[s].items.insert(Tile(id: fresh, content: 0), at: Int.random(in: 0...count, using: &rng))
                fresh += 1
            case 1:
                guard count > 0 else { continue }
                sections[s].items.remove(at: Int.random(in: 0..<count, using: &rng))
            case 2:
                guard count > 0 else { continue }
                sections[s].items[Int.random(in: 0..<count, using: &rng)].content += 1
            default:
                guard count > 1 else { continue }
                let item = sections[s].items.remove(at: Int.random(in: 0..<count, using: &rng))
                sections[s].items.insert(item, at: Int.random(in: 0..<count, using: &rng))
            }
        }
    }
    // Sometimes a repeat that `new` adds: an identity of another (often skipped) section.
    if Int.random(in: 0..<8, using: &rng) == 0, let item = sections.randomElement(using: &rng)?.items.first {
        let s = anySection()
        sections[s].items.insert(item, at: Int.random(in: 0...sections[s].items.count, using: &rng))
    }
    return (old, SectionedData(sections))
}

/// Everything a diff produces, with items reduced to `key` so that non-`Equatable` items compare too.
private struct Outcome<Key: Equatable>: Equatable {
    struct SectionPrint: Equatable {
        var kind: Kind
        var model: AnyHashable?
        var items: [Key]
    }
    var changesets: [Changeset]
    var data: [[SectionPrint]]
    var updated: [IndexPath]
    var updatedSources: [IndexPath]
    var updatedSections: [Int]

    init<Item>(_ staged: StagedChangeset<Item>, _ key: (Item) -> Key) {
        changesets = staged.stages.map(\.changeset)
        data = staged.stages.map { stage in
            stage.data.sections.map {
                SectionPrint(kind: $0.kind, model: $0.model.map { AnyHashable($0) }, items: $0.items.map(key))
            }
        }
        updated = staged.updated
        updatedSources = staged.updatedSources
        updatedSections = staged.updatedSections
    }
}

/// The diff with the skip and without it: the same outcome, or the same error.
private func expectSameDiff<Item, Key: Equatable>(
    _ skipping: () throws -> StagedChangeset<Item>, _ full: () throws -> StagedChangeset<Item>,
    key: (Item) -> Key, context: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    switch (Result(catching: skipping), Result(catching: full)) {
    case (.success(let skipped), .success(let full)):
        let (a, b) = (Outcome(skipped, key), Outcome(full, key))
        if a != b {
            Issue.record("skip: \(skipped)\nfull: \(full)\n\(context())", sourceLocation: sourceLocation)
            return false
        }
        return true
    case (.failure(let a), .failure(let b)):
        if (a as? DuplicateError) != (b as? DuplicateError) {
            Issue.record("errors differ: \(a) / \(b)\n\(context())", sourceLocation: sourceLocation)
            return false
        }
        return true
    case (let a, let b):
        Issue.record("one path threw: skip \(a), full \(b)\n\(context())", sourceLocation: sourceLocation)
        return false
    }
}

/// Every overload on one pair, each against the diff without the skip.
@discardableResult
private func checkAllOverloads(_ old: SectionedData<Tile>, _ new: SectionedData<Tile>, context: String) -> Bool {
    func mapped<T>(_ data: SectionedData<Tile>, _ transform: (Tile) -> T) -> SectionedData<T> {
        SectionedData(data.sections.map { Section(kind: $0.kind, model: $0.model, items: $0.items.map(transform)) })
    }
    let (hashedOld, hashedNew) = (
        mapped(old) { HashedTile(id: $0.id, content: $0.content) },
        mapped(new) { HashedTile(id: $0.id, content: $0.content) }
    )
    let (plainOld, plainNew) = (
        mapped(old) { PlainTile(id: $0.id, content: $0.content) },
        mapped(new) { PlainTile(id: $0.id, content: $0.content) }
    )
    // Values: the content is part of the value, so a changed content is a delete and an insert.
    let (valueOld, valueNew) = (mapped(old) { $0.id * 100 + $0.content }, mapped(new) { $0.id * 100 + $0.content })
    let byContent = ItemIdentity<Tile, Int>(id: \.id, isContentEqual: { $0.content == $1.content })
    return expectSameDiff(
        { try StagedChangeset(from: old, to: new) },
        { try StagedChangeset(diffingEverySection: old, new, identity: .identifierAndContent) },
        key: { $0 }, context: "Identifiable & Equatable\n\(context)")
        && expectSameDiff(
            { try StagedChangeset(from: hashedOld, to: hashedNew) },
            { try StagedChangeset(diffingEverySection: hashedOld, hashedNew, identity: .identifierAndContent) },
            key: { $0 }, context: "Identifiable & Hashable\n\(context)")
        && expectSameDiff(
            { try StagedChangeset(from: plainOld, to: plainNew) },
            { try StagedChangeset(diffingEverySection: plainOld, plainNew, identity: .identifier) },
            key: { [$0.id, $0.content] }, context: "Identifiable\n\(context)")
        && expectSameDiff(
            { try StagedChangeset(from: valueOld, to: valueNew) },
            { try StagedChangeset(diffingEverySection: valueOld, valueNew, identity: .value) },
            key: { $0 }, context: "Hashable\n\(context)")
        && expectSameDiff(
            { try StagedChangeset(from: old, to: new, identity: byContent) },
            { try StagedChangeset(diffingEverySection: old, new, identity: byContent) },
            key: { $0 }, context: "custom identity\n\(context)")
}

private func withoutModels(_ data: SectionedData<Tile>) -> SectionedData<Tile> {
    SectionedData(data.sections.map { Section(kind: $0.kind, items: $0.items) })
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

private func tiles(_ sections: (Kind, [Int])...) -> SectionedData<Tile> {
    SectionedData(sections.map { Section(kind: $0.0, items: $0.1.map { Tile(id: $0, content: 0) }) })
}

@Suite("Diff: unchanged sections skipped")
struct DiffSkipTests {
    /// 3,000 seeded pairs that keep most sections equal, every overload against the diff that skips
    /// nothing; each skipping diff also round-trips through UIKit's rules.
    @Test func skippingEqualsFullDiff() {
        var skippedSome = 0
        var repeats = 0
        for iteration in 0..<3_000 {
            let seed = TestSeed.base &+ 0x5C1F_0000 &+ UInt64(iteration) &* 0x9E37_79B9
            var rng = SeededGenerator(seed: seed)
            let (old, new) = randomPair(&rng)
            let context = "iteration \(iteration) (DECORUM_SEED=\(TestSeed.base))\nold: \(old)\nnew: \(new)"
            guard checkAllOverloads(old, new, context: context) else { return }
            let unchanged = DiffMatching.unchangedSections(old.sections, new.sections) { $0 == $1 } ?? []
            if unchanged.contains(true) { skippedSome += 1 }
            // Models are reported by `updatedSections`, not by the batches: the round trip goes without them.
            let (bareOld, bareNew) = (withoutModels(old), withoutModels(new))
            guard let stages = try? StagedChangeset(from: bareOld, to: bareNew) else {
                repeats += 1  // a repeat `new` adds, thrown as the full diff throws it (checked above)
                continue
            }
            guard
                expectRoundTrip(stages, from: bareOld, to: bareNew, identity: { AnyHashable($0.id) }, context: context)
            else { return }
        }
        #expect(repeats > 100)
        // The pairs exercise the skip: most of them keep some section equal at its index.
        #expect(skippedSome > 2_000)
    }

    /// Equal data built separately: no stage, no updated row; only a changed model is reported.
    @Test func allEqual() throws {
        let old = tiles(("a", [1, 2, 3]), ("b", []), ("c", [4]))
        let copy = tiles(("a", [1, 2, 3]), ("b", []), ("c", [4]))
        let equal = try StagedChangeset(from: old, to: copy)
        #expect(equal.isEmpty && equal.updated.isEmpty && equal.updatedSections.isEmpty)
        var remodelled = copy
        remodelled.sections[1] = Section(kind: "b", model: 1, items: [])
        let model = try StagedChangeset(from: old, to: remodelled)
        #expect(model.isEmpty && model.updatedSections == [1])
        #expect(try StagedChangeset(from: SectionedData<Tile>(), to: SectionedData()).isEmpty)
        for new in [copy, remodelled] {
            #expect(
                expectSameDiff(
                    { try StagedChangeset(from: old, to: new) },
                    { try StagedChangeset(diffingEverySection: old, new, identity: .identifierAndContent) },
                    key: { $0 }, context: "\(new)"))
        }
    }

    /// One changed row among equal sections: one reload; a row moved out of a section into another.
    @Test func oneChanged() throws {
        let old = tiles(("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6]))
        var changed = tiles(("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6]))
        changed.sections[1].items[1].content = 1
        let stages = try StagedChangeset(from: old, to: changed)
        #expect(stages.map(\.changeset) == [Changeset(itemReloads: [path(1, 1)])])
        #expect(stages.updated == [path(1, 1)])
        let crossed = tiles(("a", [1, 2, 3]), ("b", [4]), ("c", [6, 5]))
        let moved = try StagedChangeset(from: old, to: crossed)
        #expect(moved.map(\.changeset) == [Changeset(itemMoves: [Move(from: path(1, 1), to: path(2, 1))])])
        for new in [changed, crossed] { #expect(checkAllOverloads(old, new, context: "\(new)")) }
    }

    /// An equal section at another index is not skipped (it moves), nor is one whose kind changed;
    /// inserted and deleted sections around equal ones shift them, and the diff is the full one.
    @Test func equalSectionsElsewhere() throws {
        let old = tiles(("a", [1, 2]), ("b", [3]), ("c", []), ("d", [4, 5]))
        let cases: [SectionedData<Tile>] = [
            tiles(("b", [3]), ("a", [1, 2]), ("c", []), ("d", [4, 5])),  // two equal sections swapped
            tiles(("a", [1, 2]), ("x", [3]), ("c", []), ("d", [4, 5])),  // a kind changed, items equal
            tiles(("n", []), ("a", [1, 2]), ("b", [3]), ("c", []), ("d", [4, 5])),  // a section inserted first
            tiles(("a", [1, 2]), ("c", []), ("d", [4, 5])),  // a section deleted
            tiles(("a", [1, 2]), ("b", [3]), ("c", [5]), ("d", [4])),  // an item into the empty section
            tiles(("a", [1, 2]), ("b", []), ("c", [3]), ("d", [4, 5])),  // empty and non-empty exchange items
        ]
        for new in cases { #expect(checkAllOverloads(old, new, context: "\(new)")) }
        let swapped = try StagedChangeset(from: old, to: cases[0])
        #expect(swapped.first?.changeset.sectionMoves.count == 1)
    }

    /// Repeats: kinds are always checked, even when every section is skipped; every repeat that `new`
    /// adds is reported as the full diff reports it, in a changed section or of an item of a skipped
    /// one (one new item or many); a repeat `old` already has inside a skipped section is not (the
    /// items of skipped sections are not hashed), and the stages are still valid.
    @Test func duplicates() throws {
        let kinds = tiles(("a", [1]), ("b", [2]), ("a", [3]))
        let kindError = #expect(throws: DuplicateError.self) { try StagedChangeset(from: kinds, to: kinds) }
        #expect(kindError?.duplicate == .kind("a", first: 0, duplicate: 2))

        let old = tiles(("a", [1, 2]), ("b", [3]))
        let repeatedInChanged = tiles(("a", [1, 2]), ("b", [3, 4, 4]))
        #expect(checkAllOverloads(old, repeatedInChanged, context: "repeated in a changed section"))
        let itemError = #expect(throws: DuplicateError.self) { try StagedChangeset(from: old, to: repeatedInChanged) }
        #expect(itemError?.duplicate == .item("4", first: path(1, 1), duplicate: path(1, 2)))

        for new in [tiles(("a", [1, 2]), ("b", [3, 1])), tiles(("a", [1, 2]), ("b", [3, 10, 11, 12, 13, 14, 2]))] {
            #expect(checkAllOverloads(old, new, context: "\(new)"))
            let error = #expect(throws: DuplicateError.self) { try StagedChangeset(from: old, to: new) }
            #expect(error?.duplicate == new.duplicates().first)
        }

        let repeatedInSkipped = tiles(("a", [1, 1]), ("b", [3]))
        let changed = tiles(("a", [1, 1]), ("b", [3, 5]))
        #expect(throws: DuplicateError.self) {
            try StagedChangeset(diffingEverySection: repeatedInSkipped, changed, identity: .identifierAndContent)
        }
        let stages = try StagedChangeset(from: repeatedInSkipped, to: changed)
        #expect(stages.map(\.changeset) == [Changeset(itemInserts: [path(1, 1)])])
        #expect(try StagedChangeset(from: repeatedInSkipped, to: repeatedInSkipped).isEmpty)
    }
}

import Decorum
import Foundation
import Testing

/// Identifiable only (not Hashable, not Equatable): identified by a UUID, prints its name.
private struct DupPerson: Identifiable, CustomStringConvertible {
    let id: UUID
    var name: String
    init(_ name: String, id: UUID = UUID()) {
        self.name = name
        self.id = id
    }
    var description: String { name }
}

/// Identifiable and Hashable, where equality looks at the name only: `id` must win for identity.
private struct DupContact: Identifiable, Hashable, CustomStringConvertible {
    let id: Int
    var name: String
    static func == (lhs: DupContact, rhs: DupContact) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    var description: String { name }
}

@Suite("Duplicates")
struct DuplicateTests {
    /// The contacts example with Paul Allen also at Google, and a second Apple section.
    static let messy: SectionedData<String> = [
        Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"]),
        Section(kind: "Microsoft", items: ["Bill Gates", "Paul Allen"]),
        Section(kind: "Google", items: ["Paul Allen", "Larry Page", "Larry Page"]),
        Section(kind: "Apple", items: ["Steve Jobs", "Andy Hertzfeld"]),
    ]

    @Test("Clean data has no duplicates and every policy returns it unchanged")
    func clean() throws {
        #expect(Contacts.data.duplicates().isEmpty)
        for policy in DuplicatePolicy.allCases {
            #expect(try Contacts.data.resolvingDuplicates(policy) == Contacts.data)
        }
        #expect(SectionedData<String>().duplicates().isEmpty)
    }

    @Test("Hashable items: kinds first, then items, each with its first position")
    func hashableDuplicates() {
        let found = Self.messy.duplicates()
        #expect(
            found == [
                .kind("Apple", first: 0, duplicate: 3),
                .item("Paul Allen", first: [1, 1], duplicate: [2, 0]),
                .item("Larry Page", first: [2, 1], duplicate: [2, 2]),
                .item("Steve Jobs", first: [0, 0], duplicate: [3, 0]),
            ])
        #expect(
            found.map(\.description) == [
                "section 3 repeats the kind \"Apple\" of section 0",
                "item \"Paul Allen\" at [2, 0] repeats the identity of [1, 1]",
                "item \"Larry Page\" at [2, 2] repeats the identity of [2, 1]",
                "item \"Steve Jobs\" at [3, 0] repeats the identity of [0, 0]",
            ])
        // An item repeated three times is reported against its first occurrence each time.
        let thrice = SectionedData(items: ["a", "a", "b", "a"])
        #expect(
            thrice.duplicates() == [
                .item("a", first: [0, 0], duplicate: [0, 1]),
                .item("a", first: [0, 0], duplicate: [0, 3]),
            ])
    }

    @Test(".reject throws a DuplicateError naming the first duplicate; the data is unchanged")
    func reject() {
        let data = Self.messy
        #expect(throws: DuplicateError(.kind("Apple", first: 0, duplicate: 3))) {
            _ = try data.resolvingDuplicates(.reject)
        }
        #expect(data == Self.messy)

        let itemsOnly: SectionedData<String> = [
            Section(kind: "Microsoft", items: ["Bill Gates", "Paul Allen"]),
            Section(kind: "Google", items: ["Larry Page", "Paul Allen"]),
        ]
        let before = itemsOnly
        do {
            _ = try itemsOnly.resolvingDuplicates(.reject)
            Issue.record("expected a DuplicateError")
        } catch let error as DuplicateError {
            #expect(error.duplicate == .item("Paul Allen", first: [0, 1], duplicate: [1, 1]))
            #expect(
                error.description == "duplicate identity: item \"Paul Allen\" at [1, 1] repeats the identity of [0, 1]")
        } catch {
            Issue.record("expected a DuplicateError, got \(error)")
        }
        #expect(itemsOnly == before)
        #expect(
            DuplicateError(.kind("Apple", first: 0, duplicate: 3)).description
                == "duplicate section kind: section 3 repeats the kind \"Apple\" of section 0")
    }

    @Test(".keepFirst and .keepLast drop the other occurrences of items, and merge sections of a repeated kind")
    func keepFirstAndLast() throws {
        let first = try Self.messy.resolvingDuplicates(.keepFirst)
        #expect(
            first == [
                Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
                Section(kind: "Microsoft", items: ["Bill Gates", "Paul Allen"]),
                Section(kind: "Google", items: ["Larry Page"]),
            ])
        let last = try Self.messy.resolvingDuplicates(.keepLast)
        #expect(
            last == [
                Section(kind: "Microsoft", items: ["Bill Gates"]),
                Section(kind: "Google", items: ["Paul Allen", "Larry Page"]),
                Section(kind: "Apple", items: ["Alan Kay", "Steve Jobs", "Andy Hertzfeld"]),
            ])
        // No unique item is lost: "Andy Hertzfeld" and "Alan Kay" live only in one of the two Apples.
        #expect(Set(first.allItems) == Set(Self.messy.allItems) && Set(last.allItems) == Set(Self.messy.allItems))
        #expect(first.duplicates().isEmpty && last.duplicates().isEmpty)
        #expect(Self.messy.count == 4)  // unchanged

        let letters = SectionedData(items: ["a", "b", "a", "c", "b"])
        #expect(try letters.resolvingDuplicates(.keepFirst).allItems == ["a", "b", "c"])
        #expect(try letters.resolvingDuplicates(.keepLast).allItems == ["a", "c", "b"])
    }

    @Test("Identifiable items are compared by id, and printed by their description")
    func identifiable() throws {
        let shared = UUID()
        let data: SectionedData<DupPerson> = [
            Section(kind: "Microsoft", items: [DupPerson("Bill Gates"), DupPerson("Paul Allen", id: shared)]),
            Section(kind: "Google", items: [DupPerson("Paul G. Allen", id: shared), DupPerson("Bill Gates")]),
        ]
        // Same name, different id: not a duplicate. Different name, same id: a duplicate.
        #expect(data.duplicates() == [.item("Paul G. Allen", first: [0, 1], duplicate: [1, 0])])
        #expect(!data.duplicates()[0].description.contains(shared.uuidString))
        #expect(throws: DuplicateError(.item("Paul G. Allen", first: [0, 1], duplicate: [1, 0]))) {
            _ = try data.resolvingDuplicates(.reject)
        }
        #expect(
            try data.resolvingDuplicates(.keepFirst).mapItems(\.name).allItems == [
                "Bill Gates", "Paul Allen", "Bill Gates",
            ])
        #expect(
            try data.resolvingDuplicates(.keepLast).mapItems(\.name).allItems == [
                "Bill Gates", "Paul G. Allen", "Bill Gates",
            ])
    }

    @Test("Identifiable & Hashable items are compared by id, not by ==")
    func identifiableAndHashable() throws {
        let data: SectionedData<DupContact> = [
            Section(kind: "A", items: [DupContact(id: 1, name: "Ann"), DupContact(id: 2, name: "Ann")]),
            Section(kind: "B", items: [DupContact(id: 1, name: "Bob")]),
        ]
        #expect(data.duplicates() == [.item("Bob", first: [0, 0], duplicate: [1, 0])])
        let kept = try data.resolvingDuplicates(.keepFirst)
        #expect(kept.allItems.map(\.id) == [1, 2])
        #expect(try data.resolvingDuplicates(.keepLast).allItems.map(\.id) == [2, 1])
        // The explicit value identity sees it the other way round.
        #expect(data.duplicates(identity: .value) == [.item("Ann", first: [0, 0], duplicate: [0, 1])])
    }

    @Test("A custom identity")
    func customIdentity() throws {
        let byLength = ItemIdentity<String, Int>(id: \.count, isContentEqual: ==)
        let data = Contacts.data
        // "Steve Jobs", "Bill Gates", "Paul Allen", "Larry Page" all have 10 characters.
        #expect(
            data.duplicates(identity: byLength).map(\.description) == [
                "item \"Bill Gates\" at [1, 0] repeats the identity of [0, 0]",
                "item \"Paul Allen\" at [1, 1] repeats the identity of [0, 0]",
                "item \"Larry Page\" at [2, 0] repeats the identity of [0, 0]",
            ])
        #expect(
            try data.resolvingDuplicates(.keepFirst, identity: byLength).allItems
                == ["Steve Jobs", "Alan Kay", "Andy Hertzfeld", "Sergey Brin"])
    }

    /// The reference: keep the sections of the first (or last) occurrence of each kind, then the first
    /// (or last) occurrence of each item among the kept sections, written with plain loops.
    /// The policies by their definition: sections of one kind merge at the first (or last) of them,
    /// and of the items sharing an identity, the first (or last) in display order stays.
    static func reference(_ data: SectionedData<Int>, keepLast: Bool) -> SectionedData<Int> {
        let sections = data.sections
        let flat = sections.indices.flatMap { s in sections[s].items.map { (kind: sections[s].kind, item: $0) } }
        let kinds = sections.indices.filter { s in
            let same = sections.indices.filter { sections[$0].kind == sections[s].kind }
            return s == (keepLast ? same.last! : same.first!)
        }.map { sections[$0].kind }
        var result = kinds.map { Section<Int>(kind: $0) }
        for (n, entry) in flat.enumerated() {
            let same = flat.indices.filter { flat[$0].item == entry.item }
            if n == (keepLast ? same.last! : same.first!) {
                result[kinds.firstIndex(of: entry.kind)!].append(entry.item)
            }
        }
        return SectionedData(result)
    }

    @Test("Randomized: duplicates() and the policies agree with a plain reference")
    func randomized() throws {
        let seed = TestSeed.base &+ 0xD400
        var rng = SeededGenerator(seed: seed)
        for iteration in 0..<300 {
            let sectionCount = Int.random(in: 0...6, using: &rng)
            let data = SectionedData(
                (0..<sectionCount).map { _ in
                    Section(
                        kind: Kind("k\(Int.random(in: 0..<4, using: &rng))"),
                        items: (0..<Int.random(in: 0...5, using: &rng)).map { _ in Int.random(in: 0..<10, using: &rng) }
                    )
                })
            let context = "\(data.debugDescription), \(ModelShapes.replay(seed, iteration))"
            // duplicates(): every reported duplicate repeats an earlier position with the same identity.
            let found = data.duplicates()
            let itemDuplicates = found.compactMap { duplicate -> (IndexPath, IndexPath)? in
                if case let .item(_, first, dup) = duplicate { return (first, dup) } else { return nil }
            }
            let kindDuplicates = found.filter { if case .kind = $0 { return true } else { return false } }
            let expectedItemDuplicates = data.indexPaths.filter { path in
                data.indexPaths.contains { $0 < path && data[$0] == data[path] }
            }
            #expect(itemDuplicates.map(\.1) == expectedItemDuplicates, "\(context)")
            for (first, dup) in itemDuplicates {
                #expect(
                    data[first] == data[dup] && data.indexPaths.first { data[$0] == data[dup] } == first, "\(context)")
            }
            #expect(kindDuplicates.count == data.count - Set(data.kinds).count, "\(context)")

            let isClean = found.isEmpty
            do {
                let same = try data.resolvingDuplicates(.reject)
                #expect(isClean && same == data, "\(context)")
            } catch let error as DuplicateError {
                #expect(!isClean && error.duplicate == found.first, "\(context)")
            } catch {
                Issue.record("unexpected error \(error), \(context)")
            }
            let first = try data.resolvingDuplicates(.keepFirst)
            let last = try data.resolvingDuplicates(.keepLast)
            #expect(first == Self.reference(data, keepLast: false), "keepFirst: \(first.debugDescription), \(context)")
            #expect(last == Self.reference(data, keepLast: true), "keepLast: \(last.debugDescription), \(context)")
            #expect(first.duplicates().isEmpty && last.duplicates().isEmpty, "\(context)")
            #expect(Set(first.kinds) == Set(data.kinds) && Set(last.kinds) == Set(data.kinds), "\(context)")
        }
    }
}

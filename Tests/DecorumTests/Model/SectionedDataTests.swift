import Decorum
import Foundation
import Testing

/// A person identified by a UUID; prints only the name.
private struct NamedPerson: Identifiable, Hashable, CustomStringConvertible {
    let id = UUID()
    var name: String
    var description: String { name }
}

@Suite("SectionedData")
struct SectionedDataTests {
    static let xerox = Section(kind: "Xerox", items: ["Alan Kay", "Adele Goldberg"])

    @Test("Creation: literal, sections, one section of items, empty")
    func creation() {
        let data = Contacts.data
        #expect(data.count == 3)
        #expect(data.kinds == ["Apple", "Microsoft", "Google"])
        #expect(SectionedData([Section(kind: "A", items: [1])]).sections == [Section(kind: "A", items: [1])])
        let one = SectionedData(items: ["a", "b"], kind: "letters")
        #expect(one.count == 1 && one[0].kind == "letters" && one[0].items == ["a", "b"])
        #expect(SectionedData<Int>().isEmpty)
        #expect(SectionedData<Int>([]).itemCount == 0)
        #expect(data.allItems.count == 7)
    }

    @Test("Sections: insert, remove, move, swapAt, append, replaceSubrange, sort")
    func editingSections() {
        var data = Contacts.data
        data.insert(Self.xerox, at: 0)
        #expect(data.kinds == ["Xerox", "Apple", "Microsoft", "Google"])
        #expect(data[0].items == ["Alan Kay", "Adele Goldberg"])
        #expect(data.remove(at: 2).kind == "Microsoft")
        #expect(data.kinds == ["Xerox", "Apple", "Google"])
        // Move Google to the front: remove + insert.
        let google = data.remove(at: 2)
        data.insert(google, at: 0)
        #expect(data.kinds == ["Google", "Xerox", "Apple"])
        data.swapAt(0, 2)
        #expect(data.kinds == ["Apple", "Xerox", "Google"])
        data.append(Section(kind: "Microsoft", items: ["Bill Gates"]))
        #expect(data.kinds == ["Apple", "Xerox", "Google", "Microsoft"])
        data.replaceSubrange(1..<3, with: [Section(kind: "IBM", items: ["Thomas Watson"])])
        #expect(data.kinds == ["Apple", "IBM", "Microsoft"])
        data.sort { $0.kind < $1.kind }
        #expect(data.kinds == ["Apple", "IBM", "Microsoft"])
        data.sort { $0.count > $1.count }
        #expect(data.kinds == ["Apple", "IBM", "Microsoft"] || data.kinds == ["Apple", "Microsoft", "IBM"])
        #expect(data[0].count == 3)
        data.append(contentsOf: [Section(kind: "Z", items: [])])
        #expect(data.last?.kind == "Z")
        data.removeAll { $0.isEmpty }
        #expect(data.kinds.contains("Z") == false)
        #expect(data.allItems.sorted() == ["Alan Kay", "Andy Hertzfeld", "Bill Gates", "Steve Jobs", "Thomas Watson"])
    }

    @Test("Items: edit through the section subscript, the IndexPath subscript and sections[]")
    func editingItems() {
        var data = Contacts.data
        data[0].append("Steve Wozniak")
        #expect(data[0].items.last == "Steve Wozniak")
        data[0].swapAt(0, 1)
        #expect(data[0].items.prefix(2) == ["Alan Kay", "Steve Jobs"])
        data[IndexPath(item: 1, section: 1)] = "Satya Nadella"
        #expect(data[1].items == ["Bill Gates", "Satya Nadella"])
        data.sections[2].items.insert("Eric Schmidt", at: 0)
        #expect(data[2].items == ["Eric Schmidt", "Larry Page", "Sergey Brin"])
        data[2].sort()
        #expect(data[2].items == ["Eric Schmidt", "Larry Page", "Sergey Brin"])
        data[2].items.removeAll()
        #expect(data[2].isEmpty && data.count == 3)
        #expect(Contacts.data[0].count == 3)  // value semantics
    }

    @Test("data[kind] reads, replaces, appends and removes")
    func kindSubscript() {
        var data = Contacts.data
        #expect(data["Google"]?.items == ["Larry Page", "Sergey Brin"])
        #expect(data["Xerox"] == nil)
        #expect(data["google"] == nil)  // kinds are case sensitive

        // Replace in place; the kind given by the key wins over the section's own.
        data["Microsoft"] = Section(kind: "Whatever", items: ["Satya Nadella"])
        #expect(data.kinds == ["Apple", "Microsoft", "Google"])
        #expect(data[1].items == ["Satya Nadella"])

        // Mutate through the optional.
        data["Google"]?.append("Sundar Pichai")
        #expect(data[2].items == ["Larry Page", "Sergey Brin", "Sundar Pichai"])
        data["Nope"]?.append("ignored")
        #expect(data.count == 3)

        // Setting a missing kind appends.
        data["Xerox"] = Section(kind: "not this", items: ["Alan Kay"])
        #expect(data.kinds == ["Apple", "Microsoft", "Google", "Xerox"])
        #expect(data[3].kind == "Xerox")

        // nil removes; removing a missing kind does nothing.
        data["Apple"] = nil
        #expect(data.kinds == ["Microsoft", "Google", "Xerox"])
        data["Apple"] = nil
        #expect(data.kinds == ["Microsoft", "Google", "Xerox"])

        // With duplicate kinds, the first section is the one read, replaced and removed.
        var twice: SectionedData<Int> = [Section(kind: "A", items: [1]), Section(kind: "A", items: [2])]
        #expect(twice["A"]?.items == [1])
        twice["A"] = Section(kind: "A", items: [3])
        #expect(twice.sections == [Section(kind: "A", items: [3]), Section(kind: "A", items: [2])])
        twice["A"] = nil
        #expect(twice.sections == [Section(kind: "A", items: [2])])
    }

    @Test("firstIndex(of: kind) and kinds")
    func firstIndexOfKind() {
        let data = Contacts.data
        #expect(data.firstIndex(of: "Apple") == 0)
        #expect(data.firstIndex(of: "Microsoft") == 1)
        #expect(data.firstIndex(of: "Google") == 2)
        #expect(data.firstIndex(of: "Xerox") == nil)
        #expect(SectionedData<Int>().firstIndex(of: "A") == nil)
        let twice: SectionedData<Int> = [
            Section(kind: "B", items: []), Section(kind: "A", items: []), Section(kind: "A", items: []),
        ]
        #expect(twice.firstIndex(of: "A") == 1)
    }

    @Test("item(at:) answers valid paths and nil for everything else")
    func itemAt() {
        let data = Contacts.data
        #expect(data.item(at: IndexPath(item: 1, section: 1)) == "Paul Allen")
        #expect(data.item(at: IndexPath(item: 0, section: 0)) == "Steve Jobs")
        #expect(data.item(at: IndexPath(item: 1, section: 2)) == "Sergey Brin")
        for path: IndexPath in [
            IndexPath(), [0], [0, 1, 2], [-1, 0], [0, -1], [3, 0], [1, 2], [0, 9], [Int.max, Int.max],
        ] {
            #expect(data.item(at: path) == nil, "\(path)")
        }
        #expect(data[IndexPath(item: 2, section: 0)] == "Andy Hertzfeld")
    }

    @Test("numberOfSections / numberOfItems(inSection:) never trap")
    func counts() {
        let data = Contacts.data
        #expect(data.numberOfSections == 3)
        #expect(data.numberOfItems(inSection: 0) == 3)
        #expect(data.numberOfItems(inSection: 2) == 2)
        #expect(data.numberOfItems(inSection: 3) == 0)
        #expect(data.numberOfItems(inSection: -1) == 0)
        #expect(data.numberOfItems(inSection: Int.max) == 0)
    }

    @Test("mapItems keeps the structure; throws through")
    func mapItems() throws {
        let lengths = Contacts.data.mapItems(\.count)
        #expect(lengths.kinds == Contacts.data.kinds)
        #expect(lengths[1].items == [10, 10])
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            _ = try Contacts.data.mapItems { (name: String) throws -> Int in
                if name == "Paul Allen" { throw Stop() }
                return 0
            }
        }
    }

    @Test("Equatable and Hashable compare sections, not caches")
    func equality() {
        var a = Contacts.data
        _ = a.absoluteIndex(for: [1, 1])  // build a cache on one side only
        let b = Contacts.data
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        a[0].kind = "Apple Inc."
        #expect(a != b)
        #expect(Set([Contacts.data, b, a]).count == 2)
    }

    @Test("description lists kinds and items readably")
    func description() {
        #expect(
            Contacts.data.description == """
                Apple: [Steve Jobs, Alan Kay, Andy Hertzfeld]
                Microsoft: [Bill Gates, Paul Allen]
                Google: [Larry Page, Sergey Brin]
                """)
        #expect(
            Contacts.data.debugDescription
                == "SectionedData(Apple: [Steve Jobs, Alan Kay, Andy Hertzfeld]; Microsoft: [Bill Gates, Paul Allen]; Google: [Larry Page, Sergey Brin])"
        )
        #expect(SectionedData<Int>().description == "(no sections)")
        #expect(SectionedData([Section<Int>(kind: "empty")]).description == "empty: []")

        let people: SectionedData<NamedPerson> = [
            Section(kind: "Apple", items: [NamedPerson(name: "Steve Jobs")]),
            Section(kind: "Microsoft", items: [NamedPerson(name: "Bill Gates"), NamedPerson(name: "Paul Allen")]),
        ]
        #expect(people.description == "Apple: [Steve Jobs]\nMicrosoft: [Bill Gates, Paul Allen]")
        for person in people.allItems {
            #expect(!people.description.contains(person.id.uuidString))
            #expect(!people.debugDescription.contains(person.id.uuidString))
        }
    }

    @Test("Randomized section edits behave like the same edits on an array of sections")
    func randomizedAgainstArray() {
        let seed = TestSeed.base &+ 0x5D00
        var rng = SeededGenerator(seed: seed)
        for iteration in 0..<200 {
            let start = ModelShapes.data(counts: ModelShapes.counts(using: &rng))
            var data = start
            var array = start.sections
            var log: [String] = []
            for step in 0..<15 {
                let section = Section(kind: Kind("s\(step)"), items: ["i\(step)"])
                switch Int.random(in: 0..<7, using: &rng) {
                case 0:
                    data.append(section)
                    array.append(section)
                    log.append("append")
                case 1:
                    let i = Int.random(in: 0...array.count, using: &rng)
                    data.insert(section, at: i)
                    array.insert(section, at: i)
                    log.append("insert at \(i)")
                case 2 where !array.isEmpty:
                    let i = Int.random(in: array.indices, using: &rng)
                    #expect(data.remove(at: i) == array.remove(at: i))
                    log.append("remove at \(i)")
                case 3 where !array.isEmpty:
                    let i = Int.random(in: array.indices, using: &rng)
                    let j = Int.random(in: array.indices, using: &rng)
                    data.swapAt(i, j)
                    array.swapAt(i, j)
                    log.append("swapAt(\(i), \(j))")
                case 4:
                    let lower = Int.random(in: 0...array.count, using: &rng)
                    let upper = Int.random(in: lower...array.count, using: &rng)
                    data.replaceSubrange(lower..<upper, with: [section])
                    array.replaceSubrange(lower..<upper, with: [section])
                    log.append("replaceSubrange(\(lower)..<\(upper))")
                case 5 where !array.isEmpty:
                    let kind = array[Int.random(in: array.indices, using: &rng)].kind
                    data[kind]?.append("x\(step)")
                    array[array.firstIndex { $0.kind == kind }!].append("x\(step)")
                    log.append("data[\(kind)]?.append")
                default:
                    data.sort { $0.kind < $1.kind }
                    array.sort { $0.kind < $1.kind }
                    log.append("sort")
                }
                #expect(data.sections == array, "\(log), \(ModelShapes.replay(seed, iteration))")
                #expect(data.allItems == array.flatMap(\.items))
                if data.sections != array { return }
            }
        }
    }
}

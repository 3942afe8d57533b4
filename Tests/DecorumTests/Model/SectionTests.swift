import Decorum
import Foundation
import Testing

/// A person identified by a UUID; prints only the name.
private struct UUIDPerson: Identifiable, Hashable, CustomStringConvertible {
    let id = UUID()
    var name: String
    var description: String { name }
}

@Suite("Section")
struct SectionTests {
    @Test("Creation: kind and items, default kind, sequence and literal-free init")
    func creation() {
        let apple = Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"])
        #expect(apple.kind == "Apple")
        #expect(apple.items == ["Steve Jobs", "Alan Kay"])
        #expect(Array(apple) == ["Steve Jobs", "Alan Kay"])
        #expect(Section(kind: "empty", items: [String]()).isEmpty)
        #expect(Section<Int>(kind: "none").isEmpty)
        #expect(Section(1...3).items == [1, 2, 3])
        #expect(Section(1...3).kind == .default)
        #expect(Section<Int>().kind == .default)
    }

    @Test("Collection basics: count, indices, subscript, first/last")
    func collection() {
        var apple = Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"])
        #expect(apple.count == 3)
        #expect(apple.startIndex == 0 && apple.endIndex == 3)
        #expect(apple.indices == 0..<3)
        #expect(apple[1] == "Alan Kay")
        #expect(apple.first == "Steve Jobs" && apple.last == "Andy Hertzfeld")
        #expect(apple.firstIndex(of: "Andy Hertzfeld") == 2)
        #expect(apple.map(\.count) == [10, 8, 14])
        #expect(Array(apple[1...]) == ["Alan Kay", "Andy Hertzfeld"])
        apple[0] = "Steve Wozniak"
        #expect(apple.items[0] == "Steve Wozniak")
        apple[0].append("!")
        #expect(apple[0] == "Steve Wozniak!")
        #expect(apple.kind == "Apple")
    }

    @Test("insert, remove, move, swapAt, append, replaceSubrange, sort keep the kind")
    func editing() {
        var apple = Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"])
        apple.append("Andy Hertzfeld")
        #expect(apple.items == ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"])
        apple.insert("Steve Wozniak", at: 1)
        #expect(apple.items == ["Steve Jobs", "Steve Wozniak", "Alan Kay", "Andy Hertzfeld"])
        #expect(apple.remove(at: 1) == "Steve Wozniak")
        #expect(apple.items == ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"])
        // Move: remove + insert.
        let moved = apple.remove(at: 2)
        apple.insert(moved, at: 0)
        #expect(apple.items == ["Andy Hertzfeld", "Steve Jobs", "Alan Kay"])
        apple.swapAt(0, 2)
        #expect(apple.items == ["Alan Kay", "Steve Jobs", "Andy Hertzfeld"])
        apple.replaceSubrange(1..<2, with: ["Bill Atkinson", "Susan Kare"])
        #expect(apple.items == ["Alan Kay", "Bill Atkinson", "Susan Kare", "Andy Hertzfeld"])
        apple.sort()
        #expect(apple.items == ["Alan Kay", "Andy Hertzfeld", "Bill Atkinson", "Susan Kare"])
        apple.sort(by: >)
        #expect(apple.items == ["Susan Kare", "Bill Atkinson", "Andy Hertzfeld", "Alan Kay"])
        apple.append(contentsOf: ["Jef Raskin"])
        apple.removeFirst()
        apple.removeLast()
        #expect(apple.items == ["Bill Atkinson", "Andy Hertzfeld", "Alan Kay"])
        apple.removeAll { $0.hasPrefix("A") }
        #expect(apple.items == ["Bill Atkinson"])
        apple.reverse()
        apple.reserveCapacity(10)
        apple.removeAll()
        #expect(apple.isEmpty)
        #expect(apple.kind == "Apple")
    }

    @Test("Operations that return or rebuild a section keep its kind")
    func kindSurvives() {
        let apple = Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"])
        var cleared = apple
        cleared.removeAll()
        #expect(cleared == Section(kind: "Apple", items: []))
        cleared = apple
        cleared.removeAll(keepingCapacity: true)
        #expect(cleared == Section(kind: "Apple", items: []))
        cleared = apple
        cleared.removeAll { $0.hasPrefix("A") }
        #expect(cleared == Section(kind: "Apple", items: ["Steve Jobs"]))
        #expect(apple.filter { $0.hasPrefix("A") } == Section(kind: "Apple", items: ["Alan Kay", "Andy Hertzfeld"]))
        #expect(apple + ["Steve Wozniak"] == Section(kind: "Apple", items: apple.items + ["Steve Wozniak"]))
        let difference = ["Alan Kay", "Steve Jobs"].difference(from: apple.items)
        #expect(apple.applying(difference) == Section(kind: "Apple", items: ["Alan Kay", "Steve Jobs"]))
        var trimmed = apple
        trimmed.removeSubrange(0..<2)
        trimmed.removeFirst(1)
        #expect(trimmed == Section(kind: "Apple", items: []))
    }

    @Test("Randomized edits behave exactly like the same edits on an Array")
    func randomizedAgainstArray() {
        let seed = TestSeed.base &+ 0x5E00
        var rng = SeededGenerator(seed: seed)
        for iteration in 0..<200 {
            var section = Section(kind: "k", items: [Int]())
            var array: [Int] = []
            var log: [String] = []
            for step in 0..<20 {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    section.append(step)
                    array.append(step)
                    log.append("append")
                case 1:
                    let i = Int.random(in: 0...array.count, using: &rng)
                    section.insert(step, at: i)
                    array.insert(step, at: i)
                    log.append("insert at \(i)")
                case 2 where !array.isEmpty:
                    let i = Int.random(in: array.indices, using: &rng)
                    #expect(section.remove(at: i) == array.remove(at: i))
                    log.append("remove at \(i)")
                case 3 where !array.isEmpty:
                    let i = Int.random(in: array.indices, using: &rng)
                    let j = Int.random(in: array.indices, using: &rng)
                    section.swapAt(i, j)
                    array.swapAt(i, j)
                    log.append("swapAt(\(i), \(j))")
                case 4:
                    let lower = Int.random(in: 0...array.count, using: &rng)
                    let upper = Int.random(in: lower...array.count, using: &rng)
                    let new = (0..<Int.random(in: 0...3, using: &rng)).map { step * 10 + $0 }
                    section.replaceSubrange(lower..<upper, with: new)
                    array.replaceSubrange(lower..<upper, with: new)
                    log.append("replaceSubrange(\(lower)..<\(upper), \(new))")
                default:
                    section.sort()
                    array.sort()
                    log.append("sort")
                }
                #expect(
                    section.items == array && section.kind == "k",
                    "\(log), \(ModelShapes.replay(seed, iteration))")
                if section.items != array { return }
            }
        }
    }

    @Test("Equatable and Hashable compare kind and items")
    func equality() {
        let a = Section(kind: "A", items: [1, 2])
        #expect(a == Section(kind: "A", items: [1, 2]))
        #expect(a != Section(kind: "B", items: [1, 2]))
        #expect(a != Section(kind: "A", items: [2, 1]))
        #expect(Set([a, Section(kind: "A", items: [1, 2]), Section(kind: "B", items: [1, 2])]).count == 2)
    }

    @Test("description shows the kind and the items' own descriptions, never UUIDs")
    func description() {
        let apple = Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"])
        #expect(apple.description == "Apple: [Steve Jobs, Alan Kay]")
        #expect("\(apple)" == "Apple: [Steve Jobs, Alan Kay]")
        #expect(apple.debugDescription == "Section(Apple: [Steve Jobs, Alan Kay])")
        #expect(Section<String>(kind: "empty").description == "empty: []")

        let people = Section(kind: "Apple", items: [UUIDPerson(name: "Steve Jobs"), UUIDPerson(name: "Alan Kay")])
        #expect(people.description == "Apple: [Steve Jobs, Alan Kay]")
        let uuid = people[0].id.uuidString
        #expect(!people.description.contains(uuid))
        #expect(!people.debugDescription.contains(uuid))
    }
}

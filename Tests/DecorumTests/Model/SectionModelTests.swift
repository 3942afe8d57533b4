import Decorum
import Foundation
import Testing

@Suite("Section models")
struct SectionModelTests {
    @Test("a model is read typed; the short initialiser has none")
    func typedAccess() {
        let google = Section(kind: "google", model: Companies.google, items: ["Larry Page"])
        #expect(google.model(as: Company.self) == Companies.google)
        #expect(google.model(as: String.self) == nil)
        #expect(Section(kind: "google", items: ["Larry Page"]).model == nil)
        #expect(
            Section(kind: "google", model: nil, items: ["Larry Page"]) == Section(kind: "google", items: ["Larry Page"])
        )
        var changed = google
        changed.model = Company(name: "Alphabet", members: 2)
        #expect(changed.model(as: Company.self)?.name == "Alphabet")
    }

    @Test("equality and hash include the model: same type and ==, never bridged across types")
    func equalityAndHash() {
        let a = Section(kind: "k", model: Companies.google, items: [1, 2])
        let same = Section(kind: "k", model: Company(name: "Google", members: 2), items: [1, 2])
        let other = Section(kind: "k", model: Companies.apple, items: [1, 2])
        let none = Section(kind: "k", items: [1, 2])
        #expect(a == same)
        #expect(a.hashValue == same.hashValue)
        #expect(a != other)
        #expect(a != none && none != a)
        // `AnyHashable` would call these equal; section models of different types never are.
        #expect(Section(kind: "k", model: 1, items: [1]) != Section(kind: "k", model: Int8(1), items: [1]))
        #expect(Section(kind: "k", model: 1, items: [1]) == Section(kind: "k", model: 1, items: [1]))
        #expect(Set([a, same, other, none]).count == 3)
        let data: SectionedData<Int> = [a]
        #expect(data == [same])
        #expect(data != [other])
        #expect(data.hashValue == SectionedData([same]).hashValue)
    }

    @Test("hashing agrees with equality over random models")
    func hashAgreesWithEquality() {
        var generator = SeededGenerator(seed: TestSeed.base &+ 1101)
        for _ in 0..<300 {
            func random() -> Section<Int> {
                let model: (any Hashable & Sendable)? =
                    switch Int.random(in: 0..<4, using: &generator) {
                    case 0: nil
                    case 1: Int.random(in: 0..<3, using: &generator)
                    case 2: "m\(Int.random(in: 0..<3, using: &generator))"
                    default: Company(name: "c", members: Int.random(in: 0..<3, using: &generator))
                    }
                return Section(kind: "k", model: model, items: [Int.random(in: 0..<2, using: &generator)])
            }
            let (lhs, rhs) = (random(), random())
            if lhs == rhs { #expect(lhs.hashValue == rhs.hashValue, "\(lhs) / \(rhs)") }
            #expect((lhs == rhs) == (rhs == lhs))
        }
    }

    @Test("collection operations, mapItems and duplicate resolution keep the model")
    func operationsKeepTheModel() throws {
        let google = Section(kind: "google", model: Companies.google, items: ["a", "b", "c"])
        #expect(google.filter { $0 != "b" }.model(as: Company.self) == Companies.google)
        var removed = google
        removed.removeAll()
        #expect(removed.model(as: Company.self) == Companies.google)
        let difference = ["a", "c"].difference(from: google.items)
        #expect(google.applying(difference)?.model(as: Company.self) == Companies.google)
        let data: SectionedData<String> = [google, Section(kind: "apple", model: Companies.apple, items: ["d"])]
        #expect(data.mapItems(\.count)[1].model(as: Company.self) == Companies.apple)
        let repeated: SectionedData<String> = [
            Section(kind: "k", model: 1, items: ["x"]), Section(kind: "k", model: 2, items: ["y"]),
        ]
        #expect(try repeated.resolvingDuplicates(.keepFirst, identity: .value)[0].model(as: Int.self) == 1)
        #expect(try repeated.resolvingDuplicates(.keepLast, identity: .value)[0].model(as: Int.self) == 2)
    }

    @Test("a model shows in the description; a section without one prints as before")
    func description() {
        #expect(Section(kind: "google", model: Companies.google, items: ["a"]).description == "google (Google·2): [a]")
        #expect(Section(kind: "google", items: ["a"]).description == "google: [a]")
    }

    @Test("the diff gives no stage for a model change and names the section, in new indices")
    func diffNamesChangedSections() throws {
        let old: SectionedData<String> = [
            Section(kind: "a", model: 1, items: ["x"]), Section(kind: "b", model: 1, items: ["y"]),
        ]
        let new: SectionedData<String> = [
            Section(kind: "b", model: 2, items: ["y"]), Section(kind: "a", model: 1, items: ["x"]),
        ]
        let stages = try StagedChangeset(from: old, to: new)
        #expect(stages.map(\.changeset) == [Changeset(sectionMoves: [Move(from: 1, to: 0)])])
        #expect(try StagedChangeset(from: old, to: old).isEmpty)
        // A batch does not refresh a surviving section's header: the simulation keeps the old model.
        let shown = try stages[0].changeset.applied(to: old, producing: new)
        #expect(shown[0].model(as: Int.self) == 1)
    }
}

@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// Issue 23, part 3: the duplicate policy a handler is created with is the one it keeps, and
/// `insertSection` under `.keepFirst` and `.keepLast` merges a repeated kind (never dropping an item)
/// and treats a repeated item as every other edit does.
@MainActor
@Suite("Duplicate policies")
struct DuplicatePolicyTests {
    @Test("a handler created with a policy keeps it", arguments: DuplicatePolicy.allCases)
    func initialiserKeepsThePolicy(policy: DuplicatePolicy) throws {
        let clean: SectionedData<Person> = [Section(kind: .default, items: people("1"))]
        let headless = try HeadlessHandler<HorizontalDecorator>(
            view: HeadlessListView(), data: clean, duplicates: policy)
        #expect(headless.duplicatePolicy == policy)
        // A binding's handler (binding SPI), before it is bound to any view.
        let bound = ListHandler<HorizontalDecorator>(checked: try .init(clean, duplicates: policy))
        #expect(bound.duplicatePolicy == policy)
        // And the edits that follow obey it.
        if policy != .reject {
            try headless.addData([person("1", "again")])
            #expect(headless.data.allItems.map(\.name) == [policy == .keepFirst ? "name1" : "again"])
            expectConsistent(headless)
        }
    }

    /// a (model "A1"): 1, 2; b: 3.
    func handler(_ policy: DuplicatePolicy) -> HeadlessHandler<HorizontalDecorator> {
        let handler = makeHandler([
            Section(kind: "a", model: "A1", items: people("1", "2")), Section(kind: "b", items: people("3")),
        ])
        handler.duplicatePolicy = policy
        return handler
    }

    /// The incoming section: kind "a", model "A2", a new item and copies of rows 1 and 3.
    static let incomingA = Section(kind: "a", model: "A2", items: [person("4"), person("1", "x"), person("3", "y")])

    @Test(".keepFirst and a repeated kind: the incoming items join the section already there")
    func keepFirstMergesIntoTheExistingSection() throws {
        let handler = handler(.keepFirst)
        try handler.insertSection(Self.incomingA, at: 2)
        // The section already there keeps its place and model; only the new item joins it.
        #expect(handler.data.kinds == ["a", "b"])
        #expect(handler.data[0].model as? String == "A1")
        #expect(handler.data.allItems.map(\.description) == ["1:name1", "2:name2", "4:name4", "3:name3"])
        #expect(handler.view.batches.last == Changeset(itemInserts: [IndexPath(item: 2, section: 0)]))
        expectConsistent(handler)
    }

    @Test(".keepLast and a repeated kind: the incoming section takes the place, the model and the old rows")
    func keepLastMergesIntoTheIncomingSection() throws {
        let handler = handler(.keepLast)
        try handler.insertSection(Self.incomingA, at: 2)
        // The incoming section lands at 2 (after b) with its model, holding the old rows it does not
        // repeat, then its own; its copies of 1 and 3 replace those rows.
        #expect(handler.data.kinds == ["b", "a"])
        #expect(handler.data[1].model as? String == "A2")
        #expect(ids(handler) == [[], ["2", "4", "1", "3"]])
        #expect(handler.data.allItems.map(\.name) == ["name2", "name4", "x", "y"])
        expectConsistent(handler)
    }

    @Test(".keepLast keeps a merged section collapsed when it was")
    func keepLastKeepsTheCollapseState() throws {
        let handler = handler(.keepLast)
        try handler.collapse(section: "a")
        try handler.insertSection(Self.incomingA, at: 0)
        #expect(handler.data.kinds == ["a", "b"] && handler.isCollapsed("a"))
        #expect(ids(handler) == [["2", "4", "1", "3"], []])
        CollapseTests.expectShown(handler)
        try handler.expand(section: "a")
        expectConsistent(handler)
    }

    @Test("a repeated item in an inserted section follows the policy as in every edit")
    func repeatedItemInANewSection() throws {
        let first = handler(.keepFirst)
        try first.insertSection(Section(kind: "c", items: [person("1", "x"), person("5")]), at: 0)
        #expect(first.data.kinds == ["c", "a", "b"])
        #expect(ids(first) == [["5"], ["1", "2"], ["3"]])
        #expect(first.data.allItems.map(\.name).contains("name1"))
        expectConsistent(first)

        let last = handler(.keepLast)
        try last.insertSection(Section(kind: "c", items: [person("1", "x"), person("5")]), at: 0)
        #expect(ids(last) == [["1", "5"], ["2"], ["3"]])
        #expect(last.data[0].items.first?.name == "x")
        expectConsistent(last)
    }

    @Test("seeded: insertSection under .keepFirst and .keepLast loses no identity, around collapsed sections")
    func seededInsertSectionLosesNothing() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 0xD0B1)
        let kinds: [Kind] = ["a", "b", "c", "d"]
        for round in 0..<60 {
            let policy: DuplicatePolicy = round.isMultiple(of: 2) ? .keepFirst : .keepLast
            let handler = makeHandler(
                [Section(kind: "a", items: people("1", "2")), Section(kind: "b", items: people("3"))],
                mode: round.isMultiple(of: 3) ? .immediate : .manual)
            handler.duplicatePolicy = policy
            for step in 0..<10 {
                let before = Set(handler.data.allItems.map(\.id))
                let incoming = (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                    person("\(Int.random(in: 0..<12, using: &generator))", "r\(round)s\(step)")
                }
                let kind = kinds.randomElement(using: &generator)!
                let index = Int.random(in: 0...handler.data.numberOfSections, using: &generator)
                try handler.insertSection(Section(kind: kind, items: incoming), at: index)
                let after = handler.data.allItems.map(\.id)
                let label = "round \(round) step \(step) \(policy) seed \(TestSeed.base)"
                #expect(Set(after) == before.union(incoming.map(\.id)), "\(label)")
                #expect(Set(after).count == after.count, "\(label)")
                #expect(
                    handler.data.kinds.contains(kind) && Set(handler.data.kinds).count == handler.data.numberOfSections)
                if Bool.random(using: &generator), let kind = handler.data.kinds.randomElement(using: &generator) {
                    try handler.toggle(section: kind)
                }
                if Bool.random(using: &generator) { handler.view.finishAnimations() }
            }
            while handler.view.isAnimating { handler.view.finishAnimations() }
            CollapseTests.expectShown(handler)
        }
    }
}

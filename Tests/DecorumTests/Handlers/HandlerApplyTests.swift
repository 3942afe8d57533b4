import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

@MainActor
@Suite("Handler: apply, async apply")
struct HandlerApplyTests {
    static let start: SectionedData<Person> = [
        Section(kind: "a", items: people("1", "2", "3")),
        Section(kind: "b", items: people("4", "5")),
    ]

    @Test("apply diffs and animates; updated rows that stay put are reconfigured, not reloaded")
    func applyNewData() throws {
        let handler = makeHandler(Self.start)
        let new: SectionedData<Person> = [
            Section(kind: "a", items: [person("1"), person("3", "Three"), person("6")]),
            Section(kind: "b", items: [person("5"), person("4")]),
        ]
        try handler.apply(new)
        #expect(handler.data.allItems.map(\.description) == new.allItems.map(\.description))
        #expect(handler.view.batches.allSatisfy { $0.itemReloads.isEmpty })
        #expect(handler.view.events.contains { if case .reconfigure = $0 { true } else { false } })
        expectConsistent(handler)
    }

    @Test("moved and updated rows follow the staged changeset")
    func movedAndUpdated() throws {
        let handler = makeHandler(Self.start)
        let new: SectionedData<Person> = [
            Section(kind: "b", items: [person("5", "Five"), person("4")]),
            Section(kind: "a", items: [person("3", "Three"), person("1"), person("2", "Two")]),
        ]
        try handler.apply(new)
        #expect(handler.data.allItems.map(\.description) == new.allItems.map(\.description))
        expectConsistent(handler)
        for mode in [false, true] {
            let other = makeHandler(Self.start, mode: .manual)
            other.engine.reconfiguresUpdatedItems = mode
            try other.apply(new)
            other.view.finishAnimations()
            expectConsistent(other)
        }
    }

    @Test("apply with duplicate ids or kinds throws ListEditError and leaves data and view untouched")
    func applyDuplicates() throws {
        let handler = makeHandler(Self.start)
        let ids = expectThrown(ListEditError.self) {
            try handler.apply([Section(kind: "a", items: people("1", "2", "1"))])
        }
        #expect(
            ids
                == .duplicateInData(
                    .item("1:name1", first: IndexPath(item: 0, section: 0), duplicate: IndexPath(item: 2, section: 0))))
        let kinds = expectThrown(ListEditError.self) {
            try handler.apply([Section(kind: "a", items: people("1")), Section(kind: "a", items: people("2"))])
        }
        #expect(kinds == .duplicateInData(.kind("a", first: 0, duplicate: 1)))
        #expect(handler.data.allItems.map(\.id) == Self.start.allItems.map(\.id))
        #expect(handler.view.events == [.reloadData])
        expectConsistent(handler)

        handler.duplicatePolicy = .keepFirst
        try handler.apply([Section(kind: "a", items: [person("1"), person("2"), person("1", "again")])])
        #expect(handler.data.allItems.map(\.description) == ["1:name1", "2:name2"])
        expectConsistent(handler)
    }

    @Test("a handler's data never repeats an identity or a kind: creation throws or resolves, losing no item")
    func creationWithDuplicates() throws {
        let messy: SectionedData<Person> = [
            Section(kind: "a", items: [person("1"), person("1", "twin")]), Section(kind: "b", items: people("2")),
            Section(kind: "a", items: people("3")),
        ]
        let refused = expectThrown(ListEditError.self) {
            _ = try HeadlessHandler<HorizontalDecorator>(view: HeadlessListView(), data: messy)
        }
        #expect(refused == .duplicateInData(.kind("a", first: 0, duplicate: 2)))
        let first = try HeadlessHandler<HorizontalDecorator>(
            view: HeadlessListView(), data: messy, duplicates: .keepFirst)
        // The second "a" merges into the first: "3" lives only there and is kept.
        #expect(first.data.kinds == ["a", "b"])
        #expect(first.data.allItems.map(\.description) == ["1:name1", "3:name3", "2:name2"])
        expectConsistent(first)
        let last = try HeadlessHandler<HorizontalDecorator>(
            view: HeadlessListView(), data: messy, duplicates: .keepLast)
        #expect(last.data.kinds == ["b", "a"])
        #expect(last.data.allItems.map(\.description) == ["2:name2", "1:twin", "3:name3"])
        expectConsistent(last)
    }

    @Test("apply while batches animate is queued behind them; unanimated apply reloads")
    func applyQueued() throws {
        let handler = makeHandler(Self.start, mode: .manual)
        try handler.addData(people("9"))
        try handler.apply([Section(kind: "b", items: people("9", "4"))])
        #expect(ids(handler) == [["9", "4"]])
        handler.view.finishAnimations()
        expectConsistent(handler)
        try handler.apply(Self.start, animated: false)
        #expect(handler.view.events.last == .reloadData)
        expectConsistent(handler)
    }

    @Test("async apply diffs off the main actor and applies")
    func asyncApply() async throws {
        let handler = makeHandler(Self.start)
        let new: SectionedData<Person> = [Section(kind: "b", items: [person("4", "Four"), person("7")])]
        try await handler.apply(new)
        #expect(handler.data.allItems.map(\.description) == ["4:Four", "7:name7"])
        expectConsistent(handler)
        await #expect(throws: ListEditError.self) {
            try await handler.apply([Section(kind: "b", items: people("4", "4"))])
        }
        #expect(handler.data.allItems.map(\.description) == ["4:Four", "7:name7"])
    }

    @Test("async applies: the latest call wins; an earlier one throws .superseded and applies nothing")
    func asyncLatestWins() async throws {
        let handler = makeHandler(Self.start)
        let first: SectionedData<Person> = [Section(kind: "first", items: people("f1", "f2"))]
        let second: SectionedData<Person> = [Section(kind: "second", items: people("s1"))]
        // The first apply is called, and the second runs whole before the first diffs: the async apply's
        // two parts called in that order, no reliance on task order.
        let one = handler.startApply(first, animated: true)
        try await handler.apply(second)
        await #expect(throws: ListEditError.superseded) { try await handler.finishApply(one) }
        #expect(handler.data.kinds == ["second"])
        #expect(!handler.view.sectionKinds.contains("first"))
        #expect(handler.view.batches.count == 1)
        expectConsistent(handler)

        // A synchronous apply made while an async one is diffing wins too.
        let third: SectionedData<Person> = [Section(kind: "third", items: people("t"))]
        let pending = handler.startApply(first, animated: true)
        try applySynchronously(handler, third)
        await #expect(throws: ListEditError.superseded) { try await handler.finishApply(pending) }
        #expect(handler.data.kinds == ["third"])
        expectConsistent(handler)
    }

    @Test("an identity the decorator declares (by name) drives edits and apply")
    func customIdentity() async throws {
        let view = HeadlessListView()
        let handler = try HeadlessHandler<ByNameDecorator>(
            view: view, data: [Section(kind: "a", items: [person("1", "Ada"), person("2", "Grace")])])
        #expect(handler.view.identities == [["Ada", "Grace"]])
        expectConsistent(handler)

        try await handler.apply([
            Section(kind: "a", items: [Person(id: "9", name: "Ada", age: 99), person("3", "Linus")])
        ])
        #expect(handler.data.allItems.map(\.description) == ["9:Ada", "3:Linus"])
        #expect(
            handler.view.batches == [
                Changeset(itemDeletes: [IndexPath(item: 1, section: 0)], itemInserts: [IndexPath(item: 1, section: 0)])
            ])
        #expect(handler.view.events.last == .reconfigure([IndexPath(item: 0, section: 0)]))
        expectConsistent(handler)
        #expect(handler.removeData([person("x", "Linus")]).isEmpty)
        #expect(handler.data.allItems.map(\.name) == ["Ada"])
    }

    @Test("an edit made in code while an async apply diffs comes after it: replayed onto the applied data (F8)")
    func editDuringAnAsyncApplyIsKept() async throws {
        let many = (0..<100).map { person("p\($0)") }
        let handler = makeHandler([Section(kind: "a", items: many)])
        let new: SectionedData<Person> = [Section(kind: "a", items: many.reversed())]
        let pending = handler.startApply(new, animated: true)
        try handler.addData(people("x"))
        try await handler.finishApply(pending)
        // The apply was called first, the edit second: the appended row stays, after the applied rows.
        #expect(handler.data.allItems.map(\.id) == new.allItems.map(\.id) + ["x"])
        expectConsistent(handler)
    }

    @Test("edits in code while an async apply diffs: added, removed and changed rows keep their change (F8)")
    func editsDuringAnAsyncApplyAreReplayed() async throws {
        let handler = makeHandler([
            Section(kind: "a", items: people("1", "2", "3")), Section(kind: "b", items: people("4")),
        ])
        let new: SectionedData<Person> = [
            Section(kind: "a", items: people("3", "2", "1", "9")), Section(kind: "b", items: people("4", "5")),
        ]
        let pending = handler.startApply(new, animated: true)
        try handler.addData(people("x"), toSection: "b")
        #expect(handler.removeData(people("2")).isEmpty)
        try handler.upsert([person("1", "One")])
        try handler.insertSection(Section(kind: "c", items: people("c1")), at: 0)
        try await handler.finishApply(pending)
        #expect(handler.data.kinds == ["c", "a", "b"])
        #expect(
            handler.data.allItems.map(\.description) == [
                "c1:namec1", "3:name3", "1:One", "9:name9", "4:name4", "5:name5", "x:namex",
            ])
        #expect(handler.view.identities == [["c1"], ["3", "1", "9"], ["4", "5", "x"]])
        expectConsistent(handler)
    }
}

/// Identifies people by name, and compares their age only.
enum ByNameDecorator: CellDecorator {
    static func update(_ cell: LabelCell, with data: Person) { cell.text = data.name }
    nonisolated static func id(of data: Person) -> String { data.name }
    nonisolated static func isContentEqual(_ old: Person, _ new: Person) -> Bool { old.age == new.age }
}

/// Calls the synchronous `apply` (inside an `async` function the async overload is preferred).
@MainActor
private func applySynchronously(_ handler: HeadlessHandler<HorizontalDecorator>, _ data: SectionedData<Person>) throws {
    try handler.apply(data)
}

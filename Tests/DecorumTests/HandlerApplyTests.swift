import Decorum
import Foundation
import Testing

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

    @Test("apply with duplicate ids or kinds throws DuplicateError and leaves data and view untouched")
    func applyDuplicates() throws {
        let handler = makeHandler(Self.start)
        let ids = expectThrown(DuplicateError.self) {
            try handler.apply([Section(kind: "a", items: people("1", "2", "1"))])
        }
        #expect(
            ids?.duplicate
                == .item("1:name1", first: IndexPath(item: 0, section: 0), duplicate: IndexPath(item: 2, section: 0)))
        let kinds = expectThrown(DuplicateError.self) {
            try handler.apply([Section(kind: "a", items: people("1")), Section(kind: "a", items: people("2"))])
        }
        #expect(kinds?.duplicate == .kind("a", first: 0, duplicate: 1))
        #expect(handler.data.allItems.map(\.id) == Self.start.allItems.map(\.id))
        #expect(handler.view.events == [.reloadData])
        expectConsistent(handler)

        handler.duplicatePolicy = .keepFirst
        try handler.apply([Section(kind: "a", items: [person("1"), person("2"), person("1", "again")])])
        #expect(handler.data.allItems.map(\.description) == ["1:name1", "2:name2"])
        expectConsistent(handler)
    }

    @Test("data that already repeats identities cannot be diffed: apply reloads and reports it")
    func applyOverDuplicatedData() throws {
        let handler = makeHandler([Section(kind: "a", items: [person("1"), person("1", "twin")])])
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        try handler.apply([Section(kind: "a", items: people("1", "2"))])
        #expect(ids(handler) == [["1", "2"]])
        #expect(handler.view.events.last == .reloadData)
        guard case .cannotDiff = diagnostics.first?.reason else {
            Issue.record("expected cannotDiff, got \(diagnostics)")
            return
        }
        expectConsistent(handler)
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
        await #expect(throws: DuplicateError.self) {
            try await handler.apply([Section(kind: "b", items: people("4", "4"))])
        }
        #expect(handler.data.allItems.map(\.description) == ["4:Four", "7:name7"])
    }

    @Test("async applies: the latest call wins, earlier ones return without applying")
    func asyncLatestWins() async throws {
        let handler = makeHandler(Self.start)
        let first: SectionedData<Person> = [Section(kind: "first", items: people("f1", "f2"))]
        let second: SectionedData<Person> = [Section(kind: "second", items: people("s1"))]
        let one = Task { try await handler.apply(first) }
        let two = Task { try await handler.apply(second) }
        try await one.value
        try await two.value
        #expect(handler.data.kinds == ["second"])
        #expect(!handler.view.sectionKinds.contains("first"))
        #expect(handler.view.batches.count == 1)
        expectConsistent(handler)

        // A synchronous apply made while an async one is diffing wins too.
        let third: SectionedData<Person> = [Section(kind: "third", items: people("t"))]
        let pending = Task { try await handler.apply(first) }
        await Task.yield()  // let it start diffing
        try applySynchronously(handler, third)
        try await pending.value
        #expect(handler.data.kinds == ["third"])
        expectConsistent(handler)
    }

    @Test("a custom identity drives edits and apply; the async apply then diffs on the main actor")
    func customIdentity() async throws {
        let handler = makeHandler([Section(kind: "a", items: [person("1", "Ada"), person("2", "Grace")])])
        handler.engine.identify(by: ItemIdentity<Person, String>(id: \.name, isContentEqual: { $0.age == $1.age }))
        #expect(handler.view.events == [.reloadData, .reloadData])
        expectConsistent(handler)
        #expect(handler.view.identities == [["Ada", "Grace"]])

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

    @Test("an edit made while an async apply diffs does not cancel it: the diff is redone on the main actor")
    func asyncApplyAfterEdit() async throws {
        // Large enough that the diff is still running when the edit arrives.
        let many = (0..<8_000).map { person("p\($0)") }
        let handler = makeHandler([Section(kind: "a", items: many)])
        let new: SectionedData<Person> = [Section(kind: "a", items: many.reversed())]
        let pending = Task { try await handler.apply(new) }
        await Task.yield()  // let it start diffing
        try handler.addData(people("x"))
        try await pending.value
        // Normally the apply lands after the edit; were the diff already done, the edit lands after it.
        let result = handler.data.allItems.map(\.id)
        #expect(result == new.allItems.map(\.id) || result == new.allItems.map(\.id) + ["x"])
        expectConsistent(handler)
    }
}

/// Calls the synchronous `apply` (inside an `async` function the async overload is preferred).
@MainActor
private func applySynchronously(_ handler: HeadlessHandler<HorizontalDecorator>, _ data: SectionedData<Person>) throws {
    try handler.apply(data)
}

@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// What the SwiftUI wrappers (`DecoratedTableView`, `DecoratedCollectionView`) do on every update,
/// through a headless handler.
@MainActor
@Suite("ListFeed: data handed over on every SwiftUI update")
struct ListFeedTests {
    static let start: SectionedData<Person> = [
        Section(kind: "a", items: people("1", "2", "3")),
        Section(kind: "b", items: people("4")),
    ]

    @Test("what an update tells the app arrives after it: SwiftUI forbids state changes inside updateUIView (F6)")
    func callbacksAfterTheUpdate() throws {
        let handler = makeHandler([])
        var later: [@MainActor () -> Void] = []
        let feed = ListFeed(handler, deliverLater: { later.append($0) })
        var heard: [String] = []
        var updating = false
        handler.onEmptyStateChange = { heard.append("empty \($0)\(updating ? " during the update" : "")") }
        handler.onInformation = { _ in heard.append("information\(updating ? " during the update" : "")") }
        feed.onError = { _ in heard.append("error\(updating ? " during the update" : "")") }
        updating = true
        feed.feed(Self.start, animated: false)  // rows arrive: the empty state goes; unanimated: a reload
        feed.feed([Section(kind: "a", items: people("1", "1"))], animated: true)  // refused: a repeated id
        updating = false
        #expect(heard.isEmpty)
        for deliver in later { deliver() }
        #expect(heard == ["empty false", "error"])
        #expect(handler.data == Self.start)
    }

    @Test("the value handed last is skipped; an equal value stored apart is applied")
    func sameValueIsSkipped() {
        // Items without ==: applying them again refreshes every row, so a skipped apply shows.
        let handler = HeadlessHandler<OpaqueDecorator>(view: HeadlessListView())
        let feed = ListFeed(handler)
        let data = SectionedData(items: ["1", "2", "3"].map(Opaque.init))
        feed.feed(data, animated: true)
        #expect(handler.data.allItems.map(\.id) == ["1", "2", "3"])
        let events = handler.view.events.count
        for _ in 0..<3 { feed.feed(data, animated: true) }
        #expect(handler.view.events.count == events, "the same value must not be applied again")

        let rebuilt = SectionedData(items: ["1", "2", "3"].map(Opaque.init))
        feed.feed(rebuilt, animated: true)
        #expect(handler.view.events.dropFirst(events).contains { if case .reconfigure = $0 { true } else { false } })
        expectConsistent(handler)
    }

    @Test("two-way: the user's kept edits are written back, and the value written back costs nothing")
    func userEditsWrittenBack() throws {
        let handler = makeHandler(Self.start)
        handler.canEdit = { _, _ in true }
        handler.canMove = { _, _ in true }
        handler.confirmUserEdit = { edit, answer in answer(edit.id != "2") }
        var state = Self.start  // the app's @State
        let feed = ListFeed(handler)
        feed.writeBack = { state = $0 }
        feed.feed(state, animated: false)
        try handler.view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 0))
        try handler.view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 0))  // "2": refused
        try handler.view.simulateMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))
        #expect(state.sections.map { $0.items.map(\.id) } == [["2"], ["3", "4"]])
        let events = handler.view.events.count
        feed.feed(state, animated: true)  // SwiftUI hands the written value back
        #expect(handler.view.events.count == events)
        // The app edits its state: it flows in as before.
        state[0].items.append(person("5"))
        feed.feed(state, animated: true)
        #expect(ids(handler) == [["2", "5"], ["3", "4"]])
        feed.writeBack = nil
        try handler.view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 1))
        #expect(state.sections.map { $0.items.map(\.id) } == [["2", "5"], ["3", "4"]])
        expectConsistent(handler)
    }

    @Test("changed data is diffed and animated")
    func changesAreAnimated() {
        let handler = makeHandler(Self.start)
        let feed = ListFeed(handler)
        let shown = handler.view.events.count
        var data = Self.start
        data.sections[0].items.remove(at: 1)
        data.sections[1].items.append(person("5"))
        feed.feed(data, animated: true)
        #expect(handler.data.allItems.map(\.id) == ["1", "3", "4", "5"])
        #expect(!handler.view.batches.isEmpty)
        #expect(!handler.view.events.dropFirst(shown).contains(.reloadData))
        expectConsistent(handler)
    }

    @Test("refused data is reported once, never trapped on; the handler keeps what it showed")
    func duplicatesAreReported() {
        let handler = makeHandler(Self.start)
        let feed = ListFeed(handler)
        var errors: [ListEditError] = []
        feed.onError = { errors.append($0) }
        let bad: SectionedData<Person> = [Section(kind: "a", items: people("1", "1"))]
        feed.feed(bad, animated: true)
        feed.feed(bad, animated: true)  // the same value again: not applied, not reported again
        #expect(errors.count == 1)
        if case .duplicateInData = errors.first {} else { Issue.record("expected duplicateInData, got \(errors)") }
        #expect(handler.data.allItems.map(\.id) == ["1", "2", "3", "4"])
        expectConsistent(handler)

        // Under another policy the same data is resolved instead.
        handler.duplicatePolicy = .keepFirst
        feed.feed([Section(kind: "a", items: people("1", "1"))], animated: true)
        #expect(errors.count == 1)
        #expect(handler.data.allItems.map(\.id) == ["1"])
        expectConsistent(handler)
    }

    @Test("off the main actor, the first rows still show at once: the screen never opens empty (F7)")
    func asyncFeedShowsTheFirstRowsAtOnce() async throws {
        let handler = makeHandler([])
        let feed = ListFeed(diffingOffMainActor: handler)
        #expect(feed.feed(Self.start, animated: false) == nil, "applied at once, not in a task")
        #expect(handler.data == Self.start)
        #expect(handler.displayedData == Self.start)
        let next = try #require(feed.feed([Section(kind: "a", items: people("1"))], animated: true))
        await next.value  // once rows show, later values are diffed off the main actor
        #expect(handler.data.allItems.map(\.id) == ["1"])
        expectConsistent(handler)
    }

    @Test(
        "off the main actor, a row the user deletes while a value is being diffed stays deleted, on screen and in the binding (F8)"
    )
    func userEditDuringAnAsyncDiff() async throws {
        let handler = makeHandler(Self.start)
        handler.canEdit = { _, _ in true }
        var state = Self.start  // the app's @State, bound
        let gate = Gate()
        let feed = ListFeed.diffingOffMainActor(handler, holdingFirstAt: gate)
        feed.writeBack = { state = $0 }
        var newer = Self.start
        newer.sections[1].items.append(person("5"))  // a row from the server
        state = newer
        let diffing = try #require(feed.feed(newer, animated: true))
        await gate.waitUntilHeld()
        #expect(try handler.view.simulateSwipeToDelete(at: IndexPath(item: 1, section: 0)))  // "2"
        gate.open()
        await diffing.value
        await feed.inFlight?.value
        #expect(state.sections.map { $0.items.map(\.id) } == [["1", "3"], ["4", "5"]])
        #expect(handler.data == state)
        #expect(feed.feed(state, animated: true) == nil, "the value written back costs nothing")
        expectConsistent(handler)
    }

    @Test("off the main actor: applied when the task ends; a superseded apply is not an error")
    func asyncFeed() async throws {
        let handler = makeHandler(Self.start)
        let gate = Gate()
        let feed = ListFeed.diffingOffMainActor(handler, holdingFirstAt: gate)
        var errors: [ListEditError] = []
        feed.onError = { errors.append($0) }
        let first: SectionedData<Person> = [Section(kind: "first", items: people("f1"))]
        let second: SectionedData<Person> = [Section(kind: "second", items: people("s1", "s2"))]
        let one = try #require(feed.feed(first, animated: true))
        await gate.waitUntilHeld()
        let two = try #require(feed.feed(second, animated: true))
        await two.value
        gate.open()
        await one.value
        #expect(errors.isEmpty, "a superseded apply is not reported")
        #expect(handler.data.kinds == ["second"])
        #expect(feed.feed(second, animated: true) == nil, "the value handed last is skipped")

        let bad = try #require(feed.feed([Section(kind: "x", items: people("1", "1"))], animated: true))
        await bad.value
        #expect(errors.count == 1)
        #expect(handler.data.kinds == ["second"])
        expectConsistent(handler)
    }

    @Test("sharesStorage: copies share, rebuilt or mutated values do not")
    func sharesStorage() {
        let data = Self.start
        let copy = data
        #expect(copy.sharesStorage(with: data))
        var changed = data
        changed.sections[0].items.append(person("9"))
        #expect(!changed.sharesStorage(with: data))
        #expect(!SectionedData(Array(data)).sharesStorage(with: data))
        #expect(SectionedData<Person>().sharesStorage(with: SectionedData<Person>()))
    }
}

/// An item without `==`: a handler cannot tell whether its content changed, so it refreshes it.
struct Opaque: Identifiable {
    let id: String
}

enum OpaqueDecorator: CellDecorator {
    static func update(_ cell: LabelCell, with data: Opaque) { cell.text = data.id }
}

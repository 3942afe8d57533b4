@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// A SwiftUI list bound to the app's data (`DecoratedTableView($data)`), through its `ListFeed` and a
/// headless handler: edits the app makes through the handler in code reach the binding, so the next
/// SwiftUI update does not undo them (issue #32).
@MainActor
@Suite("ListFeed: a bound list and the handler's edits in code")
struct ListFeedBindingTests {
    static let start: SectionedData<Person> = [
        Section(kind: "a", items: people("1", "2", "3")),
        Section(kind: "b", items: people("4")),
    ]

    /// A handler fed from `state` as SwiftUI does, writing back to it.
    @MainActor
    final class Screen<Decorator: CellDecorator> where Decorator.Data == Person {
        var state: SectionedData<Person>
        var writes = 0
        let handler = HeadlessHandler<Decorator>(view: HeadlessListView())
        let feed: ListFeed<Decorator>

        /// `holdingFirstAt`: the feed diffs off the main actor, its first apply held at the gate once called.
        init(_ data: SectionedData<Person>, holdingFirstAt gate: Gate? = nil) {
            state = data
            if let gate {
                feed = ListFeed.diffingOffMainActor(handler, holdingFirstAt: gate)
            } else {
                feed = ListFeed(handler)
            }
            feed.writeBack = { [unowned self] in
                state = $0
                writes += 1
            }
            feed.feed(state, animated: false)
        }

        /// SwiftUI's next update: the state as it is now.
        @discardableResult
        func update() -> Task<Void, Never>? { feed.feed(state, animated: true) }
    }

    @Test("an edit through the handler in code (a cell action's upsert) is written back, not undone by the next update")
    func handlerEditWrittenBack() throws {
        let screen = Screen<LikeDecorator>(Self.start)
        let handler = screen.handler
        var made: [LikeCell] = []
        handler.makeCell = {
            let cell = LikeCell()
            made.append(cell)
            return cell
        }
        handler.onCellAction = { _, person in
            var liked = person
            liked.name += " ♥"
            try? handler.upsert([liked])
        }
        _ = handler.view.cells  // the view reads its cells
        try #require(made.last { $0.text == "name2" }).tapLike()
        #expect(screen.state.allItems.map(\.name) == ["name1", "name2 ♥", "name3", "name4"])
        let events = handler.view.events.count
        screen.update()  // SwiftUI hands the written value back: nothing to do
        #expect(handler.view.events.count == events)
        // The app then changes its state, as a button's action does: the like stays.
        screen.state[1].items.append(person("5"))
        screen.update()
        #expect(handler.data.allItems.map(\.name) == ["name1", "name2 ♥", "name3", "name4", "name5"])
        #expect(handler.data == screen.state)
        expectConsistent(handler)
    }

    @Test("every kind of edit in code reaches the binding; the feed's own applies are never written back")
    func everyEditWrittenBack() throws {
        let screen = Screen<HorizontalDecorator>(Self.start)
        let handler = screen.handler as HeadlessHandler<HorizontalDecorator>
        #expect(screen.writes == 0, "the first value came from the binding")
        screen.state[0].items.removeFirst()
        screen.update()
        #expect(screen.writes == 0, "a value SwiftUI handed over is not written back during the update")
        try handler.addData(people("5"), toSection: "b")
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        _ = handler.removeData([person("3")])
        try handler.collapse(section: "b")
        #expect(screen.writes == 4)
        #expect(screen.state == handler.data)
        #expect(screen.update() == nil)
        #expect(screen.state.sections.map(\.isCollapsed) == [false, true])
        try handler.expand(section: "b")
        #expect(screen.writes == 5)
        #expect(ids(handler) == [[], ["2", "4", "5"]])
        expectConsistent(handler)
    }

    @Test(
        "an edit in code (a cell action's upsert) made while a bound value is diffed off the main actor goes onto that value, on screen and in the binding (N8)"
    )
    func handlerEditDuringAnAsyncDiff() async throws {
        let gate = Gate()
        let screen = Screen<HorizontalDecorator>(Self.start, holdingFirstAt: gate)
        let handler = screen.handler
        screen.state[1].items.append(person("5"))  // a row from the server
        let diffing = try #require(screen.update())
        await gate.waitUntilHeld()
        try handler.upsert([person("1", "One")])  // the cell action, while the server's row is diffed
        #expect(screen.writes == 1)
        #expect(screen.state.allItems.map(\.description) == ["1:One", "2:name2", "3:name3", "4:name4", "5:name5"])
        #expect(screen.update() == nil, "the value written back is the one being shown")
        gate.open()
        await diffing.value
        await screen.feed.inFlight?.value
        #expect(handler.data == screen.state)
        #expect(handler.view.identities == [["1", "2", "3"], ["4", "5"]])
        #expect(screen.update() == nil)
        try handler.upsert([person("2", "Two")])  // once shown, edits are written back at once
        #expect(screen.state == handler.data)
        #expect(screen.state.allItems.map(\.name) == ["One", "Two", "name3", "name4", "name5"])
        expectConsistent(handler)
    }

    @Test("the environment's edit mode: only a change reaches the view, so UIKit's own editing (a swipe) is left alone")
    func editModeChanges() {
        let feed = ListFeed(makeHandler(Self.start))
        // No edit mode in the environment, or an inactive one: the view is left as the app made it.
        #expect(feed.editingChange(to: nil) == nil)
        #expect(feed.editingChange(to: false) == nil)
        // EditButton turns it on: the view starts editing, once.
        #expect(feed.editingChange(to: true) == true)
        #expect(feed.editingChange(to: true) == nil, "later updates leave the view as it is")
        #expect(feed.editingChange(to: false) == false)
        #expect(feed.editingChange(to: nil) == nil, "an edit mode gone from the environment is not editing")
        #expect(feed.editingChange(to: true) == true)
        #expect(feed.editingChange(to: nil) == false)
    }
}

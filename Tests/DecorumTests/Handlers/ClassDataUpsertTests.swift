import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// A reference-typed item: what an app holding view models as objects hands a handler.
final class Note: Identifiable, Updatable, CustomStringConvertible {
    let id: String
    var text: String
    /// How many times `update(from:)` ran on this instance.
    var updates = 0

    init(_ id: String, _ text: String) {
        self.id = id
        self.text = text
    }

    func update(from copy: Note) {
        text = copy.text
        updates += 1
    }

    static func == (lhs: Note, rhs: Note) -> Bool { lhs.id == rhs.id && lhs.text == rhs.text }

    var description: String { "\(id):\(text)" }
}

enum NoteDecorator: CellDecorator {
    static func update(_ cell: LabelCell, with data: Note) { cell.text = data.text }
}

/// Issue 23, part 3: `upsert` never changes an instance the view shows. With class-typed data the
/// incoming instance takes the row, so the view keeps showing the old one until the batch that shows
/// the change runs, and objects the app holds keep their content.
@MainActor
@Suite("Upsert of class-typed data")
struct ClassDataUpsertTests {
    func handler(_ mode: HeadlessListView.AnimationMode) throws -> HeadlessHandler<NoteDecorator> {
        try HeadlessHandler<NoteDecorator>(
            view: HeadlessListView(animationMode: mode),
            data: SectionedData(items: [Note("a", "old"), Note("b", "bee")]))
    }

    @Test("while a batch is queued, the view keeps showing the old instance until its batch runs")
    func queuedUpsertLeavesTheShownInstanceAlone() throws {
        let handler = try handler(.manual)
        let shown = try #require(handler.data.allItems.first)
        try handler.addData([Note("c", "sea")])  // animating: the upsert queues behind it
        try handler.upsert([Note("a", "new")])
        #expect(handler.hasPendingUpdates)
        // The data has the new content at once; the instance the view shows is untouched.
        #expect(handler.data.allItems.map(\.description) == ["a:new", "b:bee", "c:sea"])
        #expect(shown.text == "old" && shown.updates == 0)
        #expect(handler.view.cell(at: IndexPath(item: 0, section: 0))?.content == "a:old")
        try handler.view.verifyMatchesDataSource()  // the data source still answers "a:old"
        while handler.view.isAnimating { handler.view.finishAnimations() }
        #expect(handler.view.cell(at: IndexPath(item: 0, section: 0))?.content == "a:new")
        expectConsistent(handler)
    }

    @Test("when idle too, the incoming instance takes the row and the old one is left as it was")
    func idleUpsertReplacesTheInstance() throws {
        let handler = try handler(.immediate)
        let shown = try #require(handler.data.allItems.first)
        let incoming = Note("a", "new")
        try handler.upsert([incoming, Note("d", "dee")])
        #expect(handler.data.allItems.first === incoming)
        #expect(shown.text == "old" && shown.updates == 0)
        #expect(handler.view.batches.last == Changeset(itemInserts: [IndexPath(item: 2, section: 0)]))
        #expect(handler.view.events.last == .reconfigure([IndexPath(item: 0, section: 0)]))
        expectConsistent(handler)
        // The same content again changes nothing, not even the instance.
        try handler.upsert([Note("a", "new")])
        #expect(handler.data.allItems.first === incoming)
    }

    @Test("value-typed data still takes its content through update(from:)")
    func valueTypesStillUpdate() throws {
        /// Keeps a local field across updates: only `name` comes from the copy.
        struct Local: Identifiable, Updatable {
            let id: Int
            var name: String
            var isExpanded = false
            mutating func update(from copy: Local) { name = copy.name }
        }
        enum LocalDecorator: CellDecorator {
            static func update(_ cell: LabelCell, with data: Local) { cell.text = data.name }
        }
        let handler = try HeadlessHandler<LocalDecorator>(
            view: HeadlessListView(), data: SectionedData(items: [Local(id: 1, name: "a", isExpanded: true)]))
        try handler.upsert([Local(id: 1, name: "b")])
        #expect(handler.data.allItems.first?.name == "b")
        #expect(handler.data.allItems.first?.isExpanded == true)
    }
}

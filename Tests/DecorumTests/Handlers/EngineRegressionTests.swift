@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

// One regression test per bug the engine rebuild fixed (issue "Rebuild the engine around typed
// identity and one edit pipeline", bugs 1-7). Each failed on the engine before the rebuild.

/// A reference-type item: the handler and the caller share instances.
final class PersonObject: Identifiable, Updatable, CustomStringConvertible, @unchecked Sendable {
    let id: String
    var name: String
    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
    static func == (lhs: PersonObject, rhs: PersonObject) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }
    func update(from copy: PersonObject) { name = copy.name }
    var description: String { "\(id):\(name)" }
}

enum PersonObjectDecorator: CellDecorator {
    static func update(_ cell: LabelCell, with data: PersonObject) { cell.text = data.name }
}

/// `Identifiable` but not `Equatable`: content cannot be compared.
struct OpaqueRow: Identifiable, CustomStringConvertible {
    let id: Int
    var name: String
    var description: String { "\(id):\(name)" }
}

enum OpaqueRowDecorator: CellDecorator {
    static func update(_ cell: LabelCell, with data: OpaqueRow) { cell.text = data.name }
}

/// An item with a revision that changes its content under the same id.
struct Revised: Identifiable, Equatable, CustomStringConvertible {
    let id: Int
    var revision = 0
    var description: String { "\(id)r\(revision)" }
}

enum RevisedDecorator: CellDecorator {
    static func update(_ cell: LabelCell, with data: Revised) { cell.text = data.description }
}

@MainActor
@Suite("Engine regressions: the seven bugs of the old edit path")
struct EngineRegressionTests {
    @Test("1. a class item upserted in place is refreshed on screen (decided before the instance mutates)")
    func referenceTypeUpsert() throws {
        let handler = HeadlessHandler<PersonObjectDecorator>(view: HeadlessListView())
        try handler.addData([PersonObject(id: "a", name: "Ada")])
        try handler.upsert([PersonObject(id: "a", name: "Ada Lovelace")])
        #expect(handler.data.allItems.map(\.name) == ["Ada Lovelace"])
        #expect(handler.view.events.last == .reconfigure([IndexPath(item: 0, section: 0)]))
        try handler.view.verifyMatchesDataSource()
        #expect(handler.view.cell(at: IndexPath(item: 0, section: 0))?.content == "a:Ada Lovelace")
    }

    @Test("2. apply takes content-only changes of items that are not Equatable, and refreshes them")
    func contentOnlyApply() throws {
        let handler = try HeadlessHandler<OpaqueRowDecorator>(
            view: HeadlessListView(), data: SectionedData(items: [OpaqueRow(id: 1, name: "old")]))
        try handler.apply(SectionedData(items: [OpaqueRow(id: 1, name: "new")]))
        #expect(handler.data.allItems.map(\.name) == ["new"])
        #expect(handler.view.events.last == .reconfigure([IndexPath(item: 0, section: 0)]))
        try handler.view.verifyMatchesDataSource()
        // The same with reloads: one reload batch, the data taken all the same.
        handler.reconfiguresUpdatedItems = false
        try handler.apply(SectionedData(items: [OpaqueRow(id: 1, name: "newer")]))
        #expect(handler.data.allItems.map(\.name) == ["newer"])
        #expect(handler.view.batches.last == Changeset(itemReloads: [IndexPath(item: 0, section: 0)]))
        try handler.view.verifyMatchesDataSource()
    }

    @Test("3. a last stage that only reconfigures keeps the queue closed until the batch before it ends")
    func reconfigureOnlyLastStage() throws {
        let view = HeadlessListView(animationMode: .manual)
        let handler = try HeadlessHandler<RevisedDecorator>(
            view: view, data: SectionedData(items: [Revised(id: 1), Revised(id: 2), Revised(id: 3)]))
        try handler.apply(SectionedData(items: [Revised(id: 3, revision: 1), Revised(id: 1), Revised(id: 2)]))
        #expect(view.isAnimating)
        #expect(handler.hasPendingUpdates)
        let batches = view.batches.count
        try handler.addData([Revised(id: 4)])
        #expect(view.batches.count == batches, "the next edit started while the apply still animated")
        view.finishAnimations()
        view.finishAnimations()
        #expect(!handler.hasPendingUpdates)
        #expect(view.batches.count == batches + 1)
        try view.verifyMatchesDataSource()
    }

    @Test("4. keepFirst and keepLast never drop the unique items of a section whose kind repeats")
    func repeatedKindKeepsItems() throws {
        let handler = makeHandler()
        let messy: SectionedData<Person> = [
            Section(kind: "a", items: people("1")), Section(kind: "b", items: people("2")),
            Section(kind: "a", items: people("3", "1")),
        ]
        handler.duplicatePolicy = .keepFirst
        try handler.apply(messy)
        #expect(ids(handler) == [["1", "3"], ["2"]])
        handler.duplicatePolicy = .keepLast
        try handler.apply(messy)
        #expect(handler.data.kinds == ["b", "a"])
        #expect(ids(handler) == [["2"], ["3", "1"]])
        expectConsistent(handler)
    }

    @Test("5. duplicate errors name real rows and argument offsets, labelled as such")
    func duplicatePositions() throws {
        let handler = makeHandler([Section(kind: "a", items: people("1", "2"))])
        let upsert = expectThrown(ListEditError.self) { try handler.upsert([person("9"), person("9", "again")]) }
        #expect(upsert == .repeatedItem("9:again", offset: 1, earlier: 0))
        #expect(upsert?.description == "items[1] (9:again) repeats the identity of items[0]")
        let insert = expectThrown(ListEditError.self) { try handler.insertData(people("2"), at: [0, 0]) }
        #expect(insert?.description == "items[0] (2:name2) repeats the identity of the row at [0, 1]")
        expectConsistent(handler)
    }

    @Test("6. an async apply overtaken by a later one throws .superseded and applies nothing")
    func overtakenAsyncApply() async throws {
        let handler = makeHandler([Section(kind: "a", items: people("1"))])
        // The async apply's two parts, with the later apply between them: no reliance on task order.
        let early = handler.startApply([Section(kind: "early", items: people("e"))], animated: true)
        let applyNow: () throws -> Void = { try handler.apply([Section(kind: "late", items: people("l"))]) }
        try applyNow()  // the synchronous apply (a plain closure cannot pick the async overload)
        await #expect(throws: ListEditError.superseded) { try await handler.finishApply(early) }
        #expect(handler.data.kinds == ["late"])
        expectConsistent(handler)
    }

    @Test("7. canEdit and canMove: nil allows no row, as documented; a closure decides per row")
    func editingPermissions() throws {
        let handler = makeHandler([Section(kind: "a", items: people("1", "2"))])
        #expect(!handler.canEditItem(at: [0, 0]) && !handler.canMoveItem(at: [0, 1]))
        handler.canEdit = { person, _ in person.id == "1" }
        handler.canMove = { _, path in path.item == 1 }
        #expect(handler.canEditItem(at: [0, 0]) && !handler.canEditItem(at: [0, 1]))
        #expect(!handler.canMoveItem(at: [0, 0]) && handler.canMoveItem(at: [0, 1]))
        #expect(!handler.canEditItem(at: [5, 5]))
    }
}

@MainActor
@Suite("Engine: reloads never share a batch with moves (UIKit places a reload by deletes and inserts only)")
struct EngineReloadPlacementTests {
    @Test("[a,b,c,d] → [d,a,c']: the move goes first, the reload of c' at its new path after it")
    func reloadAfterMoves() throws {
        let view = HeadlessListView(style: .table)
        let start = SectionedData(items: [Revised(id: 1), Revised(id: 2), Revised(id: 3), Revised(id: 4)])
        let handler = try HeadlessHandler<RevisedDecorator>(view: view, data: start)
        handler.reconfiguresUpdatedItems = false
        try handler.apply(SectionedData(items: [Revised(id: 4), Revised(id: 1), Revised(id: 3, revision: 1)]))
        let batches = view.batches
        try #require(batches.count == 2)
        #expect(batches[0].itemReloads.isEmpty)
        #expect(!batches[0].itemMoves.isEmpty)
        #expect(batches[1] == Changeset(itemReloads: [IndexPath(item: 2, section: 0)]))
        try view.verifyMatchesDataSource()
        #expect(view.cells.first?.map(\.content) == ["4r0", "1r0", "3r1"])
    }

    @Test("the one-batch form UIKit would mis-animate does not end on the new data in the headless model")
    func oneBatchFormIsWrong() throws {
        let start = SectionedData(items: [Revised(id: 1), Revised(id: 2), Revised(id: 3), Revised(id: 4)])
        let wrong = Changeset(
            itemDeletes: [IndexPath(item: 1, section: 0)],
            itemMoves: [Move(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))],
            itemReloads: [IndexPath(item: 2, section: 0)])
        let end = SectionedData(items: [Revised(id: 4), Revised(id: 1), Revised(id: 3, revision: 1)])
        // UIKit inserts the reloaded row at [0, 1] (its old path shifted by the delete only), so what it
        // shows is not the data, or it raises; either way the batch the engine used to emit is wrong.
        let shown = try? wrong.applied(to: start, producing: end, noun: "row")
        #expect(shown != end)
    }
}

@MainActor
@Suite("Engine: few changes in a long section (rows copied in bulk)")
struct EngineSparseEditTests {
    @Test("deletes and inserts a few rows of 1,000: the data and the view keep every other row in order")
    func sparseEdits() throws {
        let rows = (0..<1_000).map { Revised(id: $0) }
        let handler = try HeadlessHandler<RevisedDecorator>(view: HeadlessListView(), data: SectionedData(items: rows))
        try handler.removeItems(at: [IndexPath(item: 999, section: 0), IndexPath(item: 0, section: 0), [0, 500]])
        try handler.insertData([Revised(id: 5_000), Revised(id: 5_001)], at: [0, 250])
        var expected = rows.map(\.id).filter { ![0, 500, 999].contains($0) }
        expected.insert(contentsOf: [5_000, 5_001], at: 250)
        #expect(handler.data.allItems.map(\.id) == expected)
        try handler.view.verifyMatchesDataSource()
    }
}

@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// Plays UIKit's part in an interactive reorder: the view moves the row on screen itself and tells
/// the data source inside that same update, which must not start a batch of its own.
@MainActor
func dragRow(_ handler: HeadlessHandler<HorizontalDecorator>, from source: IndexPath, to destination: IndexPath) throws
{
    try handler.view.performBatchUpdates(Changeset(itemMoves: [Move(from: source, to: destination)])) {
        handler.commitMove(from: source, to: destination)
    }
}

@MainActor
@Suite("Handler: editing callbacks (swipe to delete, reorder, selection)")
struct HandlerEditingTests {
    static let data: SectionedData<Person> = [
        Section(kind: "a", items: people("1", "2", "3")),
        Section(kind: "b", items: people("4")),
    ]

    @Test("swipe to delete removes the row through the engine, animated")
    func swipeDelete() {
        let handler = makeHandler(Self.data)
        handler.commitDelete(at: IndexPath(item: 1, section: 0))
        #expect(ids(handler) == [["1", "3"], ["4"]])
        #expect(handler.view.batches == [Changeset(itemDeletes: [IndexPath(item: 1, section: 0)])])
        expectConsistent(handler)
        handler.commitDelete(at: IndexPath(item: 7, section: 0))
        #expect(handler.view.batches.count == 1)
    }

    @Test("swipe to delete while batches animate removes the row the user saw")
    func swipeDeleteWhileAnimating() throws {
        let handler = makeHandler(Self.data, mode: .manual)
        try handler.insertData(people("0"), at: IndexPath(item: 0, section: 0))
        try handler.insertData(people("00"), at: IndexPath(item: 0, section: 0))
        // The view shows [0, 1, 2, 3]: row 2 on screen is "2", which is row 3 of the data.
        #expect(handler.view.identities[0] == ["0", "1", "2", "3"])
        handler.commitDelete(at: IndexPath(item: 2, section: 0))
        #expect(ids(handler) == [["00", "0", "1", "3"], ["4"]])
        handler.view.finishAnimations()
        expectConsistent(handler)
    }

    @Test("interactive reorder within and across sections updates the data only, with no batch of its own")
    func interactiveReorder() throws {
        let handler = makeHandler(Self.data)
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        try dragRow(handler, from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        #expect(ids(handler) == [["2", "3"], ["4", "1"]])
        try dragRow(handler, from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(ids(handler) == [["3", "2"], ["4", "1"]])
        try dragRow(handler, from: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 0))
        #expect(ids(handler) == [["3", "2", "4"], ["1"]])
        #expect(handler.view.events.count == 4)  // the reload and the three drags: nothing from the engine
        #expect(diagnostics.isEmpty)
        expectConsistent(handler)
        try handler.addData(people("5"))
        expectConsistent(handler)
    }

    @Test("a reorder that arrives while batches animate is planned again from what the view shows: no reload")
    func reorderWhileAnimating() throws {
        let handler = makeHandler(Self.data, mode: .manual)
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        handler.onInformation = { diagnostics.append($0) }
        try handler.addData(people("5"))  // animating
        try handler.addData(people("6"))  // waiting behind it
        handler.canMove = { _, _ in true }
        let reloads = handler.view.events.filter { $0 == .reloadData }.count
        // The view shows 1, 2, 3 | 4, 5 while "5" animates in; the user drops "1" at the top of the second section.
        #expect(try handler.view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)))
        #expect(ids(handler) == [["2", "3"], ["1", "4", "5", "6"]])
        try handler.view.verifyMatchesDataSource()
        handler.view.finishAnimations()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(handler.view.events.filter { $0 == .reloadData }.count == reloads)
        try handler.view.verifyMatchesDataSource()
        expectConsistent(handler)

        // While a removal waits: the view shows 1, 4, 5, 2, 6, 7 after the drop; "2" follows "5" in the data.
        try handler.addData(people("7"))  // animating
        _ = handler.removeData([person("4")])  // waiting
        #expect(try handler.view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 1)))
        try handler.view.verifyMatchesDataSource()
        handler.view.finishAnimations()
        try handler.view.verifyMatchesDataSource()
        #expect(ids(handler) == [["3"], ["1", "5", "2", "6", "7"]])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        expectConsistent(handler)

        // A binding's move callback with a path the view does not show: a fault, and a reload, which waits
        // for the drop's commit like every batch (never `reloadData()` inside the view's move callback).
        let reloadsBefore = handler.view.events.filter { $0 == .reloadData }.count
        handler.commitMove(from: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(diagnostics.last?.reason == .invalidViewIndexPath(IndexPath(item: 9, section: 0)))
        #expect(handler.view.events.filter { $0 == .reloadData }.count == reloadsBefore)
        handler.viewDidCommitUpdates()  // the binding, once the drop is committed
        #expect(handler.view.events.filter { $0 == .reloadData }.count == reloadsBefore + 1)
        expectConsistent(handler)
    }

    @Test("a drag held over a collapsed section goes to the nearest expanded section instead")
    func dragOverCollapsed() throws {
        let handler = makeHandler(
            [
                Section(kind: "a", items: people("1", "2")), Section(kind: "b", items: people("3")),
                Section(kind: "c", items: people("4", "5")),
            ], mode: .immediate)
        try handler.collapse(section: "b", animated: false)
        let from = IndexPath(item: 0, section: 0)
        // Over b: the end of a (which the row leaves, so one row fewer).
        #expect(handler.targetIndexPathForMove(from: from, proposed: IndexPath(item: 0, section: 1)) == [0, 1])
        #expect(handler.targetIndexPathForMove(from: [2, 0], proposed: [1, 0]) == [0, 2])
        // Elsewhere, the proposal stands, even an invalid one (the move then reports it).
        #expect(handler.targetIndexPathForMove(from: from, proposed: [2, 1]) == [2, 1])
        #expect(handler.targetIndexPathForMove(from: from, proposed: [9, 0]) == [9, 0])
        // Nothing expanded above: the start of the next expanded section below; none at all: back home.
        try handler.collapse(section: "a", animated: false)
        #expect(handler.targetIndexPathForMove(from: [2, 1], proposed: [0, 0]) == [2, 0])
        try handler.collapse(section: "c", animated: false)
        #expect(handler.targetIndexPathForMove(from: [2, 1], proposed: [1, 0]) == [2, 1])
    }

    @Test("canEdit, canMove and selection closures see the item on screen; unset means not allowed")
    func closures() {
        let handler = makeHandler(Self.data)
        let first = IndexPath(item: 0, section: 0)
        #expect(!handler.canEditItem(at: first))
        #expect(!handler.canMoveItem(at: first))
        handler.canEdit = { person, _ in person.id != "1" }
        handler.canMove = { _, indexPath in indexPath[0] == 1 }
        #expect(!handler.canEditItem(at: first))
        #expect(handler.canEditItem(at: IndexPath(item: 1, section: 0)))
        #expect(handler.canMoveItem(at: IndexPath(item: 0, section: 1)))
        #expect(!handler.canMoveItem(at: first))
        #expect(!handler.canEditItem(at: IndexPath(item: 5, section: 5)))
        var selected: [String] = []
        handler.onSelect = { person, _ in selected.append(person.id) }
        handler.didSelectItem(at: IndexPath(item: 2, section: 0))
        handler.didSelectItem(at: IndexPath())
        #expect(selected == ["3"])
    }
}

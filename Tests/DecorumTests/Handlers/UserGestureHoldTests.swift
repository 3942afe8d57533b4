@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

/// Issue #38, F14 residual and N3: when the user's gestures that UIKit runs by itself hold the engine's
/// batches (``UserGestureHold``), and a drop committed into an empty list.
@Suite("Gestures UIKit runs by itself: when batches wait")
@MainActor
struct UserGestureHoldTests {
    @Test("a drag or drop the view reports holds while it reports it, a drag lifted from the view too")
    func viewReportedGestures() {
        let hold = UserGestureHold()
        #expect(!hold.holds(ViewGestureState()))
        #expect(hold.holds(ViewGestureState(hasUncommittedUpdates: true)))
        #expect(hold.holds(ViewGestureState(hasActiveDrag: true)))
        #expect(hold.holds(ViewGestureState(hasActiveDrop: true)))
        #expect(!hold.holds(ViewGestureState(tracksTouches: true)))  // a scroll is not a movement
    }

    @Test("a movement UIKit began holds from its first message until a layout pass finds no touch tracked")
    func movementEndsWithTheTouches() {
        var hold = UserGestureHold()
        hold.record(.movementMayBegin)
        #expect(hold.holds(ViewGestureState()))
        hold.settle(ViewGestureState(tracksTouches: true))  // the finger is still down
        hold.record(.movementContinues)
        #expect(hold.holds(ViewGestureState()))
        hold.settle(ViewGestureState(hasUncommittedUpdates: true))  // the view still commits
        #expect(hold.holds(ViewGestureState()))
        hold.settle(ViewGestureState())  // cancelled, or dropped in place: no message, no touch
        #expect(!hold.holds(ViewGestureState()))
    }

    @Test("a movement the binding drives holds until the binding ends it, touches or not")
    func bindingDrivenMovement() {
        var hold = UserGestureHold()
        hold.record(.movementMayBegin)
        hold.record(.bindingBeganMovement)
        hold.settle(ViewGestureState())
        #expect(hold.holds(ViewGestureState()))
        hold.record(.bindingEndedMovement)
        #expect(!hold.holds(ViewGestureState()))
    }

    @Test("through the binding SPI: batches wait for the movement, and show once the touches end")
    func heldThroughTheHandler() throws {
        let (handler, view) = try TestBinding.bound(people("1", "2", "3"))
        view.gestures = ViewGestureState(tracksTouches: true)
        handler.viewGestureDidChange(.movementMayBegin)
        try handler.addData(people("4"))
        handler.removeData([person("1")])
        #expect(view.animatedFlags.isEmpty)
        #expect(view.waits >= 1)
        #expect(handler.viewDidSettle(view.gestures))  // still moving
        handler.commitMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        view.gestures = ViewGestureState()
        #expect(!handler.viewDidSettle(view.gestures))
        handler.viewDidCommitUpdates()
        #expect(!handler.hasPendingUpdates)
        #expect(handler.data.allItems.map(\.id) == ["2", "3", "4"])
        #expect(handler.displayedData == handler.data)
    }

    @Test("a section collapsed while the user held a row shows collapsed after the drop, with no faulty batch")
    func collapseHeldDuringAMove() throws {
        let handler = ListHandler<HorizontalDecorator>(
            checked: try .init(
                SectionedData([
                    Section(kind: "A", items: people("1", "2")), Section(kind: "B", items: people("3")),
                    Section(kind: "C", items: people("4")),
                ])))
        let view = TestBinding()
        view.handler = handler
        handler.bind(view)
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        view.hasUncommittedUpdates = true  // the user holds "1"
        try handler.collapse(section: "B")
        try handler.insertSection(Section(kind: "D", items: people("5")), at: 3)
        handler.commitMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        view.hasUncommittedUpdates = false
        handler.viewDidCommitUpdates()
        #expect(faults.isEmpty)
        #expect(handler.data.allItems.map(\.id) == ["2", "1", "3", "4", "5"])
        #expect(handler.isCollapsed("B"))
        #expect(handler.displayedData == handler.data)
        #expect(!handler.hasPendingUpdates)
    }

    @Test("N3: rows a drop commits into an empty list hide the empty state at once")
    func dropIntoAnEmptyList() throws {
        let (handler, view) = try TestBinding.bound([])
        var shown: [Bool] = []
        handler.onEmptyStateChange = { shown.append($0) }
        #expect(handler.isShowingEmptyState)
        view.hasUncommittedUpdates = true  // the placeholder shows
        try handler.commitInsertion(people("7"), at: IndexPath(item: 0, section: 0))
        #expect(!handler.isShowingEmptyState)
        #expect(shown == [false])
    }
}

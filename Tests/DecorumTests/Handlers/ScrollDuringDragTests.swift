@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// Issue #38, N6: a scroll that waited (for its item, for a size) ran while the user's finger was
// dragging the list: the content jumped under the finger. It waits for the drag to end.
@Suite("Scrolling while the user drags")
@MainActor
struct ScrollDuringDragTests {
    @Test("a scroll asked for while the user drags the list runs once the drag ends, not under the finger")
    func waitsForDragEnd() throws {
        let (handler, view) = try TestBinding.bound((1...50).map { person("\($0)") })
        view.isUserScrolling = true
        try handler.scrollTo(id: "40", position: .top, animated: false)
        #expect(view.scrolls.isEmpty)
        handler.viewDidLayOut()  // a pass while the finger is still down
        #expect(view.scrolls.isEmpty)
        view.isUserScrolling = false
        handler.viewDidLayOut()  // the binding looks again when the drag ends
        #expect(view.scrolls == [IndexPath(item: 39, section: 0)])
        handler.viewDidLayOut()
        #expect(view.scrolls.count == 1)
    }

    @Test("a scroll waiting for its item to show waits for the drag too, then runs once")
    func waitingForItemWaitsForDrag() throws {
        let (handler, view) = try TestBinding.bound((1...5).map { person("\($0)") })
        view.hasUncommittedUpdates = true  // a row held: the new row waits for its batch
        try handler.addData([person("6")])
        try handler.scrollTo(id: "6")
        #expect(view.scrolls.isEmpty)
        view.hasUncommittedUpdates = false
        view.isUserScrolling = true  // the user now drags the list
        handler.viewDidCommitUpdates()  // the row is shown mid-drag
        #expect(handler.displayedData.sections[0].items.count == 6)
        #expect(view.scrolls.isEmpty)
        view.isUserScrolling = false
        handler.viewDidLayOut()
        #expect(view.scrolls == [IndexPath(item: 5, section: 0)])
    }
}

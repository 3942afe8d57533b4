@_spi(Binding) import Decorum
import Foundation
import Testing

/// `moveByDrop(from:to:)` and `insertByDrop(_:at:)` inside the app's `performDropWith`: UIKit expects the
/// data source to change with a batch there, though the view reorders its items for the drop (issue #38).
@Suite("Drops the app performs: a batch at once")
@MainActor
struct DropMoveTests {
    @Test("inside performDropWith the move's batch runs at once, though the view has uncommitted updates")
    func batchWhileTheViewReorders() throws {
        let (handler, view) = try TestBinding.bound(people("1", "2", "3"))
        view.hasUncommittedUpdates = true  // the view opened a gap for the drop
        let landed = try handler.moveByDrop(from: [IndexPath(item: 0, section: 0)], to: IndexPath(item: 2, section: 0))
        #expect(view.animatedFlags.count == 1)
        #expect(handler.data.allItems.map(\.id) == ["2", "3", "1"])
        #expect(landed == [IndexPath(item: 2, section: 0)])
        try handler.addData(people("4"))  // an ordinary edit still waits for the drop's end
        #expect(view.animatedFlags.count == 1)
    }

    @Test("rows past the section's end land at its end; several rows keep the order of their sources")
    func severalRowsAtTheEnd() throws {
        let (handler, _) = try TestBinding.bound(people("1", "2", "3", "4"))
        let landed = try handler.moveByDrop(
            from: [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0)], to: IndexPath(item: 4, section: 0))
        #expect(handler.data.allItems.map(\.id) == ["2", "3", "4", "1"])
        #expect(landed == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    }
}

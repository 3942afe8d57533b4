@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// Issue #38, N2: "mark as seen" edits the data from the view's display callback, which UIKit sends from
// inside its own pass over the visible cells. UIKit raises when that pass is re-entered (its engineers:
// "Attempted to call -cellForRowAtIndexPath: on the table view while it was in the process of updating
// its visible cells, which is not allowed"); a batch or a reload there is the harsher reading's crash.

@Suite("Edits from the view's display callbacks")
@MainActor
struct EditsFromDisplayCallbacksTests {
    @Test("an item marked as seen while its cell is displayed changes the data at once and shows after the pass")
    func markAsSeenShowsAfterThePass() throws {
        let (handler, view) = try TestBinding.bound(people("1", "2", "3"))
        handler.duringViewPass {
            try? handler.upsert([person("2", "seen")])
            #expect(handler.data.allItems.map(\.name) == ["name1", "seen", "name3"])  // the app reads it back
        }
        #expect(view.animatedFlags.isEmpty, "a batch ran inside the view's display pass")
        #expect(view.waits >= 1, "nothing asked the view for a safe point")
        #expect(handler.displayedData.allItems.map(\.name) == ["name1", "name2", "name3"])
        handler.viewDidCommitUpdates()  // the binding: the pass is over
        #expect(handler.displayedData == handler.data)
        #expect(!handler.hasPendingUpdates)
    }

    @Test("a reload asked for inside the display pass waits for its end, and the edits behind it are kept")
    func reloadInsideThePassWaits() throws {
        let (handler, view) = try TestBinding.bound(people("1", "2", "3"))
        let reloads = view.reloads
        handler.duringViewPass {
            try? handler.addData(people("4"), animated: false)
            handler.removeData([person("1")])
        }
        #expect(view.reloads == reloads, "reloadData() inside the view's display pass")
        #expect(view.animatedFlags.isEmpty)
        #expect(handler.displayedData.allItems.map(\.id) == ["1", "2", "3"])
        handler.viewDidCommitUpdates()
        #expect(view.reloads == reloads + 1)
        #expect(handler.displayedData.allItems.map(\.id) == ["2", "3", "4"])
        #expect(!handler.hasPendingUpdates)
    }

    @Test("a pass inside a pass ends with the outer one")
    func nestedPasses() throws {
        let (handler, view) = try TestBinding.bound(people("1", "2"))
        handler.duringViewPass {
            handler.duringViewPass { try? handler.addData(people("3")) }
            try? handler.addData(people("4"))
        }
        #expect(view.animatedFlags.isEmpty)
        handler.viewDidCommitUpdates()
        #expect(handler.displayedData.allItems.map(\.id) == ["1", "2", "3", "4"])
        #expect(!handler.hasPendingUpdates)
    }
}

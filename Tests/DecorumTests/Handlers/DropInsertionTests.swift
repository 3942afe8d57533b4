@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

/// `commitInsertion(_:at:)`: rows the view inserted itself (a drop placeholder's commit) join the data
/// at once, with no batch (issue #30, F3).
@Suite("Rows a drop inserted: recorded without a batch")
@MainActor
struct DropInsertionTests {
    @Test("with the view up to date, the rows join the data where the view shows them, and no batch runs")
    func upToDate() throws {
        let (handler, view) = try TestBinding.bound(people("1", "2", "3"))
        try handler.commitInsertion(people("7", "8"), at: IndexPath(item: 1, section: 0))
        #expect(view.animatedFlags.isEmpty)
        #expect(handler.data.allItems.map(\.id) == ["1", "7", "8", "2", "3"])
        #expect(handler.displayedData == handler.data)
        #expect(!handler.hasPendingUpdates)
        #expect(handler.indexPath(forID: "8") == IndexPath(item: 2, section: 0))
    }

    @Test(
        "while edits wait for the drop: the view shows the rows at once, the data has them after the row they follow, and what waited shows after the commit"
    )
    func whileEditsWait() throws {
        let (handler, view) = try TestBinding.bound(people("1", "2", "3"))
        view.hasUncommittedUpdates = true  // the placeholder shows
        try handler.insertData(people("0"), at: IndexPath(item: 0, section: 0))  // waits for the drop
        _ = handler.removeData([person("2")])  // waits too
        try handler.commitInsertion(people("7"), at: IndexPath(item: 2, section: 0))  // after "2" on screen
        #expect(view.animatedFlags.isEmpty, "a batch inside the view's commit block")
        #expect(handler.displayedData.allItems.map(\.id) == ["1", "2", "7", "3"])  // what the view counts now
        #expect(handler.data.allItems.map(\.id) == ["0", "1", "7", "3"])
        view.hasUncommittedUpdates = false
        handler.viewDidCommitUpdates()
        #expect(handler.displayedData == handler.data)
        #expect(!handler.hasPendingUpdates)
    }

    @Test("a position the view does not show, or an identity the data has or the call repeats, throws; nothing changes")
    func badInput() throws {
        let (handler, view) = try TestBinding.bound(people("1", "2"))
        let before = handler.data
        #expect(throws: ListEditError.invalidIndexPath(IndexPath(item: 3, section: 0))) {
            try handler.commitInsertion(people("7"), at: IndexPath(item: 3, section: 0))
        }
        #expect(throws: ListEditError.invalidIndexPath(IndexPath())) {
            try handler.commitInsertion(people("7"), at: IndexPath())
        }
        #expect(throws: ListEditError.self) {
            try handler.commitInsertion(people("2"), at: IndexPath(item: 0, section: 0))
        }
        #expect(throws: ListEditError.self) {
            try handler.commitInsertion(people("7", "7"), at: IndexPath(item: 0, section: 0))
        }
        #expect(handler.data == before)
        #expect(view.animatedFlags.isEmpty)
    }
}

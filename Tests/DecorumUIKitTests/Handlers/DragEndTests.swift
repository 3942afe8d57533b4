#if !canImport(ObjectiveC)
import Decorum
import Testing
import UIKit

// Issue #30, F4: edits held while the user holds a row are shown once the drag ends, however it ends.
// A row dropped where it was lifted, or a cancelled drag, sends the data source nothing; the rows that
// waited still show. Stand-in only: it begins and ends the drag.

@Suite("Edits held during a drag show when it ends, however it ends")
@MainActor
struct DragEndTests {
    /// The user holds c1 while a remote row arrives; `end` ends the drag.
    private func heldEdit(_ end: (UITableView) -> Void) throws {
        let (window, tableView, handler) = try reorderingTable()
        tableView.standInBeginReordering()
        try handler.addData(contacts(6...6))  // a remote row: held during the drag
        Driver.settle()
        #expect(tableView.numberOfRows(inSection: 0) == 5)
        end(tableView)
        Driver.settle()
        #expect(!handler.hasPendingUpdates)
        #expect(tableView.numberOfRows(inSection: 0) == 6)
        #expect(shownTexts(tableView) == ["c1", "c2", "c3", "c4", "c5", "c6"])
        _ = window
    }

    @Test("a row dropped where it was lifted: the remote row shows")
    func droppedInPlace() throws {
        try heldEdit { $0.standInUserMoveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0)) }
    }

    @Test("a cancelled drag: the remote row shows")
    func cancelled() throws {
        try heldEdit { $0.standInCancelReordering() }
    }
}
#endif

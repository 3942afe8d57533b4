#if !canImport(ObjectiveC)
import Decorum
import Testing
import UIKit

// Issue #30, F2: what ends in `reloadData()` while the user holds a row waits for the drop, as batches
// do (Apple, "hasUncommittedUpdates": "don't call reloadData()"). The stand-in raises on such a reload;
// each test failed before the fix with that raise. Stand-in only: it begins the drag.

@Suite("Reloads while the user drags a row")
@MainActor
struct DragReloadTests {
    /// The user holds c1 while `edit` runs, then drops it at row 3.
    private func whileDragging(
        _ edit: (TableViewHandler<ContactRowDecorator>) throws -> Void
    ) throws -> (handler: TableViewHandler<ContactRowDecorator>, shown: [String?]) {
        let (window, tableView, handler) = try reorderingTable()
        var reported: [Diagnostic] = []
        handler.onDiagnostic = { reported.append($0) }
        Driver.settle()
        tableView.standInBeginReordering()
        try edit(handler)
        Driver.settle()
        #expect(tableView.numberOfRows(inSection: 0) == 5)  // nothing shown during the drag
        #expect(Driver.drag(tableView, from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)))
        Driver.settle()
        #expect(!handler.hasPendingUpdates)
        #expect(reported.isEmpty)
        _ = window
        return (handler, shownTexts(tableView))
    }

    @Test("an edit too large to animate while the user drags shows after the drop, with no reload during it")
    func largeEdit() throws {
        let (handler, shown) = try whileDragging { handler in
            handler.reloadThreshold = 1
            try handler.addData(contacts(6...8))
        }
        #expect(shown == handler.data.sections[0].items.map { Optional("c\($0.id)") })
        #expect(handler.data.sections[0].items.count == 8)
    }

    @Test("an unanimated edit while the user drags shows after the drop, with no reload during it")
    func unanimatedEdit() throws {
        let (handler, shown) = try whileDragging { handler in try handler.addData(contacts(6...6), animated: false) }
        #expect(shown == handler.data.sections[0].items.map { Optional("c\($0.id)") })
        #expect(handler.data.sections[0].items.count == 6)
    }

    @Test("setting header titles while an edit waits for the drop shows after it, with no reload during it")
    func titlesWhileWaiting() throws {
        let (handler, shown) = try whileDragging { handler in
            try handler.addData(contacts(6...6))  // waits for the drop
            handler.headerTitle = { _ in "Contacts" }  // the headers refresh: a reload, while rows wait
        }
        #expect(shown == handler.data.sections[0].items.map { Optional("c\($0.id)") })
    }
}
#endif

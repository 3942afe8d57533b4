import Decorum
import Testing
import UIKit

// Issue #38, N7: a table with header titles refreshes the titles of the sections a step changes. Each
// step then cost a second, empty batch (issued to re-measure headers) even when no title changed, and a
// title set before the table had a window reloaded its sections outside the view hierarchy (UIKit logs
// "UITableView was told to layout its visible cells and other contents without being in the view
// hierarchy" and lays the table out at the wrong size).

/// A table that counts the batches and section reloads it is asked for.
private final class CountingTable: UITableView {
    var batches = 0
    var sectionReloads = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches += 1
        super.performBatchUpdates(updates, completion: completion)
    }

    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        sectionReloads += 1
        super.reloadSections(sections, with: animation)
    }
}

@Suite("Header titles and batches")
@MainActor
struct TitleRefreshTests {
    private func countingTable() -> CountingTable {
        let tableView = CountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.rowHeight = 44
        tableView.estimatedRowHeight = 44
        return tableView
    }

    @Test("an inbox with section titles shows a new message with one batch, not two")
    func oneBatchPerStep() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let tableView = countingTable()
        window.addSubview(tableView)
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        handler.headerTitle = { _ in "Inbox" }
        Driver.settle()
        let before = tableView.batches
        try handler.addData(contacts(4...4))
        Driver.settle()
        #expect(tableView.batches - before == 1, "an empty batch followed the insert")
        #expect(!handler.hasPendingUpdates)
    }

    @Test("a title set in viewDidLoad, before the table has a window, reloads no section outside the hierarchy")
    func titleBeforeWindow() throws {
        let tableView = countingTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        handler.headerTitle = { _ in "Inbox" }
        #expect(tableView.batches == 0)
        #expect(tableView.sectionReloads == 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.addSubview(tableView)
        Driver.settle()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
    }
}

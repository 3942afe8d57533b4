import Decorum
import Testing
import UIKit

// N10 (issue #38): the table's adapter answered `editingStyleForRowAt` and `shouldIndentWhileEditingRowAt`
// itself and never asked the app's delegate, and it dropped a committed `.insert` (the green plus of a
// row whose editing style is `.insert`): an "add a new item" row could not be built.

/// An app's table delegate that offers an insert row at the end of each section, without indentation,
/// and hears the insertions the user commits (a data-source message, forwarded to it as the others are).
@MainActor
final class InsertRowDelegate: NSObject, UITableViewDelegate, UITableViewDataSource {
    var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
        indexPath.row == tableView.numberOfRows(inSection: indexPath.section) - 1 ? .insert : .delete
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { committed.append((editingStyle, indexPath)) }

    // Required by UITableViewDataSource; the handler answers them for the table.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

@Suite("Editing styles the app's delegate chooses")
@MainActor
struct EditingStyleTests {
    @Test("the app's delegate chooses each row's editing style and whether it indents")
    func appDelegateChoosesEditingStyle() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        let appDelegate = InsertRowDelegate()
        handler.delegate = appDelegate
        handler.canEdit = { _, _ in true }
        Driver.settle()
        #expect(Message.editingStyle(tableView, IndexPath(row: 0, section: 0)) == .delete)
        #expect(Message.editingStyle(tableView, IndexPath(row: 2, section: 0)) == .insert)
        #if canImport(ObjectiveC)
        let indents = tableView.delegate?.tableView?(
            tableView, shouldIndentWhileEditingRowAt: IndexPath(row: 0, section: 0))
        #else
        let indents = tableView.delegate?.tableView(
            tableView, shouldIndentWhileEditingRowAt: IndexPath(row: 0, section: 0))
        #endif
        #expect(indents == false)
        _ = window
    }

    @Test("an insertion the user commits (the green plus) reaches the app; a deletion still deletes")
    func committedInsertReachesTheApp() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        let appDelegate = InsertRowDelegate()
        handler.delegate = appDelegate
        handler.canEdit = { _, _ in true }
        Driver.settle()
        let last = IndexPath(row: 2, section: 0)
        #if canImport(ObjectiveC)
        tableView.dataSource?.tableView?(tableView, commit: .insert, forRowAt: last)
        #else
        tableView.dataSource?.tableView(tableView, commit: .insert, forRowAt: last)
        #endif
        #expect(appDelegate.committed.map(\.0) == [.insert])
        #expect(appDelegate.committed.map(\.1) == [last])
        #expect(handler.data.itemCount == 3)
        Message.commitDelete(tableView, IndexPath(row: 0, section: 0))
        Driver.settle()
        #expect(handler.data.itemCount == 2)
        #expect(appDelegate.committed.count == 1)  // the handler deletes; the app is not asked to
        _ = window
    }
}

import Testing
import UIKit

@testable import Decorum

/// `TableViewHandler` on a `UITableView`: what the table shows after each edit, the data source and
/// delegate it answers as, headers, selection, and the views around a list.
@Suite("TableViewHandler on a table view")
@MainActor
struct TableViewHandlerTests {
    @Test("becomes the data source, delegate and prefetch data source, and shows its data")
    func showsData() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        #expect(tableView.dataSource === handler)
        #expect(tableView.delegate === handler)
        #expect(tableView.prefetchDataSource === handler)
        Driver.settle()
        #expect(shownTexts(tableView) == ["c1", "c2", "c3"])
        #expect(tableView.numberOfSections == 1)
        _ = window
    }

    @Test("each edit animates into exactly the rows of the data, cell content included")
    func editsAnimate() throws {
        let (window, tableView) = makeTable()
        let handler = TableViewHandler<ContactRowDecorator>(tableView: tableView)
        Driver.settle()
        try handler.addData(contacts(1...4))
        #expect(shownTexts(tableView) == ["c1", "c2", "c3", "c4"])
        _ = handler.removeData([Contact(id: 2, name: "c2")])
        try handler.upsert([Contact(id: 3, name: "renamed")])
        try handler.move(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        Driver.settle()
        #expect(!handler.hasPendingUpdates)
        #expect(shownTexts(tableView) == ["renamed", "c4", "c1"])
        _ = window
    }

    @Test("a batch's completion runs on a later turn of the run loop, never inside the edit")
    func completionLater() throws {
        let (window, tableView) = makeTable()
        let handler = TableViewHandler<ContactRowDecorator>(tableView: tableView)
        Driver.settle()
        try handler.addData(contacts(1...2))
        try handler.addData(contacts(3...3))
        #expect(handler.hasPendingUpdates == true)
        Driver.settle()
        #expect(!handler.hasPendingUpdates)
        #expect(shownTexts(tableView) == ["c1", "c2", "c3"])
        _ = window
    }
}

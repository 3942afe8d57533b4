import AppKit
import DecorumAppKit
import Testing

// The app's own table delegate beside the handler: it sizes rows, hears the selection and the row views,
// and stays the app's when another handler takes the table.

/// An app's table delegate: rows as tall as their person's name is long (×10), and a log of what it heard.
@MainActor
private final class AppTableDelegate: NSObject, NSTableViewDelegate {
    var heights: [Int: CGFloat] = [:]
    private(set) var heard: [String] = []

    func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat { heights[row] ?? 20 }

    func tableViewSelectionDidChange(_ notification: Notification) { heard.append("selection") }

    func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
        heard.append("add \(row)")
    }
}

@Suite("DecorumAppKit: TableViewHandler and the app's delegate")
@MainActor
struct TableViewHandlerDelegateTests {
    @Test("The table's delegate before the handler stays the app's: it sizes rows and hears selection and rows")
    func appDelegateKept() throws {
        let tableView = makePeopleTable()
        let appDelegate = AppTableDelegate()
        defer { withExtendedLifetime((tableView, appDelegate)) {} }  // both are held weakly
        appDelegate.heights = [0: 30, 1: 44]
        tableView.delegate = appDelegate
        let handler = try TableViewHandler<PersonDecorator>(tableView: tableView, data: people([("A", [1, 2])]))
        #expect(handler.delegate === appDelegate)
        var selected: [Int] = []
        handler.onSelect = { person, _ in selected.append(person.id) }
        let exceptions = try exceptionsRaised {
            settle(tableView)
            #expect(tableView.rect(ofRow: 0).height == 30 && tableView.rect(ofRow: 1).height == 44)
            #expect(appDelegate.heard == ["add 0", "add 1"])
            tableView.selectRowIndexes(IndexSet(integer: 1), byExtendingSelection: false)
            #expect(selected == [2] && appDelegate.heard.last == "selection")
            appDelegate.heights[0] = 60  // the app's height for the row whose content changes
            try handler.upsert([Person(1, "a much longer name")])
            settle(tableView)
            #expect(tableView.rect(ofRow: 0).height == 60)
        }
        #expect(exceptions.isEmpty)
    }

    @Test("Setting the handler's delegate later; a second handler keeps the app's delegate, not the first handler")
    func delegateSetLaterAndKept() throws {
        let tableView = makePeopleTable()
        let appDelegate = AppTableDelegate()
        defer { withExtendedLifetime((tableView, appDelegate)) {} }  // both are held weakly
        let first = try TableViewHandler<PersonDecorator>(tableView: tableView, data: people([("A", [1])]))
        #expect(first.delegate == nil)
        first.delegate = appDelegate
        appDelegate.heights = [0: 50]
        settle(tableView)
        #expect(tableView.rect(ofRow: 0).height == 50)
        let second = try TableViewHandler<PersonDecorator>(tableView: tableView, data: people([("B", [2, 3])]))
        #expect(second.delegate === appDelegate)
        settle(tableView)
        #expect(shownRows(tableView) == ["2:p2", "3:p3"])
        #expect(appDelegate.heard.filter { $0.hasPrefix("add") }.count == 3)  // one row, then two
    }
}

import AppKit
import Testing

// The AppKit stand-in's NSTableView row views: asked of the delegate when a row is made, kept when the row
// moves, set aside for reuse when it goes.

/// A delegate that makes each row's row view through the reuse queue, and counts the new ones.
final class RowViewDelegate: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    static let identifier = NSUserInterfaceItemIdentifier("Row")
    var count: Int
    var asked: [Int] = []
    var made = 0

    init(count: Int) { self.count = count }

    func numberOfRows(in tableView: NSTableView) -> Int { count }

    func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? {
        asked.append(row)
        if let reused = tableView.makeView(withIdentifier: Self.identifier, owner: self) as? NSTableRowView {
            return reused
        }
        made += 1
        let rowView = NSTableRowView(frame: .zero)
        rowView.identifier = Self.identifier
        return rowView
    }
}

@Suite("AppKit stand-in: NSTableView row views")
@MainActor
struct TableRowViewTests {
    @Test("The delegate is asked for a row's row view when the row is made, not when it moves; removed ones are reused")
    func rowViewsAskedKeptAndReused() {
        let delegate = RowViewDelegate(count: 3)
        defer { withExtendedLifetime(delegate) {} }  // the table holds it weakly
        let tableView = NSTableView(frame: .zero)
        tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Name")))
        tableView.dataSource = delegate
        tableView.delegate = delegate
        tableView.layoutSubtreeIfNeeded()
        #expect(delegate.asked == [0, 1, 2])
        let first = tableView.rowView(atRow: 0, makeIfNecessary: false)
        let last = tableView.rowView(atRow: 2, makeIfNecessary: false)
        delegate.asked = []
        tableView.moveRow(at: 0, to: 2)
        tableView.layoutSubtreeIfNeeded()
        #expect(delegate.asked.isEmpty)
        #expect(tableView.rowView(atRow: 2, makeIfNecessary: false) === first)
        delegate.count = 3
        tableView.beginUpdates()
        tableView.removeRows(at: [1])
        tableView.insertRows(at: [1])
        tableView.endUpdates()
        tableView.layoutSubtreeIfNeeded()
        #expect(delegate.asked == [1])
        #expect(delegate.made == 3)
        #expect(tableView.rowView(atRow: 1, makeIfNecessary: false) === last)
    }
}

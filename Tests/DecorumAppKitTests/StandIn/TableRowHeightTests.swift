import AppKit
import Testing

// The AppKit stand-in's NSTableView with automatic row heights: a row is measured when its views are
// made, and keeps that height when its content changes until noteHeightOfRows(withIndexesChanged:).

/// A cell as tall as its text is long (standing for Auto Layout's measure of its content).
final class MeasuredCellView: NSTableCellView {
    override var fittingSize: NSSize {
        NSSize(width: 100, height: CGFloat(2 * ((objectValue as? String)?.count ?? 0)))
    }
}

/// A data source and delegate showing `texts` in measured cells.
final class MeasuredRows: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    var texts: [String]

    init(_ texts: [String]) { self.texts = texts }

    func numberOfRows(in tableView: NSTableView) -> Int { texts.count }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        let cell = MeasuredCellView(frame: .zero)
        cell.objectValue = texts[row]
        return cell
    }
}

@Suite("AppKit stand-in: NSTableView automatic row heights")
@MainActor
struct TableRowHeightTests {
    @Test("A row changed in place keeps its old height until noteHeightOfRows, then is measured again")
    func heightNeedsTheNote() {
        let rows = MeasuredRows(["ab", "abcd"])
        defer { withExtendedLifetime(rows) {} }  // the table holds it weakly
        let tableView = NSTableView(frame: NSRect(x: 0, y: 0, width: 200, height: 300))
        tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Name")))
        tableView.usesAutomaticRowHeights = true
        tableView.dataSource = rows
        tableView.delegate = rows
        #expect(tableView.rect(ofRow: 0).height == tableView.rowHeight)  // the estimate, before any view
        tableView.layoutSubtreeIfNeeded()
        #expect(tableView.rect(ofRow: 0).height == 4)
        #expect(tableView.rect(ofRow: 1) == NSRect(x: 0, y: 4, width: 200, height: 8))
        #expect(tableView.rect(ofRow: 2) == .zero)
        let cell = tableView.view(atColumn: 0, row: 0, makeIfNecessary: false) as? NSTableCellView
        cell?.objectValue = "abcdef"
        tableView.reloadData(forRowIndexes: [1], columnIndexes: [0])
        rows.texts[1] = "a"
        tableView.layoutSubtreeIfNeeded()
        #expect(tableView.rect(ofRow: 0).height == 4)
        #expect(tableView.rect(ofRow: 1).height == 8)
        tableView.noteHeightOfRows(withIndexesChanged: [0, 1])
        tableView.layoutSubtreeIfNeeded()
        #expect(tableView.rect(ofRow: 0).height == 12)
        #expect(tableView.rect(ofRow: 1).height == 2)
    }
}

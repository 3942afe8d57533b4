#if !canImport(ObjectiveC)
import AppKit
import Testing

// Where NSTableView raises (or, where Apple is silent, where the stand-in's harsher reading raises). Stand-in
// only: on a Mac a raise ends the run.

@Suite("AppKit stand-in: NSTableView raises")
@MainActor
struct TableViewRaisesTests {
    @Test("Out-of-range inserts, removes and moves raise NSTableViewException and change nothing")
    func rowErrors() {
        let source = RowsSource(count: 2)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let tableView = makeTable(source)
        let raised = AppKitStandIn.catchingExceptions {
            tableView.removeRows(at: [1, 2], withAnimation: [])
            tableView.insertRows(at: [3], withAnimation: [])
            tableView.insertRows(at: [2, 4], withAnimation: [])  // 2 makes three rows; 4 is beyond them
            tableView.moveRow(at: 2, to: 0)
            tableView.moveRow(at: 0, to: 2)
        }
        #expect(
            raised == [
                "NSTableViewException: NSTableView error inserting/removing/moving row 2 (numberOfRows: 2).",
                "NSTableViewException: NSTableView error inserting/removing/moving row 3 (numberOfRows: 2).",
                "NSTableViewException: NSTableView error inserting/removing/moving row 4 (numberOfRows: 3).",
                "NSTableViewException: NSTableView error inserting/removing/moving row 2 (numberOfRows: 2).",
                "NSTableViewException: NSTableView error inserting/removing/moving row 2 (numberOfRows: 2).",
            ])
        #expect(tableView.numberOfRows == 2)
        #expect(tableView.standInRowIdentities == [0, 1])
    }

    @Test("view(atColumn:row:makeIfNecessary:) and rowView(atRow:makeIfNecessary:) raise out of range")
    func viewLookups() {
        let (source, tableView) = laidOutTable(1)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let raised = AppKitStandIn.catchingExceptions {
            #expect(tableView.view(atColumn: 0, row: 1, makeIfNecessary: true) == nil)
            #expect(tableView.view(atColumn: 1, row: 0, makeIfNecessary: true) == nil)
            #expect(tableView.rowView(atRow: -1, makeIfNecessary: false) == nil)
        }
        #expect(raised.count == 3)
        #expect(raised.first == "NSTableViewException: Row index 1 out of row range (numberOfRows: 1)")
        #expect(raised.last == "NSTableViewException: Row index -1 out of row range (numberOfRows: 1)")
        #expect(raised.allSatisfy { $0.hasPrefix("NSTableViewException: ") })
    }

    @Test("The data source's count must be what the updates left, at the outermost endUpdates")
    func countChecked() {
        let source = RowsSource(count: 2)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let tableView = makeTable(source)
        _ = tableView.numberOfRows
        source.count = 3
        let raised = AppKitStandIn.catchingExceptions {
            tableView.beginUpdates()
            tableView.beginUpdates()
            tableView.insertRows(at: [0], withAnimation: [])
            tableView.insertRows(at: [0], withAnimation: [])
            tableView.endUpdates()  // inner: not checked yet
            tableView.removeRows(at: [3], withAnimation: [])
            tableView.endUpdates()  // 3 rows: as the data source says
            tableView.insertRows(at: [0], withAnimation: [])  // alone: checked at once (4 is not 3)
        }
        #expect(raised.count == 1)
        #expect(raised.first?.contains("numberOfRows(in:) (3) is not the row count the updates left (4)") == true)
        #expect(tableView.numberOfRows == 3)  // reloaded
    }

    @Test("endUpdates() without beginUpdates(), and reloadData() inside updates, raise")
    func unbalanced() {
        let (source, tableView) = laidOutTable(1)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let raised = AppKitStandIn.catchingExceptions {
            tableView.endUpdates()
            tableView.beginUpdates()
            tableView.reloadData()
            tableView.endUpdates()
        }
        #expect(raised.count == 2)
    }

    @Test("A row height that changes without noteHeightOfRows(withIndexesChanged:) raises")
    func heightWithoutNote() {
        let (source, tableView) = laidOutTable(2)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        source.heights[0] = 50
        let raised = AppKitStandIn.catchingExceptions {
            tableView.reloadData(forRowIndexes: [0], columnIndexes: [0])  // "the row height will not be re-queried"
            tableView.layoutSubtreeIfNeeded()
        }
        #expect(raised.count == 1)
        #expect(raised.first?.contains("height of row 0 changed") == true)
    }

    @Test("Selecting, hiding, reloading or noting rows out of range raises")
    func otherRanges() {
        let (source, tableView) = laidOutTable(2)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let raised = AppKitStandIn.catchingExceptions {
            tableView.selectRowIndexes([2], byExtendingSelection: false)
            tableView.hideRows(at: [5], withAnimation: [])
            tableView.unhideRows(at: [2], withAnimation: [])
            tableView.reloadData(forRowIndexes: [2], columnIndexes: [0])
            tableView.reloadData(forRowIndexes: [0], columnIndexes: [1])
            tableView.noteHeightOfRows(withIndexesChanged: [2])
        }
        #expect(raised.count == 6)
        #expect(tableView.selectedRowIndexes.isEmpty && tableView.hiddenRowIndexes.isEmpty)
    }

    @Test("Views are asked for visible rows only, at the layout pass; rows that scroll away give theirs back")
    func visibleRowsOnly() {
        let source = RowsSource(count: 30)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let tableView = makeTable(source)
        tableView.standInVisibleRowCount = 5
        #expect(source.asked.isEmpty)  // lazily: nothing before the layout pass
        tableView.layoutSubtreeIfNeeded()
        #expect(source.asked.map(\.row) == [0, 1, 2, 3, 4])
        tableView.scrollRowToVisible(9)
        tableView.layoutSubtreeIfNeeded()
        #expect(tableView.standInVisibleRows == [5, 6, 7, 8, 9])
        #expect(source.madeNew == 5)  // rows 5...9 reused the views of rows 0...4
        tableView.hideRows(at: [6], withAnimation: [])
        #expect(tableView.standInVisibleRows == [5, 7, 8, 9, 10])
    }

    @Test("Row views added and removed are told to the delegate: the row, or -1 for a deleted or reloaded row")
    func rowViewsAddedAndRemoved() {
        let source = RowsSource(count: 30)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let tableView = makeTable(source)
        tableView.standInVisibleRowCount = 3
        tableView.layoutSubtreeIfNeeded()
        #expect(source.added == [0, 1, 2] && source.removed.isEmpty)
        source.forgetDisplay()
        tableView.scrollRowToVisible(4)  // rows 2...4
        tableView.layoutSubtreeIfNeeded()
        #expect(source.removed.sorted() == [0, 1] && source.added == [3, 4])
        source.forgetDisplay()
        tableView.hideRows(at: [3], withAnimation: [])  // "Hiding a row will call ... didRemoveRowView"
        #expect(source.removed == [3])
        source.count = 29
        tableView.removeRows(at: [2], withAnimation: [])
        #expect(source.removed == [3, -1])
        source.forgetDisplay()
        tableView.reloadData()
        #expect(source.removed.count == 1 && source.removed.allSatisfy { $0 == -1 })  // row 4 (now 3) was shown
    }

    @Test("A row change from the table's own pass (a display callback, a view asked for) raises and changes nothing")
    func rowChangesInsideThePass() {
        let source = RowsSource(count: 10)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let tableView = makeTable(source)
        var calls: [(NSTableView) -> Void] = [
            { $0.reloadData() }, { $0.beginUpdates() }, { $0.insertRows(at: [0], withAnimation: []) },
            { $0.removeRows(at: [0], withAnimation: []) }, { $0.moveRow(at: 0, to: 1) },
            { $0.hideRows(at: [0], withAnimation: []) }, { $0.unhideRows(at: [0], withAnimation: []) },
            { $0.reloadData(forRowIndexes: [0], columnIndexes: [0]) },
        ]
        let count = calls.count
        source.onDidAdd = { tableView, _ in if !calls.isEmpty { calls.removeFirst()(tableView) } }
        let raised = AppKitStandIn.catchingExceptions { tableView.layoutSubtreeIfNeeded() }
        #expect(raised.count == count)
        #expect(raised.allSatisfy { $0.contains("called while the view asks its data source or delegate") })
        #expect(tableView.numberOfRows == 10 && tableView.hiddenRowIndexes.isEmpty)
        source.onDidAdd = nil
        let outside = AppKitStandIn.catchingExceptions { tableView.moveRow(at: 0, to: 1) }  // after the pass: fine
        #expect(outside.isEmpty)
    }
}
#endif

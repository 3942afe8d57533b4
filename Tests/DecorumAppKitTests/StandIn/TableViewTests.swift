import AppKit
import Testing

// The AppKit stand-in's NSTableView, in real AppKit API: incremental updates, views kept with their rows,
// reuse, selection, hidden rows, group rows, per-column reloads.

@MainActor
private func cellViews(_ tableView: NSTableView, column: Int = 0) -> [NSView?] {
    (0..<tableView.numberOfRows).map { tableView.view(atColumn: column, row: $0, makeIfNecessary: false) }
}

@Suite("AppKit stand-in: NSTableView")
@MainActor
struct TableViewTests {
    @Test("Updates apply at once and incrementally; moved rows keep their views and the delegate is not asked again")
    func incrementalMovesKeepViews() {
        let (source, tableView) = laidOutTable(5)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let before = cellViews(tableView)
        #expect(before.allSatisfy { $0 != nil })
        source.forgetQuestions()
        tableView.beginUpdates()
        tableView.moveRow(at: 0, to: 4)  // 1 2 3 4 0
        tableView.moveRow(at: 0, to: 1)  // 2 1 3 4 0: against the state the first move left
        #expect(tableView.numberOfRows == 5)
        tableView.endUpdates()
        tableView.layoutSubtreeIfNeeded()
        let after = cellViews(tableView)
        let expected = [2, 1, 3, 4, 0].map { before[$0] }
        #expect(zip(after, expected).allSatisfy { $0 === $1 })
        #expect(source.asked.isEmpty)
    }

    @Test("Inserts take final positions, removes current ones; numberOfRows changes with each call")
    func insertsAndRemoves() {
        let (source, tableView) = laidOutTable(3)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let before = cellViews(tableView)
        source.count = 4
        tableView.beginUpdates()
        tableView.removeRows(at: [0, 2], withAnimation: .effectFade)  // rows 0 and 2 of the current three
        #expect(tableView.numberOfRows == 1)
        tableView.insertRows(at: [0, 2, 3], withAnimation: .slideDown)  // new, old 1, new, new
        #expect(tableView.numberOfRows == 4)
        tableView.endUpdates()
        tableView.layoutSubtreeIfNeeded()
        let after = cellViews(tableView)
        #expect(after[1] === before[1])
        #expect(after.allSatisfy { $0 != nil })
    }

    @Test("Views of removed rows go to the reuse queue, and makeView(withIdentifier:owner:) hands them out")
    func reuse() {
        let (source, tableView) = laidOutTable(3)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        #expect(source.madeNew == 3)
        source.count = 2
        tableView.removeRows(at: [1], withAnimation: [])
        source.count = 3
        tableView.insertRows(at: [2], withAnimation: [])
        tableView.layoutSubtreeIfNeeded()
        #expect(source.madeNew == 3)  // the removed row's view came back
        #expect(tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("Unknown"), owner: nil) == nil)
    }

    @Test("The selection follows its rows across inserts, removes and moves; removed rows leave it")
    func selectionKept() {
        let source = RowsSource(count: 6)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let tableView = makeTable(source)
        tableView.selectRowIndexes([1, 3, 5], byExtendingSelection: false)
        source.count = 6
        tableView.beginUpdates()
        tableView.insertRows(at: [0], withAnimation: [])  // selected: 2 4 6
        tableView.removeRows(at: [4], withAnimation: [])  // selected: 2 5
        tableView.moveRow(at: 5, to: 0)  // selected: 0 3
        tableView.endUpdates()
        #expect(tableView.selectedRowIndexes == [0, 3])
        tableView.selectRowIndexes([1], byExtendingSelection: true)
        #expect(tableView.selectedRowIndexes == [0, 1, 3])
        #expect(tableView.selectedRow == 3)
    }

    @Test("Hidden rows: kept with their rows, still selected, shown again by unhideRows")
    func hiddenRows() {
        let (source, tableView) = laidOutTable(4)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        tableView.selectRowIndexes([2], byExtendingSelection: false)
        tableView.hideRows(at: [2], withAnimation: .slideUp)
        #expect(tableView.hiddenRowIndexes == [2])
        #expect(tableView.selectedRowIndexes == [2])
        tableView.layoutSubtreeIfNeeded()
        #expect(tableView.view(atColumn: 0, row: 2, makeIfNecessary: false) == nil)  // its row view left
        tableView.moveRow(at: 2, to: 0)
        #expect(tableView.hiddenRowIndexes == [0])
        #expect(tableView.selectedRowIndexes == [0])
        tableView.unhideRows(at: [0], withAnimation: [])
        tableView.layoutSubtreeIfNeeded()
        #expect(tableView.hiddenRowIndexes.isEmpty)
        #expect(tableView.view(atColumn: 0, row: 0, makeIfNecessary: false) != nil)
    }

    @Test("A group row gets one view for no column, and a row view in the group style")
    func groupRows() {
        let source = RowsSource(count: 3)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        source.groupRows = [0]
        let tableView = makeTable(source, columns: ["Name", "Detail"])
        tableView.layoutSubtreeIfNeeded()
        #expect(source.asked.filter { $0.row == 0 }.map(\.column) == [nil])
        #expect(source.asked.filter { $0.row == 1 }.map(\.column) == ["Name", "Detail"])
        #expect(tableView.rowView(atRow: 0, makeIfNecessary: false)?.isGroupRowStyle == true)
        #expect(tableView.rowView(atRow: 1, makeIfNecessary: false)?.isGroupRowStyle == false)
        #expect(tableView.view(atColumn: 1, row: 0, makeIfNecessary: false) == nil)
        #expect(tableView.floatsGroupRows)
    }

    @Test("reloadData(forRowIndexes:columnIndexes:) asks again for those views only")
    func perColumnReload() {
        let (source, tableView) = laidOutTable(3, columns: ["Name", "Detail"])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let kept = tableView.view(atColumn: 0, row: 1, makeIfNecessary: false)
        source.forgetQuestions()
        tableView.reloadData(forRowIndexes: [1], columnIndexes: [1])
        tableView.layoutSubtreeIfNeeded()
        #expect(source.asked.map(\.row) == [1])
        #expect(source.asked.map(\.column) == ["Detail"])
        #expect(tableView.view(atColumn: 0, row: 1, makeIfNecessary: false) === kept)
    }

    @Test("view(atColumn:row:makeIfNecessary:) makes a row's views on demand; reloadData() sets every view aside")
    func makeIfNecessary() {
        let source = RowsSource(count: 2)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let tableView = makeTable(source)
        #expect(tableView.view(atColumn: 0, row: 1, makeIfNecessary: false) == nil)
        let made = tableView.view(atColumn: 0, row: 1, makeIfNecessary: true)
        #expect(made != nil)
        #expect(tableView.rowView(atRow: 1, makeIfNecessary: false) != nil)
        tableView.reloadData()
        #expect(tableView.view(atColumn: 0, row: 1, makeIfNecessary: false) == nil)
        tableView.layoutSubtreeIfNeeded()
        #expect(source.madeNew == 2)  // row 1 reused its view; row 0 never had one
    }

    @Test("noteHeightOfRows(withIndexesChanged:) lets a row's height change")
    func heights() {
        let (source, tableView) = laidOutTable(2)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        source.heights[1] = 44
        tableView.noteHeightOfRows(withIndexesChanged: [1])
        tableView.layoutSubtreeIfNeeded()
        #expect(!tableView.usesAutomaticRowHeights)
    }
    @Test("The delegate hears of each selection change, in code too, and of a selected row removed by an update")
    func selectionNotifications() {
        let (source, tableView) = laidOutTable(4)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        tableView.selectRowIndexes(IndexSet([1, 2]), byExtendingSelection: false)
        #expect(source.selectionChanges == 1)
        tableView.selectRowIndexes(IndexSet([1]), byExtendingSelection: true)  // no change
        #expect(source.selectionChanges == 1)
        tableView.deselectRow(2)
        #expect(tableView.selectedRowIndexes == IndexSet(integer: 1))
        #expect(source.selectionChanges == 2)
        source.count = 3
        tableView.beginUpdates()
        tableView.removeRows(at: [1], withAnimation: [])
        #expect(source.selectionChanges == 2)
        tableView.endUpdates()
        #expect(source.selectionChanges == 3)
        #expect(tableView.selectedRowIndexes.isEmpty)
    }
}

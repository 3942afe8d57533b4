#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

extension TableViewAdapter {
    // Rows whose views changed content (configured again in place, or reloaded) are measured again when
    // the table sizes its rows with Auto Layout: NSTableView.h, reloadData(forRowIndexes:columnIndexes:):
    // "the row height will not be re-queried [...]; -noteHeightOfRowsWithIndexesChanged: should be used if
    // a row height change is required". So are they when the app's delegate may size them
    // (`heightOfRow`, NSTableView.h: "To signal a row height change, call -noteHeightOfRowsWithIndexesChanged:").
    // With the table's fixed `rowHeight` there is nothing to measure.
    func noteHeights(_ tableView: NSTableView, _ rows: IndexSet) {
        guard tableView.usesAutomaticRowHeights || appDelegate != nil, !rows.isEmpty else { return }
        tableView.noteHeightOfRows(withIndexesChanged: rows)
    }
}
#endif

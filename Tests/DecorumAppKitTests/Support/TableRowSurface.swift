import AppKit

// NSTableView's row views and row heights as the stand-in models them (as APISurface.swift: used once with
// full signatures and result types, so that compiling against the stand-in and against the macOS SDK
// checks the names and types). Compiled, never called.

@MainActor
func tableRowSurface(_ table: NSTableView, _ delegate: any NSTableViewDelegate, _ view: NSView) {
    let _: NSRect = table.rect(ofRow: 0)
    let _: NSSize = view.fittingSize
    #if canImport(ObjectiveC)
    let _: NSTableRowView?? = delegate.tableView?(table, rowViewForRow: 0)
    #else
    let _: NSTableRowView? = delegate.tableView(table, rowViewForRow: 0)
    #endif
    let rowView = NSTableRowView(frame: .zero)
    rowView.identifier = NSUserInterfaceItemIdentifier("Row")
}

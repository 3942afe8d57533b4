// The table's own pass over its rows: while it asks its data source for the row count, or its delegate
// for a row's views, height or group style, or tells it of a row view added or removed
// ("tableView(_:didAdd:forRow:)", "tableView(_:didRemove:forRow:)"), it is in the middle of laying out or
// updating its rows.
//
// A change of rows from inside that pass raises NSInternalInconsistencyException (stand-in's wording).
// Apple's documentation is silent. An AppKit engineer wrote that "it has never been safe to call
// reloadData while an outlineView is doing a reloadData", because the data source and delegate methods it
// calls may call it again, and "you will probably get a crash" (Corbin Dunn, "NSOutlineView: reloadData
// and crashes in reloadData", corbinstreehouse.com, 2006). The stand-in takes the harsher reading for
// every row change (reloads, inserts, removes, moves, hiding, `beginUpdates()`), not for reloads only:
// an app's edit from a display callback must wait until the pass is over.

extension NSTableView {
    func inPass<Value>(_ body: () -> Value) -> Value {
        passDepth += 1
        defer { passDepth -= 1 }
        return body()
    }

    /// Raises for a row change inside the table's pass, which then changes nothing; `true` outside one.
    func isOutsidePass(_ call: String) -> Bool {
        guard passDepth > 0 else { return true }
        AppKitStandIn.raise(
            "-[NSTableView \(call)] called while the table asks its delegate or data source about its rows")
        return false
    }
}

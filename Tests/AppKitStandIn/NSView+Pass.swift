// A table's or collection view's own pass over its rows or items: while it asks its data source for
// counts, rows or items, or its delegate for views, heights or group styles, or tells it of views added
// or removed (NSTableView's "tableView(_:didAdd:forRow:)" and "tableView(_:didRemove:forRow:)",
// NSCollectionView's "collectionView(_:willDisplay:forRepresentedObjectAt:)" and
// "collectionView(_:didEndDisplaying:forRepresentedObjectAt:)"), it is in the middle of laying out or
// updating them.
//
// A change of rows or items from inside that pass raises NSInternalInconsistencyException (stand-in's
// wording). Apple's documentation is silent. An AppKit engineer wrote that "it has never been safe to
// call reloadData while an outlineView is doing a reloadData", because the data source and delegate
// methods it calls may call it again, and "you will probably get a crash" (Corbin Dunn, "NSOutlineView:
// reloadData and crashes in reloadData", corbinstreehouse.com, 2006). The stand-in takes the harsher
// reading for every change (reloads, inserts, removes, moves, hiding, batches), not for reloads only: an
// app's edit from a display callback must wait until the pass is over.

extension NSView {
    func inPass<Value>(_ body: () -> Value) -> Value {
        passDepth += 1
        defer { passDepth -= 1 }
        return body()
    }

    /// Raises for a change inside the view's pass, which then changes nothing; `true` outside one.
    func isOutsidePass(_ call: String) -> Bool {
        guard passDepth > 0 else { return true }
        AppKitStandIn.raise(
            "-[\(type(of: self)) \(call)] called while the view asks its data source or delegate about its contents")
        return false
    }
}

// The collection view's own pass over its items: while it asks its data source for counts or items, or
// tells its delegate of an item displayed or no longer displayed ("collectionView(_:willDisplay:
// forRepresentedObjectAt:)", "collectionView(_:didEndDisplaying:forRepresentedObjectAt:)"), it is in the
// middle of laying out or updating its items. A change of items from inside that pass raises
// NSInternalInconsistencyException (stand-in's wording): Apple is silent, and the stand-in takes the
// harsher reading, as for NSTableView (NSTableView+Pass.swift, with the AppKit engineer's note it follows).

extension NSCollectionView {
    func inPass<Value>(_ body: () -> Value) -> Value {
        passDepth += 1
        defer { passDepth -= 1 }
        return body()
    }

    /// Raises for a change of items inside the view's pass, which then changes nothing; `true` outside one.
    func isOutsidePass(_ call: String) -> Bool {
        guard passDepth > 0 else { return true }
        AppKitStandIn.raise(
            "NSCollectionView: \(call) called while the view asks its data source or delegate about its items")
        return false
    }

    /// Sets a displayed item aside and tells the delegate (NSCollectionView.h,
    /// "collectionView:didEndDisplayingItem:forRepresentedObjectAtIndexPath:"), with the index path it had.
    func endDisplaying(_ item: NSCollectionViewItem, at path: IndexPath) {
        enqueue(item)
        inPass { delegate?.collectionView(self, didEndDisplaying: item, forRepresentedObjectAt: path) }
    }
}

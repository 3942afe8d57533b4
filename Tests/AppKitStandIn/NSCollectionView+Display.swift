// What NSCollectionView tells its delegate of the items it stops displaying (its pass: NSView+Pass.swift).

extension NSCollectionView {
    /// Sets a displayed item aside and tells the delegate (NSCollectionView.h,
    /// "collectionView:didEndDisplayingItem:forRepresentedObjectAtIndexPath:"), with the index path it had.
    func endDisplaying(_ item: NSCollectionViewItem, at path: IndexPath) {
        enqueue(item)
        inPass { delegate?.collectionView(self, didEndDisplaying: item, forRepresentedObjectAt: path) }
    }
}

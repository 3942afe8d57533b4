import AppKit

// NSCollectionView's delegate, selection and flow layout as the stand-in models them (as APISurface.swift,
// used once with full signatures and result types, so that compiling against the stand-in and against
// the macOS SDK checks the names and types). Compiled, never called.

@MainActor
func collectionDelegateSurface(_ collection: NSCollectionView, _ delegate: any NSCollectionViewDelegateFlowLayout) {
    let path = IndexPath(item: 0, section: 0)
    collection.delegate = delegate
    let _: (any NSCollectionViewDelegate)? = collection.delegate
    collection.isSelectable = true
    let _: Bool = collection.isSelectable
    collection.selectItems(at: [path], scrollPosition: [])
    collection.selectItems(at: [path], scrollPosition: [.top, .centeredVertically, .bottom])
    collection.deselectItems(at: [path])
    let layout = NSCollectionViewFlowLayout()
    layout.itemSize = NSSize(width: 40, height: 30)
    layout.sectionInset = NSEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    layout.minimumLineSpacing = 5
    layout.minimumInteritemSpacing = 6
    layout.headerReferenceSize = NSSize(width: 0, height: 20)
    layout.footerReferenceSize = NSSize.zero
    collection.collectionViewLayout = layout
    let _: NSCollectionView = collection.animator()
    collection.animator().performBatchUpdates(nil)
    let current: NSCollectionViewLayout? = collection.collectionViewLayout
    let _: NSCollectionView? = current?.collectionView
    // Optional requirements: `?(…)` on a Mac; the stand-in's have default implementations.
    #if canImport(ObjectiveC)
    let _: Set<IndexPath>? = delegate.collectionView?(collection, shouldSelectItemsAt: [path])
    let _: Set<IndexPath>? = delegate.collectionView?(collection, shouldDeselectItemsAt: [path])
    delegate.collectionView?(collection, didSelectItemsAt: [path])
    delegate.collectionView?(collection, didDeselectItemsAt: [path])
    let _: NSSize? = delegate.collectionView?(collection, layout: layout, sizeForItemAt: path)
    let _: NSEdgeInsets? = delegate.collectionView?(collection, layout: layout, insetForSectionAt: 0)
    let _: CGFloat? = delegate.collectionView?(collection, layout: layout, minimumLineSpacingForSectionAt: 0)
    let _: CGFloat? = delegate.collectionView?(collection, layout: layout, minimumInteritemSpacingForSectionAt: 0)
    let _: NSSize? = delegate.collectionView?(collection, layout: layout, referenceSizeForHeaderInSection: 0)
    let _: NSSize? = delegate.collectionView?(collection, layout: layout, referenceSizeForFooterInSection: 0)
    #else
    let _: Set<IndexPath> = delegate.collectionView(collection, shouldSelectItemsAt: [path])
    let _: Set<IndexPath> = delegate.collectionView(collection, shouldDeselectItemsAt: [path])
    delegate.collectionView(collection, didSelectItemsAt: [path])
    delegate.collectionView(collection, didDeselectItemsAt: [path])
    let _: NSSize = delegate.collectionView(collection, layout: layout, sizeForItemAt: path)
    let _: NSEdgeInsets = delegate.collectionView(collection, layout: layout, insetForSectionAt: 0)
    let _: CGFloat = delegate.collectionView(collection, layout: layout, minimumLineSpacingForSectionAt: 0)
    let _: CGFloat = delegate.collectionView(collection, layout: layout, minimumInteritemSpacingForSectionAt: 0)
    let _: NSSize = delegate.collectionView(collection, layout: layout, referenceSizeForHeaderInSection: 0)
    let _: NSSize = delegate.collectionView(collection, layout: layout, referenceSizeForFooterInSection: 0)
    #endif
}

#if canImport(AppKit) && canImport(ObjectiveC) && !targetEnvironment(macCatalyst)
import AppKit

// The optional messages the collection adapter sends the app's delegate, one function each: `nil` when
// the delegate does not implement the message, as `delegate?.message?(…)` is. (On Linux the AppKit
// stand-in declares the same functions: Swift there has no optional requirements.)
@MainActor
enum CollectionDelegateMessage {
    typealias Delegate = (any NSCollectionViewDelegate)?
    typealias Layout = NSCollectionViewLayout

    private static func flow(_ d: Delegate) -> (any NSCollectionViewDelegateFlowLayout)? {
        d as? any NSCollectionViewDelegateFlowLayout
    }

    static func shouldSelect(_ d: Delegate, _ v: NSCollectionView, _ p: Set<IndexPath>) -> Set<IndexPath>? {
        d?.collectionView?(v, shouldSelectItemsAt: p)
    }
    static func shouldDeselect(_ d: Delegate, _ v: NSCollectionView, _ p: Set<IndexPath>) -> Set<IndexPath>? {
        d?.collectionView?(v, shouldDeselectItemsAt: p)
    }
    static func didSelect(_ d: Delegate, _ v: NSCollectionView, _ p: Set<IndexPath>) {
        d?.collectionView?(v, didSelectItemsAt: p)
    }
    static func didDeselect(_ d: Delegate, _ v: NSCollectionView, _ p: Set<IndexPath>) {
        d?.collectionView?(v, didDeselectItemsAt: p)
    }
    static func willDisplay(_ d: Delegate, _ v: NSCollectionView, _ i: NSCollectionViewItem, _ p: IndexPath) {
        d?.collectionView?(v, willDisplay: i, forRepresentedObjectAt: p)
    }
    static func didEndDisplaying(_ d: Delegate, _ v: NSCollectionView, _ i: NSCollectionViewItem, _ p: IndexPath) {
        d?.collectionView?(v, didEndDisplaying: i, forRepresentedObjectAt: p)
    }
    static func sizeForItem(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ p: IndexPath) -> NSSize? {
        flow(d)?.collectionView?(v, layout: l, sizeForItemAt: p)
    }
    static func insetForSection(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> NSEdgeInsets? {
        flow(d)?.collectionView?(v, layout: l, insetForSectionAt: s)
    }
    static func lineSpacing(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> CGFloat? {
        flow(d)?.collectionView?(v, layout: l, minimumLineSpacingForSectionAt: s)
    }
    static func interitemSpacing(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> CGFloat? {
        flow(d)?.collectionView?(v, layout: l, minimumInteritemSpacingForSectionAt: s)
    }
    static func headerSize(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> NSSize? {
        flow(d)?.collectionView?(v, layout: l, referenceSizeForHeaderInSection: s)
    }
    static func footerSize(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> NSSize? {
        flow(d)?.collectionView?(v, layout: l, referenceSizeForFooterInSection: s)
    }
}
#endif

// Decorum's optional sends to an app's collection-view delegate (Sources/DecorumAppKit/Adapters/
// CollectionDelegateMessage.swift, where each is `delegate?.message?(…)` on a Mac), in the form Swift on
// Linux allows: the same functions, each an ``AppKitStandIn/send(_:)``. Not AppKit API: it is here, and
// not in Decorum's sources, because only the stand-in needs it. Sends only: what to do without an answer
// is Decorum's decision, made in its adapter.

@MainActor
public enum CollectionDelegateMessage {
    public typealias Delegate = (any NSCollectionViewDelegate)?
    public typealias Layout = NSCollectionViewLayout
    typealias Flow = any NSCollectionViewDelegateFlowLayout

    private static func flow<Answer>(_ d: Delegate, _ message: (Flow) -> Answer) -> Answer? {
        guard let d = d as? Flow else { return nil }
        return AppKitStandIn.send { message(d) }
    }

    public static func shouldSelect(_ d: Delegate, _ v: NSCollectionView, _ p: Set<IndexPath>) -> Set<IndexPath>? {
        d.flatMap { d in AppKitStandIn.send { d.collectionView(v, shouldSelectItemsAt: p) } }
    }
    public static func shouldDeselect(_ d: Delegate, _ v: NSCollectionView, _ p: Set<IndexPath>) -> Set<IndexPath>? {
        d.flatMap { d in AppKitStandIn.send { d.collectionView(v, shouldDeselectItemsAt: p) } }
    }
    public static func didSelect(_ d: Delegate, _ v: NSCollectionView, _ p: Set<IndexPath>) {
        _ = d.flatMap { d in AppKitStandIn.send { d.collectionView(v, didSelectItemsAt: p) } }
    }
    public static func didDeselect(_ d: Delegate, _ v: NSCollectionView, _ p: Set<IndexPath>) {
        _ = d.flatMap { d in AppKitStandIn.send { d.collectionView(v, didDeselectItemsAt: p) } }
    }
    public static func willDisplay(_ d: Delegate, _ v: NSCollectionView, _ i: NSCollectionViewItem, _ p: IndexPath) {
        _ = d.flatMap { d in AppKitStandIn.send { d.collectionView(v, willDisplay: i, forRepresentedObjectAt: p) } }
    }
    public static func didEndDisplaying(
        _ d: Delegate, _ v: NSCollectionView, _ i: NSCollectionViewItem, _ p: IndexPath
    ) {
        _ = d.flatMap { d in AppKitStandIn.send { d.collectionView(v, didEndDisplaying: i, forRepresentedObjectAt: p) }
        }
    }
    public static func sizeForItem(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ p: IndexPath) -> NSSize? {
        flow(d) { $0.collectionView(v, layout: l, sizeForItemAt: p) }
    }
    public static func insetForSection(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> NSEdgeInsets? {
        flow(d) { $0.collectionView(v, layout: l, insetForSectionAt: s) }
    }
    public static func lineSpacing(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> CGFloat? {
        flow(d) { $0.collectionView(v, layout: l, minimumLineSpacingForSectionAt: s) }
    }
    public static func interitemSpacing(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> CGFloat? {
        flow(d) { $0.collectionView(v, layout: l, minimumInteritemSpacingForSectionAt: s) }
    }
    public static func headerSize(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> NSSize? {
        flow(d) { $0.collectionView(v, layout: l, referenceSizeForHeaderInSection: s) }
    }
    public static func footerSize(_ d: Delegate, _ v: NSCollectionView, _ l: Layout, _ s: Int) -> NSSize? {
        flow(d) { $0.collectionView(v, layout: l, referenceSizeForFooterInSection: s) }
    }
}

// NSCollectionView's protocols and items.

/// Apple: "NSCollectionViewElement": what a collection view reuses (items and supplementary views).
@MainActor
public protocol NSCollectionViewElement: NSUserInterfaceItemIdentification {
    func prepareForReuse()
}

extension NSCollectionViewElement {
    /// An optional requirement in AppKit: an element without it has nothing to reset.
    public func prepareForReuse() {}
}

/// Apple: "NSCollectionViewDataSource".
@MainActor
public protocol NSCollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem
    func numberOfSections(in collectionView: NSCollectionView) -> Int
    func collectionView(
        _ collectionView: NSCollectionView,
        viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
    ) -> NSView
}

extension NSCollectionViewDataSource {
    /// Apple: "numberOfSections(in:)": "If you do not implement this method, the collection view uses a
    /// default value of 1."
    public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }

    /// Not implemented while the layout shows supplementary views: Apple is silent; the harsher reading
    /// raises (stand-in's wording) and shows an empty view.
    public func collectionView(
        _ collectionView: NSCollectionView,
        viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
    ) -> NSView {
        AppKitStandIn.raise(
            "the collection view's data source does not implement "
                + "collectionView:viewForSupplementaryElementOfKind:atIndexPath: (kind \(kind))")
        return NSView()
    }
}

/// Apple: "NSCollectionViewItem": a view controller the collection view reuses.
@MainActor
open class NSCollectionViewItem: NSViewController, NSCollectionViewElement {
    /// Apple: "isSelected": set by the collection view as its selection changes.
    open var isSelected = false
    open weak var textField: NSTextField?
    public internal(set) weak var collectionView: NSCollectionView?

    /// Apple: "prepareForReuse()": called before `makeItem(withIdentifier:for:)` hands the item out again.
    open func prepareForReuse() {}
}

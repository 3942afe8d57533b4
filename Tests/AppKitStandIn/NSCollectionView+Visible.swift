// What NSCollectionView says of the supplementary views it shows.

extension NSCollectionView {
    /// Apple: "indexPathsForVisibleSupplementaryElements(ofKind:)": the index paths of the supplementary
    /// views of `elementKind` the view shows (the stand-in's: one per section with a visible item, at item
    /// 0, as `supplementaryView(forElementKind:at:)` finds them).
    public func indexPathsForVisibleSupplementaryElements(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind
    ) -> Set<IndexPath> {
        Set((supplementaryViews[elementKind] ?? [:]).keys.map { IndexPath(item: 0, section: $0) })
    }
}

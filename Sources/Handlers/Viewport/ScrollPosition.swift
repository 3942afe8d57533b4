/// Where a scroll places an item in the viewport: the headless view's, `UITableView.ScrollPosition`'s
/// and `UICollectionView.ScrollPosition`'s common ground.
///
/// ```swift
/// try handler.scrollTo(id: "42", position: .middle, animated: true)
/// ```
///
/// - Complexity: O(1).
public enum ScrollPosition: Hashable, Sendable, CaseIterable {
    /// The item's top at the viewport's top (as far as the content allows).
    case top
    /// The item centred in the viewport.
    case middle
    /// The item's bottom at the viewport's bottom.
    case bottom
    /// The least scroll that shows the whole item; none when it is already fully visible
    /// (`UITableView.ScrollPosition.none`).
    case nearest
}

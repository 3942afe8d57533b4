#if canImport(UIKit)
import UIKit

// The collection view's viewport as the engine sees it (binding SPI): what is visible and where, and
// the scrolls the engine decides (keeping the first visible item in place, scrolling to an item) and
// the loading footer. Decisions are the engine's; this only reads and sets UIKit geometry.

@_spi(Binding)
extension CollectionViewHandler {
    /// The visible items (`indexPathsForVisibleItems`), in index-path order, each with the distance
    /// from the top of the visible area (below the adjusted content inset) to its top (its layout
    /// attributes' frame).
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible items.
    public var visibleItems: [VisibleItem] {
        guard let collectionView = weakCollectionView else { return [] }
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        return collectionView.indexPathsForVisibleItems.sorted().compactMap { path in
            collectionView.layoutAttributesForItem(at: path).map {
                VisibleItem(indexPath: path, offset: Double($0.frame.minY - top))
            }
        }
    }

    /// Sets `contentOffset`, without animation, so that the item's top is `offset` points below the top
    /// of the visible area.
    ///
    /// - Parameters:
    ///   - indexPath: An item of what the collection view shows now.
    ///   - offset: The distance from the visible area's top to the item's top.
    /// - Complexity: O(1) plus UIKit's layout.
    public func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
        guard let collectionView = weakCollectionView, collectionView.window != nil else { return }
        collectionView.layoutIfNeeded()
        guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let y = frame.minY - CGFloat(offset) - collectionView.adjustedContentInset.top
        collectionView.setContentOffset(CGPoint(x: collectionView.contentOffset.x, y: y), animated: false)
    }

    /// `scrollToItem(at:at:animated:)` (vertically); ``ScrollPosition/nearest`` scrolls the item's
    /// frame to visible (`scrollRectToVisible(_:animated:)`).
    ///
    /// - Parameters:
    ///   - indexPath: An item of what the collection view shows now.
    ///   - position: Where the item ends up.
    ///   - animated: Whether the scroll animates.
    /// - Complexity: O(1) plus UIKit's layout.
    public func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        guard let collectionView = weakCollectionView else { return }
        switch position {
        case .top:
            collectionView.scrollToItem(at: indexPath, at: UICollectionView.ScrollPosition.top, animated: animated)
        case .middle:
            collectionView.scrollToItem(
                at: indexPath, at: UICollectionView.ScrollPosition.centeredVertically, animated: animated)
        case .bottom:
            collectionView.scrollToItem(at: indexPath, at: UICollectionView.ScrollPosition.bottom, animated: animated)
        case .nearest:
            guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return }
            collectionView.scrollRectToVisible(frame, animated: animated)
        }
    }

    /// Shows ``loadingFooterView`` below the content, in room made by the bottom content inset, or
    /// hides it.
    ///
    /// - Parameter visible: Whether the footer shows.
    /// - Complexity: O(1) plus UIKit's layout.
    public func setLoadingFooterVisible(_ visible: Bool) {
        guard let collectionView = weakCollectionView else { return }
        if visible, shownLoadingFooter == nil, let footer = loadingFooterView {
            collectionView.layoutIfNeeded()
            let height = footer.frame.height > 0 ? footer.frame.height : 44
            footer.frame = CGRect(
                x: 0, y: collectionView.contentSize.height, width: collectionView.bounds.width, height: height)
            footer.autoresizingMask = [.flexibleWidth]
            collectionView.addSubview(footer)
            collectionView.contentInset.bottom += height
            shownLoadingFooter = (footer, height)
        } else if !visible, let shown = shownLoadingFooter {
            shown.view.removeFromSuperview()
            collectionView.contentInset.bottom -= shown.inset
            shownLoadingFooter = nil
        }
    }
}
#endif

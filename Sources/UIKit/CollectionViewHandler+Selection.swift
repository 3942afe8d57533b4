#if canImport(UIKit)
import UIKit

// Selection and empty state, forwarded: the engine decides which rows are selected and when the empty
// state shows; the collection view only does as told.

@_spi(Binding)
extension CollectionViewHandler {
    /// `indexPathsForSelectedItems`, or none.
    ///
    /// ```swift
    /// handler.indexPathsForSelectedItems // [[0, 2]]
    /// ```
    ///
    /// - Complexity: O(*p*) for *p* selected items.
    public var indexPathsForSelectedItems: [IndexPath] { weakCollectionView?.indexPathsForSelectedItems ?? [] }

    /// The collection view's `allowsMultipleSelection`.
    ///
    /// ```swift
    /// handler.allowsMultipleSelection // false
    /// ```
    ///
    /// - Complexity: O(1).
    public var allowsMultipleSelection: Bool {
        weakCollectionView?.allowsMultipleSelection ?? false
    }

    /// `selectItem(at:animated:scrollPosition:)` for each path, without animation or scrolling.
    ///
    /// ```swift
    /// handler.selectItems(at: [IndexPath(item: 2, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Items of the shown data.
    /// - Complexity: O(*k*) plus UIKit's work.
    public func selectItems(at paths: [IndexPath]) {
        for path in paths { weakCollectionView?.selectItem(at: path, animated: false, scrollPosition: []) }
    }

    /// `deselectItem(at:animated:)` for each path, without animation.
    ///
    /// ```swift
    /// handler.deselectItems(at: [IndexPath(item: 2, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Items of the shown data.
    /// - Complexity: O(*k*) plus UIKit's work.
    public func deselectItems(at paths: [IndexPath]) {
        for path in paths { weakCollectionView?.deselectItem(at: path, animated: false) }
    }

    /// Shows ``emptyState`` as the collection view's `backgroundView`, or removes it; does nothing without an
    /// ``emptyState``.
    ///
    /// ```swift
    /// handler.setEmptyStateShown(true)
    /// ```
    ///
    /// - Parameter shown: Whether the collection view shows no item.
    /// - Complexity: O(1).
    public func setEmptyStateShown(_ shown: Bool) {
        guard let emptyState, let collectionView = weakCollectionView else { return }
        if shown {
            collectionView.backgroundView = emptyState
        } else if collectionView.backgroundView === emptyState {
            collectionView.backgroundView = nil
        }
    }
}

extension CollectionViewHandler {
    /// A new ``emptyState``: the old one leaves the background, the new one shows if the collection view is empty.
    func emptyStateDidChange(from old: UIView?) {
        if let old, let collectionView = weakCollectionView, collectionView.backgroundView === old {
            collectionView.backgroundView = nil
        }
        setEmptyStateShown(isShowingEmptyState)
    }
}
#endif

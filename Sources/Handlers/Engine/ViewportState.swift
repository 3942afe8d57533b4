#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a ``ListEngine`` knows of its view's viewport and the user's scrolling: the anchor policy and
/// the anchor captured before an update, a scroll request waiting for its item to be shown, the
/// "load more" trigger and the prefetching hooks. See `ListEngine+Viewport.swift`.
struct ViewportState<Item> {
    /// A scroll to an item, waiting until the view shows it.
    struct ScrollRequest {
        /// Whether an item is the one to scroll to.
        var matches: (Item) -> Bool
        var position: ScrollPosition
        var animated: Bool
    }

    var anchorPolicy: ScrollAnchor = .contentOffset
    /// The visible items and their offsets, read before the update being shown (top to bottom).
    var anchor: [(item: Item, offset: Double)] = []
    /// Where the first of ``anchor`` was (the view's index path) when it was read.
    var anchorPath: IndexPath?
    var pendingScroll: ScrollRequest?
    var loadMore = LoadMoreTrigger()
    var onLoadMore: (() -> Void)?
    var onPrefetch: (([Item]) -> Void)?
    var onCancelPrefetch: (([Item]) -> Void)?
}

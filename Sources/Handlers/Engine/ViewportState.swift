#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a ``ListEngine`` knows of its view's viewport and scrolling (see `ListEngine+Viewport.swift`).
struct ViewportState<Item> {
    /// A scroll to an item, waiting until the view shows it.
    struct ScrollRequest {
        var matches: (Item) -> Bool
        var position: ScrollPosition
        var animated: Bool
    }

    var anchorPolicy: ScrollAnchor = .contentOffset
    var anchor: [(item: Item, offset: Double)] = []
    var anchorPath: IndexPath?
    var pendingScroll: ScrollRequest?
    /// The loading footer's visibility, asked for inside the view's pass, shown once the pass is over.
    var footerAfterPass: Bool?
    var loadMore = LoadMoreTrigger()
    /// The last item shown when "load more" fired, and the end it awaits items after (ListEngine+LoadMore.swift).
    var loadMoreEnd: (fired: Item?, awaited: Item?) = (nil, nil)
    var onLoadMore: (() -> Void)?
    var onPrefetch: (([Item]) -> Void)?
    var onCancelPrefetch: (([Item]) -> Void)?
}

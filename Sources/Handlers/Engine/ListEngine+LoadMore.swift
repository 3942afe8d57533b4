#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// "Load more" follows the list's end, the last item the view shows (issue #38, N4): while loading it
// waits for items after the end it awaits (the page), whatever else changes; rows removed at the end
// (or a refresh) move the end it awaits. A finish asks again at once only when the end changed, and,
// when the view lags behind the data, once the view shows it.

extension ListEngine {
    /// Checks the trigger for the viewport's `paths` (the view's own index paths): ``ViewportState/onLoadMore``
    /// when it fires.
    func checkLoadMore(_ paths: [IndexPath]) {
        // A finish waits for the view to show the data: the end it shows until then is not the list's.
        guard viewport.onLoadMore != nil, !viewport.loadMore.checksWhenShown || isViewUpToDate else { return }
        let shown = displayedData
        let last = paths.lazy.compactMap { shown.shownAbsoluteIndex(for: $0) }.max()
        let end = viewport.loadMoreEnd.fired
        let fires = viewport.loadMore.visibleItemsChanged(lastVisible: last, itemCount: shown.shownItemCount) {
            !isEnd(end, of: shown)
        }
        guard fires else { return }
        viewport.loadMoreEnd = (shown.lastShownItem, shown.lastShownItem)
        showLoadingFooter(true)
        viewport.onLoadMore?()
    }

    /// After the view was shown an update: rearms when items follow the end it awaits; a finish that
    /// waited for the view checks the viewport.
    func loadMoreDidShow() {
        let shown = displayedData
        if viewport.loadMore.isLoading, !isEnd(viewport.loadMoreEnd.awaited, of: shown) {
            if let end = viewport.loadMoreEnd.awaited, identity.path(end, shown) == nil {
                // The end went (deleted, or a refresh): the page comes after the new one.
                viewport.loadMoreEnd.awaited = shown.lastShownItem
            } else if viewport.loadMore.itemsFollowEnd() {
                showLoadingFooter(false)
            }
        }
        if viewport.loadMore.checksWhenShown, isViewUpToDate, let view {
            viewport.loadMore.checksWhenShown = false
            checkLoadMore(view.visibleItems.map(\.indexPath))
        }
    }

    /// Ends loading without the page. When the list's end changed since it fired, the viewport is
    /// checked at once (once the view shows the data, if it lags).
    func finishLoadingMore() {
        let endChanged = !isEnd(viewport.loadMoreEnd.fired, of: data)
        guard viewport.loadMore.finish(endChanged: endChanged) else { return }
        viewport.loadMore.checksWhenShown = endChanged && !isViewUpToDate
        showLoadingFooter(false)  // a scroll report may follow: it sees the flag above
        if endChanged, isViewUpToDate, let view { checkLoadMore(view.visibleItems.map(\.indexPath)) }
    }

    /// Whether `end` is the last item `list` shows (`nil`: it shows none).
    private func isEnd(_ end: Item?, of list: SectionedData<Item>) -> Bool {
        guard let last = list.lastShownItem else { return end == nil }
        guard let end else { return false }
        return identity.path(end, SectionedData(items: [last])) != nil
    }
}

extension SectionedData {
    /// The last item of the last section that shows its items.
    var lastShownItem: Item? {
        sections.last { !$0.isCollapsed && !$0.items.isEmpty }?.items.last
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Pagination and prefetching: what the view bindings report as the user scrolls (visible rows,
// prefetch ranges, in the view's own index paths) becomes items and a "load more" trigger here.

extension ListHandler {
    /// Called once when the user scrolls within ``loadMoreThreshold`` items of the end; then
    /// ``isLoadingMore`` is `true` and it is not called again until items are shown after the one that
    /// was last (the page: an edit or `apply` that adds items at the end) or ``finishLoadingMore()`` is
    /// called (see there for when it is called again). Edits elsewhere in the list change nothing.
    /// `nil`, the default, turns the trigger off.
    ///
    /// ```swift
    /// handler.onLoadMore = { [weak self] in self?.loadNextPage() } // ends with upsert(page), finishLoadingMore()
    /// ```
    public var onLoadMore: (() -> Void)? {
        get { engine.viewport.onLoadMore }
        set { engine.viewport.onLoadMore = newValue }
    }

    /// How many items at most may be left below the last visible one for ``onLoadMore`` to be called;
    /// 5 by default (0: only when the last item shows).
    ///
    /// ```swift
    /// handler.loadMoreThreshold = 10
    /// ```
    public var loadMoreThreshold: Int {
        get { engine.viewport.loadMore.threshold }
        set { engine.viewport.loadMore.threshold = newValue }
    }

    /// Whether ``onLoadMore`` was called and no items were shown after the list's end since (nor
    /// ``finishLoadingMore()`` called): while it is `true` the view shows its loading footer (a
    /// `TableViewHandler`'s or `CollectionViewHandler`'s `loadingFooterView`,
    /// DecorumTesting's `HeadlessListView.isShowingLoadingFooter`).
    ///
    /// ```swift
    /// if handler.isLoadingMore { print("loading…") }
    /// ```
    public var isLoadingMore: Bool { engine.viewport.loadMore.isLoading }

    /// Ends loading without new items: hides the loading footer and rearms ``onLoadMore``. Call it
    /// after every page, whatever happened: when the page's items are shown it does nothing.
    ///
    /// - If the list's end changed while the page loaded (a pull-to-refresh replaced the list, say, and
    ///   you dropped the page, which belongs to the old list), ``onLoadMore`` is called again at once
    ///   when the new end is within ``loadMoreThreshold`` of the viewport (while batches animate, once
    ///   the view shows the new list): a short list that fits on screen still gets its next page.
    /// - Otherwise (the page failed, was empty, or repeated items already shown) it is called again
    ///   once the user scrolls away from the end and back, however many edits leave the end as it
    ///   was meanwhile, so that a failing page is not asked for in a loop.
    ///
    /// To stop at the end of the feed, set ``onLoadMore`` to `nil` too.
    ///
    /// ```swift
    /// defer { handler.finishLoadingMore() }  // the spinner stops, whatever the page brings
    /// try handler.upsert(try await api.nextPage())  // items already shown are updated, not repeated
    /// ```
    public func finishLoadingMore() {
        engine.finishLoadingMore()
    }

    /// Called with the items the view is about to show (they are just past the viewport), to start
    /// loading what their cells need (images, say): `UITableViewDataSourcePrefetching` handed over as
    /// items. Index paths that no longer name a shown item are left out; never called with none.
    ///
    /// ```swift
    /// handler.onPrefetch = { people in images.preload(people.map(\.avatarURL)) }
    /// ```
    public var onPrefetch: (([Decorator.Data]) -> Void)? {
        get { engine.viewport.onPrefetch }
        set { engine.viewport.onPrefetch = newValue }
    }

    /// Called with items prefetched earlier that the view no longer expects to show soon (the user
    /// scrolled the other way), to cancel their loading. Stale index paths are left out.
    ///
    /// ```swift
    /// handler.onCancelPrefetch = { people in images.cancel(people.map(\.avatarURL)) }
    /// ```
    public var onCancelPrefetch: (([Decorator.Data]) -> Void)? {
        get { engine.viewport.onCancelPrefetch }
        set { engine.viewport.onCancelPrefetch = newValue }
    }

    /// The view's visible rows changed (it scrolled): `paths` are the rows it shows in its viewport, in
    /// its own index paths. Calls ``onLoadMore`` when the trigger fires.
    ///
    /// ```swift
    /// handler.visibleItemsChanged(tableView.indexPathsForVisibleRows ?? []) // scrollViewDidScroll
    /// ```
    ///
    /// - Complexity: O(*v*) for *v* paths.
    @_spi(Binding) public func visibleItemsChanged(_ paths: [IndexPath]) {
        engine.checkLoadMore(paths)
    }

    /// Prefetching: ``onPrefetch`` with the items the view shows at `paths` (stale paths dropped).
    ///
    /// ```swift
    /// handler.prefetchItems(at: indexPaths) // tableView(_:prefetchRowsAt:)
    /// ```
    ///
    /// - Complexity: O(*k*) for *k* paths.
    @_spi(Binding) public func prefetchItems(at paths: [IndexPath]) {
        let items = paths.compactMap(engine.displayedData.shownItem(at:))
        if !items.isEmpty { onPrefetch?(items) }
    }

    /// Prefetching cancelled: ``onCancelPrefetch`` with the items the view shows at `paths` (stale
    /// paths dropped).
    ///
    /// ```swift
    /// handler.cancelPrefetchingItems(at: indexPaths)
    /// ```
    ///
    /// - Complexity: O(*k*) for *k* paths.
    @_spi(Binding) public func cancelPrefetchingItems(at paths: [IndexPath]) {
        let items = paths.compactMap(engine.displayedData.shownItem(at:))
        if !items.isEmpty { onCancelPrefetch?(items) }
    }
}

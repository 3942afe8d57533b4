#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// What a headless view's viewport and gestures reach in its handler: row heights, scrolling (visible
// rows and prefetching), drags and swipes, forwarded to the core as `TableViewHandler` forwards UIKit's.

extension HeadlessHandler {
    /// ``itemHeight`` for the item shown at `indexPath`, else the view's ``HeadlessListView/rowHeight``.
    ///
    /// ```swift
    /// handler.headlessView(view, heightForItemAt: IndexPath(item: 0, section: 0)) // 44
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A shown row.
    /// - Returns: The height, in points.
    /// - Complexity: O(1) plus the closure.
    public func headlessView(_ view: HeadlessListView, heightForItemAt indexPath: IndexPath) -> Double {
        guard let itemHeight, let item = engine.displayedData.shownItem(at: indexPath) else { return view.rowHeight }
        return itemHeight(item)
    }

    /// The view scrolled: its visible rows go to the "load more" trigger (``ListHandler/onLoadMore``).
    ///
    /// ```swift
    /// view.scroll(toOffset: view.maximumContentOffset) // calls this, which may call onLoadMore
    /// ```
    ///
    /// - Parameter view: The view that scrolled.
    /// - Complexity: O(*n*) to lay the view out.
    public func headlessViewDidScroll(_ view: HeadlessListView) {
        visibleItemsChanged(view.indexPathsForVisibleItems)
    }

    /// ``ListHandler/onPrefetch`` with the items shown at `indexPaths`.
    ///
    /// ```swift
    /// handler.headlessView(view, prefetchItemsAt: [IndexPath(item: 12, section: 0)])
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPaths: Rows about to show; stale ones are dropped.
    /// - Complexity: O(*k*) plus the closure.
    public func headlessView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetchItems(at: indexPaths)
    }

    /// ``ListHandler/onCancelPrefetch`` with the items shown at `indexPaths`.
    ///
    /// ```swift
    /// handler.headlessView(view, cancelPrefetchingForItemsAt: [IndexPath(item: 12, section: 0)])
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPaths: Rows no longer expected to show soon; stale ones are dropped.
    /// - Complexity: O(*k*) plus the closure.
    public func headlessView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelPrefetchingItems(at: indexPaths)
    }

    /// ``ListHandler/canMove`` for the row (`false` when it is `nil`), as `TableViewHandler` answers.
    ///
    /// ```swift
    /// handler.canMove = { _, _ in true }
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A shown row.
    /// - Returns: Whether the row may be dragged.
    /// - Complexity: O(1) plus the closure.
    public func headlessView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// The user dragged a row: the data follows the move the view already shows, with no batch (while
    /// batches animate, the view is reloaded instead), as `tableView(_:moveRowAt:to:)` does on iOS.
    ///
    /// ```swift
    /// try view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - source: Where the row was.
    ///   - destination: Where it is now.
    /// - Complexity: O(*n*) for the two sections.
    public func headlessView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
        commitMove(from: source, to: destination)
    }

    /// ``ListHandler/canEdit`` for the row (`false` when it is `nil`), as `TableViewHandler` answers.
    ///
    /// ```swift
    /// handler.canEdit = { person, _ in !person.isVIP }
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A shown row.
    /// - Returns: Whether the row may be swiped away.
    /// - Complexity: O(1) plus the closure.
    public func headlessView(_ view: HeadlessListView, canEditItemAt indexPath: IndexPath) -> Bool {
        canEditItem(at: indexPath)
    }

    /// The user swiped the row away: when ``ListHandler/canEdit`` allows it, its item is removed with
    /// an animated batch (the item the user saw, also while batches animate).
    ///
    /// ```swift
    /// try view.simulateSwipeToDelete(at: IndexPath(item: 1, section: 0))
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - indexPath: A shown row.
    /// - Complexity: O(*n*).
    public func headlessView(_ view: HeadlessListView, commitDeleteForItemAt indexPath: IndexPath) {
        guard canEditItem(at: indexPath) else { return }
        commitDelete(at: indexPath)
    }
}

@_spi(Binding)
extension HeadlessHandler {
    /// The rows in the view's viewport and their offsets from its top.
    ///
    /// ```swift
    /// handler.visibleItems.first?.offset // -12: the first row is partly scrolled off
    /// ```
    ///
    /// - Complexity: O(*n*) to lay the view out.
    public var visibleItems: [VisibleItem] {
        let offset = view.contentOffset
        return view.visibleRows(in: view.layout()).map { VisibleItem(indexPath: $0.path, offset: $0.top - offset) }
    }

    /// Sets the view's content offset so that the row at `indexPath` is `offset` points below the
    /// viewport's top (clamped to the content).
    ///
    /// ```swift
    /// handler.scrollItem(at: IndexPath(item: 50, section: 0), toOffset: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: A shown row.
    ///   - offset: The distance from the viewport's top to the row's top.
    /// - Complexity: O(*n*) to lay the view out.
    public func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
        guard let frame = view.frameOfItem(at: indexPath) else { return }
        view.scroll(toOffset: frame.lowerBound - offset)
    }

    /// ``HeadlessListView/scroll(to:position:)`` (the headless view does not animate).
    ///
    /// ```swift
    /// handler.scrollToItem(at: IndexPath(item: 3, section: 0), position: .middle, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: A shown row.
    ///   - position: Where it ends up.
    ///   - animated: Ignored.
    /// - Complexity: O(*n*) to lay the view out.
    public func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        view.scroll(to: indexPath, position: position)
    }

    /// ``HeadlessListView/isShowingLoadingFooter``.
    ///
    /// ```swift
    /// handler.setLoadingFooterVisible(true)
    /// ```
    ///
    /// - Parameter visible: Whether the footer shows.
    /// - Complexity: O(*n*) to lay the view out.
    public func setLoadingFooterVisible(_ visible: Bool) {
        view.isShowingLoadingFooter = visible
    }
}

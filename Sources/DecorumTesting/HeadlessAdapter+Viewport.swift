@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// What a headless view's viewport and gestures reach in its handler, through the adapter and the binding
// SPI: row heights, scrolling (visible rows and prefetching), drags and swipes, forwarded to the core as
// `TableViewHandler` forwards UIKit's.

extension HeadlessAdapter {
    /// ``HeadlessHandler/itemHeight`` for the item shown at `indexPath`, else the view's ``HeadlessListView/rowHeight``.
    func headlessView(_ view: HeadlessListView, heightForItemAt indexPath: IndexPath) -> Double {
        guard let handler, let itemHeight = handler.itemHeight else { return view.rowHeight }
        let data = handler.displayedData
        // Not shown: a missing section, or one collapsed (it shows no item).
        guard data.numberOfShownItems(inSection: indexPath.sectionIndex) > 0, let item = data.item(at: indexPath) else {
            return view.rowHeight
        }
        return itemHeight(item)
    }

    /// The view scrolled: its visible rows go to the "load more" trigger (`onLoadMore`).
    func headlessViewDidScroll(_ view: HeadlessListView) {
        handler?.visibleItemsChanged(view.indexPathsForVisibleItems)
    }

    /// The handler's `onPrefetch` with the items shown at `indexPaths`.
    func headlessView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath]) {
        handler?.prefetchItems(at: indexPaths)
    }

    /// The handler's `onCancelPrefetch` with the items shown at `indexPaths`.
    func headlessView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        handler?.itemWillDisplay(at: indexPath)
    }

    /// The row left the viewport: the handler's `onDidEndDisplaying`, by the identity the cell showed.
    func headlessView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        guard let id = cell.id.base as? Decorator.ID else { return }
        handler?.itemDidEndDisplaying(id: id)
    }

    func headlessView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        handler?.cancelPrefetchingItems(at: indexPaths)
    }

    /// The handler's `canMove` for the row (`false` when it is `nil`), as `TableViewHandler` answers.
    func headlessView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        handler?.canMoveItem(at: indexPath) ?? false
    }

    /// The data follows the move the view already shows, with no batch, as `tableView(_:moveRowAt:to:)` does
    /// on iOS; then the drop is committed.
    func headlessView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
        handler?.commitMove(from: source, to: destination)
        handler?.viewDidCommitUpdates()
    }

    /// the handler's `canEdit` for the row (`false` when it is `nil`), as `TableViewHandler` answers.
    func headlessView(_ view: HeadlessListView, canEditItemAt indexPath: IndexPath) -> Bool {
        handler?.canEditItem(at: indexPath) ?? false
    }

    /// The user swiped the row away: when the handler's `canEdit` allows it, its item is removed with
    /// an animated batch (the item the user saw, also while batches animate).
    func headlessView(_ view: HeadlessListView, commitDeleteForItemAt indexPath: IndexPath) {
        guard let handler, handler.canEditItem(at: indexPath) else { return }
        handler.commitDelete(at: indexPath)
    }
}

// What the engine asks of the view about its viewport (`BatchUpdatableView`).
extension HeadlessAdapter {
    var visibleItems: [VisibleItem] {
        let offset = view.contentOffset
        return view.visibleRows(in: view.layout()).map { VisibleItem(indexPath: $0.path, offset: $0.top - offset) }
    }

    /// Sets the view's content offset so that the row at `indexPath` is `offset` points below the
    /// viewport's top (clamped to the content).
    func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
        guard let frame = view.frameOfItem(at: indexPath) else { return }
        view.scroll(toOffset: frame.lowerBound - offset)
    }

    func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        view.scroll(to: indexPath, position: position)
    }

    func setLoadingFooterVisible(_ visible: Bool) {
        view.isShowingLoadingFooter = visible
    }
}

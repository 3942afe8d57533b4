#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Which items the view displays, by identity: told when an item starts and stops being displayed
// (impressions, starting and cancelling image loads). Bindings report each displayed cell: a table or
// collection view from `willDisplay` / `didEndDisplaying`, the headless view from its viewport; an
// identity shown by two cells at once (a reload's crossfade) counts once.

/// The items the view displays, counted by identity (ListHandler+Display.swift).
struct DisplayTracking<Item, ID: Hashable> {
    var counts: [ID: Int] = [:]
    /// The identity each cell reported through ``ListHandler/cellWillDisplay(_:at:)`` shows.
    var cells: [ObjectIdentifier: ID] = [:]
    var onWillDisplay: ((Item) -> Void)?
    var onDidEndDisplaying: ((ID) -> Void)?
}

extension ListHandler {
    /// Told when an item starts being displayed (its cell is about to appear on screen), with the item
    /// as the view shows it: start an image load, count an impression. Edits that keep an item on
    /// screen (a move, an update) do not tell it again.
    ///
    /// ```swift
    /// handler.onWillDisplay = { photo in loader.start(photo.url, for: photo.id) }
    /// ```
    public var onWillDisplay: ((Decorator.Data) -> Void)? {
        get { display.onWillDisplay }
        set { display.onWillDisplay = newValue }
    }

    /// Told when an item stops being displayed (its last cell left the screen, was deleted, or the view
    /// went away), with the item's identity: the item may no longer be in ``data``.
    ///
    /// ```swift
    /// handler.onDidEndDisplaying = { id in loader.cancel(for: id) }
    /// ```
    public var onDidEndDisplaying: ((Decorator.ID) -> Void)? {
        get { display.onDidEndDisplaying }
        set { display.onDidEndDisplaying = newValue }
    }

    /// The identities of the items the view displays now (its cells on screen, as it last reported).
    ///
    /// ```swift
    /// let onScreen = handler.displayedIDs.contains(ada.id)
    /// ```
    ///
    /// - Complexity: O(*v*) for *v* displayed items.
    public var displayedIDs: Set<Decorator.ID> { Set(display.counts.keys) }
}

@_spi(Binding)
extension ListHandler {
    /// The view is about to display the item it shows at `indexPath` (in a cell it will report again
    /// to ``itemDidEndDisplaying(id:)``): the first cell of an identity tells ``onWillDisplay``.
    /// Returns the identity, for the binding to remember with its cell (index paths of cells that
    /// leave may already be stale), or `nil` for a path that shows no item.
    ///
    /// ```swift
    /// if let id = handler.itemWillDisplay(at: indexPath) { displayed[ObjectIdentifier(cell)] = id }
    /// ```
    ///
    /// - Complexity: O(1) plus the closure.
    @discardableResult
    public func itemWillDisplay(at indexPath: IndexPath) -> Decorator.ID? {
        guard let item = engine.displayedData.shownItem(at: indexPath) else { return nil }
        let id = Decorator.id(of: item)
        display.counts[id, default: 0] += 1
        if display.counts[id] == 1 { display.onWillDisplay?(item) }
        return id
    }

    /// A cell that displayed the item of identity `id` left the screen: the last one tells
    /// ``onDidEndDisplaying``.
    ///
    /// ```swift
    /// if let id = displayed.removeValue(forKey: ObjectIdentifier(cell)) { handler.itemDidEndDisplaying(id: id) }
    /// ```
    ///
    /// - Complexity: O(1) plus the closure.
    public func itemDidEndDisplaying(id: Decorator.ID) {
        guard let count = display.counts[id] else { return }
        if count > 1 {
            display.counts[id] = count - 1
        } else {
            display.counts[id] = nil
            display.onDidEndDisplaying?(id)
        }
    }

    /// A cell of the view (a `UITableViewCell`, say) is about to display the item at `indexPath`:
    /// ``itemWillDisplay(at:)``, with the identity kept for the cell, as a table or collection view
    /// reports a cell again when it leaves, at an index path that may be stale by then.
    ///
    /// ```swift
    /// handler.cellWillDisplay(cell, at: indexPath)  // in tableView(_:willDisplay:forRowAt:)
    /// ```
    ///
    /// - Complexity: O(1) plus the closure.
    public func cellWillDisplay(_ cell: AnyObject, at indexPath: IndexPath) {
        if let id = itemWillDisplay(at: indexPath) { display.cells[ObjectIdentifier(cell)] = id }
    }

    /// A cell reported to ``cellWillDisplay(_:at:)`` left the screen: ``itemDidEndDisplaying(id:)`` with the
    /// identity it showed; nothing for a cell never reported.
    ///
    /// ```swift
    /// handler.cellDidEndDisplaying(cell)  // in tableView(_:didEndDisplaying:forRowAt:)
    /// ```
    ///
    /// - Complexity: O(1) plus the closure.
    public func cellDidEndDisplaying(_ cell: AnyObject) {
        guard let id = display.cells.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        itemDidEndDisplaying(id: id)
    }

    /// Runs `body`, a callback the view sends from inside its own pass over its cells (`willDisplay`,
    /// `didEndDisplaying`, prefetching): edits the app makes in it change ``data`` at once, and are shown
    /// after the pass, when the binding calls ``viewDidCommitUpdates()`` (the engine asks for that moment
    /// with ``BatchUpdatableView/waitForCommittedUpdates()``). UIKit raises when its pass is re-entered.
    ///
    /// ```swift
    /// handler.duringViewPass { handler.cellWillDisplay(cell, at: indexPath) }
    /// ```
    ///
    /// - Parameter body: The callback.
    public func duringViewPass(_ body: () -> Void) {
        engine.callbacks.duringViewPass(body)
    }
}

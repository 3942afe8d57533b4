#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandler {
    /// What stays put on screen when rows are inserted or removed above the visible ones:
    /// ``ScrollAnchor/contentOffset`` (UIKit's behaviour, the default: the visible rows jump) or
    /// ``ScrollAnchor/firstVisibleItem`` (the first visible item that survives the update keeps its
    /// distance from the top of the viewport, for chat history and feeds that grow upwards). It holds
    /// for every edit and `apply`, animated or not, and for each queued step while batches animate.
    /// Under `.firstVisibleItem`, a batch that inserts, deletes or moves rows at or above the first
    /// visible row is shown without animation (those rows are off screen or leaving it): animated,
    /// the rows would move on screen while the item is put back, and the content would slide.
    ///
    /// ```swift
    /// handler.scrollAnchor = .firstVisibleItem
    /// try handler.insertData(olderMessages, at: IndexPath(item: 0, section: 0)) // no jump
    /// ```
    ///
    /// - Complexity: O(1) to set; each update then reads the visible items (O(*v*)) and finds the
    ///   first surviving one by identity (O(*n*)).
    public var scrollAnchor: ScrollAnchor {
        get { engine.viewport.anchorPolicy }
        set { engine.viewport.anchorPolicy = newValue }
    }

    /// Scrolls so that the item with the identity of `item` shows at `position`: at once when the view
    /// is up to date, else as soon as a queued update shows the item (the request waits; a later one
    /// replaces it, and it is dropped if the item is removed before it is shown). Before the view's
    /// first layout (in `viewDidLoad`, say, where it has no size yet) the request waits for that layout:
    /// a chat can open at its last message.
    ///
    /// ```swift
    /// try handler.addData([message])
    /// try handler.scrollTo(item: message, position: .bottom)
    /// ```
    ///
    /// - Parameters:
    ///   - item: An item of ``data``, matched by identity (``CellDecorator/id(of:)``).
    ///   - position: Where the item ends up in the viewport; ``ScrollPosition/top`` by default.
    ///   - animated: Whether the scroll animates; `true` by default.
    /// - Throws: ``ListEditError/itemNotFound(_:)`` when ``data`` has no such item; nothing changes.
    /// - Complexity: O(*n*) to find the item.
    public func scrollTo(
        item: Decorator.Data, position: ScrollPosition = .top, animated: Bool = true
    ) throws(ListEditError) {
        try scrollTo(id: Decorator.id(of: item), position: position, animated: animated)
    }

    /// Scrolls so that the item whose identity is `id` shows at `position`, as
    /// ``scrollTo(item:position:animated:)`` does.
    ///
    /// ```swift
    /// try handler.scrollTo(id: "ada", position: .middle, animated: false)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of an item of ``data`` (``CellDecorator/id(of:)``).
    ///   - position: Where the item ends up in the viewport; ``ScrollPosition/top`` by default.
    ///   - animated: Whether the scroll animates; `true` by default.
    /// - Throws: ``ListEditError/itemNotFound(_:)`` when ``data`` has no such item; nothing changes.
    /// - Complexity: O(*n*) to find the item.
    public func scrollTo(
        id: Decorator.ID, position: ScrollPosition = .top, animated: Bool = true
    ) throws(ListEditError) {
        guard engine.scroll(to: { Decorator.id(of: $0) == id }, position: position, animated: animated) else {
            throw .itemNotFound(String(describing: id))
        }
    }
}

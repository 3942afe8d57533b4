#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

extension CollectionViewHandler {
    /// Accepts drops of content of `types` from outside the collection view (another app, the Finder,
    /// another view): `items` makes the items a drop brings from its dragging info, and they are inserted
    /// where the user drops them, in one animated batch (``ListHandler/insertByDrop(_:at:)``). The drop is
    /// a copy where its source allows one, else a generic operation or a move.
    ///
    /// ```swift
    /// handler.acceptDrops(of: [.string]) { info in
    ///     (info.draggingPasteboard.pasteboardItems ?? []).compactMap { $0.string(forType: .string) }
    ///         .map { Person(name: $0) }
    /// }
    /// ```
    ///
    /// Reordering needs no call: the items ``ListHandler/canMove`` allows can be dragged within the view
    /// (set the view's `isSelectable`: AppKit does not say that a view which is not starts drags),
    /// and each move is the user's edit, asked of ``ListHandler/confirmUserEdit`` and reported to
    /// ``ListHandler/onUserEdit`` (``ListHandler/moveByDrop(from:to:)``). The handler registers the view for
    /// its own items and for `types` in one call (`registerForDraggedTypes(_:)`); do not register the
    /// view's types yourself, which may replace them. The drag and drop messages are the handler's, not
    /// ``delegate``'s (which keeps `canDragItemsAt`, drag images and dragging items' updates). A drop lands
    /// before the item the user points at: on an item, before it; past a section's last item, at its end,
    /// in an empty section too; in a collapsed section, at the end of the nearest expanded section above
    /// (else at the start of one below). A drop on a view with no expanded section is refused.
    ///
    /// - Parameters:
    ///   - types: The pasteboard types accepted; `[]` accepts none again.
    ///   - items: The items a drop brings, in order; none refuses the drop. Items whose identity the data
    ///     already has refuse it too (``ListEditError/itemExists(_:offset:row:)``).
    /// - Complexity: O(1); each drop the diff's O(*n* + *s*).
    public func acceptDrops(
        of types: [NSPasteboard.PasteboardType],
        items: @escaping @MainActor (any NSDraggingInfo) -> [Decorator.Data]
    ) {
        adapter.drops.types = types
        adapter.drops.items = types.isEmpty ? nil : items
        adapter.registerDraggedTypes()
    }
}
#endif

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Selection that follows items: the handler keeps the identities of the selected items and, after
// every edit's batches and every reload, selects their rows wherever they now are on screen.

extension ListHandler {
    /// The identities of the selected items.
    ///
    /// Selection is kept by identity, not by index path: an item that moves stays selected at its new
    /// place, through every edit and `apply`, and an item that leaves the data leaves the selection.
    ///
    /// ```swift
    /// handler.select(id: "ada")
    /// try handler.apply(shuffled)
    /// handler.selectedIDs // ["ada"], shown selected wherever Ada now is
    /// ```
    public var selectedIDs: Set<Decorator.ID> {
        engine.adoptViewSelection()
        return selection.ids
    }

    /// The selected items, in the order of ``data``.
    ///
    /// ```swift
    /// let chosen = handler.selectedItems.map(\.name)
    /// ```
    ///
    /// - Complexity: O(*n*) for *n* rows when something is selected, O(1) otherwise.
    public var selectedItems: [Decorator.Data] {
        engine.adoptViewSelection()
        guard !selection.isEmpty else { return [] }
        var items: [Decorator.Data] = []
        for section in engine.data.sections {
            for item in section.items where selection.contains(item) { items.append(item) }
        }
        return items
    }

    /// Whether the item of identity `id` is selected.
    ///
    /// ```swift
    /// handler.isSelected(id: ada.id)
    /// ```
    ///
    /// - Parameter id: An identity (``CellDecorator/id(of:)``).
    /// - Returns: Whether it is selected.
    public func isSelected(id: Decorator.ID) -> Bool { selectedIDs.contains(id) }

    /// Selects the item of identity `id` and shows its row selected, without animation or scrolling.
    /// When the view allows a single selection (UIKit's default), it replaces the selection. An item
    /// not yet on screen (its insert still queued) is shown selected when its row appears.
    ///
    /// Like `selectRow(at:animated:scrollPosition:)`, this neither calls ``onSelect`` nor
    /// ``onSelectionChange``: you know what you selected.
    ///
    /// ```swift
    /// handler.select(id: "ada") // [0, 2], or nil when no item has that identity
    /// ```
    ///
    /// - Parameter id: An identity (``CellDecorator/id(of:)``).
    /// - Returns: The item's index path in ``data``, or `nil` (and nothing changes) when no item has it.
    /// - Complexity: That of ``indexPath(forID:)`` to find the item, plus showing the selection.
    @discardableResult
    public func select(id: Decorator.ID) -> IndexPath? {
        guard let path = indexPath(forID: id) else { return nil }
        engine.adoptViewSelection()
        if engine.allowsMultipleSelection { selection.ids.insert(id) } else { selection.ids = [id] }
        engine.showSelection()
        return path
    }

    /// Selects `item` by its identity; see ``select(id:)``.
    ///
    /// ```swift
    /// handler.select(item: ada)
    /// ```
    ///
    /// - Parameter item: An item; only its identity matters.
    /// - Returns: The index path of the item of that identity in ``data``, or `nil` when there is none.
    /// - Complexity: That of ``indexPath(forID:)``, plus showing the selection.
    @discardableResult
    public func select(item: Decorator.Data) -> IndexPath? {
        select(id: Decorator.id(of: item))
    }

    /// Deselects the item of identity `id` (nothing happens when it was not selected), without animation
    /// and without calling ``onDeselect`` or ``onSelectionChange``.
    ///
    /// ```swift
    /// handler.deselect(id: "ada")
    /// ```
    ///
    /// - Parameter id: An identity.
    /// - Complexity: O(*n*) for the shown rows when something stays selected, else O(*p*) for the
    ///   view's selected paths.
    public func deselect(id: Decorator.ID) {
        engine.adoptViewSelection()
        guard selection.ids.remove(id) != nil else { return }
        engine.showSelection()
    }

    /// Deselects `item` by its identity; see ``deselect(id:)``.
    ///
    /// ```swift
    /// handler.deselect(item: ada)
    /// ```
    ///
    /// - Parameter item: An item; only its identity matters.
    /// - Complexity: That of ``deselect(id:)``.
    public func deselect(item: Decorator.Data) {
        deselect(id: Decorator.id(of: item))
    }

    /// Deselects every item, without animation and without calling ``onSelectionChange``.
    ///
    /// ```swift
    /// handler.deselectAll()
    /// ```
    ///
    /// - Complexity: O(*p*) for the view's selected paths.
    public func deselectAll() {
        selection.ids = []
        engine.showSelection()
    }

    /// Called when the selection changes without your asking: the user selected or deselected a row,
    /// or an edit (or `apply`) removed selected items. Receives the selected identities.
    ///
    /// ```swift
    /// handler.onSelectionChange = { ids in toolbar.isEnabled = !ids.isEmpty }
    /// ```
    public var onSelectionChange: ((Set<Decorator.ID>) -> Void)? {
        get { selection.onChange }
        set { selection.onChange = engine.callbacks.gated(newValue) }
    }

    /// Called when the user deselects a row (a tap in multiple selection, or another row chosen in
    /// single selection), with its item and its index path on screen.
    ///
    /// ```swift
    /// handler.onDeselect = { person, _ in print("no longer", person) }
    /// ```
    public var onDeselect: ((Decorator.Data, IndexPath) -> Void)? {
        get { selection.onDeselect }
        set { selection.onDeselect = newValue }
    }

    /// The user selected `item`, shown at `indexPath`: it joins the selection (replacing it under single
    /// selection) and ``onSelectionChange`` is told.
    func userSelected(_ item: Decorator.Data, at indexPath: IndexPath) {
        guard engine.dataIndexPath(forDisplayed: indexPath) != nil else {
            engine.showSelection()
            return
        }
        let before = selection.ids
        engine.adoptViewSelection()  // takes in the tap, and anything deselected directly before it
        let id = Decorator.id(of: item)
        if engine.allowsMultipleSelection { selection.ids.insert(id) } else { selection.ids = [id] }
        if selection.ids != before { selection.onChange?(selection.ids) }
    }

    /// Deselection: the user deselected the row the view shows at `indexPath`. Its item leaves the
    /// selection, then ``onDeselect`` and ``onSelectionChange`` are called.
    ///
    /// ```swift
    /// handler.didDeselectItem(at: indexPath) // tableView(_:didDeselectRowAt:)
    /// ```
    ///
    /// - Complexity: O(1) plus the closures.
    @_spi(Binding) public func didDeselectItem(at indexPath: IndexPath) {
        guard let item = engine.displayedData.shownItem(at: indexPath) else { return }
        let before = selection.ids
        engine.adoptViewSelection()
        selection.ids.remove(Decorator.id(of: item))
        selection.onDeselect?(item, indexPath)
        if selection.ids != before { selection.onChange?(selection.ids) }
    }
}

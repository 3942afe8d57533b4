#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Actions from inside cells (a like button, a toggle), by identity: each configured cell that adopts
// `ActionSendingCell` gets a sender naming its item's identity; an action finds the item where it is
// when the user acts, so edits in between never make it name another row.

extension ListHandler {
    /// Told when a control inside a cell sends an action (``ActionSendingCell``), with the item the cell
    /// shows, as it is in ``data`` now. An action from a cell whose item has left the data (a stale
    /// cell, still animating out) is dropped.
    ///
    /// ```swift
    /// handler.onCellAction = { action, post in
    ///     if action == "like" { try? handler.upsert([post.liked()]) }
    /// }
    /// ```
    public var onCellAction: ((CellAction, Decorator.Data) -> Void)? {
        get { cellActionHandler }
        set { cellActionHandler = newValue }
    }
}

@_spi(Binding)
extension ListHandler {
    /// Gives `cell` its ``CellActions`` for `item` when it adopts ``ActionSendingCell``: call it before
    /// the decorator updates the cell, each time the cell is configured.
    ///
    /// ```swift
    /// handler.prepareCell(cell, for: item)
    /// Decorator.update(cell, with: item)
    /// ```
    ///
    /// - Parameters:
    ///   - cell: The dequeued cell.
    ///   - item: The item it is about to show.
    public func prepareCell(_ cell: Any, for item: Decorator.Data) {
        guard let cell = cell as? any ActionSendingCell else { return }
        let id = Decorator.id(of: item)
        cell.cellActions = CellActions { [weak self] action in self?.cellSent(action, id: id) }
    }

    /// A cell showing the item of identity `id` sent `action`.
    func cellSent(_ action: CellAction, id: Decorator.ID) {
        guard let onCellAction = cellActionHandler, let item = item(withID: id) else { return }
        onCellAction(action, item)
    }
}

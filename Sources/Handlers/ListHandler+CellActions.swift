#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Actions from inside cells (a like button, a toggle), by identity: each configured cell that adopts
// `ActionSendingCell` gets a sender naming its item's identity (any cell, a SwiftUI one included, can
// read it while it is configured); an action finds the item where it is when the user acts, so edits in
// between never make it name another row.

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
    /// Configures `cell` for `item`: runs `update` (the decorator's) with the item's ``CellActions``
    /// given to the cell when it adopts ``ActionSendingCell``, and readable as
    /// ``CellActions/ofCellBeingConfigured`` while `update` runs (a SwiftUI cell puts it in its view's
    /// environment). Call it each time the cell is configured.
    ///
    /// ```swift
    /// handler.configureCell(cell, for: item) { Decorator.update(cell, with: item) }
    /// ```
    ///
    /// - Parameters:
    ///   - cell: The dequeued cell.
    ///   - item: The item it is about to show.
    ///   - update: Shows `item` in `cell`.
    public func configureCell(_ cell: Any, for item: Decorator.Data, update: () -> Void) {
        let id = Decorator.id(of: item)
        let actions = CellActions { [weak self] action in self?.cellSent(action, id: id) }
        (cell as? any ActionSendingCell)?.cellActions = actions
        let outer = CellActions.ofCellBeingConfigured
        CellActions.ofCellBeingConfigured = actions
        defer { CellActions.ofCellBeingConfigured = outer }
        update()
    }

    /// Configures `cell`, dequeued with `reuseIdentifier`, for `item` with the decorator (see
    /// ``configureCell(_:for:update:)``).
    ///
    /// ```swift
    /// handler.configureCell(cell, for: item, reuseIdentifier: registration.reuseIdentifier)
    /// ```
    ///
    /// - Parameters:
    ///   - cell: The dequeued cell.
    ///   - item: The item it is about to show.
    ///   - reuseIdentifier: The identifier it was dequeued with, named when it is not the decorator's cell.
    public func configureCell(_ cell: AnyObject, for item: Decorator.Data, reuseIdentifier: String) {
        configureCell(cell, for: item) { Decorator.updateCell(cell, with: item, reuseIdentifier: reuseIdentifier) }
    }

    /// A cell showing the item of identity `id` sent `action`.
    func cellSent(_ action: CellAction, id: Decorator.ID) {
        guard let onCellAction = cellActionHandler, let item = item(withID: id) else { return }
        onCellAction(action, item)
    }
}

@_spi(Binding)
extension CellActions {
    /// The actions of the cell a handler is configuring right now (see
    /// ``ListHandler/configureCell(_:for:update:)``), for any cell, adopting ``ActionSendingCell`` or
    /// not; `nil` outside a handler's configuration.
    ///
    /// ```swift
    /// static func update(_ cell: UITableViewCell, with post: Post) {
    ///     let actions = CellActions.ofCellBeingConfigured
    /// }
    /// ```
    public internal(set) static var ofCellBeingConfigured: CellActions?
}

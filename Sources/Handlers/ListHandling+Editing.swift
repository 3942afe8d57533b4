#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The callbacks a UIKit binding forwards from its data source and delegate. Index paths here are the
// view's own (those of `ListEngine.displayedData`), which may lag behind `data` while batches animate.

extension ListHandling {
    /// Swipe to delete: removes the row the view shows at `indexPath` through the engine, animated, so
    /// data and view stay consistent. Call from `tableView(_:commit:forRowAt:)` (UIKit has animated
    /// nothing yet). Does nothing when the row is already gone.
    ///
    /// ```swift
    /// func tableView(_ t: UITableView, commit style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    ///     if style == .delete { commitDelete(at: indexPath) }
    /// }
    /// ```
    ///
    /// - Parameter indexPath: The swiped row, as the view knows it.
    /// - Complexity: O(*n*).
    public func commitDelete(at indexPath: IndexPath) {
        guard let path = engine.dataIndexPath(forDisplayed: indexPath) else { return }
        try? removeItems(at: [path])
    }

    /// Interactive reorder: the view has ALREADY moved the row from `source` to `destination` (across
    /// sections too), so only the data changes, with no batch. Call from
    /// `tableView(_:moveRowAt:to:)` / `collectionView(_:moveItemAt:to:)`.
    ///
    /// ```swift
    /// func tableView(_ t: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
    ///     moveRow(from: source, to: destination)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - source: Where the row was.
    ///   - destination: Where the view shows it now.
    /// - Complexity: O(*n*) for the two sections' items.
    public func moveRow(from source: IndexPath, to destination: IndexPath) {
        engine.recordDisplayedMove(from: source, to: destination)
    }

    /// Whether the row at `indexPath` may be edited: ``canEdit`` for its item, `false` when unset or
    /// for an invalid path. For `tableView(_:canEditRowAt:)`.
    ///
    /// ```swift
    /// func tableView(_ t: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEditItem(at: indexPath) }
    /// ```
    ///
    /// - Parameter indexPath: A row as the view knows it.
    /// - Returns: Whether it may be edited.
    /// - Complexity: O(1) plus the closure.
    public func canEditItem(at indexPath: IndexPath) -> Bool {
        guard let item = engine.displayedItem(at: indexPath), let canEdit = engine.canEdit else { return false }
        return canEdit(item, indexPath)
    }

    /// Whether the row at `indexPath` may be reordered: ``canMove`` for its item, `false` when unset or
    /// for an invalid path. For `tableView(_:canMoveRowAt:)`.
    ///
    /// ```swift
    /// func tableView(_ t: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMoveItem(at: indexPath) }
    /// ```
    ///
    /// - Parameter indexPath: A row as the view knows it.
    /// - Returns: Whether it may be moved.
    /// - Complexity: O(1) plus the closure.
    public func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let item = engine.displayedItem(at: indexPath), let canMove = engine.canMove else { return false }
        return canMove(item, indexPath)
    }

    /// Selection: calls ``onSelect`` with the item the view shows at `indexPath`. For
    /// `tableView(_:didSelectRowAt:)`.
    ///
    /// ```swift
    /// func tableView(_ t: UITableView, didSelectRowAt indexPath: IndexPath) { didSelectItem(at: indexPath) }
    /// ```
    ///
    /// - Parameter indexPath: The selected row, as the view knows it.
    /// - Complexity: O(1) plus the closure.
    public func didSelectItem(at indexPath: IndexPath) {
        guard let item = engine.displayedItem(at: indexPath) else { return }
        engine.onSelect?(item, indexPath)
    }
}

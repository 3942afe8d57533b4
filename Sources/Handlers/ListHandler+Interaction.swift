#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// What a view binding forwards from its data source and delegate. Index paths here are the view's own
// (those of the engine's displayed data), which may lag behind `data` while batches animate.

extension ListHandler {
    /// Swipe to delete: removes the row the view shows at `indexPath`, animated. Does nothing when the
    /// row is already gone from the data.
    ///
    /// - Complexity: O(1) to find the row when the view is up to date, O(*n*) while batches animate.
    func commitDelete(at indexPath: IndexPath) {
        guard let path = engine.dataIndexPath(forDisplayed: indexPath) else { return }
        try? removeItems(at: [path])
    }

    /// Interactive reorder: the view has already moved the row from `source` to `destination`, so only
    /// the data changes, with no batch.
    ///
    /// - Complexity: O(*n*) for the two sections' rows.
    func moveRow(from source: IndexPath, to destination: IndexPath) {
        engine.recordDisplayedMove(from: source, to: destination)
    }

    /// Whether the row shown at `indexPath` may be deleted by a swipe: ``canEdit`` for its item, `false`
    /// when ``canEdit`` is `nil` or the path is invalid.
    ///
    /// - Complexity: O(1) plus the closure.
    func canEditItem(at indexPath: IndexPath) -> Bool {
        guard let item = engine.displayedData.shownItem(at: indexPath), let canEdit else { return false }
        return canEdit(item, indexPath)
    }

    /// Whether the row shown at `indexPath` may be reordered: ``canMove`` for its item, `false` when
    /// ``canMove`` is `nil` or the path is invalid.
    ///
    /// - Complexity: O(1) plus the closure.
    func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let item = engine.displayedData.shownItem(at: indexPath), let canMove else { return false }
        return canMove(item, indexPath)
    }

    /// Selection: the user selected the row the view shows at `indexPath`. Its item joins the
    /// selection (ListHandler+Selection.swift), then ``onSelect`` is called with it.
    ///
    /// - Complexity: O(1) when the view is up to date, O(*n*) while batches animate, plus the closure.
    func didSelectItem(at indexPath: IndexPath) {
        guard let item = engine.displayedData.shownItem(at: indexPath) else { return }
        userSelected(item, at: indexPath)
        onSelect?(item, indexPath)
    }
}

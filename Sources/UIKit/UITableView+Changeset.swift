#if canImport(UIKit)
import UIKit

extension UITableView {
    /// Hands every operation of `changeset` to the table: section deletes, inserts, moves and reloads,
    /// then row deletes, inserts, moves and reloads. Call it inside `performBatchUpdates`, right after
    /// switching the data source to the data after the batch.
    ///
    /// ```swift
    /// tableView.performBatchUpdates({
    ///     dataSource.data = new
    ///     tableView.apply(changes)
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - changeset: The batch, in UIKit's index spaces (see ``Changeset``).
    ///   - animation: The animation for inserted, deleted and reloaded rows and sections.
    /// - Complexity: O(*k*) for *k* operations, plus UIKit's work.
    func apply(_ changeset: Changeset, animation: UITableView.RowAnimation = .automatic) {
        if !changeset.sectionDeletes.isEmpty { deleteSections(IndexSet(changeset.sectionDeletes), with: animation) }
        if !changeset.sectionInserts.isEmpty { insertSections(IndexSet(changeset.sectionInserts), with: animation) }
        for move in changeset.sectionMoves { moveSection(move.from, toSection: move.to) }
        if !changeset.sectionReloads.isEmpty { reloadSections(IndexSet(changeset.sectionReloads), with: animation) }
        if !changeset.itemDeletes.isEmpty { deleteRows(at: changeset.itemDeletes, with: animation) }
        if !changeset.itemInserts.isEmpty { insertRows(at: changeset.itemInserts, with: animation) }
        for move in changeset.itemMoves { moveRow(at: move.from, to: move.to) }
        if !changeset.itemReloads.isEmpty { reloadRows(at: changeset.itemReloads, with: animation) }
    }
}
#endif

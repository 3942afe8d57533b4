#if canImport(UIKit)
import UIKit

extension UICollectionView {
    /// Hands every operation of `changeset` to the collection view: section deletes, inserts, moves
    /// and reloads, then item deletes, inserts, moves and reloads. Call it inside
    /// `performBatchUpdates`, right after switching the data source to the data after the batch.
    ///
    /// ```swift
    /// collectionView.performBatchUpdates({
    ///     dataSource.data = new
    ///     collectionView.apply(changes)
    /// })
    /// ```
    ///
    /// - Parameter changeset: The batch, in UIKit's index spaces (see ``Changeset``).
    /// - Complexity: O(*k*) for *k* operations, plus UIKit's work.
    func apply(_ changeset: Changeset) {
        if !changeset.sectionDeletes.isEmpty { deleteSections(IndexSet(changeset.sectionDeletes)) }
        if !changeset.sectionInserts.isEmpty { insertSections(IndexSet(changeset.sectionInserts)) }
        for move in changeset.sectionMoves { moveSection(move.from, toSection: move.to) }
        if !changeset.sectionReloads.isEmpty { reloadSections(IndexSet(changeset.sectionReloads)) }
        if !changeset.itemDeletes.isEmpty { deleteItems(at: changeset.itemDeletes) }
        if !changeset.itemInserts.isEmpty { insertItems(at: changeset.itemInserts) }
        for move in changeset.itemMoves { moveItem(at: move.from, to: move.to) }
        if !changeset.itemReloads.isEmpty { reloadItems(at: changeset.itemReloads) }
    }
}
#endif

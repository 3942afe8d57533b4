#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The empty state follows what the view shows (``ListEngine/displayedData``), not ``ListEngine/data``:
// while a batch that removes the last rows is queued, the rows are still on screen and the empty state
// stays hidden; it appears with the batch that removes them, and leaves with the batch that shows the
// first insert.

extension ListEngine {
    /// Whether the view shows no item at all (sections without rows count as empty).
    var isShowingNoItems: Bool { displayedData.itemCount == 0 }

    /// Tells the view (and ``onEmptyStateChange``) to show or hide its empty state when whether it
    /// shows any item changed since it was last told, or it was never told.
    func showEmptyState() {
        guard let view else { return }
        let empty = isShowingNoItems
        guard empty != isEmptyStateShown else { return }
        isEmptyStateShown = empty
        view.setEmptyStateShown(empty)
        onEmptyStateChange?(empty)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Changeset {
    /// Whether the batch inserts, deletes or moves a section or a row at or above `path`: whether the
    /// row the view shows at `path` (before the batch) may move on screen. Deletes and the sources of
    /// moves are compared in the old index space, inserts and the destinations of moves in the new one,
    /// both with `path`: an insert just below a row deleted above it may count, never the other way round
    /// (no change above `path` is missed). Reloads move nothing.
    ///
    /// - Parameter path: A row of the view, before the batch.
    /// - Returns: `true` when a change at or above `path` may move it.
    /// - Complexity: O(*k*) for *k* operations.
    func changesRows(atOrAbove path: IndexPath) -> Bool {
        let section = path[0]
        func atOrAbove(_ other: IndexPath) -> Bool {
            other[0] < section || (other[0] == section && other[1] <= path[1])
        }
        return sectionDeletes.contains { $0 <= section } || sectionInserts.contains { $0 <= section }
            || sectionMoves.contains { $0.from <= section || $0.to <= section }
            || itemDeletes.contains(where: atOrAbove) || itemInserts.contains(where: atOrAbove)
            || itemMoves.contains { atOrAbove($0.from) || atOrAbove($0.to) }
    }
}

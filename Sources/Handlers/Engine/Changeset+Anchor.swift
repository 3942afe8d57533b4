#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Changeset {
    /// Whether the batch inserts, deletes or moves a section or a row at or above `path`: whether the
    /// row the view shows at `path` (before the batch) may move on screen.
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

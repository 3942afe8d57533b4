#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Headers and footers that show their section's rows (a count, the first name): when the view says it
// has such views (`BatchUpdatableView.supplementaryViewsShowRows`), the sections whose rows a batch
// changes have their headers and footers refreshed after it, as sections whose model changed do. UIKit
// asks for them only when a section is loaded, so without this a "3 people" footer stays at 3.

extension ListEngine {
    /// The kinds, in `old`, of the sections `changeset` deletes rows from or moves rows out of.
    static func kindsLosingRows(_ changeset: Changeset, in old: SectionedData<Item>) -> Set<Kind> {
        var kinds = Set<Kind>()
        for path in changeset.itemDeletes where old.sections.indices.contains(path.section) {
            kinds.insert(old.sections[path.section].kind)
        }
        for move in changeset.itemMoves where old.sections.indices.contains(move.from.section) {
            kinds.insert(old.sections[move.from.section].kind)
        }
        return kinds
    }

    /// The sections of `new` whose rows changed: rows inserted, moved in or updated (`updated`, paths
    /// of `new`), and the sections of `losing` (kinds that lost rows), found by kind.
    static func sectionsWithChangedRows(
        _ changeset: Changeset, updated: [IndexPath], losing: Set<Kind>, in new: SectionedData<Item>
    ) -> [Int] {
        var sections = Set<Int>()
        for path in changeset.itemInserts { sections.insert(path.section) }
        for move in changeset.itemMoves { sections.insert(move.to.section) }
        for path in updated { sections.insert(path.section) }
        for kind in losing { if let index = new.firstIndex(of: kind) { sections.insert(index) } }
        return sections.filter { new.sections.indices.contains($0) }.sorted()
    }

    /// `sections` and `more`, sorted, each once.
    static func merging(_ sections: [Int], _ more: [Int]) -> [Int] {
        more.isEmpty ? sections : Array(Set(sections + more)).sorted()
    }
}

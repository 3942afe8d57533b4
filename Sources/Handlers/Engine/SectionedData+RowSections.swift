@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Headers and footers that show their section's rows (a count, the first name): when the view says it
// has such views (`BatchUpdatableView.supplementaryViewsShowRows`), the sections whose rows a batch
// changes have their headers and footers refreshed after it, as sections whose model changed do. UIKit
// asks for them only when a section is loaded, so without this a "3 people" footer stays at 3.

extension SectionedData {
    /// The kinds, in `old`, of the sections `changeset` deletes rows from or moves rows out of.
    static func kindsLosingRows(_ changeset: Changeset, in old: SectionedData<Item>) -> Set<Kind> {
        kinds(of: changeset.itemDeletes + changeset.itemMoves.map(\.from), in: old)
    }

    /// The kinds, in `new`, of the sections `changeset` inserts rows into or moves rows into.
    static func kindsGainingRows(_ changeset: Changeset, in new: SectionedData<Item>) -> Set<Kind> {
        kinds(of: changeset.itemInserts + changeset.itemMoves.map(\.to), in: new)
    }

    static func kinds(of paths: [IndexPath], in data: SectionedData<Item>) -> Set<Kind> {
        var kinds = Set<Kind>()
        for path in paths where data.sections.indices.contains(path.sectionIndex) {
            kinds.insert(data.sections[path.sectionIndex].kind)
        }
        return kinds
    }

    /// `sections` and the indices in `data` of the sections of `kinds`, sorted, each once.
    static func merging(_ sections: [Int], kinds: Set<Kind>, in data: SectionedData<Item>) -> [Int] {
        guard !kinds.isEmpty else { return sections }
        let more = kinds.compactMap { data.firstIndex(of: $0) }
        return Array(Set(sections + more)).sorted()
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One edit of a handler's data, ready for the engine: the batch that shows it, the rows whose content
/// changed in place, the sections whose model changed, and how to turn the data before it into the data after it.
///
/// Every edit but `apply` (adds, inserts, removals, upserts, moves, section inserts and removals,
/// swipe to delete) is built by ``EditBuilder`` into one of these; `apply` gives the diff's stages
/// instead. The change is a mutation rather than a new value, so when the view is idle the engine runs
/// it on the data in place inside the batch's `updates`: an append of *k* rows to *n* costs O(*k*),
/// not a copy of the *n* rows.
struct Edit<Item> {
    /// The batch, without reloads (deletes in the old index space, inserts in the new one).
    var changeset: Changeset
    /// Old paths of the rows updated in place (where a reload in this batch would name them).
    var updatedBefore: [IndexPath]
    /// New paths of the same rows, in the same order (where they are reconfigured after the batch).
    var updatedAfter: [IndexPath]
    /// New indices of the kept sections whose model changed (ascending): their headers and footers are
    /// refreshed after the batch.
    var updatedSections: [Int] = []
    /// The number of items in each section after the edit.
    var counts: [Int]
    /// Turns the data before the edit into the data after it.
    var mutate: (inout SectionedData<Item>) -> Void
    /// Items that leave the data (their identities leave the index).
    var removed: [Item]
    /// Items that enter the data.
    var added: [Item]

    /// Which sections are collapsed after the edit, when it collapses or expands some (`nil`: surviving
    /// sections keep their state and inserted ones are expanded).
    var collapsedAfter: [Bool]? = nil

    /// Appends `items` to the end of section `section` of `data`: the edit ``EditBuilder`` builds for
    /// `insert(items, inSection: section, before: count)` alone, without its general bookkeeping (a
    /// single-row append is the most frequent edit, and often one of many in a row).
    ///
    /// - Complexity: O(*s* + *k*) for *k* items.
    /// `append` adds rows to a section (``IdentityIndex/appendRows``, specialised for the item type).
    static func appending(
        _ items: [Item], toSection section: Int, of data: SectionedData<Item>,
        append: @escaping (inout SectionedData<Item>, Int, [Item]) -> Void
    ) -> Edit {
        var counts = data.itemCounts
        let start = counts[section]
        counts[section] += items.count
        var inserts: [IndexPath] = []
        inserts.reserveCapacity(items.count)
        for row in 0..<items.count { inserts.append(IndexPath(section: section, item: start + row)) }
        return Edit(
            changeset: Changeset(itemInserts: inserts), updatedBefore: [], updatedAfter: [], counts: counts,
            mutate: { append(&$0, section, items) }, removed: [], added: items)
    }

    /// Whether the edit changes nothing at all.
    var isEmpty: Bool {
        changeset.isEmpty && updatedAfter.isEmpty && updatedSections.isEmpty && collapsedAfter == nil
    }
}

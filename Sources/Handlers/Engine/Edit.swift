@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One edit of a handler's data, ready for the engine: the batch that shows it, the rows whose content
/// changed in place, the sections whose model changed, and how to turn the data before it into the data after it.
struct Edit<Item> {
    var changeset: Changeset
    /// The rows updated in place: each one's old path (where a reload in this batch would name it) and new.
    var updated: [(before: IndexPath, after: IndexPath)]
    var updatedSections: [Int] = []
    var counts: [Int]
    var mutate: (inout SectionedData<Item>) -> Void
    var removed: [Item]
    var added: [Item]
    var addedKinds: [Kind] = []

    var collapsedAfter: [Bool]? = nil
    /// Set by ``appending(_:toSection:of:append:)``: rows added at the end of one section, nothing else.
    var isAppend = false

    /// An append without ``EditBuilder``'s general bookkeeping: a single-row append is the most frequent
    /// edit, and often one of many in a row.
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
            changeset: Changeset(itemInserts: inserts), updated: [], counts: counts,
            mutate: { append(&$0, section, items) }, removed: [], added: items, isAppend: true)
    }

    var isEmpty: Bool {
        changeset.isEmpty && updated.isEmpty && updatedSections.isEmpty && collapsedAfter == nil
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListEngine where Item: Equatable {
    /// Removes every row matching one of `items` (same identity, or `==` for items with none) in one
    /// batch; the body of ``ListHandling/removeData(_:animated:)``.
    ///
    /// - Returns: The items of `items` that matched no row, in their order.
    /// - Complexity: O(*n* + *s* + *k*) expected with an identity; O(*n* · *k*) without.
    func remove(matching items: [Item], animated: Bool) -> [Item] {
        guard !items.isEmpty else { return [] }
        let (doomed, absent) = Self.rows(matching: items, in: data, indexing: indexing)
        commitRemoval(of: doomed, animated: animated)
        return absent
    }

    /// The rows of `data` matching `items`, by section (ascending), and the items that matched none.
    /// One typed dictionary of the identities, one pass over the rows, nothing allocated per row.
    nonisolated private static func rows(
        matching items: [Item], in data: SectionedData<Item>, indexing: IdentityIndexing<Item>?
    ) -> (doomed: [[Int]], absent: [Item]) {
        var doomed = [[Int]](repeating: [], count: data.numberOfSections)
        var absent: [Item] = []
        var found = [Bool](repeating: false, count: items.count)
        if let indexing {
            let firstOffsets = indexing.matchRows(of: items, in: data) { section, item, offset in
                doomed[section].append(item)
                found[offset] = true
            }
            for offset in items.indices where !found[firstOffsets[offset]] { absent.append(items[offset]) }
            return (doomed, absent)
        }
        for (section, content) in data.sections.enumerated() {
            for (index, item) in content.items.enumerated() {
                var hit = false
                for (offset, candidate) in items.enumerated() where candidate == item {
                    found[offset] = true
                    hit = true
                }
                if hit { doomed[section].append(index) }
            }
        }
        for offset in items.indices where !found[offset] { absent.append(items[offset]) }
        return (doomed, absent)
    }
}

extension ListEngine {
    /// Removes, from each section of ``data``, the rows at the offsets `doomed[section]` (ascending,
    /// no repeats), in one batch whose deletes are in the old index space; does nothing when there are
    /// none.
    ///
    /// - Complexity: O(*n* + *s*) for the touched sections' items.
    func commitRemoval(of doomed: [[Int]], animated: Bool) {
        let (newData, deletes) = Self.removing(doomed, from: data)
        guard !deletes.isEmpty else { return }
        commit(newData, changeset: Changeset(itemDeletes: deletes), animated: animated)
    }

    /// `data` without the rows `doomed[section]`, and their paths. Kept rows are copied in runs (one
    /// bulk copy each), never one by one.
    nonisolated private static func removing(
        _ doomed: [[Int]], from data: SectionedData<Item>
    ) -> (data: SectionedData<Item>, deletes: [IndexPath]) {
        var sections = data.sections
        var deletes: [IndexPath] = []
        var total = 0
        for rows in doomed { total += rows.count }
        deletes.reserveCapacity(total)
        for section in doomed.indices where !doomed[section].isEmpty {
            let rows = doomed[section]
            let old = sections[section].items
            for row in rows { deletes.append(IndexPath(section: section, item: row)) }
            sections[section].items = [Item](unsafeUninitializedCapacity: old.count - rows.count) { kept, count in
                old.withUnsafeBufferPointer { old in
                    // Each run of kept rows is one bulk copy.
                    var start = 0
                    for end in rows + [old.count] {
                        if end > start, let source = old.baseAddress, let target = kept.baseAddress {
                            (target + count).initialize(from: source + start, count: end - start)
                            count += end - start
                        }
                        start = end + 1
                    }
                }
            }
        }
        return (SectionedData(sections), deletes)
    }
}

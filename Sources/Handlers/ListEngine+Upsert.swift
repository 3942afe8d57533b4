#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListEngine where Item: Updatable {
    /// Updates the rows matching `items` in place and appends the others, in one batch; the body of
    /// ``ListHandling/upsert(_:toSection:animated:)``.
    ///
    /// - Throws: ``DuplicateError`` when `items` repeats an identity under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s* + *k*) expected with an identity; O(*n* · *k* + *k*²) without.
    func upsert(_ items: [Item], toSection kind: Kind?, animated: Bool) throws {
        guard !items.isEmpty else { return }
        let edit = try Self.upserting(
            items, into: data, toSection: kind, indexing: indexing, policy: duplicatePolicy,
            reconfiguring: reconfiguresUpdatedItems)
        guard !edit.changeset.isEmpty || !edit.reconfigure.isEmpty else { return }
        commit(edit.data, changeset: edit.changeset, reconfiguring: edit.reconfigure, animated: animated)
    }

    /// The data, batch and rows to reconfigure of an upsert. Off the main actor's isolation so that its
    /// closures need no executor check per call.
    ///
    /// One typed dictionary of the incoming identities and one pass over the rows find the first row
    /// of each, in row order; only the *k* changed rows are then written into a copy of the data, and
    /// the new items appended.
    nonisolated private static func upserting(
        _ items: [Item], into data: SectionedData<Item>, toSection kind: Kind?, indexing: IdentityIndexing<Item>?,
        policy: DuplicatePolicy, reconfiguring: Bool
    ) throws -> (data: SectionedData<Item>, changeset: Changeset, reconfigure: [IndexPath]) {
        // The first row of each identity, by the offset of its first incoming item (-1: none), and the
        // matched offsets in row order.
        var rowSection = [Int](repeating: -1, count: items.count)
        var rowItem = [Int](repeating: -1, count: items.count)
        var matched: [Int] = []
        let firstOffsets: [Int]
        if let indexing {
            firstOffsets = indexing.matchRows(of: items, in: data) { section, item, offset in
                if rowSection[offset] < 0 {
                    rowSection[offset] = section
                    rowItem[offset] = item
                    matched.append(offset)
                }
            }
        } else {
            firstOffsets = items.map { items.firstIndex(of: $0)! }
        }

        // Duplicates among `items`, following the policy.
        var lastOffsets = Array(items.indices)
        switch policy {
        case .reject:
            if let offset = firstOffsets.indices.first(where: { firstOffsets[$0] != $0 }) {
                throw DuplicateError(
                    .item(
                        String(describing: items[offset]), first: IndexPath(section: 0, item: firstOffsets[offset]),
                        duplicate: IndexPath(section: 0, item: offset)))
            }
        case .keepFirst:
            break
        case .keepLast:
            for (offset, first) in firstOffsets.enumerated() { lastOffsets[first] = offset }
        }
        if indexing == nil {
            for offset in items.indices where firstOffsets[offset] == offset {
                let value = items[lastOffsets[offset]]
                guard let path = data.indexPaths.first(where: { data[$0] == value }) else { continue }
                rowSection[offset] = path[0]
                rowItem[offset] = path[1]
                matched.append(offset)
            }
            matched.sort { (rowSection[$0], rowItem[$0]) < (rowSection[$1], rowItem[$1]) }
        }

        // Matched rows take the incoming content, in row order; only changed ones count.
        var sections = data.sections
        var changeset = Changeset()
        var updated: [IndexPath] = []
        for offset in matched {
            let (section, item) = (rowSection[offset], rowItem[offset])
            var row = data.sections[section].items[item]
            row.update(from: items[lastOffsets[offset]])
            if row != data.sections[section].items[item] {
                sections[section].items[item] = row
                updated.append(IndexPath(section: section, item: item))
            }
        }
        var reconfigure: [IndexPath] = []
        if reconfiguring { reconfigure = updated } else { changeset.itemReloads = updated }

        // The others are appended, in their order.
        var fresh: [Item] = []
        for offset in items.indices where firstOffsets[offset] == offset && rowSection[offset] < 0 {
            fresh.append(items[lastOffsets[offset]])
        }
        if !fresh.isEmpty {
            if let kind, let target = data.firstIndex(of: kind) {
                append(fresh, to: target, of: &sections, changeset: &changeset)
            } else if kind != nil || sections.isEmpty {
                changeset.sectionInserts.append(sections.count)
                sections.append(Section(kind: kind ?? .default, items: fresh))
            } else {
                append(fresh, to: sections.count - 1, of: &sections, changeset: &changeset)
            }
        }
        return (SectionedData(sections), changeset, reconfigure)
    }

    /// Appends `fresh` to `sections[target]`, recording the inserts (new index space).
    nonisolated private static func append(
        _ fresh: [Item], to target: Int, of sections: inout [Section<Item>], changeset: inout Changeset
    ) {
        let start = sections[target].items.count
        sections[target].items.append(contentsOf: fresh)
        changeset.itemInserts.reserveCapacity(fresh.count)
        for item in start..<start + fresh.count { changeset.itemInserts.append(IndexPath(section: target, item: item)) }
    }
}

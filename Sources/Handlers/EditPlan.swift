#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The new data of an edit described by where each row comes from, so the batch follows exactly:
/// rows kept from the old data (in their old order), rows updated in place, and inserted rows.
///
/// Edits that never reorder surviving rows (adds, inserts, removals, upserts, section inserts and
/// removals) build one of these; ``build(reconfiguring:)`` then yields the new data and a changeset
/// whose deletes and reloads are in the old index space and whose inserts and reconfigures are in the
/// new one, by construction, so no edit ever removes while scanning.
struct EditPlan<Item> {
    enum Source {
        /// The old row at this index of the section's old items, unchanged.
        case kept(Int)
        /// The old row at this index, with new content.
        case updated(Int)
        /// A new row.
        case inserted
    }

    struct Entry {
        var source: Source
        var item: Item
    }

    struct SectionPlan {
        var kind: Kind
        /// The section's index in the old data; `nil` for an inserted section.
        var oldIndex: Int?
        /// The rows; `nil` while the section is untouched (all old rows kept).
        var entries: [Entry]?
    }

    let old: SectionedData<Item>
    var sections: [SectionPlan]

    /// A plan that changes nothing.
    init(_ old: SectionedData<Item>) {
        self.old = old
        self.sections = old.sections.enumerated().map {
            SectionPlan(kind: $0.element.kind, oldIndex: $0.offset, entries: nil)
        }
    }

    /// The rows of plan section `index`, materialised on first touch.
    mutating func entries(_ index: Int) -> [Entry] {
        if let entries = sections[index].entries { return entries }
        guard let oldIndex = sections[index].oldIndex else { return [] }
        let entries = old.sections[oldIndex].items.enumerated().map {
            Entry(source: .kept($0.offset), item: $0.element)
        }
        sections[index].entries = entries
        return entries
    }

    /// Edits the rows of plan section `index` in place.
    mutating func modify(_ index: Int, _ body: (inout [Entry]) -> Void) {
        var rows = entries(index)
        sections[index].entries = nil
        body(&rows)
        sections[index].entries = rows
    }

    /// Removes the old rows at `paths` (old index space) wherever they are in the plan. Paths that
    /// name no old row are ignored.
    ///
    /// - Complexity: O(*k*) plus one pass over the rows of each touched section, with one `[Bool]`
    ///   per touched section and no hashing per row.
    mutating func remove(oldPaths paths: some Sequence<IndexPath>) {
        var doomed: [[Bool]] = Array(repeating: [], count: old.sections.count)
        for path in paths {
            guard let (section, item) = path.sectionAndItem, old.sections.indices.contains(section),
                old.sections[section].items.indices.contains(item)
            else { continue }
            if doomed[section].isEmpty {
                doomed[section] = [Bool](repeating: false, count: old.sections[section].items.count)
            }
            doomed[section][item] = true
        }
        for index in sections.indices {
            guard let oldIndex = sections[index].oldIndex, !doomed[oldIndex].isEmpty else { continue }
            let mask = doomed[oldIndex]
            modify(index) { rows in
                rows.removeAll { entry in
                    switch entry.source {
                    case .kept(let item), .updated(let item): return mask[item]
                    case .inserted: return false
                    }
                }
            }
        }
    }

    /// The plan index of the section that was old section `oldIndex`, if it is still there.
    func planIndex(ofOld oldIndex: Int) -> Int? {
        sections.firstIndex { $0.oldIndex == oldIndex }
    }

    /// The new data, the batch, and the rows to reconfigure after it (new index space).
    ///
    /// - Parameter reconfiguring: `true` to reconfigure updated rows after the batch, `false` to
    ///   reload them (old index space) inside it.
    func build(reconfiguring: Bool) -> (data: SectionedData<Item>, changeset: Changeset, reconfigure: [IndexPath]) {
        var changeset = Changeset()
        var reconfigure: [IndexPath] = []
        var result: [Section<Item>] = []
        result.reserveCapacity(sections.count)
        var surviving = [Bool](repeating: false, count: old.sections.count)
        for (newIndex, plan) in sections.enumerated() {
            guard let oldIndex = plan.oldIndex else {
                changeset.sectionInserts.append(newIndex)
                result.append(Section(kind: plan.kind, items: (plan.entries ?? []).map(\.item)))
                continue
            }
            surviving[oldIndex] = true
            guard let entries = plan.entries else {
                result.append(Section(kind: plan.kind, items: old.sections[oldIndex].items))
                continue
            }
            var kept = [Bool](repeating: false, count: old.sections[oldIndex].items.count)
            var items: [Item] = []
            items.reserveCapacity(entries.count)
            for (item, entry) in entries.enumerated() {
                items.append(entry.item)
                switch entry.source {
                case .kept(let oldItem):
                    kept[oldItem] = true
                case .updated(let oldItem):
                    kept[oldItem] = true
                    if reconfiguring {
                        reconfigure.append(IndexPath(section: newIndex, item: item))
                    } else {
                        changeset.itemReloads.append(IndexPath(section: oldIndex, item: oldItem))
                    }
                case .inserted:
                    changeset.itemInserts.append(IndexPath(section: newIndex, item: item))
                }
            }
            for (oldItem, isKept) in kept.enumerated() where !isKept {
                changeset.itemDeletes.append(IndexPath(section: oldIndex, item: oldItem))
            }
            result.append(Section(kind: plan.kind, items: items))
        }
        for (oldIndex, survives) in surviving.enumerated() where !survives {
            changeset.sectionDeletes.append(oldIndex)
        }
        return (SectionedData(result), changeset, reconfigure)
    }
}

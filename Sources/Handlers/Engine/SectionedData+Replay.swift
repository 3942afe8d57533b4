#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SectionedData {
    /// This data with the edits from `base` to `current` replayed by kind and identity: removals, additions,
    /// changes and moves (an item goes after the item it follows in `current`, first or last when it is
    /// there), sections added or removed; edits into a kind this data lacks are dropped. O(*n* + *s*).
    func replaying<ID: Hashable>(
        changesFrom base: SectionedData, to current: SectionedData, id: (Item) -> ID,
        isContentEqual: (Item, Item) -> Bool
    ) -> SectionedData {
        var result = self
        var kindNow: [ID: Kind] = [:]
        for section in current.sections { for item in section.items { kindNow[id(item)] = section.kind } }
        let kindsNow = Set(current.sections.map(\.kind))
        var modelBefore: [Kind: AnyHashable?] = [:]
        // In `base`, each item still in its section in `current`, with the previous such item.
        var before: [ID: (item: Item, previous: ID?)] = [:]
        var dropped = Set<ID>()
        for section in base.sections {
            modelBefore.updateValue(section.model.map { AnyHashable($0) }, forKey: section.kind)
            var previous: ID?
            for item in section.items {
                let key = id(item)
                guard let kind = kindNow[key] else {
                    dropped.insert(key)
                    continue
                }
                guard kind == section.kind else { continue }
                before[key] = (item, previous)
                previous = key
            }
        }
        var placed = Set<ID>()
        var changed: [ID: Item] = [:]
        for section in current.sections {
            if let old = modelBefore[section.kind], old != section.model.map({ AnyHashable($0) }),
                let at = result.firstIndex(of: section.kind)
            {
                result.sections[at].model = section.model
            }
            var previous: ID?
            for item in section.items {
                let key = id(item)
                guard let old = before[key], old.previous == previous else {
                    placed.insert(key)
                    continue
                }
                if !isContentEqual(old.item, item) { changed[key] = item }
                previous = key
            }
        }
        result.sections.removeAll { modelBefore.keys.contains($0.kind) && !kindsNow.contains($0.kind) }
        for (position, section) in current.sections.enumerated()
        where !modelBefore.keys.contains(section.kind) && result.firstIndex(of: section.kind) == nil {
            let after = current.sections[..<position].last { result.firstIndex(of: $0.kind) != nil }
            var empty = section
            empty.items = []
            result.sections.insert(empty, at: after.flatMap { result.firstIndex(of: $0.kind) }.map { $0 + 1 } ?? 0)
        }
        let gone = dropped.union(placed)
        for index in result.sections.indices {
            var found = false
            for row in result.sections[index].items.indices {
                let key = id(result.sections[index].items[row])
                if gone.contains(key) {
                    found = true
                } else if let item = changed.removeValue(forKey: key) {
                    result.sections[index].items[row] = item
                }
            }
            if found { result.sections[index].items.removeAll { gone.contains(id($0)) } }
        }
        placed.formUnion(changed.keys)  // changed since, but gone from this data: placed as the edit left it
        guard !placed.isEmpty else { return result }
        for section in current.sections {
            guard let target = result.firstIndex(of: section.kind),
                section.items.contains(where: { placed.contains(id($0)) })
            else { continue }
            var present = Set(result.sections[target].items.map(id))
            var last: ID?  // the last item of `current`'s section passed that this data's section holds
            var row = 0
            let items = section.items
            while row < items.count {
                guard placed.contains(id(items[row])) else {
                    if present.contains(id(items[row])) { last = id(items[row]) }
                    row += 1
                    continue
                }
                let start = row
                while row < items.count, placed.contains(id(items[row])) { row += 1 }
                let run = items[start..<row]
                let rows = result.sections[target].items
                let at =
                    row == items.count
                    ? rows.count
                    : start == 0 ? 0 : last.flatMap { key in rows.firstIndex { id($0) == key } }.map { $0 + 1 } ?? 0
                result.sections[target].items.insert(contentsOf: run, at: at)
                for item in run { present.insert(id(item)) }
                last = id(items[row - 1])
            }
        }
        return result
    }
}

@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Collapsed sections: a handler's data holds every item, but a view shows no item of a collapsed section
// (its header stays). The engine computes every batch on the data, then shows the view this projection of
// it: the same section operations, item operations in collapsed sections dropped, and the rows of a
// section that collapses (expands) deleted (inserted).

extension SectionedData {
    var collapsedFlags: [Bool] { sections.map(\.isCollapsed) }

    /// This data with the collapse state of `current`, section by kind: what `apply` shows, so a section
    /// collapsed before stays collapsed, and no other is (whatever flags this data carried).
    func keepingCollapse(of current: SectionedData) -> SectionedData {
        guard current.hasCollapsedSections || hasCollapsedSections else { return self }
        var collapsed = Set<Kind>()
        for section in current.sections where section.isCollapsed { collapsed.insert(section.kind) }
        var result = self
        for index in result.sections.indices {
            let isCollapsed = collapsed.contains(result.sections[index].kind)
            if result.sections[index].isCollapsed != isCollapsed { result.sections[index].isCollapsed = isCollapsed }
        }
        return result
    }

    /// The item a view shows at `indexPath`: `nil` for an invalid path or one in a collapsed section.
    func shownItem(at indexPath: IndexPath) -> Item? {
        guard let (section, _) = indexPath.sectionAndItem, section < sections.count, !sections[section].isCollapsed
        else { return nil }
        return item(at: indexPath)
    }

    /// The flat position of `indexPath` among the items a view shows (none in collapsed sections), or
    /// `nil` when the path is invalid or in a collapsed section.
    func shownAbsoluteIndex(for indexPath: IndexPath) -> Int? {
        guard hasCollapsedSections else { return absoluteIndex(for: indexPath) }
        guard let (section, item) = indexPath.sectionAndItem, section < sections.count,
            item < sections[section].shownCount
        else { return nil }
        return sections[..<section].reduce(0) { $0 + $1.shownCount } + item
    }

    /// The index path of the item at flat position `absoluteIndex` among the items a view shows, or
    /// `nil` when out of range.
    func shownIndexPath(forAbsoluteIndex absoluteIndex: Int) -> IndexPath? {
        guard hasCollapsedSections else { return indexPath(forAbsoluteIndex: absoluteIndex) }
        guard absoluteIndex >= 0 else { return nil }
        var remaining = absoluteIndex
        for (index, section) in sections.enumerated() {
            if remaining < section.shownCount { return IndexPath(section: index, item: remaining) }
            remaining -= section.shownCount
        }
        return nil
    }
}

extension Changeset {
    /// The collapse state of the sections after this batch, from the state before it: surviving sections
    /// keep theirs, inserted sections are expanded. For batches without section moves (every edit's).
    func collapsedFlags(after old: [Bool], sectionCount: Int) -> [Bool] {
        let deleted = Set(sectionDeletes)
        let inserted = Set(sectionInserts)
        var survivors = old.indices.lazy.filter { !deleted.contains($0) }.map { old[$0] }.makeIterator()
        return (0..<sectionCount).map { inserted.contains($0) ? false : (survivors.next() ?? false) }
    }

    /// This batch as a view that shows no items of collapsed sections sees it; `self` when no section is
    /// collapsed on either side.
    func projected(collapsed old: [Bool], to new: [Bool], oldCounts: [Int], newCounts: [Int]) -> Changeset {
        guard old.contains(true) || new.contains(true) else { return self }
        func hidden(_ path: IndexPath, in flags: [Bool]) -> Bool {
            guard let (section, _) = path.sectionAndItem, section < flags.count else { return false }
            return flags[section]
        }
        var result = self
        result.itemDeletes = itemDeletes.filter { !hidden($0, in: old) }
        result.itemReloads = itemReloads.filter { !hidden($0, in: old) }
        result.itemInserts = itemInserts.filter { !hidden($0, in: new) }
        result.itemMoves = []
        for move in itemMoves {
            switch (hidden(move.from, in: old), hidden(move.to, in: new)) {
            case (false, false): result.itemMoves.append(move)
            case (true, false): result.itemInserts.append(move.to)
            case (false, true): result.itemDeletes.append(move.from)
            case (true, true): break
            }
        }
        if sectionInserts.isEmpty, sectionDeletes.isEmpty, sectionMoves.isEmpty, old.count == new.count {
            for section in old.indices where old[section] != new[section] {
                if new[section] {
                    for item in 0..<oldCounts[section] {
                        result.itemDeletes.append(IndexPath(section: section, item: item))
                    }
                } else {
                    for item in 0..<newCounts[section] {
                        result.itemInserts.append(IndexPath(section: section, item: item))
                    }
                }
            }
        }
        return result
    }
}

extension Changeset {
    /// Collapsed sections whose hidden rows this batch changes: the view gets no operation for those rows,
    /// so their headers and footers (which may show a count) are refreshed instead.
    func sectionsChangedOutOfSight(collapsed old: [Bool], to new: [Bool]) -> [Int] {
        guard old.contains(true), new.contains(true) else { return [] }
        // Old section index -> new, and back, as UIKit pairs them: moved sections by their move, the
        // others in order, skipping deleted old sections and inserted (or moved-to) new ones.
        var newIndex = [Int?](repeating: nil, count: old.count)
        var oldIndex = [Int?](repeating: nil, count: new.count)
        for move in sectionMoves where move.from < old.count && move.to < new.count {
            newIndex[move.from] = move.to
            oldIndex[move.to] = move.from
        }
        let deleted = Set(sectionDeletes).union(sectionMoves.map(\.from))
        let inserted = Set(sectionInserts).union(sectionMoves.map(\.to))
        var targets = new.indices.lazy.filter { !inserted.contains($0) }.makeIterator()
        for section in old.indices where !deleted.contains(section) {
            guard let target = targets.next() else { break }
            newIndex[section] = target
            oldIndex[target] = section
        }
        var found = Set<Int>()
        func before(_ path: IndexPath) {
            guard let (section, _) = path.sectionAndItem, section < old.count, old[section],
                let target = newIndex[section], new[target]
            else { return }
            found.insert(target)
        }
        func after(_ path: IndexPath) {
            guard let (section, _) = path.sectionAndItem, section < new.count, new[section],
                let source = oldIndex[section], old[source]
            else { return }
            found.insert(section)
        }
        itemDeletes.forEach(before)
        itemReloads.forEach(before)
        itemInserts.forEach(after)
        for move in itemMoves {
            before(move.from)
            after(move.to)
        }
        return found.sorted()
    }
}

extension Array where Element == Int {
    func shown(collapsed flags: [Bool]) -> [Int] {
        guard flags.contains(true) else { return self }
        return indices.map { $0 < flags.count && flags[$0] ? 0 : self[$0] }
    }
}

extension Array where Element == IndexPath {
    /// The sections, ascending and without repeats, of these paths that lie in collapsed sections.
    func sections(hiddenBy flags: [Bool]) -> [Int] {
        guard flags.contains(true) else { return [] }
        return Set(
            lazy.compactMap { path in
                guard let (section, _) = path.sectionAndItem, section < flags.count, flags[section] else { return nil }
                return section
            }
        ).sorted()
    }

    func shown(collapsed flags: [Bool]) -> [IndexPath] {
        guard flags.contains(true) else { return self }
        return filter { path in
            guard let (section, _) = path.sectionAndItem, section < flags.count else { return true }
            return !flags[section]
        }
    }
}

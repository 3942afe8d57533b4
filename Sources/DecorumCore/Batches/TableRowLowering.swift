#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Lowers one batch with UIKit's semantics to NSTableView's incremental row calls
// (Changeset.tableRowOperations). The plan:
// 1. Sections map as UIKit maps them: inserted and moved-to slots are taken, the sections that stay
//    fill the others in their old order. A reloaded section is replaced: its rows go, new ones come.
// 2. Items, per section that survives: the old items that leave (deletes, moves out) and the new slots
//    taken (inserts, moves in); the items that stay fill the free slots in their old order.
// 3. One remove (old flat indexes), then moves among the survivors, then one insert (final flat
//    indexes), then one reload (final flat indexes).
// Rows that keep their order relative to one another never move: the group rows and staying items
// of the heaviest (by rows) increasing run of surviving sections. Every other surviving row moves
// once. A move's indexes are ranks in one static order of keys, counted with a Fenwick tree.
struct TableRowLowering {
    private let groupRow: Int
    private let oldCounts: [Int]
    private let newCounts: [Int]
    private var oldStarts: [Int] = []
    private var newStarts: [Int] = []
    // -1: the section is deleted or reloaded (old), inserted or reloaded (new).
    private var oldToNew: [Int]
    private var newToOld: [Int]
    // Per section, sorted: deletes in a surviving old section; those and the moves out of any old one;
    // inserts in a surviving new section; those and the moves into any new one.
    private var deleted: [Int: [Int]] = [:]
    private var leaving: [Int: [Int]] = [:]
    private var inserted: [Int: [Int]] = [:]
    private var taken: [Int: [Int]] = [:]
    private var itemMoves: [(from: Int, to: Int)] = []
    private var movedTo: [IndexPath: Int] = [:]
    private var reloads: [(section: Int, item: Int)] = []

    init?(_ changes: Changeset, oldCounts: [Int], newCounts: [Int], groupRows: Bool) {
        guard oldCounts.allSatisfy({ $0 >= 0 }), newCounts.allSatisfy({ $0 >= 0 }) else { return nil }
        groupRow = groupRows ? 1 : 0
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        oldToNew = [Int](repeating: -1, count: oldCounts.count)
        newToOld = [Int](repeating: -1, count: newCounts.count)
        // A table view drops a change named twice alike (UIKitBatchModel); so does this.
        func once<T: Hashable>(_ list: [T]) -> [T] {
            var seen = Set<T>()
            return list.filter { seen.insert($0).inserted }
        }
        let distinct = Changeset(
            sectionDeletes: once(changes.sectionDeletes), sectionInserts: once(changes.sectionInserts),
            sectionMoves: once(changes.sectionMoves), sectionReloads: once(changes.sectionReloads),
            itemDeletes: once(changes.itemDeletes), itemInserts: once(changes.itemInserts),
            itemMoves: once(changes.itemMoves), itemReloads: once(changes.itemReloads))
        guard mapSections(distinct), mapItems(distinct) else { return nil }
    }

    private static func starts(_ counts: [Int], _ groupRow: Int) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + groupRow + count) }
        return starts
    }

    private mutating func mapSections(_ changes: Changeset) -> Bool {
        // 0 stays, 1 deleted, 2 reloaded, 3 moved.
        var state = [UInt8](repeating: 0, count: oldCounts.count)
        var occupied = [Bool](repeating: false, count: newCounts.count)
        func mark(_ section: Int, _ value: UInt8) -> Bool {
            guard state.indices.contains(section), state[section] == 0 else { return false }
            state[section] = value
            return true
        }
        func occupy(_ section: Int) -> Bool {
            guard occupied.indices.contains(section), !occupied[section] else { return false }
            occupied[section] = true
            return true
        }
        for section in changes.sectionDeletes { guard mark(section, 1) else { return false } }
        for section in changes.sectionReloads { guard mark(section, 2) else { return false } }
        for section in changes.sectionInserts { guard occupy(section) else { return false } }
        for move in changes.sectionMoves {
            guard mark(move.from, 3), occupy(move.to) else { return false }
            oldToNew[move.from] = move.to
            newToOld[move.to] = move.from
        }
        // A reloaded section comes back where UIKit puts its insert: its index shifted down by the
        // deletes below it, then up by each insert at or below it, in ascending order.
        let deletes = changes.sectionDeletes.sorted()
        let inserts = changes.sectionInserts.sorted()
        for section in changes.sectionReloads {
            var slot = section - deletes.countBelow(section)
            for insert in inserts where insert <= slot { slot += 1 }
            guard occupy(slot) else { return false }
        }
        var slot = 0
        for section in state.indices where state[section] == 0 {
            while slot < occupied.count && occupied[slot] { slot += 1 }
            guard slot < occupied.count else { return false }
            oldToNew[section] = slot
            newToOld[slot] = section
            slot += 1
        }
        while slot < occupied.count && occupied[slot] { slot += 1 }
        oldStarts = Self.starts(oldCounts, groupRow)
        newStarts = Self.starts(newCounts, groupRow)
        return slot == occupied.count
    }

    // A path in range; in a section that goes or comes whole (-1 in `map`), any item, as UIKit ignores it.
    private static func position(
        _ path: IndexPath, in counts: [Int], _ map: [Int] = []
    ) -> (section: Int, item: Int)? {
        guard path.count == 2, counts.indices.contains(path[0]) else { return nil }
        guard (map.isEmpty ? 0 : map[path[0]]) < 0 || (0..<counts[path[0]]).contains(path[1]) else { return nil }
        return (path[0], path[1])
    }

    private mutating func mapItems(_ changes: Changeset) -> Bool {
        for path in changes.itemDeletes {
            guard let (section, item) = Self.position(path, in: oldCounts, oldToNew) else { return false }
            if oldToNew[section] >= 0 {
                deleted[section, default: []].append(item)
                leaving[section, default: []].append(item)
            }
        }
        for path in changes.itemInserts {
            guard let (section, item) = Self.position(path, in: newCounts, newToOld) else { return false }
            if newToOld[section] >= 0 {
                inserted[section, default: []].append(item)
                taken[section, default: []].append(item)
            }
        }
        for move in changes.itemMoves {
            guard let from = Self.position(move.from, in: oldCounts), let to = Self.position(move.to, in: newCounts)
            else { return false }
            leaving[from.section, default: []].append(from.item)
            taken[to.section, default: []].append(to.item)
            let row = newStarts[to.section] + groupRow + to.item
            itemMoves.append((oldStarts[from.section] + groupRow + from.item, row))
            movedTo[move.from] = row
        }
        for path in changes.itemReloads {
            guard let position = Self.position(path, in: oldCounts, oldToNew) else { return false }
            reloads.append(position)
        }
        func sortDistinct(_ lists: inout [Int: [Int]]) -> Bool {
            for key in lists.keys {
                lists[key]!.sort()
                if zip(lists[key]!, lists[key]!.dropFirst()).contains(where: { $0 == $1 }) { return false }
            }
            return true
        }
        guard sortDistinct(&leaving), sortDistinct(&taken) else { return false }
        for key in deleted.keys { deleted[key]!.sort() }
        for key in inserted.keys { inserted[key]!.sort() }
        // Every surviving section ends with as many items as stay in it plus those that come in.
        for (old, new) in oldToNew.enumerated() where new >= 0 {
            guard oldCounts[old] - (leaving[old]?.count ?? 0) == newCounts[new] - (taken[new]?.count ?? 0) else {
                return false
            }
        }
        return true
    }

    // The rows of one side that only that side has: whole sections the other side lacks (but for the
    // items moved across, `crossing`), and the items `listed` in the other sections.
    private func ownRows(
        _ starts: [Int], _ counterpart: [Int], crossing: [Int: [Int]], listed: [Int: [Int]]
    ) -> RowRuns {
        var runs = RowRuns()
        for section in counterpart.indices {
            let first = starts[section] + groupRow
            guard counterpart[section] < 0 else {
                for item in listed[section] ?? [] { runs.append(first + item) }
                continue
            }
            var next = starts[section]
            for item in crossing[section] ?? [] {
                runs.append(next..<(first + item))
                next = first + item + 1
            }
            runs.append(next..<starts[section + 1])
        }
        return runs
    }

    func operations() -> [TableRowOperation]? {
        let removed = ownRows(oldStarts, oldToNew, crossing: leaving, listed: deleted)
        let added = ownRows(newStarts, newToOld, crossing: taken, listed: inserted)
        var operations: [TableRowOperation] = []
        if !removed.isEmpty { operations.append(.remove(removed.ranges)) }
        moves(removed, added, into: &operations)
        if !added.isEmpty { operations.append(.insert(added.ranges)) }
        guard let reloaded = reloadedRows() else { return nil }
        if !reloaded.isEmpty { operations.append(.reload(reloaded.ranges)) }
        return operations
    }

    // The sections that stay in place: a heaviest run of surviving sections whose new indexes
    // increase, weighted by the rows that go with them (a Fenwick tree of prefix maxima).
    private func stableSections() -> [Bool] {
        var stable = [Bool](repeating: true, count: oldCounts.count)
        var previous = -1
        var increasing = true
        for new in oldToNew where new >= 0 {
            if new < previous { increasing = false }
            previous = new
        }
        if increasing { return stable }
        var tree = [(weight: Int, section: Int)](repeating: (0, -1), count: newCounts.count + 1)
        var predecessor = [Int](repeating: -1, count: oldCounts.count)
        var best = (weight: -1, section: -1)
        for (old, new) in oldToNew.enumerated() where new >= 0 {
            var top = (weight: 0, section: -1)
            var node = new
            while node > 0 {
                if tree[node].weight > top.weight { top = tree[node] }
                node &= node - 1
            }
            let weight = top.weight + groupRow + oldCounts[old] - (leaving[old]?.count ?? 0)
            predecessor[old] = top.section
            if weight > best.weight { best = (weight, old) }
            node = new + 1
            while node < tree.count {
                if weight > tree[node].weight { tree[node] = (weight, old) }
                node += node & -node
            }
        }
        stable = [Bool](repeating: false, count: oldCounts.count)
        var section = best.section
        while section >= 0 {
            stable[section] = true
            section = predecessor[section]
        }
        return stable
    }

    // Every surviving row that moves, as (old flat index, new flat index).
    private func movingRows() -> [(from: Int, to: Int)] {
        var rows = itemMoves
        let stable = stableSections()
        for (old, new) in oldToNew.enumerated() where new >= 0 && !stable[old] {
            if groupRow == 1 { rows.append((oldStarts[old], newStarts[new])) }
            let out = leaving[old] ?? []
            let into = taken[new] ?? []
            var (item, slot, outIndex, intoIndex) = (0, 0, 0, 0)
            while item < oldCounts[old] {
                if outIndex < out.count && out[outIndex] == item {
                    outIndex += 1
                    item += 1
                    continue
                }
                while intoIndex < into.count && into[intoIndex] == slot {
                    intoIndex += 1
                    slot += 1
                }
                rows.append((oldStarts[old] + groupRow + item, newStarts[new] + groupRow + slot))
                item += 1
                slot += 1
            }
        }
        return rows
    }

    // The moves, between the remove and the insert. A moving row's rank among the survivors is `a`
    // before the moves and `b` after; `gap` counts the rows that do not move before it. The table's
    // order is at every step the order of the keys present: (gapBefore, 1, a) for a row not moved
    // yet, (gapAfter, 0, b) for one moved, and (r, 2) for the r-th row that does not move.
    private func moves(_ removed: RowRuns, _ added: RowRuns, into operations: inout [TableRowOperation]) {
        let rows = movingRows()
        let count = rows.count
        guard count > 0 else { return }
        let before = rows.map { $0.from - removed.countBelow($0.from) }
        let after = rows.map { $0.to - added.countBelow($0.to) }
        let byBefore = (0..<count).sorted { before[$0] < before[$1] }
        let byAfter = (0..<count).sorted { after[$0] < after[$1] }
        var gapBefore = [Int](repeating: 0, count: count)
        var gapAfter = [Int](repeating: 0, count: count)
        for (rank, row) in byBefore.enumerated() { gapBefore[row] = before[row] - rank }
        for (rank, row) in byAfter.enumerated() { gapAfter[row] = after[row] - rank }
        // Both key lists are sorted already; merging them numbers every key (1-based, for the tree).
        var keyBefore = [Int](repeating: 0, count: count)
        var keyAfter = [Int](repeating: 0, count: count)
        var (nextBefore, nextAfter, key) = (0, 0, 1)
        while nextBefore < count || nextAfter < count {
            let takeAfter: Bool
            if nextBefore == count {
                takeAfter = true
            } else if nextAfter == count {
                takeAfter = false
            } else {
                let b = byBefore[nextBefore]
                let a = byAfter[nextAfter]
                takeAfter = (gapAfter[a], 0, after[a]) < (gapBefore[b], 1, before[b])
            }
            if takeAfter {
                keyAfter[byAfter[nextAfter]] = key
                nextAfter += 1
            } else {
                keyBefore[byBefore[nextBefore]] = key
                nextBefore += 1
            }
            key += 1
        }
        var tree = [Int](repeating: 0, count: 2 * count + 1)
        for row in 0..<count { tree[keyBefore[row]] = 1 }
        for node in 1..<tree.count where node + (node & -node) < tree.count {
            tree[node + (node & -node)] += tree[node]
        }
        func present(below key: Int) -> Int {
            var total = 0
            var node = key - 1
            while node > 0 {
                total += tree[node]
                node &= node - 1
            }
            return total
        }
        func add(_ delta: Int, at key: Int) {
            var node = key
            while node < tree.count {
                tree[node] += delta
                node += node & -node
            }
        }
        for row in byAfter {
            let from = gapBefore[row] + present(below: keyBefore[row])
            add(-1, at: keyBefore[row])
            let to = gapAfter[row] + present(below: keyAfter[row])
            add(1, at: keyAfter[row])
            if from != to { operations.append(.move(from: from, to: to)) }
        }
    }

    // Reloaded items at their final flat indexes; nil when one is also deleted.
    private func reloadedRows() -> RowRuns? {
        var rows: [Int] = []
        for (section, item) in reloads {
            if let row = movedTo[IndexPath(section: section, item: item)] {
                rows.append(row)
                continue
            }
            let new = oldToNew[section]
            guard new >= 0 else { continue }  // the whole section is replaced
            let gone = deleted[section] ?? []
            let deletedHere = gone.countBelow(item)
            if deletedHere < gone.count && gone[deletedHere] == item { return nil }
            // The item's rank among those that stay, then the free slot of that rank.
            let rank = item - (leaving[section] ?? []).countBelow(item)
            let into = taken[new] ?? []
            var low = 0
            var high = into.count
            while low < high {
                let middle = (low + high) / 2
                if into[middle] - middle <= rank { low = middle + 1 } else { high = middle }
            }
            rows.append(newStarts[new] + groupRow + rank + low)
        }
        rows.sort()
        var runs = RowRuns()
        var last = -1
        for row in rows where row != last {
            runs.append(row)
            last = row
        }
        return runs
    }
}

@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Changeset {
    /// The engine's check before it issues a batch: indices in range, no repeats, no item operation in a
    /// deleted or inserted section, and UIKit's count rule.
    func checkCounts(from old: [Int], to new: [Int], noun: String = "item") throws(BatchUpdateError) {
        if passesCountCheck(from: old, to: new) { return }
        try checkCountsPrecisely(from: old, to: new, noun: noun)
    }

    /// The fast path of ``checkCounts(from:to:noun:)`` (one pass, integer keys, sorted merges); only a failing
    /// batch takes the precise check, for UIKit's order of violations. A seeded test compares them.
    func passesCountCheck(from old: [Int], to new: [Int]) -> Bool {
        // Sections: the deleted and inserted ones in range and not repeated, and the section count rule.
        var isDeleted = [Bool](repeating: false, count: old.count)
        for section in sectionDeletes {
            guard old.indices.contains(section), !isDeleted[section] else { return false }
            isDeleted[section] = true
        }
        var isInserted = [Bool](repeating: false, count: new.count)
        for section in sectionInserts {
            guard new.indices.contains(section), !isInserted[section] else { return false }
            isInserted[section] = true
        }
        guard new.count == old.count - sectionDeletes.count + sectionInserts.count else { return false }
        // Where each old section goes, as in the precise check.
        var oldToNew = [Int](repeating: -1, count: old.count)
        var taken = isInserted
        for move in sectionMoves {
            guard old.indices.contains(move.from), !isDeleted[move.from], new.indices.contains(move.to),
                !taken[move.to], oldToNew[move.from] < 0
            else { return false }
            taken[move.to] = true
            oldToNew[move.from] = move.to
        }
        var slot = 0
        for section in old.indices where oldToNew[section] < 0 && !isDeleted[section] {
            while taken[slot] { slot += 1 }
            oldToNew[section] = slot
            slot += 1
        }
        // Rows: each path's key (section and item in one `Int`) once, in range of its space and outside
        // the sections the batch deletes (old space) or inserts (new space).
        var change = [Int](repeating: 0, count: new.count)
        func key(_ path: IndexPath, in counts: [Int], busy: [Bool]) -> Int? {
            guard path.count == 2 else { return nil }
            let (section, item) = (path[0], path[1])
            guard section >= 0, item >= 0, section < counts.count, !busy[section], item < counts[section] else {
                return nil
            }
            return section << 32 | item
        }
        var deleted: [Int] = []
        deleted.reserveCapacity(itemDeletes.count)
        for path in itemDeletes {
            guard let key = key(path, in: old, busy: isDeleted) else { return false }
            change[oldToNew[key >> 32]] -= 1
            deleted.append(key)
        }
        var reloaded: [Int] = []
        reloaded.reserveCapacity(itemReloads.count)
        for path in itemReloads {
            guard let key = key(path, in: old, busy: isDeleted) else { return false }
            reloaded.append(key)
        }
        var inserted: [Int] = []
        inserted.reserveCapacity(itemInserts.count)
        for path in itemInserts {
            guard let key = key(path, in: new, busy: isInserted) else { return false }
            change[key >> 32] += 1
            inserted.append(key)
        }
        var movedFrom: [Int] = []
        var movedTo: [Int] = []
        movedFrom.reserveCapacity(itemMoves.count)
        movedTo.reserveCapacity(itemMoves.count)
        for move in itemMoves {
            guard let from = key(move.from, in: old, busy: isDeleted), let to = key(move.to, in: new, busy: isInserted)
            else { return false }
            change[oldToNew[from >> 32]] -= 1
            change[to >> 32] += 1
            movedFrom.append(from)
            movedTo.append(to)
        }
        // No repeats within a list, and none of the conflicts UIKit refuses between lists.
        guard deleted.sortedWithoutRepeats(), reloaded.sortedWithoutRepeats(), inserted.sortedWithoutRepeats(),
            movedFrom.sortedWithoutRepeats(), movedTo.sortedWithoutRepeats()
        else { return false }
        guard deleted.isDisjoint(sorted: reloaded), deleted.isDisjoint(sorted: movedFrom),
            reloaded.isDisjoint(sorted: movedFrom), inserted.isDisjoint(sorted: movedTo)
        else { return false }
        // UIKit's count rule for every surviving section.
        for section in old.indices where oldToNew[section] >= 0 {
            guard new[oldToNew[section]] == old[section] + change[oldToNew[section]] else { return false }
        }
        return true
    }

    /// The precise check: the first violation, in the order UIKit reports it.
    func checkCountsPrecisely(from old: [Int], to new: [Int], noun: String) throws(BatchUpdateError) {
        func fail(_ reason: BatchUpdateError.Reason) -> BatchUpdateError { BatchUpdateError(reason, noun: noun) }
        var deletedSections = Set<Int>()
        for section in sectionDeletes {
            guard old.indices.contains(section) else {
                throw fail(.sectionOutOfBounds(.delete, section: section, count: old.count))
            }
            guard deletedSections.insert(section).inserted else {
                throw fail(.repeatedSection(.delete, section: section))
            }
        }
        var insertedSections = Set<Int>()
        for section in sectionInserts {
            guard new.indices.contains(section) else {
                throw fail(.sectionOutOfBounds(.insert, section: section, count: new.count))
            }
            guard insertedSections.insert(section).inserted else {
                throw fail(.repeatedSection(.insert, section: section))
            }
        }
        guard new.count == old.count - sectionDeletes.count + sectionInserts.count else {
            throw fail(
                .invalidSectionCount(
                    after: new.count, before: old.count, inserted: sectionInserts.count, deleted: sectionDeletes.count))
        }
        // Where each old section goes: moved ones to their targets, the others fill the free slots in order.
        var oldToNew = [Int](repeating: -1, count: old.count)
        var taken = [Bool](repeating: false, count: new.count)
        for section in insertedSections { taken[section] = true }
        for move in sectionMoves {
            guard old.indices.contains(move.from), !deletedSections.contains(move.from) else {
                throw fail(.sectionOutOfBounds(.moveFrom, section: move.from, count: old.count))
            }
            guard new.indices.contains(move.to), !taken[move.to], oldToNew[move.from] < 0 else {
                throw fail(.repeatedSection(.moveTo, section: move.to))
            }
            taken[move.to] = true
            oldToNew[move.from] = move.to
        }
        var slot = 0
        for section in old.indices where oldToNew[section] < 0 && !deletedSections.contains(section) {
            while taken[slot] { slot += 1 }
            oldToNew[section] = slot
            slot += 1
        }

        var change = [Int](repeating: 0, count: new.count)  // net rows per new section, from item operations
        // The deleted and inserted sections as flags: a row operation checks its section without hashing.
        var isDeleted = [Bool](repeating: false, count: old.count)
        for section in deletedSections { isDeleted[section] = true }
        var isInserted = [Bool](repeating: false, count: new.count)
        for section in insertedSections { isInserted[section] = true }
        // The section of a row operation's path in one index space (the counts of that space, and the
        // sections the batch deletes or inserts there, where row operations are not allowed).
        func row(
            _ path: IndexPath, _ operation: BatchUpdateError.Operation, in counts: [Int], excluding busy: [Bool],
            busyReason: (BatchUpdateError.Operation, IndexPath) -> BatchUpdateError.Reason
        ) throws(BatchUpdateError) -> Int {
            guard let (section, item) = path.sectionAndItem else { throw fail(.malformedIndexPath(operation, path)) }
            guard counts.indices.contains(section) else {
                throw fail(.sectionOutOfBounds(operation, section: section, count: counts.count))
            }
            guard !busy[section] else { throw fail(busyReason(operation, path)) }
            guard item < counts[section] else { throw fail(.itemOutOfBounds(operation, path, count: counts[section])) }
            return section
        }
        func oldRow(_ path: IndexPath, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) -> Int {
            try row(path, operation, in: old, excluding: isDeleted) { .itemInDeletedSection($0, $1) }
        }
        func newRow(_ path: IndexPath, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) -> Int {
            try row(path, operation, in: new, excluding: isInserted) { .itemInInsertedSection($0, $1) }
        }
        // Each list as sorted keys (section and item in one `Int`, after the bounds checks above), so a
        // repeat is two equal neighbours and membership a binary search: no hashing of index paths.
        // The engine's lists come sorted already, which makes this one linear pass each.
        func keys(_ paths: [IndexPath], _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) -> PathKeys {
            let keys = PathKeys(paths)
            if let repeated = keys.firstRepeat { throw fail(.repeatedItem(operation, repeated)) }
            return keys
        }
        for path in itemDeletes { change[oldToNew[try oldRow(path, .delete)]] -= 1 }
        let deleted = try keys(itemDeletes, .delete)
        for path in itemReloads {
            _ = try oldRow(path, .reload)
            guard !deleted.contains(path) else { throw fail(.conflictingItem(.delete, .reload, path)) }
        }
        let reloaded = try keys(itemReloads, .reload)
        for path in itemInserts { change[try newRow(path, .insert)] += 1 }
        let inserted = try keys(itemInserts, .insert)
        for move in itemMoves {
            let from = try oldRow(move.from, .moveFrom)
            let to = try newRow(move.to, .moveTo)
            guard !deleted.contains(move.from) else { throw fail(.conflictingItem(.delete, .moveFrom, move.from)) }
            guard !reloaded.contains(move.from) else { throw fail(.conflictingItem(.reload, .moveFrom, move.from)) }
            guard !inserted.contains(move.to) else { throw fail(.conflictingItem(.insert, .moveTo, move.to)) }
            change[oldToNew[from]] -= 1
            change[to] += 1
        }
        _ = try keys(itemMoves.map { $0.from }, .moveFrom)
        _ = try keys(itemMoves.map { $0.to }, .moveTo)
        for section in old.indices where oldToNew[section] >= 0 {
            let target = oldToNew[section]
            guard new[target] == old[section] + change[target] else {
                let deletes = itemDeletes.filter { $0.sectionAndItem?.section == section }.count
                let inserts = itemInserts.filter { $0.sectionAndItem?.section == target }.count
                let movedIn = itemMoves.filter {
                    $0.to.sectionAndItem?.section == target && oldToNew[$0.from[0]] != target
                }
                let movedOut = itemMoves.filter { $0.from.sectionAndItem?.section == section && $0.to[0] != target }
                throw fail(
                    .invalidItemCount(
                        section: target, after: new[target], before: old[section], inserted: inserts, deleted: deletes,
                        movedIn: movedIn.count, movedOut: movedOut.count))
            }
        }
    }
}

extension [Int] {
    fileprivate mutating func sortedWithoutRepeats() -> Bool {
        var isSorted = true
        for index in indices.dropFirst() where self[index - 1] >= self[index] {
            isSorted = false
            break
        }
        guard !isSorted else { return true }
        sort()
        for index in indices.dropFirst() where self[index - 1] == self[index] { return false }
        return true
    }

    fileprivate func isDisjoint(sorted other: [Int]) -> Bool {
        var (i, j) = (0, 0)
        while i < count, j < other.count {
            if self[i] == other[j] { return false }
            if self[i] < other[j] { i += 1 } else { j += 1 }
        }
        return true
    }
}

private struct PathKeys {
    private let keys: [Int]
    let firstRepeat: IndexPath?

    init(_ paths: [IndexPath]) {
        var keys: [Int] = []
        keys.reserveCapacity(paths.count)
        var isSorted = true
        for path in paths {
            let key = Self.key(path)
            if let last = keys.last, last >= key { isSorted = false }
            keys.append(key)
        }
        if !isSorted { keys.sort() }
        var repeated: IndexPath?
        if !isSorted {
            for index in keys.indices.dropFirst() where keys[index] == keys[index - 1] {
                repeated = IndexPath(indexes: [keys[index] >> 32, keys[index] & 0xFFFF_FFFF])
                break
            }
        }
        self.keys = keys
        self.firstRepeat = repeated
    }

    func contains(_ path: IndexPath) -> Bool {
        let key = Self.key(path)
        let index = keys.countBelow(key)
        return index < keys.count && keys[index] == key
    }

    private static func key(_ path: IndexPath) -> Int { path[0] << 32 | path[1] }
}

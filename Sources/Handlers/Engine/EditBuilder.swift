@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one place where an edit becomes a batch: callers say what changes in the old data's terms;
/// ``build()`` gives the ``Edit`` in UIKit's index spaces, with the mutation that performs it.
struct EditBuilder<Item> {
    private struct SectionChanges {
        var deletes: [Int] = []
        var inserts: [(before: Int, items: [Item])] = []
    }

    let old: SectionedData<Item>
    private var changes: [Int: SectionChanges] = [:]
    private var deletedRows: [Int] = []
    private var updatedRows: [(row: Int, value: Item)] = []
    private var deletedSections: [Int] = []
    private var insertedSections: [(before: Int, section: Section<Item>)] = []
    private var move: (from: IndexPath, to: IndexPath)?
    private var models: [Int: (any Hashable & Sendable)?] = [:]

    private let rowChanges: RowChanges<Item>

    /// Pass ``IdentityIndex/rowChanges`` for edits of many rows: specialised for the item type, where the
    /// generic version copies rows one by one through value witnesses.
    init(_ old: SectionedData<Item>, rowChanges: RowChanges<Item>? = nil) {
        self.old = old
        self.rowChanges = rowChanges ?? { $0.withRowChanges(deletes: $1, runs: $2, updates: $3) }
    }

    /// Deletes the row `item` of old section `section` (repeats are ignored).
    mutating func delete(section: Int, item: Int) {
        guard section >= 0, item >= 0, item < 1 << 32 else { return }
        deletedRows.append(section << 32 | item)
    }

    /// Gives the row `item` of old section `section` new content, in place.
    mutating func update(section: Int, item: Int, to value: Item) {
        guard section >= 0, item >= 0, item < 1 << 32 else { return }
        updatedRows.append((section << 32 | item, value))
    }

    /// Inserts `items` into old section `section`, before its old row `before` (its count: at the end).
    mutating func insert(_ items: [Item], inSection section: Int, before: Int) {
        guard !items.isEmpty else { return }
        changes[section, default: SectionChanges()].inserts.append((before, items))
    }

    mutating func deleteSection(_ section: Int) {
        deletedSections.append(section)
    }

    /// Inserts `section` before old section `before` (`numberOfSections`: at the end).
    mutating func insertSection(_ section: Section<Item>, before: Int) {
        var section = section
        section.isCollapsed = false  // sections enter expanded: edits never change what is collapsed
        insertedSections.append((before, section))
    }

    /// Gives old section `section` the model `model`; its header and footer are refreshed after the
    /// batch when the model differs from its current one (a deleted section ignores it).
    mutating func setModel(_ model: (any Hashable & Sendable)?, ofSection section: Int) {
        guard old.sections.indices.contains(section), !sameModel(old.sections[section].model, model) else { return }
        models[section] = .some(model)
    }

    /// Moves one row from `source` to `destination` (a path after the row has left `source`); an edit
    /// of its own.
    mutating func moveRow(from source: IndexPath, to destination: IndexPath) {
        move = (source, destination)
    }

    func build() -> Edit<Item> {
        if let move { return buildMove(move.from, move.to) }
        var changes = self.changes
        // Deleted rows, sorted: each section's run is handed over at once, repeats dropped.
        let sortedDeletes = deletedRows.sorted()
        var start = 0
        while start < sortedDeletes.count {
            let section = sortedDeletes[start] >> 32
            var items: [Int] = []
            var end = start
            while end < sortedDeletes.count, sortedDeletes[end] >> 32 == section {
                let item = sortedDeletes[end] & 0xFFFF_FFFF
                if items.last != item { items.append(item) }
                end += 1
            }
            changes[section, default: SectionChanges()].deletes.append(contentsOf: items)
            start = end
        }
        // Updated rows by row, then call order (the last update of a row wins): each section's run is
        // read in the section loop, with no per-update dictionary access.
        var updateOrder: [(row: Int, index: Int)] = []
        updateOrder.reserveCapacity(updatedRows.count)
        for index in updatedRows.indices { updateOrder.append((updatedRows[index].row, index)) }
        updateOrder.sort { $0.row != $1.row ? $0.row < $1.row : $0.index < $1.index }
        var nextUpdate = 0
        var changeset = Changeset()
        var updated: [(before: IndexPath, after: IndexPath)] = []
        var counts: [Int] = []
        counts.reserveCapacity(old.sections.count + insertedSections.count)
        var updatedSections: [Int] = []
        var modelChanges: [(section: Int, model: (any Hashable & Sendable)?)] = []
        var removed: [Item] = []
        var added: [Item] = []
        let deleted = Set(deletedSections)
        let newSections = insertedSections.enumerated().sorted {
            ($0.element.before, $0.offset) < ($1.element.before, $1.offset)
        }
        .map { $0.element }
        var nextNew = 0
        var plans:
            [(old: Int, new: Int, deletes: [Int], runs: [(before: Int, items: [Item])], updates: [(Int, Item)])] =
                []
        for section in 0...old.sections.count {
            while nextNew < newSections.count, newSections[nextNew].before == section {
                changeset.sectionInserts.append(counts.count)
                counts.append(newSections[nextNew].section.items.count)
                added.append(contentsOf: newSections[nextNew].section.items)
                nextNew += 1
            }
            guard section < old.sections.count else { break }
            // This section's updates: `nextUpdate..<updateEnd` of `updateOrder`.
            while nextUpdate < updateOrder.count, updateOrder[nextUpdate].row >> 32 < section { nextUpdate += 1 }
            var updateEnd = nextUpdate
            while updateEnd < updateOrder.count, updateOrder[updateEnd].row >> 32 == section { updateEnd += 1 }
            defer { nextUpdate = updateEnd }
            let rows = old.sections[section].items
            if deleted.contains(section) {
                changeset.sectionDeletes.append(section)
                removed.append(contentsOf: rows)
                continue
            }
            let newIndex = counts.count
            if let model = models[section] {
                updatedSections.append(newIndex)
                modelChanges.append((section, model))
            }
            guard updateEnd > nextUpdate || changes[section] != nil else {
                counts.append(rows.count)
                continue
            }
            let change = changes[section] ?? SectionChanges()
            let deletes = change.deletes.filter { $0 < rows.count }  // ascending, without repeats
            let runs = change.inserts.enumerated().sorted {
                ($0.element.before, $0.offset) < ($1.element.before, $1.offset)
            }
            .map { $0.element }
            // Runs' start positions after the edit, and how many new rows come before each old row.
            var insertedBefore: [Int] = []  // per run: inserted rows in earlier runs
            var runBefores: [Int] = []  // per run: the old index it goes before
            var total = 0
            for run in runs {
                insertedBefore.append(total)
                runBefores.append(run.before)
                total += run.items.count
            }
            func deletedBelow(_ index: Int) -> Int { deletes.countBelow(index) }
            func insertedUpTo(_ index: Int) -> Int {
                // New rows in runs placed before old row `index` (runs with `before <= index`).
                var low = 0
                var high = runBefores.count
                while low < high {
                    let mid = (low + high) / 2
                    if runBefores[mid] <= index { low = mid + 1 } else { high = mid }
                }
                return low == runBefores.count ? total : insertedBefore[low]
            }
            for index in deletes {
                changeset.itemDeletes.append(IndexPath(section: section, item: index))
                removed.append(rows[index])
            }
            for (offset, run) in runs.enumerated() {
                let start = run.before - deletedBelow(run.before) + insertedBefore[offset]
                for row in 0..<run.items.count {
                    changeset.itemInserts.append(IndexPath(section: newIndex, item: start + row))
                }
                added.append(contentsOf: run.items)
            }
            func isDeleted(_ item: Int) -> Bool {
                let index = deletes.countBelow(item)
                return index < deletes.count && deletes[index] == item
            }
            // Updates in row order, of rows that exist and stay; a row updated twice keeps the last value.
            var updates: [(Int, Item)] = []
            updates.reserveCapacity(updateEnd - nextUpdate)
            for position in nextUpdate..<updateEnd {
                let index = updateOrder[position].row & 0xFFFF_FFFF
                guard index < rows.count, !isDeleted(index) else { continue }
                if position + 1 < updateEnd, updateOrder[position + 1].row == updateOrder[position].row { continue }
                let value = updatedRows[updateOrder[position].index].value
                updated.append(
                    (
                        IndexPath(section: section, item: index),
                        IndexPath(section: newIndex, item: index - deletedBelow(index) + insertedUpTo(index))
                    ))
                updates.append((index, value))
            }
            counts.append(rows.count - deletes.count + total)
            plans.append((section, newIndex, deletes, runs, updates))
        }
        let deletedOrder = deletedSections.isEmpty ? [] : Array(deleted).sorted(by: >)
        let insertedOrder = changeset.sectionInserts
        let rowChanges = self.rowChanges
        let mutate: (inout SectionedData<Item>) -> Void = { data in
            for (section, model) in modelChanges { data.sections[section].model = model }
            for plan in plans {
                data.withItems(inSection: plan.old) { rowChanges(&$0, plan.deletes, plan.runs, plan.updates) }
            }
            for section in deletedOrder { data.sections.remove(at: section) }
            for (offset, index) in insertedOrder.enumerated() {
                data.sections.insert(newSections[offset].section, at: index)
            }
        }
        return Edit(
            changeset: changeset, updated: updated, updatedSections: updatedSections,
            counts: counts, mutate: mutate, removed: removed, added: added,
            addedKinds: newSections.map(\.section.kind))
    }

    private func buildMove(_ source: IndexPath, _ destination: IndexPath) -> Edit<Item> {
        var counts = old.itemCounts
        counts[source[0]] -= 1
        counts[destination[0]] += 1
        return Edit(
            changeset: Changeset(itemMoves: [Move(from: source, to: destination)]), updated: [],
            counts: counts,
            mutate: { data in
                let row = data.sections[source[0]].items.remove(at: source[1])
                data.sections[destination[0]].items.insert(row, at: destination[1])
            }, removed: [], added: [])
    }
}

/// Applies one section's row changes in place: the rows, deletes (ascending old indices), runs of
/// inserts (ascending by the old index they go before) and updates (old indices).
@usableFromInline
typealias RowChanges<Item> = (inout [Item], [Int], [(before: Int, items: [Item])], [(Int, Item)]) -> Void

extension Array {
    /// Applies one section's row changes in place: updates (old indices), deletes (ascending old
    /// indices) and runs of inserts (ascending by the old index they go before).
    @inlinable
    mutating func withRowChanges(
        deletes: [Int], runs: [(before: Int, items: [Element])], updates: [(Int, Element)], minimumRun: Int = 64
    ) {
        for (index, value) in updates { self[index] = value }
        if deletes.isEmpty, runs.allSatisfy({ $0.before == count }) {
            for run in runs { append(contentsOf: run.items) }
            return
        }
        var result: [Element] = []
        result.reserveCapacity(count - deletes.count + runs.reduce(0) { $0 + $1.items.count })
        var nextDelete = 0
        var nextRun = 0
        if count >= minimumRun * (deletes.count + runs.count) {
            // Few changes in many rows: kept rows go over in long runs, one bulk copy each (generic code
            // copies a run at once; row by row it pays its overhead per row).
            withUnsafeBufferPointer { rows in
                var start = 0
                while nextDelete < deletes.count || nextRun < runs.count {
                    let delete = nextDelete < deletes.count ? deletes[nextDelete] : Int.max
                    let insert = nextRun < runs.count ? runs[nextRun].before : Int.max
                    let position = Swift.min(delete, insert)
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: rows[start..<position]))
                    if insert <= delete {
                        result.append(contentsOf: runs[nextRun].items)
                        nextRun += 1
                        start = position
                    } else {
                        nextDelete += 1
                        start = position + 1
                    }
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: rows[start..<rows.count]))
            }
            self = result
            return
        }
        for index in 0...count {
            while nextRun < runs.count, runs[nextRun].before == index {
                result.append(contentsOf: runs[nextRun].items)
                nextRun += 1
            }
            guard index < count else { break }
            if nextDelete < deletes.count, deletes[nextDelete] == index {
                nextDelete += 1
                continue
            }
            result.append(self[index])
        }
        self = result
    }
}

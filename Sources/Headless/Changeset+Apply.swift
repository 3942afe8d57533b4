#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Flags kept per section and per item while a batch is checked.
private struct Flags: OptionSet {
    let rawValue: UInt8
    static let deleted = Flags(rawValue: 1 << 0)
    static let reloaded = Flags(rawValue: 1 << 1)
    static let movedFrom = Flags(rawValue: 1 << 2)
    static let inserted = Flags(rawValue: 1 << 3)
    static let movedTo = Flags(rawValue: 1 << 4)
}

/// The result of applying a batch to sections of `T`.
struct BatchResult<T> {
    /// The sections after the update.
    var sections: [[T]]
    /// For each section after the update, the section before it came from, or `nil` when it was
    /// inserted or reloaded (its content came from the data source).
    var source: [Int?]
}

extension Changeset {
    /// Applies this batch to `old` with UIKit's semantics and returns the data a view would then show:
    /// moved and untouched items keep their old value, inserted and reloaded items (and whole inserted
    /// or reloaded sections) come from `new`. Kinds of surviving sections are kept from `old`.
    ///
    /// This is the round-trip check at the heart of Decorum's tests: for a correct changeset,
    /// `try changes.applied(to: old, producing: new) == new`.
    ///
    /// ```swift
    /// let shown = try changes.applied(to: old, producing: new)
    /// assert(shown == new)
    /// ```
    ///
    /// - Parameters:
    ///   - old: The data before the update.
    ///   - new: The data the data source reports after the update.
    ///   - noun: `"row"` or `"item"`, for error messages.
    /// - Returns: What the view shows after the update.
    /// - Throws: ``BatchUpdateError`` wherever UIKit would raise an exception.
    /// - Complexity: O(*n* + *s* + *k*) for *n* items, *s* sections and *k* changes.
    public func applied<Item>(
        to old: SectionedData<Item>, producing new: SectionedData<Item>, noun: String = "item"
    )
        throws -> SectionedData<Item>
    {
        let result = try simulate(
            old: old.sections.map(\.items), newCounts: new.sections.map(\.items.count), noun: noun
        ) { new[$0] }
        var sections: [Section<Item>] = []
        sections.reserveCapacity(result.sections.count)
        for (index, items) in result.sections.enumerated() {
            let kind = result.source[index].map { old.sections[$0].kind } ?? new.sections[index].kind
            sections.append(Section(kind: kind, items: items))
        }
        return SectionedData(sections)
    }

    /// Checks this batch against UIKit's rules for the given counts, without applying it.
    ///
    /// ```swift
    /// try changes.validate(oldCounts: [3, 2], newCounts: [3, 3])
    /// ```
    ///
    /// - Parameters:
    ///   - oldCounts: Items per section before the update.
    ///   - newCounts: Items per section the data source reports after the update.
    ///   - noun: `"row"` or `"item"`, for error messages.
    /// - Throws: ``BatchUpdateError`` wherever UIKit would raise an exception.
    /// - Complexity: O(*n* + *s* + *k*).
    public func validate(oldCounts: [Int], newCounts: [Int], noun: String = "item") throws {
        let old = oldCounts.map { [Void](repeating: (), count: $0) }
        _ = try simulate(old: old, newCounts: newCounts, noun: noun) { _ in () }
    }

    /// UIKit's batch semantics over plain arrays: validates every rule, then builds the after-state.
    /// It throws only ``BatchUpdateError``.
    func simulate<T>(
        old: [[T]], newCounts: [Int], noun: String, fetch: (IndexPath) -> T
    )
        throws -> BatchResult<T>
    {
        func fail(_ reason: BatchUpdateError.Reason) -> BatchUpdateError { BatchUpdateError(reason, noun: noun) }
        let oldSectionCount = old.count
        let newSectionCount = newCounts.count
        var oldSections = [Flags](repeating: [], count: oldSectionCount)
        var newSections = [Flags](repeating: [], count: newSectionCount)

        // Sections: deletes, reloads, moves (before-space), inserts (after-space).
        for section in sectionDeletes {
            guard section >= 0, section < oldSectionCount else {
                throw fail(.sectionOutOfBounds(.delete, section: section, count: oldSectionCount))
            }
            guard !oldSections[section].contains(.deleted) else {
                throw fail(.repeatedSection(.delete, section: section))
            }
            oldSections[section].insert(.deleted)
        }
        for section in sectionReloads {
            guard section >= 0, section < oldSectionCount else {
                throw fail(.sectionOutOfBounds(.reload, section: section, count: oldSectionCount))
            }
            if oldSections[section].contains(.deleted) {
                throw fail(.conflictingSection(.delete, .reload, section: section))
            }
            if oldSections[section].contains(.reloaded) { throw fail(.repeatedSection(.reload, section: section)) }
            oldSections[section].insert(.reloaded)
        }
        var newToOld = [Int](repeating: -1, count: newSectionCount)
        for move in sectionMoves {
            guard move.from >= 0, move.from < oldSectionCount else {
                throw fail(.sectionOutOfBounds(.moveFrom, section: move.from, count: oldSectionCount))
            }
            guard move.to >= 0, move.to < newSectionCount else {
                throw fail(.sectionOutOfBounds(.moveTo, section: move.to, count: newSectionCount))
            }
            let from = oldSections[move.from]
            if from.contains(.deleted) { throw fail(.conflictingSection(.delete, .moveFrom, section: move.from)) }
            if from.contains(.reloaded) { throw fail(.conflictingSection(.reload, .moveFrom, section: move.from)) }
            if from.contains(.movedFrom) { throw fail(.repeatedSection(.moveFrom, section: move.from)) }
            if newSections[move.to].contains(.movedTo) { throw fail(.repeatedSection(.moveTo, section: move.to)) }
            oldSections[move.from].insert(.movedFrom)
            newSections[move.to].insert(.movedTo)
            newToOld[move.to] = move.from
        }
        for section in sectionInserts {
            guard section >= 0, section < newSectionCount else {
                throw fail(.sectionOutOfBounds(.insert, section: section, count: newSectionCount))
            }
            if newSections[section].contains(.movedTo) {
                throw fail(.conflictingSection(.insert, .moveTo, section: section))
            }
            if newSections[section].contains(.inserted) { throw fail(.repeatedSection(.insert, section: section)) }
            newSections[section].insert(.inserted)
        }
        let expectedSections = oldSectionCount - sectionDeletes.count + sectionInserts.count
        guard newSectionCount == expectedSections else {
            throw fail(
                .invalidSectionCount(
                    after: newSectionCount, before: oldSectionCount, inserted: sectionInserts.count,
                    deleted: sectionDeletes.count))
        }
        // Untouched sections fill the remaining slots in order.
        var nextSlot = 0
        for section in 0..<oldSectionCount where oldSections[section].isDisjoint(with: [.deleted, .movedFrom]) {
            while !newSections[nextSlot].isDisjoint(with: [.inserted, .movedTo]) { nextSlot += 1 }
            newToOld[nextSlot] = section
            if oldSections[section].contains(.reloaded) { newSections[nextSlot].insert(.reloaded) }
            nextSlot += 1
        }
        var oldToNew = [Int](repeating: -1, count: oldSectionCount)
        for (new, old) in newToOld.enumerated() where old >= 0 { oldToNew[old] = new }

        // Items: per-section flags, allocated only for sections that have item operations.
        var oldItems: [Int: [Flags]] = [:]
        var newItems: [Int: [Flags]] = [:]
        func checkOld(_ path: IndexPath, _ operation: BatchUpdateError.Operation) throws -> (Int, Int) {
            guard let (section, item) = path.sectionAndItem else { throw fail(.malformedIndexPath(operation, path)) }
            guard section < oldSectionCount else {
                throw fail(.sectionOutOfBounds(operation, section: section, count: oldSectionCount))
            }
            guard oldSections[section].isDisjoint(with: [.deleted, .reloaded]) else {
                throw fail(.itemInDeletedSection(operation, path))
            }
            guard item < old[section].count else {
                throw fail(.itemOutOfBounds(operation, path, count: old[section].count))
            }
            return (section, item)
        }
        func checkNew(_ path: IndexPath, _ operation: BatchUpdateError.Operation) throws -> (Int, Int) {
            guard let (section, item) = path.sectionAndItem else { throw fail(.malformedIndexPath(operation, path)) }
            guard section < newSectionCount else {
                throw fail(.sectionOutOfBounds(operation, section: section, count: newSectionCount))
            }
            guard newSections[section].isDisjoint(with: [.inserted, .reloaded]) else {
                throw fail(.itemInInsertedSection(operation, path))
            }
            guard item < newCounts[section] else {
                throw fail(.itemOutOfBounds(operation, path, count: newCounts[section]))
            }
            return (section, item)
        }
        func mark(_ table: inout [Int: [Flags]], _ section: Int, _ item: Int, _ size: Int, _ flag: Flags) -> Flags {
            let previous = table[section, default: [Flags](repeating: [], count: size)][item]
            table[section, default: [Flags](repeating: [], count: size)][item].insert(flag)
            return previous
        }
        var deleted = [Int](repeating: 0, count: oldSectionCount)
        var movedOut = [Int](repeating: 0, count: oldSectionCount)
        var inserted = [Int](repeating: 0, count: newSectionCount)
        var movedIn = [Int](repeating: 0, count: newSectionCount)

        for path in itemDeletes {
            let (section, item) = try checkOld(path, .delete)
            if mark(&oldItems, section, item, old[section].count, .deleted).contains(.deleted) {
                throw fail(.repeatedItem(.delete, path))
            }
            deleted[section] += 1
        }
        for path in itemReloads {
            let (section, item) = try checkOld(path, .reload)
            let previous = mark(&oldItems, section, item, old[section].count, .reloaded)
            if previous.contains(.deleted) { throw fail(.conflictingItem(.delete, .reload, path)) }
            if previous.contains(.reloaded) { throw fail(.repeatedItem(.reload, path)) }
        }
        for move in itemMoves {
            let (fromSection, fromItem) = try checkOld(move.from, .moveFrom)
            let (toSection, toItem) = try checkNew(move.to, .moveTo)
            let previous = mark(&oldItems, fromSection, fromItem, old[fromSection].count, .movedFrom)
            if previous.contains(.deleted) { throw fail(.conflictingItem(.delete, .moveFrom, move.from)) }
            if previous.contains(.reloaded) { throw fail(.conflictingItem(.reload, .moveFrom, move.from)) }
            if previous.contains(.movedFrom) { throw fail(.repeatedItem(.moveFrom, move.from)) }
            if mark(&newItems, toSection, toItem, newCounts[toSection], .movedTo).contains(.movedTo) {
                throw fail(.repeatedItem(.moveTo, move.to))
            }
            if oldToNew[fromSection] != toSection {
                movedOut[fromSection] += 1
                movedIn[toSection] += 1
            }
        }
        for path in itemInserts {
            let (section, item) = try checkNew(path, .insert)
            let previous = mark(&newItems, section, item, newCounts[section], .inserted)
            if previous.contains(.movedTo) { throw fail(.conflictingItem(.insert, .moveTo, path)) }
            if previous.contains(.inserted) { throw fail(.repeatedItem(.insert, path)) }
            inserted[section] += 1
        }

        // The per-section count check, for every section that survives the update.
        for new in 0..<newSectionCount where newSections[new].isDisjoint(with: [.inserted, .reloaded]) {
            let old = newToOld[new]
            let before = oldCounts(old)
            let expected = before - deleted[old] + inserted[new] + movedIn[new] - movedOut[old]
            guard newCounts[new] == expected else {
                throw fail(
                    .invalidItemCount(
                        section: new, after: newCounts[new], before: before, inserted: inserted[new],
                        deleted: deleted[old],
                        movedIn: movedIn[new], movedOut: movedOut[old]))
            }
        }
        func oldCounts(_ section: Int) -> Int { old[section].count }

        // Build the after-state.
        var movesInto: [Int: [(item: Int, from: (Int, Int))]] = [:]
        for move in itemMoves {
            let (fromSection, fromItem) = (move.from[0], move.from[1])
            movesInto[move.to[0], default: []].append((move.to[1], (fromSection, fromItem)))
        }
        var sections: [[T]] = []
        sections.reserveCapacity(newSectionCount)
        var source: [Int?] = []
        source.reserveCapacity(newSectionCount)
        for new in 0..<newSectionCount {
            if !newSections[new].isDisjoint(with: [.inserted, .reloaded]) {
                sections.append((0..<newCounts[new]).map { fetch(IndexPath(section: new, item: $0)) })
                source.append(nil)
                continue
            }
            let oldSection = newToOld[new]
            let flags = oldItems[oldSection]
            let slotsTaken = newItems[new]
            guard flags != nil || slotsTaken != nil else {
                sections.append(old[oldSection])  // untouched section: shared storage, no copy
                source.append(oldSection)
                continue
            }
            var slots = [T?](repeating: nil, count: newCounts[new])
            for (item, from) in movesInto[new] ?? [] { slots[item] = old[from.0][from.1] }
            if let slotsTaken {
                for (item, flag) in slotsTaken.enumerated() where flag.contains(.inserted) {
                    slots[item] = fetch(IndexPath(section: new, item: item))
                }
            }
            var slot = 0
            for (index, element) in old[oldSection].enumerated() {
                let flag = flags?[index] ?? []
                guard flag.isDisjoint(with: [.deleted, .movedFrom]) else { continue }
                while slots[slot] != nil || (slotsTaken?[slot].isDisjoint(with: [.inserted, .movedTo]) == false) {
                    slot += 1
                }
                slots[slot] = flag.contains(.reloaded) ? fetch(IndexPath(section: new, item: slot)) : element
                slot += 1
            }
            sections.append(slots.map { $0! })
            source.append(oldSection)
        }
        return BatchResult(sections: sections, source: source)
    }
}

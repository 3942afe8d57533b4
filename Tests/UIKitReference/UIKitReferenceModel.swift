import DecorumBatchRules
@_spi(Binding) import DecorumCore
import Foundation

// A second, deliberately literal transcription of UIKit's batch algorithm (the steps listed in the
// DocC article UIKitBatchRules: arrays sorted and edited in place, every loop written out, O(n²)),
// written apart from DecorumBatchRules' model (hash lookups and a closed-form reload shift), whose
// types alone it speaks. Test-only: the core suite checks the two against each other on random
// batches (UIKitReferenceModelTests), and the UIKit stand-in checks every batch it is given with both,
// so that one wrong rule cannot hide in both the engine's pre-check and the stand-in (issue #30). The
// transcription is iOS 12's [T] (from iOS 16.4 a section left with fewer items is reported as
// "Invalid batch updates detected" first; the rule catalogue checks that).

/// A row (`whole` false) or a whole section of a batch, as the transcription sorts them.
public struct Ref: Equatable, Comparable, Sendable {
    /// The section.
    public var section: Int
    /// The item in it (`Int.max` for a whole section).
    public var item: Int
    /// Whether this is the whole section.
    public var whole: Bool

    static func row(_ path: IndexPath) -> Ref { Ref(section: path[0], item: path[1], whole: false) }
    static func of(_ section: Int) -> Ref { Ref(section: section, item: Int.max, whole: true) }
    /// Section order, then item order, a whole section after its items.
    public static func < (lhs: Ref, rhs: Ref) -> Bool {
        (lhs.section, lhs.item, lhs.whole ? 1 : 0) < (rhs.section, rhs.item, rhs.whole ? 1 : 0)
    }
    var path: IndexPath { IndexPath(section: section, item: item) }
}

/// What UIKit does with a batch it takes.
public struct RefPlan: Sendable {
    /// The deletes, in the old data.
    public var deletes: [Ref] = []
    /// The inserts, in the new data.
    public var inserts: [Ref] = []
    /// The moves, from the old data to the new.
    public var moves: [(from: Ref, to: Ref)] = []
    /// For each section after the batch, the section it was before (`nil`: inserted).
    public var newToOld: [Int?] = []
    /// A collection view that reloads instead of animating the batch.
    public var reloadsData = false
}

/// Why UIKit refuses a batch, in DecorumBatchRules' terms.
public typealias Reason = BatchUpdateError.Reason

/// The batch `changes` from item counts `old` to `new` on a table (`table`) or a collection view, as
/// UIKit takes it (the plan) or refuses it (the reason).
///
/// Literal on purpose: every loop written out, O(n²).
public func referencePlan(_ changes: Changeset, old: [Int], new: [Int], table: Bool) -> Result<RefPlan, RefFailure> {
    func fail(_ reason: Reason) -> Result<RefPlan, RefFailure> { .failure(RefFailure(reason: reason)) }
    var deletes = changes.sectionDeletes.map(Ref.of) + changes.itemDeletes.map(Ref.row)
    var inserts = changes.sectionInserts.map(Ref.of) + changes.itemInserts.map(Ref.row)
    var moves =
        (changes.sectionMoves.map { (from: Ref.of($0.from), to: Ref.of($0.to)) }
        + changes.itemMoves.map { (from: Ref.row($0.from), to: Ref.row($0.to)) })
        .enumerated().sorted { ($0.element.from, $0.offset) < ($1.element.from, $1.offset) }.map(\.element)
    let reloads = (changes.sectionReloads.map(Ref.of) + changes.itemReloads.map(Ref.row)).sorted()
    let originalDeletes = deletes.sorted(by: >)
    let originalInserts = inserts.sorted()
    for reload in reloads {
        var section = reload.section
        var item = reload.item
        for delete in originalDeletes {
            if delete == reload {
                return fail(
                    reload.whole
                        ? .conflictingSection(.delete, .reload, section: reload.section)
                        : .conflictingItem(.delete, .reload, reload.path))
            }
            if delete.whole && delete.section == reload.section { continue }
            if delete.whole && delete.section <= section { section -= 1 }
            if !reload.whole && !delete.whole && delete.section == section && delete.item <= item { item -= 1 }
        }
        for insert in originalInserts {
            if insert.whole && insert.section <= section { section += 1 }
            if !reload.whole && !insert.whole && insert.section == section && insert.item <= item { item += 1 }
        }
        deletes.append(reload)
        inserts.append(Ref(section: section, item: item, whole: reload.whole))
    }
    var plan = RefPlan()
    // Deletes.
    var all = deletes.sorted(by: >)
    var index = 0
    while index < all.count {
        let delete = all[index]
        func bounds() -> Reason? {
            if !(0..<old.count).contains(delete.section) {
                return delete.whole
                    ? .sectionOutOfBounds(.delete, section: delete.section, count: old.count)
                    : .itemSectionOutOfBounds(.delete, delete.path, count: old.count)
            }
            if !delete.whole && !(0..<old[delete.section]).contains(delete.item) {
                return .itemOutOfBounds(.delete, delete.path, count: old[delete.section])
            }
            return nil
        }
        if !table && delete.whole, let reason = bounds() { return fail(reason) }
        for move in moves {
            if move.from == delete {
                return fail(
                    delete.whole
                        ? .conflictingSection(.delete, .moveFrom, section: delete.section)
                        : .conflictingItem(.delete, .moveFrom, delete.path))
            }
            if delete.whole && !move.from.whole && move.from.section == delete.section {
                if table {
                    plan.reloadsData = true
                } else {
                    return fail(.itemInDeletedSection(.moveFrom, move.from.path))
                }
            }
        }
        if table || !delete.whole, let reason = bounds() { return fail(reason) }
        if delete.whole {
            var scan = 0
            while scan < all.count {
                let other = all[scan]
                if (!other.whole && other.section == delete.section) || (table && scan > index && other == delete) {
                    all.remove(at: scan)
                    if scan < index { index -= 1 }
                } else {
                    scan += 1
                }
            }
        } else if table {
            while index + 1 < all.count && all[index + 1] == delete { all.remove(at: index + 1) }
        }
        index += 1
    }
    plan.deletes = all
    // Inserts.
    all = inserts.sorted()
    index = 0
    while index < all.count {
        let insert = all[index]
        func bounds() -> Reason? {
            if !(0..<new.count).contains(insert.section) {
                return insert.whole
                    ? .sectionOutOfBounds(.insert, section: insert.section, count: new.count)
                    : .itemSectionOutOfBounds(.insert, insert.path, count: new.count)
            }
            if !insert.whole && !(0..<new[insert.section]).contains(insert.item) {
                return .itemOutOfBounds(.insert, insert.path, count: new[insert.section])
            }
            return nil
        }
        if !table && insert.whole, let reason = bounds() { return fail(reason) }
        for move in moves {
            if move.to == insert {
                return fail(
                    insert.whole
                        ? .conflictingSection(.insert, .moveTo, section: insert.section)
                        : .conflictingItem(.insert, .moveTo, insert.path))
            }
            if insert.whole && !move.to.whole && move.to.section == insert.section {
                if table { plan.reloadsData = true } else { return fail(.itemInInsertedSection(.moveTo, move.to.path)) }
            }
        }
        if table || !insert.whole, let reason = bounds() { return fail(reason) }
        if insert.whole {
            var scan = 0
            while scan < all.count {
                let other = all[scan]
                if (!other.whole && other.section == insert.section) || (table && scan > index && other == insert) {
                    all.remove(at: scan)
                    if scan < index { index -= 1 }
                } else {
                    scan += 1
                }
            }
        } else if table {
            while index + 1 < all.count && all[index + 1] == insert { all.remove(at: index + 1) }
        }
        index += 1
    }
    plan.inserts = all
    // Moves.
    index = 0
    while index < moves.count {
        let move = moves[index]
        if move.from.whole {
            if move.from.section >= old.count {
                return fail(.sectionOutOfBounds(.moveFrom, section: move.from.section, count: old.count))
            }
            if move.to.section >= new.count {
                return fail(.sectionMoveOutOfBounds(from: move.from.section, to: move.to.section, count: new.count))
            }
        } else {
            let item = Move(from: move.from.path, to: move.to.path)
            if move.from.section >= old.count {
                return fail(.itemMoveSectionOutOfBounds(item, .moveFrom, count: old.count))
            }
            if move.from.item >= old[move.from.section] {
                return fail(.itemMoveOutOfBounds(item, .moveFrom, count: old[move.from.section]))
            }
            if move.to.section >= new.count {
                return fail(.itemMoveSectionOutOfBounds(item, .moveTo, count: new.count))
            }
            if move.to.item >= new[move.to.section] {
                return fail(.itemMoveOutOfBounds(item, .moveTo, count: new[move.to.section]))
            }
        }
        var scan = index + 1
        while scan < moves.count {
            let other = moves[scan]
            let sameFrom = other.from == move.from
            let sameTo = other.to == move.to
            if sameFrom && sameTo {
                moves.remove(at: scan)
                continue
            }
            if sameFrom || sameTo {
                return fail(
                    move.from.whole
                        ? .conflictingSectionMoves(
                            Move(from: move.from.section, to: move.to.section),
                            Move(from: other.from.section, to: other.to.section))
                        : .conflictingItemMoves(
                            Move(from: move.from.path, to: move.to.path), Move(from: other.from.path, to: other.to.path)
                        ))
            }
            scan += 1
        }
        index += 1
    }
    plan.moves = moves
    // Section count, then (collection) repeated sections.
    let inserted = plan.inserts.filter(\.whole).count
    let deleted = plan.deletes.filter(\.whole).count
    if new.count != old.count + inserted - deleted {
        return fail(.invalidSectionCount(after: new.count, before: old.count, inserted: inserted, deleted: deleted))
    }
    func firstRepeat(_ list: [Ref], whole: Bool) -> Ref? {
        let kept = list.filter { $0.whole == whole }.sorted()
        return zip(kept, kept.dropFirst()).first { $0 == $1 }?.0
    }
    if let repeated = firstRepeat(plan.deletes, whole: true) {
        return fail(.repeatedSection(.delete, section: repeated.section))
    }
    if let repeated = firstRepeat(plan.inserts, whole: true) {
        return fail(.repeatedSection(.insert, section: repeated.section))
    }
    // Section map.
    var newToOld = [Int?](repeating: nil, count: new.count)
    var taken = [Bool](repeating: false, count: new.count)
    for insert in plan.inserts where insert.whole { taken[insert.section] = true }
    for move in plan.moves where move.from.whole {
        newToOld[move.to.section] = move.from.section
        taken[move.to.section] = true
    }
    var slot = 0
    for section in old.indices
    where !plan.deletes.contains(.of(section)) && !plan.moves.contains(where: { $0.from == .of(section) }) {
        while taken[slot] { slot += 1 }
        newToOld[slot] = section
        slot += 1
    }
    plan.newToOld = newToOld
    // Counts.
    if !plan.reloadsData {
        for (newSection, oldSection) in newToOld.enumerated() {
            guard let oldSection else { continue }
            let ins = plan.inserts.filter { !$0.whole && $0.section == newSection }.count
            let del = plan.deletes.filter { !$0.whole && $0.section == oldSection }.count
            let crossing = plan.moves.filter { !$0.from.whole && newToOld[$0.to.section] != $0.from.section }
            let movedIn = crossing.filter { $0.to.section == newSection }.count
            let movedOut = crossing.filter { $0.from.section == oldSection }.count
            if new[newSection] != old[oldSection] + ins - del + movedIn - movedOut {
                return fail(
                    .invalidItemCount(
                        section: newSection, after: new[newSection], before: old[oldSection], inserted: ins,
                        deleted: del,
                        movedIn: movedIn, movedOut: movedOut))
            }
        }
    }
    if !table {
        if let repeated = firstRepeat(plan.deletes, whole: false) { return fail(.repeatedItem(.delete, repeated.path)) }
        if let repeated = firstRepeat(plan.inserts, whole: false) { return fail(.repeatedItem(.insert, repeated.path)) }
        let movedFrom = Set(plan.moves.filter(\.from.whole).map(\.from.section))
        let movedTo = Set(plan.moves.filter(\.from.whole).map(\.to.section))
        for delete in plan.deletes.sorted() where !delete.whole && movedFrom.contains(delete.section) {
            return fail(.itemInMovedSection(.delete, delete.path))
        }
        for insert in plan.inserts where !insert.whole && movedTo.contains(insert.section) {
            return fail(.itemInMovedSection(.insert, insert.path))
        }
        for move in plan.moves where !move.from.whole {
            if movedFrom.contains(move.from.section) { return fail(.itemInMovedSection(.moveFrom, move.from.path)) }
            if movedTo.contains(move.to.section) { return fail(.itemInMovedSection(.moveTo, move.to.path)) }
        }
    }
    return .success(plan)
}

/// Why UIKit refuses a batch.
public struct RefFailure: Error, Sendable {
    /// The reason.
    public var reason: Reason
}

/// What a view shows after `plan`: moved items keep their old value, inserted ones and whole inserted
/// sections come from `new`, the others stay in their old order.
public func referenceBuild<Value>(_ plan: RefPlan, old: [[Value]], new: [[Value]]) -> [[Value]] {
    if plan.reloadsData { return new }
    return plan.newToOld.enumerated().map { newSection, oldSection -> [Value] in
        guard let oldSection else { return new[newSection] }
        var slots = [Value?](repeating: nil, count: new[newSection].count)
        for move in plan.moves where !move.from.whole && move.to.section == newSection {
            slots[move.to.item] = old[move.from.section][move.from.item]
        }
        for insert in plan.inserts where !insert.whole && insert.section == newSection {
            slots[insert.item] = new[newSection][insert.item]
        }
        let leaving = Set(
            plan.deletes.filter { !$0.whole && $0.section == oldSection }.map(\.item)
                + plan.moves.filter { !$0.from.whole && $0.from.section == oldSection }.map(\.from.item))
        var staying = old[oldSection].indices.filter { !leaving.contains($0) }.map { old[oldSection][$0] }[...]
        return slots.map { $0 ?? staying.popFirst()! }
    }
}

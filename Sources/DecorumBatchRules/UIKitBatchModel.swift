@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// UIKit's batch-update algorithm, step by step, as UITableView's `_endCellAnimationsWithContext:` and
// UICollectionView's `_endItemAnimationsWithInvalidationContext:` run it. Sources (all public; the
// rules are restated here in our own words, see also the DocC article UIKitBatchRules):
//
// [T]  UITableView's assertion texts and their order in `_endCellAnimationsWithContext:` (UIKit 3698,
//      iOS 12 simulator), as shown in public crash reports and in a public decompilation of that method.
// [C]  OpenUXKit's reverse-engineering notes on UXKit's `UXCollectionView _endItemAnimations` (macOS
//      26.4), a port of UICollectionView that keeps its assertion texts and the same nine steps.
// [AF] Apple developer forums thread 751732 (a Frameworks Engineer: "reloads are decomposed into a
//      delete and an insert"), thread 728797 (the counts check).
// [TG] Apple's Table View Programming Guide, "Batch Insertion, Deletion, and Reloading of Rows and
//      Sections", and `UITableView.deleteRows(at:with:)`: deletes and reloads name rows of the table
//      before the update, inserts rows of the table after it, and deletions are handled first,
//      whatever order the calls were made in.
// [IG] IGListKit, IGListBatchUpdateData.mm comments (why it rewrites section moves that carry item
//      changes) and issues 651 and 689 / openradar 31786176 (deleting one index path twice).
// [TX] Texture, _ASHierarchyChangeSet.mm (reloads split into a delete at the old path and an insert at
//      the path after the other deletes and inserts; item changes in deleted or inserted sections are
//      ignored) and Texture pull request 507 (a collection view's delete-and-move exception).
// [OR] openradar 27041784: a section move plus a reload of a row in the moved section fails UIKit's
//      count check.
// [PS] PSPDFKit blog, "The Hidden Trap in Selective Table View and Collection View Reloads" (2020): a
//      reload in a batch that reorders raises "attempt to perform a delete and a move from the same
//      index path".
// [IB] From iOS 16.4, "Invalid batch updates detected" when a section has fewer items than the batch
//      leaves: Apple developer forums thread 728797 (a Frameworks Engineer: "new as of iOS 16.4"), public
//      crash reports (exyte/Chat issue 56, DifferenceKit issue 155, AMKCategories' example) and a
//      published Mac Catalyst experiment with Xcode 26.6 (fewer rows: this text; more rows: the classic
//      one). See the DocC article UIKitBatchRules.

/// Which of UIKit's two implementations to follow.
enum UIKitFlavor: Sendable {
    case table
    case collection

    /// `"row"` means a table view, anything else a collection view.
    init(noun: String) {
        self = noun == "row" ? .table : .collection
    }
}

/// One update as UIKit records it: a row, or a whole section (UIKit's index path `[section, NSNotFound]`,
/// which sorts after every row of its section).
struct UpdatePath: Hashable, Comparable, Sendable {
    var section: Int
    var item: Int
    var isSection: Bool

    static func row(_ section: Int, _ item: Int) -> UpdatePath {
        UpdatePath(section: section, item: item, isSection: false)
    }

    static func whole(_ section: Int) -> UpdatePath {
        UpdatePath(section: section, item: Int.max, isSection: true)
    }

    static func < (lhs: UpdatePath, rhs: UpdatePath) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        if lhs.item != rhs.item { return lhs.item < rhs.item }
        return !lhs.isSection && rhs.isSection
    }

    var indexPath: IndexPath { IndexPath(section: section, item: item) }
}

/// One move as UIKit records it.
struct UpdateMove: Sendable {
    var from: UpdatePath
    var to: UpdatePath
    var isSection: Bool { from.isSection }
    var itemMove: Move<IndexPath> { Move(from: from.indexPath, to: to.indexPath) }
    var sectionMove: Move<Int> { Move(from: from.section, to: to.section) }
}

/// The outcome of UIKit's checks: the updates UIKit keeps and how sections map, or that it reloads.
struct UIKitBatchPlan: Sendable {
    /// Deletes UIKit keeps (reloads' deletes included), before-space, descending.
    var deletes: [UpdatePath] = []
    /// Inserts UIKit keeps (reloads' inserts included), after-space, ascending.
    var inserts: [UpdatePath] = []
    var moves: [UpdateMove] = []
    var newToOld: [Int?] = []
    var reloadsData = false
}

/// Runs UIKit's batch algorithm over counts. It throws only ``BatchUpdateError``.
struct UIKitBatchModel {
    let flavor: UIKitFlavor
    let noun: String
    let oldCounts: [Int]
    let newCounts: [Int]
    let systemVersion: UIKitRelease

    init(noun: String, oldCounts: [Int], newCounts: [Int], systemVersion: UIKitRelease = .latest) {
        self.flavor = UIKitFlavor(noun: noun)
        self.noun = noun
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        self.systemVersion = systemVersion
    }

    private func fail(_ reason: BatchUpdateError.Reason) -> BatchUpdateError {
        BatchUpdateError(reason, noun: noun, systemVersion: systemVersion)
    }

    /// Checks `changeset` the way UIKit does, in UIKit's order, and returns what UIKit keeps.
    func plan(_ changeset: Changeset) throws -> UIKitBatchPlan {
        try checkInput(changeset)
        var deletes = changeset.sectionDeletes.map(UpdatePath.whole) + changeset.itemDeletes.map(Self.rowPath)
        var inserts = changeset.sectionInserts.map(UpdatePath.whole) + changeset.itemInserts.map(Self.rowPath)
        // UIKit sorts its moves by source (compareIndexPaths:); a stable sort keeps the caller's order
        // among moves from one place, which only decides which two a "to both" message names.
        let moves =
            (changeset.sectionMoves.map { UpdateMove(from: .whole($0.from), to: .whole($0.to)) }
            + changeset.itemMoves.map { UpdateMove(from: Self.rowPath($0.from), to: Self.rowPath($0.to)) })
            .enumerated().sorted { ($0.element.from, $0.offset) < ($1.element.from, $1.offset) }.map(\.element)
        let reloads = (changeset.sectionReloads.map(UpdatePath.whole) + changeset.itemReloads.map(Self.rowPath))
            .sorted()

        // 1. Reloads become a delete and an insert [AF][T][C][TX].
        if !reloads.isEmpty {
            let split = try ReloadSplitter(deletes: deletes, inserts: inserts, fail: fail).split(reloads)
            deletes += split.deletes
            inserts += split.inserts
        }

        var plan = UIKitBatchPlan()
        let lookups = MoveLookups(moves)
        // 2. Deletes, in descending order, against the counts before the update [T][C].
        let (keptDeletes, deletedSections) = try checkDeletes(deletes.sorted(by: >), lookups, &plan)
        // 3. Inserts, in ascending order, against the counts after the update [T][C].
        let (keptInserts, insertedSections) = try checkInserts(inserts.sorted(), lookups, &plan)
        // 4. Moves: bounds on both sides, exact repeats dropped, contradictions refused [T][C].
        let keptMoves = try checkMoves(moves)

        // 5. The section count [T][C].
        let sectionsInserted = keptInserts.lazy.filter(\.isSection).count
        let sectionsDeleted = keptDeletes.lazy.filter(\.isSection).count
        guard newCounts.count == oldCounts.count + sectionsInserted - sectionsDeleted else {
            throw fail(
                .invalidSectionCount(
                    after: newCounts.count, before: oldCounts.count, inserted: sectionsInserted,
                    deleted: sectionsDeleted))
        }
        // A collection view counts a repeated section delete or insert twice (it does not drop repeats
        // as a table view does [C]); when the count still adds up, its section map is corrupt. Strict
        // reading: refuse.
        if let repeated = Self.firstRepeat(keptDeletes.reversed(), sections: true) {
            throw fail(.repeatedSection(.delete, section: repeated.section))
        }
        if let repeated = Self.firstRepeat(keptInserts, sections: true) {
            throw fail(.repeatedSection(.insert, section: repeated.section))
        }

        // 6. How sections map, then every surviving section's item count [T][C].
        plan.newToOld = try sectionMap(deleted: deletedSections, inserted: insertedSections, moves: keptMoves)
        try checkItemCounts(keptDeletes, keptInserts, keptMoves, plan.newToOld, reloadsData: plan.reloadsData)

        // 7. What a collection view takes but mishandles (not exceptions; see the cases' sources).
        if flavor == .collection {
            // The same index path deleted or inserted twice: counted twice, then EXC_BAD_ACCESS in a
            // later layout pass [IG: issues 651, 689, openradar 31786176].
            if let repeated = Self.firstRepeat(keptDeletes.reversed(), sections: false) {
                throw fail(.repeatedItem(.delete, repeated.indexPath))
            }
            if let repeated = Self.firstRepeat(keptInserts, sections: false) {
                throw fail(.repeatedItem(.insert, repeated.indexPath))
            }
            try checkMovedSections(keptDeletes, keptInserts, keptMoves)
        }
        plan.deletes = keptDeletes
        plan.inserts = keptInserts
        plan.moves = keptMoves
        return plan
    }

    private static func rowPath(_ path: IndexPath) -> UpdatePath { .row(path[0], path[1]) }

    /// Refuses what UIKit could not even be handed (negative or malformed paths, negative sections): not
    /// UIKit's checks, but first, so nothing below traps.
    private func checkInput(_ changeset: Changeset) throws {
        for section in changeset.sectionDeletes where section < 0 {
            throw fail(.sectionOutOfBounds(.delete, section: section, count: oldCounts.count))
        }
        for section in changeset.sectionInserts where section < 0 {
            throw fail(.sectionOutOfBounds(.insert, section: section, count: newCounts.count))
        }
        for move in changeset.sectionMoves {
            if move.from < 0 { throw fail(.sectionOutOfBounds(.moveFrom, section: move.from, count: oldCounts.count)) }
            if move.to < 0 {
                throw fail(.sectionMoveOutOfBounds(from: move.from, to: move.to, count: newCounts.count))
            }
        }
        for section in changeset.sectionReloads where section < 0 {
            throw fail(.sectionOutOfBounds(.reload, section: section, count: oldCounts.count))
        }
        for path in changeset.itemDeletes where path.sectionAndItem == nil {
            throw fail(.malformedIndexPath(.delete, path))
        }
        for path in changeset.itemInserts where path.sectionAndItem == nil {
            throw fail(.malformedIndexPath(.insert, path))
        }
        for move in changeset.itemMoves {
            if move.from.sectionAndItem == nil { throw fail(.malformedIndexPath(.moveFrom, move.from)) }
            if move.to.sectionAndItem == nil { throw fail(.malformedIndexPath(.moveTo, move.to)) }
        }
        for path in changeset.itemReloads where path.sectionAndItem == nil {
            throw fail(.malformedIndexPath(.reload, path))
        }
        for (section, count) in oldCounts.enumerated() where count < 0 {
            throw fail(.negativeItemCount(section: section))
        }
    }

    // MARK: Deletes and inserts

    /// UIKit's delete loop.
    private func checkDeletes(
        _ sorted: [UpdatePath], _ lookups: MoveLookups, _ plan: inout UIKitBatchPlan
    ) throws -> ([UpdatePath], Set<Int>) {
        var kept: [UpdatePath] = []
        kept.reserveCapacity(sorted.count)
        var deletedSections = Set<Int>()
        var previous: UpdatePath?
        for delete in sorted {
            if !delete.isSection && deletedSections.contains(delete.section) { continue }
            if delete == previous && flavor == .table { continue }
            previous = delete
            let same = lookups.firstFrom[delete]
            let inside = delete.isSection ? lookups.firstItemFromSection[delete.section] : nil
            switch flavor {
            case .table:
                if same != nil { throw conflict(delete, .delete, .moveFrom) }
                try checkDeleteBounds(delete)
                if inside != nil { plan.reloadsData = true }
            case .collection:
                if delete.isSection { try checkDeleteBounds(delete) }
                if let same, inside.map({ same < $0 }) ?? true { throw conflict(delete, .delete, .moveFrom) }
                if let inside { throw fail(.itemInDeletedSection(.moveFrom, lookups.moves[inside].from.indexPath)) }
                if !delete.isSection { try checkDeleteBounds(delete) }
            }
            if delete.isSection { deletedSections.insert(delete.section) }
            kept.append(delete)
        }
        return (kept, deletedSections)
    }

    /// UIKit's insert loop, the mirror of the delete loop over the counts after the update.
    private func checkInserts(
        _ sorted: [UpdatePath], _ lookups: MoveLookups, _ plan: inout UIKitBatchPlan
    ) throws -> ([UpdatePath], Set<Int>) {
        var kept: [UpdatePath] = []
        kept.reserveCapacity(sorted.count)
        var insertedSections = Set<Int>()
        var previous: UpdatePath?
        for insert in sorted {
            if insert == previous && flavor == .table { continue }
            previous = insert
            let same = lookups.firstTo[insert]
            let inside = insert.isSection ? lookups.firstItemToSection[insert.section] : nil
            switch flavor {
            case .table:
                if same != nil { throw conflict(insert, .insert, .moveTo) }
                try checkInsertBounds(insert)
                if inside != nil { plan.reloadsData = true }
            case .collection:
                if insert.isSection { try checkInsertBounds(insert) }
                if let same, inside.map({ same < $0 }) ?? true { throw conflict(insert, .insert, .moveTo) }
                if let inside { throw fail(.itemInInsertedSection(.moveTo, lookups.moves[inside].to.indexPath)) }
                if !insert.isSection { try checkInsertBounds(insert) }
            }
            if insert.isSection { insertedSections.insert(insert.section) }
            kept.append(insert)
        }
        kept.removeAll { !$0.isSection && insertedSections.contains($0.section) }
        return (kept, insertedSections)
    }

    private func conflict(
        _ update: UpdatePath, _ first: BatchUpdateError.Operation, _ second: BatchUpdateError.Operation
    ) -> BatchUpdateError {
        update.isSection
            ? fail(.conflictingSection(first, second, section: update.section))
            : fail(.conflictingItem(first, second, update.indexPath))
    }

    private func checkDeleteBounds(_ delete: UpdatePath) throws {
        guard (0..<oldCounts.count).contains(delete.section) else {
            throw delete.isSection
                ? fail(.sectionOutOfBounds(.delete, section: delete.section, count: oldCounts.count))
                : fail(.itemSectionOutOfBounds(.delete, delete.indexPath, count: oldCounts.count))
        }
        if !delete.isSection && !(0..<oldCounts[delete.section]).contains(delete.item) {
            throw fail(.itemOutOfBounds(.delete, delete.indexPath, count: oldCounts[delete.section]))
        }
    }

    /// Also refuses the negative indices only a reload's insert can reach after repeated deletes of one
    /// section or row (UIKit compares signed values and would go on; strict reading).
    private func checkInsertBounds(_ insert: UpdatePath) throws {
        guard (0..<newCounts.count).contains(insert.section) else {
            throw insert.isSection
                ? fail(.sectionOutOfBounds(.insert, section: insert.section, count: newCounts.count))
                : fail(.itemSectionOutOfBounds(.insert, insert.indexPath, count: newCounts.count))
        }
        if !insert.isSection && !(0..<newCounts[insert.section]).contains(insert.item) {
            throw fail(.itemOutOfBounds(.insert, insert.indexPath, count: newCounts[insert.section]))
        }
    }

    // MARK: Moves

    /// UIKit's move loop: the very same move again is dropped [T][C]; the same source to another place,
    /// or another source to the same place, is refused.
    private func checkMoves(_ moves: [UpdateMove]) throws -> [UpdateMove] {
        var byFrom: [UpdatePath: [Int]] = [:]
        var byTo: [UpdatePath: [Int]] = [:]
        for (index, move) in moves.enumerated() {
            byFrom[move.from, default: []].append(index)
            byTo[move.to, default: []].append(index)
        }
        var dropped = [Bool](repeating: false, count: moves.count)
        var kept: [UpdateMove] = []
        kept.reserveCapacity(moves.count)
        for (index, move) in moves.enumerated() where !dropped[index] {
            try checkMoveBounds(move)
            var conflictAt = Int.max
            for other in byFrom[move.from] ?? [] where other > index && !dropped[other] {
                if moves[other].to == move.to {
                    dropped[other] = true
                } else {
                    conflictAt = other
                    break
                }
            }
            for other in byTo[move.to] ?? [] where other > index && other < conflictAt && !dropped[other] {
                if moves[other].from != move.from {
                    conflictAt = other
                    break
                }
            }
            if conflictAt != Int.max {
                let other = moves[conflictAt]
                throw move.isSection
                    ? fail(.conflictingSectionMoves(move.sectionMove, other.sectionMove))
                    : fail(.conflictingItemMoves(move.itemMove, other.itemMove))
            }
            kept.append(move)
        }
        return kept
    }

    private func checkMoveBounds(_ move: UpdateMove) throws {
        if move.isSection {
            guard move.from.section < oldCounts.count else {
                throw fail(.sectionOutOfBounds(.moveFrom, section: move.from.section, count: oldCounts.count))
            }
            guard move.to.section < newCounts.count else {
                throw fail(
                    .sectionMoveOutOfBounds(from: move.from.section, to: move.to.section, count: newCounts.count))
            }
            return
        }
        guard move.from.section < oldCounts.count else {
            throw fail(.itemMoveSectionOutOfBounds(move.itemMove, .moveFrom, count: oldCounts.count))
        }
        guard move.from.item < oldCounts[move.from.section] else {
            throw fail(.itemMoveOutOfBounds(move.itemMove, .moveFrom, count: oldCounts[move.from.section]))
        }
        guard move.to.section < newCounts.count else {
            throw fail(.itemMoveSectionOutOfBounds(move.itemMove, .moveTo, count: newCounts.count))
        }
        guard move.to.item < newCounts[move.to.section] else {
            throw fail(.itemMoveOutOfBounds(move.itemMove, .moveTo, count: newCounts[move.to.section]))
        }
    }

    // MARK: Counts

    private func sectionMap(deleted: Set<Int>, inserted: Set<Int>, moves: [UpdateMove]) throws -> [Int?] {
        var newToOld = [Int?](repeating: nil, count: newCounts.count)
        var taken = [Bool](repeating: false, count: newCounts.count)
        var movedFrom = Set<Int>()
        for section in inserted { taken[section] = true }
        for move in moves where move.isSection {
            newToOld[move.to.section] = move.from.section
            taken[move.to.section] = true
            movedFrom.insert(move.from.section)
        }
        var slot = 0
        for old in 0..<oldCounts.count where !deleted.contains(old) && !movedFrom.contains(old) {
            while slot < taken.count && taken[slot] { slot += 1 }
            guard slot < taken.count else {
                throw fail(
                    .invalidSectionCount(
                        after: newCounts.count, before: oldCounts.count, inserted: inserted.count,
                        deleted: deleted.count))
            }
            newToOld[slot] = old
            slot += 1
        }
        return newToOld
    }

    /// UIKit's per-section check, for every section after the update that existed before it (under its
    /// old index for deletes and moves out, its new one for inserts and moves in).
    private func checkItemCounts(
        _ deletes: [UpdatePath], _ inserts: [UpdatePath], _ moves: [UpdateMove], _ newToOld: [Int?],
        reloadsData: Bool
    ) throws {
        for (section, count) in newCounts.enumerated() where count < 0 && newToOld[section] != nil {
            throw fail(.negativeItemCount(section: section))
        }
        // Sections inserted (or reloaded) are not checked by UIKit; a negative count there cannot be
        // shown, so refuse it too (strict reading).
        for (section, count) in newCounts.enumerated() where count < 0 {
            throw fail(.negativeItemCount(section: section))
        }
        if reloadsData { return }
        var oldToNew = [Int?](repeating: nil, count: oldCounts.count)
        for (new, old) in newToOld.enumerated() { if let old { oldToNew[old] = new } }
        var deleted = [Int](repeating: 0, count: oldCounts.count)
        var movedOut = [Int](repeating: 0, count: oldCounts.count)
        var inserted = [Int](repeating: 0, count: newCounts.count)
        var movedIn = [Int](repeating: 0, count: newCounts.count)
        for delete in deletes where !delete.isSection { deleted[delete.section] += 1 }
        for insert in inserts where !insert.isSection { inserted[insert.section] += 1 }
        for move in moves where !move.isSection && oldToNew[move.from.section] != move.to.section {
            movedOut[move.from.section] += 1
            movedIn[move.to.section] += 1
        }
        func expected(_ new: Int, _ old: Int) -> Int {
            oldCounts[old] + inserted[new] - deleted[old] + movedIn[new] - movedOut[old]
        }
        if systemVersion >= .iOS16Point4,
            newToOld.enumerated().contains(where: { new, old in old.map { newCounts[new] < expected(new, $0) } ?? false
            })
        {
            throw fail(
                .inconsistentBatch(before: oldCounts, after: newCounts, updates: listed(deletes, inserts, moves)))
        }
        for (new, old) in newToOld.enumerated() {
            guard let old else { continue }
            let expected = expected(new, old)
            guard newCounts[new] == expected else {
                throw fail(
                    .invalidItemCount(
                        section: new, after: newCounts[new], before: oldCounts[old], inserted: inserted[new],
                        deleted: deleted[old], movedIn: movedIn[new], movedOut: movedOut[old]))
            }
        }
    }

    /// The batch as UIKit lists it in "Invalid batch updates detected": deletes (last first), inserts,
    /// then moves, e.g. `Delete row (0 - 1)` [IB].
    private func listed(_ deletes: [UpdatePath], _ inserts: [UpdatePath], _ moves: [UpdateMove]) -> [String] {
        func place(_ path: UpdatePath) -> String {
            path.isSection ? "section \(path.section)" : "\(noun) (\(path.section) - \(path.item))"
        }
        return deletes.map { "Delete \(place($0))" } + inserts.map { "Insert \(place($0))" }
            + moves.map { move in
                move.isSection
                    ? "Move section \(move.from.section) -> \(move.to.section)"
                    : "Move \(noun) (\(move.from.section) - \(move.from.item)) -> (\(move.to.section) - \(move.to.item))"
            }
    }

    private static func firstRepeat(_ sorted: some Sequence<UpdatePath>, sections: Bool) -> UpdatePath? {
        var previous: UpdatePath?
        for update in sorted where update.isSection == sections {
            if update == previous { return update }
            previous = update
        }
        return nil
    }

    /// Item changes inside a moved section of a collection view: UIKit raises nothing, but they animate a
    /// cell twice, corrupt the heap or crash [IG: IGListBatchUpdateData.mm], so the headless view refuses them.
    private func checkMovedSections(
        _ deletes: [UpdatePath], _ inserts: [UpdatePath], _ moves: [UpdateMove]
    )
        throws
    {
        var movedFrom = Set<Int>()
        var movedTo = Set<Int>()
        for move in moves where move.isSection {
            movedFrom.insert(move.from.section)
            movedTo.insert(move.to.section)
        }
        if movedFrom.isEmpty { return }
        for delete in deletes.reversed() where !delete.isSection && movedFrom.contains(delete.section) {
            throw fail(.itemInMovedSection(.delete, delete.indexPath))
        }
        for insert in inserts where !insert.isSection && movedTo.contains(insert.section) {
            throw fail(.itemInMovedSection(.insert, insert.indexPath))
        }
        for move in moves where !move.isSection {
            if movedFrom.contains(move.from.section) { throw fail(.itemInMovedSection(.moveFrom, move.from.indexPath)) }
            if movedTo.contains(move.to.section) { throw fail(.itemInMovedSection(.moveTo, move.to.indexPath)) }
        }
    }
}

private struct MoveLookups {
    let moves: [UpdateMove]
    /// The first move (in UIKit's order) from exactly this place, and to exactly this place.
    var firstFrom: [UpdatePath: Int] = [:]
    var firstTo: [UpdatePath: Int] = [:]
    var firstItemFromSection: [Int: Int] = [:]
    var firstItemToSection: [Int: Int] = [:]

    init(_ moves: [UpdateMove]) {
        self.moves = moves
        for (index, move) in moves.enumerated() {
            if firstFrom[move.from] == nil { firstFrom[move.from] = index }
            if firstTo[move.to] == nil { firstTo[move.to] = index }
            if !move.isSection {
                if firstItemFromSection[move.from.section] == nil { firstItemFromSection[move.from.section] = index }
                if firstItemToSection[move.to.section] == nil { firstItemToSection[move.to.section] = index }
            }
        }
    }
}

/// Splits reloads as UIKit does [T][C][TX][AF]: a delete at the old path and an insert shifted by the
/// caller's deletes and inserts only, never by moves, so a reload next to moves lands elsewhere [PS][OR].
private struct ReloadSplitter {
    let deletesDescending: [UpdatePath]
    let insertsAscending: [UpdatePath]
    let deleteSet: Set<UpdatePath>
    let literal: Bool
    let deletedSections: [Int]  // ascending, distinct
    let insertedSections: [Int]  // ascending, distinct
    let deletedItems: [Int: ShiftColumn]
    let insertedItems: [Int: ShiftColumn]
    let fail: (BatchUpdateError.Reason) -> BatchUpdateError

    init(deletes: [UpdatePath], inserts: [UpdatePath], fail: @escaping (BatchUpdateError.Reason) -> BatchUpdateError) {
        deletesDescending = deletes.sorted(by: >)
        insertsAscending = inserts.sorted()
        deleteSet = Set(deletes)
        self.fail = fail
        let sectionDeletes = deletes.filter(\.isSection).map(\.section).sorted()
        let sectionInserts = inserts.filter(\.isSection).map(\.section).sorted()
        deletedSections = sectionDeletes
        insertedSections = sectionInserts
        literal =
            zip(sectionDeletes, sectionDeletes.dropFirst()).contains { $0 == $1 }
            || zip(sectionInserts, sectionInserts.dropFirst()).contains { $0 == $1 }
        var deleted: [Int: [Int]] = [:]
        var inserted: [Int: [Int]] = [:]
        for delete in deletes where !delete.isSection { deleted[delete.section, default: []].append(delete.item) }
        for insert in inserts where !insert.isSection { inserted[insert.section, default: []].append(insert.item) }
        deletedItems = deleted.mapValues(ShiftColumn.init)
        insertedItems = inserted.mapValues(ShiftColumn.init)
    }

    func split(_ reloads: [UpdatePath]) throws -> (deletes: [UpdatePath], inserts: [UpdatePath]) {
        var deletes: [UpdatePath] = []
        var inserts: [UpdatePath] = []
        deletes.reserveCapacity(reloads.count)
        inserts.reserveCapacity(reloads.count)
        for reload in reloads {
            // UIKit compares every delete with the reload first [T][C]; only an exact match is refused.
            if deleteSet.contains(reload) {
                throw reload.isSection
                    ? fail(.conflictingSection(.delete, .reload, section: reload.section))
                    : fail(.conflictingItem(.delete, .reload, reload.indexPath))
            }
            let (section, item) = literal ? shiftLiterally(reload) : shift(reload)
            deletes.append(reload)
            inserts.append(UpdatePath(section: section, item: item, isSection: reload.isSection))
        }
        return (deletes, inserts)
    }

    /// UIKit's two loops as written, for the rare batch that names one section twice.
    private func shiftLiterally(_ reload: UpdatePath) -> (Int, Int) {
        var section = reload.section
        var item = reload.item
        for delete in deletesDescending {
            if delete.isSection && delete.section == reload.section { continue }
            if delete.isSection && delete.section <= section { section &-= 1 }
            if !reload.isSection && !delete.isSection && delete.section == section && delete.item <= item {
                item &-= 1
            }
        }
        for insert in insertsAscending {
            if insert.isSection && insert.section <= section { section &+= 1 }
            if !reload.isSection && !insert.isSection && insert.section == section && insert.item <= item {
                item &+= 1
            }
        }
        return (section, item)
    }

    /// The same result in O(log n) per reload when no section is named twice.
    private func shift(_ reload: UpdatePath) -> (Int, Int) {
        var section = reload.section
        var item = reload.item
        let isRow = !reload.isSection
        if isRow, let column = deletedItems[section] { item = column.shiftDown(item) }
        var below = section &- 1
        while below >= 0, Self.contains(deletedSections, below) {
            section &-= 1
            if isRow, let column = deletedItems[below] { item = column.shiftDown(item) }
            below -= 1
        }
        section &-= deletedSections.countBelow(below &+ 1)
        var next = insertedSections.countBelow(section)
        section &+= next
        while next < insertedSections.count, insertedSections[next] <= section {
            if insertedSections[next] == section, isRow, let column = insertedItems[section] {
                item = column.shiftUp(item)
            }
            section &+= 1
            next += 1
        }
        if isRow, let column = insertedItems[section] { item = column.shiftUp(item) }
        return (section, item)
    }

    private static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let index = sorted.countBelow(value)
        return index < sorted.count && sorted[index] == value
    }
}

/// The item deletes or inserts of one section, prepared to shift an index the way UIKit's loops do.
private struct ShiftColumn {
    let items: [Int]
    let hasRepeats: Bool
    let raiseLimits: [Int]

    init(_ unsorted: [Int]) {
        items = unsorted.sorted()
        hasRepeats = zip(items, items.dropFirst()).contains { $0 == $1 }
        var limits: [Int] = []
        limits.reserveCapacity(items.count)
        var running = Int.min
        for (offset, value) in items.enumerated() {
            running = max(running, value &- offset)
            limits.append(running)
        }
        raiseLimits = limits
    }

    /// The descending delete loop: each delete at or below the current index lowers it by one.
    func shiftDown(_ index: Int) -> Int {
        guard hasRepeats else {
            // Distinct values in descending order: once one is at or below the index, all later ones
            // are too, so the index drops by the number of values at or below it.
            var low = 0
            var high = items.count
            while low < high {
                let mid = (low + high) / 2
                if items[mid] <= index { low = mid + 1 } else { high = mid }
            }
            return index &- low
        }
        var current = index
        for value in items.reversed() where value <= current { current &-= 1 }
        return current
    }

    /// The ascending insert loop: each insert at or below the current index raises it by one.
    func shiftUp(_ index: Int) -> Int {
        var low = 0
        var high = raiseLimits.count
        while low < high {
            let mid = (low + high) / 2
            if raiseLimits[mid] <= index { low = mid + 1 } else { high = mid }
        }
        return index &+ low
    }
}

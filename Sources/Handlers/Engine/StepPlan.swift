#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// One plan for every step, whether an edit or a diff brings it: the batches, what of them the view is
// given (no rows of collapsed sections), what counts against the reload threshold, which updated rows
// are reconfigured and which reloaded (a row whose cell style changed cannot be reconfigured), and
// which sections have their headers and footers read again. Worked out from the data alone; the queue
// (ListEngine+Queue.swift) carries it out with the data of each batch.

/// What one step shows, from the data alone. Not generic, so the engine's unspecialised code pays no
/// type metadata for it.
struct StepPlan {
    var batches: [Changeset]
    var reconfigure: [IndexPath] = []
    /// Updated rows reloaded in a batch of their own after the others (cell style changed, or
    /// `reconfiguresUpdatedItems` off with moves in the batch).
    var reloadAfter: [IndexPath] = []
    var sections: [Int] = []
    var operations = 0
    /// Whether the step inserts rows and nothing else, so that a later such edit can join it.
    var insertsOnly = false
    /// An edit's batch as the view is given it, read before the edit when some section is collapsed.
    private(set) var shown: ShownBatch?
    /// What an edit's plan still needs the data after the edit for.
    private var pending: (oldStyles: [String]?, losing: Set<Kind>)?

    /// The plan of `edit`, read from `data` before the edit changes it; ``settle(in:showsRows:cellStyle:)``
    /// finishes it once the data has changed.
    init<Item>(
        _ edit: Edit<Item>, of data: SectionedData<Item>, reconfiguresUpdatedItems: Bool, showsRows: Bool,
        cellStyle: ((Item) -> String)?
    ) {
        var changeset = edit.changeset
        var oldStyles: [String]?
        if reconfiguresUpdatedItems {
            reconfigure = edit.updatedAfter
            oldStyles = Self.styles(of: edit.updatedBefore, in: data, cellStyle)
        } else if changeset.itemMoves.isEmpty && changeset.sectionMoves.isEmpty {
            changeset.itemReloads = edit.updatedBefore
        } else {
            reloadAfter = edit.updatedAfter
        }
        sections = edit.updatedSections
        if edit.collapsedAfter != nil || data.hasCollapsedSections {
            let shown = ShownBatch(changeset, from: data, edit: edit)
            self.shown = shown
            if let flags = shown.collapsed {
                sections = Array(Set(sections + shown.outOfSight + reconfigure.sections(hiddenBy: flags))).sorted()
            }
            let reloads = reloadAfter
            operations =
                shown.changeset.changeCount + (shown.collapsed.map { reloads.shown(collapsed: $0) } ?? reloads).count
        } else {
            operations = changeset.changeCount + reloadAfter.count
        }
        batches = [changeset]
        insertsOnly =
            sections.isEmpty && edit.collapsedAfter == nil && changeset.insertsItemsOnly && reconfigure.isEmpty
            && reloadAfter.isEmpty
        let losing = showsRows ? SectionedData.kindsLosingRows(changeset, in: data) : []
        pending = (oldStyles, losing)
    }

    /// The plan of a diff's `staged` batches from `old` to `final`, with the data after each batch.
    static func of<Item>(
        _ staged: StagedChangeset<Item>, from old: SectionedData<Item>, to final: SectionedData<Item>,
        reconfiguresUpdatedItems: Bool, showsRows: Bool, cellStyle: ((Item) -> String)?
    ) -> (plan: StepPlan, data: [SectionedData<Item>]) {
        var plan = StepPlan(batches: [])
        var data: [SectionedData<Item>] = []
        if reconfiguresUpdatedItems {
            for stage in staged {
                var changeset = stage.changeset
                changeset.itemReloads = []
                if !changeset.isEmpty {
                    plan.batches.append(changeset)
                    data.append(stage.data)
                }
            }
            plan.reconfigure = staged.updated
            // A dropped reload-only stage leaves the stage before it last: it must show the new content.
            if !data.isEmpty { data[data.count - 1] = final }
            var restyled: [IndexPath] = []
            let oldStyles = styles(of: staged.updatedSources, in: old, cellStyle)
            moveRestyled(&plan.reconfigure, to: &restyled, oldStyles: oldStyles, in: final, cellStyle)
            if !restyled.isEmpty {
                plan.batches.append(Changeset(itemReloads: restyled))
                data.append(final)
            }
        } else {
            for stage in staged {
                plan.batches.append(stage.changeset)
                data.append(stage.data)
            }
        }
        // Counted as the view is given them, batch by batch; the sections whose rows change out of sight,
        // and those whose rows change at all, are found by kind.
        var outOfSight = Set<Kind>()
        var kinds = showsRows ? SectionedData.kinds(of: plan.reconfigure, in: final) : []
        var previous = old
        for (changeset, after) in zip(plan.batches, data) {
            let shown = ShownBatch(changeset, from: previous, to: after)
            plan.operations += shown.changeset.changeCount
            for section in shown.outOfSight { outOfSight.insert(after.sections[section].kind) }
            if showsRows {
                kinds.formUnion(SectionedData.kindsLosingRows(changeset, in: previous))
                kinds.formUnion(SectionedData.kindsGainingRows(changeset, in: after))
            }
            previous = after
        }
        plan.sections = SectionedData.merging(staged.updatedSections, kinds: kinds, in: final)
        if final.hasCollapsedSections {
            let flags = final.collapsedFlags
            let hidden = final.sections.indices.filter { flags[$0] && outOfSight.contains(final.sections[$0].kind) }
            plan.sections = Array(Set(plan.sections + hidden + plan.reconfigure.sections(hiddenBy: flags))).sorted()
        }
        return (plan, data)
    }

    private init(batches: [Changeset]) {
        self.batches = batches
    }

    var isEmpty: Bool { batches.isEmpty && reconfigure.isEmpty && sections.isEmpty }

    /// Why the step is shown with a reload instead, if it is too large to animate.
    func exceeds(_ threshold: Int?) -> Diagnostic.Reason? {
        guard let threshold, operations > threshold else { return nil }
        return .largeChange(operations: operations, threshold: threshold)
    }

    /// Finishes an edit's plan once the data has become `final`: the rows whose cell style changed are
    /// reloaded, and the sections whose rows changed join the refreshed ones.
    mutating func settle<Item>(in final: SectionedData<Item>, showsRows: Bool, cellStyle: ((Item) -> String)?) {
        guard let (oldStyles, losing) = pending else { return }
        pending = nil
        Self.moveRestyled(&reconfigure, to: &reloadAfter, oldStyles: oldStyles, in: final, cellStyle)
        guard showsRows else { return }
        let kinds = losing.union(batches.first.map { SectionedData.kindsGainingRows($0, in: final) } ?? [])
            .union(SectionedData.kinds(of: reconfigure, in: final))
        sections = SectionedData.merging(sections, kinds: kinds, in: final)
    }

    /// An edit's plan whose data changed before it runs (the view is behind): the empty batch dropped
    /// unless it `collapses` sections, and the reloads after it as a batch of their own.
    mutating func settleAhead<Item>(
        in final: SectionedData<Item>, showsRows: Bool, cellStyle: ((Item) -> String)?, collapses: Bool
    ) {
        settle(in: final, showsRows: showsRows, cellStyle: cellStyle)
        shown = nil
        if !collapses { batches.removeAll { $0.isEmpty } }
        if !reloadAfter.isEmpty { batches.append(Changeset(itemReloads: reloadAfter)) }
        reloadAfter = []
    }

    private static func styles<Item>(
        of paths: [IndexPath], in data: SectionedData<Item>, _ cellStyle: ((Item) -> String)?
    ) -> [String]? {
        guard let cellStyle, !paths.isEmpty else { return nil }
        return paths.map { cellStyle(data[$0]) }
    }

    private static func moveRestyled<Item>(
        _ reconfigure: inout [IndexPath], to reload: inout [IndexPath], oldStyles: [String]?,
        in data: SectionedData<Item>, _ cellStyle: ((Item) -> String)?
    ) {
        guard let cellStyle, let oldStyles, oldStyles.count == reconfigure.count else { return }
        var kept: [IndexPath] = []
        kept.reserveCapacity(reconfigure.count)
        for (path, old) in zip(reconfigure, oldStyles) {
            if cellStyle(data[path]) == old { kept.append(path) } else { reload.append(path) }
        }
        reconfigure = kept
    }
}

/// A batch of the data as the view sees it, showing no rows of collapsed sections: the projected batch,
/// the item counts the view shows before and after it, and the sections whose rows change out of sight.
struct ShownBatch {
    var changeset: Changeset
    var before: [Int]
    var after: [Int]
    var collapsed: [Bool]?
    var outOfSight: [Int] = []

    init<Item>(_ changeset: Changeset, from data: SectionedData<Item>, edit: Edit<Item>) {
        let old = data.hasCollapsedSections ? data.collapsedFlags : nil
        let new =
            edit.collapsedAfter ?? old.map { changeset.collapsedFlags(after: $0, sectionCount: edit.counts.count) }
        self.init(
            changeset, old: old, new: new?.contains(true) == true ? new : nil, oldCounts: data.itemCounts,
            newCounts: edit.counts)
    }

    /// `changeset` from the data the view shows to a stage's data.
    init<Item>(_ changeset: Changeset, from shown: SectionedData<Item>, to stage: SectionedData<Item>) {
        self.init(
            changeset, old: shown.hasCollapsedSections ? shown.collapsedFlags : nil,
            new: stage.hasCollapsedSections ? stage.collapsedFlags : nil, oldCounts: shown.itemCounts,
            newCounts: stage.itemCounts)
    }

    private init(_ changeset: Changeset, old: [Bool]?, new: [Bool]?, oldCounts: [Int], newCounts: [Int]) {
        guard old != nil || new != nil else {
            (self.changeset, before, after, collapsed) = (changeset, oldCounts, newCounts, nil)
            return
        }
        let old = old ?? Array(repeating: false, count: oldCounts.count)
        let new = new ?? Array(repeating: false, count: newCounts.count)
        self.changeset = changeset.projected(collapsed: old, to: new, oldCounts: oldCounts, newCounts: newCounts)
        outOfSight = changeset.sectionsChangedOutOfSight(collapsed: old, to: new)
        before = oldCounts.shown(collapsed: old)
        after = newCounts.shown(collapsed: new)
        collapsed = new
    }
}

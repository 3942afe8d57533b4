#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// One plan for every step, whether an edit or a diff brings it: its stages (each batch with the data
// after it and what the view is shown of it: no rows of collapsed sections), what counts against the
// reload threshold, which updated rows are reconfigured and which reloaded (a row whose cell style
// changed cannot be reconfigured), and which sections have their headers and footers read again. An
// edit is drafted from the data before it (StepDraft), then settled into a plan once the data has
// changed; a diff is planned at once. The queue (ListEngine+Queue.swift) carries plans out.

/// What one step shows: its stages, then the rows to reconfigure and the sections to refresh.
struct StepPlan<Item> {
    /// One batch, the data after it, and what the view is shown of it.
    struct Stage {
        var changeset: Changeset
        /// `nil` only while a queued edit joins the stage (``ListEngine/coalesce(_:_:)``).
        var data: SectionedData<Item>?
        var shown: ShownBatch
    }

    var stages: [Stage] = []
    var reconfigure: [IndexPath] = []
    var sections: [Int] = []
    var operations = 0
    /// Whether the step inserts rows and nothing else, so that a later such edit can join it.
    var insertsOnly = false

    /// The plan of a diff's `staged` batches from `old` to `final`.
    init(
        _ staged: StagedChangeset<Item>, from old: SectionedData<Item>, to final: SectionedData<Item>,
        reconfiguresUpdatedItems: Bool, showsRows: Bool, cellStyle: ((Item) -> String)?
    ) {
        var batches: [StagedChangeset<Item>.Stage] = []
        if reconfiguresUpdatedItems {
            for var stage in staged {
                stage.changeset.itemReloads = []
                if !stage.changeset.isEmpty { batches.append(stage) }
            }
            reconfigure = staged.updated
            // A dropped reload-only stage leaves the stage before it last: it must show the new content.
            if !batches.isEmpty { batches[batches.count - 1].data = final }
            var restyled: [IndexPath] = []
            let styled = cellStyle.flatMap { _ in
                styles(zip(staged.updatedSources, staged.updated).map { (before: $0, after: $1) }, in: old, cellStyle)
            }
            moveRestyled(styled, from: &reconfigure, to: &restyled, in: final, cellStyle)
            if !restyled.isEmpty { batches.append(.init(changeset: Changeset(itemReloads: restyled), data: final)) }
        } else {
            batches = staged.stages
        }
        // Counted as the view is given them, batch by batch; the sections whose rows change out of sight,
        // and those whose rows change at all, are found by kind.
        var outOfSight = Set<Kind>()
        var kinds = showsRows ? SectionedData.kinds(of: reconfigure, in: final) : []
        var previous = old
        stages.reserveCapacity(batches.count)
        for batch in batches {
            let shown = ShownBatch(batch.changeset, from: previous, to: batch.data)
            operations += shown.changeset.changeCount
            for section in shown.outOfSight { outOfSight.insert(batch.data.sections[section].kind) }
            if showsRows {
                kinds.formUnion(SectionedData.kindsLosingRows(batch.changeset, in: previous))
                kinds.formUnion(SectionedData.kindsGainingRows(batch.changeset, in: batch.data))
            }
            stages.append(Stage(changeset: batch.changeset, data: batch.data, shown: shown))
            previous = batch.data
        }
        sections = SectionedData.merging(staged.updatedSections, kinds: kinds, in: final)
        if final.hasCollapsedSections {
            let flags = final.collapsedFlags
            let hidden = final.sections.indices.filter { flags[$0] && outOfSight.contains(final.sections[$0].kind) }
            sections = Array(Set(sections + hidden + reconfigure.sections(hiddenBy: flags))).sorted()
        }
    }

    fileprivate init(stages: [Stage], reconfigure: [IndexPath], sections: [Int], operations: Int, insertsOnly: Bool) {
        (self.stages, self.reconfigure, self.sections) = (stages, reconfigure, sections)
        (self.operations, self.insertsOnly) = (operations, insertsOnly)
    }

    var isEmpty: Bool { stages.isEmpty && reconfigure.isEmpty && sections.isEmpty }

    func exceeds(_ threshold: Int?) -> Diagnostic.Reason? { StepDraft.exceeds(threshold, operations) }
}

extension StepPlan.Stage {
    /// Joins insert-only `edit` to this insert-only stage, in place.
    mutating func append(inserts draft: StepDraft, of edit: Edit<Item>) {
        shown.append(inserts: draft, of: edit, to: &changeset)
    }
}

extension ShownBatch {
    /// Joins insert-only `edit`'s batch to this insert-only one, and to `changeset`, the batch it shows.
    mutating func append<Item>(inserts draft: StepDraft, of edit: Edit<Item>, to changeset: inout Changeset) {
        guard collapsed != nil else {  // `self.changeset` is `changeset` itself, sharing its storage
            self.changeset = Changeset()
            changeset.append(inserts: draft.changeset)
            self.changeset = changeset
            after = edit.counts
            return
        }
        changeset.append(inserts: draft.changeset)
        self.changeset.append(inserts: draft.shown?.changeset ?? draft.changeset)
        after = draft.shown?.after ?? edit.counts
    }
}

/// An edit's plan, drafted from the data before the edit: what it still needs the data after it for.
struct StepDraft {
    var changeset: Changeset
    /// What the view is shown of the batch when some section is collapsed (else the batch as it is).
    var shown: ShownBatch?
    var reconfigure: [IndexPath] = []
    /// Updated rows reloaded in a batch of their own after the edit's (cell style changed, or
    /// `reconfiguresUpdatedItems` off with moves in the batch).
    var reloadAfter: [IndexPath] = []
    var sections: [Int] = []
    var operations: Int
    var insertsOnly: Bool
    private let styled: [(path: IndexPath, style: String)]?
    private let losing: Set<Kind>

    init<Item>(
        _ edit: Edit<Item>, of data: SectionedData<Item>, reconfiguresUpdatedItems: Bool, showsRows: Bool,
        cellStyle: ((Item) -> String)?
    ) {
        var changeset = edit.changeset
        var styled: [(path: IndexPath, style: String)]?
        if reconfiguresUpdatedItems {
            reconfigure = edit.updated.map(\.after)
            styled = styles(edit.updated, in: data, cellStyle)
        } else if changeset.itemMoves.isEmpty && changeset.sectionMoves.isEmpty {
            changeset.itemReloads = edit.updated.map(\.before)
        } else {
            reloadAfter = edit.updated.map(\.after)
        }
        self.changeset = changeset
        self.styled = styled
        sections = edit.updatedSections
        var reloads = reloadAfter
        if edit.collapsedAfter != nil || data.hasCollapsedSections {
            let shown = ShownBatch(changeset, from: data, edit: edit)
            if let flags = shown.collapsed {
                sections = Array(Set(sections + shown.outOfSight + reconfigure.sections(hiddenBy: flags))).sorted()
                reloads = reloads.shown(collapsed: flags)
            }
            self.shown = shown
        }
        operations = (shown?.changeset ?? changeset).changeCount + reloads.count
        insertsOnly =
            sections.isEmpty && edit.collapsedAfter == nil && changeset.insertsItemsOnly && reconfigure.isEmpty
            && reloadAfter.isEmpty
        losing = showsRows ? SectionedData.kindsLosingRows(changeset, in: data) : []
    }

    func shown<Item>(from data: SectionedData<Item>, _ edit: Edit<Item>) -> ShownBatch {
        shown ?? ShownBatch(changeset, from: data, edit: edit)
    }

    /// Why the step is shown with a reload instead, if it is too large to animate.
    func exceeds(_ threshold: Int?) -> Diagnostic.Reason? { Self.exceeds(threshold, operations) }

    fileprivate static func exceeds(_ threshold: Int?, _ operations: Int) -> Diagnostic.Reason? {
        guard let threshold, operations > threshold else { return nil }
        return .largeChange(operations: operations, threshold: threshold)
    }

    /// The plan once the data has become `final`, with the stages after the edit's own batch: the rows
    /// whose cell style changed are reloaded, and the sections whose rows changed join the refreshed ones.
    func settled<Item>(
        in final: SectionedData<Item>, showsRows: Bool, cellStyle: ((Item) -> String)?
    ) -> StepPlan<Item> {
        var reconfigure = reconfigure
        var reloadAfter = reloadAfter
        moveRestyled(styled, from: &reconfigure, to: &reloadAfter, in: final, cellStyle)
        let sections = sections(in: final, showsRows: showsRows, reconfigure: reconfigure)
        var stages: [StepPlan<Item>.Stage] = []
        if !reloadAfter.isEmpty {
            let reloads = Changeset(itemReloads: reloadAfter)
            stages.append(.init(changeset: reloads, data: final, shown: ShownBatch(reloads, from: final, to: final)))
        }
        return StepPlan(
            stages: stages, reconfigure: reconfigure, sections: sections, operations: operations,
            insertsOnly: insertsOnly)
    }
}

extension StepDraft {
    /// The sections the plan refreshes once the data has become `final`.
    func sections<Item>(in final: SectionedData<Item>, showsRows: Bool, reconfigure: [IndexPath]) -> [Int] {
        guard showsRows else { return sections }
        let kinds = losing.union(SectionedData.kindsGainingRows(changeset, in: final))
            .union(SectionedData.kinds(of: reconfigure, in: final))
        return SectionedData.merging(sections, kinds: kinds, in: final)
    }
}

/// Each updated row's path after the step with its cell style before it; `nil` without cell styles.
private func styles<Item>(
    _ updated: [(before: IndexPath, after: IndexPath)], in data: SectionedData<Item>, _ cellStyle: ((Item) -> String)?
) -> [(path: IndexPath, style: String)]? {
    guard let cellStyle, !updated.isEmpty else { return nil }
    return updated.map { ($0.after, cellStyle(data[$0.before])) }
}

private func moveRestyled<Item>(
    _ styled: [(path: IndexPath, style: String)]?, from reconfigure: inout [IndexPath], to reload: inout [IndexPath],
    in data: SectionedData<Item>, _ cellStyle: ((Item) -> String)?
) {
    guard let cellStyle, let styled else { return }
    var kept: [IndexPath] = []
    kept.reserveCapacity(styled.count)
    for (path, old) in styled {
        if cellStyle(data[path]) == old { kept.append(path) } else { reload.append(path) }
    }
    reconfigure = kept
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

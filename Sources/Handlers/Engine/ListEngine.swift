#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The platform-neutral heart of every handler: it owns the data, shows each edit as batch updates of
/// a ``BatchUpdatableView``, and keeps the data source and the view in agreement at every instant.
@MainActor
final class ListEngine<Item> {
    private struct Stage {
        var changeset: Changeset
        var data: SectionedData<Item>
    }

    private struct Step {
        var stages: [Stage]
        var reconfigure: [IndexPath]
        var sections: [Int]
        var final: SectionedData<Item>
        var version: Int
        var insertsOnly = false
    }

    private(set) var data: SectionedData<Item>
    private var lagging: SectionedData<Item>?
    var displayedData: SectionedData<Item> { lagging ?? data }

    weak var view: (any BatchUpdatableView)?
    let identity: IdentityIndex<Item>

    var duplicatePolicy: DuplicatePolicy = .reject
    var reconfiguresUpdatedItems = true
    /// Set when items may use different cells: a row whose identifier changed is reloaded, because UIKit
    /// cannot reconfigure a cell into another registration. `nil` when every item uses the same cell.
    var cellStyle: ((Item) -> String)?
    var onDiagnostic: ((Diagnostic) -> Void)?
    let callbacks = CallbackGate()
    var viewport = ViewportState<Item>()

    // Behaviours: reloads of large changes (``submit(_:animated:)``), the selection that follows items
    // (ListEngine+Selection.swift) and the empty state (ListEngine+EmptyState.swift).
    /// Above this many operations an edit is shown with one reload; `nil`: never.
    var reloadThreshold: Int? = ListEngine.defaultReloadThreshold
    var onInformation: ((Diagnostic) -> Void)?
    var selection: (any SelectionTracking<Item>)?
    /// The paths the view had selected after the engine last showed the selection (or a tap), to notice
    /// what the app or UIKit changed on the view directly.
    var shownSelection: Set<IndexPath> = []
    var isEmptyStateShown: Bool?
    var onEmptyStateChange: ((Bool) -> Void)?

    private(set) var version = 0

    var hasCollapsedSections: Bool { data.hasCollapsedSections }
    var applyGeneration = 0
    var beforeAsyncDiff: (@MainActor () async -> Void)?
    private var queue: [Step] = []
    private var outstanding = 0
    /// Bumped by every reload: completions of batches issued before it are ignored.
    private var generation = 0
    private var isDraining = false
    private let placeholder = SectionedData<Item>()

    init(data: SectionedData<Item>, identity: IdentityIndex<Item>) {
        self.data = data
        self.identity = identity
    }

    /// Whether edits are still waiting to be shown (a batch animating, or edits queued).
    var hasPendingUpdates: Bool { outstanding > 0 || !queue.isEmpty || isReloadHeld }

    /// Whether the view shows ``data`` (nothing left to show, though an animation may still run).
    var isViewUpToDate: Bool { lagging == nil && queue.isEmpty && !isReloadHeld }

    /// A reload the view could not take: it had uncommitted updates (Apple, `hasUncommittedUpdates`:
    /// "don't call reloadData()"). It keeps showing ``displayedData`` until it commits, then reloads.
    private var isReloadHeld = false

    var isSelectionHeld = false

    /// Whether the view is between a drag's lift and its drop's commit: no batch and no reload then.
    var isViewCommitting: Bool { (view?.hasUncommittedUpdates ?? false) || isCommittingDrop }

    /// Called before ``data`` changes on a path that may end in a reload: while the view cannot take
    /// one, what it shows is kept for its data source.
    private func keepShownWhileCommitting() {
        if lagging == nil, isViewCommitting { lagging = data }
    }

    // MARK: - Submitting edits

    /// Builds an edit from ``data`` with `make` and shows it.
    func perform<E: Error>(
        animated: Bool, _ make: (SectionedData<Item>) throws(E) -> Edit<Item>?
    ) throws(E) {
        guard let edit = try make(data) else { return }
        submit(edit, animated: animated)
    }

    /// Shows `edit` of ``data``: at once inside one batch when the view is idle, else queued.
    func submit(_ edit: Edit<Item>, animated: Bool) {
        defer { finishChange() }
        guard !edit.isEmpty else { return }
        adoptViewSelection()
        identity.remove(edit.removed)
        identity.insert(edit.added)
        forgetSelected(edit.removed, keeping: edit.added)
        version &+= 1
        guard animated, let view, view.canAnimate else {
            captureAnchor(displayedData)
            keepShownWhileCommitting()
            edit.mutate(&data)
            return fallBack(animated && view != nil ? .notInWindow : nil, edit.changeset)
        }
        var changeset = edit.changeset
        var reconfigure = edit.updatedAfter
        var reloadAfter: [IndexPath] = []
        // The styles the updated rows are shown in, read before the edit changes them.
        let oldStyles = reconfiguresUpdatedItems ? styles(of: edit.updatedBefore, in: data) : nil
        if !reconfiguresUpdatedItems {
            reconfigure = []
            if changeset.itemMoves.isEmpty && changeset.sectionMoves.isEmpty {
                changeset.itemReloads = edit.updatedBefore
            } else {
                reloadAfter = edit.updatedAfter
            }
        }
        // What the view is given: the batch without the rows of collapsed sections, plus the rows of a
        // section that expands or collapses. Only that counts against the threshold; rows changed out of
        // sight are no operation, their section's header and footer are refreshed instead.
        let shown = Shown(changeset, from: data, edit: edit)
        // Headers and footers that show their rows: the kinds losing rows, read before the data changes.
        let showsRows = supplementaryViewsShowRows
        let losing = showsRows ? Self.kindsLosingRows(changeset, in: data) : []
        var sections = edit.updatedSections
        if let flags = shown.collapsed {
            sections = Array(Set(sections + shown.outOfSight + reconfigure.sections(hiddenBy: flags))).sorted()
        }
        let operations =
            shown.changeset.changeCount
            + (shown.collapsed.map { reloadAfter.shown(collapsed: $0) } ?? reloadAfter).count
        if let limit = reloadThreshold, operations > limit {
            keepShownWhileCommitting()
            edit.mutate(&data)
            return fallBack(.largeChange(operations: operations, threshold: limit), nil)
        }
        guard !hasPendingUpdates, lagging == nil, !isViewCommitting else {
            // Behind: change the data now, queue its batches.
            if lagging == nil { lagging = data }
            // Rows changed out of sight (a collapsed section) refresh that section's header: no merging.
            if sections.isEmpty, coalesce(edit, changeset, reconfigure: reconfigure, reloadAfter: reloadAfter) {
                if showsRows {  // the merged step refreshes these too, after its batch
                    let last = queue.count - 1
                    queue[last].sections = Self.merging(
                        queue[last].sections, kinds: changedKinds(losing, changeset, reconfigure), in: data)
                }
                return drain()
            }
            edit.mutate(&data)
            moveRestyled(&reconfigure, to: &reloadAfter, oldStyles: oldStyles)
            let insertsOnly =
                sections.isEmpty
                && Self.insertsOnly(edit, changeset, reconfigure: reconfigure, reloadAfter: reloadAfter)
            if showsRows {
                sections = Self.merging(sections, kinds: changedKinds(losing, changeset, reconfigure), in: data)
            }
            var stages: [Stage] = []
            if !changeset.isEmpty || edit.collapsedAfter != nil {
                stages.append(Stage(changeset: changeset, data: data))
            }
            if !reloadAfter.isEmpty { stages.append(Stage(changeset: Changeset(itemReloads: reloadAfter), data: data)) }
            queue.append(
                Step(
                    stages: stages, reconfigure: reconfigure, sections: sections, final: data, version: version,
                    insertsOnly: insertsOnly))
            return drain()
        }
        // Idle: the data source shows `data`, which changes in place inside the batch. The view is shown
        // the batch without the rows of collapsed sections.
        if shown.changeset.isEmpty {
            edit.mutate(&data)
        } else {
            var pending: ((inout SectionedData<Item>) -> Void)? = edit.mutate
            let applyOnce: @MainActor () -> Void = { [weak self] in
                guard let self, let mutate = pending else { return }
                pending = nil
                mutate(&self.data)
            }
            captureAnchor(data)
            let failure =
                problem(with: shown.changeset, from: shown.before, to: shown.after, in: view)
                ?? issue(shown.changeset, in: view, updates: applyOnce)
            applyOnce()  // when the view did not call `updates`, or the batch never ran
            if let failure { return fallBack(failure, changeset) }
        }
        moveRestyled(&reconfigure, to: &reloadAfter, oldStyles: oldStyles)
        if let flags = shown.collapsed {
            reconfigure = reconfigure.shown(collapsed: flags)
            reloadAfter = reloadAfter.shown(collapsed: flags)
        }
        if !reloadAfter.isEmpty {
            if let failure = issue(Changeset(itemReloads: reloadAfter), in: view, updates: {}) {
                return fallBack(failure, Changeset(itemReloads: reloadAfter))
            }
        }
        if showsRows {
            sections = Self.merging(sections, kinds: changedKinds(losing, changeset, reconfigure), in: data)
        }
        refresh(rows: reconfigure, sections: sections, in: view)
        didShow()
        showViewState()
    }

    /// Shows a diff's `stages`, then reconfigures `updated` and the changed sections' headers and footers;
    /// the identity set must already describe `final`, or have been dropped.
    func submit(stages staged: StagedChangeset<Item>, final: SectionedData<Item>, animated: Bool) {
        defer { finishChange() }
        adoptViewSelection()
        keepSelected(in: final)
        let shown = lagging ?? data
        let old = data
        keepShownWhileCommitting()
        data = final
        version &+= 1
        guard animated, let view, view.canAnimate else {
            captureAnchor(shown)
            return fallBack(animated && view != nil ? .notInWindow : nil, staged.first?.changeset)
        }
        var stages: [Stage] = []
        var reconfigure: [IndexPath] = []
        if reconfiguresUpdatedItems {
            for stage in staged {
                var changeset = stage.changeset
                changeset.itemReloads = []
                if !changeset.isEmpty { stages.append(Stage(changeset: changeset, data: stage.data)) }
            }
            reconfigure = staged.updated
            // A dropped reload-only stage leaves the stage before it last: it must show the new content.
            if !stages.isEmpty { stages[stages.count - 1].data = final }
            var restyled: [IndexPath] = []
            let oldStyles = styles(of: staged.updatedSources, in: old)
            moveRestyled(&reconfigure, to: &restyled, oldStyles: oldStyles)
            if !restyled.isEmpty { stages.append(Stage(changeset: Changeset(itemReloads: restyled), data: final)) }
        } else {
            stages = staged.map { Stage(changeset: $0.changeset, data: $0.data) }
        }
        // Counted as the view is given them (see `submit(_:animated:)`), stage by stage from the data
        // before this apply; sections whose rows change out of sight are found by kind.
        var operations = 0
        var outOfSight = Set<Kind>()
        var previous = old
        for stage in stages {
            let shown = Shown(stage.changeset, from: previous, to: stage.data)
            operations += shown.changeset.changeCount
            for section in shown.outOfSight { outOfSight.insert(stage.data.sections[section].kind) }
            previous = stage.data
        }
        if let limit = reloadThreshold, operations > limit {
            return fallBack(.largeChange(operations: operations, threshold: limit), nil)
        }
        var sections = staged.updatedSections
        if supplementaryViewsShowRows {
            // The kinds of the sections whose rows a stage changes, carried to `final` by kind.
            var kinds = Self.kinds(of: reconfigure, in: final)
            previous = old
            for stage in stages {
                kinds.formUnion(Self.kindsLosingRows(stage.changeset, in: previous))
                kinds.formUnion(Self.kindsGainingRows(stage.changeset, in: stage.data))
                previous = stage.data
            }
            sections = Self.merging(sections, kinds: kinds, in: final)
        }
        if final.hasCollapsedSections {
            let flags = final.collapsedFlags
            let hidden = final.sections.indices.filter { flags[$0] && outOfSight.contains(final.sections[$0].kind) }
            sections = Array(Set(sections + hidden + reconfigure.sections(hiddenBy: flags))).sorted()
        }
        if stages.isEmpty, reconfigure.isEmpty, sections.isEmpty, !hasPendingUpdates {
            // Nothing the view must be told: it shows the same rows with the same content.
            lagging = nil
            return
        }
        lagging = shown
        queue.append(Step(stages: stages, reconfigure: reconfigure, sections: sections, final: final, version: version))
        drain()
    }

    private func changedKinds(_ losing: Set<Kind>, _ changeset: Changeset, _ updated: [IndexPath]) -> Set<Kind> {
        losing.union(Self.kindsGainingRows(changeset, in: data)).union(Self.kinds(of: updated, in: data))
    }

    /// Merges an insert-only edit into a queued insert-only step: without it, every edit queued behind an
    /// animation would keep its own O(*n*) copy of the data and its own batch. `false`: nothing changed.
    private func coalesce(
        _ edit: Edit<Item>, _ changeset: Changeset, reconfigure: [IndexPath], reloadAfter: [IndexPath]
    ) -> Bool {
        let last = queue.count - 1
        guard last >= 0, queue[last].insertsOnly, queue[last].stages.count == 1,
            Self.insertsOnly(edit, changeset, reconfigure: reconfigure, reloadAfter: reloadAfter),
            reloadThreshold.map({ queue[last].stages[0].changeset.changeCount + changeset.changeCount <= $0 }) ?? true
        else { return false }
        // Let go of the step's data, so that the edit changes ``data`` in place (the step is changed
        // where it is in the queue, never copied out).
        queue[last].stages[0].data = placeholder
        queue[last].final = placeholder
        edit.mutate(&data)
        queue[last].stages[0].changeset.append(inserts: changeset)
        queue[last].stages[0].data = data
        queue[last].final = data
        queue[last].version = version
        return true
    }

    private static func insertsOnly(
        _ edit: Edit<Item>, _ changeset: Changeset, reconfigure: [IndexPath], reloadAfter: [IndexPath]
    ) -> Bool {
        changeset.insertsItemsOnly && reconfigure.isEmpty && reloadAfter.isEmpty && edit.updatedSections.isEmpty
            && edit.collapsedAfter == nil
    }

    private func styles(of paths: [IndexPath], in data: SectionedData<Item>) -> [String]? {
        guard let cellStyle, !paths.isEmpty else { return nil }
        return paths.map { cellStyle(data[$0]) }
    }

    private func moveRestyled(
        _ reconfigure: inout [IndexPath], to reload: inout [IndexPath], oldStyles: [String]?
    ) {
        guard let cellStyle, let oldStyles, oldStyles.count == reconfigure.count else { return }
        var kept: [IndexPath] = []
        kept.reserveCapacity(reconfigure.count)
        for (path, old) in zip(reconfigure, oldStyles) {
            if cellStyle(data[path]) == old { kept.append(path) } else { reload.append(path) }
        }
        reconfigure = kept
    }

    func reload(with newData: SectionedData<Item>) {
        defer { finishChange() }
        identity.invalidate()
        adoptViewSelection()
        keepSelected(in: newData)
        captureAnchor(displayedData)
        keepShownWhileCommitting()
        data = newData
        version &+= 1
        reloadNow()
    }

    /// Shows ``data`` with `reloadData`, dropping queued batches; while the view is committing a drag
    /// or drop, once it has committed.
    func reloadNow() {
        queue.removeAll()
        outstanding = 0
        generation &+= 1
        if let view, isViewCommitting {
            isReloadHeld = true
            return view.waitForCommittedUpdates()
        }
        isReloadHeld = false
        lagging = nil
        view?.reloadData()
        didShow()
        showViewState()
    }

    // MARK: - Interactive edits

    /// Set while the view tells its data source of a drop: no batch may start then, whatever the view says
    /// of its updates.
    var isCommittingDrop = false

    var hasTitles = false

    private var supplementaryViewsShowRows: Bool { hasTitles || (view?.supplementaryViewsShowRows ?? false) }

    /// Where the item the view shows at `indexPath` is in ``data``: the same path when the view is up
    /// to date, else found by identity; `nil` when the path is invalid or the item is gone.
    func dataIndexPath(forDisplayed indexPath: IndexPath) -> IndexPath? {
        guard let item = displayedData.shownItem(at: indexPath) else { return nil }
        if isViewUpToDate { return indexPath }
        return identity.path(item, data)
    }

    /// Records a row move the view has already shown (interactive reorder): the data changes, no batch
    /// runs.
    func recordDisplayedMove(from source: IndexPath, to destination: IndexPath) {
        defer { finishChange() }
        let sourceShown = displayedData.shownItem(at: source) != nil
        guard sourceShown, Self.isValidDestination(destination, from: source, in: displayedData),
            !displayedData.sections[destination[0]].isCollapsed
        else {
            return fallBack(.invalidViewIndexPath(sourceShown ? destination : source), nil)
        }
        guard source != destination else { return }
        version &+= 1
        if isViewUpToDate {
            // The same move edit as `move(from:to:)`, minus the batch: the view has shown it already.
            let edit: Edit<Item> = {  // the builder lets go of the data before it changes in place
                var builder = EditBuilder(data)
                builder.moveRow(from: source, to: destination)
                return builder.build()
            }()
            edit.mutate(&data)
            return rememberShownSelection()
        }
        guard let moved = Self.moving(displayedData, from: source, to: destination) else { return }
        var result = data
        if let draggedPath = dataIndexPath(forDisplayed: source) {
            let dragged = result.sections[draggedPath[0]].items.remove(at: draggedPath[1])
            let anchor =
                destination[1] > 0
                ? moved.item(at: IndexPath(section: destination[0], item: destination[1] - 1)) : nil
            if let anchor, let anchorPath = identity.path(anchor, result) {
                result.sections[anchorPath[0]].items.insert(dragged, at: anchorPath[1] + 1)
            } else if let section = result.firstIndex(of: moved[destination[0]].kind) {
                result.sections[section].items.insert(dragged, at: 0)
            } else {
                result = data  // the section it was dropped in is gone from the data: the drop is undone
            }
        }
        replan(shown: moved, result: result)
    }

    /// The view shows `shown` now, after a change it made itself (a drop).
    private func replan(shown: SectionedData<Item>, result: SectionedData<Item>) {
        queue.removeAll()
        identity.invalidate()  // the identity set is that of `data`, not of `shown`
        lagging = shown
        data = shown
        guard let staged = try? identity.diff(shown, result) else { return reload(with: result) }
        submit(stages: staged, final: result, animated: true)
    }

    /// Records rows the view has already inserted (a drop placeholder's commit): the data changes, no
    /// batch runs.
    func recordDisplayedInsert(_ items: [Item], at indexPath: IndexPath) {
        defer { finishChange() }
        version &+= 1
        if isViewUpToDate {
            let edit: Edit<Item> = {  // the builder lets go of the data before it changes in place
                var builder = EditBuilder(data)
                builder.insert(items, inSection: indexPath[0], before: indexPath[1])
                return builder.build()
            }()
            identity.insert(edit.added)
            edit.mutate(&data)
            return rememberShownSelection()
        }
        var shown = displayedData
        shown.sections[indexPath[0]].items.insert(contentsOf: items, at: indexPath[1])
        var result = data
        // After the nearest row before them on screen that the data still has; else first in the section.
        let before = displayedData.sections[indexPath[0]].items[..<indexPath[1]]
        if let path = before.reversed().lazy.compactMap({ self.identity.path($0, result) }).first {
            result.sections[path[0]].items.insert(contentsOf: items, at: path[1] + 1)
        } else if let section = result.firstIndex(of: shown[indexPath[0]].kind) {
            result.sections[section].items.insert(contentsOf: items, at: 0)
        }  // else the section is gone from the data: the drop goes with it
        replan(shown: shown, result: result)
    }

    /// `data` with the item at `source` moved to `destination` (a path after the removal), or `nil`.
    static func moving(
        _ data: SectionedData<Item>, from source: IndexPath, to destination: IndexPath
    )
        -> SectionedData<Item>?
    {
        guard data.isValid(source), isValidDestination(destination, from: source, in: data) else { return nil }
        var result = data
        let item = result.sections[source[0]].items.remove(at: source[1])
        result.sections[destination[0]].items.insert(item, at: destination[1])
        return result
    }

    /// Whether `destination` is a position for the row at `source` once it has left it.
    static func isValidDestination(
        _ destination: IndexPath, from source: IndexPath, in data: SectionedData<Item>
    )
        -> Bool
    {
        guard let (section, item) = destination.sectionAndItem, section < data.numberOfSections else { return false }
        return item <= data[section].items.count - (section == source[0] ? 1 : 0)
    }

    // MARK: - The queue

    /// Runs queued steps until one waits for its completions. Re-entrant calls return and let the
    /// running loop continue.
    func drain() {
        guard !isDraining else { return }
        if isReloadHeld { return reloadNow() }  // waits again while the view is still committing
        if isSelectionHeld { showSelection() }
        isDraining = true
        defer { isDraining = false }
        while outstanding == 0, !queue.isEmpty {
            // The user is dragging a row: a batch now would fight the drag. The queue waits until the
            // view says its updates are committed (ListHandler.viewDidCommitUpdates()).
            if let view, isViewCommitting { return view.waitForCommittedUpdates() }
            run(queue.removeFirst())
        }
    }

    private func run(_ step: Step) {
        guard let view else {
            lagging = nil
            return
        }
        adoptViewSelection()
        captureAnchor(displayedData)
        for (index, stage) in step.stages.enumerated() {
            let isLast = index == step.stages.count - 1
            let shown = Shown(stage.changeset, from: displayedData, to: stage.data)
            let shows = isLast && step.version == version ? nil : stage.data
            if let failure = problem(with: shown.changeset, from: shown.before, to: shown.after, in: view) {
                return fallBack(failure, stage.changeset)
            }
            // A stage whose rows all change out of sight gives the view nothing to do.
            if !shown.changeset.isEmpty,
                let failure = issue(shown.changeset, in: view, updates: { [weak self] in self?.lagging = shows })
            {
                return fallBack(failure, stage.changeset)
            }
            lagging = shows
        }
        if step.stages.isEmpty { lagging = step.version == version ? nil : step.final }
        let flags = step.final.hasCollapsedSections ? step.final.collapsedFlags : nil
        refresh(
            rows: flags.map { step.reconfigure.shown(collapsed: $0) } ?? step.reconfigure, sections: step.sections,
            in: view)
        didShow()
        showViewState()
    }

    /// A batch of the data as the view sees it, showing no rows of collapsed sections: the projected
    /// batch and the item counts the view shows before and after it.
    private struct Shown {
        var changeset: Changeset
        var before: [Int]
        var after: [Int]
        var collapsed: [Bool]?
        var outOfSight: [Int] = []

        init(_ changeset: Changeset, from data: SectionedData<Item>, edit: Edit<Item>) {
            let old = data.hasCollapsedSections ? data.collapsedFlags : nil
            let new =
                edit.collapsedAfter ?? old.map { changeset.collapsedFlags(after: $0, sectionCount: edit.counts.count) }
            self.init(
                changeset, old: old, new: new?.contains(true) == true ? new : nil, oldCounts: data.itemCounts,
                newCounts: edit.counts)
        }

        /// `changeset` from the data the view shows to a stage's data.
        init(_ changeset: Changeset, from shown: SectionedData<Item>, to stage: SectionedData<Item>) {
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

    private func problem(
        with changeset: Changeset, from old: [Int], to new: [Int], in view: any BatchUpdatableView
    ) -> Diagnostic.Reason? {
        guard view.canAnimate else { return .notInWindow }
        let shown = view.shownItemCounts
        guard shown == old else { return .viewOutOfSync(shown: shown, expected: old) }
        do throws(BatchUpdateError) {
            try changeset.checkCounts(from: old, to: new)
        } catch {
            return .invalidBatch(error)
        }
        return nil
    }

    private func issue(
        _ changeset: Changeset, in view: any BatchUpdatableView, updates: @escaping @MainActor () -> Void
    ) -> Diagnostic.Reason? {
        outstanding += 1
        let token = generation
        do {
            try view.performBatch(
                changeset, animated: !keepsAnchorStill(changeset), updates: updates,
                completion: { [weak self] _ in self?.batchFinished(token) })
        } catch {
            return .viewRejectedBatch(String(describing: error))
        }
        return nil
    }

    /// After a step's batches: reconfigures the updated rows, then the headers and footers of the
    /// sections whose model changed (both in the data the view now shows).
    private func refresh(rows paths: [IndexPath], sections: [Int], in view: any BatchUpdatableView) {
        do {
            if !paths.isEmpty { try view.reconfigure(paths) }
            if !sections.isEmpty { try view.reconfigureSupplementaryViews(inSections: sections) }
        } catch {
            fallBack(.reconfigureFailed(String(describing: error)), nil)
        }
    }

    /// A setting changed what every header and footer shows: they are read again in place, at once when
    /// the view is up to date, else with a reload (the sections still to come read theirs anyway).
    func refreshSupplementaryViews() {
        guard let view, !displayedData.isEmpty else { return }
        guard isViewUpToDate, outstanding == 0, !isViewCommitting else { return reloadNow() }
        refresh(rows: [], sections: Array(displayedData.sections.indices), in: view)
    }

    /// A setting changed how every cell shows its item: the shown rows are reconfigured in place, at
    /// once when the view is up to date, else with a reload.
    func refreshCells() {
        guard let view, displayedData.shownItemCount > 0 else { return }
        guard isViewUpToDate, outstanding == 0 else { return reloadNow() }
        var paths: [IndexPath] = []
        for (section, content) in displayedData.sections.enumerated() where !content.isCollapsed {
            for item in content.items.indices { paths.append(IndexPath(section: section, item: item)) }
        }
        refresh(rows: paths, sections: [], in: view)
    }

    private func batchFinished(_ token: Int) {
        guard token == generation, outstanding > 0 else { return }
        outstanding -= 1
        if outstanding == 0 { drain() }
        _checkInvariants()
    }

    /// Told once ``data`` has changed, at the end of the engine call that changed it: ``ListFeed``
    /// writes it back to a SwiftUI binding.
    var onDataChange: (() -> Void)?
    private var toldVersion = 0

    /// Ends a call that may have changed ``data``: checks the invariants, then tells ``onDataChange``.
    private func finishChange() {
        _checkInvariants()
        guard version != toldVersion else { return }
        toldVersion = version
        onDataChange?()
    }

    /// Debug builds only (O(*n* + *s*)): valid offset caches, unique identities matching the identity set,
    /// and the view shown ``data`` when nothing is pending, so a broken invariant traps at the edit.
    func _checkInvariants() {
        #if DEBUG
        data._checkInvariants()
        lagging?._checkInvariants()
        precondition(
            identity.isConsistent(data), "ListEngine: the data repeats an identity or the identity set is stale")
        if !hasPendingUpdates, !isDraining {
            precondition(lagging == nil, "ListEngine: nothing is pending, yet the view is not shown the data")
        }
        #endif
    }

    /// Reloads the view and reports why, when there is a reason: a fault to ``onDiagnostic``, an
    /// expected reload (not in a window, a large change) to ``onInformation``.
    private func fallBack(_ reason: Diagnostic.Reason?, _ changeset: Changeset?) {
        reloadNow()
        guard let reason else { return }
        let diagnostic = Diagnostic(reason, changeset: changeset)
        if diagnostic.severity == .fault { onDiagnostic?(diagnostic) } else { onInformation?(diagnostic) }
    }
}

@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The queue that carries out the engine's steps (each planned in StepPlan.swift): one at a time, each
// after the batches of the one before have completed. After every step and every reload, the
// behaviours that follow what the view shows observe it in one place, ``ListEngine/stepDidFinish()``.

extension ListEngine {
    struct Step {
        var plan: StepPlan<Item>
        var final: SectionedData<Item>?
        var version: Int
    }

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

    /// Shows a queued step: its stages one by one, then the rows to reconfigure and the headers and
    /// footers to read again.
    func run(_ step: Step) {
        guard let view else {
            lagging = nil
            return
        }
        willShowStep()
        let stages = step.plan.stages
        for (index, stage) in stages.enumerated() {
            let shows = index == stages.count - 1 && step.version == version ? nil : stage.data
            if let failure = show(stage, shows: shows, in: view) { return fallBack(failure, stage.changeset) }
        }
        if stages.isEmpty { lagging = step.version == version ? nil : step.final }
        didShowStep(step.plan, final: step.final ?? data, in: view)
    }

    /// Shows an edit on a view with nothing pending: ``data`` changes in place inside its batch, then
    /// the settled plan's stages follow and it ends as a queued step does.
    func run(_ edit: Edit<Item>, _ draft: StepDraft) {
        guard let view else { return edit.mutate(&data) }
        willShowStep()
        let shown = draft.shown(from: data, edit)
        if let failure = runInPlace(edit, shown, in: view) { return fallBack(failure, draft.changeset) }
        var plan = draft.settled(in: data, showsRows: showsRows, cellStyle: cellStyle)
        for stage in plan.stages {
            if let failure = show(stage, shows: nil, in: view) { return fallBack(failure, stage.changeset) }
        }
        plan.stages = []  // lets go of the data, which an edit made from here on changes in place
        didShowStep(plan, final: data, in: view)
    }

    /// Changes ``data`` by `edit` and queues its step: its batch (unless empty and collapsing nothing), then the rest.
    func enqueue(_ edit: Edit<Item>, _ draft: StepDraft) {
        let shown = draft.shown(from: data, edit)
        edit.mutate(&data)
        var plan = draft.settled(in: data, showsRows: showsRows, cellStyle: cellStyle)
        if edit.collapsedAfter != nil || !draft.changeset.isEmpty {
            plan.stages.insert(.init(changeset: draft.changeset, data: data, shown: shown), at: 0)
        }
        queue.append(Step(plan: plan, final: data, version: version))
    }

    /// Joins an insert-only edit to a queued insert-only step, else every edit queued behind an animation
    /// would keep its own O(*n*) copy of the data and its own batch. `false`: nothing changed.
    func coalesce(_ edit: Edit<Item>, _ draft: StepDraft) -> Bool {
        guard draft.insertsOnly, var step = queue.popLast() else { return false }
        guard step.plan.insertsOnly, step.plan.stages.count == 1,
            reloadThreshold.map({ step.plan.operations + draft.operations <= $0 }) ?? true
        else {
            queue.append(step)
            return false
        }
        // The step lets go of its data, so that the edit changes ``data`` in place (the step is moved out
        // of the queue and back, and its stage changed where it is, never copied).
        step.final = nil
        step.plan.stages[0].data = nil
        edit.mutate(&data)
        step.plan.stages[0].append(inserts: draft, of: edit)
        step.plan.stages[0].data = data
        step.plan.operations += draft.operations
        step.final = data
        step.version = version
        let sections = draft.sections(in: data, showsRows: showsRows, reconfigure: draft.reconfigure)
        if !sections.isEmpty { step.plan.sections = Array(Set(step.plan.sections + sections)).sorted() }
        queue.append(step)
        return true
    }

    private func willShowStep() {
        observer?.stepWillShow()
        adoptViewSelection()
        captureAnchor(displayedData)
    }

    private func didShowStep(_ plan: StepPlan<Item>, final: SectionedData<Item>, in view: any BatchUpdatableView) {
        var rows = plan.reconfigure
        if !rows.isEmpty, final.hasCollapsedSections { rows = rows.shown(collapsed: final.collapsedFlags) }
        refresh(rows: rows, sections: plan.sections, in: view)
        observer?.stepDidShow()
        stepDidFinish()
    }

    /// One stage's batch, after which the view shows `shows` (`nil`: ``data``). A batch whose rows all
    /// change out of sight gives the view nothing to do.
    private func show(
        _ stage: StepPlan<Item>.Stage, shows: SectionedData<Item>?, in view: any BatchUpdatableView
    ) -> Diagnostic.Reason? {
        let shown = stage.shown
        if let failure = traced(
            .check, { problem(with: shown.changeset, from: shown.before, to: shown.after, in: view) })
        {
            return failure
        }
        if !shown.changeset.isEmpty,
            let failure = issue(shown.changeset, in: view, updates: { [weak self] in self?.lagging = shows })
        {
            return failure
        }
        lagging = shows
        return nil
    }

    /// An edit's batch on an idle view, changing ``data`` inside UIKit's `updates` block (O(*k*) for an
    /// append: the data is not copied); the data has changed when it returns, whatever happened.
    private func runInPlace(
        _ edit: Edit<Item>, _ shown: ShownBatch, in view: any BatchUpdatableView
    ) -> Diagnostic.Reason? {
        guard !shown.changeset.isEmpty else {
            edit.mutate(&data)
            return nil
        }
        var pending: ((inout SectionedData<Item>) -> Void)? = edit.mutate
        let applyOnce: @MainActor () -> Void = { [weak self] in
            guard let self, let mutate = pending else { return }
            pending = nil
            mutate(&self.data)
        }
        let failure =
            traced(.check, { problem(with: shown.changeset, from: shown.before, to: shown.after, in: view) })
            ?? issue(shown.changeset, in: view, updates: applyOnce)
        applyOnce()  // when the view did not call `updates`, or the batch never ran
        return failure
    }

    /// After each step and each reload: the anchor, a pending scroll and "load more" (ListEngine+Viewport.swift),
    /// the selection and the empty state (ListEngine+Selection.swift) follow what the view now shows.
    func stepDidFinish() {
        didShow()
        showViewState()
        observer?.deliver()
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
        view.map { view in traced(.reload) { view.reloadData() } }
        stepDidFinish()
    }

    private func problem(
        with changeset: Changeset, from old: [Int], to new: [Int], in view: any BatchUpdatableView
    ) -> Diagnostic.Reason? {
        guard view.canAnimate else { return .notInWindow }
        let shown = view.shownItemCounts
        lastCheck = FlightRecorder.Check(shown: shown, expected: old)
        guard shown == old else {
            recorder.insertBeforeLast(.outsideChange(shown: shown))
            return .viewOutOfSync(shown: shown, expected: old)
        }
        if let answers = view.dataSourceItemCounts, answers != old {
            recorder.insertBeforeLast(.foreignDataSource(answers: answers))
            return .dataSourceOutOfSync(answers: answers, expected: old)
        }
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
            try traced(.batch, batch: changeset) {
                try view.performBatch(
                    changeset, animated: !keepsAnchorStill(changeset), updates: updates,
                    completion: { [weak self] _ in self?.batchFinished(token) })
            }
        } catch {
            noteOutsideRows(error)
            return .viewRejectedBatch(String(describing: error))
        }
        return nil
    }

    /// After a step's batches: reconfigures the updated rows, then the headers and footers of the
    /// sections whose model changed (both in the data the view now shows), and the layout-wide views.
    private func refresh(rows paths: [IndexPath], sections: [Int], in view: any BatchUpdatableView) {
        guard !paths.isEmpty || !sections.isEmpty || view.showsLayoutWideViews else { return }
        let shown = view.shownItemCounts
        let expected = displayedData.shownItemCounts
        lastCheck = FlightRecorder.Check(shown: shown, expected: expected)
        guard shown == expected else {  // UIKit raises on a path or section it does not show
            recorder.insertBeforeLast(.outsideChange(shown: shown))
            return fallBack(.viewOutOfSync(shown: shown, expected: expected), nil)
        }
        do {
            if !paths.isEmpty { try view.reconfigure(paths) }
            observer?.reconfigured(paths.count)
            if !sections.isEmpty || view.showsLayoutWideViews {
                try view.reconfigureSupplementaryViews(inSections: sections)
            }
        } catch {
            noteOutsideRows(error)
            fallBack(.reconfigureFailed(String(describing: error)), nil)
        }
    }

    /// A setting changed what every header and footer shows: they are read again in place, at once when
    /// the view is up to date, else with a reload (the sections still to come read theirs anyway).
    func refreshSupplementaryViews() {
        guard let view, !displayedData.isEmpty || view.showsLayoutWideViews else { return }
        guard view.canAnimate, isViewUpToDate, outstanding == 0, !isViewCommitting else {
            record(.reloadView)
            return reloadNow()
        }
        refresh(rows: [], sections: Array(displayedData.sections.indices), in: view)
    }

    /// A setting changed how every cell shows its item: the shown rows are reconfigured in place, at
    /// once when the view is up to date, else with a reload.
    func refreshCells() {
        guard let view, displayedData.shownItemCount > 0 else { return }
        guard isViewUpToDate, outstanding == 0 else {
            record(.reloadView)
            return reloadNow()
        }
        var paths: [IndexPath] = []
        for (section, content) in displayedData.sections.enumerated() where !content.isCollapsed {
            for item in content.items.indices { paths.append(IndexPath(section: section, item: item)) }
        }
        refresh(rows: paths, sections: [], in: view)
    }

    private func batchFinished(_ token: Int) {
        guard token == generation, outstanding > 0 else { return }
        recordCompletion()
        outstanding -= 1
        if outstanding == 0 { drain() }
        _checkInvariants()
    }

    /// Reloads the view and reports why, when there is a reason: a fault to ``onDiagnostic``, an
    /// expected reload (not in a window, a large change) to ``onInformation``.
    func fallBack(_ reason: Diagnostic.Reason?, _ changeset: Changeset?) {
        let diagnostic = reason.map { self.diagnostic($0, changeset) }
        observer?.fallingBack(reason)
        reloadNow()
        guard let diagnostic else { return }
        if diagnostic.severity == .fault { onDiagnostic?(diagnostic) } else { onInformation?(diagnostic) }
    }
}

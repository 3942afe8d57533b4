#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The platform-neutral heart of every handler: it owns the data, shows each edit as batch updates of
/// a ``BatchUpdatableView``, and keeps the data source and the view in agreement at every instant.
@MainActor
final class ListEngine<Item> {
    var data: SectionedData<Item> { didSet { dataChanges &+= 1 } }
    var lagging: SectionedData<Item>? { didSet { displayedChanges &+= 1 } }
    /// Count every change of ``data`` and of the data the view shows while it lags: the identity
    /// lookups' position caches are valid for one count.
    private(set) var dataChanges = 0
    private(set) var displayedChanges = 0

    weak var view: (any BatchUpdatableView)?
    let identity: IdentityIndex<Item>

    var duplicatePolicy: DuplicatePolicy = .reject
    var reconfiguresUpdatedItems = true
    /// Set when items may use different cells: a row whose identifier changed is reloaded, because UIKit
    /// cannot reconfigure a cell into another registration. `nil` when every item uses the same cell.
    var cellStyle: ((Item) -> String)?
    var hasTitles = false
    var onDiagnostic: ((Diagnostic) -> Void)?
    var onInformation: ((Diagnostic) -> Void)?
    let callbacks = CallbackGate()
    // Main-actor state no access overlaps: unchecked, as the recorder must cost next to nothing.
    @exclusivity(unchecked) var recorder = FlightRecorder()
    /// What the view said it showed the last time the engine asked, and what the engine expected then:
    /// a fault report's counts (asking again once the data has changed would itself be a fault).
    @exclusivity(unchecked) var lastCheck = FlightRecorder.Check()
    var observer: UpdateObserver?
    var viewport = ViewportState<Item>()

    // Behaviours: reloads of large changes (``submit(_:animated:)``), the selection that follows items
    // (ListEngine+Selection.swift) and the empty state (ListEngine+EmptyState.swift).
    /// Above this many operations (1,000 unless the app sets another) an edit is shown with one reload;
    /// `nil`: never.
    var reloadThreshold: Int? = 1000
    var selection: (any SelectionTracking<Item>)?
    /// The paths the view had selected after the engine last showed the selection (or a tap), to notice
    /// what the app or UIKit changed on the view directly.
    var shownSelection: Set<IndexPath> = []
    var isSelectionHeld = false
    var isEmptyStateShown: Bool?
    var onEmptyStateChange: ((Bool) -> Void)?
    var gestureHold = UserGestureHold()

    var version = 0
    var applyGeneration = 0
    // Set while an `async` apply shows the data it diffed, so that `ListFeed` tells it from an edit.
    var isLandingAsyncApply = false
    /// Told once ``data`` has changed, at the end of the engine call that changed it: ``ListFeed``
    /// writes it back to a SwiftUI binding.
    var onDataChange: (() -> Void)?
    private var toldVersion = 0

    var queue: [Step] = []
    var outstanding = 0
    /// Bumped by every reload: completions of batches issued before it are ignored.
    var generation = 0
    var isDraining = false
    /// A reload the view could not take: it had uncommitted updates (Apple, `hasUncommittedUpdates`:
    /// "don't call reloadData()"). It keeps showing ``displayedData`` until it commits, then reloads.
    var isReloadHeld = false
    /// Set while the view tells its data source of a drop: no batch may start then, whatever the view says
    /// of its updates.
    var isCommittingDrop = false
    var isPerformingDrop = false

    init(data: SectionedData<Item>, identity: IdentityIndex<Item>) {
        self.data = data
        self.identity = identity
    }

    var displayedData: SectionedData<Item> { lagging ?? data }
    /// Whether the view shows ``data`` itself (nothing lags behind it).
    var showsData: Bool { lagging == nil }
    var hasCollapsedSections: Bool { data.hasCollapsedSections }

    /// Whether edits are still waiting to be shown (a batch animating, or edits queued).
    var hasPendingUpdates: Bool { outstanding > 0 || !queue.isEmpty || isReloadHeld }

    /// Whether the view shows ``data`` (nothing left to show, though an animation may still run).
    var isViewUpToDate: Bool { lagging == nil && queue.isEmpty && !isReloadHeld }

    /// Whether the view is between a drag's lift and its drop's commit, or inside its pass over its cells:
    /// no batch and no reload then. Inside the app's `performDropWith`, a drop's batch runs at once, as
    /// UIKit expects (ListHandler+Drops.swift), though the view reorders its items for the drop meanwhile.
    var isViewCommitting: Bool {
        ((view?.hasUncommittedUpdates ?? false) && !isPerformingDrop) || isCommittingDrop || callbacks.isInViewPass
    }

    /// Whether headers and footers may show their rows: the sections whose rows change are refreshed too.
    var showsRows: Bool { hasTitles || (view?.supplementaryViewsShowRows ?? false) }

    /// Called before ``data`` changes on a path that may end in a reload: while the view cannot take
    /// one, what it shows is kept for its data source.
    func keepShownWhileCommitting() {
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

    /// Shows `edit` of ``data``: at once, changing the data in place inside its batch, when the view has
    /// nothing pending; else the data changes now and the step waits in the queue.
    func submit(_ edit: Edit<Item>, animated: Bool) {
        defer { finishChange() }
        guard !edit.isEmpty else { return }
        record(edit, animated: animated)
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
        let draft = StepDraft(
            edit, of: data, reconfiguresUpdatedItems: reconfiguresUpdatedItems, showsRows: showsRows,
            cellStyle: cellStyle)
        if let reason = draft.exceeds(reloadThreshold) {
            keepShownWhileCommitting()
            edit.mutate(&data)
            return fallBack(reason, nil)
        }
        guard !hasPendingUpdates, lagging == nil, !isViewCommitting else {
            if lagging == nil { lagging = data }
            if !coalesce(edit, draft) { enqueue(edit, draft) }
            return drain()
        }
        run(edit, draft)
    }

    /// Shows a diff's `stages`, then reconfigures the updated rows and the changed sections' headers and
    /// footers; the identity set must already describe `final`, or have been dropped.
    func submit(stages staged: StagedChangeset<Item>, final: SectionedData<Item>, animated: Bool) {
        defer { finishChange() }
        record(staged, animated: animated)
        adoptViewSelection()
        keepSelected(in: final)
        let shown = displayedData
        let old = data
        keepShownWhileCommitting()
        data = final
        version &+= 1
        guard animated, let view, view.canAnimate else {
            captureAnchor(shown)
            return fallBack(animated && view != nil ? .notInWindow : nil, staged.first?.changeset)
        }
        let plan = StepPlan(
            staged, from: old, to: final, reconfiguresUpdatedItems: reconfiguresUpdatedItems, showsRows: showsRows,
            cellStyle: cellStyle)
        if let reason = plan.exceeds(reloadThreshold) { return fallBack(reason, nil) }
        if plan.isEmpty, !hasPendingUpdates {
            lagging = nil  // the view shows the same rows with the same content
            return
        }
        lagging = shown
        queue.append(Step(plan: plan, final: final, version: version))
        drain()
    }

    /// Shows `newData` with one reload.
    func reload(with newData: SectionedData<Item>) {
        defer { finishChange() }
        record(.reload(after: Self.shape(of: newData)))
        identity.invalidate()
        adoptViewSelection()
        keepSelected(in: newData)
        captureAnchor(displayedData)
        keepShownWhileCommitting()
        data = newData
        version &+= 1
        reloadNow()
    }

    /// Tells the view what it must show beside the rows: the selected paths (ListEngine+Selection.swift)
    /// and the empty state (ListEngine+EmptyState.swift). Runs after each step's batches, after every
    /// reload, and when the app changes the selection.
    func showViewState() {
        showSelection()
        showEmptyState()
    }

    /// Ends a call that may have changed ``data``: checks the invariants, then tells ``onDataChange``.
    func finishChange() {
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
}

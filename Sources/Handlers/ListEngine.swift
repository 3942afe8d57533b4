#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The platform-neutral heart of every Decorum handler: it owns the ``SectionedData``, turns each edit
/// into a batch update, and drives a ``BatchUpdatableView`` so the data source and the view agree at
/// every instant, without ever handing UIKit a batch that would crash it.
///
/// You normally use it through a handler (``HeadlessHandler``, `TableViewHandler`,
/// `CollectionViewHandler`), whose edits come from ``ListHandling``. Binding a new kind of view takes
/// three steps:
///
/// 1. Conform something to ``BatchUpdatableView`` and set ``view`` to it.
/// 2. Answer the view's data-source questions from ``displayedData`` (counts, the item of each cell),
///    never from ``data``.
/// 3. Forward the editing callbacks: swipe to delete to ``ListHandling/commitDelete(at:)``, interactive
///    reorder to ``ListHandling/moveRow(from:to:)``, selection to ``ListHandling/didSelectItem(at:)``.
///
/// ```swift
/// let engine = ListEngine<String>(data: [Section(kind: "Apple", items: ["Steve Jobs"])])
/// engine.view = myView
/// engine.onDiagnostic = { print($0) }
/// var new = engine.data
/// new[0].append("Alan Kay")
/// engine.commit(new, changeset: Changeset(itemInserts: [IndexPath(item: 1, section: 0)]))
/// ```
///
/// ## Two snapshots: data and displayed data
///
/// ``data`` is what callers see: every edit changes it synchronously, so code that edits and then
/// reads sees its own edit. ``displayedData`` is what the view has been told: it catches up batch by
/// batch. While a batch's completion is pending (the view is animating), further edits are queued and
/// run in order when it finishes, each batch computed against what the view then shows. When nothing is
/// pending, both are the same.
///
/// ## Never crash
///
/// Before every batch the engine checks that the view is in a window, that it shows exactly the counts
/// of ``displayedData``, and that the batch obeys UIKit's rules
/// (``Changeset/validate(oldCounts:newCounts:noun:)``). When a check fails, or the view rejects the
/// batch, the engine keeps ``data``, drops the queued batches, calls ``BatchUpdatableView/reloadData()``
/// and reports a ``Diagnostic`` through ``onDiagnostic``.
///
/// ## Updated rows
///
/// Rows whose content changed under the same identity are, by default, reconfigured in place after
/// their batch (``BatchUpdatableView/reconfigure(_:)``) instead of reloaded, so cells don't blink; set
/// ``reconfiguresUpdatedItems`` to `false` to reload them in the batch instead.
///
/// ## Several cell styles in one list
///
/// A list shows one `Data` type; for several looks, make `Data` an enum with one case per look. With
/// one cell class, a plain ``CellDecorator`` switches over the cases in `update(_:with:)`. With several
/// cell classes, use a ``RoutingDecorator``: the binding dequeues with
/// `Decorator.reuseIdentifier(for: item)` (registered from `Decorator.cellRegistrations`) and configures
/// with `Decorator.update(cell, with: item)`. The engine only deals in items and index paths, so
/// nothing here changes and user code needs no casts.
///
/// ## What a UIKit binding implements
///
/// `TableViewHandler` / `CollectionViewHandler` store `let engine = ListEngine<Decorator.Data>()`,
/// conform to ``ListHandling`` (that gives every edit) and to ``BatchUpdatableView`` (five members),
/// set `engine.view = self`, become the view's data source and delegate, and answer:
///
/// - counts from `engine.displayedData.numberOfSections` / `numberOfItems(inSection:)`;
/// - cells from `engine.displayedItem(at:)` (dequeue by `Decorator.reuseIdentifier(for:)`, then
///   `Decorator.update(_:with:)`); section headers from `engine.displayedData[section].kind`;
/// - editing by forwarding to ``ListHandling/canEditItem(at:)``, ``ListHandling/commitDelete(at:)``,
///   ``ListHandling/canMoveItem(at:)``, ``ListHandling/moveRow(from:to:)`` and
///   ``ListHandling/didSelectItem(at:)``.
///
/// - Complexity: Each edit is O(*n* + *s* + *k*) (expected, with hashing) for *n* items, *s* sections
///   and *k* changed items; each check before a batch is O(*n* + *s* + *k*).
@MainActor
public final class ListEngine<Item> {
    /// One batch and what goes with it.
    struct Stage {
        var changeset: Changeset
        var data: SectionedData<Item>
        /// Paths after the batch to reconfigure in place.
        var reconfigure: [IndexPath]
    }

    /// One edit: its stages, and the ``data`` version its last stage shows.
    struct Step {
        var stages: [Stage]
        var version: Int
    }

    /// The data as callers see it, including edits the view has not been shown yet.
    ///
    /// ```swift
    /// try handler.addData(["Alan Kay"])
    /// handler.data.allItems.last // "Alan Kay", even while an earlier batch is still animating
    /// ```
    ///
    /// - Complexity: O(1).
    public private(set) var data: SectionedData<Item> {
        didSet { version &+= 1 }
    }

    /// The data the view's data source must report right now: it changes inside each batch's
    /// `updates` and on every reload. Bindings answer counts and cells from it.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    ///     engine.displayedData.numberOfItems(inSection: section)
    /// }
    /// ```
    ///
    /// - Complexity: O(1).
    public private(set) var displayedData: SectionedData<Item>

    /// The view this engine drives; held weakly. Setting it does not reload it; call ``reloadView()``.
    ///
    /// ```swift
    /// engine.view = self
    /// engine.reloadView()
    /// ```
    ///
    /// - Complexity: O(1).
    public weak var view: (any BatchUpdatableView)?

    /// What edits do with incoming items that repeat an identity (or a kind): ``DuplicatePolicy/reject``
    /// (the default) throws and changes nothing. For edits, ``DuplicatePolicy/keepFirst`` means the row
    /// already there (or the earlier one in the same call) wins and ``DuplicatePolicy/keepLast`` means
    /// the incoming one wins and the older row is removed.
    ///
    /// ```swift
    /// handler.duplicatePolicy = .keepLast
    /// ```
    ///
    /// - Complexity: O(1).
    public var duplicatePolicy: DuplicatePolicy = .reject

    /// Whether rows updated in place are reconfigured after their batch (`true`, the default: cells
    /// don't blink) or reloaded inside it (`false`).
    ///
    /// ```swift
    /// engine.reconfiguresUpdatedItems = false
    /// ```
    ///
    /// - Complexity: O(1).
    public var reconfiguresUpdatedItems = true

    /// Called whenever the engine fell back to `reloadData` instead of animating; see ``Diagnostic``.
    ///
    /// ```swift
    /// handler.onDiagnostic = { print($0) }
    /// ```
    ///
    /// - Complexity: O(1).
    public var onDiagnostic: ((Diagnostic) -> Void)?

    /// Decides whether the row showing an item may be edited (swipe to delete); `nil` allows all.
    ///
    /// ```swift
    /// handler.canEdit = { person, _ in !person.isVIP }
    /// ```
    ///
    /// - Complexity: O(1).
    public var canEdit: ((Item, IndexPath) -> Bool)?

    /// Decides whether the row showing an item may be reordered interactively; `nil` allows all.
    ///
    /// ```swift
    /// handler.canMove = { _, indexPath in indexPath.section > 0 }
    /// ```
    ///
    /// - Complexity: O(1).
    public var canMove: ((Item, IndexPath) -> Bool)?

    /// Called when the user selects a row, with its item and its index path on screen.
    ///
    /// ```swift
    /// handler.onSelect = { person, _ in show(person) }
    /// ```
    ///
    /// - Complexity: O(1).
    public var onSelect: ((Item, IndexPath) -> Void)?

    /// How items are told apart: picked from `Item`'s conformances at creation (see ``ItemIdentity``),
    /// `nil` when `Item` is neither `Identifiable` nor `Hashable`. Change it with ``identify(by:)``.
    ///
    /// ```swift
    /// engine.identity?.id(person) // AnyHashable("42")
    /// ```
    ///
    /// - Complexity: O(1).
    public private(set) var identity: ItemIdentity<Item, AnyHashable>?

    /// ``identity`` with its concrete identity type, for the bulk lookups of edits; `nil` with it.
    private(set) var indexing: IdentityIndexing<Item>?

    /// Whether ``identity`` is the automatic one (it can then be rebuilt off the main actor).
    private(set) var identityIsAutomatic = true
    /// Bumped on every change of ``data``.
    private(set) var version = 0
    /// The ``data`` version the view shows (equal to ``version`` when the view is up to date).
    private var shownVersion = 0
    /// Bumped by every `apply`, so an older async apply knows it lost.
    var applyGeneration = 0

    private var queue: [Step] = []
    private var queueHead = 0
    private var isWaitingForCompletion = false
    private var isDraining = false
    private var batchToken = 0
    private var stagedForBatch: (data: SectionedData<Item>, version: Int?)?

    /// Creates an engine holding `data`, with the identity picked from `Item`'s conformances.
    ///
    /// ```swift
    /// let engine = ListEngine<Person>(data: SectionedData(items: people))
    /// ```
    ///
    /// - Parameter data: The initial data; the view is shown it on the first ``reloadView()``.
    /// - Complexity: O(1).
    public init(data: SectionedData<Item> = SectionedData()) {
        self.data = data
        self.displayedData = data
        self.identity = ItemIdentity<Item, AnyHashable>.automatic()
        self.indexing = IdentityIndexing<Item>.automatic()
    }

    /// Identifies items with `identity` from now on (e.g. by e-mail address), and reloads the view,
    /// whose cells were identified the old way.
    ///
    /// ```swift
    /// engine.identify(by: ItemIdentity<Contact, String>(id: \.email, isContentEqual: ==))
    /// ```
    ///
    /// - Parameter identity: How to tell items apart and when their content changed.
    /// - Complexity: O(1), plus the reload.
    public func identify<ID: Hashable>(by identity: ItemIdentity<Item, ID>) {
        let typed = TypedIdentityIndexing<Item, ID>(id: identity.id)
        self.identity = ItemIdentity(id: typed.anyID, isContentEqual: identity.isContentEqual)
        self.indexing = typed
        identityIsAutomatic = false
        if view != nil { reloadNow() }
    }

    /// The identity of `item` under ``identity``, or `nil` when items have none.
    ///
    /// ```swift
    /// engine.id(of: person) // AnyHashable("42")
    /// ```
    ///
    /// - Parameter item: Any item.
    /// - Returns: Its identity, or `nil`.
    /// - Complexity: The identity closure's cost, O(1) expected.
    public func id(of item: Item) -> AnyHashable? {
        indexing?.anyID(item)
    }

    /// Whether edits are still waiting to be shown (a batch is animating, or edits are queued).
    ///
    /// ```swift
    /// if !engine.hasPendingUpdates { scrollToBottom() }
    /// ```
    ///
    /// - Complexity: O(1).
    public var hasPendingUpdates: Bool {
        isWaitingForCompletion || queueHead < queue.count
    }

    /// Whether the view shows ``data`` (nothing left to show, though an animation may still run).
    ///
    /// ```swift
    /// engine.isViewUpToDate // false while edits are queued
    /// ```
    ///
    /// - Complexity: O(1).
    public var isViewUpToDate: Bool { shownVersion == version }

    // MARK: - Committing edits

    /// Replaces the data with `newData`, showing the change as one batch `changeset` (in UIKit's
    /// index spaces, from ``data`` to `newData`), then reconfigures `reconfiguring` (paths in `newData`).
    /// The primitive every edit of ``ListHandling`` ends in.
    ///
    /// The changeset is checked before it reaches the view; an invalid one is shown with `reloadData`
    /// and reported through ``onDiagnostic``. A changeset whose counts add up but which names the wrong
    /// rows cannot be detected on UIKit, so compute it with care (or use ``ListHandling``'s edits).
    ///
    /// ```swift
    /// var new = engine.data
    /// new[0].remove(at: 1)
    /// engine.commit(new, changeset: Changeset(itemDeletes: [IndexPath(item: 1, section: 0)]))
    /// ```
    ///
    /// - Parameters:
    ///   - newData: The data after the edit.
    ///   - changeset: The batch from ``data`` to `newData`.
    ///   - reconfiguring: Rows (in `newData`) whose content changed in place.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Complexity: O(1) to queue; O(*n* + *s* + *k*) to check and run.
    public func commit(
        _ newData: SectionedData<Item>, changeset: Changeset, reconfiguring: [IndexPath] = [], animated: Bool = true
    ) {
        enqueue(
            [Stage(changeset: changeset, data: newData, reconfigure: reconfiguring)], final: newData, animated: animated
        )
    }

    /// Replaces the data with the last stage's data, showing each stage as one batch, in order. Reloads
    /// of rows that stay put are turned into in-place reconfigures when ``reconfiguresUpdatedItems``.
    ///
    /// ```swift
    /// let stages = try StagedChangeset(from: engine.data, to: new)
    /// engine.commit(stages)
    /// ```
    ///
    /// - Parameters:
    ///   - staged: Stages from ``data`` to the new data; empty means no change.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Complexity: O(*t* · (*n* + *s*) + *k*) for *t* stages with reloads, *k* changes.
    public func commit(_ staged: StagedChangeset<Item>, animated: Bool = true) {
        guard let last = staged.last else { return }
        var old = data
        var stages: [Stage] = []
        stages.reserveCapacity(staged.count)
        for stage in staged {
            stages.append(
                reconfiguresUpdatedItems
                    ? Self.reconfiguringReloads(of: stage, from: old)
                    : Stage(changeset: stage.changeset, data: stage.data, reconfigure: []))
            old = stage.data
        }
        enqueue(stages, final: last.data, animated: animated)
    }

    /// Replaces the data and reloads the view without animation, dropping queued batches.
    ///
    /// ```swift
    /// engine.reload(with: freshData)
    /// ```
    ///
    /// - Parameter newData: The new data.
    /// - Complexity: O(1) here, plus the view's reload.
    public func reload(with newData: SectionedData<Item>) {
        data = newData
        reloadNow()
    }

    /// Shows ``data`` with `reloadData`, dropping queued batches: call once after setting ``view``.
    ///
    /// ```swift
    /// engine.view = self
    /// engine.reloadView()
    /// ```
    ///
    /// - Complexity: O(1) here, plus the view's reload.
    public func reloadView() {
        reloadNow()
    }

    // MARK: - Queries in the view's space

    /// The item the view shows at `indexPath` (a path of ``displayedData``), or `nil` for an invalid path.
    ///
    /// ```swift
    /// engine.displayedItem(at: indexPath) // for cellForRowAt
    /// ```
    ///
    /// - Parameter indexPath: A path as the view knows it.
    /// - Returns: The item, or `nil`.
    /// - Complexity: O(1).
    public func displayedItem(at indexPath: IndexPath) -> Item? {
        displayedData.item(at: indexPath)
    }

    /// Where the item the view shows at `indexPath` is in ``data``: the same path when the view is up
    /// to date, else found by identity; `nil` when the path is invalid or the item is gone.
    ///
    /// ```swift
    /// engine.dataIndexPath(forDisplayed: swipedPath)
    /// ```
    ///
    /// - Parameter indexPath: A path as the view knows it.
    /// - Returns: The path in ``data``, or `nil`.
    /// - Complexity: O(1) when the view is up to date, else O(*n*).
    public func dataIndexPath(forDisplayed indexPath: IndexPath) -> IndexPath? {
        guard let item = displayedData.item(at: indexPath) else { return nil }
        if isViewUpToDate { return indexPath }
        guard let identity else { return nil }
        let id = identity.id(item)
        for (section, content) in data.sections.enumerated() {
            if let index = content.items.firstIndex(where: { identity.id($0) == id }) {
                return IndexPath(section: section, item: index)
            }
        }
        return nil
    }

    /// Records a move the view has already shown (interactive reorder): updates the data only, with no
    /// batch. If earlier edits are still being shown, the view's index paths name other rows in
    /// ``data``, so the dragged row itself (found by identity) moves in ``data`` to just after the row it
    /// now follows on screen (or to the start of its section), and the view is reloaded (reported as
    /// ``Diagnostic/Reason/reorderDuringUpdates``). Without an identity the data keeps its order.
    ///
    /// ```swift
    /// engine.recordDisplayedMove(from: sourceIndexPath, to: destinationIndexPath)
    /// ```
    ///
    /// - Parameters:
    ///   - source: Where the row was, in ``displayedData``.
    ///   - destination: Where the view shows it now.
    /// - Complexity: O(*n*) for the moved sections' items.
    public func recordDisplayedMove(from source: IndexPath, to destination: IndexPath) {
        guard let moved = Self.moving(displayedData, from: source, to: destination) else {
            let bad = displayedData.isValid(source) ? destination : source
            return fallBack(.invalidViewIndexPath(bad), nil)
        }
        if isViewUpToDate {
            data = moved
            displayedData = moved
            shownVersion = version
            return
        }
        // The view is behind `data` (edits are queued): the same index paths name other rows in `data`.
        // Move the dragged row itself, found by identity, to just after the row it now follows on
        // screen (or to the start of the section of the same kind); then reload.
        let draggedPath = dataIndexPath(forDisplayed: source)
        displayedData = moved
        if let draggedPath, let (toSection, toItem) = destination.sectionAndItem {
            var result = data
            let dragged = result.sections[draggedPath[0]].items.remove(at: draggedPath[1])
            let anchor = toItem > 0 ? moved.item(at: IndexPath(section: toSection, item: toItem - 1)) : nil
            if let anchor, let anchorPath = Self.path(ofIdentity: id(of: anchor), in: result, identifiedBy: self) {
                result.sections[anchorPath[0]].items.insert(dragged, at: anchorPath[1] + 1)
                data = result
            } else if let section = result.firstIndex(of: moved[toSection].kind) {
                result.sections[section].items.insert(dragged, at: 0)
                data = result
            }
        }
        fallBack(.reorderDuringUpdates, nil)
    }

    /// The path of the first row of `data` whose identity is `id`, or `nil`.
    private static func path(
        ofIdentity id: AnyHashable?, in data: SectionedData<Item>, identifiedBy engine: ListEngine
    ) -> IndexPath? {
        guard let id else { return nil }
        for (section, content) in data.sections.enumerated() {
            if let index = content.items.firstIndex(where: { engine.id(of: $0) == id }) {
                return IndexPath(section: section, item: index)
            }
        }
        return nil
    }

    /// `data` with the item at `source` moved to `destination` (a path after the removal), or `nil`.
    static func moving(
        _ data: SectionedData<Item>, from source: IndexPath, to destination: IndexPath
    )
        -> SectionedData<Item>?
    {
        guard data.isValid(source), let (fromSection, fromItem) = source.sectionAndItem,
            let (toSection, toItem) = destination.sectionAndItem, toSection < data.numberOfSections
        else { return nil }
        let limit = data[toSection].items.count - (toSection == fromSection ? 1 : 0)
        guard toItem <= limit else { return nil }
        var result = data
        let item = result.sections[fromSection].items.remove(at: fromItem)
        result.sections[toSection].items.insert(item, at: toItem)
        return result
    }

    // MARK: - The queue

    private func enqueue(_ stages: [Stage], final: SectionedData<Item>, animated: Bool) {
        data = final
        guard animated, view != nil else { return reloadNow() }
        queue.append(Step(stages: stages, version: version))
        drain()
    }

    /// Runs queued steps until one waits for its completion. Re-entrant calls (from a completion that
    /// fires at once, or an edit made from a callback) return and let the running loop continue.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while !isWaitingForCompletion, queueHead < queue.count {
            let step = queue[queueHead]
            queueHead += 1
            if queueHead == queue.count {
                queue.removeAll(keepingCapacity: true)
                queueHead = 0
            }
            run(step)
        }
    }

    private func run(_ step: Step) {
        guard let view else {
            displayedData = data
            shownVersion = version
            return
        }
        for (index, stage) in step.stages.enumerated() {
            let isLast = index == step.stages.count - 1
            let stageVersion: Int? = isLast ? step.version : nil
            if stage.changeset.isEmpty && stage.reconfigure.isEmpty {
                show(stage.data, version: stageVersion)
                continue
            }
            guard view.canAnimate else { return fallBack(.notInWindow, stage.changeset) }
            if stage.changeset.isEmpty {
                show(stage.data, version: stageVersion)
            } else {
                let expected = displayedData.sections.map(\.items.count)
                let shown = view.shownItemCounts
                guard shown == expected else {
                    return fallBack(.viewOutOfSync(shown: shown, expected: expected), stage.changeset)
                }
                do {
                    try stage.changeset.validate(oldCounts: expected, newCounts: stage.data.sections.map(\.items.count))
                } catch let error as BatchUpdateError {
                    return fallBack(.invalidBatch(error), stage.changeset)
                } catch {
                    return fallBack(.viewRejectedBatch(String(describing: error)), stage.changeset)
                }
                batchToken &+= 1
                let token = batchToken
                if isLast { isWaitingForCompletion = true }
                stagedForBatch = (stage.data, stageVersion)
                do {
                    try view.performBatch(
                        stage.changeset,
                        updates: { [weak self] in self?.showStaged() },
                        completion: { [weak self] _ in if isLast { self?.batchFinished(token) } })
                } catch {
                    return fallBack(.viewRejectedBatch(String(describing: error)), stage.changeset)
                }
                showStaged()  // in case the view did not call `updates`
            }
            if !stage.reconfigure.isEmpty {
                do {
                    try view.reconfigure(stage.reconfigure)
                } catch {
                    return fallBack(.reconfigureFailed(String(describing: error)), nil)
                }
            }
        }
    }

    private func show(_ stageData: SectionedData<Item>, version stageVersion: Int?) {
        displayedData = stageData
        if let stageVersion { shownVersion = stageVersion }
    }

    private func showStaged() {
        guard let staged = stagedForBatch else { return }
        stagedForBatch = nil
        show(staged.data, version: staged.version)
    }

    private func batchFinished(_ token: Int) {
        guard token == batchToken, isWaitingForCompletion else { return }
        isWaitingForCompletion = false
        drain()
    }

    /// Shows ``data`` at once: drops queued steps, forgets the pending completion, reloads the view.
    private func reloadNow() {
        queue.removeAll()
        queueHead = 0
        isWaitingForCompletion = false
        batchToken &+= 1
        stagedForBatch = nil
        displayedData = data
        shownVersion = version
        view?.reloadData()
    }

    private func fallBack(_ reason: Diagnostic.Reason, _ changeset: Changeset?) {
        reloadNow()
        onDiagnostic?(Diagnostic(reason, changeset: changeset))
    }

    // MARK: - Reloads to reconfigures

    /// Turns the reloads of `stage` into reconfigures of the same rows after the batch, by following
    /// every row of `old` through the batch without its reloads.
    static func reconfiguringReloads(of stage: StagedChangeset<Item>.Stage, from old: SectionedData<Item>) -> Stage {
        guard !stage.changeset.itemReloads.isEmpty else {
            return Stage(changeset: stage.changeset, data: stage.data, reconfigure: [])
        }
        var stripped = stage.changeset
        stripped.itemReloads = []
        let oldPaths = SectionedData<IndexPath?>(
            old.sections.enumerated().map { section, content in
                Section(kind: content.kind, items: content.items.indices.map { IndexPath(section: section, item: $0) })
            })
        let newShape = SectionedData<IndexPath?>(
            stage.data.sections.map {
                Section(kind: $0.kind, items: [IndexPath?](repeating: nil, count: $0.items.count))
            })
        guard let landed = try? stripped.applied(to: oldPaths, producing: newShape) else {
            // Invalid as given: keep it unchanged; the check before the batch reports it.
            return Stage(changeset: stage.changeset, data: stage.data, reconfigure: [])
        }
        let reloaded = Set(stage.changeset.itemReloads)
        var reconfigure: [IndexPath] = []
        reconfigure.reserveCapacity(reloaded.count)
        for (section, content) in landed.sections.enumerated() {
            for (item, origin) in content.items.enumerated() {
                if let origin, reloaded.contains(origin) { reconfigure.append(IndexPath(section: section, item: item)) }
            }
        }
        return Stage(changeset: stripped, data: stage.data, reconfigure: reconfigure)
    }
}

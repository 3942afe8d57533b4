@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a ``HeadlessListView`` asks its data source, mirroring `UITableViewDataSource` /
/// `UICollectionViewDataSource`: counts, and for each shown item its identity and a readable content
/// (the headless stand-in for configuring a cell).
///
/// ```swift
/// final class Contacts: HeadlessListDataSource {
///     var data: SectionedData<String> = []
///     func numberOfSections(in view: HeadlessListView) -> Int { data.numberOfSections }
///     func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
///         data.numberOfItems(inSection: section)
///     }
///     func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
///         HeadlessCell(id: data[indexPath], content: data[indexPath])
///     }
/// }
/// ```
///
/// - Complexity: Whatever the conformer's methods cost; Decorum's handlers answer each in O(1).
public protocol HeadlessListDataSource: AnyObject {
    /// The number of sections.
    ///
    /// - Parameter view: The asking view.
    /// - Complexity: O(1) expected.
    func numberOfSections(in view: HeadlessListView) -> Int

    /// The number of items in `section`.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`: its identity and its readable content.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A valid index path after the current update.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell

    /// The readable kind (header) of `section`; `nil` when sections are not tracked.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String?

    /// What the header of `section` shows (the headless stand-in for configuring a header view), e.g.
    /// its model's description; the default is the section's kind
    /// (``headlessView(_:kindOfSection:)``). The view reads it when a section appears, on reload, and
    /// in ``HeadlessListView/reconfigureSupplementaryViews(inSections:)``; ``HeadlessListView/verifyMatchesDataSource()``
    /// fails when a shown header differs from it.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, headerForSection section: Int) -> String?

    /// What the footer of `section` shows, or `nil` for none; the default is `nil`. Checked by
    /// ``HeadlessListView/verifyMatchesDataSource()`` as headers are.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Returns: The footer's text, or `nil`.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, footerForSection section: Int) -> String?

    /// The identity of the item at `indexPath`, without rendering its content. The view uses it for
    /// the identity check after every batch; the default reads ``headlessView(_:cellForItemAt:)``.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A valid index path after the current update.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, identityForItemAt indexPath: IndexPath) -> AnyHashable

    // Viewport and gestures (defaults and documentation in HeadlessListView+Viewport.swift and
    // HeadlessListView+Gestures.swift).

    /// The height of the row at `indexPath`, in points; the default is ``HeadlessListView/rowHeight``.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A shown row.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, heightForItemAt indexPath: IndexPath) -> Double

    /// The height of the header of `section`; the default is ``HeadlessListView/sectionHeaderHeight``.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A shown section.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, heightForHeaderInSection section: Int) -> Double

    /// The height of the footer of `section`; the default is ``HeadlessListView/sectionFooterHeight``.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A shown section.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, heightForFooterInSection section: Int) -> Double

    /// The content offset changed (`scrollViewDidScroll(_:)`); the default does nothing.
    ///
    /// - Parameter view: The view that scrolled.
    /// - Complexity: O(1) expected.
    func headlessViewDidScroll(_ view: HeadlessListView)

    /// Rows just past the viewport are about to show (`tableView(_:prefetchRowsAt:)`); the default
    /// does nothing.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPaths: Shown rows, not yet visible.
    /// - Complexity: O(*k*) expected.
    func headlessView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath])

    /// The row at `indexPath` starts being displayed: it entered the viewport, by a scroll or an update
    /// (`tableView(_:willDisplay:forRowAt:)`); the default does nothing.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - cell: The cell the row shows.
    ///   - indexPath: The row, in what the view shows now.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath)

    /// A row stopped being displayed: it left the viewport, or its item was deleted or now shows
    /// elsewhere out of sight (`tableView(_:didEndDisplaying:forRowAt:)`); the default does nothing. As
    /// in UIKit, `indexPath` is where the row was, which may no longer be valid: identify the item by
    /// `cell.id`.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - cell: The cell the row showed.
    ///   - indexPath: Where the row was when it was last displayed.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath)

    /// Rows prefetched earlier are no longer expected to show soon
    /// (`tableView(_:cancelPrefetchingForRowsAt:)`); the default does nothing.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPaths: Shown rows.
    /// - Complexity: O(*k*) expected.
    func headlessView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])

    /// Whether the user may drag the row at `indexPath` (`tableView(_:canMoveRowAt:)`); the default
    /// is `true`.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A shown row.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// The user dragged a row from `source` to `destination`, which the view already shows
    /// (`tableView(_:moveRowAt:to:)`): the data source moves its item, starting no batch. The default
    /// does nothing.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - source: Where the row was.
    ///   - destination: Where it is now.
    /// - Complexity: O(*n*) expected.
    func headlessView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath)

    /// Whether the user may swipe the row at `indexPath` to delete it (`tableView(_:canEditRowAt:)`);
    /// the default is `true`.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A shown row.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, canEditItemAt indexPath: IndexPath) -> Bool

    /// The user swiped the row at `indexPath` and tapped Delete
    /// (`tableView(_:commit:forRowAt:)` with `.delete`): the data source removes the item and
    /// deletes its row with a batch. The default does nothing.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - indexPath: A shown row.
    /// - Complexity: O(*n*) expected.
    func headlessView(_ view: HeadlessListView, commitDeleteForItemAt indexPath: IndexPath)

    /// What the layout-wide view of `kind` at `indexPath` shows
    /// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`), asked for the kinds in
    /// ``HeadlessListView/layoutWideKinds`` only; the default traps, as UIKit raises for a data source
    /// without views.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - kind: One of the view's ``HeadlessListView/layoutWideKinds``.
    ///   - indexPath: `IndexPath(index:)` of the view's index among the layout's views of its kind.
    /// - Complexity: O(1) expected, plus the view's configuration.
    func headlessView(_ view: HeadlessListView, layoutWideViewOfKind kind: String, at indexPath: IndexPath) -> String
}

extension HeadlessListDataSource {
    /// Reads the identity from ``headlessView(_:cellForItemAt:)``.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A valid index path.
    /// - Complexity: That of ``headlessView(_:cellForItemAt:)``.
    public func headlessView(_ view: HeadlessListView, identityForItemAt indexPath: IndexPath) -> AnyHashable {
        headlessView(view, cellForItemAt: indexPath).id
    }

    /// Sections are not tracked by default.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    public func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? { nil }

    /// The header shows the section's kind (``headlessView(_:kindOfSection:)``).
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Complexity: That of ``headlessView(_:kindOfSection:)``.
    public func headlessView(_ view: HeadlessListView, headerForSection section: Int) -> String? {
        headlessView(view, kindOfSection: section)
    }

    /// No footer.
    ///
    /// ```swift
    /// source.headlessView(view, footerForSection: 0) // nil
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Returns: `nil`.
    public func headlessView(_ view: HeadlessListView, footerForSection section: Int) -> String? { nil }
}

/// What a headless "cell" shows: the identity of its item and a readable content string.
///
/// - Complexity: O(1) to compare, plus the identity's own hashing.
public struct HeadlessCell: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The identity of the item shown (an `id`, or the value itself).
    public var id: AnyHashable
    /// A readable rendering of the item, e.g. its `description`.
    public var content: String
    /// The reuse identifier the cell was dequeued with, when the data source says (a handler whose
    /// items use several cells does); a reconfigure must keep it, as in UIKit.
    public var reuseIdentifier: String?

    /// Creates a cell.
    ///
    /// ```swift
    /// HeadlessCell(id: person.id, content: person.name)
    /// HeadlessCell(id: item.id, content: item, reuseIdentifier: "BannerCell")
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of the item.
    ///   - content: Anything printable; stored as its description.
    ///   - reuseIdentifier: The identifier the cell was dequeued with, or `nil` when it does not matter.
    /// - Complexity: O(*m*) for the content's description.
    public init(id: some Hashable, content: Any, reuseIdentifier: String? = nil) {
        self.id = AnyHashable(id)
        self.content = String(describing: content)
        self.reuseIdentifier = reuseIdentifier
    }

    /// The content string.
    public var description: String { content }
}

/// A list view without a screen that applies batch updates exactly as `UITableView` and
/// `UICollectionView` do, and throws a `BatchUpdateError` wherever UIKit would raise
/// `NSInternalInconsistencyException`.
///
/// It is the oracle behind Decorum's own tests, the engine of the Linux demo, and a way to test your
/// handlers in CI without a simulator. Beyond UIKit's own checks it also verifies, after every batch,
/// that the items it shows (by identity, in order) are the data source's, so an update whose counts add
/// up but which moves the wrong rows is caught too.
///
/// ```swift
/// let view = HeadlessListView(style: .table)
/// view.dataSource = contacts
/// view.reloadData()
/// try view.performBatchUpdates(Changeset(itemInserts: [IndexPath(item: 2, section: 1)])) {
///     contacts.data[1].append("Steve Ballmer")
/// }
/// view.events.last // .batch(insert items [1, 2])
/// ```
///
/// - Complexity: ``reloadData()`` is O(*n*); a batch is O(*n* + *s* + *k*) for *k* changes, reading
///   the data source only for inserted and reloaded items plus one identity check per item.
public final class HeadlessListView: SectionedCounts {
    /// Which UIKit view to imitate: the wording of errors ("row" or "item") and the few rules where the
    /// two differ (see *UIKit's batch-update rules* in Decorum's documentation).
    public enum Style: Hashable, Sendable {
        /// `UITableView`: rows; repeated deletes and inserts are dropped, and an item move out of a
        /// deleted section or into an inserted one makes the view reload its data.
        case table
        /// `UICollectionView`: items; repeated deletes and inserts are counted twice, and item moves out
        /// of deleted or into inserted sections raise.
        case collection
    }

    /// When batch completions run.
    public enum AnimationMode: Hashable, Sendable {
        /// Completion handlers run before `performBatchUpdates` returns.
        case immediate
        /// Completion handlers wait for ``finishAnimations()``, like a real animation in flight.
        case manual
    }

    /// What happened to the view, in order: for your own tests' assertions.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        /// `reloadData()` ran.
        case reloadData
        /// A batch update was applied.
        case batch(Changeset)
        /// Cells were reconfigured in place: the paths named (rows without a cell are read when they appear).
        case reconfigure([IndexPath])
        /// The headers and footers of these sections were reconfigured in place (their rows untouched).
        case reconfigureSupplementaryViews([Int])

        /// `reloadData`, `batch(…)`, `reconfigure(…)` or `reconfigureSupplementaryViews(…)`.
        ///
        /// - Complexity: O(*k*).
        public var description: String {
            switch self {
            case .reloadData: return "reloadData"
            case .batch(let changes): return "batch(\(changes))"
            case .reconfigure(let paths): return "reconfigure(\(paths.map(\.bracketed).joined(separator: ", ")))"
            case .reconfigureSupplementaryViews(let sections):
                return "reconfigureSupplementaryViews(sections \(sections.map(String.init).joined(separator: ", ")))"
            }
        }
    }

    /// The data source; held weakly, like UIKit's.
    public weak var dataSource: (any HeadlessListDataSource)? {
        didSet { sourceCounts = nil }
    }
    /// The view being imitated.
    public let style: Style
    /// When completions run; `AnimationMode.immediate` by default.
    public var animationMode: AnimationMode
    /// The iOS release whose UIKit to imitate where its checks or words changed; the latest by default.
    public var systemVersion: SystemVersion = .latest
    /// The cells shown, per section, in order. A row that a reconfigure left without a cell (it was off
    /// screen) is read from the data source first, as UIKit dequeues its cell when it appears.
    public var cells: [[HeadlessCell]] {
        loadAwaitingCells()
        return storedCells
    }
    var storedCells: [[HeadlessCell]] = []
    /// Rows a reconfigure skipped for lack of a cell: UIKit dequeues a new cell when they appear, and so
    /// does this view.
    var awaitingCells: Set<IndexPath> = []
    /// The kinds of the sections shown, when the data source reports them.
    public private(set) var sectionKinds: [String?] = []
    /// What each section's header shows (``HeadlessListDataSource/headlessView(_:headerForSection:)``),
    /// as read when the section appeared or was last reconfigured: stale when its model changed and
    /// nobody called ``reconfigureSupplementaryViews(inSections:)``.
    public private(set) var sectionHeaders: [String?] = []
    /// What each section's footer shows (``HeadlessListDataSource/headlessView(_:footerForSection:)``),
    /// read as ``sectionHeaders`` are.
    public private(set) var sectionFooters: [String?] = []
    /// Everything applied so far, oldest first.
    public private(set) var events: [Event] = []
    /// The cells and views registered with ``register(_:)``, in order: what a `UITableView` would have
    /// been told by `register(_:forCellReuseIdentifier:)` and friends.
    public private(set) var registrations: [ReuseRegistration] = []
    private var countsArePending = false
    /// Whether the view is on screen; UIKit skips animations for views outside a window, and
    /// handlers fall back to `reloadData` then. `true` by default.
    public var isInWindow = true
    private var pendingCompletions: [(Bool) -> Void] = []
    /// Set by a fault replay while the recorded view had uncommitted updates (a drag it does not play).
    var isHeldByReplay = false
    private var openBatch: (changeset: Changeset, completions: [(Bool) -> Void])?
    var viewport = HeadlessViewport()

    // Drops and interactive movement (HeadlessListView+Drops.swift, +InteractiveMovement.swift).
    // The data source's counts when last read, and the first change of them with no batch.
    var sourceCounts: [Int]?
    var unbatchedChange: BatchUpdateError?
    var placeholders: [HeadlessDropPlaceholder] = []
    var movement: (source: IndexPath, target: IndexPath)?
    var whenCommitted: [() -> Void] = []
    // Layout-wide views (HeadlessListView+LayoutWide.swift): the kinds placed, and what each view shows.
    var placedLayoutWideKinds: [String] = []
    var layoutWideTexts: [String] = []

    // Selection and empty state (HeadlessListView+Selection.swift).
    /// Told of simulated taps, like a `UITableViewDelegate`; held weakly.
    public weak var delegate: (any HeadlessListDelegate)?
    /// Whether a tap adds to the selection (`true`) or replaces it (`false`, UIKit's default).
    public var allowsMultipleSelection = false
    /// Whether the view shows its empty state (a `backgroundView` in UIKit), as its handler last said.
    public internal(set) var isEmptyStateShown = false
    /// The selected paths, by position as in UIKit.
    var selected: Set<IndexPath> = []

    /// Creates an empty view; set ``dataSource`` and call ``reloadData()``.
    ///
    /// - Parameters:
    ///   - style: Table (rows) or collection (items).
    ///   - animationMode: When completions run.
    public init(style: Style = .table, animationMode: AnimationMode = .immediate) {
        self.style = style
        self.animationMode = animationMode
    }

    var noun: String { style == .table ? "row" : "item" }

    /// The number of sections shown. A collection view whose counts are pending after ``reloadData()``
    /// reads them first, as `UICollectionView.numberOfSections` does [LC].
    ///
    /// - Complexity: O(1), or O(*n* + *s*) data-source calls to read pending counts.
    public var numberOfSections: Int {
        readPendingCounts()
        return storedCells.count
    }

    /// The number of items shown in `section`; 0 when the section does not exist. A collection view
    /// whose counts are pending after ``reloadData()`` reads them first [LC].
    ///
    /// - Parameter section: A section index.
    /// - Complexity: O(1), or O(*n* + *s*) data-source calls to read pending counts.
    public func numberOfItems(inSection section: Int) -> Int {
        readPendingCounts()
        return storedCells.indices.contains(section) ? storedCells[section].count : 0
    }

    /// The identities shown, per section, in order.
    ///
    /// - Complexity: O(*n*).
    public var identities: [[AnyHashable]] { storedCells.map { $0.map(\.id) } }

    /// The cell shown at `indexPath`, or `nil` for an invalid path.
    ///
    /// - Parameter indexPath: Any index path.
    /// - Returns: The cell, or `nil`.
    /// - Complexity: O(1), plus the data-source calls to read pending counts (see ``reloadData()``) or a
    ///   cell a reconfigure left unread (see ``reconfigureItems(at:)``).
    public func cell(at indexPath: IndexPath) -> HeadlessCell? {
        guard isValid(indexPath), let (section, item) = indexPath.sectionAndItem else { return nil }
        if awaitingCells.contains(indexPath) { loadAwaitingCells([indexPath]) }
        return storedCells[section][item]
    }

    /// The batches applied so far, oldest first.
    ///
    /// - Complexity: O(*e*) for *e* events.
    public var batches: [Changeset] {
        events.compactMap { if case .batch(let changes) = $0 { return changes } else { return nil } }
    }

    /// Whether a batch's completion is still pending (`AnimationMode.manual` only).
    public var isAnimating: Bool { !pendingCompletions.isEmpty }

    /// Records a registration, as `register(_:forCellReuseIdentifier:)` would (a class or a nib).
    ///
    /// ```swift
    /// view.register(ReuseRegistration(BannerCell.self))
    /// ```
    ///
    /// - Parameter registration: What to register.
    /// - Complexity: O(1) amortised.
    public func register(_ registration: ReuseRegistration) {
        registrations.append(registration)
    }

    /// Reads everything from the data source again, like `UITableView.reloadData()`.
    ///
    /// A table view reads its counts here, at once. A collection view (`Style.collection`), like
    /// `UICollectionView`, only marks them pending: it reads them again at its next layout pass
    /// (``layoutIfNeeded()``), when asked for them (``numberOfSections``, ``numberOfItems(inSection:)``,
    /// ``cell(at:)``) or at the start of the next batch, before its `updates`. Data changed in between
    /// counts as the data before that batch, so a batch written against the change is refused, as UIKit
    /// refuses it [LC]. Until then the view shows what it read here.
    ///
    /// ```swift
    /// view.reloadData()
    /// view.layoutIfNeeded() // a collection view reads its counts now
    /// ```
    ///
    /// - Complexity: O(*n* + *s*) data-source calls.
    public func reloadData() {
        (storedCells, sectionKinds, sectionHeaders, sectionFooters) = snapshot()
        readLayoutWideViews()
        (selected, awaitingCells) = ([], [])  // UIKit's reloadData drops the selection
        countsArePending = style == .collection
        events.append(.reloadData)
        contentDidChange()
    }

    /// Runs the layout pass UIKit runs at the end of the run-loop turn (`layoutIfNeeded()`): a
    /// collection view reloaded since its last pass reads its counts now (see ``reloadData()``).
    ///
    /// ```swift
    /// view.reloadData()
    /// view.layoutIfNeeded()
    /// source.data = new // later batches are checked against counts read before this change
    /// ```
    ///
    /// - Complexity: O(1), or O(*n* + *s*) data-source calls to read pending counts.
    public func layoutIfNeeded() {
        readPendingCounts()
    }

    /// Reads the counts, and with them every cell, again when a collection view's ``reloadData()``
    /// left them pending [LC]. No event: UIKit's lazy read is part of that reload.
    func readPendingCounts() {
        guard countsArePending else { return }
        countsArePending = false
        (storedCells, sectionKinds, sectionHeaders, sectionFooters) = snapshot()
        readLayoutWideViews()
        awaitingCells = []
        contentDidChange()
    }

    /// Applies one batch exactly as UIKit would: runs `updates` (where the data source changes),
    /// validates the batch against the counts before and after, moves the shown cells, asks the data
    /// source for inserted and reloaded cells, and finally checks that what it shows is the data
    /// source's content, identity by identity.
    ///
    /// On error the shown cells stay as they were (UIKit would have crashed instead).
    ///
    /// A batch started inside another batch's `updates` is merged into that batch, as UIKit nests
    /// `performBatchUpdates` (and `beginUpdates` / `endUpdates`): its changes join the outer batch's (in
    /// the outer batch's index spaces), its `updates` run at once, and nothing is checked or applied
    /// until the outer batch's `updates` return; its completion then runs with the outer one's, first.
    /// The nested call never throws; the outer one throws for the whole.
    ///
    /// ```swift
    /// try view.performBatchUpdates(changes, updates: { source.data = new }) { finished in … }
    /// ```
    ///
    /// - Parameters:
    ///   - changeset: The batch, in UIKit's index spaces.
    ///   - updates: Changes the data source, like UIKit's `updates` closure.
    ///   - completion: Runs when the "animation" ends (at once, or at ``finishAnimations()``).
    /// - Throws: `BatchUpdateError` where UIKit would raise an exception, or when the result does not
    ///   show the data source's items in order.
    /// - Complexity: O(*n* + *s* + *k*).
    public func performBatchUpdates(
        _ changeset: Changeset, updates: () -> Void = {}, completion: ((Bool) -> Void)? = nil
    ) throws {
        if let during = uncommittedUpdates {
            throw BatchUpdateError(.batchWhileUncommitted(during: during), noun: noun)
        }
        if openBatch != nil {
            openBatch?.changeset.merge(changeset)
            if let completion { openBatch?.completions.append(completion) }
            return updates()
        }
        readPendingCounts()  // the counts before the batch, read before its updates [LC]
        openBatch = (changeset, [])
        updates()
        let (changeset, nested) = openBatch ?? (changeset, [])
        openBatch = nil
        let completions = nested + (completion.map { [$0] } ?? [])
        guard let dataSource else {
            (storedCells, sectionKinds, sectionHeaders, sectionFooters, selected, awaitingCells) = (
                [], [], [], [], [], []
            )
            return
        }
        let newCounts = (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.headlessView(self, numberOfItemsInSection: $0)
        }
        let result = try changeset.simulate(
            old: storedCells, newCounts: newCounts, noun: noun, systemVersion: systemVersion.release
        ) {
            dataSource.headlessView(self, cellForItemAt: $0)
        }
        // Surviving sections keep the header they showed; inserted and reloaded ones read theirs.
        let kinds: [String?] = result.source.enumerated().map { section, source in
            source.map { sectionKinds[$0] } ?? dataSource.headlessView(self, kindOfSection: section)
        }
        let headers: [String?] = result.source.enumerated().map { section, source in
            source.map { sectionHeaders[$0] } ?? dataSource.headlessView(self, headerForSection: section)
        }
        let footers: [String?] = result.source.enumerated().map { section, source in
            source.map { sectionFooters[$0] } ?? dataSource.headlessView(self, footerForSection: section)
        }
        try verify(result.sections, kinds: kinds, headers: nil, footers: nil)
        if !selected.isEmpty {
            selected = result.reloadedData ? [] : carry(selected, through: changeset, newCounts: newCounts)
        }
        if !awaitingCells.isEmpty {
            awaitingCells = result.reloadedData ? [] : carry(awaitingCells, through: changeset, newCounts: newCounts)
        }
        storedCells = result.sections
        sourceCounts = newCounts
        sectionKinds = kinds
        sectionHeaders = headers
        sectionFooters = footers
        events.append(.batch(changeset))
        if result.reloadedData { events.append(.reloadData) }
        contentDidChange()
        for completion in completions {
            if animationMode == .immediate { completion(true) } else { pendingCompletions.append(completion) }
        }
    }

    /// Updates existing cells in place, like `reconfigureRows(at:)` / `reconfigureItems(at:)`: the
    /// identity and the reuse identifier must stay the same; only the content is read again.
    ///
    /// As in UIKit, only rows that have a cell are reconfigured: visible ones
    /// (``indexPathsForVisibleItems``) and prefetched ones. The data source is not asked for the others;
    /// their cell is read when they appear (scrolled into view or prefetched) or are inspected
    /// (``cells``, ``cell(at:)``, ``verifyMatchesDataSource()``), as UIKit dequeues a new cell for a row
    /// that appears (see *UIKit's batch-update rules* in Decorum's documentation). The event lists every
    /// path named.
    ///
    /// ```swift
    /// try view.reconfigureItems(at: view.indexPathsForVisibleItems)
    /// ```
    ///
    /// - Parameter indexPaths: Paths of the current state.
    /// - Throws: `BatchUpdateError` for an invalid path, or for a row with a cell: a changed identity,
    ///   or a cell that would be dequeued with another reuse identifier than the one shown.
    /// - Complexity: O(*n*) data-source calls to find the visible rows, plus O(*k*).
    public func reconfigureItems(at indexPaths: [IndexPath]) throws {
        guard let dataSource else { return }
        var updated = storedCells
        var skipped: [IndexPath] = []
        let existing = rowsWithCells(layout())
        for path in indexPaths {
            guard let (section, item) = path.sectionAndItem else {
                throw BatchUpdateError(.malformedIndexPath(.reload, path), noun: noun)
            }
            guard section < storedCells.count else {
                throw BatchUpdateError(.itemSectionOutOfBounds(.reload, path, count: storedCells.count), noun: noun)
            }
            guard item < storedCells[section].count else {
                throw BatchUpdateError(.itemOutOfBounds(.reload, path, count: storedCells[section].count), noun: noun)
            }
            guard existing.contains(path) else {
                skipped.append(path)  // no cell to reconfigure: UIKit asks for none [RC]
                continue
            }
            let fresh = dataSource.headlessView(self, cellForItemAt: path)
            guard fresh.id == storedCells[section][item].id else {
                throw BatchUpdateError(
                    .identityMismatch(path, shown: storedCells[section][item].content, expected: fresh.content),
                    noun: noun)
            }
            if let shown = storedCells[section][item].reuseIdentifier, let dequeued = fresh.reuseIdentifier,
                shown != dequeued
            {
                throw BatchUpdateError(
                    .reconfigureChangesRegistration(path, shown: shown, dequeued: dequeued), noun: noun)
            }
            updated[section][item] = fresh
        }
        storedCells = updated
        awaitingCells.formUnion(skipped)
        events.append(.reconfigure(indexPaths))
    }

    /// Refreshes the headers of `sections` in place, like running a header view's configuration again
    /// on `headerView(forSection:)`: each reads
    /// ``HeadlessListDataSource/headlessView(_:headerForSection:)`` again; no row is touched.
    ///
    /// ```swift
    /// try view.reconfigureSupplementaryViews(inSections: [1])
    /// view.events.last // .reconfigureSupplementaryViews([1])
    /// ```
    ///
    /// - Parameter sections: Section indices of the current state.
    /// - Throws: `BatchUpdateError` for a section index outside the shown sections; nothing changes then.
    /// - Complexity: O(*k*) for *k* sections.
    public func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        guard let dataSource else { return }
        var headers = sectionHeaders
        var footers = sectionFooters
        for section in sections {
            guard section >= 0, section < storedCells.count else {
                throw BatchUpdateError(
                    .sectionOutOfBounds(.reload, section: section, count: storedCells.count), noun: noun)
            }
            headers[section] = dataSource.headlessView(self, headerForSection: section)
            footers[section] = dataSource.headlessView(self, footerForSection: section)
        }
        sectionHeaders = headers
        sectionFooters = footers
        events.append(.reconfigureSupplementaryViews(sections))
    }

    /// Runs the oldest pending completion; `false` when none was pending.
    func finishOldestAnimation() -> Bool {
        guard !pendingCompletions.isEmpty else { return false }
        pendingCompletions.removeFirst()(true)
        return true
    }

    /// Runs the completions of batches still "animating" (`AnimationMode.manual`), oldest first.
    ///
    /// - Complexity: O(*c*) for *c* pending completions, plus what they do.
    public func finishAnimations() {
        while !pendingCompletions.isEmpty {
            pendingCompletions.removeFirst()(true)
        }
    }

    /// Checks that the view shows exactly what the data source has: same sections, same identities in
    /// the same order, the same content in every cell (so a missed reload is caught too), and the same
    /// header for every section and every layout-wide view (so a missed refresh is caught too).
    ///
    /// ```swift
    /// try view.verifyMatchesDataSource()
    /// ```
    ///
    /// - Throws: `BatchUpdateError` describing the first difference.
    /// - Complexity: O(*n* + *s*) data-source calls.
    public func verifyMatchesDataSource() throws {
        if let unbatchedChange { throw unbatchedChange }
        loadAwaitingCells()
        let ids = Set(placeholders.map { AnyHashable($0.id) })
        let shown = ids.isEmpty ? storedCells : storedCells.map { $0.filter { !ids.contains($0.id) } }
        try verify(shown, kinds: sectionKinds, headers: sectionHeaders, footers: sectionFooters)
        try verifyLayoutWideViews()
    }

    private func snapshot() -> ([[HeadlessCell]], [String?], [String?], [String?]) {
        guard let dataSource else { return ([], [], [], []) }
        let sections = dataSource.numberOfSections(in: self)
        sourceCounts = (0..<sections).map { dataSource.headlessView(self, numberOfItemsInSection: $0) }
        let cells = (0..<sections).map { section in
            (0..<dataSource.headlessView(self, numberOfItemsInSection: section)).map {
                dataSource.headlessView(self, cellForItemAt: IndexPath(section: section, item: $0))
            }
        }
        return (
            cells, (0..<sections).map { dataSource.headlessView(self, kindOfSection: $0) },
            (0..<sections).map { dataSource.headlessView(self, headerForSection: $0) },
            (0..<sections).map { dataSource.headlessView(self, footerForSection: $0) }
        )
    }

    private func verify(
        _ shown: [[HeadlessCell]], kinds: [String?], headers: [String?]?, footers: [String?]?
    ) throws {
        let identitiesOnly = headers == nil
        guard let dataSource else { return }
        let sectionCount = dataSource.numberOfSections(in: self)
        guard sectionCount == shown.count else {
            throw BatchUpdateError(
                .invalidSectionCount(after: sectionCount, before: shown.count, inserted: 0, deleted: 0), noun: noun)
        }
        for section in 0..<sectionCount {
            let expectedKind = dataSource.headlessView(self, kindOfSection: section)
            if expectedKind != kinds[section] {
                throw BatchUpdateError(
                    .sectionMismatch(
                        section: section, shown: kinds[section] ?? "untitled", expected: expectedKind ?? "untitled"),
                    noun: noun)
            }
            if let headers {
                let expectedHeader = dataSource.headlessView(self, headerForSection: section)
                if expectedHeader != headers[section] {
                    throw BatchUpdateError(
                        .staleHeader(
                            section: section, shown: headers[section] ?? "none", expected: expectedHeader ?? "none"),
                        noun: noun)
                }
            }
            if let footers {
                let expectedFooter = dataSource.headlessView(self, footerForSection: section)
                if expectedFooter != footers[section] {
                    throw BatchUpdateError(
                        .staleFooter(
                            section: section, shown: footers[section] ?? "none", expected: expectedFooter ?? "none"),
                        noun: noun)
                }
            }
            let count = dataSource.headlessView(self, numberOfItemsInSection: section)
            guard count == shown[section].count else {
                throw BatchUpdateError(
                    .invalidItemCount(
                        section: section, after: count, before: shown[section].count, inserted: 0, deleted: 0,
                        movedIn: 0, movedOut: 0), noun: noun)
            }
            for item in 0..<count {
                let path = IndexPath(section: section, item: item)
                let cell = shown[section][item]
                if identitiesOnly {
                    if cell.id != dataSource.headlessView(self, identityForItemAt: path) {
                        let expected = dataSource.headlessView(self, cellForItemAt: path)
                        throw BatchUpdateError(
                            .identityMismatch(path, shown: cell.content, expected: expected.content), noun: noun)
                    }
                } else {
                    let expected = dataSource.headlessView(self, cellForItemAt: path)
                    if cell.id != expected.id || cell.content != expected.content {
                        throw BatchUpdateError(
                            .identityMismatch(path, shown: cell.content, expected: expected.content), noun: noun)
                    }
                }
            }
        }
    }
}

extension Changeset {
    /// Adds `other`'s changes to this batch's, as UIKit records the calls of a nested batch into the
    /// batch around it [BN].
    fileprivate mutating func merge(_ other: Changeset) {
        sectionDeletes += other.sectionDeletes
        sectionInserts += other.sectionInserts
        sectionMoves += other.sectionMoves
        sectionReloads += other.sectionReloads
        itemDeletes += other.itemDeletes
        itemInserts += other.itemInserts
        itemMoves += other.itemMoves
        itemReloads += other.itemReloads
    }
}

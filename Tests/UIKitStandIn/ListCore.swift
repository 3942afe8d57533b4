// What UITableView and UICollectionView share in the stand-in: their own bookkeeping of sections and
// rows, batch updates checked by the same model of UIKit's batch rules as HeadlessListView
// (DecorumBatchRules, cross-checked on every batch by a transcription written apart from it), the cells that exist (visible and prefetched), reuse, selection, and prefetching.

import DecorumBatchRules
@_spi(Binding) import DecorumCore
import Testing
import UIKitReferenceModel

/// One row as the view keeps it: its cell, if one exists (visible or prefetched), and its selection.
struct RowState {
    var cell: (any StandInReusable)?
    var isSelected = false
    /// A drop placeholder's row: the data source does not have it yet, and is not asked for its cell.
    /// The number names the placeholder, whose index path is wherever the row is now (S9).
    var placeholder: Int?
    var isPlaceholder: Bool { placeholder != nil }
    /// A self-sizing row's length along the scrolling axis, once its cell was laid out and measured
    /// (until then its estimate stands in for it). A batch carries it with the row; an inserted or
    /// reloaded row has none.
    var measured: CGFloat?
}

/// A batch being recorded: `performBatchUpdates` calls nest into one batch, as UIKit merges them
/// ([RC] "A batch started inside another batch's updates closure is merged into the outer batch").
struct RecordedBatch {
    var changeset = Changeset()
    var completions: [(Bool) -> Void] = []
}

/// What the view asks of its owner (the table or collection view): the data source's answers and the
/// geometry.
@MainActor
protocol ListCoreOwner: UIScrollView {
    /// `"row"` or `"item"`, the noun of UIKit's messages.
    var noun: String { get }
    /// Whether `reloadData()` reads the counts at once (a table view) or lazily (a collection view).
    var readsCountsAtOnce: Bool { get }
    /// The data source's `numberOfSections(in:)`, 0 without a data source.
    func askNumberOfSections() -> Int
    /// The data source's item count for `section`, 0 without a data source.
    func askNumberOfItems(inSection section: Int) -> Int
    /// The data source's cell for `indexPath`, checked to come from this view's dequeue.
    func askCell(at indexPath: IndexPath) -> (any StandInReusable)?
    /// Where each item is in the content, from the counts.
    func itemFrames(counts: [Int]) -> [[CGRect]]
    /// The content's size, from the counts.
    func layoutContentSize(counts: [Int]) -> CGSize
    /// Whether the content scrolls horizontally (a horizontal flow layout), not vertically.
    var scrollsHorizontally: Bool { get }
    /// Whether cells are made ahead of time for items just outside the visible area (Apple:
    /// "isPrefetchingEnabled": UICollectionView from iOS 10, UITableView from iOS 15).
    var prefetchesCells: Bool { get }
    /// Whether the prefetch data source hears of items about to show (Apple: "isPrefetchingEnabled":
    /// "Setting this property to false also disables data prefetching").
    var prefetchesData: Bool { get }
    /// The prefetch data source's messages.
    func prefetch(_ paths: [IndexPath])
    func cancelPrefetching(_ paths: [IndexPath])
    /// The delegate's display messages (Apple: "tableView(_:willDisplay:forRowAt:)",
    /// "tableView(_:didEndDisplaying:forRowAt:)", "collectionView(_:willDisplay:forItemAt:)",
    /// "collectionView(_:didEndDisplaying:forItemAt:)").
    func willDisplay(_ cell: any StandInReusable, at indexPath: IndexPath)
    func didEndDisplaying(_ cell: any StandInReusable, at indexPath: IndexPath)
    /// Headers, footers and other supplementary views after the rows were laid out or changed.
    func layoutSupplementaryViews(counts: [Int])
    /// Self-sizing: measures the cells of `visible` rows and the supplementary views that need it
    /// (never measured, or asked to be measured again); `true` when a length changed, so that the
    /// layout runs again with it.
    func selfSize(_ visible: [IndexPath]) -> Bool
    /// The whole view reloaded: supplementary views go back to their queues.
    func dropSupplementaryViews()
    /// Sections after a batch: supplementary views of surviving sections move with them.
    func remapSupplementaryViews(newToOld: [Int?])
}

/// The rows, cells, selection and batches of one list view.
@MainActor
final class ListCore {
    unowned let owner: any ListCoreOwner
    /// The rows per section, or `nil` when they must be read from the data source again: after
    /// `reloadData()`, UIKit reads the counts lazily, at the next layout or when asked
    /// ([RC] "A collection view re-reads its counts lazily after reloadData").
    private(set) var rows: [[RowState]]?
    var cellPool = ReusePool()
    var batch: RecordedBatch?
    var batchDepth = 0
    /// Inside the view's own pass over its cells (``layout()``: the data source's cells, `willDisplay`,
    /// `didEndDisplaying`, prefetching, supplementary views, `scrollViewDidScroll` for an offset the pass
    /// corrects).
    private var passes = 0

    /// Raises when the app re-enters the view from inside its pass over its cells (issue #38, S4). UIKit's
    /// engineers, on the exceptions iOS 13 added: "Attempted to call -cellForRowAtIndexPath: on the table
    /// view while it was in the process of updating its visible cells, which is not allowed", "Attempted
    /// to access the table view's visibleCells while they were in the process of being updated, which is
    /// not allowed" ("most likely inside a callback from the table view itself about a specific row").
    /// Apple documents nothing for a batch, a reload or a reconfigure from there: the harsher reading
    /// raises for them too (wording: the stand-in's), for collection views as for tables.
    func checkOutsidePass(_ call: String) {
        guard passes > 0 else { return }
        UIKitStandIn.raise(
            "Attempted to call \(call) on the \(owner.noun == "row" ? "table" : "collection") view while it was "
                + "in the process of updating its visible cells, which is not allowed")
    }
    /// Cells of deleted rows, animating out until the batch's animation ends.
    var leaving: [any StandInReusable] = []
    /// The cells displayed, with the index path each was last displayed at.
    var displayed: [ObjectIdentifier: (cell: any StandInReusable, path: IndexPath)] = [:]
    /// Index paths the prefetch data source was told about and not yet cancelled or shown.
    var prefetchRequested: Set<IndexPath> = []
    var lastOffset: CGFloat = 0
    /// Whether the last scroll went forward (down, or right in a horizontal list).
    var scrollsDown = true
    var animationsRunning = 0
    /// The user is reordering (a row picked up and not yet dropped).
    var isReordering = false
    /// An interactive movement begun and not yet ended or cancelled: the item lifted and where it would
    /// go now (Apple: "beginInteractiveMovementForItem(at:)").
    var interactiveMovement: (source: IndexPath, target: IndexPath)?
    /// Drag sessions lifted from the view, and drop sessions it tracks (Apple: "hasActiveDrag",
    /// "hasActiveDrop").
    var activeDrags = 0
    var activeDrops = 0
    var counters = Counters()

    /// What tests read of the view's own work (stand-in only).
    struct Counters {
        /// Content offset changes while a batch animated, outside its updates: UIKit animates an offset
        /// set inside `performBatchUpdates` with the rows; one set after the call returns moves the
        /// content under the animating rows (it slides on screen).
        var offsetChangesWhileAnimating = 0
        /// Questions for the visible index paths.
        var visiblePathQueries = 0
        /// `reloadData()` calls.
        var reloads = 0
    }

    /// The content offset changed (the view tells its delegate next).
    func didScroll() {
        if isAnimating && batch == nil { counters.offsetChangesWhileAnimating += 1 }
    }

    init(owner: any ListCoreOwner) {
        self.owner = owner
    }

    // MARK: Counts

    /// The rows, read from the data source if they are stale.
    func loadedRows() -> [[RowState]] {
        if let rows { return rows }
        let sections = max(0, owner.askNumberOfSections())
        let loaded = (0..<sections).map { section in
            [RowState](repeating: RowState(), count: max(0, owner.askNumberOfItems(inSection: section)))
        }
        rows = loaded
        return loaded
    }

    var counts: [Int] { loadedRows().map(\.count) }

    func isValid(_ indexPath: IndexPath) -> Bool {
        guard let (section, item) = indexPath.sectionAndItem else { return false }
        let rows = loadedRows()
        return section < rows.count && item < rows[section].count
    }

    func state(at indexPath: IndexPath) -> RowState? {
        guard isValid(indexPath) else { return nil }
        return rows?[indexPath[0]][indexPath[1]]
    }

    func update(at indexPath: IndexPath, _ change: (inout RowState) -> Void) {
        guard isValid(indexPath) else { return }
        change(&rows![indexPath[0]][indexPath[1]])
    }

    // MARK: The common mode

    /// Every batch the view is given, checked again by a literal transcription of UIKit's algorithm
    /// written apart from DecorumBatchRules (Tests/UIKitReference), at that transcription's iOS 12:
    /// both must refuse it with the same reason or take it with the same result. The stand-in raises
    /// by DecorumBatchRules' model, which the engine's pre-check is built from too; a rule wrong there
    /// would otherwise hide in both (issue #30). A disagreement fails the running test.
    private func crossCheck(_ changes: Changeset, old: [Int], new: [Int]) {
        let oldLabels = old.enumerated().map { section, count in (0..<count).map { "o\(section).\($0)" } }
        let newLabels = new.enumerated().map { section, count in (0..<count).map { "n\(section).\($0)" } }
        let reference = referencePlan(changes, old: old, new: new, table: owner.noun == "row")
        let model = Result {
            try changes.simulate(old: oldLabels, newCounts: new, noun: owner.noun, systemVersion: .iOS12) {
                "n\($0[0]).\($0[1])"
            }
        }
        switch (reference, model) {
        case (.failure(let failure), .failure(let error as BatchUpdateError)) where failure.reason == error.reason:
            return
        case (.success(let plan), .success(let result)) where plan.reloadsData == result.reloadedData:
            if plan.reloadsData || referenceBuild(plan, old: oldLabels, new: newLabels) == result.sections { return }
        default:
            break
        }
        Issue.record(
            Comment(
                rawValue: "UIKit stand-in: the literal transcription and DecorumBatchRules disagree on \(changes) "
                    + "from \(old) to \(new) \(owner.noun)s: \(reference) against \(model)"))
    }

    // MARK: Content offset

    /// Whether the next layout pass brings the content offset back within the content: after a reload
    /// or a batch, and at a new size (a rotation); never after a programmatic set (Apple:
    /// "setContentOffset(_:animated:)" takes any offset).
    private var adjustsOffset = false
    /// The size of the last layout pass: a view laid out at another size (turned, resized) keeps its
    /// offset within its content (stand-in's reading of what a device shows: a table scrolled to its
    /// end in landscape and turned upright does not show space past the end).
    private var laidOutSize = CGSize.zero

    /// Apple, "reloadData()": "It adjusts offsets if the table shrinks as a result of the reload." The
    /// same after a batch that shrinks the content (stand-in's reading of what a device shows: the
    /// table does not stay scrolled past its end). The largest offset shows the content's end above
    /// the bottom inset; the smallest, its start below the top inset.
    private func adjustOffsetToContent() {
        let inset = owner.adjustedContentInset
        let size = owner.contentSize
        let bounds = owner.bounds
        var offset = owner.contentOffset
        let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
        let maxX = max(-inset.left, size.width + inset.right - bounds.width)
        offset.y = min(offset.y, maxY)
        offset.x = min(offset.x, maxX)
        if offset != owner.contentOffset { owner.contentOffset = offset }
    }

    /// Where a scroll to an item rests: `y`, kept within the content (from its start below the top
    /// inset to its end above the bottom inset). A device never scrolls past the content's end to put
    /// a late item at the top (stand-in's reading of "scrollToRow(at:at:animated:)" and
    /// "scrollToItem(at:at:animated:)", which scroll the content, not past it).
    func scrollTarget(_ offset: CGPoint) -> CGPoint {
        let inset = owner.adjustedContentInset
        let size = owner.layoutContentSize(counts: counts)
        let maxY = max(-inset.top, size.height + inset.bottom - owner.bounds.height)
        let maxX = max(-inset.left, size.width + inset.right - owner.bounds.width)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    // MARK: Reload

    /// `reloadData()` called by the app (the stand-in's own recoveries call ``reloadData(readingCounts:)``).
    /// Raises (wording: the stand-in's) where UIKit's documentation forbids it, the harsher reading of
    /// what UIKit does then (it loses its bookkeeping, and later batches fail against it):
    /// - inside a batch's updates (Apple: "performBatchUpdates(_:completion:)": the updates are
    ///   "insert, delete, reload, or move operations"; `reloadData` is none, and ends every batch);
    /// - while the view has uncommitted updates (Apple: "hasUncommittedUpdates": "If this property is
    ///   true, don't call reloadData()", a drag or drop being in progress).
    func reloadDataByApp() {
        counters.reloads += 1
        checkOutsidePass("reloadData()")
        if batch != nil {
            UIKitStandIn.raise(
                "reloadData() called inside the updates of a batch (performBatchUpdates or beginUpdates)")
        } else if isReordering || placeholders > 0 {
            UIKitStandIn.raise("reloadData() called while the view has uncommitted updates (hasUncommittedUpdates)")
        } else if interactiveMovement != nil {
            UIKitStandIn.raise(Self.duringInteractiveMovement("reloadData()"))
        }
        reloadData()
    }

    /// Apple: "reloadData()": cells go back to the reuse queue, the selection is dropped, and the
    /// counts are read again: a table view at once, a collection view lazily (at the next layout pass,
    /// when asked, or when the next batch starts) ([LC] in the rule catalogue, as `HeadlessListView`
    /// models it); cells come back at the next layout pass.
    func reloadData(readingCounts: Bool? = nil) {
        for section in rows ?? [] {
            for row in section {
                if let cell = row.cell {
                    endDisplaying(cell)
                    cellPool.enqueue(cell)
                }
            }
        }
        rows = nil
        placeholders = 0  // discarded (UICollectionView.h: "-reloadData will discard any uncommitted updates")
        prefetchRequested = []
        adjustsOffset = true
        interruptAnimations()
        owner.dropSupplementaryViews()
        if readingCounts ?? owner.readsCountsAtOnce { _ = loadedRows() }
        owner.setNeedsLayout()
    }

    // MARK: Batches

    /// Apple: "performBatchUpdates(_:completion:)": the updates run now; the view checks the batch
    /// against the counts before (read first, if stale) and after (asked again) and raises where UIKit
    /// does; the completion runs when the animation ends, on a later turn of the run loop.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        checkOutsidePass("performBatchUpdates(_:completion:)")
        if batch != nil {
            // Nested: merged into the outer batch.
            updates?()
            if let completion { batch?.completions.append(completion) }
            return
        }
        let before = loadedRows()
        batch = RecordedBatch()
        if let completion { batch?.completions.append(completion) }
        updates?()
        let recorded = batch!
        batch = nil
        end(recorded, before: before)
    }

    /// The rows before the batch `beginUpdates()` opened; `nil` when `beginUpdates()` opened none (no
    /// batch, or one it joined).
    private var openBefore: [[RowState]]?

    /// `beginUpdates()`: a batch stays open until the matching `endUpdates()` (the table counts the
    /// nesting in `batchDepth`). Begun inside another batch (a `performBatchUpdates` updates closure), it
    /// opens none: its changes merge into that batch (Apple: "performBatchUpdates(_:completion:)";
    /// UICollectionView.h: "Nestable"; Apple: "beginUpdates()": the pairs can be nested).
    func beginOpenBatch() {
        checkOutsidePass("beginUpdates()")
        guard batch == nil else { return }
        openBefore = loadedRows()
        batch = RecordedBatch()
    }

    /// `endUpdates()`: ends the batch only if the matching `beginUpdates()` opened it; one that joined
    /// an outer batch leaves it to the outer batch's end.
    func endOpenBatch() {
        guard let before = openBefore else { return }
        let recorded = batch ?? RecordedBatch()
        batch = nil
        openBefore = nil
        end(recorded, before: before)
    }

    /// An update outside `performBatchUpdates` is a batch of its own (Apple: "insertRows(at:with:)" etc.).
    func record(_ change: (inout Changeset) -> Void) {
        if batch != nil {
            change(&batch!.changeset)
        } else {
            checkOutsidePass("an insert, delete, move or reload")
            let before = loadedRows()
            var recorded = RecordedBatch()
            change(&recorded.changeset)
            end(recorded, before: before)
        }
    }

    /// Raised for an update during an interactive movement (wording: the stand-in's). Apple documents
    /// none: `hasUncommittedUpdates` is true for drops ("contains drop placeholders or is reordering its
    /// items as part of handling a drop"), not while an app moves an item with
    /// `beginInteractiveMovementForItem(at:)`, when the items on screen are already shifted around the
    /// lifted one. The harsher reading: UIKit's bookkeeping breaks (issue #30, F14).
    static func duringInteractiveMovement(_ call: String) -> String {
        "\(call) called during an interactive movement (beginInteractiveMovementForItem(at:) not yet ended or cancelled)"
    }

    private func end(_ recorded: RecordedBatch, before: [[RowState]]) {
        if interactiveMovement != nil {
            UIKitStandIn.raise(Self.duringInteractiveMovement("a batch update"))
        }
        if placeholders > 0 {
            // S8 (issue #38), the harsher reading (wording: the stand-in's): Apple, "hasUncommittedUpdates"
            // is true while placeholders show, and a placeholder is a row the data source does not have,
            // so the counts a batch is checked against are the view's guess; Apple documents no batch
            // then ("drop(_:to:)": "The collection view manages the placeholder until you explicitly
            // remove it using the returned context object").
            UIKitStandIn.raise("a batch update called while drop placeholders show (hasUncommittedUpdates)")
        }
        let newCounts = (0..<max(0, owner.askNumberOfSections())).map { max(0, owner.askNumberOfItems(inSection: $0)) }
        crossCheck(recorded.changeset, old: before.map(\.count), new: newCounts)
        let result: BatchResult<RowState>
        do {
            result = try recorded.changeset.simulate(
                old: before, newCounts: newCounts, noun: owner.noun,
                systemVersion: UIKitRelease(UIKitStandIn.systemVersion)
            ) { _ in RowState() }
        } catch {
            UIKitStandIn.raise(String(describing: error))
            // The app would be gone; the view starts again from the data source so the test can go on.
            reloadData()
            finish(recorded.completions, finished: false)
            return
        }
        if result.reloadedData {
            reloadData()
        } else {
            // Cells whose rows are gone animate out, then go back to the queue (Apple: "prepareForReuse()":
            // a cell is prepared when it is dequeued again). Hidden while they animate out, shown again as
            // they go back to the queue (stand-in's choice: a leaving cell is neither visible nor reusable
            // until the animation ends).
            var kept = Set<ObjectIdentifier>()
            for section in result.sections {
                for row in section { if let cell = row.cell { kept.insert(ObjectIdentifier(cell)) } }
            }
            for section in before {
                for row in section {
                    if let cell = row.cell, !kept.contains(ObjectIdentifier(cell)) {
                        cell.isHidden = true
                        leaving.append(cell)
                    }
                }
            }
            rows = result.sections
            prefetchRequested = []
            adjustsOffset = true
            owner.remapSupplementaryViews(newToOld: result.source)
        }
        // UIKit lays out at the end of the update: new visible rows get their cells now (stand-in's
        // choice: Apple: "performBatchUpdates(_:completion:)" says the view animates the changes, not
        // when it asks for cells). The completion's flag: "true if all of the related animations
        // completed successfully" (Apple: "performBatchUpdates(_:completion:)"); outside a window no
        // animation runs, so `false` (stand-in's choice).
        layout()
        finish(recorded.completions, finished: owner.window != nil)
    }

    /// A batch's animation while it runs: ``UIKitStandIn/animationTurns`` turns of the run loop, or
    /// until a reload interrupts it.
    private final class Animation {
        let completions: [(Bool) -> Void]
        var finished: Bool
        var ended = false

        init(_ completions: [(Bool) -> Void], finished: Bool) {
            self.completions = completions
            self.finished = finished
        }
    }

    private var running: [Animation] = []

    /// The batch's animation starts: in a window, with animations enabled, it lasts
    /// ``UIKitStandIn/animationTurns`` turns (a test can act meanwhile); else it ends on the next turn.
    private func finish(_ completions: [(Bool) -> Void], finished: Bool) {
        let animates = UIView.areAnimationsEnabled && finished  // performWithoutAnimation, or no window
        let animation = Animation(completions, finished: finished)
        if animates {
            animationsRunning += 1
            running.append(animation)
        }
        UIKitStandIn.schedule(afterTurns: animates ? UIKitStandIn.animationTurns : 1) { [weak self] in
            self?.end(animation)
        }
    }

    /// The animation ends: leaving cells go back to the queue (stand-in's choice), and its completions
    /// hear whether it ran to its end (Apple: "performBatchUpdates(_:completion:)": "true if all of the
    /// related animations completed successfully").
    private func end(_ animation: Animation) {
        guard !animation.ended else { return }
        animation.ended = true
        if let index = running.firstIndex(where: { $0 === animation }) {
            running.remove(at: index)
            animationsRunning -= 1
        }
        for cell in leaving {
            cell.isHidden = false
            cellPool.enqueue(cell)
        }
        leaving = []
        for completion in animation.completions { completion(animation.finished) }
    }

    /// A reload ends every running animation: their completions hear `false` on the next turn (Apple:
    /// the completion's flag is `false` when the animations did not complete).
    private func interruptAnimations() {
        for animation in running where !animation.ended {
            animation.finished = false
            UIKitStandIn.schedule { [weak self] in self?.end(animation) }
        }
    }

    // MARK: Layout

    /// The index paths whose frames meet `rect`, in index-path order.
    func paths(in rect: CGRect) -> [IndexPath] {
        guard rect.height > 0, rect.width > 0 else { return [] }
        var result: [IndexPath] = []
        for (section, frames) in owner.itemFrames(counts: counts).enumerated() {
            for (item, frame) in frames.enumerated() where Self.meets(frame, rect) {
                result.append(IndexPath(section: section, item: item))
            }
        }
        return result
    }

    /// Whether `frame` and `rect` overlap.
    static func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.maxY > rect.minY && frame.minY < rect.maxY && frame.maxX > rect.minX && frame.minX < rect.maxX
    }

    /// Whether a supplementary view's `frame` is on screen: not empty, and meeting non-empty bounds.
    func isOnScreen(_ frame: CGRect) -> Bool {
        frame.height > 0 && frame.width > 0 && owner.bounds.height > 0 && owner.bounds.width > 0
            && Self.meets(frame, owner.bounds)
    }

    /// `rect` moved `distance` along the scrolling axis.
    private func ahead(_ rect: CGRect, by distance: CGFloat, length: CGFloat) -> CGRect {
        owner.scrollsHorizontally
            ? CGRect(x: rect.minX + distance, y: rect.minY, width: length, height: rect.height)
            : CGRect(x: rect.minX, y: rect.minY + distance, width: rect.width, height: length)
    }

    /// The visible items: those whose frames meet the bounds (none while the bounds are empty, as
    /// before the first layout pass).
    var visiblePaths: [IndexPath] { paths(in: owner.bounds) }

    /// The items just below (or, scrolling up, above) the visible area, whose cells are prefetched
    /// (Apple: "isPrefetchingEnabled"; Apple documents no distance: one line is the stand-in's choice).
    private var prefetchedCellPaths: [IndexPath] {
        guard owner.prefetchesCells, owner.bounds.height > 0 else { return [] }
        let bounds = owner.bounds
        let length = owner.scrollsHorizontally ? bounds.width : bounds.height
        return paths(in: ahead(bounds, by: scrollsDown ? length : -1, length: 1))
    }

    /// The region the prefetch data source hears about: one screen beyond the visible area, in the
    /// direction of scrolling (Apple: "UITableViewDataSourcePrefetching" names no distance; the
    /// stand-in's choice).
    private var prefetchRegionPaths: [IndexPath] {
        let bounds = owner.bounds
        guard bounds.height > 0 else { return [] }
        let length = owner.scrollsHorizontally ? bounds.width : bounds.height
        return paths(in: ahead(bounds, by: scrollsDown ? length : -length, length: length))
    }

    /// The layout pass, run again while self-sizing views measure other lengths than their estimates
    /// (a few times at most: stand-in's choice), so that rows laid out replace their estimates, and the
    /// content size and the rows after them move (Apple: "estimatedRowHeight": "Estimation allows you to
    /// defer some of the cost of geometry calculation from load time to scrolling time"). Apple says
    /// that with estimates "the table view actively manages the contentOffset"; the stand-in does not
    /// keep the visible rows still (the harsher reading).
    func layout() {
        passes += 1
        defer { passes -= 1 }
        layoutPass()
        // Rows measured at last show at their heights; a pass always follows a measure, so that every
        // visible row has its cell (the soak found a row made visible by the last measure without one).
        for _ in 0..<4 {
            guard owner.selfSize(visiblePaths) else { return }
            adjustsOffset = true
            layoutPass()
        }
    }

    /// One pass: content size, the cells of visible and prefetched items (asked from the data source
    /// when missing), cells that left go back to the reuse queue, prefetch messages, then the
    /// supplementary views.
    private func layoutPass() {
        let counts = self.counts
        owner.contentSize = owner.layoutContentSize(counts: counts)
        if adjustsOffset || owner.bounds.size != laidOutSize {
            adjustsOffset = false
            laidOutSize = owner.bounds.size
            adjustOffsetToContent()
        }
        let offset = owner.scrollsHorizontally ? owner.bounds.minX : owner.bounds.minY
        if offset != lastOffset {
            scrollsDown = offset > lastOffset
            lastOffset = offset
        }
        let visible = visiblePaths
        // The lifted item's cell follows the finger during an interactive movement (Apple:
        // "updateInteractiveMovementTargetPosition(_:)"), so it stays, with its gesture recognizers, wherever
        // its target is.
        let wanted = Set(visible + prefetchedCellPaths + (interactiveMovement.map { [$0.target] } ?? []))
        // Cells that left the screen (and the prefetch band) are reused.
        for (section, items) in (rows ?? []).enumerated() {
            for (item, row) in items.enumerated() where row.cell != nil {
                let path = IndexPath(section: section, item: item)
                if !wanted.contains(path), let cell = row.cell {
                    endDisplaying(cell)
                    cellPool.enqueue(cell)
                    rows![section][item].cell = nil
                }
            }
        }
        let frames = owner.itemFrames(counts: counts)
        for path in visible + prefetchedCellPaths
        where state(at: path)?.cell == nil && state(at: path)?.isPlaceholder == false {
            guard let cell = requestCell(at: path) else { continue }
            if cell.superview !== owner { owner.addSubview(cell) }
            update(at: path) { $0.cell = cell }
            setSelected(state(at: path)?.isSelected ?? false, on: cell)
        }
        for path in visible + prefetchedCellPaths {
            state(at: path)?.cell?.frame = frames[path[0]][path[1]]
        }
        // Prefetching (Apple: "UITableViewDataSourcePrefetching"): rows entering the region are announced,
        // rows leaving it without being shown are cancelled; none while the owner's data prefetching is
        // off (Apple: "isPrefetchingEnabled").
        let region = owner.prefetchesData ? Set(prefetchRegionPaths).subtracting(visible) : []
        let entering = region.subtracting(prefetchRequested).sorted()
        let cancelled = prefetchRequested.subtracting(region).subtracting(visible).sorted()
        prefetchRequested = prefetchRequested.union(entering).subtracting(cancelled).subtracting(visible)
        if !entering.isEmpty { owner.prefetch(entering) }
        if !cancelled.isEmpty { owner.cancelPrefetching(cancelled) }
        updateDisplayed(visible)
        owner.layoutSupplementaryViews(counts: counts)
    }

    /// The display messages: a cell is displayed while its row is visible (a prefetched cell is not).
    /// Cells that left (scrolled away, deleted, reloaded, reused) end displaying first, with the index
    /// path they were last displayed at, then new ones begin, in index-path order (Apple documents no
    /// order; the stand-in's choice).
    private func updateDisplayed(_ visible: [IndexPath]) {
        guard !visible.isEmpty || !displayed.isEmpty else { return }
        var shown: [(cell: any StandInReusable, path: IndexPath)] = []
        for path in visible { if let cell = state(at: path)?.cell { shown.append((cell, path)) } }
        let stillShown = Set(shown.map { ObjectIdentifier($0.cell) })
        for (_, entry) in displayed.sorted(by: { $0.value.path < $1.value.path })
        where !stillShown.contains(ObjectIdentifier(entry.cell)) {
            endDisplaying(entry.cell)
        }
        for entry in shown {
            let key = ObjectIdentifier(entry.cell)
            let isNew = displayed[key] == nil
            displayed[key] = entry
            if isNew { owner.willDisplay(entry.cell, at: entry.path) }
        }
    }

    /// `cell` leaves the screen (to the reuse queue, or animating out): it ends displaying, if it was.
    func endDisplaying(_ cell: any StandInReusable) {
        guard let entry = displayed.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        owner.didEndDisplaying(cell, at: entry.path)
    }

    /// Visible cells, in index-path order (prefetched cells are not visible).
    var visibleCells: [(IndexPath, any StandInReusable)] {
        visiblePaths.compactMap { path in state(at: path)?.cell.map { (path, $0) } }
    }

    /// The cell of a visible item (Apple: "cellForRow(at:)": "nil if the cell is not visible").
    func visibleCell(at indexPath: IndexPath) -> (any StandInReusable)? {
        guard visiblePaths.contains(indexPath) else { return nil }
        return state(at: indexPath)?.cell
    }

    // MARK: Selection
    // As HeadlessListView models it, with the same sources ([SD], [SM], [SB], [SR], [RD] in
    // HeadlessListView+Selection.swift): selecting in code sends no delegate message; a batch carries each
    // surviving row's selection to its new place; deleted and reloaded rows lose it; reloadData drops it.

    var selectedPaths: [IndexPath] {
        var result: [IndexPath] = []
        for (section, items) in loadedRows().enumerated() {
            for (item, row) in items.enumerated() where row.isSelected {
                result.append(IndexPath(section: section, item: item))
            }
        }
        return result
    }

    func select(_ indexPath: IndexPath, multiple: Bool) {
        guard isValid(indexPath) else { return }
        if !multiple { for path in selectedPaths where path != indexPath { deselect(path) } }
        update(at: indexPath) { $0.isSelected = true }
        if let cell = state(at: indexPath)?.cell { setSelected(true, on: cell) }
    }

    func deselect(_ indexPath: IndexPath) {
        guard isValid(indexPath) else { return }
        update(at: indexPath) { $0.isSelected = false }
        if let cell = state(at: indexPath)?.cell { setSelected(false, on: cell) }
    }

    private func setSelected(_ selected: Bool, on cell: any StandInReusable) {
        (cell as? UITableViewCell)?.isSelected = selected
        (cell as? UICollectionViewCell)?.isSelected = selected
    }

    // MARK: Cell requests

    /// The index path the data source is being asked a cell for, and whether it has dequeued one for it.
    private var request: (path: IndexPath, dequeued: Bool)?

    /// Asks the data source for the cell at `path`, watching its dequeues (``checkDequeue(at:)``).
    func requestCell(at path: IndexPath) -> (any StandInReusable)? {
        let outer = request
        let asked = dataSourcePath(forShown: path)
        request = (asked, false)
        defer { request = outer }
        return owner.askCell(at: asked)
    }

    /// A dequeue that names an index path (`dequeueReusableCell(withIdentifier:for:)`,
    /// `dequeueReusableCell(withReuseIdentifier:for:)`):
    /// - at a path the view does not have, UIKit raises: a table computes the new cell's frame first
    ///   ("request for rect at invalid index path", as ``UITableView/rectForRow(at:)``); a collection
    ///   view, the same (stand-in's choice: the harsher reading, one rule for both);
    /// - a second one for the path being asked: UIKit's collection view raises "Attempted to dequeue
    ///   multiple cells for the same index path, which is not allowed" (its text, iOS 14 and later); a
    ///   table too (stand-in's choice: the harsher reading).
    func checkDequeue(at indexPath: IndexPath, identifier: String) {
        guard isValid(shownPath(forDataSource: indexPath)) else {
            return UIKitStandIn.raise("request for rect at invalid index path (\(Self.described(indexPath)))")
        }
        guard let current = request, current.path == indexPath else { return }
        if current.dequeued {
            UIKitStandIn.raise(
                "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really "
                    + "need to dequeue more cells than the \(owner.noun == "row" ? "table" : "collection") view is "
                    + "requesting, use the dequeue method without an index path. Cell reuse identifier: "
                    + "\(identifier); index path: \(Self.described(indexPath))")
        }
        request?.dequeued = true
    }

    /// An index path as UIKit's exception texts print one.
    static func described(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    // MARK: Reconfigure

    /// Apple: "reconfigureRows(at:)": only existing cells (visible or prefetched) are reconfigured; the
    /// data source's dequeue hands back the existing cell, and must ask for the same registration
    /// ([RC] "Attempted to dequeue a cell for a different registration or reuse identifier").
    var reconfiguring: (any StandInReusable)?

    func reconfigure(_ paths: [IndexPath]) {
        checkOutsidePass("a reconfigure")
        for path in paths {
            guard isValid(path) else {
                UIKitStandIn.raise(  // wording: the stand-in's
                    "Attempted to reconfigure an item at an invalid index path \(path.bracketed); "
                        + "counts \(counts)")
                continue
            }
            guard let cell = state(at: path)?.cell else { continue }
            reconfiguring = cell
            defer { reconfiguring = nil }
            guard let returned = requestCell(at: path) else { continue }
            if returned !== cell {
                UIKitStandIn.raise(  // wording: the stand-in's
                    "The data source returned a new cell instead of the existing one when reconfiguring "
                        + "\(path.bracketed)")
            }
            // A reconfigured self-sizing cell is measured again at the next layout pass (stand-in's
            // reading: Apple, "reconfigureItems(at:)", says only that the existing cell is kept).
            update(at: path) { $0.measured = nil }
            owner.setNeedsLayout()
        }
    }

    /// The existing cell, when a reconfigure is under way, for a dequeue of `identifier`.
    func dequeueForReconfigure(_ identifier: String) -> (any StandInReusable)? {
        guard let cell = reconfiguring else { return nil }
        if cell.reuseIdentifier != identifier {
            UIKitStandIn.raise(
                "Attempted to dequeue a cell for a different registration or reuse identifier than the "
                    + "existing cell when reconfiguring an item, which is not allowed. You must dequeue a cell "
                    + "using the same registration or reuse identifier that was used to dequeue the cell "
                    + "originally to obtain the existing cell. Dequeued reuse identifier: \(identifier); "
                    + "Original reuse identifier: \(cell.reuseIdentifier ?? "nil")")
        }
        return cell
    }

    // MARK: User moves

    /// The user dragged a row from `source` to `destination`: UIKit moves it in its own bookkeeping,
    /// without a batch, and then tells the data source (Apple: "tableView(_:moveRowAt:to:)").
    func moveByUser(from source: IndexPath, to destination: IndexPath) {
        guard isValid(source), let (toSection, toItem) = destination.sectionAndItem else { return }
        var rows = loadedRows()
        let row = rows[source[0]].remove(at: source[1])
        guard toSection < rows.count, toItem <= rows[toSection].count else { return }
        rows[toSection].insert(row, at: toItem)
        self.rows = rows
        // Laid out on the next turn, after the data source has heard of the move: a cell asked for now
        // would be asked at the moved path of data not yet moved (the soak found the stand-in doing so).
        owner.setNeedsLayout()
    }

    /// S3 (issue #38): during an interactive movement the lifted row is where it would go, in the view's
    /// bookkeeping: the rows between shift around it as they do on screen, and the visible index paths,
    /// cells and `indexPath(for:)` are those of the layout in flight (Apple,
    /// "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)":
    /// the item's "current" index path is not its original one). `target` must be a place for the row
    /// once it has left where it is.
    func shiftMovement(to target: IndexPath) {
        guard let movement = interactiveMovement, target != movement.target, isValid(movement.target),
            let (section, item) = target.sectionAndItem
        else { return }
        var rows = loadedRows()
        let row = rows[movement.target[0]].remove(at: movement.target[1])
        guard section < rows.count, item <= rows[section].count else { return }
        rows[section].insert(row, at: item)
        self.rows = rows
        interactiveMovement?.target = target
        owner.setNeedsLayout()
    }

    /// The data source's index path of the row the view shows at `shown` during an interactive movement:
    /// the data source has not moved the lifted row yet (stand-in's reading: UIKit asks its data source
    /// in the data source's own index paths, which Apple names as the ones "before" a move).
    func dataSourcePath(forShown shown: IndexPath) -> IndexPath {
        guard let (source, target) = interactiveMovement, source != target else { return shown }
        if shown == target { return source }
        var path = shown
        if path[0] == target[0], path[1] > target[1] { path[1] -= 1 }
        if path[0] == source[0], path[1] >= source[1] { path[1] += 1 }
        return path
    }

    /// The inverse of ``dataSourcePath(forShown:)``.
    func shownPath(forDataSource asked: IndexPath) -> IndexPath {
        guard let (source, target) = interactiveMovement, source != target, asked.count == 2 else { return asked }
        if asked == source { return target }
        var path = asked
        if path[0] == source[0], path[1] > source[1] { path[1] -= 1 }
        if path[0] == target[0], path[1] >= target[1] { path[1] += 1 }
        return path
    }

    /// Drop placeholders the view shows (`standInInsertPlaceholder(_:)`).
    var placeholders = 0
    private var placeholderNames = 0

    /// A drop placeholder's row goes into the view's bookkeeping (`standInInsertPlaceholder(_:)`); its
    /// name, or `nil` for an invalid path.
    func insertPlaceholder(at path: IndexPath) -> Int? {
        var rows = loadedRows()
        guard let (section, item) = path.sectionAndItem, section < rows.count, item <= rows[section].count else {
            // wording: the stand-in's
            UIKitStandIn.raise("placeholder at an invalid index path \(path.bracketed)")
            return nil
        }
        placeholderNames += 1
        rows[section].insert(RowState(placeholder: placeholderNames), at: item)
        self.rows = rows
        placeholders += 1
        return placeholderNames
    }

    /// Where the placeholder named `name` is now: a placeholder inserted above it, or a row the user moved
    /// past it, shifts it as it shifts cells (S9; Apple, "commitInsertion(dataSourceUpdates:)": "Always use
    /// this index path for the insertion point instead of any cached values"). `nil` once a reload
    /// discarded it (UICollectionView.h: "-reloadData will discard any uncommitted updates (e.g.
    /// placeholders)").
    func placeholderPath(_ name: Int) -> IndexPath? {
        for (section, items) in (rows ?? []).enumerated() {
            if let item = items.firstIndex(where: { $0.placeholder == name }) {
                return IndexPath(section: section, item: item)
            }
        }
        return nil
    }

    /// `path` (of the view's rows) in the data source's index space: placeholders before it are not rows
    /// of the data source (Apple, "commitInsertion(dataSourceUpdates:)": "The location at which to
    /// insert any items into your data source").
    func dataSourceInsertionPath(_ path: IndexPath) -> IndexPath {
        let before = loadedRows()[path[0]][..<path[1]].count { $0.isPlaceholder }
        return IndexPath(item: path[1] - before, section: path[0])
    }

    /// A deleted placeholder's row leaves the bookkeeping.
    func removePlaceholder(at path: IndexPath) {
        guard isValid(path) else { return }
        rows![path[0]].remove(at: path[1])
    }

    /// After a placeholder's commit or deletion the view's rows must be the data source's, as after a
    /// batch ([RC] invalid number of rows or items; wording: the stand-in's). Placeholders still waiting
    /// are not the data source's rows.
    func checkCountsAfterDrop() {
        let shown = loadedRows().map { $0.count { !$0.isPlaceholder } }
        let answered = (0..<max(0, owner.askNumberOfSections())).map { max(0, owner.askNumberOfItems(inSection: $0)) }
        guard shown != answered else { return }
        UIKitStandIn.raise(
            "Invalid update: after a drop placeholder's update the view has \(owner.noun)s \(shown) per "
                + "section, the data source \(answered): the data source must change inside the block")
        reloadData()
    }

    /// A deleted row in the user's swipe: gone from the bookkeeping only through the data source's batch.
    var isAnimating: Bool { animationsRunning > 0 }
}

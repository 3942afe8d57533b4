@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The binding SPI (`@_spi(Binding) import Decorum`): the lifecycle of a view's binding, and what a
// binding forwards from its view's data source and delegate. Index paths here are the view's own (those
// of ``displayedData``), which may lag behind `data` while batches animate. The UIKit adapters and
// DecorumTesting's headless adapter use nothing else.

@_spi(Binding)
extension ListHandler {
    /// Binds `view`: the engine drives it from now on, and it is reloaded once. The handler holds it
    /// strongly (it is usually an adapter the handler owns); call it after the adapter knows its
    /// handler, since the reload asks the data source.
    ///
    /// ```swift
    /// adapter.handler = handler
    /// handler.bind(adapter)
    /// ```
    ///
    /// - Parameter view: The view to drive.
    /// - Complexity: The view's reload.
    public func bind(_ view: any BatchUpdatableView) {
        boundView = view
        engine.view = view
        engine.recorder.reset()
        engine.record(.reloadView)
        engine.reloadNow()
    }

    /// The data the view must show right now: what a data source answers from (never ``data``, which
    /// may already hold edits the view has not been shown yet).
    ///
    /// ```swift
    /// func numberOfSections() -> Int { handler.displayedData.numberOfSections }
    /// ```
    public var displayedData: SectionedData<Decorator.Data> { engine.displayedData }

    /// Reloads the bound view now, from ``displayedData``: after a setting that changes what every
    /// cell or header shows.
    ///
    /// ```swift
    /// handler.reloadView()
    /// ```
    ///
    /// - Complexity: The view's reload.
    public func reloadView() {
        engine.record(.reloadView)
        engine.reloadNow()
    }

    /// A setting of the binding changed what every header and footer shows: they are read again in
    /// place (a reload only while batches are still to be shown).
    ///
    /// ```swift
    /// var header: Route? { didSet { handler.refreshHeadersAndFooters() } }
    /// ```
    ///
    /// - Complexity: O(*s*) for the shown sections.
    public func refreshHeadersAndFooters() {
        engine.refreshSupplementaryViews()
    }

    /// A setting of the binding changed how every cell shows its item: the shown rows are reconfigured
    /// in place (a reload only while batches are still to be shown).
    ///
    /// ```swift
    /// var makeCell: (() -> Cell)? { didSet { handler.refreshCells() } }
    /// ```
    ///
    /// - Complexity: O(*n*) for the shown rows.
    public func refreshCells() {
        engine.refreshCells()
    }

    /// The view has laid out (the first time, or at another size): a scroll that waited for the view to
    /// have a size (``BatchUpdatableView/canScroll``) runs now.
    ///
    /// ```swift
    /// override func layoutSubviews() { super.layoutSubviews(); handler.viewDidLayOut() }
    /// ```
    ///
    /// - Complexity: O(*n*) when a scroll waits, to find its item; O(1) else.
    public func viewDidLayOut() {
        engine.viewDidLayOut()
    }

    /// The view's updates are committed (the user's drag is over): batches the engine held while
    /// ``BatchUpdatableView/hasUncommittedUpdates`` was `true` are shown now, planned from what the view
    /// shows after the drop.
    ///
    /// ```swift
    /// if !tableView.hasUncommittedUpdates { handler.viewDidCommitUpdates() }
    /// ```
    ///
    /// - Complexity: The held batches'.
    public func viewDidCommitUpdates() {
        engine.record(.commit)
        engine.drain()
    }

    /// Swipe to delete: removes the row the view shows at `indexPath`, animated, as the user's edit
    /// (``deleteByUser(at:completion:)``: asked of ``confirmUserEdit`` first when set, reported to
    /// ``onUserEdit``). Does nothing when the row is already gone from the data. The view asks
    /// ``canEditItem(at:)`` before it offers the swipe.
    ///
    /// ```swift
    /// handler.commitDelete(at: indexPath) // from tableView(_:commit:forRowAt:)
    /// ```
    ///
    /// - Complexity: O(1) to find the row when the view is up to date, O(*n*) while batches animate.
    public func commitDelete(at indexPath: IndexPath) {
        deleteByUser(at: indexPath)
    }

    /// Interactive reorder: the view has already moved the row from `source` to `destination`, so only
    /// the data changes, with no batch. The move is the user's edit: asked of ``confirmUserEdit`` first
    /// when set (a refusal moves the row back, animated, once the drop is committed), reported to
    /// ``onUserEdit``. No batch starts inside this call: what it submits waits for
    /// ``viewDidCommitUpdates()``, which the binding calls once the view has committed the drop (after
    /// the callback returns, at its next layout pass).
    ///
    /// ```swift
    /// handler.commitMove(from: source, to: destination) // from tableView(_:moveRowAt:to:)
    /// ```
    ///
    /// - Complexity: O(*n*) for the two sections' rows.
    public func commitMove(from source: IndexPath, to destination: IndexPath) {
        userMoved(from: source, to: destination)
    }

    /// Where a row being dragged from `source` may go when the user holds it over `proposed` (both the
    /// view's index paths, `proposed` counted once the row has left `source`): `proposed` itself,
    /// unless it is in a collapsed section, which shows no rows to drop between. Then the row goes to
    /// the end of the nearest expanded section above, else to the start of the nearest one below, else
    /// back to `source`. A view asks this as the drag goes on (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`).
    ///
    /// ```swift
    /// handler.targetIndexPathForMove(from: source, proposed: proposed)
    /// ```
    ///
    /// - Parameters:
    ///   - source: Where the row was.
    ///   - proposed: Where the user holds it.
    /// - Returns: Where it may go.
    /// - Complexity: O(*s*) for *s* sections.
    public func targetIndexPathForMove(from source: IndexPath, proposed: IndexPath) -> IndexPath {
        let shown = engine.displayedData
        guard let (section, _) = proposed.sectionAndItem, shown.sections.indices.contains(section),
            shown.sections[section].isCollapsed
        else { return proposed }
        func rowCount(_ index: Int) -> Int { shown.sections[index].items.count - (index == source[0] ? 1 : 0) }
        if let above = shown.sections.indices[..<section].last(where: { !shown.sections[$0].isCollapsed }) {
            return IndexPath(section: above, item: rowCount(above))
        }
        if let below = shown.sections.indices[(section + 1)...].first(where: { !shown.sections[$0].isCollapsed }) {
            return IndexPath(section: below, item: 0)
        }
        return source
    }

    /// Whether the row shown at `indexPath` may be deleted by a swipe: ``canEdit`` for its item, `false`
    /// when ``canEdit`` is `nil` or the path is invalid.
    ///
    /// ```swift
    /// handler.canEditItem(at: indexPath) // tableView(_:canEditRowAt:)
    /// ```
    ///
    /// - Complexity: O(1) plus the closure.
    public func canEditItem(at indexPath: IndexPath) -> Bool {
        guard let item = engine.displayedData.shownItem(at: indexPath), let canEdit else { return false }
        return canEdit(item, indexPath)
    }

    /// Whether the row shown at `indexPath` may be reordered: ``canMove`` for its item, `false` when
    /// ``canMove`` is `nil` or the path is invalid.
    ///
    /// ```swift
    /// handler.canMoveItem(at: indexPath) // tableView(_:canMoveRowAt:)
    /// ```
    ///
    /// - Complexity: O(1) plus the closure.
    public func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let item = engine.displayedData.shownItem(at: indexPath), let canMove else { return false }
        return canMove(item, indexPath)
    }

    /// Selection: the user selected the row the view shows at `indexPath`. Its item joins the
    /// selection (ListHandler+Selection.swift), then ``onSelect`` is called with it.
    ///
    /// ```swift
    /// handler.didSelectItem(at: indexPath) // tableView(_:didSelectRowAt:)
    /// ```
    ///
    /// - Complexity: O(1) when the view is up to date, O(*n*) while batches animate, plus the closure.
    public func didSelectItem(at indexPath: IndexPath) {
        guard let item = engine.displayedData.shownItem(at: indexPath) else { return }
        userSelected(item, at: indexPath)
        onSelect?(item, indexPath)
    }
}

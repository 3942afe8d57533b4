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
        engine.reloadNow()
    }

    /// The data the view must show right now: what a data source answers from (never ``data``, which
    /// may already hold edits the view has not been shown yet).
    ///
    /// ```swift
    /// func numberOfSections() -> Int { handler.displayedData.numberOfSections }
    /// ```
    ///
    /// - Complexity: O(1).
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
        engine.reloadNow()
    }

    /// Swipe to delete: removes the row the view shows at `indexPath`, animated. Does nothing when the
    /// row is already gone from the data.
    ///
    /// ```swift
    /// handler.commitDelete(at: indexPath) // from tableView(_:commit:forRowAt:)
    /// ```
    ///
    /// - Complexity: O(1) to find the row when the view is up to date, O(*n*) while batches animate.
    public func commitDelete(at indexPath: IndexPath) {
        guard let path = engine.dataIndexPath(forDisplayed: indexPath) else { return }
        try? removeItems(at: [path])
    }

    /// Interactive reorder: the view has already moved the row from `source` to `destination`, so only
    /// the data changes, with no batch.
    ///
    /// ```swift
    /// handler.commitMove(from: source, to: destination) // from tableView(_:moveRowAt:to:)
    /// ```
    ///
    /// - Complexity: O(*n*) for the two sections' rows.
    public func commitMove(from source: IndexPath, to destination: IndexPath) {
        engine.recordDisplayedMove(from: source, to: destination)
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

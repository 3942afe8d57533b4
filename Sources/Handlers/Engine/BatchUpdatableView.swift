#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The view a handler drives, as its engine sees it: a `UITableView`, a `UICollectionView`,
/// DecorumTesting's `HeadlessListView`, or a view of yours. Binding SPI
/// (`@_spi(Binding) import Decorum`): a binding for another kind of view (an AppKit table, say) is
/// one conformance plus a data source answering from ``ListHandler/displayedData`` (never from
/// ``ListHandler/data``, which may already hold edits the view has not been shown yet).
///
/// Every binding provides five requirements: ``shownItemCounts``, ``canAnimate``, the one batch entry
/// ``performBatch(_:animated:updates:completion:)``, ``reloadData()`` and ``reconfigure(_:)``. The others
/// have defaults, right for a view without the feature:
/// - headers and footers: ``reconfigureSupplementaryViews(inSections:)`` reloads the view;
///   ``supplementaryViewsShowRows`` and ``showsLayoutWideViews`` are `false`;
/// - committing: ``hasUncommittedUpdates`` is `false`; ``waitForCommittedUpdates()`` does nothing;
/// - the viewport: ``visibleItems`` is empty; ``canScroll`` is `true`; ``isUserScrolling`` is `false`;
///   ``scrollItem(at:toOffset:)``, ``scrollToItem(at:position:animated:)`` and
///   ``setLoadingFooterVisible(_:)`` do nothing;
/// - selection and the empty state: ``indexPathsForSelectedItems`` is empty;
///   ``allowsMultipleSelection`` is `false`; ``selectItems(at:)``, ``deselectItems(at:)`` and
///   ``setEmptyStateShown(_:)`` do nothing.
///
/// ```swift
/// extension TextListAdapter: BatchUpdatableView {
///     var shownItemCounts: [Int] { view.rows.map(\.count) }
///     var canAnimate: Bool { true }
///     func performBatch(_ changeset: Changeset, animated: Bool, updates: …, completion: …) throws { … }
///     func reloadData() { view.reloadData() }
///     func reconfigure(_ paths: [IndexPath]) throws { view.reloadRows(at: paths) }
/// }
/// ```
///
/// - Complexity: The engine calls ``shownItemCounts`` once per batch (O(*s*)).
@MainActor
@_spi(Binding) public protocol BatchUpdatableView: AnyObject {
    /// The number of items the view currently shows in each section, in order (its own bookkeeping,
    /// e.g. `numberOfRows(inSection:)`, not the data source's answer).
    ///
    /// ```swift
    /// (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    /// ```
    ///
    /// - Complexity: O(*s*) for *s* sections.
    var shownItemCounts: [Int] { get }

    /// Whether a batch update would animate: `true` while the view is in a window. When `false` the
    /// engine uses ``reloadData()`` instead.
    ///
    /// ```swift
    /// var canAnimate: Bool { tableView.window != nil }
    /// ```
    var canAnimate: Bool { get }

    /// The view a fault report names: which of UIKit's rule sets it follows and the release whose rules
    /// apply. The default is a table of an unknown release.
    ///
    /// ```swift
    /// var recordedView: FaultReport.View { .init(style: .collection, release: UIDevice.current.systemVersion) }
    /// ```
    var recordedView: FaultReport.View { get }

    /// The items per section the view's data source answers now, whoever it is (`nil`: the binding
    /// cannot ask). Before each batch the engine compares them with what it shows: another data source
    /// set behind the handler's back (or one in front of it that answers for itself) would make UIKit
    /// raise in the batch, so the engine reloads instead and reports a fault. The default is `nil`.
    ///
    /// ```swift
    /// var dataSourceItemCounts: [Int]? {
    ///     view.dataSource.map { source in (0..<source.numberOfSections).map(source.numberOfRows) }
    /// }
    /// ```
    ///
    /// - Complexity: O(*s*) data-source calls.
    var dataSourceItemCounts: [Int]? { get }

    /// Applies one batch, the view's only batch entry: calls `updates` first (the engine switches its
    /// displayed data there), then applies `changeset`'s deletes, inserts, moves and reloads, and calls
    /// `completion` when the batch (and its animation) ends, exactly once, possibly before returning.
    /// The engine asks for no animation when the batch moves rows at or above the first visible item
    /// under ``ScrollAnchor/firstVisibleItem``: it puts that item back in place right after the call,
    /// and rows moving on screen meanwhile would make the content slide. A view that never animates
    /// ignores `animated`.
    ///
    /// ```swift
    /// UIView.performWithoutAnimation { tableView.performBatchUpdates(…) }  // animated == false
    /// ```
    ///
    /// - Parameters:
    ///   - changeset: The batch, in UIKit's index spaces; the engine has already validated it.
    ///   - animated: Whether the batch animates.
    ///   - updates: Switches the data source to the data after the batch; call it inside UIKit's
    ///     `updates` block, before applying the changes.
    ///   - completion: Call when the batch (and its animation) ends.
    /// - Throws: Only headless views throw (a ``BatchUpdateError``); UIKit views never do. The engine
    ///   then reloads the view.
    /// - Complexity: O(*k*) for *k* changes, plus the view's own work.
    func performBatch(
        _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws

    /// Reads everything from the data source again, without animation.
    ///
    /// ```swift
    /// view.reloadData()
    /// ```
    ///
    /// - Complexity: The view's; O(visible cells) on UIKit.
    func reloadData()

    /// Updates the cells at `paths` in place (same identity, new content) without replacing them:
    /// `reconfigureRows(at:)` / `reconfigureItems(at:)` on iOS 15+, else running the decorator again on
    /// the visible cells among `paths`.
    ///
    /// The engine calls it after `performBatch` has returned, outside any batch.
    ///
    /// ```swift
    /// try view.reconfigure([IndexPath(item: 0, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Index paths of the current state (after the last batch).
    /// - Throws: Only headless views throw; the engine then reloads the view.
    /// - Complexity: O(*k*) for *k* paths.
    func reconfigure(_ paths: [IndexPath]) throws

    /// Refreshes the headers and footers (every supplementary view) of `sections` in place, because
    /// their section's ``Section/model`` changed, without touching their rows: run the header and
    /// footer configuration again on the visible views, and reload only what cannot be refreshed in
    /// place (a header that appears or disappears).
    ///
    /// The engine calls it after a step's batches have returned (and after ``reconfigure(_:)``),
    /// outside any batch, in order with the queued steps. The default reloads the whole view.
    ///
    /// ```swift
    /// try view.reconfigureSupplementaryViews(inSections: [2])
    /// ```
    ///
    /// - Parameter sections: Section indices of the current state (after the last batch), ascending.
    /// - Throws: Only headless views throw; the engine then reloads the view.
    /// - Complexity: O(*k*) for *k* sections, plus the views' configuration.
    func reconfigureSupplementaryViews(inSections sections: [Int]) throws

    /// The items in the viewport, top to bottom, each with the distance from the viewport's top to its
    /// own top: what the engine reads before an update under ``ScrollAnchor/firstVisibleItem``. The
    /// default is empty (the view knows no viewport: nothing is kept in place).
    ///
    /// ```swift
    /// (tableView.indexPathsForVisibleRows ?? []).map {
    ///     VisibleItem(indexPath: $0, offset: tableView.rectForRow(at: $0).minY - tableView.contentOffset.y)
    /// }
    /// ```
    ///
    /// - Complexity: O(*v*) for *v* visible items.
    var visibleItems: [VisibleItem] { get }

    /// Sets the content offset, without animation, so that the top of the item at `indexPath` is
    /// `offset` points below the top of the viewport. The engine calls it after an update's batches
    /// were issued (the view's geometry is already the new one) to keep the first visible item in
    /// place. The default does nothing.
    ///
    /// ```swift
    /// view.scrollItem(at: IndexPath(item: 50, section: 0), toOffset: -12)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: An item of what the view shows now.
    ///   - offset: The distance from the viewport's top to the item's top, in points.
    /// - Complexity: O(1) plus the view's layout.
    func scrollItem(at indexPath: IndexPath, toOffset offset: Double)

    /// Whether the view's own section header or footer views may show their rows (a count, a name):
    /// the engine then refreshes them (``reconfigureSupplementaryViews(inSections:)``) in every section
    /// whose rows a batch inserted, deleted, moved or updated, as it does for sections whose model
    /// changed. The handler's titles (``ListHandler/headerTitle``) count already. The default is `false`
    /// (no views of the binding's own, or views that show the section's kind and model only).
    ///
    /// ```swift
    /// var supplementaryViewsShowRows: Bool { header != nil || footer != nil }
    /// ```
    var supplementaryViewsShowRows: Bool { get }

    /// Whether the view shows layout-wide views configured with the whole list
    /// (`SupplementaryRoute(layoutWide:data:)`): the engine then calls
    /// ``reconfigureSupplementaryViews(inSections:)`` after every step, with no section when none changed
    /// (a deleted section, an emptied list). The default is `false`.
    ///
    /// ```swift
    /// var showsLayoutWideViews: Bool { supplementaryViews.values.contains { $0.isLayoutWide } }
    /// ```
    var showsLayoutWideViews: Bool { get }

    /// Whether the view shows changes its data source does not know yet: the user is dragging a row
    /// (`hasUncommittedUpdates`). The engine then holds its batches, and calls
    /// ``waitForCommittedUpdates()``; the binding calls ``ListHandler/viewDidCommitUpdates()`` once the
    /// drag is over. The default is `false`.
    ///
    /// ```swift
    /// var hasUncommittedUpdates: Bool { tableView.hasUncommittedUpdates }
    /// ```
    var hasUncommittedUpdates: Bool { get }

    /// The engine holds batches until the view's updates are committed: call
    /// ``ListHandler/viewDidCommitUpdates()`` when they are (outside the data source's callbacks, which
    /// run while the drop is still being committed). The default does nothing.
    ///
    /// ```swift
    /// func waitForCommittedUpdates() { layoutWatch.setNeedsLayout() } // and check again there
    /// ```
    func waitForCommittedUpdates()

    /// Whether the view has a size to scroll in: `false` before its first layout, when a scroll would be
    /// lost. The engine keeps a scroll waiting until it is `true` and the binding calls
    /// ``ListHandler/viewDidLayOut()``. The default is `true`.
    ///
    /// ```swift
    /// var canScroll: Bool { !tableView.bounds.isEmpty }
    /// ```
    var canScroll: Bool { get }

    /// Whether the user's finger is scrolling the view (`isDragging`): the engine keeps a scroll to an
    /// item waiting until it is `false` and the binding calls ``ListHandler/viewDidLayOut()`` (when the
    /// drag ends, `scrollViewDidEndDragging(_:willDecelerate:)`), so that the content does not jump under
    /// the finger. The default is `false`.
    ///
    /// ```swift
    /// var isUserScrolling: Bool { tableView.isDragging }
    /// ```
    var isUserScrolling: Bool { get }

    /// Scrolls so that the item at `indexPath` shows at `position` (`scrollToRow(at:at:animated:)`).
    /// The default does nothing.
    ///
    /// ```swift
    /// view.scrollToItem(at: IndexPath(item: 3, section: 0), position: .top, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: An item of what the view shows now.
    ///   - position: Where the item ends up in the viewport.
    ///   - animated: Whether the scroll animates.
    /// - Complexity: O(1) plus the view's layout.
    func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool)

    /// Shows or hides the loading footer below the last item (``ListHandler/isLoadingMore``). The
    /// default does nothing.
    ///
    /// ```swift
    /// view.setLoadingFooterVisible(true)
    /// ```
    ///
    /// - Parameter visible: Whether the footer shows.
    /// - Complexity: O(1) plus the view's layout.
    func setLoadingFooterVisible(_ visible: Bool)

    // Selection and empty state: the engine decides, the view shows. Defaults in
    // BatchUpdatableView+Defaults.swift, so bindings without them still compile.

    /// The index paths the view shows selected (`indexPathsForSelectedRows`), in any order.
    ///
    /// ```swift
    /// var indexPathsForSelectedItems: [IndexPath] { tableView.indexPathsForSelectedRows ?? [] }
    /// ```
    ///
    /// - Complexity: O(*p*) for *p* selected paths.
    var indexPathsForSelectedItems: [IndexPath] { get }

    /// Whether the view lets several items be selected at once (`allowsMultipleSelection`).
    ///
    /// ```swift
    /// var allowsMultipleSelection: Bool { tableView.allowsMultipleSelection }
    /// ```
    var allowsMultipleSelection: Bool { get }

    /// Selects the items at `paths` without animation, scrolling or delegate calls
    /// (`selectRow(at:animated:scrollPosition:)`). The engine calls it after a step's batches have
    /// returned and after reloads, outside any batch, with paths of the current state.
    ///
    /// ```swift
    /// view.selectItems(at: [IndexPath(item: 2, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Paths to select, of the current state.
    /// - Complexity: O(*k*) for *k* paths.
    func selectItems(at paths: [IndexPath])

    /// Deselects the items at `paths` without animation or delegate calls (`deselectRow(at:animated:)`).
    ///
    /// ```swift
    /// view.deselectItems(at: [IndexPath(item: 2, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Paths to deselect, of the current state.
    /// - Complexity: O(*k*) for *k* paths.
    func deselectItems(at paths: [IndexPath])

    /// Shows or hides the view's empty state (a `UITableView`'s `backgroundView`). The engine calls it
    /// when the view comes to show no item, or its first item, and once after the first reload.
    ///
    /// ```swift
    /// view.setEmptyStateShown(true)
    /// ```
    ///
    /// - Parameter shown: Whether the view shows no item.
    /// - Complexity: O(1), plus the view's own work.
    func setEmptyStateShown(_ shown: Bool)
}

extension BatchUpdatableView {
    /// Reloads the view: correct for any binding, if heavier than refreshing the headers in place.
    ///
    /// ```swift
    /// try view.reconfigureSupplementaryViews(inSections: [0]) // reloadData()
    /// ```
    ///
    /// - Parameter sections: Ignored.
    /// - Complexity: That of ``reloadData()``.
    public func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        reloadData()
    }
}

extension BatchUpdatableView {
    /// Never: a view that knows no drag has no uncommitted updates.
    ///
    /// ```swift
    /// view.hasUncommittedUpdates // false
    /// ```
    public var hasUncommittedUpdates: Bool { false }

    /// `false`: headers and footers are refreshed when their section's model changes only.
    ///
    /// ```swift
    /// view.supplementaryViewsShowRows // false
    /// ```
    public var supplementaryViewsShowRows: Bool { false }

    /// `false`: no layout-wide views to refresh after every step.
    ///
    /// ```swift
    /// view.showsLayoutWideViews // false
    /// ```
    public var showsLayoutWideViews: Bool { false }

    /// Does nothing (see ``hasUncommittedUpdates``).
    ///
    /// ```swift
    /// view.waitForCommittedUpdates() // no effect
    /// ```
    public func waitForCommittedUpdates() {}

    /// Always: a view that knows no layout can always be told to scroll.
    ///
    /// ```swift
    /// view.canScroll // true
    /// ```
    public var canScroll: Bool { true }

    /// None: a view that knows no viewport keeps no item in place.
    ///
    /// ```swift
    /// view.visibleItems // []
    /// ```
    public var visibleItems: [VisibleItem] { [] }

    /// Does nothing.
    ///
    /// ```swift
    /// view.scrollItem(at: IndexPath(item: 0, section: 0), toOffset: 0) // no effect
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: Ignored.
    ///   - offset: Ignored.
    public func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {}

    /// Does nothing.
    ///
    /// ```swift
    /// view.scrollToItem(at: IndexPath(item: 0, section: 0), position: .top, animated: false) // no effect
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: Ignored.
    ///   - position: Ignored.
    ///   - animated: Ignored.
    public func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {}

    /// Does nothing.
    ///
    /// ```swift
    /// view.setLoadingFooterVisible(true) // no effect
    /// ```
    ///
    /// - Parameter visible: Ignored.
    public func setLoadingFooterVisible(_ visible: Bool) {}
}

#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

/// What the UIKit adapter needs of its view, in one vocabulary for `UITableView` and
/// `UICollectionView`, so the rest of ``UIKitListAdapter`` is written once.
@MainActor
protocol UIKitListView: UIScrollView {
    /// What the view calls itself in Decorum's messages: `tableView`, `collectionView`.
    static var viewName: String { get }
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
    var backgroundView: UIView? { get set }
    /// Registers a cell or a supplementary view (UITableView+Reuse.swift, UICollectionView+Reuse.swift).
    func register(_ registration: ReuseRegistration)
    func reloadData()
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// The batch operations, as `UICollectionView` names them (a table uses ``RowAnimationSource``).
    func deleteSections(_ sections: IndexSet)
    func insertSections(_ sections: IndexSet)
    func moveSection(_ section: Int, toSection newSection: Int)
    func reloadSections(_ sections: IndexSet)
    func deleteItems(at paths: [IndexPath])
    func insertItems(at paths: [IndexPath])
    func moveItem(at path: IndexPath, to newPath: IndexPath)
    func reloadItems(at paths: [IndexPath])
    /// `reconfigureRows(at:)` / `reconfigureItems(at:)` (iOS 15+).
    @available(iOS 15.0, tvOS 15.0, *)
    func reconfigureItems(at paths: [IndexPath])
    /// The cell the view shows at `path` (visible, not prefetched), if any.
    func shownCell(at path: IndexPath) -> UIView?
    var visibleIndexPaths: [IndexPath] { get }
    func frameOfItem(at path: IndexPath) -> CGRect?
    /// Scrolls the item at `path` to `position`: `.top` is the leading edge of the axis it scrolls along.
    func scroll(to path: IndexPath, position: Handlers.ScrollPosition, animated: Bool)
    /// Whether the content scrolls horizontally (a carousel) rather than vertically.
    var scrollsHorizontally: Bool { get }
    var selectedIndexPaths: [IndexPath] { get }
    var selectsSeveral: Bool { get }
    /// Selects or deselects the item at `path`, without animation, scrolling or delegate calls.
    func select(_ path: IndexPath)
    func deselect(_ path: IndexPath)
    /// Whether the user is reordering or dropping, dragging from the view or over it (from iOS 11).
    var hasUncommittedUpdates: Bool { get }
    var hasActiveDrag: Bool { get }
    var hasActiveDrop: Bool { get }
    associatedtype Delegate
    associatedtype DataSource
    associatedtype PrefetchDataSource
    var delegate: Delegate? { get set }
    var dataSource: DataSource? { get set }
    var prefetchDataSource: PrefetchDataSource? { get set }
}

extension UIKitListView {
    /// The view's delegate, read as the view's own delegate type.
    var delegateObject: NSObjectProtocol? { (delegate as Delegate?) as? NSObjectProtocol }

    /// Sets the delegate to `nil` first, so that UIKit asks again which messages the adapter answers:
    /// the adapter, or the proxy `front` that forwards to it.
    func adopt(_ adapter: AnyObject, delegateOnly: Bool, behind front: AnyObject?) {
        delegate = nil
        delegate = (front ?? adapter) as? Delegate
        if delegateOnly { return }
        dataSource = adapter as? DataSource
        prefetchDataSource = adapter as? PrefetchDataSource
    }
}

extension UIKitListView {
    /// The view's geometry along the axis it scrolls (`horizontal`, read once by the caller: a compositional
    /// layout's `configuration` is a copy, N15), for the core to decide (``ViewportAxis``).
    func axis(horizontal: Bool) -> ViewportAxis {
        let inset = adjustedContentInset
        return ViewportAxis(
            contentOffset: horizontal ? contentOffset.x : contentOffset.y,
            contentLength: horizontal ? contentSize.width : contentSize.height,
            viewportLength: horizontal ? bounds.width : bounds.height,
            leadingInset: horizontal ? inset.left : inset.top,
            trailingInset: horizontal ? inset.right : inset.bottom)
    }

    /// `changeset` inside `performBatchUpdates`, after `updates`: deletes, inserts, moves and reloads,
    /// sections first.
    func performBatch(
        _ changeset: Changeset, updates: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
        performBatchUpdates(
            {
                updates()
                let c = changeset
                if !c.sectionDeletes.isEmpty { self.deleteSections(IndexSet(c.sectionDeletes)) }
                if !c.sectionInserts.isEmpty { self.insertSections(IndexSet(c.sectionInserts)) }
                for move in c.sectionMoves { self.moveSection(move.from, toSection: move.to) }
                if !c.sectionReloads.isEmpty { self.reloadSections(IndexSet(c.sectionReloads)) }
                if !c.itemDeletes.isEmpty { self.deleteItems(at: c.itemDeletes) }
                if !c.itemInserts.isEmpty { self.insertItems(at: c.itemInserts) }
                for move in c.itemMoves { self.moveItem(at: move.from, to: move.to) }
                if !c.itemReloads.isEmpty { self.reloadItems(at: c.itemReloads) }
            }, completion: completion)
    }
}

/// What a table's data source says about the animation of its batches.
@MainActor
protocol RowAnimationSource: AnyObject {
    var rowAnimation: UITableView.RowAnimation { get }
}

extension UITableView: UIKitListView {
    typealias Delegate = any UITableViewDelegate
    typealias DataSource = any UITableViewDataSource
    typealias PrefetchDataSource = any UITableViewDataSourcePrefetching
    static var viewName: String { "tableView" }

    private var batchAnimation: UITableView.RowAnimation {
        (dataSource as? any RowAnimationSource)?.rowAnimation ?? .automatic
    }

    func deleteSections(_ sections: IndexSet) { deleteSections(sections, with: batchAnimation) }
    func insertSections(_ sections: IndexSet) { insertSections(sections, with: batchAnimation) }
    func reloadSections(_ sections: IndexSet) { reloadSections(sections, with: batchAnimation) }
    func deleteItems(at paths: [IndexPath]) { deleteRows(at: paths, with: batchAnimation) }
    func insertItems(at paths: [IndexPath]) { insertRows(at: paths, with: batchAnimation) }
    func reloadItems(at paths: [IndexPath]) { reloadRows(at: paths, with: batchAnimation) }
    func moveItem(at path: IndexPath, to newPath: IndexPath) { moveRow(at: path, to: newPath) }

    @available(iOS 15.0, tvOS 15.0, *)
    func reconfigureItems(at paths: [IndexPath]) { reconfigureRows(at: paths) }

    func shownCell(at path: IndexPath) -> UIView? { cellForRow(at: path) }
    var visibleIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
    func frameOfItem(at path: IndexPath) -> CGRect? { rectForRow(at: path) }

    var scrollsHorizontally: Bool { false }

    func scroll(to path: IndexPath, position: Handlers.ScrollPosition, animated: Bool) {
        scrollToRow(
            at: path, at: position.pick(top: .top, middle: .middle, bottom: .bottom, nearest: .none), animated: animated
        )
    }

    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }
    var selectsSeveral: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    func select(_ path: IndexPath) { selectRow(at: path, animated: false, scrollPosition: .none) }
    func deselect(_ path: IndexPath) { deselectRow(at: path, animated: false) }
}

extension UICollectionView: UIKitListView {
    typealias Delegate = any UICollectionViewDelegate
    typealias DataSource = any UICollectionViewDataSource
    typealias PrefetchDataSource = any UICollectionViewDataSourcePrefetching
    static var viewName: String { "collectionView" }

    func shownCell(at path: IndexPath) -> UIView? { cellForItem(at: path) }
    var visibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }
    func frameOfItem(at path: IndexPath) -> CGRect? { layoutAttributesForItem(at: path)?.frame }

    /// A flow layout's or a compositional layout's `scrollDirection`.
    var scrollsHorizontally: Bool {
        ((collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection
            ?? (collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection)
            == .horizontal
    }

    /// `.nearest` is the least scroll that shows the item's frame, which UIKit's positions do not offer.
    func scroll(to path: IndexPath, position: Handlers.ScrollPosition, animated: Bool) {
        let horizontal = scrollsHorizontally
        let at: UICollectionView.ScrollPosition? = position.pick(
            top: horizontal ? .left : .top, middle: horizontal ? .centeredHorizontally : .centeredVertically,
            bottom: horizontal ? .right : .bottom, nearest: nil)
        if let at { return scrollToItem(at: path, at: at, animated: animated) }
        if let frame = frameOfItem(at: path) { scrollRectToVisible(frame, animated: animated) }
    }

    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }
    var selectsSeveral: Bool { allowsMultipleSelection }
    func select(_ path: IndexPath) { selectItem(at: path, animated: false, scrollPosition: []) }
    func deselect(_ path: IndexPath) { deselectItem(at: path, animated: false) }
}
#endif

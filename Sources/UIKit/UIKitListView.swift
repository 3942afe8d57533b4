#if canImport(UIKit)
import UIKit

/// Decorum's scroll position, named apart from the views' own `ScrollPosition` types.
typealias ItemScrollPosition = ScrollPosition

/// What the UIKit adapter needs of its view, in one vocabulary for `UITableView` and
/// `UICollectionView`: everything else the adapter does (batches, selection, the empty state, the
/// scroll anchor, the in-place update fallback) is written once, in ``UIKitListAdapter``.
@MainActor
protocol UIKitListView: UIScrollView {
    /// What the view calls itself in Decorum's messages: `tableView`, `collectionView`.
    static var viewName: String { get }
    /// The number of sections the view shows (its own bookkeeping).
    var numberOfSections: Int { get }
    /// The number of items the view shows in `section` (its own bookkeeping).
    func numberOfItems(inSection section: Int) -> Int
    /// The view's `backgroundView`, where the empty state shows.
    var backgroundView: UIView? { get set }
    /// Registers a cell or a supplementary view (UITableView+Reuse.swift, UICollectionView+Reuse.swift).
    func register(_ registration: ReuseRegistration)
    /// Reads everything from the data source again.
    func reloadData()
    /// `changeset` inside `performBatchUpdates`, after `updates`; `animation` for tables.
    func performBatch(
        _ changeset: Changeset, animation: UITableView.RowAnimation, updates: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void)
    /// `reconfigureRows(at:)` / `reconfigureItems(at:)` (iOS 15+).
    func reconfigureInPlace(_ paths: [IndexPath])
    /// The cell the view shows at `path` (visible, not prefetched), if any.
    func shownCell(at path: IndexPath) -> UIView?
    /// The visible items, in any order.
    var visibleIndexPaths: [IndexPath] { get }
    /// The frame of the item at `path`, in content coordinates.
    func frameOfItem(at path: IndexPath) -> CGRect?
    /// Scrolls the item at `path` to `position`.
    func scroll(to path: IndexPath, position: ItemScrollPosition, animated: Bool)
    /// The selected items, in any order.
    var selectedIndexPaths: [IndexPath] { get }
    /// Whether several items may be selected now.
    var selectsSeveral: Bool { get }
    /// Selects (`true`) or deselects the item at `path`, without animation, scrolling or delegate calls.
    func setSelected(_ selected: Bool, at path: IndexPath)
}

extension UITableView: UIKitListView {
    static var viewName: String { "tableView" }

    func performBatch(
        _ changeset: Changeset, animation: UITableView.RowAnimation, updates: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
        performBatchUpdates(
            {
                updates()
                self.apply(changeset, animation)
            }, completion: completion)
    }

    private func apply(_ c: Changeset, _ animation: UITableView.RowAnimation) {
        if !c.sectionDeletes.isEmpty { deleteSections(IndexSet(c.sectionDeletes), with: animation) }
        if !c.sectionInserts.isEmpty { insertSections(IndexSet(c.sectionInserts), with: animation) }
        for move in c.sectionMoves { moveSection(move.from, toSection: move.to) }
        if !c.sectionReloads.isEmpty { reloadSections(IndexSet(c.sectionReloads), with: animation) }
        if !c.itemDeletes.isEmpty { deleteRows(at: c.itemDeletes, with: animation) }
        if !c.itemInserts.isEmpty { insertRows(at: c.itemInserts, with: animation) }
        for move in c.itemMoves { moveRow(at: move.from, to: move.to) }
        if !c.itemReloads.isEmpty { reloadRows(at: c.itemReloads, with: animation) }
    }

    func reconfigureInPlace(_ paths: [IndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) { reconfigureRows(at: paths) }
    }

    func shownCell(at path: IndexPath) -> UIView? { cellForRow(at: path) }
    var visibleIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
    func frameOfItem(at path: IndexPath) -> CGRect? { rectForRow(at: path) }

    func scroll(to path: IndexPath, position: ItemScrollPosition, animated: Bool) {
        let at: UITableView.ScrollPosition
        switch position {
        case .top: at = .top
        case .middle: at = .middle
        case .bottom: at = .bottom
        case .nearest: at = .none
        }
        scrollToRow(at: path, at: at, animated: animated)
    }

    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }
    var selectsSeveral: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func setSelected(_ selected: Bool, at path: IndexPath) {
        if selected {
            selectRow(at: path, animated: false, scrollPosition: .none)
        } else {
            deselectRow(at: path, animated: false)
        }
    }
}

extension UICollectionView: UIKitListView {
    static var viewName: String { "collectionView" }

    func performBatch(
        _ changeset: Changeset, animation: UITableView.RowAnimation, updates: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
        performBatchUpdates(
            {
                updates()
                self.apply(changeset)
            }, completion: completion)
    }

    private func apply(_ c: Changeset) {
        if !c.sectionDeletes.isEmpty { deleteSections(IndexSet(c.sectionDeletes)) }
        if !c.sectionInserts.isEmpty { insertSections(IndexSet(c.sectionInserts)) }
        for move in c.sectionMoves { moveSection(move.from, toSection: move.to) }
        if !c.sectionReloads.isEmpty { reloadSections(IndexSet(c.sectionReloads)) }
        if !c.itemDeletes.isEmpty { deleteItems(at: c.itemDeletes) }
        if !c.itemInserts.isEmpty { insertItems(at: c.itemInserts) }
        for move in c.itemMoves { moveItem(at: move.from, to: move.to) }
        if !c.itemReloads.isEmpty { reloadItems(at: c.itemReloads) }
    }

    func reconfigureInPlace(_ paths: [IndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) { reconfigureItems(at: paths) }
    }

    func shownCell(at path: IndexPath) -> UIView? { cellForItem(at: path) }
    var visibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }
    func frameOfItem(at path: IndexPath) -> CGRect? { layoutAttributesForItem(at: path)?.frame }

    func scroll(to path: IndexPath, position: ItemScrollPosition, animated: Bool) {
        switch position {
        case .top: scrollToItem(at: path, at: .top, animated: animated)
        case .middle: scrollToItem(at: path, at: .centeredVertically, animated: animated)
        case .bottom: scrollToItem(at: path, at: .bottom, animated: animated)
        case .nearest:
            if let frame = frameOfItem(at: path) { scrollRectToVisible(frame, animated: animated) }
        }
    }

    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }
    var selectsSeveral: Bool { allowsMultipleSelection }

    func setSelected(_ selected: Bool, at path: IndexPath) {
        if selected {
            selectItem(at: path, animated: false, scrollPosition: [])
        } else {
            deselectItem(at: path, animated: false)
        }
    }
}
#endif

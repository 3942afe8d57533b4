#if canImport(UIKit) && canImport(ObjectiveC)
import UIKit
@_spi(Binding) import Handlers

/// The optional messages the adapters send the app's delegate, one function each: `nil` (or `false`)
/// when the delegate does not implement the message, as `delegate?.message?(…)` is.
@MainActor
enum OptionalMessage {
    typealias Table = (any UITableViewDelegate)?
    typealias Collection = (any UICollectionViewDelegate)?

    static func didSelectRow(_ d: Table, _ v: UITableView, _ p: IndexPath) { d?.tableView?(v, didSelectRowAt: p) }
    static func didDeselectRow(_ d: Table, _ v: UITableView, _ p: IndexPath) { d?.tableView?(v, didDeselectRowAt: p) }
    static func willDisplayRow(_ d: Table, _ v: UITableView, _ c: UITableViewCell, _ p: IndexPath) {
        d?.tableView?(v, willDisplay: c, forRowAt: p)
    }
    static func didEndDisplayingRow(_ d: Table, _ v: UITableView, _ c: UITableViewCell, _ p: IndexPath) {
        d?.tableView?(v, didEndDisplaying: c, forRowAt: p)
    }
    static func viewForHeader(_ d: Table, _ v: UITableView, _ s: Int) -> UIView? {
        d?.tableView?(v, viewForHeaderInSection: s) ?? nil
    }
    static func viewForFooter(_ d: Table, _ v: UITableView, _ s: Int) -> UIView? {
        d?.tableView?(v, viewForFooterInSection: s) ?? nil
    }
    static func heightForRow(_ d: Table, _ v: UITableView, _ p: IndexPath) -> CGFloat? {
        d?.tableView?(v, heightForRowAt: p)
    }
    static func heightForHeader(_ d: Table, _ v: UITableView, _ s: Int) -> CGFloat? {
        d?.tableView?(v, heightForHeaderInSection: s)
    }
    static func heightForFooter(_ d: Table, _ v: UITableView, _ s: Int) -> CGFloat? {
        d?.tableView?(v, heightForFooterInSection: s)
    }
    static func trailingSwipeActions(_ d: Table, _ v: UITableView, _ p: IndexPath) -> UISwipeActionsConfiguration? {
        d?.tableView?(v, trailingSwipeActionsConfigurationForRowAt: p) ?? nil
    }
    static func leadingSwipeActions(_ d: Table, _ v: UITableView, _ p: IndexPath) -> UISwipeActionsConfiguration? {
        d?.tableView?(v, leadingSwipeActionsConfigurationForRowAt: p) ?? nil
    }
    /// Whether the delegate implements either swipe-actions message (it is not sent).
    static func answersSwipeActions(_ d: Table) -> Bool {
        guard let d else { return false }
        return d.responds(to: #selector(UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)))
            || d.responds(to: #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)))
    }
    static func editingStyle(_ d: Table, _ v: UITableView, _ p: IndexPath) -> UITableViewCell.EditingStyle? {
        d?.tableView?(v, editingStyleForRowAt: p)
    }
    static func indents(_ d: Table, _ v: UITableView, _ p: IndexPath) -> Bool? {
        d?.tableView?(v, shouldIndentWhileEditingRowAt: p)
    }
    static func commitInsert(_ d: (any UITableViewDataSource)?, _ v: UITableView, _ p: IndexPath) {
        d?.tableView?(v, commit: .insert, forRowAt: p)
    }
    static func targetForMove(_ d: Table, _ v: UITableView, _ from: IndexPath, _ to: IndexPath) -> IndexPath? {
        d?.tableView?(v, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: to)
    }
    static func didSelectItem(_ d: Collection, _ v: UICollectionView, _ p: IndexPath) {
        d?.collectionView?(v, didSelectItemAt: p)
    }
    static func didDeselectItem(_ d: Collection, _ v: UICollectionView, _ p: IndexPath) {
        d?.collectionView?(v, didDeselectItemAt: p)
    }
    static func willDisplayItem(_ d: Collection, _ v: UICollectionView, _ c: UICollectionViewCell, _ p: IndexPath) {
        d?.collectionView?(v, willDisplay: c, forItemAt: p)
    }
    static func didEndDisplayingItem(_ d: Collection, _ v: UICollectionView, _ c: UICollectionViewCell, _ p: IndexPath)
    {
        d?.collectionView?(v, didEndDisplaying: c, forItemAt: p)
    }
    @available(iOS 15.0, tvOS 15.0, *)
    static func targetForMove(
        _ d: Collection, _ v: UICollectionView, _ from: IndexPath, _ now: IndexPath, _ to: IndexPath
    ) -> IndexPath? {
        d?.collectionView?(
            v, targetIndexPathForMoveOfItemFromOriginalIndexPath: from, atCurrentIndexPath: now, toProposedIndexPath: to
        )
    }
    /// The message iOS 15 deprecated for the one above.
    static func targetForMove(_ d: Collection, _ v: UICollectionView, _ from: IndexPath, _ to: IndexPath) -> IndexPath?
    {
        d?.collectionView?(v, targetIndexPathForMoveFromItemAt: from, toProposedIndexPath: to)
    }
    typealias Layout = UICollectionViewLayout
    typealias Flow = any UICollectionViewDelegateFlowLayout
    static func sizeForItem(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ p: IndexPath) -> CGSize? {
        (d as? Flow)?.collectionView?(v, layout: l, sizeForItemAt: p)
    }
    static func insetForSection(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> UIEdgeInsets? {
        (d as? Flow)?.collectionView?(v, layout: l, insetForSectionAt: s)
    }
    static func lineSpacing(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> CGFloat? {
        (d as? Flow)?.collectionView?(v, layout: l, minimumLineSpacingForSectionAt: s)
    }
    static func interitemSpacing(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> CGFloat? {
        (d as? Flow)?.collectionView?(v, layout: l, minimumInteritemSpacingForSectionAt: s)
    }
    static func headerSize(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> CGSize? {
        (d as? Flow)?.collectionView?(v, layout: l, referenceSizeForHeaderInSection: s)
    }
    static func footerSize(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> CGSize? {
        (d as? Flow)?.collectionView?(v, layout: l, referenceSizeForFooterInSection: s)
    }
    static func didScroll(_ d: (any UIScrollViewDelegate)?, _ v: UIScrollView) { d?.scrollViewDidScroll?(v) }
    static func didEndDragging(_ d: (any UIScrollViewDelegate)?, _ v: UIScrollView, _ decelerate: Bool) {
        d?.scrollViewDidEndDragging?(v, willDecelerate: decelerate)
    }
    /// Asks `o` about a message no object implements: only one that forwards asks others (N1).
    nonisolated static func asksOthers(_ o: NSObjectProtocol) -> Bool {
        o.responds(to: NSSelectorFromString("decorumAsksOthers"))
    }
}
#endif

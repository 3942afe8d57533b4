#if canImport(UIKit)
import UIKit

/// The optional delegate messages the adapters pass on to the app's delegate, one function each
/// (`nil` or the given default when the delegate does not answer).
///
/// On Apple platforms these are `@objc optional` protocol requirements, sent with optional chaining
/// (`delegate?.tableView?(…)`): nothing happens when the delegate does not implement the message. The
/// UIKit stand-in that runs this layer on Linux cannot declare optional requirements (they need the
/// Objective-C runtime), so it declares them as requirements with default implementations that do
/// what UIKit does for a delegate without them (`delegate?.tableView(…)`). This file is the one place
/// that difference is written: the same functions twice, one line each.
@MainActor
enum OptionalMessage {
    typealias Table = (any UITableViewDelegate)?
    typealias Collection = (any UICollectionViewDelegate)?
}

#if canImport(ObjectiveC)
extension OptionalMessage {
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
    static func targetForMove(_ d: Table, _ v: UITableView, _ from: IndexPath, _ to: IndexPath) -> IndexPath {
        d?.tableView?(v, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: to) ?? to
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
    ) -> IndexPath {
        d?.collectionView?(
            v, targetIndexPathForMoveOfItemFromOriginalIndexPath: from, atCurrentIndexPath: now, toProposedIndexPath: to
        )
            ?? to
    }
    static func didScroll(_ d: (any UIScrollViewDelegate)?, _ v: UIScrollView) { d?.scrollViewDidScroll?(v) }
}
#else
extension OptionalMessage {
    static func didSelectRow(_ d: Table, _ v: UITableView, _ p: IndexPath) { d?.tableView(v, didSelectRowAt: p) }
    static func didDeselectRow(_ d: Table, _ v: UITableView, _ p: IndexPath) { d?.tableView(v, didDeselectRowAt: p) }
    static func willDisplayRow(_ d: Table, _ v: UITableView, _ c: UITableViewCell, _ p: IndexPath) {
        d?.tableView(v, willDisplay: c, forRowAt: p)
    }
    static func didEndDisplayingRow(_ d: Table, _ v: UITableView, _ c: UITableViewCell, _ p: IndexPath) {
        d?.tableView(v, didEndDisplaying: c, forRowAt: p)
    }
    static func viewForHeader(_ d: Table, _ v: UITableView, _ s: Int) -> UIView? {
        d?.tableView(v, viewForHeaderInSection: s) ?? nil
    }
    static func viewForFooter(_ d: Table, _ v: UITableView, _ s: Int) -> UIView? {
        d?.tableView(v, viewForFooterInSection: s) ?? nil
    }
    static func heightForRow(_ d: Table, _ v: UITableView, _ p: IndexPath) -> CGFloat? {
        d?.tableView(v, heightForRowAt: p)
    }
    static func heightForHeader(_ d: Table, _ v: UITableView, _ s: Int) -> CGFloat? {
        d?.tableView(v, heightForHeaderInSection: s)
    }
    static func heightForFooter(_ d: Table, _ v: UITableView, _ s: Int) -> CGFloat? {
        d?.tableView(v, heightForFooterInSection: s)
    }
    static func trailingSwipeActions(_ d: Table, _ v: UITableView, _ p: IndexPath) -> UISwipeActionsConfiguration? {
        d?.tableView(v, trailingSwipeActionsConfigurationForRowAt: p) ?? nil
    }
    static func leadingSwipeActions(_ d: Table, _ v: UITableView, _ p: IndexPath) -> UISwipeActionsConfiguration? {
        d?.tableView(v, leadingSwipeActionsConfigurationForRowAt: p) ?? nil
    }
    static func targetForMove(_ d: Table, _ v: UITableView, _ from: IndexPath, _ to: IndexPath) -> IndexPath {
        d?.tableView(v, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: to) ?? to
    }
    static func didSelectItem(_ d: Collection, _ v: UICollectionView, _ p: IndexPath) {
        d?.collectionView(v, didSelectItemAt: p)
    }
    static func didDeselectItem(_ d: Collection, _ v: UICollectionView, _ p: IndexPath) {
        d?.collectionView(v, didDeselectItemAt: p)
    }
    static func willDisplayItem(_ d: Collection, _ v: UICollectionView, _ c: UICollectionViewCell, _ p: IndexPath) {
        d?.collectionView(v, willDisplay: c, forItemAt: p)
    }
    static func didEndDisplayingItem(_ d: Collection, _ v: UICollectionView, _ c: UICollectionViewCell, _ p: IndexPath)
    {
        d?.collectionView(v, didEndDisplaying: c, forItemAt: p)
    }
    @available(iOS 15.0, tvOS 15.0, *)
    static func targetForMove(
        _ d: Collection, _ v: UICollectionView, _ from: IndexPath, _ now: IndexPath, _ to: IndexPath
    ) -> IndexPath {
        d?.collectionView(
            v, targetIndexPathForMoveOfItemFromOriginalIndexPath: from, atCurrentIndexPath: now, toProposedIndexPath: to
        )
            ?? to
    }
    static func didScroll(_ d: (any UIScrollViewDelegate)?, _ v: UIScrollView) { d?.scrollViewDidScroll(v) }
}
#endif
#endif

#if canImport(UIKit)
import UIKit

/// The optional delegate messages the handlers pass on to their app delegate, one function each.
///
/// On Apple platforms these are `@objc optional` protocol requirements, sent with optional chaining
/// (`delegate?.tableView?(…)`): nothing happens when the delegate does not implement the message. The
/// UIKit stand-in that runs this layer on Linux cannot declare optional requirements (they need the
/// Objective-C runtime), so it declares them as requirements with default implementations that do
/// what UIKit does for a delegate without them. This is the one place that difference is written.
@MainActor
enum OptionalMessage {
    /// `tableView(_:didSelectRowAt:)`.
    static func didSelectRow(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, didSelectRowAt: indexPath)
        #else
        delegate?.tableView(tableView, didSelectRowAt: indexPath)
        #endif
    }

    /// `tableView(_:didDeselectRowAt:)`.
    static func didDeselectRow(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, didDeselectRowAt: indexPath)
        #else
        delegate?.tableView(tableView, didDeselectRowAt: indexPath)
        #endif
    }

    /// `tableView(_:viewForHeaderInSection:)`, `nil` when not implemented.
    static func viewForHeader(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ section: Int
    ) -> UIView? {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, viewForHeaderInSection: section) ?? nil
        #else
        delegate?.tableView(tableView, viewForHeaderInSection: section) ?? nil
        #endif
    }

    /// `tableView(_:viewForFooterInSection:)`, `nil` when not implemented.
    static func viewForFooter(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ section: Int
    ) -> UIView? {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, viewForFooterInSection: section) ?? nil
        #else
        delegate?.tableView(tableView, viewForFooterInSection: section) ?? nil
        #endif
    }

    /// `tableView(_:willDisplay:forRowAt:)`.
    static func willDisplayRow(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ cell: UITableViewCell,
        _ indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
        #else
        delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        #endif
    }

    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    static func didEndDisplayingRow(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ cell: UITableViewCell,
        _ indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        #else
        delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        #endif
    }

    /// `collectionView(_:willDisplay:forItemAt:)`.
    static func willDisplayItem(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView,
        _ cell: UICollectionViewCell, _ indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        #endif
    }

    /// `collectionView(_:didEndDisplaying:forItemAt:)`.
    static func didEndDisplayingItem(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView,
        _ cell: UICollectionViewCell, _ indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        #endif
    }

    /// `collectionView(_:didSelectItemAt:)`.
    static func didSelectItem(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
        #endif
    }

    /// `collectionView(_:didDeselectItemAt:)`.
    static func didDeselectItem(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
        #endif
    }

    /// `scrollViewDidScroll(_:)`.
    static func didScroll(_ delegate: (any UIScrollViewDelegate)?, _ scrollView: UIScrollView) {
        #if canImport(ObjectiveC)
        delegate?.scrollViewDidScroll?(scrollView)
        #else
        delegate?.scrollViewDidScroll(scrollView)
        #endif
    }

    static func trailingSwipeActions(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
        #else
        delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
        #endif
    }

    static func leadingSwipeActions(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
        #else
        delegate?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
        #endif
    }

    static func targetForMove(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ source: IndexPath, _ proposed: IndexPath
    ) -> IndexPath {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        #else
        delegate?.tableView(tableView, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        #endif
    }

    /// The app delegate's row height, `nil` when it gives none.
    static func heightForRow(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    )
        -> CGFloat?
    {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, heightForRowAt: indexPath)
        #else
        delegate?.tableView(tableView, heightForRowAt: indexPath)
        #endif
    }

    /// The app delegate's header height, `nil` when it gives none.
    static func heightForHeader(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ section: Int
    )
        -> CGFloat?
    {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, heightForHeaderInSection: section)
        #else
        delegate?.tableView(tableView, heightForHeaderInSection: section)
        #endif
    }

    /// The app delegate's footer height, `nil` when it gives none.
    static func heightForFooter(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ section: Int
    )
        -> CGFloat?
    {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, heightForFooterInSection: section)
        #else
        delegate?.tableView(tableView, heightForFooterInSection: section)
        #endif
    }

    @available(iOS 15.0, tvOS 15.0, *)
    static func targetForMove(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ source: IndexPath,
        _ current: IndexPath, _ proposed: IndexPath
    ) -> IndexPath {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: current,
            toProposedIndexPath: proposed) ?? proposed
        #else
        delegate?.collectionView(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: current,
            toProposedIndexPath: proposed) ?? proposed
        #endif
    }
}
#endif

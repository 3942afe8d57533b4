#if canImport(UIKit)
import UIKit

// The table's viewport as the engine sees it (binding SPI): what is visible and where, and the scrolls
// the engine decides (keeping the first visible row in place, scrolling to an item) and the loading
// footer. Decisions are the engine's; this only reads and sets UIKit geometry.

@_spi(Binding)
extension TableViewHandler {
    /// The visible rows (`indexPathsForVisibleRows`), top to bottom, each with the distance from the
    /// top of the visible area (below the adjusted content inset) to its top (`rectForRow(at:)`).
    ///
    /// - Complexity: O(*v*) for *v* visible rows.
    public var visibleItems: [VisibleItem] {
        guard let tableView = weakTableView else { return [] }
        let top = tableView.contentOffset.y + tableView.adjustedContentInset.top
        return (tableView.indexPathsForVisibleRows ?? []).sorted().map {
            VisibleItem(indexPath: $0, offset: Double(tableView.rectForRow(at: $0).minY - top))
        }
    }

    /// Sets `contentOffset`, without animation, so that the row's top is `offset` points below the top
    /// of the visible area. With estimated row heights, rows above that were never shown are placed by
    /// their estimate.
    ///
    /// - Parameters:
    ///   - indexPath: A row of what the table shows now.
    ///   - offset: The distance from the visible area's top to the row's top.
    /// - Complexity: O(1) plus UIKit's layout.
    public func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
        guard let tableView = weakTableView, tableView.window != nil else { return }
        tableView.layoutIfNeeded()
        let minY = tableView.rectForRow(at: indexPath).minY
        let y = minY - CGFloat(offset) - tableView.adjustedContentInset.top
        tableView.setContentOffset(CGPoint(x: tableView.contentOffset.x, y: y), animated: false)
    }

    /// `scrollToRow(at:at:animated:)`; ``ScrollPosition/nearest`` is `.none`.
    ///
    /// - Parameters:
    ///   - indexPath: A row of what the table shows now.
    ///   - position: Where the row ends up.
    ///   - animated: Whether the scroll animates.
    /// - Complexity: O(1) plus UIKit's layout.
    public func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        let at: UITableView.ScrollPosition
        switch position {
        case .top: at = .top
        case .middle: at = .middle
        case .bottom: at = .bottom
        case .nearest: at = .none
        }
        weakTableView?.scrollToRow(at: indexPath, at: at, animated: animated)
    }

    /// Shows ``loadingFooterView`` as the `tableFooterView` (keeping the table's own to put back), or
    /// hides it.
    ///
    /// - Parameter visible: Whether the footer shows.
    /// - Complexity: O(1) plus UIKit's layout.
    public func setLoadingFooterVisible(_ visible: Bool) {
        guard let tableView = weakTableView, let footer = loadingFooterView else { return }
        if visible, tableView.tableFooterView !== footer {
            replacedFooterView = tableView.tableFooterView
            if footer.frame.height == 0 { footer.frame.size.height = 44 }
            tableView.tableFooterView = footer
        } else if !visible, tableView.tableFooterView === footer {
            tableView.tableFooterView = replacedFooterView
            replacedFooterView = nil
        }
    }
}
#endif

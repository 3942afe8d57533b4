#if canImport(UIKit)
import UIKit

// Selection and empty state, forwarded: the engine decides which rows are selected and when the empty
// state shows; the table only does as told.

@_spi(Binding)
extension TableViewHandler {
    /// `indexPathsForSelectedRows`, or none.
    ///
    /// ```swift
    /// handler.indexPathsForSelectedItems // [[0, 2]]
    /// ```
    ///
    /// - Complexity: O(*p*) for *p* selected rows.
    public var indexPathsForSelectedItems: [IndexPath] { weakTableView?.indexPathsForSelectedRows ?? [] }

    /// The table's `allowsMultipleSelection` (or, while editing, `allowsMultipleSelectionDuringEditing`).
    ///
    /// ```swift
    /// handler.allowsMultipleSelection // false
    /// ```
    ///
    /// - Complexity: O(1).
    public var allowsMultipleSelection: Bool {
        guard let tableView = weakTableView else { return false }
        return tableView.isEditing ? tableView.allowsMultipleSelectionDuringEditing : tableView.allowsMultipleSelection
    }

    /// `selectRow(at:animated:scrollPosition:)` for each path, without animation or scrolling.
    ///
    /// ```swift
    /// handler.selectItems(at: [IndexPath(row: 2, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Rows of the shown data.
    /// - Complexity: O(*k*) plus UIKit's work.
    public func selectItems(at paths: [IndexPath]) {
        for path in paths { weakTableView?.selectRow(at: path, animated: false, scrollPosition: .none) }
    }

    /// `deselectRow(at:animated:)` for each path, without animation.
    ///
    /// ```swift
    /// handler.deselectItems(at: [IndexPath(row: 2, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Rows of the shown data.
    /// - Complexity: O(*k*) plus UIKit's work.
    public func deselectItems(at paths: [IndexPath]) {
        for path in paths { weakTableView?.deselectRow(at: path, animated: false) }
    }

    /// Shows ``emptyState`` as the table's `backgroundView`, or removes it; does nothing without an
    /// ``emptyState``.
    ///
    /// ```swift
    /// handler.setEmptyStateShown(true)
    /// ```
    ///
    /// - Parameter shown: Whether the table shows no row.
    /// - Complexity: O(1).
    public func setEmptyStateShown(_ shown: Bool) {
        guard let emptyState, let tableView = weakTableView else { return }
        if shown {
            tableView.backgroundView = emptyState
        } else if tableView.backgroundView === emptyState {
            tableView.backgroundView = nil
        }
    }
}

extension TableViewHandler {
    /// A new ``emptyState``: the old one leaves the background, the new one shows if the table is empty.
    func emptyStateDidChange(from old: UIView?) {
        if let old, let tableView = weakTableView, tableView.backgroundView === old { tableView.backgroundView = nil }
        setEmptyStateShown(isShowingEmptyState)
    }
}
#endif

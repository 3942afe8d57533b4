#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The headless view's taps reach the handler as a UITableView's reach a TableViewHandler: through its
// delegate. An isolated conformance on Swift 6.2+, a `@preconcurrency` one before it.
#if compiler(>=6.2)
extension HeadlessHandler: @MainActor HeadlessListDelegate {}
#else
extension HeadlessHandler: @preconcurrency HeadlessListDelegate {}
#endif

extension HeadlessHandler {
    /// The user tapped the item shown at `indexPath`: it joins the selection, then
    /// ``ListHandler/onSelect`` runs.
    ///
    /// ```swift
    /// view.tap(at: IndexPath(item: 0, section: 0)) // calls this
    /// ```
    ///
    /// - Parameters:
    ///   - view: The tapped view.
    ///   - indexPath: The selected path, of the shown data.
    /// - Complexity: O(1) when the view is up to date, O(*n*) while batches animate.
    public func headlessView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
        didSelectItem(at: indexPath)
    }

    /// The user deselected the item shown at `indexPath`: it leaves the selection, then
    /// ``ListHandler/onDeselect`` runs.
    ///
    /// ```swift
    /// view.tap(at: IndexPath(item: 0, section: 0)) // under multiple selection, on a selected row
    /// ```
    ///
    /// - Parameters:
    ///   - view: The tapped view.
    ///   - indexPath: The deselected path, of the shown data.
    /// - Complexity: O(1).
    public func headlessView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {
        didDeselectItem(at: indexPath)
    }
}

@_spi(Binding)
extension HeadlessHandler {
    /// ``HeadlessListView/selectedIndexPaths``.
    ///
    /// ```swift
    /// handler.indexPathsForSelectedItems // [[0, 2]]
    /// ```
    ///
    /// - Complexity: O(*p* log *p*) for *p* selected paths.
    public var indexPathsForSelectedItems: [IndexPath] { view.selectedIndexPaths }

    /// ``HeadlessListView/allowsMultipleSelection``.
    ///
    /// ```swift
    /// handler.allowsMultipleSelection // false
    /// ```
    ///
    /// - Complexity: O(1).
    public var allowsMultipleSelection: Bool { view.allowsMultipleSelection }

    /// Runs ``HeadlessListView/selectItem(at:)`` for each path.
    ///
    /// ```swift
    /// handler.selectItems(at: [IndexPath(item: 0, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Paths of the current state.
    /// - Complexity: O(*k*).
    public func selectItems(at paths: [IndexPath]) {
        for path in paths { view.selectItem(at: path) }
    }

    /// Runs ``HeadlessListView/deselectItem(at:)`` for each path.
    ///
    /// ```swift
    /// handler.deselectItems(at: [IndexPath(item: 0, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Paths of the current state.
    /// - Complexity: O(*k*).
    public func deselectItems(at paths: [IndexPath]) {
        for path in paths { view.deselectItem(at: path) }
    }

    /// Sets ``HeadlessListView/isEmptyStateShown``.
    ///
    /// ```swift
    /// handler.setEmptyStateShown(true)
    /// ```
    ///
    /// - Parameter shown: Whether the view shows no item.
    /// - Complexity: O(1).
    public func setEmptyStateShown(_ shown: Bool) {
        view.isEmptyStateShown = shown
    }
}

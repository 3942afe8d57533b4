@_spi(Binding) import DecorumCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The headless view's taps reach the handler as a UITableView's reach a TableViewHandler: through its
// delegate (the adapter), then the binding SPI's `didSelectItem(at:)` and `didDeselectItem(at:)`. An
// isolated conformance on Swift 6.2+, a `@preconcurrency` one before it.
#if compiler(>=6.2)
extension HeadlessAdapter: @MainActor HeadlessListDelegate {}
#else
extension HeadlessAdapter: @preconcurrency HeadlessListDelegate {}
#endif

extension HeadlessAdapter {
    /// The user tapped the item shown at `indexPath`: it joins the selection, then the handler's
    /// `onSelect` runs.
    ///
    /// - Parameters:
    ///   - view: The tapped view.
    ///   - indexPath: The selected path, of the shown data.
    /// - Complexity: O(1) when the view is up to date, O(*n*) while batches animate.
    func headlessView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
        handler?.didSelectItem(at: indexPath)
    }

    /// The user deselected the item shown at `indexPath`: it leaves the selection, then the handler's
    /// `onDeselect` runs.
    ///
    /// - Parameters:
    ///   - view: The tapped view.
    ///   - indexPath: The deselected path, of the shown data.
    /// - Complexity: O(1).
    func headlessView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {
        handler?.didDeselectItem(at: indexPath)
    }
}

// What the engine asks of the view about selection and the empty state (`BatchUpdatableView`).
extension HeadlessAdapter {
    /// ``HeadlessListView/selectedIndexPaths``.
    ///
    /// - Complexity: O(*p* log *p*) for *p* selected paths.
    var indexPathsForSelectedItems: [IndexPath] { view.selectedIndexPaths }

    /// ``HeadlessListView/allowsMultipleSelection``.
    ///
    /// - Complexity: O(1).
    var allowsMultipleSelection: Bool { view.allowsMultipleSelection }

    /// Runs ``HeadlessListView/selectItem(at:)`` for each path.
    ///
    /// - Parameter paths: Paths of the current state.
    /// - Complexity: O(*k*).
    func selectItems(at paths: [IndexPath]) {
        for path in paths { view.selectItem(at: path) }
    }

    /// Runs ``HeadlessListView/deselectItem(at:)`` for each path.
    ///
    /// - Parameter paths: Paths of the current state.
    /// - Complexity: O(*k*).
    func deselectItems(at paths: [IndexPath]) {
        for path in paths { view.deselectItem(at: path) }
    }

    /// Sets ``HeadlessListView/isEmptyStateShown``.
    ///
    /// - Parameter shown: Whether the view shows no item.
    /// - Complexity: O(1).
    func setEmptyStateShown(_ shown: Bool) {
        view.isEmptyStateShown = shown
    }
}

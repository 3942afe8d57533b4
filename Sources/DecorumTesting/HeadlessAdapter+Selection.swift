@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

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
    func headlessView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
        handler?.didSelectItem(at: indexPath)
    }

    /// The user deselected the item shown at `indexPath`: it leaves the selection, then the handler's
    /// `onDeselect` runs.
    func headlessView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {
        handler?.didDeselectItem(at: indexPath)
    }
}

// What the engine asks of the view about selection and the empty state (`BatchUpdatableView`).
extension HeadlessAdapter {
    var indexPathsForSelectedItems: [IndexPath] { view.selectedIndexPaths }

    var allowsMultipleSelection: Bool { view.allowsMultipleSelection }

    func selectItems(at paths: [IndexPath]) {
        for path in paths { view.selectItem(at: path) }
    }

    func deselectItems(at paths: [IndexPath]) {
        for path in paths { view.deselectItem(at: path) }
    }

    func setEmptyStateShown(_ shown: Bool) {
        view.isEmptyStateShown = shown
    }
}

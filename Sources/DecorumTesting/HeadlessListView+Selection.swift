@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// UIKit's selection, as the headless view models it. Selection belongs to index paths, and:
//
// [SD] Apple's documentation of `selectRow(at:animated:scrollPosition:)` / `deselectRow(at:animated:)`
//      and `selectItem(at:animated:scrollPosition:)`: selecting in code calls no delegate method
//      (`didSelect…` is for the user's taps only).
// [SM] Apple's documentation of `allowsMultipleSelection`: with it, a tap on a selected row deselects
//      it; without it (the default), selecting a row deselects the one selected before, and the user's
//      tap reports both (`didDeselectRowAt` for the old row, then `didSelectRowAt`).
// [SB] A batch update keeps each surviving row's selection and carries it to the row's new place: rows
//      that stay, and rows moved with `moveRow(at:to:)` / `moveSection(_:toSection:)`, keep it; deleted
//      rows, rows of deleted sections, and rows of reloaded sections lose it (their cells are new).
// [SR] Reloaded rows lose their selection: `reloadRows(at:with:)` is a delete and an insert (Apple
//      developer forums thread 751732), and Steve Tibbett's "UITableView selection not sticking when
//      reloading cells" (2011) shows `indexPathForSelectedRow` becoming nil after a reload of the
//      selected row. `reconfigureRows(at:)` keeps the cell, and with it the selection.
// [RD] `reloadData()` drops the selection, and so does a table view that reloads its data instead of
//      animating (an item move out of a deleted section, see UIKitBatchModel.swift).
//
// The model does not animate selection and ignores `allowsSelection` (a test taps only what it means to).

extension HeadlessListView {
    /// The selected index paths, ascending, as `indexPathsForSelectedRows` / `indexPathsForSelectedItems`
    /// would report them.
    ///
    /// ```swift
    /// view.tap(at: IndexPath(item: 2, section: 0))
    /// view.selectedIndexPaths // [[0, 2]]
    /// ```
    ///
    /// - Complexity: O(*p* log *p*) for *p* selected paths.
    public var selectedIndexPaths: [IndexPath] { selected.sorted() }

    /// Selects the item at `indexPath` in code, like `selectRow(at:animated:scrollPosition:)`: without
    /// telling the delegate, and replacing the selection unless ``allowsMultipleSelection``. An invalid
    /// path is ignored.
    ///
    /// ```swift
    /// view.selectItem(at: IndexPath(item: 0, section: 0))
    /// ```
    ///
    /// - Parameter indexPath: A path of the shown items.
    /// - Complexity: O(*p*) for *p* selected paths.
    public func selectItem(at indexPath: IndexPath) {
        guard isShown(indexPath) else { return }
        if !allowsMultipleSelection { selected.removeAll() }
        selected.insert(indexPath)
    }

    /// Deselects the item at `indexPath` in code, like `deselectRow(at:animated:)`: without telling the
    /// delegate.
    ///
    /// ```swift
    /// view.deselectItem(at: IndexPath(item: 0, section: 0))
    /// ```
    ///
    /// - Parameter indexPath: Any path.
    public func deselectItem(at indexPath: IndexPath) {
        selected.remove(indexPath)
    }

    /// Simulates the user's tap on the item at `indexPath`, as UIKit handles it: under
    /// ``allowsMultipleSelection`` a tap toggles the item (the delegate is told `didDeselect` or
    /// `didSelect`); otherwise the other selected items are deselected (the delegate is told
    /// `didDeselect` for each), then the item is selected (`didSelect`, even when it already was).
    ///
    /// ```swift
    /// view.tap(at: IndexPath(item: 1, section: 0)) // handler.onSelect runs
    /// ```
    ///
    /// - Parameter indexPath: A path of the shown items.
    /// - Returns: Whether the path names a shown item (`false`: nothing happened).
    /// - Complexity: O(*p* log *p*) for *p* selected paths, plus the delegate.
    @discardableResult
    public func tap(at indexPath: IndexPath) -> Bool {
        guard isShown(indexPath) else { return false }
        if allowsMultipleSelection, selected.contains(indexPath) {
            selected.remove(indexPath)
            delegate?.headlessView(self, didDeselectItemAt: indexPath)
            return true
        }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath {
                selected.remove(other)
                delegate?.headlessView(self, didDeselectItemAt: other)
            }
        }
        selected.insert(indexPath)
        delegate?.headlessView(self, didSelectItemAt: indexPath)
        return true
    }

    private func isShown(_ indexPath: IndexPath) -> Bool {
        guard let (section, item) = indexPath.sectionAndItem else { return false }
        return section >= 0 && section < numberOfSections && item >= 0 && item < numberOfItems(inSection: section)
    }

    /// Carries `paths` through `changeset` as the cells are carried ([SB], [SR]); paths filled from the data
    /// source (inserted or reloaded) are not kept.
    func carry(_ paths: Set<IndexPath>, through changeset: Changeset, newCounts: [Int]) -> Set<IndexPath> {
        let positions: [[IndexPath?]] = storedCells.indices.map { section in
            storedCells[section].indices.map { IndexPath(section: section, item: $0) }
        }
        let noun = style == .table ? "row" : "item"
        guard
            let moved = try? changeset.simulate(old: positions, newCounts: newCounts, noun: noun, fetch: { _ in nil }),
            !moved.reloadedData
        else { return [] }
        var result: Set<IndexPath> = []
        for (section, items) in moved.sections.enumerated() {
            for (item, source) in items.enumerated() {
                if let source, paths.contains(source) { result.insert(IndexPath(section: section, item: item)) }
            }
        }
        return result
    }
}

@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Selection that follows items. UIKit keeps its selection by index path; the engine keeps it by identity
// (``selection``) and, after each step's batches and after every reload, tells the view which of the
// paths it shows are selected, so a moved item stays selected at its new place and a removed one is
// deselected, whatever the view did with its own paths.

extension ListEngine {
    /// Forgets the selected items an edit removes (unless it adds them back under the same identity),
    /// and deselects their rows at once.
    func forgetSelected(_ removed: [Item], keeping added: [Item]) {
        if selection?.forget(removed, keeping: added) == true { showSelection() }
    }

    /// Keeps only the selected items found in `data` (the data an `apply` or a replacement brings),
    /// and deselects the rows of the others at once. Call it before ``data`` changes.
    func keepSelected(in data: SectionedData<Item>) {
        if selection?.keepOnly(in: data) == true { showSelection() }
    }

    /// Whether the view lets several items be selected at once (a view that is gone imposes nothing).
    var allowsMultipleSelection: Bool { view?.allowsMultipleSelection ?? true }

    /// Selects, on the view, exactly the paths of ``displayedData`` whose items are selected, deselecting
    /// the others and leaving the paths already right alone.
    func showSelection() {
        guard let view else { return }
        // While the view has uncommitted updates (a held row, a drop placeholder) its index paths are not
        // its data source's: the selection is shown once it has committed.
        if isViewCommitting {
            isSelectionHeld = true
            return view.waitForCommittedUpdates()
        }
        isSelectionHeld = false
        let shown = view.indexPathsForSelectedItems
        let isEmpty = selection?.isEmpty ?? true
        guard !(isEmpty && shown.isEmpty) else {
            shownSelection = []
            return
        }
        let wanted = isEmpty ? [] : displayedSelectedPaths()
        let wantedSet = Set(wanted)
        let shownSet = Set(shown)
        let off = shown.filter { !wantedSet.contains($0) }
        let on = wanted.filter { !shownSet.contains($0) }
        if !off.isEmpty { view.deselectItems(at: off) }
        if !on.isEmpty { view.selectItems(at: on) }
        rememberShownSelection()
    }

    func rememberShownSelection() {
        shownSelection = view.map { Set($0.indexPathsForSelectedItems) } ?? []
    }

    /// Takes in selection changes made on the view directly (`deselectRow` in `didSelect`, a
    /// `UITableViewController` in `viewWillAppear`); valid only while no batch has run since.
    func adoptViewSelection() {
        // While the view has uncommitted updates (a row held, a drop placeholder) its index paths are not
        // its data source's: its selection is read once it has committed. Inside its display pass they are.
        guard let view, let selection, !view.hasUncommittedUpdates, !isCommittingDrop else { return }
        let now = view.indexPathsForSelectedItems
        guard !(now.isEmpty && shownSelection.isEmpty) else { return }
        let nowSet = Set(now)
        guard nowSet != shownSelection else { return }
        let shown = displayedData
        for path in shownSelection.subtracting(nowSet) {
            if let item = shown.shownItem(at: path) { _ = selection.remove(item) }
        }
        let multiple = allowsMultipleSelection
        var gone: [IndexPath] = []  // rows of items already removed from the data: not selectable
        for path in nowSet.subtracting(shownSelection).sorted() {
            if let item = shown.shownItem(at: path), dataIndexPath(forDisplayed: path) != nil {
                selection.add(item, replacing: !multiple)
            } else {
                gone.append(path)
            }
        }
        if !gone.isEmpty { view.deselectItems(at: gone) }
        shownSelection = nowSet.subtracting(gone)
    }

    /// The paths the view shows for the selected items of ``displayedData``, in order: the rows of a
    /// collapsed section are not shown (they stay selected, and show selected when it expands).
    func displayedSelectedPaths() -> [IndexPath] {
        guard let selection, !selection.isEmpty else { return [] }
        let shown = displayedData
        var paths: [IndexPath] = []
        for (section, content) in shown.sections.enumerated() where !content.isCollapsed {
            for (row, item) in content.items.enumerated() where selection.contains(item) {
                paths.append(IndexPath(section: section, item: row))
                if paths.count == selection.count { return paths }
            }
        }
        return paths
    }
}

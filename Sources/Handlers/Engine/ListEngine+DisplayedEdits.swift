@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Edits the view has shown before the data source hears of them (an interactive reorder, a drop's
// commit): the data changes and no batch runs; when the view was behind, the rest is planned again.

extension ListEngine {
    /// Where the item the view shows at `indexPath` is in ``data``: the same path when the view is up
    /// to date, else found by identity; `nil` when the path is invalid or the item is gone.
    func dataIndexPath(forDisplayed indexPath: IndexPath) -> IndexPath? {
        guard let item = displayedData.shownItem(at: indexPath) else { return nil }
        if isViewUpToDate { return indexPath }
        return identity.path(item, data)
    }

    /// Records a row move the view has already shown (interactive reorder): the data changes, no batch
    /// runs.
    func recordDisplayedMove(from source: IndexPath, to destination: IndexPath) {
        defer { finishChange() }
        record(.userMove(from: source, to: destination))
        let sourceShown = displayedData.shownItem(at: source) != nil
        guard sourceShown, Self.isValidDestination(destination, from: source, in: displayedData),
            !displayedData.sections[destination[0]].isCollapsed
        else {
            return fallBack(.invalidViewIndexPath(sourceShown ? destination : source), nil)
        }
        guard source != destination else { return }
        version &+= 1
        if isViewUpToDate {
            // The same move edit as `move(from:to:)`, minus the batch: the view has shown it already.
            let edit: Edit<Item> = {  // the builder lets go of the data before it changes in place
                var builder = EditBuilder(data)
                builder.moveRow(from: source, to: destination)
                return builder.build()
            }()
            edit.mutate(&data)
            return rememberShownSelection()
        }
        guard let moved = Self.moving(displayedData, from: source, to: destination) else { return }
        var result = data
        if let draggedPath = dataIndexPath(forDisplayed: source) {
            let dragged = result.sections[draggedPath[0]].items.remove(at: draggedPath[1])
            let anchor =
                destination[1] > 0
                ? moved.item(at: IndexPath(section: destination[0], item: destination[1] - 1)) : nil
            if let anchor, let anchorPath = identity.path(anchor, result) {
                result.sections[anchorPath[0]].items.insert(dragged, at: anchorPath[1] + 1)
            } else if let section = result.firstIndex(of: moved[destination[0]].kind) {
                result.sections[section].items.insert(dragged, at: 0)
            } else {
                result = data  // the section it was dropped in is gone from the data: the drop is undone
            }
        }
        replan(shown: moved, result: result)
    }

    /// The view shows `shown` now, after a change it made itself (a drop).
    private func replan(shown: SectionedData<Item>, result: SectionedData<Item>) {
        queue.removeAll()
        identity.invalidate()  // the identity set is that of `data`, not of `shown`
        lagging = shown
        data = shown
        // A diff plans rows, not collapse: a collapse or expand that waited for the drop is shown with a
        // reload, once the drop is committed (issue #38, found by the soak).
        let collapsed = Dictionary(shown.sections.map { ($0.kind, $0.isCollapsed) }) { first, _ in first }
        let changesCollapse = result.sections.contains { section in
            collapsed[section.kind].map { $0 != section.isCollapsed } ?? false
        }
        unrecorded {
            guard !changesCollapse, let staged = try? identity.diff(shown, result) else { return reload(with: result) }
            submit(stages: staged, final: result, animated: true)
        }
    }

    /// Records rows the view has already inserted (a drop placeholder's commit): the data changes, no
    /// batch runs.
    func recordDisplayedInsert(_ items: [Item], at indexPath: IndexPath) {
        defer {
            showEmptyState()  // the view shows the rows now: an empty list is no longer empty (N3)
            finishChange()
        }
        recordUserInsert(items, at: indexPath)
        version &+= 1
        if isViewUpToDate {
            let edit: Edit<Item> = {  // the builder lets go of the data before it changes in place
                var builder = EditBuilder(data)
                builder.insert(items, inSection: indexPath[0], before: indexPath[1])
                return builder.build()
            }()
            identity.insert(edit.added)
            edit.mutate(&data)
            return rememberShownSelection()
        }
        var shown = displayedData
        shown.sections[indexPath[0]].items.insert(contentsOf: items, at: indexPath[1])
        var result = data
        // After the nearest row before them on screen that the data still has; else first in the section.
        let before = displayedData.sections[indexPath[0]].items[..<indexPath[1]]
        if let path = before.reversed().lazy.compactMap({ self.identity.path($0, result) }).first {
            result.sections[path[0]].items.insert(contentsOf: items, at: path[1] + 1)
        } else if let section = result.firstIndex(of: shown[indexPath[0]].kind) {
            result.sections[section].items.insert(contentsOf: items, at: 0)
        }  // else the section is gone from the data: the drop goes with it
        replan(shown: shown, result: result)
    }

    /// `data` with the item at `source` moved to `destination` (a path after the removal), or `nil`.
    static func moving(
        _ data: SectionedData<Item>, from source: IndexPath, to destination: IndexPath
    )
        -> SectionedData<Item>?
    {
        guard data.isValid(source), isValidDestination(destination, from: source, in: data) else { return nil }
        var result = data
        let item = result.sections[source[0]].items.remove(at: source[1])
        result.sections[destination[0]].items.insert(item, at: destination[1])
        return result
    }

    /// Whether `destination` is a position for the row at `source` once it has left it.
    static func isValidDestination(
        _ destination: IndexPath, from source: IndexPath, in data: SectionedData<Item>
    )
        -> Bool
    {
        guard let (section, item) = destination.sectionAndItem, section < data.numberOfSections else { return false }
        return item <= data[section].items.count - (section == source[0] ? 1 : 0)
    }
}

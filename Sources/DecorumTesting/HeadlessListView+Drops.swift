@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Drops, played as UIKit plays them:
//
// [DP] Apple, `collectionView(_:performDropWith:)` / `tableView(_:performDropWith:)`: the app
//      "incorporate[s] the data into [its] data source" and updates the view there (a local move:
//      `performBatchUpdates`, then `drop(_:toItemAt:)`). The view then shows what its data source has:
//      counts changed with no batch are UIKit's "invalid number of items" at its next update.
// [PH] Apple, `drop(_:to:)` with a placeholder: the view inserts a placeholder cell that its data source
//      does not have; `commitInsertion(dataSourceUpdates:)` "exchanges the placeholder for the final
//      content": the data source changes inside the block, and the view reads its counts right after
//      it; `deletePlaceholder()` removes it. While placeholders show, `hasUncommittedUpdates` is true,
//      and Apple documents no batch update then: a batch is refused (the harsher reading). A
//      placeholder inserted at or above another one shifts it down.

extension HeadlessListView {
    /// Whether the view shows changes its data source does not have yet: a drop placeholder, or an item
    /// the user holds in an interactive movement (``beginInteractiveMovementForItem(at:)``). A batch
    /// update then throws; a ``HeadlessHandler`` holds its batches until the updates are committed,
    /// then shows them.
    ///
    /// ```swift
    /// let placeholder = try view.simulateDropPlaceholder(at: IndexPath(item: 0, section: 1))
    /// view.hasUncommittedUpdates // true
    /// ```
    public var hasUncommittedUpdates: Bool { uncommittedUpdates != nil || isHeldByReplay }

    var uncommittedUpdates: String? {
        if movement != nil { return "an interactive movement" }
        return placeholders.isEmpty ? nil : "a drop placeholder"
    }

    /// Plays UIKit's `performDropWith` [DP]: runs `perform`, the body of your drop delegate's
    /// `performDropWith`, which changes the data source with a batch (a ``HeadlessHandler``'s
    /// `ListHandler.moveByDrop(from:to:)` or `ListHandler.insertByDrop(_:at:)` do), then checks that
    /// the view shows what its data source has, as UIKit's next update would.
    ///
    /// ```swift
    /// try view.simulateDrop {
    ///     try handler.moveByDrop(from: [IndexPath(item: 0, section: 0)], to: IndexPath(item: 2, section: 1))
    /// }
    /// ```
    ///
    /// - Parameter perform: What your `performDropWith` does.
    /// - Throws: What `perform` throws, or a `BatchUpdateError` when the data source's counts changed
    ///   with no batch.
    /// - Complexity: That of `perform`, plus O(*s*) data-source calls.
    public func simulateDrop(_ perform: () throws -> Void) throws {
        try perform()
        try checkNoUnbatchedChange()
    }

    /// Plays `drop(_:to:)` with a placeholder [PH]: the view shows a placeholder at `indexPath` (a
    /// path of what it shows, counted with the placeholder in place) that its data source does not
    /// have, until you commit or delete it through the returned placeholder. Meanwhile
    /// ``hasUncommittedUpdates`` is `true`.
    ///
    /// ```swift
    /// let placeholder = try view.simulateDropPlaceholder(at: IndexPath(item: 0, section: 1))
    /// try placeholder.commitInsertion { indexPath in try? handler.commitInsertion([photo], at: indexPath) }
    /// ```
    ///
    /// - Parameter indexPath: Where the placeholder shows.
    /// - Returns: The placeholder, to commit or delete.
    /// - Throws: `BatchUpdateError` when `indexPath` is no place for an item (nothing changes then).
    /// - Complexity: O(*n*).
    public func simulateDropPlaceholder(at indexPath: IndexPath) throws -> HeadlessDropPlaceholder {
        readPendingCounts()
        guard let (section, item) = indexPath.sectionAndItem, storedCells.indices.contains(section),
            (0...storedCells[section].count).contains(item)
        else {
            guard indexPath.count == 2, storedCells.indices.contains(indexPath[0]) else {
                throw BatchUpdateError(
                    .itemSectionOutOfBounds(.insert, indexPath, count: storedCells.count), noun: noun)
            }
            throw BatchUpdateError(
                .itemOutOfBounds(.insert, indexPath, count: storedCells[indexPath[0]].count), noun: noun)
        }
        let placeholder = HeadlessDropPlaceholder(view: self, at: indexPath)
        for other in placeholders where other.indexPath[0] == section && other.indexPath[1] >= item {
            other.indexPath[1] += 1
        }
        placeholders.append(placeholder)
        carryMarks(through: Changeset(itemInserts: [indexPath]), newCounts: shownCounts(adding: 1, to: section))
        storedCells[section].insert(HeadlessCell(id: placeholder.id, content: "placeholder"), at: item)
        contentDidChange()
        return placeholder
    }

    // [PH]: committed, the data source's counts must be the view's plus the row.
    func end(_ placeholder: HeadlessDropPlaceholder, committed: Bool) throws {
        placeholders.removeAll { $0 === placeholder }
        let path = placeholder.indexPath
        for other in placeholders where other.indexPath[0] == path[0] && other.indexPath[1] > path[1] {
            other.indexPath[1] -= 1
        }
        defer {
            contentDidChange()
            if !hasUncommittedUpdates { commitUpdates() }
        }
        guard committed else {
            carryMarks(through: Changeset(itemDeletes: [path]), newCounts: shownCounts(adding: -1, to: path[0]))
            storedCells[path[0]].remove(at: path[1])
            return try checkNoUnbatchedChange()
        }
        storedCells[path[0]].remove(at: path[1])
        var expected = shownCounts(adding: 1, to: path[0])
        for other in placeholders { expected[other.indexPath[0]] -= 1 }
        guard let dataSource, let after = currentSourceCounts(), after == expected else {
            let after = currentSourceCounts() ?? []
            let section = after.count == expected.count ? after.indices.first { after[$0] != expected[$0] } ?? 0 : -1
            unbatchedChange =
                unbatchedChange
                ?? BatchUpdateError(
                    section < 0
                        ? .invalidSectionCount(after: after.count, before: expected.count, inserted: 0, deleted: 0)
                        : .invalidItemCount(
                            section: section, after: after[section],
                            before: expected[section] - (section == path[0] ? 1 : 0),
                            inserted: section == path[0] ? 1 : 0, deleted: 0, movedIn: 0, movedOut: 0), noun: noun)
            throw unbatchedChange!
        }
        sourceCounts = after
        storedCells[path[0]].insert(dataSource.headlessView(self, cellForItemAt: path), at: path[1])
    }

    func currentSourceCounts() -> [Int]? {
        guard let dataSource else { return nil }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.headlessView(self, numberOfItemsInSection: $0)
        }
    }

    private func shownCounts(adding extra: Int, to section: Int) -> [Int] {
        var counts = storedCells.map(\.count)
        counts[section] += extra
        return counts
    }

    private func carryMarks(through changeset: Changeset, newCounts: [Int]) {
        guard !changeset.isEmpty else { return }
        if !selected.isEmpty { selected = carry(selected, through: changeset, newCounts: newCounts) }
        if !awaitingCells.isEmpty { awaitingCells = carry(awaitingCells, through: changeset, newCounts: newCounts) }
    }

    // [DP]: a change of the data source's counts since the view last read them had no batch; kept.
    func checkNoUnbatchedChange() throws {
        noteUnbatchedChange()
        if let unbatchedChange { throw unbatchedChange }
    }

    func noteUnbatchedChange() {
        guard unbatchedChange == nil, let before = sourceCounts, let after = currentSourceCounts() else { return }
        var shown = storedCells.map(\.count)
        for placeholder in placeholders { shown[placeholder.indexPath[0]] -= 1 }
        guard after != before else { return }
        let old = before.count == shown.count ? shown : before
        guard old.count == after.count else {
            unbatchedChange = BatchUpdateError(
                .invalidSectionCount(after: after.count, before: old.count, inserted: 0, deleted: 0), noun: noun)
            return
        }
        guard let section = after.indices.first(where: { after[$0] != old[$0] }) else { return }
        unbatchedChange = BatchUpdateError(
            .invalidItemCount(
                section: section, after: after[section], before: old[section], inserted: 0, deleted: 0, movedIn: 0,
                movedOut: 0), noun: noun)
    }

    func commitUpdates() {
        let waiting = whenCommitted
        whenCommitted = []
        for notify in waiting { notify() }
    }
}

/// A drop placeholder a ``HeadlessListView`` shows (``HeadlessListView/simulateDropPlaceholder(at:)``):
/// the headless counterpart of the context UIKit's `drop(_:to:)` returns. Commit it once the dropped
/// content has loaded, or delete it.
///
/// ```swift
/// let placeholder = try view.simulateDropPlaceholder(at: IndexPath(item: 0, section: 1))
/// try placeholder.commitInsertion { indexPath in try? handler.commitInsertion([photo], at: indexPath) }
/// ```
public final class HeadlessDropPlaceholder {
    private weak var view: HeadlessListView?
    /// Where the placeholder shows now (a placeholder inserted above it shifts it).
    public internal(set) var indexPath: IndexPath
    let id = UUID()
    private var isDone = false

    init(view: HeadlessListView, at indexPath: IndexPath) {
        self.view = view
        self.indexPath = indexPath
    }

    /// Exchanges the placeholder for the final content, as UIKit's
    /// `commitInsertion(dataSourceUpdates:)` does [PH]: `dataSourceUpdates` is told the placeholder's
    /// index path and must add the row there to the data source, with no batch (a ``HeadlessHandler``:
    /// `ListHandler.commitInsertion(_:at:)`); the view then reads the row.
    ///
    /// ```swift
    /// try placeholder.commitInsertion { indexPath in try? handler.commitInsertion([photo], at: indexPath) }
    /// ```
    ///
    /// - Parameter dataSourceUpdates: Adds the row to the data source.
    /// - Returns: `false` when the placeholder was already committed or deleted (nothing happens).
    /// - Throws: `BatchUpdateError` when the data source's counts are not the view's plus this row
    ///   afterwards (UIKit raises).
    /// - Complexity: O(*n*), plus the block.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) throws -> Bool {
        guard !isDone, let view else { return false }
        isDone = true
        dataSourceUpdates(indexPath)
        try view.end(self, committed: true)
        return true
    }

    /// Removes the placeholder: nothing joins the data source.
    ///
    /// ```swift
    /// try placeholder.deletePlaceholder() // the photo failed to load
    /// ```
    ///
    /// - Returns: `false` when the placeholder was already committed or deleted.
    /// - Throws: `BatchUpdateError` when the data source's counts changed meanwhile with no batch.
    /// - Complexity: O(*n*).
    @discardableResult
    public func deletePlaceholder() throws -> Bool {
        guard !isDone, let view else { return false }
        isDone = true
        try view.end(self, committed: false)
        return true
    }
}

@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The user's gestures, played as UIKit plays them: a drag that reorders rows (the view moves its own
// row, then tells its data source) and a swipe to delete (the data source deletes the row with a
// batch).

extension HeadlessListDataSource {
    /// Every row may be dragged.
    ///
    /// ```swift
    /// source.headlessView(view, canMoveItemAt: IndexPath(item: 0, section: 0)) // true
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A shown row.
    public func headlessView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing: a data source that does not implement it disagrees with its view after a drag.
    ///
    /// ```swift
    /// source.headlessView(view, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - source: Where the row was.
    ///   - destination: Where it is now.
    public func headlessView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {}

    /// Every row may be swiped.
    ///
    /// ```swift
    /// source.headlessView(view, canEditItemAt: IndexPath(item: 0, section: 0)) // true
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A shown row.
    public func headlessView(_ view: HeadlessListView, canEditItemAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    ///
    /// ```swift
    /// source.headlessView(view, commitDeleteForItemAt: IndexPath(item: 0, section: 0)) // no effect
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - indexPath: A shown row.
    public func headlessView(_ view: HeadlessListView, commitDeleteForItemAt indexPath: IndexPath) {}
}

extension HeadlessListView {
    /// Plays a drag that reorders a row, as UIKit does: when the data source allows it
    /// (``HeadlessListDataSource/headlessView(_:canMoveItemAt:)``), the view moves its own row from
    /// `source` to `destination` first, with no batch, then tells its data source
    /// (``HeadlessListDataSource/headlessView(_:moveItemAt:to:)``), which must move its item the same
    /// way without starting a batch. A ``HeadlessHandler`` does, so afterwards the view and the handler
    /// agree, also while batches animate (the handler then reloads the view, as it does on iOS).
    ///
    /// ```swift
    /// try view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    /// try view.verifyMatchesDataSource()
    /// ```
    ///
    /// - Parameters:
    ///   - source: The row dragged, in what the view shows.
    ///   - destination: Where it is dropped: its index path once it has moved (in the same or another
    ///     section).
    /// - Returns: `false`, and nothing moves, when the data source does not let the row move.
    /// - Throws: `BatchUpdateError` when `source` is not a shown row or `destination` not a place it
    ///   can go; nothing moves then.
    /// - Complexity: O(*n* + *s*), plus the data source's move.
    @discardableResult
    public func simulateMove(from source: IndexPath, to destination: IndexPath) throws -> Bool {
        var newCounts = storedCells.map(\.count)
        if let (from, _) = source.sectionAndItem, let (to, _) = destination.sectionAndItem,
            storedCells.indices.contains(from), storedCells.indices.contains(to)
        {
            newCounts[from] -= 1
            newCounts[to] += 1
        }
        let move = Changeset(itemMoves: [Move(from: source, to: destination)])
        let moved = try move.simulate(old: storedCells, newCounts: newCounts, noun: style == .table ? "row" : "item") {
            _ in HeadlessCell(id: 0, content: "")
        }
        guard let dataSource, dataSource.headlessView(self, canMoveItemAt: source) else { return false }
        if !awaitingCells.isEmpty { awaitingCells = carry(awaitingCells, through: move, newCounts: newCounts) }
        storedCells = moved.sections
        dataSource.headlessView(self, moveItemAt: source, to: destination)
        sourceCounts = currentSourceCounts()  // the view moved the row: the data source follows, no batch
        contentDidChange()  // after the data source moved its item: a row appearing now reads it
        return true
    }

    /// Plays a swipe to delete and a tap on Delete, as UIKit does: when the data source allows it
    /// (``HeadlessListDataSource/headlessView(_:canEditItemAt:)``), it is told to delete the row
    /// (``HeadlessListDataSource/headlessView(_:commitDeleteForItemAt:)``), which it does with a batch.
    ///
    /// ```swift
    /// try view.simulateSwipeToDelete(at: IndexPath(item: 1, section: 0))
    /// view.batches.last // delete items [0, 1]
    /// ```
    ///
    /// - Parameter indexPath: The row swiped, in what the view shows.
    /// - Returns: `false`, and nothing happens, when the data source does not let the row be deleted.
    /// - Throws: `BatchUpdateError` when `indexPath` is not a shown row.
    /// - Complexity: O(1), plus the data source's delete.
    @discardableResult
    public func simulateSwipeToDelete(at indexPath: IndexPath) throws -> Bool {
        let noun = style == .table ? "row" : "item"
        guard let (section, item) = indexPath.sectionAndItem else {
            throw BatchUpdateError(.malformedIndexPath(.delete, indexPath), noun: noun)
        }
        guard section >= 0, section < storedCells.count else {
            throw BatchUpdateError(.itemSectionOutOfBounds(.delete, indexPath, count: storedCells.count), noun: noun)
        }
        guard item >= 0, item < storedCells[section].count else {
            throw BatchUpdateError(.itemOutOfBounds(.delete, indexPath, count: storedCells[section].count), noun: noun)
        }
        guard let dataSource, dataSource.headlessView(self, canEditItemAt: indexPath) else { return false }
        dataSource.headlessView(self, commitDeleteForItemAt: indexPath)
        return true
    }
}

@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Interactive movement, played as UIKit plays it (`beginInteractiveMovementForItem(at:)`,
// `updateInteractiveMovementTargetPosition(_:)`, `endInteractiveMovement()`,
// `cancelInteractiveMovement()`; the standard reorder gesture of a `UICollectionViewController` calls
// them itself): the item is lifted, follows the user's finger, and on the drop the view moves its own
// row, then tells its data source (`collectionView(_:moveItemAt:to:)`), which moves its item with no
// batch. Apple documents no batch update while the user holds the item: the view refuses one (the
// harsher reading), and ``HeadlessListView/hasUncommittedUpdates`` is `true` meanwhile.

extension HeadlessListView {
    /// Lifts the row at `indexPath`, as `beginInteractiveMovementForItem(at:)` does, when the data
    /// source lets it move (``HeadlessListDataSource/headlessView(_:canMoveItemAt:)``). Until
    /// ``endInteractiveMovement()`` or ``cancelInteractiveMovement()``, ``hasUncommittedUpdates`` is
    /// `true` and batch updates throw.
    ///
    /// ```swift
    /// view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) // true
    /// ```
    ///
    /// - Parameter indexPath: A row the view shows.
    /// - Returns: Whether the movement began: `false` for a path the view does not show, a row that
    ///   may not move, or while another movement runs.
    /// - Complexity: O(1), plus the data source's answer.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, placeholders.isEmpty, isValid(indexPath), let dataSource,
            dataSource.headlessView(self, canMoveItemAt: indexPath)
        else { return false }
        movement = (indexPath, indexPath)
        return true
    }

    /// Moves the lifted row's target to `indexPath` (where it would end up once it has left its place),
    /// as `updateInteractiveMovementTargetPosition(_:)` does for the point over that place.
    ///
    /// ```swift
    /// try view.updateInteractiveMovementTarget(to: IndexPath(item: 2, section: 1))
    /// ```
    ///
    /// - Parameter indexPath: The target.
    /// - Throws: `BatchUpdateError` when no movement runs or `indexPath` is no place for the row; the
    ///   target stays.
    public func updateInteractiveMovementTarget(to indexPath: IndexPath) throws {
        guard let source = movement?.source else {
            throw BatchUpdateError(.malformedIndexPath(.moveTo, indexPath), noun: noun)
        }
        let move = Move(from: source, to: indexPath)
        guard let (section, item) = indexPath.sectionAndItem, storedCells.indices.contains(section) else {
            throw BatchUpdateError(.itemMoveSectionOutOfBounds(move, .moveTo, count: storedCells.count), noun: noun)
        }
        let count = storedCells[section].count - (section == source[0] ? 1 : 0)
        guard item >= 0, item <= count else {
            throw BatchUpdateError(.itemMoveOutOfBounds(move, .moveTo, count: count), noun: noun)
        }
        movement?.target = indexPath
    }

    /// Drops the lifted row at its target, as `endInteractiveMovement()` does: the view moves its row,
    /// then tells its data source (``HeadlessListDataSource/headlessView(_:moveItemAt:to:)``); then the
    /// updates are committed, and a ``HeadlessHandler`` shows what waited.
    ///
    /// ```swift
    /// try view.endInteractiveMovement()
    /// ```
    ///
    /// - Throws: `BatchUpdateError` when the data source's counts changed with no batch meanwhile.
    /// - Complexity: O(*n* + *s*), plus the data source's move.
    public func endInteractiveMovement() throws {
        guard let (source, target) = movement else { return }
        movement = nil
        defer { commitUpdates() }
        try checkNoUnbatchedChange()
        guard source != target else { return }
        try simulateMove(from: source, to: target)
    }

    /// Puts the lifted row back, as `cancelInteractiveMovement()` does: the data source hears nothing;
    /// then the updates are committed, and a ``HeadlessHandler`` shows what waited.
    ///
    /// ```swift
    /// view.cancelInteractiveMovement()
    /// ```
    ///
    /// - Complexity: O(1), plus what waited.
    public func cancelInteractiveMovement() {
        guard movement != nil else { return }
        movement = nil
        commitUpdates()
    }

    /// Plays the standard reorder gesture (a `UICollectionViewController`'s
    /// `installsStandardGestureForInteractiveMovement`): lifts the row at `source`, runs `whileHeld`
    /// (what your app does while the user holds it: edits that arrive then wait), moves it over
    /// `destination` and drops it there.
    ///
    /// ```swift
    /// try view.simulateReorderGesture(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)) {
    ///     try handler.addData([late])  // waits for the drop
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - source: The row the user lifts.
    ///   - destination: Where it ends up once it has left `source`.
    ///   - whileHeld: What happens while the user holds the row.
    /// - Returns: `false`, and nothing happens, when the row may not move.
    /// - Throws: What `whileHeld` throws (the row is then put back), or `BatchUpdateError` for a
    ///   `destination` that is no place for the row (put back too).
    /// - Complexity: That of ``endInteractiveMovement()``, plus `whileHeld`.
    @discardableResult
    public func simulateReorderGesture(
        from source: IndexPath, to destination: IndexPath, whileHeld: () throws -> Void = {}
    ) throws -> Bool {
        guard beginInteractiveMovementForItem(at: source) else { return false }
        do {
            try whileHeld()
            try updateInteractiveMovementTarget(to: destination)
        } catch {
            cancelInteractiveMovement()
            throw error
        }
        try endInteractiveMovement()
        return true
    }
}

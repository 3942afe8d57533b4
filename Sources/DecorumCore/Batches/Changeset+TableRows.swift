extension Changeset {
    /// This batch as the calls a view-based `NSTableView` takes between `beginUpdates()` and
    /// `endUpdates()`, in order, over its flat rows: each section is its group row (when
    /// `groupRows` is true) followed by its items.
    ///
    /// The batch keeps UIKit's meaning (deletes and reloads at old positions, inserts at new ones,
    /// moves from old to new; see ``Changeset``). AppKit applies each call at once, so the result is
    /// patched for that: made one after another, the calls turn the old rows into the new ones, and
    /// every row that survives keeps its view and selection, since it is moved, never removed and
    /// inserted. A moved section moves its group row and its rows; a deleted, inserted or reloaded
    /// section removes or inserts them. An item reload refreshes that item wherever it ends (UIKit
    /// shifts it by the deletes and inserts only, so the engine never reloads in a batch that moves).
    ///
    /// The order is: at most one ``TableRowOperation/remove(_:)``, the moves, at most one
    /// ``TableRowOperation/insert(_:)``, at most one ``TableRowOperation/reload(_:)``. Rows that keep
    /// their order never move: the group rows and staying items of a heaviest increasing run of
    /// sections. So there are at most 3 + *p* + *q* calls, for *p* item moves and *q* rows (group rows
    /// included) that stay in the sections the batch moves.
    ///
    /// ```swift
    /// // Two sections with group rows: [A, a0, a1, B, b0]; b0 moves to the top of A.
    /// let changes = Changeset(itemMoves: [Move(from: IndexPath(section: 1, item: 0), to: IndexPath(section: 0, item: 0))])
    /// let operations = changes.tableRowOperations(oldCounts: [2, 1], newCounts: [3, 0], groupRows: true)
    /// print(operations!) // [move 4→1]
    /// ```
    ///
    /// - Parameters:
    ///   - oldCounts: Items per section before the batch.
    ///   - newCounts: Items per section after it.
    ///   - groupRows: Whether each section shows a group row before its items.
    /// - Returns: The calls, or `nil` when the batch does not fit the counts (an index out of range, a
    ///   position named twice in two ways, counts that do not add up): reload the table then. As a
    ///   `UITableView` does, a change named twice alike counts once, and item changes in a section
    ///   deleted, inserted or reloaded are ignored: every batch `UITableView` animates lowers.
    /// - Complexity: O(*s* log *s* + *k* log *k* + *m* log *m*) for *s* sections, *k* changes and *m*
    ///   rows that move; rows that do not move cost nothing.
    @_spi(Binding) public func tableRowOperations(
        oldCounts: [Int], newCounts: [Int], groupRows: Bool
    )
        -> [TableRowOperation]?
    {
        TableRowLowering(self, oldCounts: oldCounts, newCounts: newCounts, groupRows: groupRows)?.operations()
    }
}

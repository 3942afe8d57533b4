/// A slot of a list view that a binding borrows for a view of its own while it shows (an empty state
/// as the `backgroundView`, a loading footer as a table's `tableFooterView`), keeping what the slot
/// held to give it back. Only the binding's own view is ever taken out: one the app put in meanwhile
/// stays. Binding SPI.
///
/// ```swift
/// var background = BorrowedSlot<AnyObject>()
/// tableView.backgroundView = background.occupant(tableView.backgroundView, with: emptyState, shown: true)
/// ```
@_spi(Binding) public struct BorrowedSlot<Occupant: AnyObject> {
    /// What the slot held before the binding's view went in, while it is in.
    public private(set) var replaced: Occupant?

    /// An empty loan: the binding's view is not in the slot.
    public init() {}

    /// What the slot should hold, given that it holds `current`, for `view` to show (`shown`) or not:
    /// `view` in place of `current` (kept), or the kept occupant in place of `view`; otherwise `current`.
    ///
    /// ```swift
    /// slot.occupant(appBackground, with: emptyState, shown: true)   // emptyState
    /// slot.occupant(emptyState, with: emptyState, shown: false)     // appBackground
    /// ```
    public mutating func occupant(_ current: Occupant?, with view: Occupant, shown: Bool) -> Occupant? {
        if shown, current !== view {
            replaced = current
            return view
        }
        guard !shown, current === view else { return current }
        defer { replaced = nil }
        return replaced
    }
}

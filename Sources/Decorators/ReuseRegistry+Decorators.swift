// What the table and collection view handlers share about cells and supplementary views: which
// registrations are new, which identifier to dequeue, and how to run a decorator on a dequeued view.
// Kept here, platform-neutral, so `swift test` covers it and the UIKit files only forward.

@MainActor
extension ReuseRegistry {
    /// Records `decorator`'s ``CellDecorator/cellRegistrations`` and returns those not recorded
    /// before: the ones the handler must register with UIKit now.
    ///
    /// ```swift
    /// for registration in registry.newCellRegistrations(for: FeedDecorator.self) {
    ///     tableView.register(registration)
    /// }
    /// ```
    ///
    /// - Parameter decorator: The handler's decorator.
    /// - Returns: The new registrations, in the decorator's order.
    /// - Complexity: O(*r*) for *r* registrations.
    public func newCellRegistrations<Decorator: CellDecorator>(for decorator: Decorator.Type) -> [ReuseRegistration] {
        Decorator.cellRegistrations.filter { register($0) }
    }

    /// Records the view of `route` in `slot` and returns the registration when it is new, `nil` when
    /// it is already recorded or the view is not a class.
    ///
    /// ```swift
    /// if let new = registry.newRegistration(for: header, slot: .headerFooter) { tableView.register(new) }
    /// ```
    ///
    /// - Parameters:
    ///   - route: A header, footer or supplementary route.
    ///   - slot: Where the handler registers it.
    /// - Returns: The new registration, or `nil`.
    /// - Complexity: O(1) expected.
    public func newRegistration<Item>(
        for route: SupplementaryRoute<Item>, slot: ReuseRegistration.Slot
    )
        -> ReuseRegistration?
    {
        guard let registration = route.registration(slot: slot), register(registration) else { return nil }
        return registration
    }

    /// The identifier to dequeue for `data`, after checking it is registered (traps with a message
    /// saying what to register otherwise).
    ///
    /// ```swift
    /// let identifier = registry.cellIdentifier(Decorator.self, for: item)
    /// let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The handler's decorator.
    ///   - data: The item about to be shown.
    /// - Returns: The registered identifier.
    /// - Complexity: O(1) expected plus the decorator's ``CellDecorator/reuseIdentifier(for:)``.
    public func cellIdentifier<Decorator: CellDecorator>(
        _ decorator: Decorator.Type, for data: Decorator.Data
    ) -> String {
        let identifier = Decorator.reuseIdentifier(for: data)
        requireRegistered(identifier, slot: .cell)
        return identifier
    }

    /// The identifier to dequeue for `route` in `slot`, after checking it is registered.
    ///
    /// ```swift
    /// let identifier = registry.supplementaryIdentifier(header, slot: .headerFooter)
    /// ```
    ///
    /// - Parameters:
    ///   - route: A header, footer or supplementary route.
    ///   - slot: Where it was registered.
    /// - Returns: The registered identifier.
    /// - Complexity: O(1) expected.
    public func supplementaryIdentifier<Item>(_ route: SupplementaryRoute<Item>, slot: ReuseRegistration.Slot) -> String
    {
        requireRegistered(route.reuseIdentifier, slot: slot, typeName: route.viewTypeName)
        return route.reuseIdentifier
    }
}

extension CellDecorator {
    /// Runs ``update(_:with:)`` on a cell UIKit returned untyped (dequeued or visible), checking it is
    /// a `Cell` first (traps naming both classes otherwise).
    ///
    /// ```swift
    /// Decorator.updateCell(tableView.cellForRow(at: path)!, with: item, reuseIdentifier: identifier)
    /// ```
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - data: The item to show.
    ///   - reuseIdentifier: The identifier it was dequeued with, for the message.
    /// - Complexity: O(1) plus ``update(_:with:)``.
    static func updateCell(_ cell: AnyObject, with data: Data, reuseIdentifier: String) {
        update(ReuseRegistry.cast(cell, to: Cell.self, reuseIdentifier: reuseIdentifier), with: data)
    }
}

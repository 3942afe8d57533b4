// What the table and collection view handlers share about cells and supplementary views: which
// registrations are new, which identifier to dequeue, and how to run a decorator on a dequeued view.
// Kept here, platform-neutral, so `swift test` covers it and the UIKit files only forward.

@MainActor
extension ReuseRegistry {
    /// Records `decorator`'s ``CellDecorator/cellRegistrations`` and returns those the handler must
    /// register with UIKit now: the new ones, except storyboard prototypes (the storyboard registered
    /// them).
    ///
    /// ```swift
    /// for registration in registry.newCellRegistrations(for: FeedDecorator.self) {
    ///     tableView.register(registration)
    /// }
    /// ```
    ///
    /// - Parameter decorator: The handler's decorator.
    /// - Returns: The registrations to make, in the decorator's order.
    /// - Complexity: O(*r*) for *r* registrations.
    package func newCellRegistrations<Decorator: CellDecorator>(for decorator: Decorator.Type) -> [ReuseRegistration] {
        Decorator.cellRegistrations.filter { register($0) && $0.needsRegistering }
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
    package func newRegistration<Item, Base>(
        for route: SupplementaryRoute<Item, Base>, slot: ReuseRegistration.Slot
    )
        -> ReuseRegistration?
    {
        guard let registration = route.registration(slot: slot), register(registration) else { return nil }
        return registration
    }

    /// How to dequeue the cell for `data`: its registration (identifier and source), after making sure
    /// it is registered. The first time an identifier is asked for, the decorator's
    /// ``CellDecorator/cellRegistrations(for:)`` are recorded and `register` is called with those UIKit
    /// must learn (never storyboard prototypes); an identifier still unknown then traps with a message
    /// saying what to register.
    ///
    /// ```swift
    /// let registration = registry.cellRegistration(Decorator.self, for: item) { tableView.register($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The handler's decorator.
    ///   - data: The item about to be shown.
    ///   - register: Registers one registration with the view.
    /// - Returns: The registration to dequeue.
    /// - Complexity: O(1) expected plus the decorator's ``CellDecorator/reuseIdentifier(for:)``; the
    ///   first time per identifier, plus its registrations.
    func cellRegistration<Decorator: CellDecorator>(
        _ decorator: Decorator.Type, for data: Decorator.Data, register: (ReuseRegistration) -> Void
    ) -> ReuseRegistration {
        let identifier = Decorator.reuseIdentifier(for: data)
        if let known = registration(for: identifier, slot: .cell) { return known }
        for new in Decorator.cellRegistrations(for: data) where self.register(new) && new.needsRegistering {
            register(new)
        }
        guard let found = registration(for: identifier, slot: .cell) else {
            fatalError(
                Self.missingRegistrationMessage(
                    reuseIdentifier: identifier, slot: .cell, typeName: String(describing: Decorator.Cell.self),
                    viewName: viewName))
        }
        return found
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
    package func supplementaryIdentifier<Item, Base>(
        _ route: SupplementaryRoute<Item, Base>, slot: ReuseRegistration.Slot
    ) -> String {
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
    package static func updateCell(_ cell: AnyObject, with data: Data, reuseIdentifier: String) {
        update(ReuseRegistry.cast(cell, to: Cell.self, reuseIdentifier: reuseIdentifier), with: data)
    }
}

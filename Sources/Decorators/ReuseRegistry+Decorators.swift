// What the table and collection view handlers share about cells and supplementary views: which
// registrations are new, which identifier to dequeue, and how to run a decorator on a dequeued view.
// Kept here, platform-neutral, so `swift test` covers it and the UIKit files only forward.

@MainActor
extension ReuseRegistry {
    /// The registrations the handler must make now: the new ones, except storyboard prototypes (the
    /// storyboard registered them). Binding SPI, for an adapter that registers before it has a handler
    /// (``ListHandler/newCellRegistrations(in:)`` otherwise).
    ///
    /// ```swift
    /// for registration in registry.newCellRegistrations(for: PersonDecorator.self) { view.register(registration) }
    /// ```
    ///
    /// - Parameter decorator: The decorator whose cells the view shows.
    /// - Complexity: O(*r*) for *r* registrations.
    @_spi(Binding) public func newCellRegistrations<Decorator: CellDecorator>(
        for decorator: Decorator.Type
    ) -> [ReuseRegistration] {
        Decorator.cellRegistrations.filter { register($0) && $0.needsRegistering }
    }

    /// Records the view of `route` in `slot` and returns the registration when it is new, `nil` when
    /// it is already recorded or the view is not a class. Binding SPI.
    ///
    /// ```swift
    /// if let new = registry.newRegistration(for: route, slot: .headerFooter) { view.register(new) }
    /// ```
    ///
    /// - Parameters:
    ///   - route: A header, footer or supplementary route.
    ///   - slot: Where the view shows it.
    @_spi(Binding) public func newRegistration<Item, Base>(
        for route: SupplementaryRoute<Item, Base>, slot: ReuseRegistration.Slot
    )
        -> ReuseRegistration?
    {
        guard let registration = route.registration(slot: slot), register(registration) else { return nil }
        return registration
    }

    /// How to dequeue the cell for `data`: its registration (identifier and source), after making sure
    /// it is registered.
    package func cellRegistration<Decorator: CellDecorator>(
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

    /// The identifier to dequeue for `route` in `slot`, after checking it is registered (traps, saying
    /// what to register, when it is not). Binding SPI.
    ///
    /// ```swift
    /// let identifier = registry.supplementaryIdentifier(route, slot: .headerFooter)
    /// ```
    ///
    /// - Parameters:
    ///   - route: A header, footer or supplementary route.
    ///   - slot: Where the view shows it.
    @_spi(Binding) public func supplementaryIdentifier<Item, Base>(
        _ route: SupplementaryRoute<Item, Base>, slot: ReuseRegistration.Slot
    ) -> String {
        requireRegistered(route.reuseIdentifier, slot: slot, typeName: route.viewTypeName)
        return route.reuseIdentifier
    }
}

extension CellDecorator {
    /// Runs ``update(_:with:)`` on a cell UIKit returned untyped (dequeued or visible), checking it is
    /// a `Cell` first (traps naming both classes otherwise).
    package static func updateCell(_ cell: AnyObject, with data: Data, reuseIdentifier: String) {
        update(ReuseRegistry.cast(cell, to: Cell.self, reuseIdentifier: reuseIdentifier), with: data)
    }
}

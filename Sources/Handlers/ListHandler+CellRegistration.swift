@_spi(Binding) import Decorators

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Cell registration for a binding written outside the package (binding SPI, `@_spi(Binding) import
// Decorum`): which of the decorator's cells a view must learn up front, and which registration an item
// is dequeued with. Every adapter resolves its cells here: the UIKit ones and DecorumTesting's headless
// one, which may use nothing but the SPI.

@_spi(Binding)
extension ListHandler {
    /// Records the decorator's ``CellDecorator/cellRegistrations`` in `registry` and returns those the
    /// view must learn now: the new ones, except storyboard prototypes (the storyboard registered them).
    ///
    /// ```swift
    /// for registration in handler.newCellRegistrations(in: registry) { view.register(registration) }
    /// ```
    ///
    /// - Parameter registry: What the binding registered on its view so far.
    /// - Returns: The registrations to make, in the decorator's order.
    /// - Complexity: O(*r*) for *r* registrations.
    public func newCellRegistrations(in registry: ReuseRegistry) -> [ReuseRegistration] {
        registry.newCellRegistrations(for: Decorator.self)
    }

    /// The registration to dequeue `item`'s cell with, after making sure it is registered: the first time
    /// an identifier is asked for, the decorator's ``CellDecorator/cellRegistrations(for:)`` are recorded
    /// in `registry` and `register` is called with those the view must learn; an identifier still unknown
    /// then traps with a message saying what to register. When every item uses the same cell (see
    /// ``CellDecorator/usesSeveralCellStyles``), the registration is resolved once and kept.
    ///
    /// ```swift
    /// let registration = handler.cellRegistration(for: item, in: registry) { view.register($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item about to be shown.
    ///   - registry: What the binding registered on its view so far.
    ///   - register: Registers one registration with the view.
    /// - Returns: The registration to dequeue.
    /// - Complexity: O(1) expected plus the decorator's ``CellDecorator/reuseIdentifier(for:)``; the first
    ///   time per identifier, plus its registrations.
    public func cellRegistration(
        for item: Decorator.Data, in registry: ReuseRegistry, register: (ReuseRegistration) -> Void
    ) -> ReuseRegistration {
        if let onlyCellRegistration { return onlyCellRegistration }
        let registration = registry.cellRegistration(Decorator.self, for: item, register: register)
        if engine.cellStyle == nil { onlyCellRegistration = registration }  // one cell for every item
        return registration
    }
}

@_spi(Binding)
extension ListHandler {
    /// Reconfigures by hand (UIKit before iOS 15): the decorator runs again on each cell `shownCell` finds;
    /// returns the paths of items with no cell, to reload. Paths that show no item are left alone.
    ///
    /// ```swift
    /// let reload = handler.reconfigureShownCells(at: paths) { path in
    ///     tableView.cellForRow(at: path).map { ($0, $0.reuseIdentifier ?? "") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - paths: Paths of the data the view shows.
    ///   - shownCell: The cell showing a path, with its reuse identifier; `nil` when none shows.
    /// - Returns: The paths whose item shows in no cell.
    /// - Complexity: O(*k*) for *k* paths, plus the decorator.
    public func reconfigureShownCells(
        at paths: [IndexPath], shownCell: (IndexPath) -> (cell: AnyObject, reuseIdentifier: String)?
    ) -> [IndexPath] {
        let shown = engine.displayedData
        var offScreen: [IndexPath] = []
        for path in paths {
            guard let item = shown.item(at: path) else { continue }
            guard let (cell, identifier) = shownCell(path) else {
                offScreen.append(path)
                continue
            }
            configureCell(cell, for: item, reuseIdentifier: identifier)
        }
        return offScreen
    }
}

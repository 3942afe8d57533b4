#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

extension UITableView {
    /// Registers `cellType` under its ``ReuseIdentifiable/reuseIdentifier`` (its class name).
    ///
    /// ```swift
    /// tableView.register(ThreeLabelCell.self)
    /// ```
    ///
    /// - Parameter cellType: A `UITableViewCell` subclass.
    /// - Complexity: O(1) plus UIKit's registration.
    public func register<Cell: UITableViewCell>(_ cellType: Cell.Type) {
        register(cellType, forCellReuseIdentifier: cellType.reuseIdentifier)
    }

    /// Registers `viewType` as a section header or footer view under its class name.
    ///
    /// ```swift
    /// tableView.register(CompanyHeaderView.self)
    /// ```
    ///
    /// - Parameter viewType: A `UITableViewHeaderFooterView` subclass.
    /// - Complexity: O(1) plus UIKit's registration.
    public func register<View: UITableViewHeaderFooterView>(_ viewType: View.Type) {
        register(viewType, forHeaderFooterViewReuseIdentifier: viewType.reuseIdentifier)
    }

    /// Registers what `registration` describes: a cell or a header/footer view class. Handlers call
    /// it for the registrations their ``ReuseRegistry`` reports as new.
    ///
    /// ```swift
    /// tableView.register(ReuseRegistration(ThreeLabelCell.self))
    /// ```
    ///
    /// - Parameter registration: A ``ReuseRegistration/Slot/cell`` registration of a `UITableViewCell`
    ///   subclass or a ``ReuseRegistration/Slot/headerFooter`` one of a `UITableViewHeaderFooterView`
    ///   subclass; anything else (a collection view class, a supplementary kind) traps with a message.
    /// - Complexity: O(1) plus UIKit's registration.
    public func register(_ registration: ReuseRegistration) {
        let identifier = registration.reuseIdentifier
        switch registration.slot {
        case .cell:
            registration.register(
                as: UITableViewCell.self, on: "tableView", class: { register($0, forCellReuseIdentifier: identifier) },
                nib: { register($0, forCellReuseIdentifier: identifier) })
        case .headerFooter:
            registration.register(
                as: UITableViewHeaderFooterView.self, on: "tableView",
                class: { register($0, forHeaderFooterViewReuseIdentifier: identifier) },
                nib: { register($0, forHeaderFooterViewReuseIdentifier: identifier) })
        case .supplementary(let kind):
            fatalError(ReuseRegistry.noSupplementaryViewsMessage(kind: kind, typeName: registration.typeName))
        }
    }

    /// Dequeues a `Cell` for `indexPath`, typed: no cast at the call site.
    ///
    /// The identifier must have been registered (by `register(_:)`, a handler, or a
    /// storyboard prototype); UIKit raises `NSInternalInconsistencyException` otherwise. Traps with a
    /// message naming both classes when another class is registered under the identifier.
    ///
    /// ```swift
    /// let cell = tableView.dequeueReusableCell(ThreeLabelCell.self, for: indexPath)
    /// ```
    ///
    /// - Parameters:
    ///   - cellType: The registered `UITableViewCell` subclass.
    ///   - indexPath: The row the cell is for.
    /// - Returns: A cell of type `Cell`.
    /// - Complexity: O(1) plus UIKit's dequeue.
    public func dequeueReusableCell<Cell: UITableViewCell>(_ cellType: Cell.Type, for indexPath: IndexPath) -> Cell {
        let identifier = cellType.reuseIdentifier
        return ReuseRegistry.cast(
            dequeueReusableCell(withIdentifier: identifier, for: indexPath), to: cellType, reuseIdentifier: identifier)
    }

    /// Dequeues a header or footer view of type `View`, typed; traps with a message saying what to
    /// register when nothing is registered under its identifier.
    ///
    /// ```swift
    /// let header = tableView.dequeueReusableHeaderFooterView(CompanyHeaderView.self)
    /// ```
    ///
    /// - Parameter viewType: The registered `UITableViewHeaderFooterView` subclass.
    /// - Returns: A view of type `View`.
    /// - Complexity: O(1) plus UIKit's dequeue.
    public func dequeueReusableHeaderFooterView<View: UITableViewHeaderFooterView>(_ viewType: View.Type) -> View {
        let identifier = viewType.reuseIdentifier
        let view = ReuseRegistry.dequeued(
            dequeueReusableHeaderFooterView(withIdentifier: identifier), reuseIdentifier: identifier,
            slot: .headerFooter, typeName: String(describing: viewType), viewName: "tableView")
        return ReuseRegistry.cast(view, to: viewType, reuseIdentifier: identifier)
    }
}
#endif

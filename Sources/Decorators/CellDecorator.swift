/// Describes one cell style: which data it shows, in which cell type, and how.
///
/// Declare one small struct per look; the compiler infers `Data` and `Cell` from ``update(_:with:)``:
///
/// ```swift
/// struct HorizontalDecorator: CellDecorator {
///     static func update(_ cell: ThreeLabelCell, with person: Person) {
///         cell.title.text = person.name
///     }
/// }
/// let handler = TableViewHandler<HorizontalDecorator>(tableView: tableView)
/// ```
///
/// Swapping the decorator for another with the same `Data` and `Cell` changes the look and nothing else.
///
/// The protocol is `@MainActor`: decorators configure UIKit cells, and a type that declares the
/// conformance in its own declaration runs on the main actor with no annotation of yours, so
/// `update` may set labels directly in Swift 6 mode. For several cell styles in one list, see
/// ``RoutingDecorator``.
///
/// - Complexity: Whatever ``update(_:with:)`` does; Decorum calls it once per configured cell.
@MainActor
public protocol CellDecorator {
    /// The data one cell shows.
    associatedtype Data
    /// The cell type (a `UITableViewCell` or `UICollectionViewCell` subclass on iOS).
    associatedtype Cell

    /// Configures `cell` to show `data`.
    ///
    /// - Parameters:
    ///   - cell: A dequeued cell.
    ///   - data: The item to show.
    /// - Complexity: Up to the implementation; keep it O(1).
    static func update(_ cell: Cell, with data: Data)

    /// The reuse identifier of the cell that shows `data`.
    ///
    /// The default (see `CellDecorator+Reuse.swift`) is `Cell`'s ``ReuseIdentifiable/reuseIdentifier``;
    /// a ``RoutingDecorator`` picks one per item, which is how one list shows several cell styles.
    ///
    /// ```swift
    /// HorizontalDecorator.reuseIdentifier(for: person) // "ThreeLabelCell"
    /// ```
    ///
    /// - Parameter data: The item about to be shown.
    /// - Returns: The identifier to dequeue.
    /// - Complexity: O(1) expected.
    static func reuseIdentifier(for data: Data) -> String

    /// The cell classes a handler registers for this decorator before the first dequeue.
    ///
    /// The default is `[ReuseRegistration(Cell.self)]` (empty when `Cell` is not a class); a
    /// ``RoutingDecorator`` lists the cells of all its routes.
    ///
    /// ```swift
    /// HorizontalDecorator.cellRegistrations.map(\.reuseIdentifier) // ["ThreeLabelCell"]
    /// ```
    ///
    /// - Complexity: O(*r*) for *r* registrations.
    static var cellRegistrations: [ReuseRegistration] { get }
}

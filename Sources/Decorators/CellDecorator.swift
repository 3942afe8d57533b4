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
    /// What tells two items apart: inferred as `Data.ID` when `Data` is `Identifiable`, else as `Data`
    /// itself when it is `Hashable` (see ``id(of:)``).
    associatedtype ID: Hashable

    /// Configures `cell` to show `data`.
    ///
    /// - Parameters:
    ///   - cell: A dequeued cell.
    ///   - data: The item to show.
    /// - Complexity: Up to the implementation; keep it O(1).
    static func update(_ cell: Cell, with data: Data)

    /// The identity of `data`: two items with equal identities are the same row, so a handler's data
    /// never holds two, and an item whose content changes under the same identity is updated in place.
    ///
    /// You rarely write it: it is `data.id` when `Data` is `Identifiable` (also when it is `Hashable`
    /// too), and `data` itself when `Data` is only `Hashable`. A `Data` that is neither does not compile
    /// until you write it. Write it to identify items by something else, `nonisolated` because handlers
    /// also diff off the main actor:
    ///
    /// ```swift
    /// struct ContactDecorator: CellDecorator {
    ///     static func update(_ cell: ContactCell, with contact: Contact) { cell.name.text = contact.name }
    ///     nonisolated static func id(of contact: Contact) -> String { contact.email }
    /// }
    /// ```
    ///
    /// - Parameter data: An item.
    /// - Returns: Its identity.
    /// - Complexity: Keep it O(1); edits call it once per item they look at.
    nonisolated static func id(of data: Data) -> ID

    /// Whether two items with the same identity show the same content; when `false`, the row is
    /// refreshed (reconfigured in place, or reloaded).
    ///
    /// The default is `==` when `Data` is `Equatable`, and `false` otherwise: without `==` a handler
    /// cannot tell, so it refreshes every row it is handed again rather than show stale content.
    ///
    /// `Data` may be a class, but then mutate nothing a handler holds: a handler compares the instance
    /// it shows with the one you hand it, and an instance changed in place compares equal to itself.
    /// Hand over new instances (or use ``ListHandler/upsert(_:toSection:model:movingExisting:animated:)``, which decides
    /// before it updates).
    ///
    /// ```swift
    /// nonisolated static func isContentEqual(_ old: Contact, _ new: Contact) -> Bool { old.name == new.name }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The item shown now.
    ///   - new: The item with the same identity about to replace it.
    /// - Returns: `true` when the row need not be refreshed.
    /// - Complexity: Keep it O(1).
    nonisolated static func isContentEqual(_ old: Data, _ new: Data) -> Bool

    /// The reuse identifier of the cell that shows `data`.
    ///
    /// The default (see `CellDecorator+Reuse.swift`) is `Cell`'s ``ReuseIdentifiable/reuseIdentifier``;
    /// a ``RoutingDecorator`` picks one per item, which is how one list shows several cell styles.
    /// A decorator of your own that answers different identifiers for different items must list each
    /// of their registrations in ``cellRegistrations``: handlers check whether an updated item now
    /// needs another cell (and then reload its row instead of reconfiguring it, which UIKit refuses)
    /// only for a ``RoutingDecorator`` or a decorator with more than one registration.
    ///
    /// ```swift
    /// HorizontalDecorator.reuseIdentifier(for: person) // "ThreeLabelCell"
    /// ```
    ///
    /// - Parameter data: The item about to be shown.
    /// - Returns: The identifier to dequeue.
    /// - Complexity: O(1) expected.
    static func reuseIdentifier(for data: Data) -> String

    /// The cells a handler registers for this decorator when it is created.
    ///
    /// The default is `[ReuseRegistration(Cell.self)]` (from the cell's nib when it is
    /// ``NibLoadable``; empty when `Cell` is not a class); a ``StoryboardCellDecorator`` names its
    /// storyboard prototype, and a ``RoutingDecorator`` registers nothing up front.
    ///
    /// ```swift
    /// HorizontalDecorator.cellRegistrations.map(\.reuseIdentifier) // ["ThreeLabelCell"]
    /// ```
    ///
    /// - Complexity: O(*r*) for *r* registrations.
    static var cellRegistrations: [ReuseRegistration] { get }

    /// The cells `data` needs: a handler registers them the first time it is asked for an identifier
    /// it has not registered yet. The default is ``cellRegistrations``; a ``RoutingDecorator`` answers
    /// with the cells of the item's route, so routes need no list kept up to date.
    ///
    /// ```swift
    /// FeedDecorator.cellRegistrations(for: .banner("Sale!")).map(\.reuseIdentifier) // ["BannerCell"]
    /// ```
    ///
    /// - Parameter data: The item about to be shown.
    /// - Returns: Its registrations.
    /// - Complexity: O(*r*) for *r* registrations.
    static func cellRegistrations(for data: Data) -> [ReuseRegistration]
}

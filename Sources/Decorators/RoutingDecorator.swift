/// A decorator for lists that mix cell styles: it sends each item to one of several plain
/// decorators, each with its own cell class, and needs no casts in your code.
///
/// Make the list's item an enum, write one plain ``CellDecorator`` per style, and route:
///
/// ```swift
/// enum FeedItem { case person(Person), banner(String) }
///
/// struct PersonDecorator: CellDecorator {
///     static func update(_ cell: ThreeLabelCell, with person: Person) { cell.title.text = person.name }
/// }
/// struct BannerDecorator: CellDecorator {
///     static func update(_ cell: BannerCell, with text: String) { cell.label.text = text }
/// }
/// struct FeedDecorator: RoutingDecorator {
///     static func route(_ item: FeedItem) -> CellRoute<UITableViewCell> {
///         switch item {
///         case .person(let person): return CellRoute(PersonDecorator.self, person)
///         case .banner(let text): return CellRoute(BannerDecorator.self, text)
///         }
///     }
/// }
/// let handler = TableViewHandler<FeedDecorator>(tableView: tableView)
/// ```
///
/// `Data` is the item enum and `Cell` the common base class (`UITableViewCell` or
/// `UICollectionViewCell`). The handler dequeues each item by its route's identifier, registering the
/// route's cell the first time it meets it (so there is no list of routes to keep in step with the
/// `switch`), and runs the routed decorator on the typed cell. A route to a decorator whose cell does
/// not fit the view (a collection view cell in a table) does not compile.
///
/// When an item's content changes and it now routes to another cell (another reuse identifier), the
/// handler reloads its row instead of reconfiguring it: a cell cannot be reconfigured into another
/// style.
///
/// - Complexity: ``route(_:)`` runs once or twice per configured cell; keep it O(1).
public protocol RoutingDecorator: CellDecorator {
    /// The list's item, usually an enum with one case per style (inferred from ``route(_:)``).
    associatedtype Data
    /// The common base class of the routed cells (inferred from ``route(_:)``).
    associatedtype Cell

    /// The decorator and cell for `data`.
    ///
    /// ```swift
    /// static func route(_ item: FeedItem) -> CellRoute<UITableViewCell> { … }
    /// ```
    ///
    /// - Parameter data: The item about to be shown.
    /// - Returns: The route: a decorator and its data.
    /// - Complexity: Keep it O(1).
    static func route(_ data: Data) -> CellRoute<Cell>
}

extension RoutingDecorator {
    /// Runs the decorator that ``route(_:)`` picks for `data` on `cell`.
    ///
    /// - Parameters:
    ///   - cell: A cell dequeued with ``reuseIdentifier(for:)``.
    ///   - data: The item.
    /// - Complexity: O(1) plus the routed decorator's `update`.
    public static func update(_ cell: Cell, with data: Data) {
        route(data).configure(cell)
    }

    /// The identifier of the cell that ``route(_:)`` picks for `data`.
    ///
    /// - Parameter data: The item.
    /// - Returns: The route's identifier.
    /// - Complexity: O(1) plus ``route(_:)``.
    public static func reuseIdentifier(for data: Data) -> String {
        route(data).reuseIdentifier
    }

    /// Nothing up front: each route's cell is registered the first time an item takes it (see
    /// ``cellRegistrations(for:)``).
    public static var cellRegistrations: [ReuseRegistration] { [] }

    /// The cells of the route ``route(_:)`` picks for `data`.
    ///
    /// - Parameter data: The item.
    /// - Returns: The route's ``CellRoute/registrations``.
    /// - Complexity: O(*r*) plus ``route(_:)``.
    public static func cellRegistrations(for data: Data) -> [ReuseRegistration] {
        route(data).registrations
    }
}

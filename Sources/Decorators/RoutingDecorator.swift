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
///     static var routes: [any CellDecorator.Type] { [PersonDecorator.self, BannerDecorator.self] }
///     static func route(_ item: FeedItem) -> CellRoute<UITableViewCell> {
///         switch item {
///         case .person(let person): return CellRoute(PersonDecorator.self, person)
///         case .banner(let text): return CellRoute(BannerDecorator.self, text)
///         }
///     }
/// }
/// let handler = TableViewHandler<FeedDecorator>(tableView: tableView) // registers both cells
/// ```
///
/// `Data` is the item enum and `Cell` the common base class (`UITableViewCell` or
/// `UICollectionViewCell`). The handler registers every cell in ``routes`` up front, dequeues each
/// item by its route's identifier, and runs the routed decorator on the typed cell. Routing to a
/// decorator missing from ``routes`` traps with a message saying which cell to register.
///
/// - Complexity: ``route(_:)`` runs once or twice per configured cell; keep it O(1).
public protocol RoutingDecorator: CellDecorator {
    /// The list's item, usually an enum with one case per style (inferred from ``route(_:)``).
    associatedtype Data
    /// The common base class of the routed cells (inferred from ``route(_:)``).
    associatedtype Cell

    /// Every decorator ``route(_:)`` may return, so their cells are registered before the first
    /// dequeue. Declare it as a computed property.
    ///
    /// ```swift
    /// static var routes: [any CellDecorator.Type] { [PersonDecorator.self, BannerDecorator.self] }
    /// ```
    ///
    /// - Complexity: O(*r*) for *r* decorators.
    static var routes: [any CellDecorator.Type] { get }

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

    /// The cells of every decorator in ``routes``, without repeats.
    ///
    /// - Complexity: O(*r*) for *r* routes.
    public static var cellRegistrations: [ReuseRegistration] {
        var seen = Set<String>()
        var result: [ReuseRegistration] = []
        for decorator in routes {
            for registration in decorator.cellRegistrations where seen.insert(registration.reuseIdentifier).inserted {
                result.append(registration)
            }
        }
        return result
    }
}

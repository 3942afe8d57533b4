/// One item sent to one decorator: the reuse identifier to dequeue, the cells to register for it, and
/// the configuration to run on the dequeued cell. A ``RoutingDecorator`` returns one per item.
///
/// `Base` is the cell type the handler dequeues: `UITableViewCell` or `UICollectionViewCell` on iOS.
/// A route only compiles when the decorator's `Cell` is a subclass of `Base`, so a collection view
/// cell cannot be routed into a table. The route hands the dequeued cell over typed, so your code
/// never casts.
///
/// ```swift
/// CellRoute(PersonDecorator.self, person)     // dequeues ThreeLabelCell, runs PersonDecorator.update
/// CellRoute(BannerDecorator.self, "Sale!")    // dequeues BannerCell, runs BannerDecorator.update
/// ```
///
/// - Complexity: O(1) to create; ``configure(_:)`` costs one cast plus the decorator's `update`.
@MainActor
public struct CellRoute<Base> {
    /// The identifier to dequeue.
    public let reuseIdentifier: String
    let cellTypeName: String
    private let apply: (Base) -> Void
    private let makeRegistrations: () -> [ReuseRegistration]

    /// Routes `data` to `decorator` without checking that its `Cell` fits `Base` at compile time: what
    /// the public initialisers, which do check, call, and a binding whose cells share no base class.
    /// Binding SPI.
    ///
    /// ```swift
    /// let route = CellRoute<AnyObject>(unchecked: BannerDecorator.self, banner)
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The decorator that shows `data`.
    ///   - data: The item.
    @_spi(Binding) public init<Decorator: CellDecorator>(unchecked decorator: Decorator.Type, _ data: Decorator.Data) {
        let identifier = Decorator.reuseIdentifier(for: data)
        self.reuseIdentifier = identifier
        self.cellTypeName = String(describing: Decorator.Cell.self)
        self.apply = { base in
            let cell = ReuseRegistry.cast(base as AnyObject, to: Decorator.Cell.self, reuseIdentifier: identifier)
            Decorator.update(cell, with: data)
        }
        self.makeRegistrations = { Decorator.cellRegistrations(for: data) }
    }

    /// Routes `data` to `decorator`, whose `Cell` is `Base` itself (on iOS, the initialisers of
    /// `CellRoute<UITableViewCell>` and `CellRoute<UICollectionViewCell>` also accept subclasses, and are
    /// preferred where both fit: they do the same).
    ///
    /// ```swift
    /// case .person(let person): return CellRoute(PersonDecorator.self, person)
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The decorator that shows `data`.
    ///   - data: The item.
    /// - Complexity: O(1), plus the decorator's ``CellDecorator/reuseIdentifier(for:)``.
    @_disfavoredOverload
    public init<Decorator: CellDecorator>(_ decorator: Decorator.Type, _ data: Decorator.Data)
    where Decorator.Cell == Base {
        self.init(unchecked: decorator, data)
    }

    /// Runs the routed decorator's `update` on `cell`; traps with a message naming both classes when
    /// `cell` is not the decorator's `Cell` (two classes registered under one identifier).
    ///
    /// ```swift
    /// FeedDecorator.route(item).configure(cell)
    /// ```
    ///
    /// - Parameter cell: The cell dequeued with ``reuseIdentifier``.
    /// - Complexity: O(1) plus the decorator's `update`.
    public func configure(_ cell: Base) {
        apply(cell)
    }

    /// The cells the routed decorator needs registered (its ``CellDecorator/cellRegistrations(for:)``):
    /// a handler registers them the first time it meets the route's identifier.
    ///
    /// ```swift
    /// FeedDecorator.route(.banner("Sale!")).registrations.map(\.reuseIdentifier) // ["BannerCell"]
    /// ```
    ///
    /// - Complexity: O(*r*) for *r* registrations.
    public var registrations: [ReuseRegistration] { makeRegistrations() }
}

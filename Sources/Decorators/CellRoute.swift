/// One item sent to one decorator: the reuse identifier to dequeue and the configuration to run on
/// the dequeued cell. A ``RoutingDecorator`` returns one per item.
///
/// `Base` is the cell type the handler dequeues (`UITableViewCell` or `UICollectionViewCell`); the
/// route checks that the dequeued cell is the decorator's own `Cell` and hands it over typed, so your
/// code never casts.
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
    /// The decorator's cell class name, for messages.
    let cellTypeName: String
    private let apply: (Base) -> Void

    /// Routes `data` to `decorator`.
    ///
    /// ```swift
    /// case .person(let person): return CellRoute(PersonDecorator.self, person)
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The decorator that shows `data`; its `Cell` must be a subclass of `Base`.
    ///   - data: The item.
    /// - Complexity: O(1), plus the decorator's ``CellDecorator/reuseIdentifier(for:)``.
    public init<Decorator: CellDecorator>(_ decorator: Decorator.Type, _ data: Decorator.Data) {
        let identifier = Decorator.reuseIdentifier(for: data)
        self.reuseIdentifier = identifier
        self.cellTypeName = String(describing: Decorator.Cell.self)
        self.apply = { base in
            let cell = ReuseRegistry.cast(base as AnyObject, to: Decorator.Cell.self, reuseIdentifier: identifier)
            Decorator.update(cell, with: data)
        }
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
}

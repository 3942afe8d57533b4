/// A ``SupplementaryDecorator`` bound to a list: which view class to register, and how to get the
/// decorator's data from a section. Handlers keep one for headers and one for footers.
///
/// `Base` is the kind of view the list dequeues: `UITableViewHeaderFooterView` for table views,
/// `UICollectionReusableView` for collection views and `HeadlessSupplementaryView` for headless lists.
/// A route only compiles when the decorator's `View` is of that kind (its ``SupplementaryView/RouteBase``
/// is `Base`), so a collection view header cannot be set on a table.
///
/// ```swift
/// handler.header = SupplementaryRoute(CompanyHeader.self)                   // shows section.kind
/// handler.footer = SupplementaryRoute(CountFooter.self) { section in
///     section.isEmpty ? nil : "\(section.count) people"                     // nil: no footer here
/// }
/// ```
///
/// - Complexity: O(1) to create; `configurator(for:)` runs the data closure once.
@MainActor
public struct SupplementaryRoute<Item, Base> {
    let viewType: AnyObject.Type?
    /// The identifier to register and dequeue (binding SPI: what an adapter dequeues and compares).
    ///
    /// ```swift
    /// let isOurs = shownView.reuseIdentifier == route.reuseIdentifier
    /// ```
    @_spi(Binding) public let reuseIdentifier: String
    /// The decorator's view class name, for messages (binding SPI).
    ///
    /// ```swift
    /// fatalError("register \(route.viewTypeName)")
    /// ```
    @_spi(Binding) public let viewTypeName: String
    private let makeConfigurator: (Section<Item>) -> ((AnyObject) -> Void)?
    /// Set by ``init(layoutWide:data:)``: the whole list's view at an index among its kind's.
    var makeLayoutWideConfigurator: ((SectionedData<Item>, Int) -> (AnyObject) -> Void)?

    /// Routes every section to `decorator` without checking at compile time that its `View` fits
    /// `Base`: what the public initialisers, which do check, call.
    init<Decorator: SupplementaryDecorator>(
        unchecked decorator: Decorator.Type, data: @escaping (Section<Item>) -> Decorator.Data?
    ) {
        let identifier = ReuseRegistration.reuseIdentifier(of: Decorator.View.self)
        self.viewType = Decorator.View.self as? AnyObject.Type
        self.reuseIdentifier = identifier
        self.viewTypeName = String(describing: Decorator.View.self)
        self.makeConfigurator = { section in
            guard let value = data(section) else { return nil }
            return { view in
                Decorator.update(
                    ReuseRegistry.cast(view, to: Decorator.View.self, reuseIdentifier: identifier), with: value)
            }
        }
    }

    /// Routes every section to `decorator` with the data `data` computes from the section; `nil` means
    /// "no view for this section". The decorator's `View` must be a view of the list's kind (see
    /// ``SupplementaryView``): a `UITableViewHeaderFooterView` subclass for a table, a
    /// `UICollectionReusableView` subclass for a collection view, `HeadlessSupplementaryView` for a
    /// headless list.
    ///
    /// ```swift
    /// handler.footer = SupplementaryRoute(CountFooter.self) { "\($0.count) people" }
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The decorator that shows the view.
    ///   - data: The decorator's data for a section, or `nil` for no view.
    public init<Decorator: SupplementaryDecorator>(
        _ decorator: Decorator.Type, data: @escaping (Section<Item>) -> Decorator.Data?
    ) where Decorator.View: SupplementaryView, Decorator.View.RouteBase == Base {
        self.init(unchecked: decorator, data: data)
    }

    /// Routes every section to `decorator`, showing the section's ``Kind``.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyHeader.self)
    /// ```
    ///
    /// - Parameter decorator: A decorator whose `Data` is ``Kind`` and whose `View` is a view of the
    ///   list's kind.
    public init<Decorator: SupplementaryDecorator>(_ decorator: Decorator.Type)
    where Decorator.Data == Kind, Decorator.View: SupplementaryView, Decorator.View.RouteBase == Base {
        self.init(unchecked: decorator, data: { $0.kind })
    }

    /// The registration for `slot` (``ReuseRegistration/Slot/headerFooter`` for tables, a
    /// supplementary kind for collection views), `nil` when the view is not a class.
    func registration(slot: ReuseRegistration.Slot) -> ReuseRegistration? {
        viewType.map { ReuseRegistration($0, reuseIdentifier: reuseIdentifier, slot: slot) }
    }

    /// What to run on a dequeued view for `section`, or `nil` when the section has no view.
    ///
    /// ```swift
    /// if let configure = route.configurator(for: data[section]) {
    ///     let view = dequeue(route.reuseIdentifier)
    ///     configure(view)
    /// }
    /// ```
    ///
    /// - Parameter section: The section the view belongs to.
    /// - Returns: The configuration, or `nil` for no view.
    /// - Complexity: O(1) plus the data closure; the returned closure costs one cast plus `update`.
    @_spi(Binding) public func configurator(for section: Section<Item>) -> ((AnyObject) -> Void)? {
        makeConfigurator(section)
    }
}

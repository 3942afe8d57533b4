@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A handler for a ``HeadlessListView``: the same engine and the same `ListHandler` edits
/// that `TableViewHandler` and `CollectionViewHandler` run on iOS, on any platform, so `swift test`
/// exercises exactly what ships.
///
/// The handler becomes the view's data source (through an adapter of its own, bound with nothing but
/// Decorum's binding SPI): each cell's identity is the item's identity (its `id`,
/// or the value for `Hashable` items), its content `String(describing: item)`, and each section's kind
/// (with its `Section.model`, when it has one) its header. Set ``makeCell`` to run the decorator on Linux too.
///
/// ```swift
/// let view = HeadlessListView(animationMode: .manual)
/// let handler = HeadlessHandler<PersonDecorator>(view: view)
/// try handler.addData([ada, grace])
/// view.finishAnimations()
/// try view.verifyMatchesDataSource()
/// ```
///
/// - Complexity: Every data-source answer is O(1).
@MainActor
public final class HeadlessHandler<Decorator: CellDecorator>: ListHandler<Decorator> {
    /// The view this handler is the data source of.
    ///
    /// ```swift
    /// try handler.view.verifyMatchesDataSource()
    /// ```
    public let view: HeadlessListView

    /// Creates a cell for the decorator to update; when set, each headless cell's content is
    /// `String(describing:)` of that cell after `CellDecorator.update(_:with:)` ran (useful with a
    /// class `Cell` that describes itself). `nil` by default: content is the item's description.
    /// Setting it reconfigures the shown cells in place (no reload).
    ///
    /// ```swift
    /// handler.makeCell = { LabelCell() }
    /// ```
    public var makeCell: (() -> Decorator.Cell)? {
        didSet { refreshCells() }
    }

    /// The section header, run as a `TableViewHandler` runs its `header`: the route's decorator updates
    /// a ``HeadlessSupplementaryView``, whose text the view shows as the section's header (`nil` data
    /// for a section: no header). `nil`, the default: `ListHandler.headerTitle` when set, else the
    /// section's kind (with its model, when it has one). Setting it refreshes the headers in place.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(modelOf: CompanyHeaderText.self)
    /// handler.view.sectionHeaders // ["Apple, 3 members", …]
    /// ```
    ///
    /// - Complexity: O(*s*) to refresh the shown sections.
    public var header: SupplementaryRoute<Decorator.Data, HeadlessSupplementaryView>? {
        didSet { refreshHeadersAndFooters() }
    }

    /// The section footer, as ``header`` is (without one, `ListHandler.footerTitle`, else no footer).
    ///
    /// ```swift
    /// handler.footer = SupplementaryRoute(CountText.self) { "\($0.count) people" }
    /// ```
    ///
    /// - Complexity: O(*s*) to refresh the shown sections.
    public var footer: SupplementaryRoute<Decorator.Data, HeadlessSupplementaryView>? {
        didSet { refreshHeadersAndFooters() }
    }

    @_spi(Binding)
    override public func setSectionView<Base>(_ route: SupplementaryRoute<Decorator.Data, Base>?, isHeader: Bool) {
        let route = route?.checked(as: HeadlessSupplementaryView.self, settingOn: self)
        if isHeader { header = route } else { footer = route }
    }

    /// The routes of the layout-wide views by element kind, as `CollectionViewHandler.supplementaryViews`
    /// holds a compositional layout's global header and footer: a route made with
    /// `SupplementaryRoute(layoutWide:data:)` updates a ``HeadlessSupplementaryView`` with the list's data,
    /// refreshed in place after every edit; one made for sections shows it empty. The view asks only for
    /// the kinds its layout places (``HeadlessListView/layoutWideKinds``); a kind without a route traps,
    /// as on iOS. Setting it reloads the view, as on iOS.
    ///
    /// ```swift
    /// handler.layoutWideViews["summary"] = SupplementaryRoute(layoutWide: SummaryText.self) { data, _ in
    ///     "\(data.itemCount) photos"
    /// }
    /// handler.view.layoutWideKinds = ["summary"]
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when changed.
    public var layoutWideViews: [String: SupplementaryRoute<Decorator.Data, HeadlessSupplementaryView>] = [:] {
        didSet { reloadView() }
    }

    /// What this handler registered on ``view``, as a `TableViewHandler` does on its table: the
    /// decorator's cells when it is created, a routed cell the first time an item takes its route, and
    /// never a storyboard prototype.
    ///
    /// ```swift
    /// handler.registry.registration(for: "BannerCell", slot: .cell)?.source // .type
    /// ```
    public let registry = ReuseRegistry(viewName: "view")

    /// The height of the row showing an item, in points, for the view's geometry (scrolling,
    /// `ListHandler.scrollAnchor`, `ListHandler.onLoadMore`); `nil`, the default, gives every row
    /// ``HeadlessListView/rowHeight``.
    ///
    /// ```swift
    /// handler.itemHeight = { message in message.text.count > 80 ? 88 : 44 }
    /// ```
    public var itemHeight: ((Decorator.Data) -> Double)?

    let adapter: HeadlessAdapter<Decorator>

    /// Creates an empty handler for `view`, becomes its data source and reloads it.
    ///
    /// ```swift
    /// let handler = HeadlessHandler<PersonDecorator>(view: HeadlessListView())
    /// ```
    ///
    /// - Parameter view: The view to drive; its data source is replaced.
    @inlinable
    public convenience init(view: HeadlessListView) {
        self.init(view: view, prepared: Self.preparedEmpty)
    }

    /// Creates a handler showing `data` in `view`, as ``init(view:)`` does.
    ///
    /// ```swift
    /// let handler = try HeadlessHandler<PersonDecorator>(view: HeadlessListView(), data: SectionedData(items: people))
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to drive; its data source is replaced.
    ///   - data: The initial data.
    ///   - duplicates: How repeated kinds and identities in `data` are resolved (the handler's data is
    ///     always unique); it stays the handler's `ListHandler.duplicatePolicy`.
    /// - Throws: `ListEditError.duplicateInData(_:)` under `DuplicatePolicy.reject`.
    /// - Complexity: O(*n* + *s*) to check `data` and for the first reload.
    @inlinable
    public convenience init(
        view: HeadlessListView, data: SectionedData<Decorator.Data>, duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        self.init(view: view, prepared: try Self.prepared(data, duplicates: duplicates))
    }

    /// Creates the handler of checked data, registers the decorator's cells, then binds the adapter
    /// once it knows its handler, so that the first reload asks a complete data source.
    @usableFromInline
    init(view: HeadlessListView, prepared: Prepared) {
        self.view = view
        adapter = HeadlessAdapter(view: view)
        super.init(prepared: prepared)
        for registration in newCellRegistrations(in: registry) {
            view.register(registration)
        }
        view.dataSource = adapter
        view.delegate = adapter
        adapter.handler = self
        bind(adapter)
    }
}

extension HeadlessHandler {
    /// Waits until every `async` confirmation of the user's edits (`ListHandler.confirmUserEdits(_:)`)
    /// has returned and the handler has acted on its answer: await it in a test after letting your
    /// confirmation finish, instead of sleeping.
    ///
    /// ```swift
    /// try handler.view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 0))
    /// await handler.waitForUserEditConfirmations()
    /// #expect(handler.data.itemCount == 2)
    /// ```
    ///
    /// - Complexity: O(1) beyond the confirmations themselves.
    public func waitForUserEditConfirmations() async {
        await userEditConfirmationsFinished()
    }
}

#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

/// Shows sectioned data in a `UITableView` with one decorator, and animates every edit without ever
/// handing UIKit an inconsistent batch.
///
/// The handler makes an adapter it owns the table's data source and delegate, registers the
/// decorator's cells, and answers UIKit from the data it shows; every edit (`addData`, `removeData`,
/// `upsert`, `move`, `apply`…) comes from ``ListHandler``. The table keeps the handler alive.
///
/// ```swift
/// struct HorizontalDecorator: CellDecorator {
///     static func update(_ cell: ThreeLabelCell, with person: Person) { cell.title.text = person.name }
/// }
/// let handler = TableViewHandler<HorizontalDecorator>(tableView: tableView)
/// try handler.addData([ada, grace])
/// handler.headerTitle = { $0.kind.rawValue }
/// handler.canEdit = { _, _ in true }              // swipe to delete
/// handler.onSelect = { person, _ in show(person) }
/// ```
///
/// Delegate messages the handler does not implement (row heights, scrolling…) go to ``delegate``,
/// which starts out as the table's previous delegate.
/// Set your own delegate with ``delegate``. One assigned to `tableView.delegate` after the handler was
/// created takes that place too: the handler notices it when the view next asks for a cell and, at its
/// next layout pass, forwards to it and becomes the view's delegate again.
///
/// - Complexity: Every data-source answer is O(1) plus the decorator.
@MainActor
public final class TableViewHandler<Decorator: CellDecorator>: UIKitListHandler<Decorator>
where Decorator.Cell: UITableViewCell {
    let adapter: TableViewAdapter<Decorator>

    /// The table view this handler is the data source and delegate of.
    ///
    /// The table view keeps its handler alive (UIKit holds data sources weakly), and the handler refers to
    /// it weakly, so a handler created as a local keeps working and goes away with its table view. Reading
    /// this property after the table view was deallocated traps with a message saying so.
    ///
    /// ```swift
    /// handler.tableView.rowHeight = 64
    /// ```
    public var tableView: UITableView { adapter.liveView }

    /// The animation of inserted, deleted and reloaded rows; `.automatic` by default.
    ///
    /// ```swift
    /// handler.rowAnimation = .fade
    /// ```
    public var rowAnimation: UITableView.RowAnimation {
        get { adapter.rowAnimation }
        set { adapter.rowAnimation = newValue }
    }

    /// The section header view, or `nil` for none (then ``ListHandler/headerTitle`` applies). Setting it registers
    /// its view and reloads the table.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyHeader.self)
    /// ```
    ///
    /// - Complexity: O(1), plus the reload.
    public var header: SupplementaryRoute<Decorator.Data, UITableViewHeaderFooterView>? {
        get { adapter.header }
        set { adapter.header = newValue }
    }

    /// The section footer view, or `nil` for none (then ``ListHandler/footerTitle`` applies).
    ///
    /// ```swift
    /// handler.footer = SupplementaryRoute(CountFooter.self) { "\($0.count) people" }
    /// ```
    ///
    /// - Complexity: O(1), plus the reload.
    public var footer: SupplementaryRoute<Decorator.Data, UITableViewHeaderFooterView>? {
        get { adapter.footer }
        set { adapter.footer = newValue }
    }

    @_spi(Binding)
    override public func setSectionView<Base>(_ route: SupplementaryRoute<Decorator.Data, Base>?, isHeader: Bool) {
        let route = route?.checked(as: UITableViewHeaderFooterView.self, settingOn: self)
        if isHeader { header = route } else { footer = route }
    }

    /// Receives the delegate messages the handler does not implement, plus selection after
    /// ``ListHandler/onSelect``. Starts out as the table's delegate before the handler took over;
    /// held weakly.
    ///
    /// ```swift
    /// handler.delegate = self // for tableView(_:heightForRowAt:), scrolling…
    /// ```
    public var delegate: (any UITableViewDelegate)? {
        get { adapter.delegate }
        set { adapter.appDelegate = newValue }
    }

    /// Creates an empty handler for `tableView`: registers the decorator's cells, becomes the table's
    /// data source and delegate (keeping the previous delegate as ``delegate``) and reloads it.
    ///
    /// ```swift
    /// let handler = TableViewHandler<HorizontalDecorator>(tableView: tableView)
    /// ```
    ///
    /// - Parameter tableView: The table to drive.
    /// - Complexity: O(*r*) registrations, plus the first reload.
    @inlinable
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView, prepared: Self.preparedEmpty)
    }

    /// Creates a handler showing `data` in `tableView`, as ``init(tableView:)`` does; `duplicates`
    /// resolves repeated kinds and identities in `data` and stays the handler's
    /// ``ListHandler/duplicatePolicy``.
    ///
    /// ```swift
    /// let handler = try TableViewHandler<HorizontalDecorator>(tableView: tableView, data: SectionedData(items: people))
    /// ```
    ///
    /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) to check `data`, O(*r*) registrations, plus the first reload.
    @inlinable
    public convenience init(
        tableView: UITableView, data: SectionedData<Decorator.Data>, duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        self.init(tableView: tableView, prepared: try Self.prepared(data, duplicates: duplicates))
    }

    @usableFromInline
    init(tableView: UITableView, prepared: Prepared) {
        let adapter = TableViewAdapter<Decorator>(view: tableView)
        self.adapter = adapter
        super.init(parts: adapter, prepared: prepared)
        adapter.start(self)
    }
}
#endif

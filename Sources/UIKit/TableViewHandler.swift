#if canImport(UIKit)
import UIKit

/// Shows sectioned data in a `UITableView` with one decorator, and animates every edit without ever
/// handing UIKit an inconsistent batch.
///
/// The handler becomes the table's data source and delegate, registers the decorator's cells, and
/// answers UIKit from the data it shows; every edit (`addData`, `removeData`, `upsert`, `move`,
/// `apply`…) comes from ``ListHandler``.
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
///
/// - Complexity: Every data-source answer is O(1) plus the decorator.
@MainActor
public final class TableViewHandler<Decorator: CellDecorator>: ListHandler<Decorator>
where Decorator.Cell: UITableViewCell {
    /// The table's data source and delegate, which the engine drives.
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

    /// What this handler registered on ``tableView``: dequeuing anything else traps with a message
    /// saying what to register.
    ///
    /// ```swift
    /// handler.registry.registration(for: "ContactCell", slot: .cell)?.source // .type
    /// ```
    public var registry: ReuseRegistry { adapter.registry }

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

    /// The view shown as the table's `backgroundView` while it shows no item (an empty state), or `nil`
    /// for none (the default: the background view is then left alone). The handler decides when it
    /// shows; see ``ListHandler/isShowingEmptyState``.
    ///
    /// ```swift
    /// handler.emptyState = EmptyStateView(text: "No contacts yet")
    /// ```
    public var emptyState: UIView? {
        get { adapter.emptyState }
        set { adapter.emptyState = newValue }
    }

    /// The view shown as the table's `tableFooterView` while ``ListHandler/isLoadingMore`` (a spinner,
    /// say); `nil`, the default, shows none. The table's own footer view comes back afterwards.
    ///
    /// ```swift
    /// handler.loadingFooterView = UIActivityIndicatorView(style: .medium)
    /// ```
    public var loadingFooterView: UIView? {
        get { adapter.loadingFooterView }
        set { adapter.loadingFooterView = newValue }
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
        self.init(tableView: tableView, checkedData: SectionedData(), identity: IdentityIndex(Decorator.self))
    }

    /// Creates a handler showing `data` in `tableView`, as ``init(tableView:)`` does.
    ///
    /// ```swift
    /// let handler = try TableViewHandler<HorizontalDecorator>(tableView: tableView, data: SectionedData(items: people))
    /// ```
    ///
    /// - Parameters:
    ///   - tableView: The table to drive.
    ///   - data: The initial data.
    ///   - duplicates: What to do when `data` repeats a kind or an identity: throw (the default), or
    ///     keep the first or the last occurrence. It becomes the handler's
    ///     ``ListHandler/duplicatePolicy``, which later edits follow.
    /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) to check `data`, O(*r*) registrations, plus the first reload.
    @inlinable
    public convenience init(
        tableView: UITableView, data: SectionedData<Decorator.Data>, duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        let prepared = try Self.prepared(data, duplicates: duplicates)
        self.init(tableView: tableView, checkedData: prepared.data, identity: prepared.identity)
        duplicatePolicy = duplicates  // the policy resolves `data` and every later edit
    }

    @usableFromInline
    init(tableView: UITableView, checkedData: SectionedData<Decorator.Data>, identity: IdentityIndex<Decorator.Data>) {
        adapter = TableViewAdapter(view: tableView)
        super.init(checkedData: checkedData, identity: identity)
        adapter.start(self)
    }
}
#endif

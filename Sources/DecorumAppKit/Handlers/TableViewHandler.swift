#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

/// Shows sectioned data in a view-based `NSTableView` with one decorator, sections as group rows, and
/// animates every edit as the table's own incremental row updates, never an inconsistent one.
///
/// The handler makes an adapter it owns the table's data source and delegate (the app's own delegate is
/// ``delegate``), and answers AppKit from the data it shows; every edit (`addData`, `removeData`, `upsert`, `move`, `apply`…) comes from
/// ``ListHandler``, as on iOS. `NSTableView` has no sections: when the list has headers (a ``header``
/// view or a ``ListHandler/headerTitle``) each section shows as a group row followed by its items, else
/// its items only. Each column's cell view is the decorator's cell (or its column's, see
/// ``setCellDecorator(_:forColumn:)``), made with
/// `makeView(withIdentifier:owner:)` under its reuse identifier, or new from its class. The table keeps
/// the handler alive.
///
/// ```swift
/// struct PersonDecorator: CellDecorator {
///     static func update(_ cell: PersonCellView, with person: Person) { cell.textField?.stringValue = person.name }
/// }
/// let handler = TableViewHandler<PersonDecorator>(tableView: tableView)
/// handler.headerTitle = { $0.kind.rawValue }     // sections as group rows
/// try handler.addData([ada, grace])
/// try handler.apply(newData)                      // one beginUpdates/endUpdates, rows moved, not reloaded
/// ```
///
/// AppKit keeps the selection on its rows across updates; ``ListHandler/selectedItems`` follows the items.
///
/// The user's edits, as on iOS: the rows ``ListHandler/canMove`` allows can be dragged within the table, and
/// the rows ``ListHandler/canEdit`` allows have a trailing "Delete" row action; each is asked of
/// ``ListHandler/confirmUserEdit`` and reported by identity to ``ListHandler/onUserEdit``. Content dropped
/// from outside the table is inserted where it lands once you accept it (``acceptDrops(of:items:)``).
///
/// ```swift
/// handler.canMove = { _, _ in true }              // drag rows to reorder them
/// handler.canEdit = { person, _ in !person.isVIP } // the Delete row action
/// handler.onUserEdit = { edit in store.apply(edit) }
/// ```
///
/// - Complexity: Every data-source answer is O(log *s*) for *s* sections, plus the decorator.
@MainActor
public final class TableViewHandler<Decorator: CellDecorator>: ListHandler<Decorator>
where Decorator.Cell: NSView {
    let adapter: TableViewAdapter<Decorator>

    /// The table view this handler is the data source and delegate of.
    ///
    /// The table keeps its handler alive (AppKit holds data sources weakly), and the handler refers to it
    /// weakly. Reading this property after the table view was deallocated traps with a message saying so.
    ///
    /// ```swift
    /// handler.tableView.rowHeight = 28
    /// ```
    public var tableView: NSTableView { adapter.liveView }

    /// The app's delegate: it sizes rows when it answers `tableView(_:heightOfRow:)` (the handler then
    /// notes the heights of rows whose content changes), hears the selection
    /// (`tableViewSelectionDidChange(_:)`) and the row views added and removed after the handler, and on a
    /// Mac receives every other delegate message (`shouldSelectRow`, sorting, type-select…). Starts out as
    /// the table's delegate before the handler took over; held weakly.
    ///
    /// ```swift
    /// handler.delegate = self  // e.g. tableView(_:heightOfRow:)
    /// ```
    public var delegate: (any NSTableViewDelegate)? {
        get { adapter.appDelegate }
        set { adapter.appDelegate = newValue }
    }

    /// The animation of inserted and removed rows; `.effectFade` by default.
    ///
    /// ```swift
    /// handler.rowAnimation = .slideDown
    /// ```
    public var rowAnimation: NSTableView.AnimationOptions {
        get { adapter.rowAnimation }
        set { adapter.rowAnimation = newValue }
    }

    /// The view of each section's group row, or `nil` for none (then ``ListHandler/headerTitle``, if set,
    /// shows as a label). Setting it reloads the table.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyHeader.self)
    /// ```
    ///
    /// - Complexity: O(1), plus the reload.
    public var header: SupplementaryRoute<Decorator.Data, NSView>? {
        get { adapter.header }
        set { adapter.header = newValue }
    }

    /// Shows the cells of `decorator` in the column `identifier`, in place of the handler's decorator's
    /// (which the other columns keep): one decorator per column, each given the row's item. Setting it
    /// reloads the table.
    ///
    /// ```swift
    /// let handler = TableViewHandler<NameDecorator>(tableView: tableView)
    /// handler.setCellDecorator(EmailDecorator.self, forColumn: NSUserInterfaceItemIdentifier("Email"))
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The column's decorator, over the same items.
    ///   - identifier: The column's identifier (`NSTableColumn.identifier`).
    /// - Complexity: O(1), plus the reload.
    public func setCellDecorator<Column: CellDecorator>(
        _ decorator: Column.Type, forColumn identifier: NSUserInterfaceItemIdentifier
    ) where Column.Data == Decorator.Data, Column.Cell: NSView {
        adapter.columnCells[identifier] = ColumnCells(decorator)
    }

    /// Shows each item row on a row view of `decorator`'s `Cell`, an `NSTableRowView` subclass (what
    /// draws the row's background, selection and separator), given the row's item: made as cells are,
    /// under its reuse identifier, kept with its row when rows move, run again when its item changes.
    /// Group rows take ``groupRowView``. Setting it reloads the table.
    ///
    /// ```swift
    /// struct UnreadRowDecorator: CellDecorator {
    ///     static func update(_ rowView: UnreadRowView, with message: Message) { rowView.isUnread = !message.read }
    /// }
    /// handler.setRowViewDecorator(UnreadRowDecorator.self)
    /// ```
    ///
    /// - Parameter decorator: The row views' decorator, over the same items.
    /// - Complexity: O(1), plus the reload.
    public func setRowViewDecorator<Row: CellDecorator>(_ decorator: Row.Type)
    where Row.Data == Decorator.Data, Row.Cell: NSTableRowView {
        adapter.rowViews = ColumnCells(decorator)
    }

    /// The row view of each section's group row, or `nil` for AppKit's own: a route whose decorator's
    /// view is an `NSTableRowView` subclass (another class traps when the table asks for it). A section
    /// the route has no data for gets AppKit's own. Setting it reloads the table.
    ///
    /// ```swift
    /// handler.groupRowView = SupplementaryRoute(CompanyRowDecorator.self)  // CompanyRowView: NSTableRowView
    /// ```
    ///
    /// - Complexity: O(1), plus the reload.
    public var groupRowView: SupplementaryRoute<Decorator.Data, NSView>? {
        get { adapter.groupRowView }
        set { adapter.groupRowView = newValue }
    }

    /// What this handler made cell and group-row views from: making anything else traps with a message
    /// saying what to register.
    ///
    /// ```swift
    /// handler.registry.registration(for: "PersonCellView", slot: .cell)?.source // .type
    /// ```
    public var registry: ReuseRegistry { adapter.registry }

    @_spi(Binding)
    override public func setSectionView<Base>(_ route: SupplementaryRoute<Decorator.Data, Base>?, isHeader: Bool) {
        let route = route?.checked(as: NSView.self, settingOn: self)
        precondition(
            isHeader || route == nil,
            "Decorum: an NSTableView shows no section footers (its sections are group rows). Set a header only.")
        if isHeader { header = route }
    }

    /// Creates an empty handler for `tableView`: becomes the table's data source and delegate and
    /// reloads it.
    ///
    /// ```swift
    /// let handler = TableViewHandler<PersonDecorator>(tableView: tableView)
    /// ```
    ///
    /// - Parameter tableView: The view-based table to drive.
    /// - Complexity: The first reload.
    @inlinable
    public convenience init(tableView: NSTableView) {
        self.init(tableView: tableView, prepared: Self.preparedEmpty)
    }

    /// Creates a handler showing `data` in `tableView`, as ``init(tableView:)`` does; `duplicates`
    /// resolves repeated kinds and identities in `data` and stays the handler's
    /// ``ListHandler/duplicatePolicy``.
    ///
    /// ```swift
    /// let handler = try TableViewHandler<PersonDecorator>(tableView: tableView, data: SectionedData(items: people))
    /// ```
    ///
    /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) to check `data`, plus the first reload.
    @inlinable
    public convenience init(
        tableView: NSTableView, data: SectionedData<Decorator.Data>, duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        self.init(tableView: tableView, prepared: try Self.prepared(data, duplicates: duplicates))
    }

    @usableFromInline
    init(tableView: NSTableView, prepared: Prepared) {
        let adapter = TableViewAdapter<Decorator>(view: tableView)
        self.adapter = adapter
        super.init(prepared: prepared)
        adapter.start(self)
    }
}
#endif

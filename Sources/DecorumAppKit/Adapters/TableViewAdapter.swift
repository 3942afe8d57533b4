#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

// A `TableViewHandler`'s adapter: the table's data source and delegate, and the ``BatchUpdatableView``
// the handler's engine drives. `NSTableView` has one flat row space: each section is its group row
// (when the list has headers) followed by its items, mapped by the core's ``FlatRowMap``.
@MainActor
final class TableViewAdapter<Decorator: CellDecorator>: AppKitListAdapter, NSTableViewDataSource, NSTableViewDelegate
where Decorator.Cell: NSView {
    typealias Route = SupplementaryRoute<Decorator.Data, NSView>
    weak var handler: ListHandler<Decorator>?
    weak var view: NSTableView?
    let registry = ReuseRegistry(viewName: "tableView")
    var rowAnimation: NSTableView.AnimationOptions = .effectFade
    var header: Route? {
        didSet {
            _ = header.flatMap { registry.newRegistration(for: $0, slot: .headerFooter) }  // recorded by the registry
            handler?.reloadView()
        }
    }
    var columnCells: [NSUserInterfaceItemIdentifier: ColumnCells<Decorator.Data>] = [:] {
        didSet { handler?.reloadView() }
    }
    // Row views (TableViewAdapter+RowViews.swift).
    var rowViews: ColumnCells<Decorator.Data>? {
        didSet { handler?.reloadView() }
    }
    var groupRowView: Route? {
        didSet {
            _ = groupRowView.flatMap { registry.newRegistration(for: $0, slot: .headerFooter) }
            handler?.reloadView()
        }
    }
    // The rows the table shows (what its data source answers), in step with every reload and batch.
    private(set) var rows = FlatRowMap(counts: [], groupRows: false)

    init(view: NSTableView) {
        self.view = view
        super.init()
    }

    var shown: SectionedData<Decorator.Data> { handler?.displayedData ?? [] }

    // Sections show as group rows when they have a header: a header view or a title.
    private var wantsGroupRows: Bool { header != nil || handler?.headerTitle != nil }

    private func shownRows() -> FlatRowMap {
        let shown = shown
        return FlatRowMap(
            counts: (0..<shown.numberOfSections).map(shown.numberOfShownItems(inSection:)), groupRows: wantsGroupRows)
    }

    // The view, which must still exist when the app reads it through its handler.
    var liveView: NSTableView {
        guard let view else { fatalError(ReuseRegistry.viewGoneMessage("tableView")) }
        return view
    }

    // The app's delegate (`TableViewHandler.delegate`): it sizes rows when it answers `heightOfRow`, and
    // hears the selection and display messages after the handler; on a Mac the runtime forwards it every
    // other message.
    weak var appDelegate: (any NSTableViewDelegate)? {
        didSet { appDelegateDidChange() }
    }

    override var appDelegateObject: NSObjectProtocol? { appDelegate }

    override func reassignDelegate() {
        guard let view, view.delegate === self else { return }
        view.delegate = nil  // AppKit asks its delegate again what it answers
        view.delegate = self
    }

    override func retire() {
        super.retire()
        view = nil
    }

    // Binds `handler`: the adapter becomes the table's data source and delegate; the table keeps the
    // handler alive (AppKit holds both weakly).
    func start(_ handler: ListHandler<Decorator>) {
        self.handler = handler
        guard let view else { return }
        let (dataSource, previous) = (view.dataSource, view.delegate)
        objc_setAssociatedObject(view, &handlerKey, handler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        view.dataSource = self
        view.delegate = self
        let previousAppDelegate = takeOver(dataSource: dataSource, delegate: previous, in: view) { [weak handler] in
            handler?.viewDidCommitUpdates()
        }
        appDelegate = previousAppDelegate as? any NSTableViewDelegate
        registerDraggedTypes()
        handler.bind(self)
    }

    // MARK: Data source and delegate

    func numberOfRows(in tableView: NSTableView) -> Int { rows.rowCount }

    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
        if case .group = rows.row(at: row) { return true }
        return false
    }

    // Asked on a Mac only when the app's delegate answers it (AppKitDelegateForwarding): its height, or
    // the table's `rowHeight`.
    func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat {
        TableDelegateMessage.heightOfRow(appDelegate, tableView, row) ?? tableView.rowHeight
    }

    // Views are made inside the table's pass over its rows: an edit a decorator makes waits for its end.
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        inViewPass {
            switch rows.row(at: row) {
            case .group(let section): return groupRowView(tableView, section: section)
            case .item(let path):
                return cell(tableView, at: path, column: tableColumn.flatMap { columnCells[$0.identifier] })
            case nil: return nil
            }
        }
    }

    func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? {
        inViewPass { rowView(tableView, row: row) }
    }

    // The decorator's cell for the item at `path`: one the table set aside, else a new one of the
    // registered class.
    private func cell(_ tableView: NSTableView, at path: IndexPath, column: ColumnCells<Decorator.Data>?) -> NSView? {
        guard let handler else { preconditionFailure(ReuseRegistry.releasedHandlerMessage("tableView")) }
        guard let item = shown.item(at: path) else { return nil }
        guard let column else {
            let registration = handler.cellRegistration(for: item, in: registry) { _ in }  // the registry records it
            let cell = made(tableView, registration)
            handler.configureCell(cell, for: item, reuseIdentifier: registration.reuseIdentifier)
            return cell
        }
        let registration = column.registration(item, registry)
        let cell = made(tableView, registration)
        handler.configureCell(cell, for: item) { column.update(cell, item, registration.reuseIdentifier) }
        return cell
    }

    // A section's group row: the ``header`` route's view, else a label with its ``ListHandler/headerTitle``.
    private func groupRowView(_ tableView: NSTableView, section index: Int) -> NSView? {
        guard let section = shown.section(at: index) else { return nil }
        if let header, let configure = header.configurator(for: section),
            let registration = registry.registration(
                for: registry.supplementaryIdentifier(header, slot: .headerFooter), slot: .headerFooter)
        {
            let view = made(tableView, registration)
            configure(view)
            return view
        }
        let title = handler?.headerTitle?(section) ?? ""
        let label = tableView.makeView(withIdentifier: Self.titleIdentifier, owner: self) as? NSTextField
        let field = label ?? NSTextField(labelWithString: title)
        field.identifier = Self.titleIdentifier
        field.stringValue = title
        return field
    }

    private static var titleIdentifier: NSUserInterfaceItemIdentifier {
        NSUserInterfaceItemIdentifier("DecorumGroupRowTitle")
    }

    // A view for `registration`: one the table holds under its identifier (set aside, from a nib the app
    // registered, or defined in the table in Interface Builder), else a new one of its class.
    func made(_ tableView: NSTableView, _ registration: ReuseRegistration) -> NSView {
        let identifier = NSUserInterfaceItemIdentifier(registration.reuseIdentifier)
        if let view = tableView.makeView(withIdentifier: identifier, owner: self) { return view }
        guard registration.source == .type, let type = registration.viewType as? NSView.Type else {
            fatalError(
                "Decorum: the table has no view for the identifier \"\(registration.reuseIdentifier)\" "
                    + "(\(registration.viewType)). Register its nib with tableView.register(_:forIdentifier:), "
                    + "or define the view in the table in Interface Builder with that identifier.")
        }
        let view = type.madeForTable()
        view.identifier = identifier
        return view
    }

    // Display events: a row view the table adds or removes is an item shown or gone (keyed by the row
    // view, which the table reports again when it leaves). Both come from inside the table's pass over
    // its rows, where AppKit must not be changed (ListHandler.duringViewPass; AppKitListAdapter).
    func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
        inViewPass {
            if let path = rows.indexPath(forRow: row) { handler?.cellWillDisplay(rowView, at: path) }
            TableDelegateMessage.didAdd(appDelegate, tableView, rowView, row)
        }
    }

    func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int) {
        inViewPass {
            handler?.cellDidEndDisplaying(rowView)
            TableDelegateMessage.didRemove(appDelegate, tableView, rowView, row)
        }
    }

    private func inViewPass<Value>(_ body: () -> Value) -> Value {
        guard let handler else { return body() }
        var value: Value?
        handler.duringViewPass { value = body() }
        return value!
    }

    // MARK: Drags, drops and row actions (TableViewAdapter+Drops.swift)

    var drops = AdapterDrops<Decorator.Data, Decorator.ID>()

    func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)? {
        pasteboardWriter(forRow: row)
    }

    func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, willBeginAt screenPoint: NSPoint,
        forRowIndexes rowIndexes: IndexSet
    ) { dragBegan(rows: rowIndexes) }

    func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        operation: NSDragOperation
    ) { drops.dragged = [] }

    func tableView(
        _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
        proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation { validateDrop(info, row: row, operation: dropOperation) }

    func tableView(
        _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
        dropOperation: NSTableView.DropOperation
    ) -> Bool { acceptDrop(info, row: row, operation: dropOperation) }

    func tableView(
        _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] { rowActions(forRow: row, edge: edge) }

    // MARK: Batches (BatchUpdatableView)

    var shownItemCounts: [Int] { rows.itemCounts }

    // An `NSTableView` applies its row updates whether or not it is in a window; a table gone, or taken by
    // another handler, is shown nothing (each change then reloads it, which does nothing).
    var canAnimate: Bool { view != nil }

    var supplementaryViewsShowRows: Bool { header != nil }

    // The batch as the core lowers it to the table's incremental calls, inside `beginUpdates()` and
    // `endUpdates()`; a change of group rows, or a batch that does not fit, reloads.
    func performBatch(
        _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        guard let tableView = view else {
            updates()
            return completion(false)
        }
        _ = tableView.numberOfRows  // the table reads its rows before they change
        let old = rows
        updates()
        let new = shownRows()
        guard new.groupRows == old.groupRows,
            let operations = changeset.tableRowOperations(
                oldCounts: old.itemCounts, newCounts: new.itemCounts, groupRows: new.groupRows)
        else {
            reloadData()
            return completion(false)
        }
        rows = new
        let animation = animated ? rowAnimation : []
        let columns = IndexSet(integersIn: 0..<tableView.numberOfColumns)
        func indexes(_ ranges: [Range<Int>]) -> IndexSet {
            ranges.reduce(into: IndexSet()) { $0.insert(integersIn: $1) }
        }
        tableView.beginUpdates()
        for operation in operations {
            switch operation {
            case .remove(let ranges): tableView.removeRows(at: indexes(ranges), withAnimation: animation)
            case .move(let from, let to): tableView.moveRow(at: from, to: to)
            case .insert(let ranges): tableView.insertRows(at: indexes(ranges), withAnimation: animation)
            case .reload(let ranges):
                tableView.reloadData(forRowIndexes: indexes(ranges), columnIndexes: columns)
                noteHeights(tableView, indexes(ranges))
            }
        }
        tableView.endUpdates()
        noteSelection()
        completion(true)
    }

    func reloadData() {
        rows = shownRows()
        view?.reloadData()
        noteSelection()
    }

    // The decorator runs again on the cells that exist; the others are configured when the table makes
    // them.
    func reconfigure(_ paths: [IndexPath]) throws {
        guard let tableView = view, let handler else { return }
        let shown = shown
        var changed = IndexSet()
        defer { noteHeights(tableView, changed) }
        for path in paths {
            guard let item = shown.item(at: path), let row = rows.flatRow(for: path), row < tableView.numberOfRows
            else { continue }
            changed.insert(row)
            reconfigureRowView(tableView, row: row, item: item)
            for (index, column) in tableView.tableColumns.enumerated() {
                guard let cell = tableView.view(atColumn: index, row: row, makeIfNecessary: false) else { continue }
                let identifier = cell.identifier?.rawValue ?? ""
                guard let cells = columnCells[column.identifier] else {
                    handler.configureCell(cell, for: item, reuseIdentifier: identifier)
                    continue
                }
                handler.configureCell(cell, for: item) { cells.update(cell, item, identifier) }
            }
        }
    }

    // Group rows come or go with the headers: a reload. Otherwise the group rows of `sections` are
    // asked for again.
    func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        guard let tableView = view else { return }
        guard rows.groupRows == wantsGroupRows else { return reloadData() }
        let groups = IndexSet(sections.compactMap(rows.groupRow(ofSection:)).filter { $0 < tableView.numberOfRows })
        for row in groups { reconfigureGroupRowView(tableView, row: row) }
        guard !groups.isEmpty, tableView.numberOfColumns > 0 else { return }
        tableView.reloadData(forRowIndexes: groups, columnIndexes: IndexSet(integer: 0))
        noteHeights(tableView, groups)
    }

    // `scrollRowToVisible(_:)`: AppKit scrolls the least that shows the row, whatever `position` asks.
    func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        guard let view, let row = rows.flatRow(for: indexPath), row < view.numberOfRows else { return }
        view.scrollRowToVisible(row)
    }

    // MARK: Selection (AppKit keeps it across updates itself)

    var indexPathsForSelectedItems: [IndexPath] {
        view.map { $0.selectedRowIndexes.compactMap(rows.indexPath(forRow:)) } ?? []
    }

    var allowsMultipleSelection: Bool { view?.allowsMultipleSelection ?? false }

    // AppKit tells of every change, its own and the engine's too: the user's are the items selected or
    // deselected since the adapter last looked, among those still shown (didSelectItem, didDeselectItem).
    func tableViewSelectionDidChange(_ notification: Notification) {
        defer { TableDelegateMessage.selectionDidChange(appDelegate, notification) }
        guard !isSelecting, let handler else { return }
        let before = lastSelected
        noteSelection()
        for (id, path) in before where lastSelected[id] == nil {
            if let row = rows.flatRow(for: path), shownID(atRow: row) == id { handler.didDeselectItem(at: path) }
        }
        for (id, path) in lastSelected.sorted(by: { $0.value < $1.value }) where before[id] == nil {
            handler.didSelectItem(at: path)
        }
    }

    private var lastSelected: [Decorator.ID: IndexPath] = [:]

    private func shownID(atRow row: Int) -> Decorator.ID? {
        guard let item = rows.indexPath(forRow: row).flatMap({ shown.item(at: $0) }) else { return nil }
        return Decorator.id(of: item)
    }

    private func noteSelection() {
        let selected = view?.selectedRowIndexes ?? []
        lastSelected = [:]
        for row in selected where row < rows.rowCount {
            if let path = rows.indexPath(forRow: row), let id = shownID(atRow: row) { lastSelected[id] = path }
        }
    }

    private var isSelecting = false

    func selectItems(at paths: [IndexPath]) {
        isSelecting = true
        defer {
            isSelecting = false
            noteSelection()
        }
        view?.selectRowIndexes(IndexSet(paths.compactMap(rows.flatRow(for:))), byExtendingSelection: true)
    }

    func deselectItems(at paths: [IndexPath]) {
        isSelecting = true
        defer {
            isSelecting = false
            noteSelection()
        }
        for row in paths.compactMap(rows.flatRow(for:)) { view?.deselectRow(row) }
    }
}

extension TableViewAdapter: BatchUpdatableView {}

@MainActor private var handlerKey: UInt8 = 0

extension NSView {
    // A new view of this class, as a table's reuse queue would hand out (`init(frame:)`, which the
    // Objective-C runtime calls on any view class).
    fileprivate static func madeForTable() -> NSView {
        self.init(frame: .zero)
    }
}
#endif

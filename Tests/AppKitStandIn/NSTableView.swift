// NSTableView, view-based only: rows, columns, the views of visible rows, reuse, selection, hidden rows,
// heights. Its incremental updates are in NSTableView+Updates.swift.

/// One row as the table keeps it. Its views and height travel with it when it moves (Apple:
/// "moveRow(at:to:)": "the same view is used and simply has its position updated").
@MainActor
final class TableRowRecord {
    /// The stand-in's name for the row: rows are numbered in the order the table created them.
    let identity: Int
    /// Cell views by column index; a group row's one full-width view is at column 0.
    var views: [Int: NSView] = [:]
    var rowView: NSTableRowView?
    /// Whether the views were made for a group row.
    var isGroup = false
    /// The height the delegate gave (or, with automatic row heights, the one measured), until
    /// `noteHeightOfRows(withIndexesChanged:)` or `reloadData()`.
    var height: CGFloat?

    init(identity: Int) { self.identity = identity }

    var hasViews: Bool { rowView != nil || !views.isEmpty }
}

/// Apple: "NSTableView" (view-based). What it models, each with its source:
/// - rows read from the data source lazily (after `dataSource` is set or `reloadData()`); an update on a
///   table that has not read them yet reads them first, so a data source changed before its update is caught
///   at the count check (the harsher reading: Apple is silent on when the count is read);
/// - views asked of the delegate only for visible rows, at the next layout pass (`layoutSubtreeIfNeeded()`) or through
///   `view(atColumn:row:makeIfNecessary:)`: the harsher reading of "reloadData()": "Marks the table view as
///   needing redisplay": a binding may not assume a view exists right after an update;
/// - reuse: `makeView(withIdentifier:owner:)` hands out views whose rows went away or off screen;
/// - incremental updates, selection and hidden rows kept across them (NSTableView+Updates.swift);
/// - raises: NSTableView.h: "An exception will be thrown if 'row' is not within the numberOfRows"
///   (`view(atColumn:row:makeIfNecessary:)`, `rowView(atRow:makeIfNecessary:)`), NSTableViewException in
///   AppKit's words (``checkRow(_:)``); the other range checks are the harsher reading where Apple is
///   silent, with the same exception;
/// - views of removed rows go to the reuse queue at once (AppKit animates them out first: Apple is silent on
///   when they can be made again; a binding must not tell them apart either way).
@MainActor
open class NSTableView: NSControl {
    /// Apple: "dataSource": "a weak reference". Setting it makes the table read its rows again, lazily.
    open weak var dataSource: (any NSTableViewDataSource)? {
        didSet { invalidateRows() }
    }
    /// Apple: "delegate": "a weak reference".
    open weak var delegate: (any NSTableViewDelegate)? {
        didSet { needsLayout = true }
    }
    public private(set) var tableColumns: [NSTableColumn] = []
    /// Apple: "rowHeight". The default is the stand-in's (AppKit's depends on the row size style).
    open var rowHeight: CGFloat = 24
    /// Apple: "usesAutomaticRowHeights": rows size themselves with Auto Layout; the stand-in then does not
    /// ask the delegate for heights (its reading: the heights come from the views' constraints), and
    /// measures a row when it makes its views (NSTableView+Heights.swift).
    open var usesAutomaticRowHeights = false
    /// Apple: "floatsGroupRows": "The default value of this property is true." Stored only: the stand-in
    /// draws nothing.
    open var floatsGroupRows = true

    var loadedRows: [TableRowRecord]?
    var nextIdentity = 0
    var selection = IndexSet()
    var hidden = IndexSet()
    /// `beginUpdates()` calls not yet ended.
    var updateDepth = 0
    /// Whether the updates under way removed a selected row (the delegate hears of it when they end).
    var removedSelectedRow = false
    var reusable: [NSUserInterfaceItemIdentifier: [NSView]] = [:]
    var firstVisibleRow = 0
    /// The rows that have views, so that a layout pass costs the visible rows, not all of them.
    var withViews: [ObjectIdentifier: TableRowRecord] = [:]
    /// Drops under way and row actions (NSTableView+Dragging.swift).
    var dragState = TableDragState()

    /// How many rows fit in the visible area (stand-in only): the views of that many unhidden rows, from the
    /// first visible one, exist after a layout pass.
    public var standInVisibleRowCount = 10 {
        didSet { needsLayout = true }
    }
    /// Each question the delegate was asked for a cell view, as (row, column identifier or `nil` for a
    /// group row's view), in order (stand-in only).
    public private(set) var standInViewRequests: [(row: Int, column: NSUserInterfaceItemIdentifier?)] = []

    public required init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Rows and columns

    var rows: [TableRowRecord] {
        get {
            if let loadedRows { return loadedRows }
            let count = inPass { max(0, dataSource?.numberOfRows(in: self) ?? 0) }
            let loaded = (0..<count).map { _ in makeRecord() }
            loadedRows = loaded
            return loaded
        }
        set { loadedRows = newValue }
    }

    func makeRecord() -> TableRowRecord {
        defer { nextIdentity += 1 }
        return TableRowRecord(identity: nextIdentity)
    }

    /// Apple: "numberOfRows": as the updates left it (each insert and remove changes it at once).
    open var numberOfRows: Int { rows.count }

    open var numberOfColumns: Int { tableColumns.count }

    open func addTableColumn(_ tableColumn: NSTableColumn) {
        tableColumns.append(tableColumn)
        tableColumn.tableView = self
        needsLayout = true
    }

    /// Apple: "column(withIdentifier:)": "-1 if no column with the identifier is found".
    open func column(withIdentifier identifier: NSUserInterfaceItemIdentifier) -> Int {
        tableColumns.firstIndex { $0.identifier == identifier } ?? -1
    }

    open func tableColumn(withIdentifier identifier: NSUserInterfaceItemIdentifier) -> NSTableColumn? {
        tableColumns.first { $0.identifier == identifier }
    }

    /// Apple: "reloadData()": every view goes back to the reuse queue and the rows are read again, lazily.
    /// NSTableView.h: the table "automatically invalidates its entire row height cache in -reloadData".
    /// Selection and hidden rows stay by index, cut to the new row count: Apple is silent on both; keeping
    /// them is the harsher reading (a binding that wants them cleared must clear them). Inside
    /// `beginUpdates()`/`endUpdates()`, Apple is silent: the harsher reading raises (stand-in's wording).
    open func reloadData() {
        guard isOutsidePass("reloadData") else { return }
        if updateDepth > 0 {
            AppKitStandIn.raise("-[NSTableView reloadData] called inside beginUpdates/endUpdates")
        }
        invalidateRows()
    }

    func invalidateRows() {
        for row in loadedRows ?? [] { enqueueViews(of: row, row: -1) }
        loadedRows = nil
        needsLayout = true
    }

    // MARK: Views

    /// Apple: "makeView(withIdentifier:owner:)": "Returns a new or existing view with the specified
    /// identifier", or nil when none can be made: the stand-in loads no nibs, so it hands out only views the
    /// table set aside (of rows removed, reloaded, hidden or scrolled away) whose `identifier` matches.
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? {
        reusable[identifier]?.popLast()
    }

    /// Apple: "view(atColumn:row:makeIfNecessary:)". NSTableView.h: "An exception will be thrown if 'row' is
    /// not within the numberOfRows"; a column out of range raises too (the harsher reading). A group row's
    /// full-width view is at column 0.
    open func view(atColumn column: Int, row: Int, makeIfNecessary: Bool) -> NSView? {
        guard checkRow(row) else { return nil }
        guard column >= 0 && column < tableColumns.count else {
            AppKitStandIn.raise(
                "-[NSTableView viewAtColumn:row:makeIfNecessary:] column \(column) out of range "
                    + "(numberOfColumns: \(tableColumns.count))", name: "NSTableViewException")
            return nil
        }
        if makeIfNecessary { makeViews(ofRow: row) }
        return rows[row].views[column]
    }

    /// Apple: "rowView(atRow:makeIfNecessary:)", with the same range check.
    open func rowView(atRow row: Int, makeIfNecessary: Bool) -> NSTableRowView? {
        guard checkRow(row) else { return nil }
        if makeIfNecessary { makeViews(ofRow: row) }
        return rows[row].rowView
    }

    /// Apple: "enumerateAvailableRowViews(_:)": the row views that exist, with their rows.
    open func enumerateAvailableRowViews(_ handler: (NSTableRowView, Int) -> Void) {
        for (index, row) in rows.enumerated() {
            if let rowView = row.rowView { handler(rowView, index) }
        }
    }

    /// Apple: "scrollRowToVisible(_:)": the stand-in scrolls the least that shows `row`.
    open func scrollRowToVisible(_ row: Int) {
        guard row >= 0 && row < numberOfRows else { return }
        if row < firstVisibleRow {
            firstVisibleRow = row
        } else {
            var first = row
            var shown = 1
            while first > firstVisibleRow && shown < standInVisibleRowCount {
                first -= 1
                if !hidden.contains(first) { shown += 1 }
            }
            firstVisibleRow = first
        }
        needsLayout = true
    }

    /// The rows the visible area shows (stand-in only): `standInVisibleRowCount` unhidden rows from the first
    /// visible one.
    public var standInVisibleRows: [Int] {
        var visible: [Int] = []
        var row = max(0, min(firstVisibleRow, numberOfRows - standInVisibleRowCount))  // no scrolling past the end
        while row < numberOfRows && visible.count < standInVisibleRowCount {
            if !hidden.contains(row) { visible.append(row) }
            row += 1
        }
        return visible
    }

    /// Each row's identity, in order (stand-in only): rows are numbered in the order the table made them,
    /// from 0 (``reloadData()`` numbers the rows it reads after those made before).
    public var standInRowIdentities: [Int] { rows.map(\.identity) }

    /// Apple: "layout()": makes the views of the visible rows (those without any) and sets aside those of
    /// rows that left the visible area, as a table does when it tiles. Not inside `beginUpdates()`:
    /// Apple: "moveRow(at:to:)": "the underlying view is not moved until endUpdates() has been called".
    open override func layout() {
        super.layout()
        guard updateDepth == 0 else { return }
        let visible = standInVisibleRows
        let staying = Set(visible.map { ObjectIdentifier(rows[$0]) })
        for (key, record) in withViews where !staying.contains(key) {
            enqueueViews(of: record, row: rows.firstIndex { $0 === record } ?? -1)
        }
        for row in visible { makeViews(ofRow: row) }
    }

    /// Makes what `row` lacks: its row view, then its cell views (a group row: one view for no column).
    /// Apple: "tableView(_:viewFor:row:)": "'tableColumn' will be nil if the row is a group row".
    func makeViews(ofRow row: Int) {
        passDepth += 1
        defer { passDepth -= 1 }
        let record = rows[row]
        let isGroup = delegate?.tableView(self, isGroupRow: row) ?? false
        if record.hasViews && record.isGroup != isGroup { enqueueViews(of: record, row: row) }
        let addsRowView = record.rowView == nil
        record.isGroup = isGroup
        checkHeight(of: record, row: row)
        if record.rowView == nil {
            let rowView = delegate?.tableView(self, rowViewForRow: row) ?? NSTableRowView()
            addSubview(rowView)
            record.rowView = rowView
            withViews[ObjectIdentifier(record)] = record
        }
        record.rowView?.isGroupRowStyle = isGroup
        record.rowView?.isSelected = selection.contains(row)
        let columns: [(Int, NSTableColumn?)] = isGroup ? [(0, nil)] : tableColumns.enumerated().map { ($0, $1) }
        for (index, column) in columns where record.views[index] == nil {
            standInViewRequests.append((row, column?.identifier))
            guard let view = delegate?.tableView(self, viewFor: column, row: row) else { continue }
            record.rowView?.addSubview(view)
            record.views[index] = view
            withViews[ObjectIdentifier(record)] = record
        }
        measureHeight(of: record)
        // NSTableView.h, "tableView:didAddRowView:forRow:": "a new 'rowView' has been added to the table".
        if addsRowView, let rowView = record.rowView { delegate?.tableView(self, didAdd: rowView, forRow: row) }
    }

    /// NSTableView.h, "tableView:heightOfRow:": "For a given row, the same row height should always be
    /// returned until -noteHeightOfRowsWithIndexesChanged: is called, otherwise unpredictable results will
    /// happen." The harsher reading raises when the answer changed without that note (stand-in's wording).
    func checkHeight(of record: TableRowRecord, row: Int) {
        guard !usesAutomaticRowHeights, let delegate else { return }
        let height = delegate.tableView(self, heightOfRow: row)
        if let known = record.height, known != height {
            AppKitStandIn.raise(
                "the height of row \(row) changed from \(known) to \(height) without "
                    + "noteHeightOfRows(withIndexesChanged:)")
        }
        record.height = height
    }

    /// Sets a row's views aside: those with an identifier go to the reuse queue. NSTableView.h,
    /// "tableView:didRemoveRowView:forRow:": "'row' will be '-1' for rows that are being deleted from the
    /// table and no longer have a valid row, otherwise it will be the valid row that is being removed due
    /// to it being moved off screen" (the stand-in passes -1 for a reload's rows too: none stays valid).
    func enqueueViews(of record: TableRowRecord, row: Int) {
        withViews[ObjectIdentifier(record)] = nil
        for view in record.views.values { enqueue(view) }
        let rowView = record.rowView
        record.views = [:]
        record.rowView = nil
        guard let rowView else { return }
        enqueue(rowView)
        inPass { delegate?.tableView(self, didRemove: rowView, forRow: row) }
    }

    func enqueue(_ view: NSView) {
        view.removeFromSuperview()
        if let identifier = view.identifier { reusable[identifier, default: []].append(view) }
    }

    /// Raises NSTableViewException for a row out of range, in AppKit's words (public crash reports:
    /// "NSTableViewException: Row index 9223372036854775807 out of row range (numberOfRows: 0)", from
    /// `rowView(atRow:makeIfNecessary:)` with `false` too); `false` then.
    func checkRow(_ row: Int) -> Bool {
        guard row < 0 || row >= numberOfRows else { return true }
        AppKitStandIn.raise(
            "Row index \(row) out of row range (numberOfRows: \(numberOfRows))",
            name: "NSTableViewException")
        return false
    }

    /// Raises NSTableViewException unless every index is a row; `false` then (harsher reading where Apple
    /// is silent; stand-in's wording).
    func checkRows(_ indexes: IndexSet) -> Bool {
        guard let last = indexes.last, last >= numberOfRows || indexes.first! < 0 else { return true }
        return checkRow(last >= numberOfRows ? last : indexes.first!)
    }

    // MARK: Per-column reloads and heights

    /// Apple: "reloadData(forRowIndexes:columnIndexes:)". NSTableView.h: "For cells that are visible,
    /// appropriate dataSource and delegate methods will be called"; "the row height will not be re-queried".
    /// The stand-in sets the views at those rows and columns aside (a group row's at column 0), and the next
    /// layout pass asks the delegate again for the visible ones. Rows or columns out of range raise (the
    /// harsher reading).
    open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
        guard isOutsidePass("reloadDataForRowIndexes:columnIndexes:"), checkRows(rowIndexes) else { return }
        if let column = columnIndexes.last, column >= tableColumns.count || columnIndexes.first! < 0 {
            AppKitStandIn.raise(
                "-[NSTableView reloadDataForRowIndexes:columnIndexes:] column \(column) out of range "
                    + "(numberOfColumns: \(tableColumns.count))", name: "NSTableViewException")
            return
        }
        for row in rowIndexes {
            let record = rows[row]
            for column in columnIndexes {
                if let view = record.views.removeValue(forKey: column) { enqueue(view) }
            }
        }
        needsLayout = true
    }

    /// Apple: "noteHeightOfRows(withIndexesChanged:)": the delegate is asked for those rows' heights again.
    open func noteHeightOfRows(withIndexesChanged indexSet: IndexSet) {
        guard checkRows(indexSet) else { return }
        for row in indexSet { rows[row].height = nil }
        needsLayout = true
    }

    // MARK: Selection

    /// Apple: "selectedRowIndexes". NSTableView.h: "-selectedRowIndexes is properly maintained based on the
    /// series of inserts/deletes/moves."
    open var selectedRowIndexes: IndexSet { selection }

    /// Apple: "selectedRow": "the index of the last selected row", -1 if none.
    open var selectedRow: Int { selection.last ?? -1 }

    /// Apple: "selectRowIndexes(_:byExtendingSelection:)". Rows out of range raise (the harsher reading;
    /// stand-in's wording) and leave the selection as it was.
    open func selectRowIndexes(_ indexes: IndexSet, byExtendingSelection extend: Bool) {
        guard checkRows(indexes) else { return }
        setSelection(extend ? selection.union(indexes) : indexes)
    }

    /// Changes the selection and tells the delegate when it changed (`tableViewSelectionDidChange(_:)`, for
    /// a change made in code too: Apple is silent on whether `selectRowIndexes(_:byExtendingSelection:)`
    /// posts it; the harsher reading is that it does, so a binding must tell its own changes from the
    /// user's).
    func setSelection(_ new: IndexSet) {
        let changed = new != selection
        selection = new
        syncRowViewSelection()
        if changed { selectionDidChange() }
    }

    func selectionDidChange() {
        delegate?.tableViewSelectionDidChange(Notification(name: Self.selectionDidChangeNotification, object: self))
    }

    /// Apple: "deselectRow(_:)": deselects the row if it is selected. A row out of range raises (the harsher
    /// reading; stand-in's wording).
    open func deselectRow(_ row: Int) {
        guard checkRow(row) else { return }
        setSelection(selection.subtracting(IndexSet(integer: row)))
    }

    /// NSTableView.h, "allowsMultipleSelection": "The default value is NO." It limits the user's selection
    /// only: "selectRowIndexes:byExtendingSelection: will allow you to progrmatically select more than one
    /// index, regardless of the allowsMultipleSelection". Stored only: the stand-in has no user clicks.
    open var allowsMultipleSelection = false

    open func deselectAll(_ sender: Any?) {
        setSelection(IndexSet())
    }

    func syncRowViewSelection() {
        for (index, row) in (loadedRows ?? []).enumerated() { row.rowView?.isSelected = selection.contains(index) }
    }
}

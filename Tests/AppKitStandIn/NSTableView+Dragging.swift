// A table's rows dragged and dropped, and its row actions (NSTableView.h, "Drag and Drop" and
// `tableView:rowActionsForRow:edge:`), with the stand-in's hooks that play what the user does: drag rows
// (``NSTableView/standInUserDragRows(_:toRow:dropOperation:)``), drop content from another application
// (``NSTableView/standInUserDrops(_:toRow:dropOperation:operationMask:)``) and choose a row action
// (``NSTableView/standInUserChoosesRowAction(_:row:edge:)``). The table moves no rows itself: NSTableView.h,
// acceptDrop: "The data source should incorporate the data from the dragging pasteboard at this time".

extension NSTableView {
    /// NSTableView.h: `NSTableViewDropOperation`.
    public enum DropOperation: UInt, Sendable {
        case on = 0
        case above = 1
    }

    /// NSTableView.h: `NSTableRowActionEdge`.
    public enum RowActionEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// NSTableView.h, `setDropRow:dropOperation:`: "To be used from validateDrop: if you wish to
    /// 're-target' the proposed drop"; row -1 `on` is the whole table, `numberOfRows` `above` below the last
    /// row. Outside `validateDrop`, or a row outside -1...numberOfRows (-1 above, `numberOfRows` on), Apple
    /// is silent: the harsher reading raises (stand-in's wording) and changes nothing.
    public func setDropRow(_ row: Int, dropOperation: NSTableView.DropOperation) {
        guard dragState.isValidatingDrop else {
            return AppKitStandIn.raise("-[NSTableView setDropRow:dropOperation:] called outside validateDrop")
        }
        let valid = dropOperation == .on ? (-1..<numberOfRows).contains(row) : (0...numberOfRows).contains(row)
        guard valid else {
            return AppKitStandIn.raise(
                "-[NSTableView setDropRow:dropOperation:] row \(row) \(dropOperation) out of range "
                    + "(numberOfRows: \(numberOfRows))")
        }
        dragState.dropTarget = (row, dropOperation)
    }

    /// NSTableView.h, `rowActionsVisible`: whether row actions show. "Setting rowActionsVisible=YES is
    /// currently not supported and will throw an exception." Shown by
    /// ``standInUserChoosesRowAction(_:row:edge:)``; they stay until the app sets `false`, whatever the
    /// action did (Apple is silent on when they hide: the harsher reading).
    public var rowActionsVisible: Bool {
        get { dragState.rowActionsVisible }
        set {
            guard !newValue else {
                return AppKitStandIn.raise("-[NSTableView setRowActionsVisible:YES] is not supported")
            }
            dragState.rowActionsVisible = false
        }
    }

    /// The user drags `rows` and drops them at `row` (stand-in only), in AppKit's order (NSTableView.h):
    /// 1. `tableView(_:pasteboardWriterForRow:)` for each row; the rows it answers `nil` for are not
    ///    dragged, and with none left no drag starts (returns `false`);
    /// 2. the writers go on the drag pasteboard, then `tableView(_:draggingSession:willBeginAt:forRowIndexes:)`;
    /// 3. `duringDrag`: what the app does while the user holds the rows (its run loop turns meanwhile);
    /// 4. the drop as ``standInDrop(_:toRow:dropOperation:)`` plays it, the table its own source; `row` is
    ///    counted in the rows as they are then;
    /// 5. `tableView(_:draggingSession:endedAt:operation:)`, with the operation done (`[]` when refused).
    ///
    /// - Returns: `acceptDrop`'s answer; `false` when no drag started or the drop was refused.
    @discardableResult
    public func standInUserDragRows(
        _ rows: IndexSet, toRow row: Int, dropOperation: NSTableView.DropOperation, duringDrag: () -> Void = {}
    ) -> Bool {
        guard checkRows(rows), let dataSource else { return false }
        var writers: [any NSPasteboardWriting] = []
        var dragged = IndexSet()
        for index in rows {
            guard let writer = dataSource.tableView(self, pasteboardWriterForRow: index) else { continue }
            writers.append(writer)
            dragged.insert(index)
        }
        guard !writers.isEmpty else { return false }
        // The operations a table's drag allows within its application: NSTableView's page of
        // `setDraggingSourceOperationMask(_:forLocal:)` gives no default; NSCollectionView's and
        // NSPathControl's say "every" when local, none otherwise, which the stand-in follows.
        let info = StandInDraggingInfo(dragging: writers, source: self, operationMask: .every)
        let session = NSDraggingSession()
        dataSource.tableView(self, draggingSession: session, willBeginAt: .zero, forRowIndexes: dragged)
        duringDrag()
        let done = standInDrop(info, toRow: row, dropOperation: dropOperation)
        dataSource.tableView(self, draggingSession: session, endedAt: .zero, operation: done ?? [])
        return done != nil
    }

    /// The user drops `items`, dragged from another application, at `row` (stand-in only): no dragging
    /// source, the operations `operationMask` allows, played as ``standInDrop(_:toRow:dropOperation:)``.
    ///
    /// - Returns: `acceptDrop`'s answer; `false` when the drop was refused or never reached the table.
    @discardableResult
    public func standInUserDrops(
        _ items: [NSPasteboardItem], toRow row: Int, dropOperation: NSTableView.DropOperation,
        operationMask: NSDragOperation = .copy
    ) -> Bool {
        return standInDrop(
            StandInDraggingInfo(dragging: items, source: nil, operationMask: operationMask),
            toRow: row, dropOperation: dropOperation) != nil
    }

    /// A drop over the table (stand-in only), as AppKit plays it, the operation done, or `nil` when none:
    /// - Apple, "Dragging Destinations": a view receives drag messages "only if the destination is
    ///   registered for a pasteboard type that matches the type of the pasteboard data being dragged";
    /// - NSTableView.h, validateDrop: the table proposes `row` and `dropOperation` (the test's; a proposal
    ///   AppKit never makes raises), the data source may retarget it with ``setDropRow(_:dropOperation:)``;
    ///   AppKit asks again as the mouse moves: the stand-in asks twice at the same place, so a data source
    ///   must answer without side effects, the second answer counts;
    /// - `[]` refuses the drop: acceptDrop is not sent ("an NSTableView that previously decided to allow a
    ///   drop via the validateDrop method"); so is an operation the source does not allow (Apple,
    ///   NSDraggingDestination: the destination picks among `draggingSourceOperationMask`; the harsher
    ///   reading of an operation outside it);
    /// - acceptDrop with "the values previously set in the validateDrop: method"; the table moves no rows:
    ///   a data source whose row count changed without telling the table raises (the harsher reading,
    ///   stand-in's wording).
    public func standInDrop(
        _ info: any NSDraggingInfo, toRow row: Int, dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation? {
        let proposable = dropOperation == .on ? (-1..<numberOfRows).contains(row) : (0...numberOfRows).contains(row)
        guard proposable else {
            AppKitStandIn.raise("stand-in: AppKit proposes no drop \(dropOperation) row \(row) (\(numberOfRows) rows)")
            return nil
        }
        let types = info.draggingPasteboard.types ?? []
        guard let dataSource, types.contains(where: registeredDraggedTypes.contains) else { return nil }
        var operation: NSDragOperation = []
        for _ in 0..<2 {
            dragState.dropTarget = (row, dropOperation)
            dragState.isValidatingDrop = true
            operation = dataSource.tableView(
                self, validateDrop: info, proposedRow: row, proposedDropOperation: dropOperation)
            dragState.isValidatingDrop = false
        }
        guard let (finalRow, finalOperation) = dragState.dropTarget,
            !operation.intersection(info.draggingSourceOperationMask).isEmpty
        else { return nil }
        dragState.dropTarget = nil
        dragState.acceptedAt = (finalRow, finalOperation)
        let accepted = dataSource.tableView(self, acceptDrop: info, row: finalRow, dropOperation: finalOperation)
        let reported = dataSource.numberOfRows(in: self)
        if reported != numberOfRows {
            AppKitStandIn.raise(
                "after acceptDrop, the data source's numberOfRows(in:) (\(reported)) is not the table's "
                    + "(\(numberOfRows)): the data source changed without updating the table")
        }
        return accepted ? operation : nil
    }

    /// Where the last drop the data source accepted was, as acceptDrop was told it (stand-in only): the
    /// proposed row and operation, or where validateDrop retargeted them.
    public var standInLastDropTarget: (row: Int, dropOperation: NSTableView.DropOperation)? { dragState.acceptedAt }

    /// The user swipes `row` (stand-in only): NSTableView.h, `tableView:rowActionsForRow:edge:` ("View Based
    /// TableView"), the actions shown (``rowActionsVisible``). A row out of range raises (NSTableViewException).
    ///
    /// - Returns: The actions the delegate offers, for ``standInUserChooses(_:row:)``.
    public func standInUserShowsRowActions(row: Int, edge: NSTableView.RowActionEdge) -> [NSTableViewRowAction] {
        guard checkRow(row), let delegate else { return [] }
        let actions = delegate.tableView(self, rowActionsForRow: row, edge: edge)
        if !actions.isEmpty { dragState.rowActionsVisible = true }
        return actions
    }

    /// The user chooses `action`, shown on the row now at `row` (stand-in only): its handler is called with
    /// the row (NSTableViewRowAction.h, `rowActionWithStyle:title:handler:`).
    public func standInUserChooses(_ action: NSTableViewRowAction, row: Int) {
        guard checkRow(row) else { return }
        action.handler(action, row)
    }

    /// The user swipes `row` and chooses the action titled `title` on `edge` (stand-in only), as
    /// ``standInUserShowsRowActions(row:edge:)`` and ``standInUserChooses(_:row:)`` play it.
    ///
    /// - Returns: Whether the delegate offered such an action.
    @discardableResult
    public func standInUserChoosesRowAction(_ title: String, row: Int, edge: NSTableView.RowActionEdge) -> Bool {
        guard let action = standInUserShowsRowActions(row: row, edge: edge).first(where: { $0.title == title }) else {
            return false
        }
        standInUserChooses(action, row: row)
        return true
    }

}

/// What a table keeps of drags and row actions.
struct TableDragState {
    var dropTarget: (Int, NSTableView.DropOperation)?
    var isValidatingDrop = false
    var rowActionsVisible = false
    var acceptedAt: (row: Int, dropOperation: NSTableView.DropOperation)?
}

/// Apple: "NSTableViewRowAction": a button shown on a row's edge, its handler told the row.
@MainActor
open class NSTableViewRowAction: NSObject {
    /// NSTableViewRowAction.h: `NSTableViewRowActionStyle`.
    public enum Style: Int, Sendable {
        case regular = 0
        case destructive = 1
    }

    public let style: NSTableViewRowAction.Style
    open var title: String
    let handler: (NSTableViewRowAction, Int) -> Void

    /// NSTableViewRowAction.h: `rowActionWithStyle:title:handler:`.
    public init(
        style: NSTableViewRowAction.Style, title: String, handler: @escaping (NSTableViewRowAction, Int) -> Void
    ) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

extension NSView {
    /// Apple: "registerForDraggedTypes(_:)": the types the view accepts as a drag's destination. Whether a
    /// second call adds to the first or replaces it, Apple is silent: the harsher reading replaces, so a
    /// binding registers every type it accepts in one call.
    public func registerForDraggedTypes(_ newTypes: [NSPasteboard.PasteboardType]) {
        registeredDraggedTypes = newTypes.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Apple: "unregisterDraggedTypes()".
    public func unregisterDraggedTypes() {
        registeredDraggedTypes = []
    }
}

extension NSTableViewDataSource {
    /// NSTableView.h: a data source without it starts no drags.
    public func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)? {
        nil
    }

    public func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, willBeginAt screenPoint: NSPoint,
        forRowIndexes rowIndexes: IndexSet
    ) {}

    public func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        operation: NSDragOperation
    ) {}

    /// Not implemented: no drop is valid.
    public func tableView(
        _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
        proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation { [] }

    public func tableView(
        _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
        dropOperation: NSTableView.DropOperation
    ) -> Bool { false }
}

extension NSTableViewDelegate {
    /// NSTableView.h: "Return an empty array to not show any actions on a given edge."
    public func tableView(
        _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] { [] }
}

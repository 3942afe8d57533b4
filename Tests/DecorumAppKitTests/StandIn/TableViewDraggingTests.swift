#if !canImport(ObjectiveC)
import AppKit
import Testing

// How the stand-in plays a drag over a table and its row actions (NSTableView+Dragging.swift), with a data
// source of the test's own. Stand-in only: a Mac has no way to play a drag in a test.

/// A data source that logs AppKit's drag messages, writes a pasteboard item for the rows in `draggable`,
/// answers validateDrop with `operation` (retargeting to `retarget` when set) and acceptDrop with `accept`.
@MainActor
private final class DragSource: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    static let type = NSPasteboard.PasteboardType("org.example.row")
    var count = 4
    var draggable: Set<Int> = [0, 1, 2, 3]
    var operation: NSDragOperation = .move
    var retarget: (Int, NSTableView.DropOperation)?
    var accept = true
    var log: [String] = []

    func numberOfRows(in tableView: NSTableView) -> Int { count }

    func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)? {
        log.append("writer \(row)")
        guard draggable.contains(row) else { return nil }
        let item = NSPasteboardItem()
        item.setString("\(row)", forType: Self.type)
        return item
    }

    func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, willBeginAt screenPoint: NSPoint,
        forRowIndexes rowIndexes: IndexSet
    ) { log.append("begin \(Array(rowIndexes))") }

    func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        operation: NSDragOperation
    ) { log.append("ended \(operation.rawValue)") }

    func tableView(
        _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
        proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation {
        log.append("validate \(row) \(dropOperation)")
        if let (row, operation) = retarget { tableView.setDropRow(row, dropOperation: operation) }
        return operation
    }

    func tableView(
        _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
        dropOperation: NSTableView.DropOperation
    ) -> Bool {
        let rows = (info.draggingPasteboard.pasteboardItems ?? []).compactMap { $0.string(forType: Self.type) }
        log.append("accept \(row) \(dropOperation) \(rows)")
        return accept
    }

    var chosen: [Int] = []

    func tableView(
        _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] {
        guard edge == .trailing else { return [] }
        return [
            NSTableViewRowAction(style: .destructive, title: "Delete") { [unowned self] _, row in chosen.append(row) }
        ]
    }
}

@Suite("AppKit stand-in: NSTableView drags, drops and row actions")
@MainActor
struct TableViewDraggingTests {
    private func table(_ source: DragSource) -> NSTableView {
        let tableView = NSTableView(frame: NSRect(x: 0, y: 0, width: 300, height: 200))
        tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Name")))
        tableView.dataSource = source
        tableView.delegate = source
        tableView.registerForDraggedTypes([DragSource.type])
        return tableView
    }

    @Test("A drag asks a writer of each row, drags those with one, validates twice, accepts, and ends")
    func sequence() {
        let source = DragSource()
        let tableView = table(source)
        source.draggable = [2]
        #expect(tableView.standInUserDragRows([1, 2], toRow: 4, dropOperation: .above))
        #expect(
            source.log == [
                "writer 1", "writer 2", "begin [2]", "validate 4 above", "validate 4 above", "accept 4 above [\"2\"]",
                "ended 16",
            ])
        #expect(tableView.numberOfRows == 4)  // the table moved nothing itself
    }

    @Test("Rows without a pasteboard writer start no drag")
    func noWriter() {
        let source = DragSource()
        let tableView = table(source)
        source.draggable = []
        #expect(!tableView.standInUserDragRows([1], toRow: 3, dropOperation: .above))
        #expect(source.log == ["writer 1"])
    }

    @Test("A drop validated as [] never reaches acceptDrop; setDropRow retargets it")
    func refusedAndRetargeted() {
        let source = DragSource()
        let tableView = table(source)
        source.operation = []
        #expect(!tableView.standInUserDragRows([0], toRow: 2, dropOperation: .on))
        #expect(!source.log.contains { $0.hasPrefix("accept") })
        #expect(source.log.last == "ended 0")
        source.operation = .move
        source.retarget = (3, .above)
        source.log = []
        #expect(tableView.standInUserDragRows([0], toRow: 2, dropOperation: .on))
        #expect(source.log.contains("accept 3 above [\"0\"]"))
    }

    @Test("A table not registered for the drag's types never hears of the drop; registering again replaces")
    func registration() {
        let source = DragSource()
        let tableView = table(source)
        tableView.registerForDraggedTypes([.string])
        #expect(tableView.registeredDraggedTypes == [.string])
        #expect(!tableView.standInUserDragRows([0], toRow: 2, dropOperation: .above))
        #expect(!source.log.contains { $0.hasPrefix("validate") })
        let item = NSPasteboardItem()
        item.setString("x", forType: .string)
        source.operation = .copy
        #expect(tableView.standInUserDrops([item], toRow: 0, dropOperation: .above))
        #expect(source.log.last == "accept 0 above []")
    }

    @Test("An operation the drag's source does not allow is refused")
    func operationOutsideMask() {
        let source = DragSource()
        let tableView = table(source)
        tableView.registerForDraggedTypes([.string])
        let item = NSPasteboardItem()
        item.setString("x", forType: .string)
        #expect(!tableView.standInUserDrops([item], toRow: 0, dropOperation: .above, operationMask: .copy))
        #expect(!source.log.contains { $0.hasPrefix("accept") })
    }

    @Test("setDropRow outside validateDrop or out of range raises; so does a data source changed in acceptDrop alone")
    func raises() {
        let source = DragSource()
        let tableView = table(source)
        var raised = AppKitStandIn.catchingExceptions { tableView.setDropRow(0, dropOperation: .above) }
        #expect(
            raised == [
                "NSInternalInconsistencyException: -[NSTableView setDropRow:dropOperation:] called outside validateDrop"
            ])
        source.retarget = (5, .above)
        raised = AppKitStandIn.catchingExceptions {
            _ = tableView.standInUserDragRows([0], toRow: 2, dropOperation: .above)
        }
        #expect(raised.count == 2)  // validateDrop is asked twice
        source.retarget = nil
        source.count = 5
        raised = AppKitStandIn.catchingExceptions {
            _ = tableView.standInUserDragRows([0], toRow: 2, dropOperation: .above)
        }
        #expect(raised.count == 1)
        #expect(raised.first?.contains("after acceptDrop") == true)
    }

    @Test("Row actions: the delegate's for the edge swiped, the handler told the row; showing them in code raises")
    func rowActions() {
        let source = DragSource()
        let tableView = table(source)
        #expect(tableView.standInUserShowsRowActions(row: 1, edge: .leading).isEmpty)
        #expect(!tableView.rowActionsVisible)
        #expect(tableView.standInUserChoosesRowAction("Delete", row: 2, edge: .trailing))
        #expect(source.chosen == [2])
        #expect(tableView.rowActionsVisible)
        let raised = AppKitStandIn.catchingExceptions { tableView.rowActionsVisible = true }
        #expect(raised.count == 1)
        tableView.rowActionsVisible = false
        #expect(!tableView.rowActionsVisible)
    }
}
#endif

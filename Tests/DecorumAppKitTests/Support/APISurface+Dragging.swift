import AppKit

// The drag-and-drop and row-action declarations the stand-in models (NSTableView+Dragging.swift,
// NSPasteboard.swift, NSDragging.swift), each used once with its full signature, as APISurface.swift does.
// Compiled, never called.

@MainActor
func appKitDraggingSurface(_ table: NSTableView, _ info: any NSDraggingInfo) {
    let type = NSPasteboard.PasteboardType("org.example.row")
    let _: NSPasteboard.PasteboardType = NSPasteboard.PasteboardType(rawValue: "public.utf8-plain-text")
    let _: [NSPasteboard.PasteboardType] = [.string, .fileURL]
    table.registerForDraggedTypes([type, .string])
    let _: [NSPasteboard.PasteboardType] = table.registeredDraggedTypes
    table.unregisterDraggedTypes()
    let item = NSPasteboardItem()
    let _: Bool = item.setString("Ada", forType: type)
    let _: Bool = item.setData(Data(), forType: type)
    let _: String? = item.string(forType: type)
    let _: Data? = item.data(forType: type)
    let _: [NSPasteboard.PasteboardType] = item.types
    let pasteboard = NSPasteboard(name: .drag)
    let _: Int = pasteboard.clearContents()
    let _: Bool = pasteboard.writeObjects([item])
    let _: [NSPasteboardItem]? = pasteboard.pasteboardItems
    let _: [NSPasteboard.PasteboardType]? = pasteboard.types
    let _: String? = pasteboard.string(forType: .string)
    let _: [NSPasteboard.PasteboardType] = item.writableTypes(for: pasteboard)
    let _: Any? = item.pasteboardPropertyList(forType: type)
    let _: NSPasteboard = info.draggingPasteboard
    let _: Any? = info.draggingSource
    let _: NSDragOperation = info.draggingSourceOperationMask
    let _: NSDragOperation = [.copy, .link, .generic, .private, .move, .delete]
    let _: NSDragOperation = .every
    table.setDropRow(0, dropOperation: .above)
    table.setDropRow(-1, dropOperation: NSTableView.DropOperation.on)
    table.rowActionsVisible = false
    let _: Bool = table.rowActionsVisible
    let action = NSTableViewRowAction(style: .destructive, title: "Delete") { (_: NSTableViewRowAction, _: Int) in }
    let _: NSTableViewRowAction.Style = action.style
    let _: NSTableViewRowAction.Style = .regular
    let _: String = action.title
    let _: [NSTableView.RowActionEdge] = [.leading, .trailing]
}

/// A data source and delegate with every drag-and-drop and row-action message (optional in AppKit: a
/// signature that does not match is a warning there, which the macOS type-check refuses).
@MainActor
final class DraggingSurfaceSource: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)? { nil }

    func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, willBeginAt screenPoint: NSPoint,
        forRowIndexes rowIndexes: IndexSet
    ) {}

    func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        operation: NSDragOperation
    ) {}

    func tableView(
        _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
        proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation { [] }

    func tableView(
        _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
        dropOperation: NSTableView.DropOperation
    ) -> Bool { false }

    func tableView(
        _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] { [] }
}

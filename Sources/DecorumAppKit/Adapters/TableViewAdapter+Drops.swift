#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

// The user's hands on the table: rows dragged within it, content dropped from outside, the row action that
// deletes. AppKit's data source updates its data and the table in acceptDrop (NSTableView.h: "The data
// source should incorporate the data from the dragging pasteboard at this time"): the core's
// `moveByDrop`/`insertByDrop` do, as an animated batch the adapter lowers to the table's row updates.
// Where a drop lands is the core's (`FlatRowMap.drop`); the adapter proposes and retargets.

extension TableViewAdapter {
    // The private type of a row dragged within its table: registered when the handler binds, so the table
    // is a destination for its own rows; only rows ``ListHandler/canMove`` allows are written.
    static var rowType: NSPasteboard.PasteboardType { NSPasteboard.PasteboardType("org.decorum.table-row") }

    // All at once: whether registering adds or replaces, Apple does not say.
    func registerDraggedTypes() {
        view?.registerForDraggedTypes([Self.rowType] + drops.types)
    }

    func pasteboardWriter(forRow row: Int) -> (any NSPasteboardWriting)? {
        guard let path = rows.indexPath(forRow: row), handler?.canMoveItem(at: path) == true else { return nil }
        let item = NSPasteboardItem()
        item.setString(String(row), forType: Self.rowType)
        return item
    }

    func dragBegan(rows dragged: IndexSet) {
        let shown = shown
        drops.dragged = dragged.compactMap { row in
            rows.indexPath(forRow: row).flatMap { shown.item(at: $0) }.map { Decorator.id(of: $0) }
        }
    }

    func validateDrop(_ info: any NSDraggingInfo, row: Int, operation: NSTableView.DropOperation) -> NSDragOperation {
        guard let (drop, source) = landing(info, row: row, operation: operation) else { return [] }
        if drop.row != row || operation != .above { view?.setDropRow(drop.row, dropOperation: .above) }
        return drops.operation(info, for: source)
    }

    func acceptDrop(_ info: any NSDraggingInfo, row: Int, operation: NSTableView.DropOperation) -> Bool {
        guard let handler, let (drop, source) = landing(info, row: row, operation: operation) else { return false }
        return drops.perform(info, from: source, at: drop.destination, in: handler)
    }

    // Where a drop at `row` lands, and where it comes from; `nil` when it cannot land.
    private func landing(
        _ info: any NSDraggingInfo, row: Int, operation: NSTableView.DropOperation
    ) -> (FlatRowMap.Drop, DropSource)? {
        guard let handler, let source = drops.source(of: info, over: view, ownType: Self.rowType, in: handler)
        else { return nil }
        let shown = shown
        let drop = rows.drop(
            atRow: row, on: operation == .on, moving: source.moving.compactMap(rows.flatRow(for:)),
            isCollapsed: { shown.sections.indices.contains($0) && shown.sections[$0].isCollapsed })
        return drop.map { ($0, source) }
    }

    // The trailing "Delete" of a row ``ListHandler/canEditItem(at:)`` allows: the user's delete of its item,
    // found by identity when chosen; the actions hide once it is done or refused.
    func rowActions(forRow row: Int, edge: NSTableView.RowActionEdge) -> [NSTableViewRowAction] {
        guard edge == .trailing, let path = rows.indexPath(forRow: row), let delete = handler?.swipeToDelete(at: path)
        else { return [] }
        return [
            NSTableViewRowAction(style: .destructive, title: "Delete") { [weak self] _, _ in
                delete { _ in self?.view?.rowActionsVisible = false }
            }
        ]
    }
}
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

// The cells of one table column whose decorator is not the handler's: how to find an item's registration
// and how to run the decorator on a made view (TableViewHandler.setCellDecorator(_:forColumn:)).
@MainActor
struct ColumnCells<Item> {
    let registration: (Item, ReuseRegistry) -> ReuseRegistration
    let update: (AnyObject, Item, String) -> Void

    init<Column: CellDecorator>(_ decorator: Column.Type) where Column.Data == Item, Column.Cell: NSView {
        registration = { item, registry in registry.cellRegistration(Column.self, for: item) { _ in } }
        update = { cell, item, identifier in Column.updateCell(cell, with: item, reuseIdentifier: identifier) }
    }
}
#endif

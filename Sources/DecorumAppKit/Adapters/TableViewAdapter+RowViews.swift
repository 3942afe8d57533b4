#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

// Row views (`tableView(_:rowViewForRow:)`): an item row's from the handler's row-view decorator, given
// the row's item; a group row's from its route, given the section. Made as cell views are (the table's
// reuse queue under the reuse identifier, else new from the class: NSTableView.h: "The reuse queue can be
// used in the same way as documented in tableView:viewForTableColumn:row:"); `nil` leaves AppKit's own.
extension TableViewAdapter {
    func rowView(_ tableView: NSTableView, row: Int) -> NSTableRowView? {
        switch rows.row(at: row) {
        case .item(let path):
            guard let rowViews, let item = shown.item(at: path) else { return nil }
            let registration = rowViews.registration(item, registry)
            let view = rowView(made(tableView, registration), registration.viewType)
            rowViews.update(view, item, registration.reuseIdentifier)
            return view
        case .group(let index):
            guard let route = groupRowView, let section = shown.section(at: index),
                let configure = route.configurator(for: section),
                let registration = registry.registration(
                    for: registry.supplementaryIdentifier(route, slot: .headerFooter), slot: .headerFooter)
            else { return nil }
            let view = rowView(made(tableView, registration), registration.viewType)
            configure(view)
            return view
        case nil: return nil
        }
    }

    private func rowView(_ view: NSView, _ type: AnyObject.Type) -> NSTableRowView {
        guard let rowView = view as? NSTableRowView else {
            fatalError("Decorum: a table's row view must be an NSTableRowView subclass; \(type) is not.")
        }
        return rowView
    }

    // An item's row view that exists runs the decorator again.
    func reconfigureRowView(_ tableView: NSTableView, row: Int, item: Decorator.Data) {
        guard let rowViews, let view = tableView.rowView(atRow: row, makeIfNecessary: false) else { return }
        rowViews.update(view, item, view.identifier?.rawValue ?? "")
    }

    // A group row's row view that exists is configured again for its section.
    func reconfigureGroupRowView(_ tableView: NSTableView, row: Int) {
        guard let route = groupRowView, case .group(let index) = rows.row(at: row),
            let section = shown.section(at: index), let configure = route.configurator(for: section),
            let view = tableView.rowView(atRow: row, makeIfNecessary: false),
            view.identifier?.rawValue == route.reuseIdentifier
        else { return }
        configure(view)
    }
}
#endif

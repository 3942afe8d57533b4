import AppKit
import DecorumAppKit
import Testing

// TableViewHandler's row views, in real AppKit API: an app's NSTableRowView subclass behind each item row,
// given the row's item, another behind each group row, kept when rows move, refreshed when items change.

/// An item row's view: shows whose row it is (an app would draw a background or a badge).
final class PersonRowView: NSTableRowView {
    var shown = ""
}

struct PersonRowDecorator: CellDecorator {
    static func update(_ rowView: PersonRowView, with person: Person) { rowView.shown = person.shown }
}

/// A group row's view.
final class KindRowView: NSTableRowView {
    var shown = ""
}

struct KindRowDecorator: SupplementaryDecorator {
    static func update(_ rowView: KindRowView, with kind: Kind) { rowView.shown = "group " + kind.rawValue }
}

/// What each row's row view shows (`-` for a plain NSTableRowView).
@MainActor
func shownRowViews(_ tableView: NSTableView) -> [String] {
    (0..<tableView.numberOfRows).map { row in
        switch tableView.rowView(atRow: row, makeIfNecessary: true) {
        case let view as PersonRowView: return view.shown
        case let view as KindRowView: return view.shown
        default: return "-"
        }
    }
}

@Suite("DecorumAppKit: TableViewHandler row views")
@MainActor
struct TableViewHandlerRowViewTests {
    @Test("Each item row gets the decorator's row view with its item; group rows their route's")
    func rowViewsPerRow() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        let handler = try TableViewHandler<PersonDecorator>(
            tableView: tableView, data: people([("A", [1, 2]), ("B", [3])]))
        handler.headerTitle = { $0.kind.rawValue }
        let exceptions = exceptionsRaised {
            handler.setRowViewDecorator(PersonRowDecorator.self)
            settle(tableView)
            #expect(shownRowViews(tableView) == ["-", "1:p1", "2:p2", "-", "3:p3"])
            handler.groupRowView = SupplementaryRoute(KindRowDecorator.self)
            settle(tableView)
            #expect(shownRowViews(tableView) == ["group A", "1:p1", "2:p2", "group B", "3:p3"])
            #expect(groupRowIndexes(tableView) == [0, 3])
            #expect(handler.registry.registration(for: "PersonRowView", slot: .cell)?.source == .type)
        }
        #expect(exceptions.isEmpty)
    }

    @Test("Row views stay with their rows when rows move, follow upserts, and are made again for new rows")
    func rowViewsFollowTheirRows() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        let handler = try TableViewHandler<PersonDecorator>(
            tableView: tableView, data: people([("A", [1, 2, 3])]))
        handler.setRowViewDecorator(PersonRowDecorator.self)
        settle(tableView)
        let rowViewOf3 = tableView.rowView(atRow: 2, makeIfNecessary: false)
        let exceptions = try exceptionsRaised {
            try handler.apply(people([("A", [3, 1, 4])]))
            settle(tableView)
            #expect(tableView.rowView(atRow: 0, makeIfNecessary: false) === rowViewOf3)
            #expect(shownRowViews(tableView) == ["3:p3", "1:p1", "4:p4"])
            try handler.upsert([Person(1, "renamed")])
            settle(tableView)
            #expect(shownRowViews(tableView) == ["3:p3", "1:renamed", "4:p4"])
        }
        #expect(exceptions.isEmpty)
    }
}

import AppKit
import DecorumAppKit
import Testing

// TableViewHandler on a table with automatic row heights, in real AppKit API: a row whose item changed is
// measured again (the handler notes its height), whether its cells were configured again in place or
// reloaded.

/// A cell as tall as its text is long (standing for Auto Layout's measure of its content).
final class MeasuredPersonCellView: NSTableCellView {
    override var fittingSize: NSSize {
        NSSize(width: 100, height: CGFloat(2 * ((objectValue as? String)?.count ?? 0)))
    }
}

struct MeasuredPersonDecorator: CellDecorator {
    static func update(_ cell: MeasuredPersonCellView, with person: Person) { cell.objectValue = person.shown }
}

@Suite("DecorumAppKit: TableViewHandler row heights")
@MainActor
struct TableViewHandlerRowHeightTests {
    @Test("With automatic row heights, an upserted item's row is measured again")
    func upsertRemeasures() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        tableView.usesAutomaticRowHeights = true
        let handler = try TableViewHandler<MeasuredPersonDecorator>(
            tableView: tableView, data: people([("A", [1, 2])]))
        settle(tableView)
        #expect(tableView.rect(ofRow: 0).height == 8)  // "1:p1"
        let exceptions = try exceptionsRaised {
            try handler.upsert([Person(1, "a longer name")])
            settle(tableView)
        }
        #expect(exceptions.isEmpty)
        #expect(tableView.rect(ofRow: 0).height == 30)  // "1:a longer name"
        #expect(tableView.rect(ofRow: 1).height == 8)
    }

    @Test("With automatic row heights, a row the table reloads in a batch is measured again")
    func reloadRemeasures() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        tableView.usesAutomaticRowHeights = true
        let handler = try TableViewHandler<MeasuredPersonDecorator>(
            tableView: tableView, data: people([("A", [1, 2])]))
        handler.reconfiguresUpdatedItems = false  // an updated item's row is reloaded in the batch
        settle(tableView)
        let exceptions = try exceptionsRaised {
            try handler.upsert([Person(2, "renamed")])
            settle(tableView)
        }
        #expect(exceptions.isEmpty)
        #expect(shownRows(tableView) == ["1:p1", "2:renamed"])
        #expect(tableView.rect(ofRow: 1).height == 18)
    }
}

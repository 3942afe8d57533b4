import AppKit
import DecorumAppKit
import Testing

// The lives of a Mac table and its handlers: a second handler taking the table, the app's own reload.

@Suite("DecorumAppKit: TableViewHandler lifecycle")
@MainActor
struct TableViewHandlerLifecycleTests {
    @Test("A second handler takes the table: the first one's edits change its data only, never the table")
    func secondHandlerTakesTheTable() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handlers hold their table weakly
        let first = try TableViewHandler<PersonDecorator>(tableView: tableView, data: people([("A", [1, 2])]))
        settle(tableView)
        let second = try TableViewHandler<PersonDecorator>(tableView: tableView, data: people([("B", [7])]))
        var faults: [Diagnostic] = []
        first.onDiagnostic = { if $0.severity == .fault { faults.append($0) } }
        let exceptions = try exceptionsRaised {
            settle(tableView)
            try first.addData([Person(3)])
            first.removeData([Person(1)])
            try first.apply(people([("A", [3, 2])]))
            settle(tableView)
            #expect(shownRows(tableView) == ["7:p7"])
            try second.addData([Person(8)])
            settle(tableView)
            #expect(shownRows(tableView) == ["7:p7", "8:p8"])
        }
        #expect(exceptions.isEmpty)
        #expect(faults.isEmpty)
        #expect(first.data.sections.first?.items.map(\.id) == [3, 2])
    }

    @Test("The app reloading the table itself changes nothing the handler relies on")
    func appReloads() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        let handler = try TableViewHandler<PersonDecorator>(tableView: tableView, data: people([("A", [1, 2])]))
        handler.headerTitle = { $0.kind.rawValue }
        let exceptions = try exceptionsRaised {
            settle(tableView)
            tableView.reloadData()
            try handler.addData([Person(3)], toSection: "B")
            tableView.reloadData()
            handler.removeData([Person(1)])
            settle(tableView)
        }
        #expect(exceptions.isEmpty)
        #expect(shownRows(tableView) == ["§A", "2:p2", "§B", "3:p3"])
    }
}

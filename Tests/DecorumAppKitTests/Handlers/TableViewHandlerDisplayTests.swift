import AppKit
import DecorumAppKit
import Testing

// Display events on a Mac table: rows the table adds and removes reach onWillDisplay/onDidEndDisplaying
// by identity, and edits an app makes from them wait until the table's pass over its rows is over (AppKit
// is not safe to change from inside it; the stand-in raises).

@MainActor
private func handler(
    _ data: SectionedData<Person>, in tableView: NSTableView
) throws -> TableViewHandler<PersonDecorator> {
    let handler = try TableViewHandler<PersonDecorator>(tableView: tableView, data: data)
    handler.headerTitle = { $0.kind.rawValue }
    return handler
}

@Suite("DecorumAppKit: TableViewHandler display events")
@MainActor
struct TableViewHandlerDisplayTests {
    @Test("Rows the table shows reach onWillDisplay once each (not group rows); rows that go, onDidEndDisplaying")
    func displayEvents() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        tableView.standInVisibleRowCountIfStandIn(4)
        let handler = try handler(people([("A", [1, 2, 3]), ("B", [4, 5, 6])]), in: tableView)
        var shown: [Int] = []
        var ended: [Int] = []
        handler.onWillDisplay = { shown.append($0.id) }
        handler.onDidEndDisplaying = { ended.append($0) }
        let exceptions = exceptionsRaised {
            settle(tableView)  // §A 1 2 3
            #expect(shown == [1, 2, 3] && ended.isEmpty)
            #expect(handler.displayedIDs == [1, 2, 3])
            handler.removeData([Person(2)])
            settle(tableView)  // §A 1 3 §B
            #expect(ended == [2])
            tableView.scrollRowToVisible(5)  // 3 §B 4 5
            settle(tableView)
            #expect(shown == [1, 2, 3, 4, 5] && ended.first == 2 && ended.sorted() == [1, 2])
            #expect(handler.displayedIDs == [3, 4, 5])
        }
        #expect(exceptions.isEmpty)
    }

    @Test("Edits from onWillDisplay wait for the table's pass to end, then show: a page appended, a row removed")
    func editsFromDisplayCallbacks() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        tableView.standInVisibleRowCountIfStandIn(10)
        let handler = try handler(people([("A", [1, 2, 3])]), in: tableView)
        var pages = 0
        handler.onWillDisplay = { [unowned handler] person in
            if person.id == 2 { handler.removeData([person]) }  // the row being shown goes
            if person.id == 3 && pages == 0 {
                pages += 1
                try? handler.addData([Person(10), Person(11)], toSection: "A")  // the next page
            }
        }
        let exceptions = exceptionsRaised {
            settle(tableView)
            #expect(handler.data.sections.first?.items.map(\.id) == [1, 3, 10, 11])
            settle(tableView)  // the pass that follows shows what waited
            #expect(shownRows(tableView) == expectedRows(handler.data, groupRows: true))
            #expect(shownRows(tableView) == ["§A", "1:p1", "3:p3", "10:p10", "11:p11"])
        }
        #expect(exceptions.isEmpty)
        #expect(handler.displayedIDs == [1, 3, 10, 11])
    }
}

extension NSTableView {
    /// How many rows the stand-in's visible area holds (a real table's comes from its frame).
    fileprivate func standInVisibleRowCountIfStandIn(_ count: Int) {
        #if !canImport(ObjectiveC)
        standInVisibleRowCount = count
        #endif
    }
}

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

@Suite("DecorumAppKit: TableViewHandler edits from selection callbacks")
@MainActor
struct TableViewHandlerSelectionEditTests {
    @Test("Edits from onSelect and onDeselect apply in step, with the selection change AppKit posts inside endUpdates")
    func editsFromSelection() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        tableView.allowsMultipleSelection = true
        let handler = try handler(people([("A", [1, 2, 3]), ("B", [4, 5])]), in: tableView)
        var log: [String] = []
        handler.onSelect = { [unowned handler] person, _ in
            log.append("select \(person.id)")
            try? handler.addData([Person(person.id * 10)], toSection: "B")
        }
        handler.onDeselect = { [unowned handler] person, _ in
            log.append("deselect \(person.id)")
            handler.removeData([Person(1)])
        }
        let exceptions = try exceptionsRaised {
            settle(tableView)
            tableView.selectRowIndexes(IndexSet(integer: 2), byExtendingSelection: false)  // 2, as a click would
            settle(tableView)
            #expect(shownRows(tableView) == expectedRows(handler.data, groupRows: true))
            #expect(handler.data.sections.last?.items.map(\.id) == [4, 5, 20])
            handler.removeData([Person(2)])  // the selected row goes: AppKit posts a selection change after endUpdates
            settle(tableView)
            #expect(shownRows(tableView) == expectedRows(handler.data, groupRows: true))
            #expect(handler.data.sections.first?.items.map(\.id) == [1, 3])  // a removal is no deselection
            tableView.selectRowIndexes(IndexSet(integer: 2), byExtendingSelection: false)  // 3 (§A 1 3 …)
            settle(tableView)
            tableView.deselectAll(nil)  // as a click elsewhere would
            settle(tableView)
            #expect(shownRows(tableView) == expectedRows(handler.data, groupRows: true))
            #expect(handler.data.sections.first?.items.map(\.id) == [3])
            try handler.apply(people([("B", [4, 5, 20]), ("A", [3, 6])]))
            settle(tableView)
            #expect(shownRows(tableView) == ["§B", "4:p4", "5:p5", "20:p20", "§A", "3:p3", "6:p6"])
            #expect(handler.data.sections.map(\.items.count) == [3, 2])
        }
        #expect(exceptions.isEmpty)
        #expect(log == ["select 2", "select 3", "deselect 3"])
    }
}

/// A cell decorator that runs `onUpdate` each time it fills a cell: an app that edits its list from its
/// cells' configuration (a cache that fills in as rows show).
struct EditingDecorator: CellDecorator {
    nonisolated(unsafe) static var onUpdate: ((Person) -> Void)?

    static func update(_ cell: PersonCellView, with person: Person) {
        cell.objectValue = person.shown
        onUpdate?(person)
    }
}

@Suite("DecorumAppKit: edits from a cell's configuration", .serialized)
@MainActor
struct EditsFromConfigurationTests {
    @Test("An edit made while the table asks for a cell waits for the table's pass to end")
    func tableEditsFromConfiguration() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        let handler = try TableViewHandler<EditingDecorator>(tableView: tableView, data: people([("A", [1, 2])]))
        EditingDecorator.onUpdate = { [unowned handler] person in
            if person.id == 2 { try? handler.upsert([Person(2, "seen")]) }
        }
        defer { EditingDecorator.onUpdate = nil }
        let exceptions = exceptionsRaised {
            settle(tableView)
            settle(tableView)
        }
        #expect(exceptions.isEmpty)
        #expect(handler.data.sections.first?.items.map(\.name) == ["p1", "seen"])
        #expect(shownRows(tableView) == ["1:p1", "2:seen"])
    }
}

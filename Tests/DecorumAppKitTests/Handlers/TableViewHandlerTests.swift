import AppKit
import DecorumAppKit
import Testing

// TableViewHandler on a view-based NSTableView, in real AppKit API: sections as group rows, edits and
// applies as the table's incremental row updates, views kept with their rows, reloads, selection, a table
// never laid out.

@MainActor
private func handler(
    _ data: SectionedData<Person>, titles: Bool = true, in tableView: NSTableView
) throws -> TableViewHandler<PersonDecorator> {
    let handler = try TableViewHandler<PersonDecorator>(tableView: tableView, data: data)
    if titles { handler.headerTitle = { $0.kind.rawValue } }
    settle(tableView)
    return handler
}

@Suite("DecorumAppKit: TableViewHandler")
@MainActor
struct TableViewHandlerTests {
    @Test("Sections with titles show as group rows before their items; without headers there are none")
    func groupRows() throws {
        let data = people([("A", [1, 2]), ("B", []), ("C", [3])])
        let tables = (makePeopleTable(), makePeopleTable())
        defer { withExtendedLifetime(tables) {} }  // the handler holds its table weakly
        let titled = try handler(data, in: tables.0)
        #expect(shownRows(titled.tableView) == ["§A", "1:p1", "2:p2", "§B", "§C", "3:p3"])
        #expect(groupRowIndexes(titled.tableView) == [0, 3, 4])
        let plain = try handler(data, titles: false, in: tables.1)
        #expect(shownRows(plain.tableView) == ["1:p1", "2:p2", "3:p3"])
        #expect(groupRowIndexes(plain.tableView).isEmpty)
    }

    @Test("A header route makes each group row's view; setting headerTitle later brings group rows in")
    func headerViewsAndTitles() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        let handler = try handler(people([("A", [1]), ("B", [2])]), titles: false, in: tableView)
        let exceptions = try exceptionsRaised {
            handler.headerTitle = { $0.kind.rawValue }
            settle(tableView)
            #expect(shownRows(tableView) == ["§A", "1:p1", "§B", "2:p2"])
            handler.header = SupplementaryRoute(KindHeaderDecorator.self)
            settle(tableView)
            #expect(shownRows(tableView) == ["header A", "1:p1", "header B", "2:p2"])
            try handler.addData([Person(3)], toSection: "C")
            settle(tableView)
            #expect(shownRows(tableView) == ["header A", "1:p1", "header B", "2:p2", "header C", "3:p3"])
        }
        #expect(exceptions.isEmpty)
    }

    @Test("An apply that inserts, deletes and moves sections and items runs as incremental updates")
    func applyWithSections() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        let handler = try handler(people([("A", [1, 2]), ("B", [3, 4]), ("C", [5])]), in: tableView)
        let viewOf4 = tableView.view(atColumn: 0, row: 5, makeIfNecessary: true)
        let groupOfB = tableView.view(atColumn: 0, row: 3, makeIfNecessary: true)
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { if $0.severity == .fault { faults.append($0) } }
        let new = people([("D", [6]), ("B", [4, 1]), ("A", [2, 7])])
        let exceptions = try exceptionsRaised {
            try handler.apply(new)
            settle(tableView)
        }
        #expect(exceptions.isEmpty)
        #expect(faults.isEmpty)
        #expect(shownRows(tableView) == expectedRows(new, groupRows: true))
        #expect(groupRowIndexes(tableView) == [0, 2, 5])
        // Rows that stay are moved, never removed and inserted: they keep their views.
        #expect(tableView.view(atColumn: 0, row: 3, makeIfNecessary: false) === viewOf4)  // [§D, 6, §B, 4, 1, §A, 2, 7]
        #expect(tableView.view(atColumn: 0, row: 2, makeIfNecessary: false) === groupOfB)
    }

    @Test("Edits: adds, removals, moves across sections and upserts show the data, content reloaded in place")
    func edits() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        let handler = try handler(people([("A", [1, 2]), ("B", [3])]), in: tableView)
        let exceptions = try exceptionsRaised {
            try handler.addData([Person(4), Person(5)], toSection: "B")
            _ = handler.removeData([Person(1)])
            try handler.move(from: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 0))
            try handler.upsert([Person(3, "renamed")])
            settle(tableView)
        }
        #expect(exceptions.isEmpty)
        #expect(shownRows(tableView) == expectedRows(handler.data, groupRows: true))
        #expect(shownRows(tableView) == ["§A", "5:p5", "2:p2", "§B", "3:renamed", "4:p4"])
    }

    @Test("The selection stays on its item when the item moves, and group rows are never selected items")
    func selectionFollowsItems() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        let handler = try handler(people([("A", [1, 2]), ("B", [3])]), in: tableView)
        tableView.allowsMultipleSelection = true
        #expect(handler.select(item: Person(2)) != nil)
        #expect(tableView.selectedRowIndexes == IndexSet(integer: 2))
        let new = people([("B", [3, 2]), ("A", [1])])
        let exceptions = try exceptionsRaised {
            try handler.apply(new)
            settle(tableView)
        }
        #expect(exceptions.isEmpty)
        #expect(tableView.selectedRowIndexes == IndexSet(integer: 2))  // [§B, 3, 2, §A, 1]
        #expect(handler.selectedItems == [Person(2)])
        tableView.selectRowIndexes(IndexSet([0, 4]), byExtendingSelection: true)  // a group row and item 1
        try handler.addData([Person(9)], toSection: "A")
        settle(tableView)
        #expect(Set(handler.selectedItems.map(\.id)) == [1, 2])
    }

    @Test("The user's selection on the table reaches onSelect and onDeselect with the item; the handler's own does not")
    func userSelection() throws {
        let tableView = makePeopleTable()
        let handler = try handler(people([("A", [1, 2]), ("B", [3])]), in: tableView)
        var heard: [String] = []
        handler.onSelect = { person, path in heard.append("select \(person.id) at \(path)") }
        handler.onDeselect = { person, _ in heard.append("deselect \(person.id)") }
        _ = handler.select(item: Person(1))
        #expect(heard.isEmpty)
        tableView.selectRowIndexes(IndexSet(integer: 4), byExtendingSelection: false)  // [§A, 1, 2, §B, 3]: 3
        #expect(heard == ["deselect 1", "select 3 at [1, 0]"])
        #expect(handler.selectedItems == [Person(3)])
        heard = []
        tableView.selectRowIndexes(IndexSet(integer: 3), byExtendingSelection: false)  // the group row of B
        #expect(heard == ["deselect 3"])
        #expect(handler.selectedItems.isEmpty)
        heard = []
        tableView.selectRowIndexes(IndexSet(integer: 2), byExtendingSelection: false)
        _ = handler.removeData([Person(2)])  // the selected row goes: AppKit tells, the user did nothing
        settle(tableView)
        #expect(heard == ["select 2 at [0, 1]"])
        #expect(handler.selectedItems.isEmpty)
    }

    @Test("Collapsing a section removes its rows and keeps its group row; expanding brings them back")
    func collapse() throws {
        let tableView = makePeopleTable()
        defer { withExtendedLifetime(tableView) {} }  // the handler holds its table weakly
        let handler = try handler(people([("A", [1, 2]), ("B", [3])]), in: tableView)
        let exceptions = try exceptionsRaised {
            try handler.collapse(section: "A")
            settle(tableView)
            #expect(shownRows(tableView) == ["§A", "§B", "3:p3"])
            try handler.expand(section: "A")
            settle(tableView)
        }
        #expect(exceptions.isEmpty)
        #expect(shownRows(tableView) == ["§A", "1:p1", "2:p2", "§B", "3:p3"])
    }

    @Test("A table never laid out (off screen) takes every batch, and shows the data once laid out")
    func offScreen() throws {
        let tableView = makePeopleTable()
        let handler = try TableViewHandler<PersonDecorator>(tableView: tableView, data: people([("A", [1])]))
        handler.headerTitle = { $0.kind.rawValue }
        let exceptions = try exceptionsRaised {
            try handler.apply(people([("B", [2, 1]), ("A", [3])]))
            try handler.addData([Person(4)], toSection: "A")
            try handler.upsert([Person(1, "one")])
        }
        #expect(exceptions.isEmpty)
        settle(tableView)
        #expect(shownRows(tableView) == ["§B", "2:p2", "1:one", "§A", "3:p3", "4:p4"])
    }

    @Test("Every column gets the decorator's cell, reused by identifier once rows go")
    func columnsAndReuse() throws {
        let tableView = makePeopleTable(columns: ["Name", "Detail"])
        let handler = try handler(people([("A", [1, 2, 3])]), titles: false, in: tableView)
        #expect(shownRows(tableView, column: 1) == ["1:p1", "2:p2", "3:p3"])
        let removed = tableView.view(atColumn: 0, row: 0, makeIfNecessary: false)
        _ = handler.removeData([Person(1)])
        try handler.addData([Person(4)])
        settle(tableView)
        #expect(shownRows(tableView) == ["2:p2", "3:p3", "4:p4"])
        let shown = (0..<3).flatMap { row in
            (0..<2).map { tableView.view(atColumn: $0, row: row, makeIfNecessary: false) }
        }
        let reused = shown.contains { $0 === removed }
        #expect(reused)
    }

    @Test("A column with a decorator of its own shows its cells; the others keep the handler's; upserts reach both")
    func columnDecorators() throws {
        let tableView = makePeopleTable(columns: ["Name", "Detail"])
        let handler = try handler(people([("A", [1, 2])]), titles: false, in: tableView)
        handler.setCellDecorator(DetailDecorator.self, forColumn: NSUserInterfaceItemIdentifier("Detail"))
        settle(tableView)
        #expect(shownRows(tableView, column: 0) == ["1:p1", "2:p2"])
        #expect(shownRows(tableView, column: 1) == ["P1", "P2"])
        let exceptions = try exceptionsRaised {
            handler.reconfiguresUpdatedItems = true
            try handler.apply(people([("A", [2, 1, 3])]))
            try handler.upsert([Person(2, "two")])
            settle(tableView)
        }
        #expect(exceptions.isEmpty)
        #expect(shownRows(tableView, column: 0) == ["2:two", "1:p1", "3:p3"])
        #expect(shownRows(tableView, column: 1) == ["TWO", "P1", "P3"])
        #expect(tableView.view(atColumn: 1, row: 0, makeIfNecessary: false) is DetailCellView)
    }

    #if !canImport(ObjectiveC)
    @Test("scrollTo(item:) scrolls the item's row into the visible rows (stand-in: its visible area)")
    func scrollsToItem() throws {
        let tableView = makePeopleTable()
        tableView.standInVisibleRowCount = 3
        let handler = try handler(people([("A", Array(0..<10)), ("B", Array(10..<20))]), in: tableView)
        #expect(!tableView.standInVisibleRows.contains(14))
        try handler.scrollTo(item: Person(12), animated: false)  // [§A, 0…9, §B, 10, 11, 12]: row 14
        settle(tableView)
        #expect(tableView.standInVisibleRows.contains(14))
        #expect(shownRows(tableView)[14] == "12:p12")
    }
    #endif

    @Test("The table keeps its handler alive")
    func tableKeepsHandler() throws {
        let tableView = makePeopleTable()
        weak var weakHandler: TableViewHandler<PersonDecorator>?
        do {
            let handler = try TableViewHandler<PersonDecorator>(tableView: tableView, data: people([("A", [1])]))
            weakHandler = handler
        }
        #expect(weakHandler != nil)
        settle(tableView)
        #expect(shownRows(tableView) == ["1:p1"])
    }
}

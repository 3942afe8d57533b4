import AppKit
import DecorumAppKit
import Foundation
import Testing

// The user's deletes on a Mac table: the trailing "Delete" row action of the rows canEdit allows, which
// deletes the item by identity and reports it to onUserEdit, as a swipe does on iOS. Played by the stand-in
// (a Mac has no way to swipe in a test).

#if !canImport(ObjectiveC)
@Suite("DecorumAppKit: TableViewHandler row actions")
@MainActor
struct TableViewHandlerUserEditTests {
    private func makeHandler(
        _ tableView: NSTableView, edits: @escaping (String) -> Void
    ) throws -> TableViewHandler<PersonDecorator> {
        let handler = try TableViewHandler<PersonDecorator>(
            tableView: tableView, data: people([("A", [1, 2, 3]), ("B", [4])]))
        handler.headerTitle = { $0.kind.rawValue }  // [§A, 1, 2, 3, §B, 4]
        handler.canEdit = { person, _ in person.id != 3 }
        handler.onUserEdit = { edits("\($0)") }
        settle(tableView)
        return handler
    }

    @Test("The trailing Delete deletes the row's item, reported by identity; the actions hide")
    func deleteReported() throws {
        let tableView = makePeopleTable()
        var edits: [String] = []
        let handler = try makeHandler(tableView) { edits.append($0) }
        let raised = exceptionsRaised {
            #expect(tableView.standInUserChoosesRowAction("Delete", row: 2, edge: .trailing))
            settle(tableView)
        }
        #expect(raised.isEmpty)
        #expect(handler.data.sections.map { $0.items.map(\.id) } == [[1, 3], [4]])
        #expect(edits == ["delete 2 from [0, 1] in \"A\""])
        #expect(shownRows(tableView) == expectedRows(handler.data, groupRows: true))
        #expect(!tableView.rowActionsVisible)
    }

    @Test("No action on the leading edge, on a group row, or on a row canEdit refuses")
    func offeredWhereAllowed() throws {
        let tableView = makePeopleTable()
        _ = try makeHandler(tableView) { _ in }
        #expect(tableView.standInUserShowsRowActions(row: 1, edge: .trailing).map(\.title) == ["Delete"])
        #expect(tableView.standInUserShowsRowActions(row: 1, edge: .leading).isEmpty)
        #expect(tableView.standInUserShowsRowActions(row: 0, edge: .trailing).isEmpty)
        #expect(tableView.standInUserShowsRowActions(row: 3, edge: .trailing).isEmpty)
        #expect(tableView.standInUserShowsRowActions(row: 1, edge: .trailing).first?.style == .destructive)
    }

    @Test("A row whose item went while its actions showed deletes nothing, not the row now in its place")
    func rowAlreadyGone() throws {
        let tableView = makePeopleTable()
        var edits: [String] = []
        let handler = try makeHandler(tableView) { edits.append($0) }
        let actions = tableView.standInUserShowsRowActions(row: 2, edge: .trailing)
        #expect(handler.removeData([Person(2)]).isEmpty)
        try handler.addData([Person(7)], toSection: Kind("A"))
        settle(tableView)  // [§A, 1, 3, 7, §B, 4]
        let raised = exceptionsRaised {
            if let delete = actions.first { tableView.standInUserChooses(delete, row: 2) }
            settle(tableView)
        }
        #expect(raised.isEmpty)
        #expect(handler.data.sections.map { $0.items.map(\.id) } == [[1, 3, 7], [4]])
        #expect(edits.isEmpty)
        #expect(!tableView.rowActionsVisible)
    }

    @Test("A delete the app refuses leaves the row; one it confirms later deletes the item where it is then")
    func confirmed() throws {
        let tableView = makePeopleTable()
        var edits: [String] = []
        let handler = try makeHandler(tableView) { edits.append($0) }
        handler.confirmUserEdit = { _, answer in answer(false) }
        tableView.standInUserChoosesRowAction("Delete", row: 1, edge: .trailing)
        #expect(handler.data.sections.map { $0.items.map(\.id) } == [[1, 2, 3], [4]])
        #expect(!tableView.rowActionsVisible)
        var pending: [(Bool) -> Void] = []
        handler.confirmUserEdit = { _, answer in pending.append(answer) }
        tableView.standInUserChoosesRowAction("Delete", row: 5, edge: .trailing)
        try handler.move(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
        pending.first?(true)
        settle(tableView)
        #expect(handler.data.sections.map { $0.items.map(\.id) } == [[1, 2, 3], []])
        #expect(edits == ["delete 4 from [0, 0] in \"A\""])
        #expect(shownRows(tableView) == expectedRows(handler.data, groupRows: true))
    }
}
#endif

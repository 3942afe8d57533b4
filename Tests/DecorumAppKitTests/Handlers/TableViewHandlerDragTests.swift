import AppKit
import DecorumAppKit
import Foundation
import Testing

// The user's drags within a table and drops from outside, played by the stand-in (AppKit's documented
// sequence: pasteboardWriterForRow, validateDrop with setDropRow, acceptDrop); the table shows what the data
// has after each, and each move is reported by identity. Stand-in only: a Mac has no way to play a drag in a
// test.

#if !canImport(ObjectiveC)
@Suite("DecorumAppKit: TableViewHandler drags and drops")
@MainActor
struct TableViewHandlerDragTests {
    /// A table showing A:[1, 2, 3] and B:[4, 5] as [§A, 1, 2, 3, §B, 4, 5], every row movable, the user's
    /// edits collected.
    @MainActor
    private final class Fixture {
        let tableView = makePeopleTable()
        let handler: TableViewHandler<PersonDecorator>
        var edits: [String] = []

        init(_ data: [(String, [Int])] = [("A", [1, 2, 3]), ("B", [4, 5])], titles: Bool = true) throws {
            handler = try TableViewHandler<PersonDecorator>(tableView: tableView, data: people(data))
            if titles { handler.headerTitle = { $0.kind.rawValue } }
            handler.canMove = { _, _ in true }
            handler.onUserEdit = { [unowned self] in edits.append("\($0)") }
            settle(tableView)
        }

        var ids: [[Int]] { handler.data.sections.map { $0.items.map(\.id) } }

        /// The user drags `rows` to `row`; then the rows must show the data, and nothing raised.
        @discardableResult
        func drag(
            _ rows: [Int], to row: Int, _ operation: NSTableView.DropOperation = .above, duringDrag: () -> Void = {}
        ) -> Bool {
            var accepted = false
            let raised = exceptionsRaised {
                accepted = tableView.standInUserDragRows(
                    IndexSet(rows), toRow: row, dropOperation: operation, duringDrag: duringDrag)
                settle(tableView)
            }
            #expect(raised.isEmpty)
            #expect(shownRows(tableView) == expectedRows(handler.data, groupRows: handler.headerTitle != nil))
            return accepted
        }
    }

    @Test("A row dragged within its section moves there, reported as the user's move")
    func withinSection() throws {
        let fixture = try Fixture()
        #expect(fixture.drag([1], to: 3))
        #expect(fixture.ids == [[2, 1, 3], [4, 5]])
        #expect(fixture.edits == ["move 1 from [0, 0] in \"A\" to [0, 1] in \"A\""])
    }

    @Test("A row dragged across sections moves into the other one; several rows move together, in order")
    func acrossSections() throws {
        let fixture = try Fixture()
        #expect(fixture.drag([2], to: 6))
        #expect(fixture.ids == [[1, 3], [4, 2, 5]])
        #expect(fixture.edits == ["move 2 from [0, 1] in \"A\" to [1, 1] in \"B\""])
        #expect(fixture.drag([1, 2], to: 7))  // [§A, 1, 3, §B, 4, 2, 5]: 1 and 3 below the last row
        #expect(fixture.ids == [[], [4, 2, 5, 1, 3]])
    }

    @Test("Dropped above a group row, rows go to the end of the section before it; above the first, to its start")
    func aboveGroupRow() throws {
        let fixture = try Fixture()
        #expect(fixture.drag([5], to: 4))
        #expect(fixture.ids == [[1, 2, 3, 4], [5]])
        #expect(fixture.drag([6], to: 0))  // [§A, 1, 2, 3, 4, §B, 5]
        #expect(fixture.ids == [[5, 1, 2, 3, 4], []])
    }

    @Test("Dropped on a row, rows land above it; on a group row, at its section's start")
    func ontoRows() throws {
        let fixture = try Fixture()
        #expect(fixture.drag([1], to: 5, .on))
        #expect(fixture.ids == [[2, 3], [1, 4, 5]])
        #expect(fixture.tableView.standInLastDropTarget?.row == 5)
        #expect(fixture.tableView.standInLastDropTarget?.dropOperation == .above)  // retargeted
        #expect(fixture.drag([1], to: 0, .on))  // [§A, 2, 3, §B, 1, 4, 5]: 2 onto §A
        #expect(fixture.ids == [[2, 3], [1, 4, 5]])
        #expect(fixture.drag([6], to: 0, .on))  // 5 onto §A
        #expect(fixture.ids == [[5, 2, 3], [1, 4]])
        #expect(fixture.tableView.standInLastDropTarget?.row == 1)
        #expect(fixture.tableView.standInLastDropTarget?.dropOperation == .above)
    }

    @Test("Into a collapsed section, rows go to the end of the expanded section above")
    func intoCollapsed() throws {
        let fixture = try Fixture()
        try fixture.handler.collapse(section: Kind("B"))
        settle(fixture.tableView)  // [§A, 1, 2, 3, §B]
        #expect(fixture.drag([1], to: 4, .on))
        #expect(fixture.ids == [[2, 3, 1], [4, 5]])
        #expect(fixture.drag([1], to: 5))  // [§A, 2, 3, 1, §B]: 2 below the last row, the end of B
        #expect(fixture.ids == [[3, 1, 2], [4, 5]])
    }

    @Test("A move the app refuses at once does not happen; refused later, the row moves back")
    func refused() throws {
        let fixture = try Fixture()
        fixture.handler.confirmUserEdit = { _, answer in answer(false) }
        #expect(fixture.drag([1], to: 6))
        #expect(fixture.ids == [[1, 2, 3], [4, 5]])
        var pending: [(Bool) -> Void] = []
        fixture.handler.confirmUserEdit = { _, answer in pending.append(answer) }
        #expect(fixture.drag([1], to: 6))
        #expect(fixture.ids == [[2, 3], [4, 1, 5]])
        pending.first?(false)
        settle(fixture.tableView)
        #expect(fixture.ids == [[1, 2, 3], [4, 5]])
        #expect(shownRows(fixture.tableView) == expectedRows(fixture.handler.data, groupRows: true))
        #expect(fixture.edits.isEmpty)
    }

    @Test("Rows canMove refuses have no pasteboard writer: alone they start no drag, with others they stay")
    func cannotMove() throws {
        let fixture = try Fixture()
        fixture.handler.canMove = { person, _ in person.id != 1 }
        #expect(fixture.tableView.dataSource?.tableView(fixture.tableView, pasteboardWriterForRow: 1) == nil)
        #expect(fixture.tableView.dataSource?.tableView(fixture.tableView, pasteboardWriterForRow: 0) == nil)
        #expect(!fixture.drag([1], to: 6))
        #expect(fixture.drag([1, 2], to: 6))
        #expect(fixture.ids == [[1, 3], [4, 2, 5]])
        fixture.handler.canMove = nil
        #expect(!fixture.drag([3], to: 0))
        #expect(fixture.edits.count == 1)
    }

    @Test("Without group rows, a dragged row lands in the section of the row below it")
    func withoutGroupRows() throws {
        let fixture = try Fixture(titles: false)  // [1, 2, 3, 4, 5]
        #expect(fixture.drag([0], to: 3))
        #expect(fixture.ids == [[2, 3], [1, 4, 5]])
        #expect(fixture.drag([4], to: 5))
        #expect(fixture.ids == [[2, 3], [1, 4, 5]])
    }

    @Test("Rows edited while the user holds them: the drop finds them by identity, or is refused when they are gone")
    func editedDuringDrag() throws {
        let fixture = try Fixture()
        #expect(
            fixture.drag([1], to: 6) {  // 1 moves to B's end and 9 comes first while the user holds it
                try? fixture.handler.apply(people([("A", [9, 2, 3]), ("B", [4, 5, 1])]))
                settle(fixture.tableView)  // [§A, 9, 2, 3, §B, 4, 5, 1]: the drop is above 5
            })
        #expect(fixture.ids == [[9, 2, 3], [4, 1, 5]])
        #expect(fixture.edits == ["move 1 from [1, 2] in \"B\" to [1, 1] in \"B\""])
        #expect(
            !fixture.drag([2], to: 1) {  // 2, gone before the drop
                _ = fixture.handler.removeData([Person(2)])
                settle(fixture.tableView)
            })
        #expect(fixture.ids == [[9, 3], [4, 1, 5]])
    }

    @Test("Content dropped from outside is inserted where it lands; the table refuses it until the app accepts it")
    func dropFromOutside() throws {
        let fixture = try Fixture()
        let item = NSPasteboardItem()
        item.setString("9", forType: .string)
        #expect(!fixture.tableView.standInUserDrops([item], toRow: 5, dropOperation: .above))
        fixture.handler.acceptDrops(of: [.string]) { info in
            (info.draggingPasteboard.pasteboardItems ?? []).compactMap { $0.string(forType: .string) }
                .compactMap(Int.init).map { Person($0) }
        }
        #expect(fixture.tableView.registeredDraggedTypes.contains(.string))
        let raised = exceptionsRaised {
            #expect(fixture.tableView.standInUserDrops([item], toRow: 4, dropOperation: .on))
            settle(fixture.tableView)
        }
        #expect(raised.isEmpty)
        #expect(fixture.ids == [[1, 2, 3], [9, 4, 5]])
        #expect(shownRows(fixture.tableView) == expectedRows(fixture.handler.data, groupRows: true))
        // The same identity again, or nothing the app can read: refused, the data untouched.
        #expect(!fixture.tableView.standInUserDrops([item], toRow: 1, dropOperation: .above))
        let empty = NSPasteboardItem()
        empty.setString("none", forType: .string)
        #expect(!fixture.tableView.standInUserDrops([empty], toRow: 1, dropOperation: .above))
        #expect(fixture.ids == [[1, 2, 3], [9, 4, 5]])
        // A source that allows only a move or a link: inserted as a move, refused as a link.
        let moved = NSPasteboardItem()
        moved.setString("8", forType: .string)
        #expect(!fixture.tableView.standInUserDrops([moved], toRow: 1, dropOperation: .above, operationMask: .link))
        #expect(fixture.tableView.standInUserDrops([moved], toRow: 1, dropOperation: .above, operationMask: .move))
        #expect(fixture.ids == [[8, 1, 2, 3], [9, 4, 5]])
        // The rows still reorder: registering the app's types kept the table's own.
        #expect(fixture.drag([2], to: 9))
        #expect(fixture.ids == [[8, 2, 3], [9, 4, 5, 1]])
    }
}
#endif

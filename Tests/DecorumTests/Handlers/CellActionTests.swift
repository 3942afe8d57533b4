@_spi(Binding) import Decorum
import DecorumTesting
import Foundation
import Testing

/// A cell whose button sends "like" for the item it shows (main-actor isolated, as UIKit cells are).
final class LikeCell: ActionSendingCell {
    var cellActions: CellActions?
    var text = ""
    func tapLike() { cellActions?.send("like") }
}

enum LikeDecorator: CellDecorator {
    static func update(_ cell: LikeCell, with data: Person) { cell.text = data.name }
}

/// A cell that does not adopt `ActionSendingCell`, as the plain cell hosting a SwiftUI view: its
/// decorator keeps the actions the handler offers while it configures the cell (what
/// `SwiftUICellDecorator` puts in its view's environment).
final class HostingCell {
    var text = ""
    var actions: CellActions?
}

enum HostingDecorator: CellDecorator {
    static func update(_ cell: HostingCell, with data: Person) {
        cell.text = data.name
        cell.actions = CellActions.ofCellBeingConfigured
    }
}

/// Actions from inside cells reach the app with the item the cell shows, found by identity when the
/// user acts: never the row an index path captured at configuration time names after later edits.
@MainActor
@Suite("Handlers: actions from inside cells, by identity")
struct CellActionTests {
    @Test("an action names the cell's item as it is now, after edits moved it and changed it")
    func actionAfterEdits() throws {
        let handler = try HeadlessHandler<LikeDecorator>(
            view: HeadlessListView(), data: SectionedData(items: people("1", "2")))
        var made: [LikeCell] = []
        handler.makeCell = {
            let cell = LikeCell()
            made.append(cell)
            return cell
        }
        var received: [String] = []
        handler.onCellAction = { action, person in received.append("\(action) \(person.id) \(person.name)") }
        _ = handler.view.cells  // the view reads its cells (a viewport of 0 shows none until asked)
        let two = try #require(made.last { $0.text == "name2" })
        // Rows arrive above it and it is renamed: a path captured at configuration would now name "0".
        try handler.insertData(people("0", "00"), at: IndexPath(item: 0, section: 0))
        try handler.upsert([person("2", "Two")])
        two.tapLike()
        #expect(received == ["like 2 Two"])
        // Its item is deleted: an action from the stale cell is dropped.
        handler.removeData([person("2")])
        two.tapLike()
        #expect(received.count == 1)
    }

    @Test("a cell reused for another item sends for its new item")
    func reusedCell() throws {
        let handler = try HeadlessHandler<LikeDecorator>(
            view: HeadlessListView(), data: SectionedData(items: people("1")))
        let cell = LikeCell()
        handler.makeCell = { cell }  // one cell, configured again for every item
        var received: [String] = []
        handler.onCellAction = { _, person in received.append(person.id) }
        try handler.addData(people("2"))
        cell.tapLike()
        #expect(received == ["2"])
    }

    @Test("without onCellAction, or with a cell that sends nothing, nothing happens")
    func silent() throws {
        let handler = try HeadlessHandler<LikeDecorator>(
            view: HeadlessListView(), data: SectionedData(items: people("1")))
        let cell = LikeCell()
        handler.makeCell = { cell }
        cell.tapLike()  // no receiver: dropped
        var sent: [CellAction] = []
        cell.cellActions = CellActions { sent.append($0) }  // a cell tested on its own
        cell.tapLike()
        #expect(sent == ["like"])
    }

    @Test("any cell, not only an ActionSendingCell, gets its item's actions while configured (a SwiftUI cell)")
    func actionsWhileConfiguring() throws {
        let handler = try HeadlessHandler<HostingDecorator>(
            view: HeadlessListView(), data: SectionedData(items: people("1", "2")))
        var made: [HostingCell] = []
        handler.makeCell = {
            let cell = HostingCell()
            made.append(cell)
            return cell
        }
        var received: [String] = []
        handler.onCellAction = { action, person in received.append("\(action) \(person.id) \(person.name)") }
        _ = handler.view.cells
        #expect(CellActions.ofCellBeingConfigured == nil, "only while a handler configures a cell")
        let two = try #require(made.last { $0.text == "name2" })
        try handler.insertData(people("0"), at: IndexPath(item: 0, section: 0))
        try handler.upsert([person("2", "Two")])
        two.actions?.send("like")
        #expect(received == ["like 2 Two"])
        // A decorator run outside a handler (a test of the cell alone) sees none.
        let alone = HostingCell()
        HostingDecorator.update(alone, with: person("9"))
        #expect(alone.actions == nil)
    }
}

import Decorum
import Testing
import UIKit

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumUIKit
@_spi(Binding) @testable import Handlers

/// The user's edits on a table and a collection view reach the app through the same events as
/// headless (`ListHandler.onUserEdit`, `confirmUserEdit`), and a refusal leaves the view as the data.
@Suite("UIKit layer: the user's edits, reported and confirmed")
@MainActor
struct UserEditUIKitTests {
    @Test("a table's swipe to delete is reported by identity; a refused one leaves the row")
    func tableDelete() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        handler.canEdit = { _, _ in true }
        var events: [String] = []
        handler.onUserEdit = { events.append($0.description) }
        handler.confirmUserEdit = { edit, answer in answer(edit.id != 2) }
        Driver.settle()
        Driver.swipe(tableView, at: IndexPath(row: 1, section: 0)).first?.perform()
        Driver.settle()
        #expect(shownTexts(tableView) == ["c1", "c2", "c3"])
        Driver.swipe(tableView, at: IndexPath(row: 2, section: 0)).first?.perform()
        Driver.settle()
        #expect(events == [#"delete 3 from [0, 2] in "default""#])
        #expect(shownTexts(tableView) == ["c1", "c2"])
        #expect(handler.data.allItems.map(\.id) == [1, 2])
        _ = window
    }

    @Test("an app's own swipe action waits for the app's answer, which closes it")
    func ownSwipeActionWaits() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        let actions = SwipeActions(handler: handler)
        handler.delegate = actions
        var answer: (@MainActor (Bool) -> Void)?
        handler.confirmUserEdit = { _, reply in answer = reply }
        Driver.settle()
        let swipe = Driver.swipe(tableView, at: IndexPath(row: 0, section: 0))
        #expect(swipe.map(\.title) == ["Remove"])
        swipe.first?.perform()
        Driver.settle()
        #expect(actions.completions.isEmpty)  // the action is still open
        #expect(shownTexts(tableView) == ["c1", "c2", "c3"])
        answer?(true)
        Driver.settle()
        #expect(actions.completions == [true])
        #expect(shownTexts(tableView) == ["c2", "c3"])
        _ = window
    }

    @Test(
        "a table's drag is reported; a refused one moves the row back once the drop is committed",
        .enabled(if: Driver.isStandIn, "a real drag (the stand-in's) holds the table's updates during the drop"))
    func tableMove() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView,
            data: [Section(kind: .friends, items: contacts(1...2)), Section(kind: .work, items: contacts(3...3))])
        handler.canMove = { _, _ in true }
        var events: [String] = []
        handler.onUserEdit = { events.append($0.description) }
        handler.confirmUserEdit = { edit, answer in answer(!edit.changesSection) }
        Driver.settle()
        #expect(Driver.drag(tableView, from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
        Driver.settle()
        #expect(events == [#"move 1 from [0, 0] in "friends" to [0, 1] in "friends""#])
        #expect(Driver.drag(tableView, from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)))
        #expect(handler.data.sections.map { $0.items.map(\.id) } == [[2, 1], [3]])
        Driver.settle()
        #expect(shownTexts(tableView) == ["c2", "c1", "c3"])
        #expect(events.count == 1)
        _ = window
    }

    @Test(
        "a collection view's interactive move, refused, goes back; a delete from the app's menu is reported",
        .enabled(if: Driver.isStandIn, "plays the interactive move the stand-in models"))
    func collectionMove() throws {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...3)))
        handler.canMove = { _, _ in true }
        var events: [String] = []
        handler.onUserEdit = { events.append($0.description) }
        handler.confirmUserEdit = { edit, answer in answer(edit.action == .delete) }
        Driver.settle()
        #if !canImport(ObjectiveC)
        collectionView.standInUserMoveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #endif
        Driver.settle()
        #expect(shownTexts(collectionView) == ["c1", "c2", "c3"])
        var done: [Bool] = []
        handler.deleteByUser(at: IndexPath(item: 1, section: 0)) { done.append($0) }
        Driver.settle()
        #expect(done == [true])
        #expect(events == [#"delete 2 from [0, 1] in "default""#])
        #expect(shownTexts(collectionView) == ["c1", "c3"])
        _ = window
    }
}

/// An app's table delegate with a swipe action of its own that deletes through the handler.
@MainActor
private final class SwipeActions: NSObject, UITableViewDelegate {
    let handler: TableViewHandler<ContactRowDecorator>
    var completions: [Bool] = []

    init(handler: TableViewHandler<ContactRowDecorator>) {
        self.handler = handler
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let remove = UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, done in
            self?.handler.deleteByUser(at: indexPath) { deleted in
                self?.completions.append(deleted)
                done(deleted)
            }
        }
        return UISwipeActionsConfiguration(actions: [remove])
    }
}

/// Display events by identity on a table and a collection view, from UIKit's `willDisplay` and
/// `didEndDisplaying`; the app's own delegate still hears them.
@Suite("UIKit layer: display events by identity")
@MainActor
struct DisplayEventsUIKitTests {
    @Test("a table: rows scrolled in and out, and a deleted row, are told by identity")
    func table() throws {
        let (window, tableView) = makeTable(height: 132)  // three 44-point rows
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...8)))
        let appDelegate = DisplayLog()
        handler.delegate = appDelegate
        var events: [String] = []
        handler.onWillDisplay = { events.append("+\($0.id)") }
        handler.onDidEndDisplaying = { events.append("-\($0)") }
        Driver.settle()
        #expect(events == ["+1", "+2", "+3"])
        #expect(handler.displayedIDs == [1, 2, 3])
        tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
        Driver.settle()
        #expect(events.suffix(4) == ["-1", "-2", "+4", "+5"])
        events = []
        _ = handler.removeData([Contact(id: 4, name: "c4")])
        Driver.settle()
        #expect(events == ["-4", "+6"])
        #expect(handler.displayedIDs == [3, 5, 6])
        #expect(appDelegate.willDisplay.count >= 6)  // the app's delegate still hears UIKit's messages
        #expect(appDelegate.didEndDisplaying.count >= 3)
        _ = window
    }

    @Test("a collection view: items displayed and ended by identity")
    func collection() throws {
        let (window, collectionView) = makeCollection(height: 88)  // two 44-point rows
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...5)))
        var events: [String] = []
        handler.onWillDisplay = { events.append("+\($0.id)") }
        handler.onDidEndDisplaying = { events.append("-\($0)") }
        Driver.settle()
        #expect(events == ["+1", "+2"])
        _ = handler.removeData([Contact(id: 1, name: "c1")])
        Driver.settle()
        #expect(events == ["+1", "+2", "-1", "+3"])
        _ = window
    }
}

/// An app delegate that records the display messages it hears.
@MainActor
private final class DisplayLog: NSObject, UITableViewDelegate {
    var willDisplay: [IndexPath] = []
    var didEndDisplaying: [IndexPath] = []

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        willDisplay.append(indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        didEndDisplaying.append(indexPath)
    }
}

/// A table cell with a button that sends "like" for its item.
final class LikeRowCell: UITableViewCell, ActionSendingCell {
    var cellActions: CellActions?
    var shown: String?
}

enum LikeRowDecorator: CellDecorator {
    static func update(_ cell: LikeRowCell, with data: Contact) { cell.shown = data.name }
}

/// Actions from inside table cells name the item by identity.
@Suite("UIKit layer: actions from inside cells")
@MainActor
struct CellActionUIKitTests {
    @Test("a visible cell's action names its item after rows were inserted above it and it was renamed")
    func staleProof() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<LikeRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        var received: [String] = []
        handler.onCellAction = { action, contact in received.append("\(action) \(contact)") }
        Driver.settle()
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? LikeRowCell)
        #expect(cell.shown == "c2")
        try handler.insertData(contacts(10...11), at: IndexPath(row: 0, section: 0))
        try handler.upsert([Contact(id: 2, name: "two")])
        Driver.settle()
        cell.cellActions?.send("like")
        #expect(received == ["like 2:two"])
        _ = window
    }

    @Test("a plain cell (a SwiftUI cell's host) gets its item's actions while configured, also when reconfigured")
    func plainCellWhileConfigured() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<HostedRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        var received: [String] = []
        handler.onCellAction = { action, contact in received.append("\(action) \(contact)") }
        Driver.settle()
        try handler.upsert([Contact(id: 2, name: "two")])  // reconfigured in place: the actions are given again
        Driver.settle()
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        try handler.insertData(contacts(10...10), at: IndexPath(row: 0, section: 0))
        Driver.settle()
        HostedRowDecorator.actions[ObjectIdentifier(cell)]??.send("like")
        #expect(received == ["like 2:two"])
        #expect(CellActions.ofCellBeingConfigured == nil)
        _ = window
    }
}

/// What `SwiftUICellDecorator` does, without SwiftUI: keeps the actions the handler offers while it
/// configures a plain cell (SwiftUI puts them in the hosted view's environment).
enum HostedRowDecorator: CellDecorator {
    static var actions: [ObjectIdentifier: CellActions?] = [:]

    static func update(_ cell: UITableViewCell, with data: Contact) {
        cell.textLabel?.text = data.name
        actions[ObjectIdentifier(cell)] = CellActions.ofCellBeingConfigured
    }
}

/// Seeded swipes and drags on a table, kept or refused: the table always ends up showing the handler's
/// data, and a store changed only from the events always matches it.
@Suite("UIKit layer: seeded user edits")
@MainActor
struct SeededUserEditUIKitTests {
    @Test(
        "seeded swipes and drags across sections, kept or refused, keep table, data and store in step",
        .enabled(if: Driver.isStandIn, "plays drags as the stand-in models them"),
        arguments: [UInt64(0x5EED_0001), 0x5EED_0002, 0x5EED_0003])
    func seeded(seed: UInt64) throws {
        var rng = SplitMix(state: seed)
        let (window, tableView) = makeTable(height: 2000)  // every row visible
        let kinds: [Kind] = [.friends, .family, .work]
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView,
            data: [
                Section(kind: .friends, items: contacts(1...5)), Section(kind: .family, items: contacts(6...8)),
                Section(kind: .work, items: contacts(9...12)),
            ])
        handler.canEdit = { _, _ in true }
        handler.canMove = { _, _ in true }
        var store = handler.data.sections.map { (kind: $0.kind, ids: $0.items.map(\.id)) }
        var kept: [UserEdit<Contact, Int>.Action: Int] = [:]
        var refused = 0
        handler.onUserEdit = { edit in
            kept[edit.action, default: 0] += 1
            for index in store.indices { store[index].ids.removeAll { $0 == edit.id } }
            if let kind = edit.destinationSection, let row = edit.destination?.item,
                let index = store.firstIndex(where: { $0.kind == kind })
            {
                store[index].ids.insert(edit.id, at: row)
            }
        }
        handler.confirmUserEdit = { _, answer in
            let keep = Int.random(in: 0..<3, using: &rng) > 0
            if !keep { refused += 1 }
            answer(keep)
        }
        Driver.settle()
        for step in 0..<60 {
            let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
            let nonEmpty = counts.indices.filter { counts[$0] > 0 }
            guard let section = nonEmpty.randomElement(using: &rng) else { break }
            let source = IndexPath(row: Int.random(in: 0..<counts[section], using: &rng), section: section)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                Driver.swipe(tableView, at: source).first?.perform()
            } else {
                let target = Int.random(in: 0..<kinds.count, using: &rng)
                let limit = counts[target] - (target == section ? 1 : 0)
                let destination = IndexPath(row: Int.random(in: 0...limit, using: &rng), section: target)
                _ = Driver.drag(tableView, from: source, to: destination)
            }
            Driver.settle()
            let shown = (0..<tableView.numberOfSections).map { section in
                (0..<tableView.numberOfRows(inSection: section)).map {
                    (tableView.cellForRow(at: IndexPath(row: $0, section: section)) as? ContactCell)?.shown
                }
            }
            let data = handler.data.sections.map { $0.items.map { Optional($0.name) } }
            #expect(shown == data, "seed \(seed), step \(step): the table shows other rows than the data")
            #expect(store.map(\.ids) == handler.data.sections.map { $0.items.map(\.id) }, "seed \(seed), step \(step)")
            #expect(!handler.hasPendingUpdates, "seed \(seed), step \(step)")
        }
        // The run did edit: deletes and moves were kept, and some edits refused.
        #expect(kept[.delete, default: 0] > 2 && kept[.move, default: 0] > 10 && refused > 5, "\(kept), \(refused)")
        _ = window
    }
}

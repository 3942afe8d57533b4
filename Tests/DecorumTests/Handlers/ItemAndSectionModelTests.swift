import Decorum
import DecorumTesting
import Foundation
import Testing

/// An item and its section's model changed together: a mail marked read, and its section's unread count.
@MainActor
@Suite("Handlers: an item and its section's model in one step")
struct ItemAndSectionModelTests {
    /// Today's mails (unread: the VIPs), with their unread counts as the sections' models.
    func inbox(mode: HeadlessListView.AnimationMode = .immediate) -> HeadlessHandler<HorizontalDecorator> {
        makeHandler(
            [
                Section(kind: "Today", model: 2, items: [unread("t1"), unread("t2"), person("t3")]),
                Section(kind: "Yesterday", model: 1, items: [unread("y1")]),
            ], mode: mode)
    }

    func unread(_ id: String) -> Person { Person(id: id, name: "name\(id)", isVIP: true) }

    func unreadCount(_ section: Section<Person>) -> Int { section.items.filter(\.isVIP).count }

    @Test("marking a mail read updates its row and its section's unread count in one step")
    func markingReadUpdatesRowAndCountTogether() throws {
        let handler = inbox(mode: .manual)
        try handler.addData([person("y2")], toSection: "Yesterday")  // animating: the next step waits
        try handler.update([person("t2")]) { section in unreadCount(section) }
        #expect(handler.data["Today"]?.model(as: Int.self) == 1)
        #expect(handler.data["Today"]?.items[1].isVIP == false)
        #expect(handler.view.sectionHeaders == ["Today (2)", "Yesterday (1)"])  // the view waits too
        let start = handler.view.events.count
        handler.view.finishAnimations()
        #expect(
            Array(handler.view.events[start...]) == [
                .reconfigure([IndexPath(item: 1, section: 0)]),
                .reconfigureSupplementaryViews([0]),
            ])
        #expect(handler.view.sectionHeaders == ["Today (1)", "Yesterday (1)"])
        #expect(!handler.view.cells[0][1].content.contains("*"))
        expectConsistent(handler)
    }

    @Test("mails of several sections: each section's model is computed from its rows after the update")
    func severalSections() throws {
        let handler = inbox()
        let start = handler.view.events.count
        try handler.update([person("y1"), person("t1"), person("t2")]) { section in unreadCount(section) }
        #expect(handler.data.sections.map { $0.model(as: Int.self) } == [0, 0])
        #expect(
            Array(handler.view.events[start...]) == [
                .reconfigure([
                    IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1),
                ]),
                .reconfigureSupplementaryViews([0, 1]),
            ])
        let unchanged = handler.view.events.count
        try handler.update([person("t3")]) { section in unreadCount(section) }  // same content, same count
        #expect(handler.view.events.count == unchanged)
        expectConsistent(handler)
    }

    @Test("an item that is not in the list throws and changes nothing")
    func missingItemChangesNothing() throws {
        let handler = inbox()
        let before = handler.data
        let start = handler.view.events.count
        let error = expectThrown(ListEditError.self) {
            try handler.update([person("t1"), person("nobody")]) { section in unreadCount(section) }
        }
        #expect(error == .itemNotFound("nobody"))
        #expect(handler.data == before)
        #expect(handler.view.events.count == start)
        #expect(throws: ListEditError.self) {
            try handler.update([person("t1"), person("t1", "again")]) { _ in 0 }  // a repeat, under .reject
        }
        #expect(handler.data == before)
        handler.duplicatePolicy = .keepLast
        try handler.update([person("t1"), person("t1", "again")]) { section in unreadCount(section) }
        #expect(handler.data["Today"]?.items[0].name == "again")
        expectConsistent(handler)
    }
}

import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

@MainActor
@Suite("Handler: add, insert, queries")
struct HandlerTests {
    @Test("addData appends to the last section, creating a default one when there is none")
    func addDataAppends() throws {
        let handler = makeHandler()
        try handler.addData(people("1", "2"))
        #expect(ids(handler) == [["1", "2"]])
        #expect(handler.data.kinds == [.default])
        #expect(handler.view.events.last == .batch(Changeset(sectionInserts: [0])))
        expectConsistent(handler)

        try handler.addData(people("3"))
        #expect(ids(handler) == [["1", "2", "3"]])
        #expect(handler.view.events.last == .batch(Changeset(itemInserts: [IndexPath(item: 2, section: 0)])))
        expectConsistent(handler)

        try handler.addData([])
        #expect(handler.view.events.count == 3)  // initial reload + two batches
    }

    @Test("addData(toSection:) appends to an existing Kind section or creates it at the end")
    func addDataToKind() throws {
        let handler = makeHandler([
            Section(kind: .staff, items: people("1")), Section(kind: .default, items: people("2")),
        ])
        try handler.addData(people("3"), toSection: .staff)
        #expect(ids(handler) == [["1", "3"], ["2"]])
        #expect(handler.view.batches.last == Changeset(itemInserts: [IndexPath(item: 1, section: 0)]))
        expectConsistent(handler)

        try handler.addData(people("4", "5"), toSection: .vips)
        #expect(ids(handler) == [["1", "3"], ["2"], ["4", "5"]])
        #expect(handler.data.kinds == [.staff, .default, .vips])
        #expect(handler.view.batches.last == Changeset(sectionInserts: [2]))
        expectConsistent(handler)
    }

    @Test("insertData inserts at a path, including one past the end; invalid paths throw and change nothing")
    func insertData() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        try handler.insertData(people("a", "b"), at: IndexPath(item: 1, section: 0))
        #expect(ids(handler) == [["1", "a", "b", "2"]])
        expectConsistent(handler)
        try handler.insertData(people("z"), at: IndexPath(item: 4, section: 0))
        #expect(ids(handler) == [["1", "a", "b", "2", "z"]])
        expectConsistent(handler)

        let before = handler.data.allItems.map(\.id)
        let events = handler.view.events.count
        for bad in [
            IndexPath(item: 6, section: 0), IndexPath(item: 0, section: 1), IndexPath(), IndexPath(indexes: [0, 0, 0]),
        ] {
            let error = expectThrown(ListEditError.self) { try handler.insertData(people("q"), at: bad) }
            #expect(error == .invalidIndexPath(bad))
        }
        #expect(handler.data.allItems.map(\.id) == before)
        #expect(handler.view.events.count == events)
        expectConsistent(handler)
    }

    @Test("absoluteIndex, indexPath(forAbsoluteIndex:) and item(at:) through the handler; nil for invalid input")
    func absoluteIndex() {
        let handler = makeHandler([
            Section(kind: "a", items: people("1", "2", "3")), Section(kind: "b", items: []),
            Section(kind: "c", items: people("4", "5")),
        ])
        #expect(handler.absoluteIndex(for: IndexPath(item: 1, section: 2)) == 4)
        #expect(handler.indexPath(forAbsoluteIndex: 3) == IndexPath(item: 0, section: 2))
        #expect(handler.item(at: IndexPath(item: 0, section: 2))?.id == "4")
        #expect(handler.absoluteIndex(for: IndexPath(item: 0, section: 1)) == nil)
        #expect(handler.absoluteIndex(for: IndexPath()) == nil)
        #expect(handler.absoluteIndex(for: IndexPath(item: -1, section: 0)) == nil)
        #expect(handler.indexPath(forAbsoluteIndex: 5) == nil)
        #expect(handler.indexPath(forAbsoluteIndex: -1) == nil)
        #expect(handler.item(at: IndexPath(item: 9, section: 0)) == nil)
        expectConsistent(handler)
    }

    @Test("duplicates under .reject: within one call or against existing rows, typed error, data unchanged")
    func duplicatesRejected() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        let within = expectThrown(ListEditError.self) { try handler.addData(people("3", "3")) }
        #expect(within == .repeatedItem("3:name3", offset: 1, earlier: 0))
        let existing = expectThrown(ListEditError.self) { try handler.addData(people("4", "1")) }
        #expect(existing == .itemExists("1:name1", offset: 1, row: IndexPath(item: 0, section: 0)))
        let inserted = expectThrown(ListEditError.self) {
            try handler.insertData(people("2"), at: IndexPath(item: 0, section: 0))
        }
        #expect(inserted == .itemExists("2:name2", offset: 0, row: IndexPath(item: 1, section: 0)))
        #expect(ids(handler) == [["1", "2"]])
        #expect(handler.view.events == [.reloadData])
        expectConsistent(handler)
    }

    @Test("duplicates under .keepFirst skip incoming copies; under .keepLast the incoming copy replaces the row")
    func duplicatePolicies() throws {
        let handler = makeHandler([
            Section(kind: .default, items: people("1", "2")), Section(kind: .vips, items: people("v")),
        ])
        handler.duplicatePolicy = .keepFirst
        try handler.addData([person("3"), person("3", "later"), person("1", "new")])
        #expect(ids(handler) == [["1", "2"], ["v", "3"]])
        #expect(handler.data[1].items[1].name == "name3")
        #expect(handler.data[0].items[0].name == "name1")
        expectConsistent(handler)

        handler.duplicatePolicy = .keepLast
        try handler.addData([person("1", "moved"), person("x"), person("x", "last x")], toSection: .vips)
        #expect(ids(handler) == [["2"], ["v", "3", "1", "x"]])
        #expect(handler.data[1].items[2].name == "moved")
        #expect(handler.data[1].items[3].name == "last x")
        #expect(
            handler.view.batches.last
                == Changeset(
                    itemDeletes: [IndexPath(item: 0, section: 0)],
                    itemInserts: [IndexPath(item: 2, section: 1), IndexPath(item: 3, section: 1)]))
        expectConsistent(handler)
    }

    @Test("Hashable items are identified by value; a decorator can name the identity of items with none")
    func otherItemKinds() throws {
        let strings = HeadlessHandler<StringDecorator>(view: HeadlessListView())
        try strings.addData(["a", "b", "c"])
        #expect(strings.removeData(["c", "a", "zz"]) == ["zz"])
        #expect(strings.data.allItems == ["b"])
        #expect(
            expectThrown(ListEditError.self) { try strings.addData(["b"]) } == .itemExists("b", offset: 0, row: [0, 0]))
        expectConsistent(strings)

        let plain = HeadlessHandler<PlainDecorator>(view: HeadlessListView())
        #expect(
            expectThrown(ListEditError.self) {
                try plain.addData([Plain(value: 1), Plain(value: 2), Plain(value: 3), Plain(value: 2)])
            } == .repeatedItem("plain2", offset: 3, earlier: 1))
        try plain.addData([Plain(value: 1), Plain(value: 2), Plain(value: 3)])
        #expect(plain.removeData([Plain(value: 2), Plain(value: 9)]) == [Plain(value: 9)])
        #expect(plain.data.allItems == [Plain(value: 1), Plain(value: 3)])
        try plain.upsert([Plain(value: 3), Plain(value: 4)])
        #expect(plain.data.allItems == [Plain(value: 1), Plain(value: 3), Plain(value: 4)])
        try plain.apply(SectionedData(items: [Plain(value: 7)]))
        #expect(plain.view.batches.last == Changeset(itemDeletes: [[0, 0], [0, 1], [0, 2]], itemInserts: [[0, 0]]))
        expectConsistent(plain)
    }

    @Test("makeCell runs the decorator on Linux")
    func decoratorOnLinux() throws {
        let handler = makeHandler([Section(kind: .default, items: [person("1", "Ada")])])
        handler.makeCell = { LabelCell() }
        #expect(handler.view.cell(at: IndexPath(item: 0, section: 0))?.content == "cell(Ada)")
        try handler.upsert([person("1", "Grace")])
        #expect(handler.view.cell(at: IndexPath(item: 0, section: 0))?.content == "cell(Grace)")
        expectConsistent(handler)
    }
}

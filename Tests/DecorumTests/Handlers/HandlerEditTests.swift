import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

@MainActor
@Suite("Handler: remove, upsert, move, sections")
struct HandlerEditTests {
    static let five: SectionedData<Person> = [Section(kind: .default, items: people("0", "1", "2", "3", "4"))]

    @Test("removing items 1 and 3 of [0,1,2,3,4] deletes old-space indices 1 and 3, in any order")
    func removeTwoInOldSpace() {
        for order in [["1", "3"], ["3", "1"]] {
            let handler = makeHandler(Self.five)
            let absent = handler.removeData(order.map { person($0) })
            #expect(absent.isEmpty)
            #expect(ids(handler) == [["0", "2", "4"]])
            #expect(
                handler.view.batches == [
                    Changeset(itemDeletes: [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
                ])
            expectConsistent(handler)
        }
    }

    @Test("removing many items across sections, in any order, is one batch")
    func removeAcrossSections() {
        var generator = SeededGenerator(seed: TestSeed.base &+ 1)
        for round in 0..<30 {
            let data: SectionedData<Person> = [
                Section(kind: "a", items: (0..<6).map { person("a\($0)") }),
                Section(kind: "b", items: (0..<4).map { person("b\($0)") }),
            ]
            let handler = makeHandler(data)
            let doomed = data.allItems.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
            handler.removeData(doomed)
            let doomedIDs = Set(doomed.map(\.id))
            #expect(
                handler.data.allItems.map(\.id) == data.allItems.map(\.id).filter { !doomedIDs.contains($0) },
                "round \(round) seed \(TestSeed.base)")
            #expect(handler.view.batches.count == (doomed.isEmpty ? 0 : 1))
            expectConsistent(handler)
        }
    }

    @Test("removing absent items is a no-op that returns them; a stale copy is removed by id")
    func removeAbsent() {
        let handler = makeHandler(Self.five)
        let absent = handler.removeData([person("9"), person("2", "stale name"), person("8")])
        #expect(absent.map(\.id) == ["9", "8"])
        #expect(ids(handler) == [["0", "1", "3", "4"]])
        #expect(handler.removeData([person("9")]).map(\.id) == ["9"])
        #expect(handler.view.batches.count == 1)
        expectConsistent(handler)
    }

    @Test("removeItems(at:) takes old-space paths in any order; an invalid path throws and removes nothing")
    func removeItemsAt() throws {
        let handler = makeHandler(Self.five)
        try handler.removeItems(at: [
            IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0),
        ])
        #expect(ids(handler) == [["1", "2", "3"]])
        expectConsistent(handler)
        let error = expectThrown(ListEditError.self) {
            try handler.removeItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        }
        #expect(error == .invalidIndexPath(IndexPath(item: 3, section: 0)))
        #expect(ids(handler) == [["1", "2", "3"]])
        expectConsistent(handler)
    }

    @Test("upsert updates unmoved rows with a reconfigure (not a reload) and inserts new rows, one batch")
    func upsertMix() throws {
        let handler = makeHandler([
            Section(kind: .staff, items: people("1", "2")), Section(kind: .default, items: people("3")),
        ])
        try handler.upsert([person("2", "Grace"), person("4", "New"), person("3", "Alan")])
        #expect(handler.data.allItems.map(\.description) == ["1:name1", "2:Grace", "3:Alan", "4:New"])
        #expect(ids(handler) == [["1", "2"], ["3", "4"]])
        #expect(
            Array(handler.view.events.dropFirst()) == [
                .batch(Changeset(itemInserts: [IndexPath(item: 1, section: 1)])),
                .reconfigure([IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)]),
            ])
        #expect(handler.view.batches.allSatisfy { $0.itemReloads.isEmpty })
        expectConsistent(handler)

        // Only updates: no batch at all, just a reconfigure. No change: nothing.
        try handler.upsert([person("1", "Ada")])
        #expect(handler.view.events.last == .reconfigure([IndexPath(item: 0, section: 0)]))
        let count = handler.view.events.count
        try handler.upsert([person("1", "Ada")])
        #expect(handler.view.events.count == count)
        expectConsistent(handler)
    }

    @Test("upsert of new rows into a Kind section, created when missing; inserts sit in the new index space")
    func upsertIntoKind() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        try handler.upsert([person("v1"), person("1", "Ada")], toSection: .vips)
        #expect(ids(handler) == [["1", "2"], ["v1"]])
        #expect(handler.view.batches.last == Changeset(sectionInserts: [1]))
        expectConsistent(handler)
        handler.engine.reconfiguresUpdatedItems = false
        try handler.upsert([person("2", "Grace"), person("v2")], toSection: .vips)
        #expect(
            handler.view.batches.last
                == Changeset(
                    itemInserts: [IndexPath(item: 1, section: 1)], itemReloads: [IndexPath(item: 1, section: 0)]))
        expectConsistent(handler)
    }

    @Test("upsert with duplicates in one call follows the policy")
    func upsertDuplicates() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1"))])
        #expect(
            expectThrown(ListEditError.self) {
                try handler.upsert([person("2", "a"), person("1", "x"), person("2", "b")])
            } == .repeatedItem("2:b", offset: 2, earlier: 0))
        #expect(handler.data.allItems.map(\.description) == ["1:name1"])
        #expect(handler.view.events == [.reloadData])

        handler.duplicatePolicy = .keepFirst
        try handler.upsert([person("2", "a"), person("1", "x"), person("2", "b"), person("1", "y")])
        #expect(handler.data.allItems.map(\.description) == ["1:x", "2:a"])
        expectConsistent(handler)

        handler.duplicatePolicy = .keepLast
        try handler.upsert([person("3", "a"), person("1", "p"), person("3", "b"), person("1", "q")])
        #expect(handler.data.allItems.map(\.description) == ["1:q", "2:a", "3:b"])
        expectConsistent(handler)
    }

    @Test("move within a section and across sections")
    func moves() throws {
        let handler = makeHandler([
            Section(kind: "a", items: people("1", "2", "3")), Section(kind: "b", items: people("4")),
        ])
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(ids(handler) == [["2", "3", "1"], ["4"]])
        expectConsistent(handler)
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        #expect(ids(handler) == [["3", "1"], ["4", "2"]])
        #expect(
            handler.view.batches.last
                == Changeset(itemMoves: [Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))]
                ))
        expectConsistent(handler)
        try handler.move(from: IndexPath(item: 1, section: 1), to: IndexPath(item: 1, section: 1))
        #expect(handler.view.batches.count == 2)
    }

    @Test("invalid move source or destination throws a typed error and leaves the data untouched")
    func invalidMoves() {
        let handler = makeHandler([Section(kind: "a", items: people("1", "2")), Section(kind: "b", items: people("3"))])
        let from = IndexPath(item: 0, section: 0)
        let cases: [(IndexPath, IndexPath, ListEditError)] = [
            (from, IndexPath(item: 2, section: 0), .invalidDestination(IndexPath(item: 2, section: 0))),
            (from, IndexPath(item: 2, section: 1), .invalidDestination(IndexPath(item: 2, section: 1))),
            (from, IndexPath(item: 0, section: 2), .invalidDestination(IndexPath(item: 0, section: 2))),
            (from, IndexPath(), .invalidDestination(IndexPath())),
            (IndexPath(item: 5, section: 0), from, .invalidIndexPath(IndexPath(item: 5, section: 0))),
            (IndexPath(indexes: [0, 0, 1]), from, .invalidIndexPath(IndexPath(indexes: [0, 0, 1]))),
        ]
        for (source, destination, expected) in cases {
            let error = expectThrown(ListEditError.self) { try handler.move(from: source, to: destination) }
            #expect(error == expected)
        }
        #expect(ids(handler) == [["1", "2"], ["3"]])
        #expect(handler.view.events == [.reloadData])
        expectConsistent(handler)
    }

    @Test("insertSection and removeSection; duplicate kinds follow the policy")
    func sections() throws {
        let handler = makeHandler([Section(kind: "a", items: people("1")), Section(kind: "b", items: people("2"))])
        try handler.insertSection(Section(kind: .vips, items: people("v")), at: 1)
        #expect(handler.data.kinds == ["a", .vips, "b"])
        #expect(handler.view.batches.last == Changeset(sectionInserts: [1]))
        expectConsistent(handler)

        #expect(
            expectThrown(ListEditError.self) { try handler.insertSection(Section(kind: "c"), at: 4) }
                == .invalidSectionIndex(4))
        let duplicate = expectThrown(ListEditError.self) { try handler.insertSection(Section(kind: "a"), at: 0) }
        #expect(duplicate == .sectionExists("a", section: 0))
        #expect(
            expectThrown(ListEditError.self) {
                try handler.insertSection(Section(kind: "c", items: people("1")), at: 0)
            } != nil)
        #expect(handler.data.kinds == ["a", .vips, "b"])

        handler.duplicatePolicy = .keepLast
        try handler.insertSection(Section(kind: "a", items: people("9", "v")), at: 3)
        #expect(handler.data.kinds == [.vips, "b", "a"])
        #expect(ids(handler) == [[], ["2"], ["1", "9", "v"]])  // merged: the old rows come along
        expectConsistent(handler)

        #expect(handler.removeSection("b"))
        #expect(!handler.removeSection("zz"))
        #expect(handler.data.kinds == [.vips, "a"])
        #expect(handler.view.batches.last == Changeset(sectionDeletes: [1]))
        expectConsistent(handler)
    }
}

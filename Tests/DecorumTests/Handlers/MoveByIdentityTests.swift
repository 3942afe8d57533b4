import Decorum
import DecorumTesting
import Foundation
import Testing

/// Moving an item by its identity, and what `upsert` does with an item whose section changed.
@MainActor
@Suite("Handlers: moves by identity, and upserts that move")
struct MoveByIdentityTests {
    let apple: Kind = "Apple"
    let google: Kind = "Google"

    func companies() -> HeadlessHandler<HorizontalDecorator> { makeCompaniesHandler() }

    @Test("move(id:toSection:at:) finds the item wherever it is and moves it as one move")
    func movesByIdentity() throws {
        let handler = companies()
        try handler.move(id: "a1", toSection: google)
        #expect(ids(handler) == [["a2", "a3"], ["g1", "a1"]])
        #expect(handler.view.batches.last?.itemMoves.count == 1)
        #expect(handler.view.batches.last?.itemInserts.isEmpty == true)
        try handler.move(id: "a1", toSection: apple, at: 0)
        #expect(ids(handler) == [["a1", "a2", "a3"], ["g1"]])
        try handler.move(id: "a1", toSection: apple, at: 2)  // within its section: its row once it left
        #expect(ids(handler) == [["a2", "a3", "a1"], ["g1"]])
        let batches = handler.view.batches.count
        try handler.move(id: "a1", toSection: apple)  // already last: nothing to do
        #expect(handler.view.batches.count == batches)
        expectConsistent(handler)
    }

    @Test("bad input throws and leaves the data untouched")
    func badInput() {
        let handler = companies()
        let before = ids(handler)
        #expect(throws: ListEditError.itemNotFound("nobody")) { try handler.move(id: "nobody", toSection: self.apple) }
        #expect(throws: ListEditError.invalidDestination(IndexPath(item: 2, section: 1))) {
            try handler.move(id: "a1", toSection: self.google, at: 2)
        }
        #expect(throws: ListEditError.invalidDestination(IndexPath(item: 3, section: 0))) {
            try handler.move(id: "a1", toSection: self.apple, at: 3)
        }
        #expect(throws: ListEditError.invalidDestination(IndexPath(item: -1, section: 0))) {
            try handler.move(id: "a1", toSection: self.apple, at: -1)
        }
        #expect(throws: ListEditError.invalidDestination(IndexPath(item: 1, section: 2))) {
            try handler.move(id: "a1", toSection: "Meta", at: 1)
        }
        #expect(ids(handler) == before)
        expectConsistent(handler)
    }

    @Test("a missing section is created at the end, holding the item")
    func createsSection() throws {
        let handler = companies()
        try handler.move(id: "a2", toSection: "Meta")
        #expect(handler.data.kinds == [apple, google, "Meta"])
        #expect(ids(handler) == [["a1", "a3"], ["g1"], ["a2"]])
        // The section arrives, then the row moves into it.
        #expect(handler.view.batches.flatMap(\.sectionInserts) == [2])
        #expect(handler.view.batches.flatMap(\.itemMoves).count == 1)
        #expect(handler.view.batches.flatMap(\.itemInserts).isEmpty)
        expectConsistent(handler)
    }

    @Test("upsert leaves a matched item in its own section by default, and moves it with movingExisting")
    func upsertMoving() throws {
        let handler = companies()
        var ada = person("a2", "Ada at Google")
        try handler.upsert([ada], toSection: google)
        #expect(ids(handler) == [["a1", "a2", "a3"], ["g1"]])
        #expect(handler.data[0].items[1].name == "Ada at Google")
        ada.name = "Ada, moved"
        try handler.upsert([ada, person("g2")], toSection: google, movingExisting: true)
        #expect(ids(handler) == [["a1", "a3"], ["g1", "a2", "g2"]])
        #expect(handler.data[1].items[1].name == "Ada, moved")
        // Shown as a move (and an insert for the newcomer), not as a delete and an insert.
        let moved = handler.view.batches.flatMap(\.itemMoves)
        #expect(moved.count == 1)
        #expect(handler.view.cells[1][1].content.contains("Ada, moved"))
        expectConsistent(handler)
    }

    @Test("upsert with movingExisting and no section moves matched rows to the last section, as documented")
    func upsertMovingToTheLastSection() throws {
        let handler = companies()
        try handler.upsert([person("a2", "Ada at Google"), person("g2")], movingExisting: true)
        #expect(ids(handler) == [["a1", "a3"], ["g1", "a2", "g2"]])
        #expect(handler.data[1].items[1].name == "Ada at Google")
        #expect(handler.view.batches.flatMap(\.itemMoves).count == 1)  // a move, not a delete and an insert
        try handler.upsert([person("g1", "renamed")], movingExisting: true)  // already last: updated in place
        #expect(ids(handler) == [["a1", "a3"], ["g1", "a2", "g2"]])
        #expect(handler.data[1].items[0].name == "renamed")
        expectConsistent(handler)
    }

    @Test("upsert gives its section a model, also one it creates")
    func upsertModel() throws {
        let handler = companies()
        try handler.upsert([person("m1")], toSection: "Meta", model: "Menlo Park")
        #expect(handler.data[2].model as? String == "Menlo Park")
        try handler.upsert([person("a1", "renamed")], toSection: apple, model: "Cupertino")
        #expect(handler.data[0].model as? String == "Cupertino")
        try handler.upsert([person("g1")], toSection: "Meta", model: "Menlo Park, CA", movingExisting: true)
        #expect(handler.data[2].model as? String == "Menlo Park, CA")
        #expect(ids(handler) == [["a1", "a2", "a3"], [], ["m1", "g1"]])
        expectConsistent(handler)
    }

    @Test("upsert with movingExisting follows the duplicate policy for repeats within its items")
    func upsertMovingRepeats() throws {
        let handler = companies()
        #expect(throws: ListEditError.self) {
            try handler.upsert([person("a1", "x"), person("a1", "y")], toSection: self.google, movingExisting: true)
        }
        #expect(ids(handler) == [["a1", "a2", "a3"], ["g1"]])
        handler.duplicatePolicy = .keepLast
        try handler.upsert([person("a1", "x"), person("a1", "y")], toSection: google, movingExisting: true)
        #expect(ids(handler) == [["a2", "a3"], ["g1", "a1"]])
        #expect(handler.data[1].items[1].name == "y")
        expectConsistent(handler)
    }

    @Test("seeded moves by identity, idle or animating, match a model of the data")
    func randomMoves() throws {
        for mode in [HeadlessListView.AnimationMode.immediate, .manual] {
            var rng = SeededGenerator(seed: TestSeed.base ^ 0x0B1D_E471)
            let kinds: [Kind] = ["a", "b", "c"]
            let handler = makeHandler(
                [Section(kind: "a", items: numbered(5, "a")), Section(kind: "b", items: numbered(3, "b"))], mode: mode)
            var model: [(kind: Kind, ids: [String])] = [
                ("a", numbered(5, "a").map(\.id)), ("b", numbered(3, "b").map(\.id)),
            ]
            for step in 0..<200 {
                let all = model.flatMap(\.ids)
                let id = all.randomElement(using: &rng)!
                let kind = kinds.randomElement(using: &rng)!
                let target = model.firstIndex { $0.kind == kind }
                let count = target.map { model[$0].ids.count - (model[$0].ids.contains(id) ? 1 : 0) } ?? 0
                let index: Int? = Bool.random(using: &rng) ? nil : Int.random(in: -1...(count + 1), using: &rng)
                let valid = index.map { $0 >= 0 && $0 <= (target == nil ? 0 : count) } ?? true
                do {
                    try handler.move(id: id, toSection: kind, at: index)
                    #expect(valid, "step \(step): accepted an invalid index")
                    for i in model.indices { model[i].ids.removeAll { $0 == id } }
                    if let target {
                        model[target].ids.insert(id, at: index ?? model[target].ids.count)
                    } else {
                        model.append((kind, [id]))
                    }
                } catch {
                    #expect(!valid, "seed \(TestSeed.base) step \(step): \(error)")
                }
                #expect(ids(handler) == model.map(\.ids), "seed \(TestSeed.base), mode \(mode), step \(step)")
                if mode == .manual, Bool.random(using: &rng) { handler.view.finishAnimations() }
            }
            handler.view.finishAnimations()
            expectConsistent(handler)
        }
    }
}

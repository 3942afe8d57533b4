@_spi(Binding) import Decorum
import DecorumTesting
import Foundation
import Testing

/// The user's own edits reach the app by identity, and the app may refuse them, at once or later.
@MainActor
@Suite("Handlers: the user's edits, reported and confirmed")
struct UserEditTests {
    let apple: Kind = "Apple"
    let google: Kind = "Google"

    func twoCompanies(mode: HeadlessListView.AnimationMode = .immediate) -> HeadlessHandler<HorizontalDecorator> {
        let handler = makeCompaniesHandler(mode: mode)
        handler.canEdit = { _, _ in true }
        handler.canMove = { _, _ in true }
        return handler
    }

    @Test("a swipe to delete is reported once the data has it, with the item's identity and old place")
    func deleteReported() throws {
        let handler = twoCompanies()
        var events: [UserEdit<Person, String>] = []
        handler.onUserEdit = { [unowned handler] in
            #expect(!handler.data[0].items.contains { $0.id == "a2" }, "reported before the data changed")
            events.append($0)
        }
        #expect(try handler.view.simulateSwipeToDelete(at: IndexPath(item: 1, section: 0)))
        #expect(events.map(\.description) == [#"delete a2 from [0, 1] in "Apple""#])
        #expect(events.first?.action == .delete)
        #expect(events.first?.destination == nil)
        #expect(events.first?.changesSection == false)
        #expect(ids(handler) == [["a1", "a3"], ["g1"]])
        expectConsistent(handler)
    }

    @Test("a drag is reported as a move, within a section and into another one")
    func movesReported() throws {
        let handler = twoCompanies()
        var events: [String] = []
        var crossings: [Bool] = []
        handler.onUserEdit = {
            events.append($0.description)
            crossings.append($0.changesSection)
        }
        try handler.view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        try handler.view.simulateMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))
        try handler.view.simulateMove(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 1))
        #expect(
            events == [
                #"move a1 from [0, 0] in "Apple" to [0, 2] in "Apple""#,
                #"move a3 from [0, 1] in "Apple" to [1, 0] in "Google""#,
            ])
        #expect(crossings == [false, true])
        #expect(ids(handler) == [["a2", "a1"], ["a3", "g1"]])
        expectConsistent(handler)
    }

    @Test("edits the app makes are not reported")
    func codeEditsNotReported() throws {
        let handler = twoCompanies()
        var count = 0
        handler.onUserEdit = { _ in count += 1 }
        try handler.addData(people("g2"))
        handler.removeData(people("a1"))
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        #expect(count == 0)
    }

    @Test("a delete refused at once: the row stays, nothing is reported, no batch runs")
    func deleteRefusedAtOnce() throws {
        let handler = twoCompanies()
        var reported = 0
        handler.onUserEdit = { _ in reported += 1 }
        handler.confirmUserEdit = { edit, answer in answer(edit.id != "a2") }
        let batches = handler.view.batches.count
        #expect(try handler.view.simulateSwipeToDelete(at: IndexPath(item: 1, section: 0)))
        #expect(ids(handler) == [["a1", "a2", "a3"], ["g1"]])
        #expect(reported == 0)
        #expect(handler.view.batches.count == batches)
        try handler.view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 0))
        #expect(ids(handler) == [["a2", "a3"], ["g1"]])
        #expect(reported == 1)
        expectConsistent(handler)
    }

    @Test("a move refused at once goes back, animated, and the data is as before")
    func moveRefusedAtOnce() throws {
        let handler = twoCompanies(mode: .manual)
        let before = ids(handler)
        var reported = 0
        handler.onUserEdit = { _ in reported += 1 }
        var asked: [String] = []
        handler.confirmUserEdit = { edit, answer in
            asked.append(edit.description)
            answer(false)
        }
        try handler.view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        #expect(asked == [#"move a1 from [0, 0] in "Apple" to [1, 0] in "Google""#])
        #expect(ids(handler) == before)
        #expect(reported == 0)
        // The view showed the drop; the move back is one animated batch.
        #expect(handler.view.batches.last.map { $0.itemMoves.count } == 1)
        handler.view.finishAnimations()
        expectConsistent(handler)
        #expect(handler.view.cell(at: IndexPath(item: 0, section: 0))?.content.hasPrefix("a1:") == true)
    }

    @Test("a delete answered later: the row stays while the app decides, then goes; only the first answer counts")
    func deleteAnsweredLater() throws {
        let handler = twoCompanies()
        var answers: [String: @MainActor (Bool) -> Void] = [:]
        handler.confirmUserEdit = { edit, answer in answers[edit.id] = answer }
        var events: [String] = []
        handler.onUserEdit = { events.append($0.description) }
        var completions: [Bool] = []
        handler.deleteByUser(at: IndexPath(item: 1, section: 0)) { completions.append($0) }
        try handler.view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 1))
        #expect(handler.isConfirmingUserEdits)
        #expect(ids(handler) == [["a1", "a2", "a3"], ["g1"]])
        // Meanwhile the app inserts a row above: the answer finds the item by identity.
        try handler.insertData(people("a0"), at: IndexPath(item: 0, section: 0))
        answers["a2"]?(true)
        answers["a2"]?(false)
        answers["g1"]?(false)
        #expect(!handler.isConfirmingUserEdits)
        #expect(completions == [true])
        #expect(events == [#"delete a2 from [0, 2] in "Apple""#])
        #expect(ids(handler) == [["a0", "a1", "a3"], ["g1"]])
        expectConsistent(handler)
    }

    @Test("a move refused later goes back to its section and place by identity, even after other edits")
    func moveRefusedLater() throws {
        let handler = twoCompanies()
        var answer: (@MainActor (Bool) -> Void)?
        handler.confirmUserEdit = { _, reply in answer = reply }
        try handler.view.simulateMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 1))
        #expect(ids(handler) == [["a1", "a3"], ["g1", "a2"]])  // the data matches the screen meanwhile
        try handler.addData(people("g2"), toSection: google)
        answer?(false)
        #expect(ids(handler) == [["a1", "a2", "a3"], ["g1", "g2"]])
        expectConsistent(handler)
    }

    @Test("an async confirmation: the row stays until it returns, then the answer is acted on")
    func asyncConfirmation() async throws {
        let handler = twoCompanies()
        let gate = AnswerGate()
        handler.confirmUserEdits { edit in
            await gate.wait()
            return edit.id == "a1"
        }
        var events: [String] = []
        handler.onUserEdit = { events.append($0.description) }
        try handler.view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 0))
        try handler.view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 1))
        #expect(handler.isConfirmingUserEdits)
        #expect(ids(handler) == [["a1", "a2", "a3"], ["g1"]])
        gate.open()
        await handler.waitForUserEditConfirmations()
        #expect(!handler.isConfirmingUserEdits)
        #expect(events == [#"delete a1 from [0, 0] in "Apple""#])
        #expect(ids(handler) == [["a2", "a3"], ["g1"]])
        expectConsistent(handler)
    }

    @Test("deleteByUser: false for a path that shows no row, and the edit goes through the same events")
    func deleteByUserPaths() {
        let handler = twoCompanies()
        var results: [Bool] = []
        var events = 0
        handler.onUserEdit = { _ in events += 1 }
        handler.deleteByUser(at: IndexPath(item: 9, section: 0)) { results.append($0) }
        handler.deleteByUser(at: IndexPath(item: 0, section: 1)) { results.append($0) }
        #expect(results == [false, true])
        #expect(events == 1)
        #expect(ids(handler) == [["a1", "a2", "a3"], []])
    }

    @Test("seeded gestures, kept or refused now or later: a store updated only from the events matches the data")
    func storeFollowsEvents() throws {
        for mode in [HeadlessListView.AnimationMode.immediate, .manual] {
            var rng = SeededGenerator(seed: TestSeed.base ^ 0x05E2_ED17)
            let handler = makeHandler(
                [Section(kind: "a", items: numbered(6, "a")), Section(kind: "b", items: numbered(4, "b"))], mode: mode)
            handler.canEdit = { _, _ in true }
            handler.canMove = { _, _ in true }
            var store = handler.data.sections.map { (kind: $0.kind, ids: $0.items.map(\.id)) }
            var reported: [UserEdit<Person, String>.Action: Int] = [:]
            handler.onUserEdit = { edit in
                reported[edit.action, default: 0] += 1
                for index in store.indices { store[index].ids.removeAll { $0 == edit.id } }
                if let kind = edit.destinationSection, let destination = edit.destination,
                    let to = store.firstIndex(where: { $0.kind == kind })
                {
                    store[to].ids.insert(edit.id, at: destination.item)
                }
            }
            // Moves are answered at once (a move waiting for its answer is already in the data, so
            // positions reported meanwhile count it); deletes now or later.
            var later: [@MainActor (Bool) -> Void] = []
            handler.confirmUserEdit = { edit, answer in
                switch Int.random(in: 0..<(edit.action == .delete ? 3 : 2), using: &rng) {
                case 0: answer(true)
                case 1: answer(false)
                default: later.append(answer)
                }
            }
            for step in 0..<300 {
                if handler.data.itemCount < 4 {  // the app's own edit: its store has it already
                    let added = numbered(4, "n\(step)-")
                    try handler.addData(added)
                    store[store.count - 1].ids += added.map(\.id)
                }
                let shown = handler.view.cells
                let sections = shown.indices.filter { !shown[$0].isEmpty }
                if step % 7 == 6, !later.isEmpty {
                    later.removeFirst()(Bool.random(using: &rng))
                } else if let section = sections.randomElement(using: &rng) {
                    let source = IndexPath(
                        item: Int.random(in: 0..<shown[section].count, using: &rng), section: section)
                    if Int.random(in: 0..<5, using: &rng) == 0 {
                        try handler.view.simulateSwipeToDelete(at: source)
                    } else {
                        let target = Int.random(in: 0..<shown.count, using: &rng)
                        let limit = shown[target].count - (target == section ? 1 : 0)
                        let destination = IndexPath(item: Int.random(in: 0...limit, using: &rng), section: target)
                        try handler.view.simulateMove(from: source, to: destination)
                    }
                }
                if mode == .manual, Bool.random(using: &rng) { handler.view.finishAnimations() }
                #expect(store.map(\.ids) == ids(handler), "seed \(TestSeed.base), mode \(mode), step \(step)")
            }
            while !later.isEmpty { later.removeFirst()(true) }
            handler.view.finishAnimations()
            // The run did edit: both kinds were reported (and refused ones were not).
            #expect(reported[.delete, default: 0] > 3 && reported[.move, default: 0] > 20, "\(reported)")
            #expect(store.map(\.ids) == ids(handler), "seed \(TestSeed.base), mode \(mode)")
            expectConsistent(handler)
        }
    }

    @Test("a list's own swipe action deletes the row it was made for, by identity, as the user's edit")
    func swipeToDeleteByIdentity() throws {
        let handler = twoCompanies()
        handler.canEdit = { person, _ in person.id != "a1" }
        var events: [String] = []
        handler.onUserEdit = { events.append($0.description) }
        #expect(handler.swipeToDelete(at: IndexPath(item: 0, section: 0)) == nil, "canEdit says no")
        #expect(handler.swipeToDelete(at: IndexPath(item: 9, section: 0)) == nil, "no such row")
        let delete = try #require(handler.swipeToDelete(at: IndexPath(item: 1, section: 0)))  // a2
        // While the swipe is open, rows arrive above it: the action still deletes a2.
        try handler.insertData([person("a0")], at: IndexPath(item: 0, section: 0))
        var answers: [Bool] = []
        delete { answers.append($0) }
        #expect(answers == [true])
        #expect(events == [#"delete a2 from [0, 2] in "Apple""#])
        #expect(ids(handler) == [["a0", "a1", "a3"], ["g1"]])
        delete { answers.append($0) }  // gone already: nothing more
        #expect(answers == [true, false])
        expectConsistent(handler)
    }

}

/// Opens once; every `wait()` before or after returns then. No timing involved.
@MainActor
final class AnswerGate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}

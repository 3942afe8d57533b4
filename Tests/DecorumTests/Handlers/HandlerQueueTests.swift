@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

@MainActor
@Suite("Handler: serialised batches and fallbacks")
struct HandlerQueueTests {
    @Test("an edit made while a batch animates is queued; data reflects it at once, the view after the animation")
    func overlappingEditsAreSerialised() throws {
        let handler = makeHandler([Section(kind: .default, items: people("0", "1", "2"))], mode: .manual)
        try handler.addData(people("3"))
        #expect(handler.view.isAnimating)
        handler.removeData([person("0"), person("2")])
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        // The caller sees its edits at once…
        #expect(ids(handler) == [["3", "1"]])
        #expect(handler.hasPendingUpdates)
        // …the view shows the first batch only, and agrees with what its data source reports now.
        #expect(handler.view.batches.count == 1)
        #expect(handler.view.identities == [["0", "1", "2", "3"]])
        try handler.view.verifyMatchesDataSource()
        #expect(handler.engine.displayedData.allItems.map(\.id) == ["0", "1", "2", "3"])

        // Each finished animation lets the queued edits run, each computed against what the view shows.
        handler.view.finishAnimations()
        #expect(
            handler.view.batches == [
                Changeset(itemInserts: [IndexPath(item: 3, section: 0)]),
                Changeset(itemDeletes: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]),
                Changeset(itemMoves: [Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))]),
            ])
        expectConsistent(handler)
        #expect(ids(handler) == [["3", "1"]])
    }

    @Test("a queued edit runs only when the pending completion arrives, one step at a time")
    func oneStepPerAnimation() throws {
        let handler = makeHandler([], mode: .manual)
        try handler.addData(people("a"))
        try handler.addData(people("b"))
        #expect(handler.view.batches.count == 1)
        #expect(handler.engine.hasPendingUpdates)
        try handler.view.verifyMatchesDataSource()
        handler.view.finishAnimations()  // runs a's completion → b's batch → its completion (same call)
        #expect(handler.view.batches.count == 2)
        expectConsistent(handler)
        #expect(handler.onDiagnostic == nil)
    }

    @Test("an unanimated edit while a batch animates reloads at once; the stale completion is ignored")
    func unanimatedDuringAnimation() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1"))], mode: .manual)
        try handler.addData(people("2"))
        try handler.addData(people("3"))
        try handler.addData(people("4"), animated: false)
        #expect(handler.view.events.last == .reloadData)
        #expect(!handler.hasPendingUpdates)
        expectConsistent(handler)
        handler.view.finishAnimations()
        try handler.addData(people("5"))
        #expect(handler.view.isAnimating)
        handler.view.finishAnimations()
        expectConsistent(handler)
        #expect(ids(handler) == [["1", "2", "3", "4", "5"]])
    }

    @Test("a view knocked out of sync falls back to reloadData with a diagnostic, never a crash")
    func outOfSyncFallsBack() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        let rogue = RogueSource([5])
        handler.view.dataSource = rogue
        handler.view.reloadData()
        handler.view.dataSource = handler.adapter

        try handler.addData(people("3"))
        #expect(handler.view.events.last == .reloadData)
        #expect(diagnostics.map(\.reason) == [.viewOutOfSync(shown: [5], expected: [2])])
        #expect(diagnostics.first?.changeset == Changeset(itemInserts: [IndexPath(item: 2, section: 0)]))
        #expect(diagnostics.first?.description.hasSuffix("fell back to reloadData") == true)
        expectConsistent(handler)

        // Back in sync: the next edit animates.
        try handler.addData(people("4"))
        #expect(handler.view.events.last == .batch(Changeset(itemInserts: [IndexPath(item: 3, section: 0)])))
        #expect(diagnostics.count == 1)
        expectConsistent(handler)
    }

    @Test("a view whose data source is someone else rejects the batch: reloadData and a diagnostic")
    func foreignDataSource() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        let rogue = RogueSource([2])
        handler.view.dataSource = rogue
        try handler.addData(people("3"))
        #expect(ids(handler) == [["1", "2", "3"]])
        #expect(handler.view.events.last == .reloadData)
        guard case .viewRejectedBatch = diagnostics.first?.reason else {
            Issue.record("expected viewRejectedBatch, got \(diagnostics)")
            return
        }
        handler.view.dataSource = handler.adapter
        handler.engine.reloadNow()
        expectConsistent(handler)
    }

    @Test("an invalid hand-made changeset is caught before it reaches the view")
    func invalidChangesetCaught() {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        // An edit whose batch names a row the data does not have: the engine's check refuses it.
        let bad = Edit<Person>(
            changeset: Changeset(itemInserts: [IndexPath(item: 7, section: 0)]), updated: [],
            counts: [3], mutate: { $0[0].append(person("3")) }, removed: [], added: [person("3")])
        handler.engine.submit(bad, animated: true)
        guard case .invalidBatch = diagnostics.first?.reason else {
            Issue.record("expected invalidBatch, got \(diagnostics)")
            return
        }
        #expect(handler.view.batches.isEmpty)
        expectConsistent(handler)
    }

    @Test("a view not in a window is reloaded instead of animated, and the data is kept; that is information, no fault")
    func notInWindow() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1"))])
        var diagnostics: [Diagnostic] = []
        var information: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        handler.onInformation = { information.append($0) }
        handler.view.isInWindow = false
        try handler.addData(people("2"))
        try handler.upsert([person("1", "Ada")])
        #expect(handler.view.events == [.reloadData, .reloadData, .reloadData])
        #expect(diagnostics.isEmpty)
        #expect(information.map(\.reason) == [.notInWindow, .notInWindow])
        #expect(handler.data.allItems.map(\.description) == ["1:Ada", "2:name2"])
        expectConsistent(handler)
        handler.view.isInWindow = true
        try handler.addData(people("3"))
        #expect(handler.view.batches.count == 1)
        expectConsistent(handler)
    }

    @Test("animated: false shows the edit with reloadData and no diagnostic")
    func unanimated() throws {
        let handler = makeHandler()
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        try handler.addData(people("1", "2"), animated: false)
        handler.removeData([person("1")], animated: false)
        #expect(handler.view.events == [.reloadData, .reloadData, .reloadData])
        #expect(diagnostics.isEmpty)
        expectConsistent(handler)
    }

    @Test("random edits with random animation timing: the view always matches once animations finish")
    func randomisedSerialisation() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 7)
        for round in 0..<60 {
            let handler = makeHandler(
                [Section(kind: "a", items: people("0", "1")), Section(kind: "b", items: people("2"))], mode: .manual)
            handler.engine.reconfiguresUpdatedItems = round % 2 == 0
            var diagnostics: [Diagnostic] = []
            handler.onDiagnostic = { diagnostics.append($0) }
            var next = 3
            for _ in 0..<30 {
                let data = handler.data
                let animated = Int.random(in: 0..<10, using: &generator) > 0
                switch Int.random(in: 0..<12, using: &generator) {
                case 0, 1:
                    try handler.addData(
                        [person("\(next)")], toSection: ["a", "b", "c"].randomElement(using: &generator)!,
                        animated: animated)
                    next += 1
                case 2:
                    handler.removeData(
                        data.allItems.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 },
                        animated: animated)
                case 3:
                    let items = data.allItems.filter { _ in Bool.random(using: &generator) }.map {
                        person($0.id, "v\(next)")
                    }
                    try handler.upsert(items + [person("\(next)")], animated: animated)
                    next += 1
                case 4:
                    if let source = data.indexPaths.randomElement(using: &generator) {
                        var after = data
                        after[source[0]].items.remove(at: source[1])
                        let section = Int.random(in: 0..<after.count, using: &generator)
                        let item = Int.random(in: 0...after[section].items.count, using: &generator)
                        try handler.move(from: source, to: IndexPath(item: item, section: section), animated: animated)
                    }
                case 5:
                    var new = data
                    new.sections.shuffle(using: &generator)
                    for index in new.indices { new[index].items.shuffle(using: &generator) }
                    if let first = new.indexPaths.first { new[first] = person(new[first].id, "applied\(next)") }
                    if Bool.random(using: &generator), !new.isEmpty { new.remove(at: 0) }
                    try handler.apply(new, animated: animated)
                case 6:
                    handler.view.finishAnimations()
                case 7:
                    try handler.removeItems(
                        at: data.indexPaths.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 },
                        animated: animated)
                case 8:
                    if let kind = data.kinds.randomElement(using: &generator), Bool.random(using: &generator) {
                        handler.removeSection(kind, animated: animated)
                    } else if !data.kinds.contains("c") {
                        try handler.insertSection(
                            Section(kind: "c", items: [person("\(next)")]),
                            at: Int.random(in: 0...data.count, using: &generator), animated: animated)
                        next += 1
                    }
                case 9:
                    let shown = handler.engine.displayedData.indexPaths
                    if let path = shown.randomElement(using: &generator) { handler.commitDelete(at: path) }
                case 10:
                    // A drag the view performs itself, only possible while nothing animates.
                    let shown = handler.engine.displayedData
                    if !handler.view.isAnimating, let source = shown.indexPaths.randomElement(using: &generator) {
                        var after = shown
                        after[source[0]].items.remove(at: source[1])
                        let section = Int.random(in: 0..<after.count, using: &generator)
                        let destination = IndexPath(
                            item: Int.random(in: 0...after[section].items.count, using: &generator),
                            section: section)
                        try handler.view.performBatchUpdates(
                            Changeset(itemMoves: [Move(from: source, to: destination)])
                        ) {
                            handler.commitMove(from: source, to: destination)
                        }
                    }
                default:
                    if Int.random(in: 0..<4, using: &generator) == 0 { handler.view.isInWindow.toggle() }
                }
                try handler.view.verifyMatchesDataSource()
            }
            handler.view.isInWindow = true
            handler.view.finishAnimations()
            expectConsistent(handler)
            // Off-screen reloads are information (onInformation), and drags merge with what is queued:
            // no fault.
            #expect(diagnostics.isEmpty, "round \(round) seed \(TestSeed.base): \(diagnostics)")
        }
    }
}

import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// Item 6 of issue 12: a change larger than `reloadThreshold`, or one made while the view is not in a
/// window, is shown with one reload and reported as information, never as a fault.
@MainActor
@Suite("Large changes become one reload")
struct LargeChangeReloadTests {
    func recorded(_ handler: HeadlessHandler<HorizontalDecorator>) -> DiagnosticRecorder {
        DiagnosticRecorder(handler)
    }

    func ids(_ range: ClosedRange<Int>) -> [Person] { range.map { person("\($0)") } }

    @Test("the default threshold is 1,000 operations")
    func defaultThreshold() {
        #expect(makeHandler().reloadThreshold == 1000)
    }

    @Test("at the threshold an edit animates; one operation over it reloads, as information")
    func crossingByOne() throws {
        let handler = makeHandler([Section(kind: .default, items: people("0"))])
        handler.reloadThreshold = 3
        let recorder = recorded(handler)
        try handler.addData(ids(1...3))  // 3 inserts: at the threshold
        #expect(handler.view.events.last == .batch(Changeset(itemInserts: (1...3).map { [0, $0] })))
        try handler.addData(ids(4...7))  // 4 inserts: one over
        #expect(handler.view.events.last == .reloadData)
        #expect(recorder.faults.isEmpty)
        #expect(recorder.information.map(\.reason) == [.largeChange(operations: 4, threshold: 3)])
        #expect(recorder.information.first?.severity == .information)
        #expect(handler.data.itemCount == 8)
        expectConsistent(handler)
    }

    @Test("a section counts as one operation however many rows it holds")
    func sectionIsOneOperation() throws {
        let handler = makeHandler()
        handler.reloadThreshold = 1
        let recorder = recorded(handler)
        try handler.insertSection(Section(kind: .vips, items: ids(1...50)), at: 0)
        #expect(handler.view.events.last == .batch(Changeset(sectionInserts: [0])))
        #expect(recorder.information.isEmpty)
        expectConsistent(handler)
    }

    @Test("nil animates every edit, however large")
    func nilNeverReloads() throws {
        let handler = makeHandler()
        handler.reloadThreshold = nil
        let recorder = recorded(handler)
        try handler.insertSection(Section(kind: .default, items: []), at: 0)
        try handler.addData(ids(1...2500))
        #expect(handler.view.batches.last?.itemInserts.count == 2500)
        try handler.apply(SectionedData(items: ids(1...2500).reversed()))
        #expect(handler.view.events.last.map { if case .batch = $0 { true } else { false } } == true)
        #expect(recorder.information.isEmpty && recorder.faults.isEmpty)
        expectConsistent(handler)
    }

    @Test("apply counts the operations of all its stages, against the same threshold")
    func applyCountsAllStages() throws {
        let old = ids(1...10)
        let handler = makeHandler(SectionedData(items: old))
        let recorder = recorded(handler)
        // Removing 4 rows and inserting 2: 6 operations.
        let new = SectionedData(items: Array(old.dropFirst(4)) + ids(11...12))
        let operations = try StagedChangeset(from: handler.data, to: new).changeCount
        #expect(operations == 6)
        handler.reloadThreshold = operations
        try handler.apply(new)
        #expect(handler.view.events.last.map { if case .batch = $0 { true } else { false } } == true)
        handler.reloadThreshold = operations - 1
        try handler.apply(SectionedData(items: old))
        #expect(handler.view.events.last == .reloadData)
        #expect(recorder.information.map(\.reason) == [.largeChange(operations: 6, threshold: 5)])
        #expect(recorder.faults.isEmpty)
        #expect(handler.data == SectionedData(items: old))
        expectConsistent(handler)
    }

    @Test("under queued animations, a large edit drops the queue and reloads to the latest data")
    func underQueuedAnimations() throws {
        let handler = makeHandler([Section(kind: .default, items: people("0"))], mode: .manual)
        handler.reloadThreshold = 5
        let recorder = recorded(handler)
        try handler.addData(ids(1...2))  // animating
        try handler.addData(ids(3...4))  // queued
        #expect(handler.hasPendingUpdates)
        try handler.addData(ids(5...20))  // 16 inserts: over
        #expect(handler.view.events.last == .reloadData)
        #expect(!handler.hasPendingUpdates)
        try handler.view.verifyMatchesDataSource()
        handler.view.finishAnimations()  // the stale completion of the first batch is ignored
        #expect(handler.view.events.last == .reloadData)
        #expect(handler.data.itemCount == 21)
        #expect(recorder.information.map(\.reason) == [.largeChange(operations: 16, threshold: 5)])
        #expect(recorder.faults.isEmpty)
        // The next small edit animates again.
        try handler.removeItems(at: [[0, 0]])
        handler.view.finishAnimations()
        #expect(handler.view.events.last.map { if case .batch = $0 { true } else { false } } == true)
        expectConsistent(handler)
    }

    @Test("edits before the view is in a window reload, as information, without a fault")
    func notInWindowIsInformation() throws {
        let handler = makeHandler()
        let recorder = recorded(handler)
        handler.view.isInWindow = false  // viewDidLoad: the table is not in a window yet
        try handler.addData(people("1", "2"))
        try handler.apply(SectionedData(items: people("2", "1", "3")))
        #expect(recorder.faults.isEmpty)
        #expect(recorder.information.map(\.reason) == [.notInWindow, .notInWindow])
        #expect(recorder.information.allSatisfy { $0.severity == .information })
        #expect(recorder.information.first?.description.hasSuffix("shown with reloadData") == true)
        try handler.view.verifyMatchesDataSource()
    }

    @Test("faults still go to onDiagnostic only")
    func faultsStayFaults() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1"))])
        let recorder = recorded(handler)
        handler.engine.submit(
            Edit(
                changeset: Changeset(itemDeletes: [[0, 5]]), updated: [], counts: [1],
                mutate: { _ in }, removed: [], added: []), animated: true)
        #expect(recorder.information.isEmpty)
        #expect(recorder.faults.first?.severity == .fault)
        #expect(recorder.faults.first?.description.hasSuffix("fell back to reloadData") == true)
        expectConsistent(handler)
    }

    @Test("seeded: edits and applies around the threshold always leave the view consistent")
    func seededThreshold() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 0x7E)
        for round in 0..<40 {
            let mode: HeadlessListView.AnimationMode = round.isMultiple(of: 2) ? .manual : .immediate
            let handler = makeHandler(SectionedData(items: ids(1...20)), mode: mode)
            handler.reloadThreshold = Int.random(in: 0..<12, using: &generator)
            let recorder = recorded(handler)
            var next = 100
            for _ in 0..<30 {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    let count = Int.random(in: 1..<20, using: &generator)
                    try handler.addData((next..<next + count).map { person("\($0)") })
                    next += count
                case 1:
                    let items = handler.data.allItems
                    handler.removeData(
                        Array(items.shuffled(using: &generator).prefix(Int.random(in: 0..<6, using: &generator))))
                case 2:
                    try handler.apply(SectionedData(items: handler.data.allItems.shuffled(using: &generator)))
                default:
                    handler.view.finishAnimations()
                }
                try handler.view.verifyMatchesDataSource()
            }
            handler.view.finishAnimations()
            expectConsistent(handler)
            #expect(recorder.faults.isEmpty, "round \(round) seed \(TestSeed.base): \(recorder.faults)")
            let limit = handler.reloadThreshold ?? 0
            #expect(
                recorder.information.allSatisfy {
                    if case .largeChange(let operations, let threshold) = $0.reason {
                        operations > threshold && threshold == limit
                    } else {
                        false
                    }
                })
        }
    }
}

@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// Insert-only edits queued behind an animating batch are merged into one queued batch (the data
// changes in place, not copied once per edit). The headless view simulates every batch with UIKit's
// rules and checks every shown identity, so a wrongly merged batch fails here.

@MainActor
@Suite("Handler: queued inserts coalesce into one batch")
struct CoalescingTests {
    @Test("appends and inserts queued behind an animating batch go out as one batch, in the right places")
    func queuedInsertsMerge() throws {
        let handler = makeHandler(
            [Section(kind: .vips, items: people("a0", "a1")), Section(kind: .staff, items: people("b0"))],
            mode: .manual)
        try handler.addData(people("b1"))  // animating
        try handler.addData(people("a2"), toSection: .vips)
        try handler.insertData(people("b-1"), at: IndexPath(item: 0, section: 1))
        try handler.addData(people("b2", "b3"))
        try handler.insertData(people("a-1"), at: IndexPath(item: 0, section: 0))
        try handler.insertData(people("b1.5"), at: IndexPath(item: 3, section: 1))
        #expect(handler.view.batches.count == 1)
        handler.view.finishAnimations()
        #expect(handler.view.batches.count == 2)
        #expect(
            handler.view.batches.last
                == Changeset(itemInserts: [
                    IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1),
                    IndexPath(item: 3, section: 1), IndexPath(item: 4, section: 1), IndexPath(item: 5, section: 1),
                ]))
        #expect(ids(handler) == [["a-1", "a0", "a1", "a2"], ["b-1", "b0", "b1", "b1.5", "b2", "b3"]])
        expectConsistent(handler)
    }

    @Test("an edit that is not insert-only ends the merge: later inserts form a batch of their own")
    func otherEditsAreNotMerged() throws {
        let handler = makeHandler([Section(kind: .default, items: people("0", "1", "2"))], mode: .manual)
        try handler.addData(people("3"))  // animating
        try handler.addData(people("4"))
        _ = handler.removeData([person("0")])
        try handler.addData(people("5"))
        try handler.addData(people("6"))
        handler.view.finishAnimations()
        #expect(handler.view.batches.count == 4)
        #expect(ids(handler) == [["1", "2", "3", "4", "5", "6"]])
        expectConsistent(handler)
    }

    @Test("a merged batch stays within the reload threshold")
    func mergeRespectsTheThreshold() throws {
        let handler = makeHandler([Section(kind: .default, items: people("0"))], mode: .manual)
        handler.reloadThreshold = 3
        for id in 1...8 { try handler.addData([person("\(id)")]) }
        handler.view.finishAnimations()
        // 1 animating, then 7 queued appends in batches of at most 3.
        #expect(handler.view.batches.map(\.changeCount) == [1, 3, 3, 1])
        expectConsistent(handler)
    }

    @Test("random insert-only edits behind an animating batch, with other edits among them, end consistent")
    func randomQueuedInserts() throws {
        let kinds: [Kind] = ["A", "B", "C", "D"]
        for iteration in 0..<300 {
            var rng = SeededGenerator(seed: TestSeed.base &+ 0xC0A1 &+ UInt64(iteration) &* 0x9E37_79B9)
            var next = 0
            func fresh(_ count: Int) -> [Person] {
                defer { next += count }
                return (0..<count).map { person("\(next + $0)") }
            }
            let sectionCount = Int.random(in: 1...kinds.count, using: &rng)
            let handler = makeHandler(
                SectionedData(
                    (0..<sectionCount).map {
                        Section(kind: kinds[$0], items: fresh(Int.random(in: 0...4, using: &rng)))
                    }),
                mode: .manual)
            var faults: [Diagnostic] = []
            handler.onDiagnostic = { faults.append($0) }
            try handler.addData(fresh(1))
            for _ in 0..<Int.random(in: 1...25, using: &rng) {
                let section = Int.random(in: 0..<sectionCount, using: &rng)
                let count = handler.data[section].items.count
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4:
                    let item = Int.random(in: 0...count, using: &rng)
                    try handler.insertData(
                        fresh(Int.random(in: 1...3, using: &rng)), at: IndexPath(item: item, section: section))
                case 4..<7: try handler.addData(fresh(Int.random(in: 1...2, using: &rng)), toSection: kinds[section])
                case 7: try handler.addData(fresh(1))
                case 8 where count > 0:
                    _ = handler.removeData([handler.data[section].items[Int.random(in: 0..<count, using: &rng)]])
                default:
                    if Bool.random(using: &rng) { handler.view.finishAnimations() }
                }
            }
            let expected = handler.data
            handler.view.finishAnimations()
            #expect(faults.isEmpty, "iteration \(iteration) (DECORUM_SEED=\(TestSeed.base)): \(faults)")
            #expect(handler.data.allItems.map(\.id) == expected.allItems.map(\.id))
            // What the view was shown, batch by batch, is the data: no merged edit was lost on the way.
            #expect(handler.displayedData.allItems.map(\.id) == expected.allItems.map(\.id))
            try handler.view.verifyMatchesDataSource()
            expectConsistent(handler)
        }
    }
}

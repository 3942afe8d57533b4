import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

@MainActor
@Suite("Headless view: viewport, scrolling, prefetching and gestures")
struct HeadlessViewportTests {
    @Test("visible rows follow the content offset; the offset is clamped to the content")
    func visibleRows() {
        let handler = makeScrollingHandler(numbered(100))
        let view = handler.view
        #expect(view.contentHeight == 4400)
        #expect(view.maximumContentOffset == 3960)
        #expect(view.indexPathsForVisibleItems == (0..<10).map { IndexPath(item: $0, section: 0) })
        view.scroll(toOffset: 22)
        #expect(view.indexPathsForVisibleItems == (0...10).map { IndexPath(item: $0, section: 0) })
        view.scroll(toOffset: 10_000)
        #expect(view.contentOffset == 3960)
        #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 99, section: 0))
        view.scroll(toOffset: -5)
        #expect(view.contentOffset == 0)
    }

    @Test("headers, footers and per-row heights from the data source place the rows")
    func geometry() throws {
        let data: SectionedData<Person> = [
            Section(kind: "a", items: people("1", "2")), Section(kind: "b", items: people("3")),
        ]
        let handler = makeHandler(data)
        handler.view.sectionHeaderHeight = 20
        handler.view.sectionFooterHeight = 5
        handler.itemHeight = { $0.id == "2" ? 100 : 44 }
        #expect(handler.view.frameOfItem(at: IndexPath(item: 0, section: 0)) == 20..<64)
        #expect(handler.view.frameOfItem(at: IndexPath(item: 1, section: 0)) == 64..<164)
        #expect(handler.view.frameOfItem(at: IndexPath(item: 0, section: 1)) == 189..<233)
        #expect(handler.view.contentHeight == 238)
        #expect(handler.view.frameOfItem(at: IndexPath(item: 5, section: 0)) == nil)
    }

    @Test("scroll(to:position:) places the row at the top, middle, bottom, or the nearest edge")
    func scrollToPath() {
        let handler = makeScrollingHandler(numbered(100))
        let view = handler.view
        let path = IndexPath(item: 50, section: 0)
        #expect(view.scroll(to: path, position: .top))
        #expect(view.contentOffset == 2200)
        view.scroll(to: path, position: .middle)
        #expect(view.contentOffset == 2200 - 198)
        view.scroll(to: path, position: .bottom)
        #expect(view.contentOffset == 2244 - 440)
        view.scroll(to: IndexPath(item: 45, section: 0), position: .nearest)  // already visible
        #expect(view.contentOffset == 2244 - 440)
        view.scroll(to: IndexPath(item: 60, section: 0), position: .nearest)
        #expect(view.contentOffset == 61 * 44 - 440)
        #expect(!view.scroll(to: IndexPath(item: 100, section: 0)))
    }

    @Test("UIKit keeps the offset's value across an insert above: the visible content jumps")
    func offsetKeptAcrossInsertAbove() throws {
        let handler = makeScrollingHandler(numbered(100))
        handler.view.scroll(toOffset: 440)
        try handler.insertData(numbered(50, "new"), at: IndexPath(item: 0, section: 0))
        #expect(handler.view.contentOffset == 440)
        #expect(firstVisible(handler)?.id == "new10")
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        handler.removeData(handler.data.allItems.filter { $0.id.hasPrefix("p") })
        #expect(handler.view.contentOffset == 50 * 44 - 440)  // clamped to the shorter content
    }

    @Test("prefetching asks for the rows past the viewport and cancels those left behind")
    func prefetching() {
        let handler = makeScrollingHandler(numbered(100))
        handler.view.prefetchDistance = 3
        var prefetched: [[String]] = []
        var cancelled: [[String]] = []
        handler.onPrefetch = { prefetched.append($0.map(\.id)) }
        handler.onCancelPrefetch = { cancelled.append($0.map(\.id)) }
        handler.view.scroll(toOffset: 44)
        #expect(prefetched == [["p11", "p12", "p13"]])
        handler.view.scroll(toOffset: 88)
        #expect(prefetched.last == ["p14"])
        #expect(cancelled.isEmpty)  // p11 became visible: not cancelled
        handler.view.scroll(toOffset: 44)  // back up: p0 is next, p12…p14 no longer needed
        #expect(prefetched.last == ["p0"])
        #expect(cancelled == [["p12", "p13", "p14"]])
    }

    @Test("stale prefetch paths are dropped, never handed over as the wrong item or a crash")
    func stalePrefetchPaths() {
        let handler = makeScrollingHandler(numbered(3))
        var prefetched: [[String]] = []
        handler.onPrefetch = { prefetched.append($0.map(\.id)) }
        handler.adapter.headlessView(
            handler.view, prefetchItemsAt: [IndexPath(item: 9, section: 0), IndexPath(item: 1, section: 4)])
        #expect(prefetched.isEmpty)
        handler.adapter.headlessView(
            handler.view, prefetchItemsAt: [IndexPath(item: 9, section: 0), IndexPath(item: 2, section: 0)])
        #expect(prefetched == [["p2"]])
    }

    @Test("a drag moves the view's row, then the handler's data: they agree, with no batch")
    func dragToReorder() throws {
        let data: SectionedData<Person> = [
            Section(kind: "a", items: people("1", "2", "3")), Section(kind: "b", items: people("4")),
        ]
        let handler = makeHandler(data)
        handler.canMove = { _, _ in true }
        #expect(try handler.view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
        #expect(ids(handler) == [["2", "3", "1"], ["4"]])
        #expect(try handler.view.simulateMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 1)))
        #expect(ids(handler) == [["2", "1"], ["4", "3"]])
        #expect(handler.view.batches.isEmpty)
        expectConsistent(handler)
    }

    @Test("a drag the handler does not allow, or to nowhere, changes nothing")
    func refusedDrag() throws {
        let handler = makeHandler(SectionedData(items: people("1", "2")))
        #expect(
            try !handler.view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
        handler.canMove = { person, _ in person.id != "2" }
        #expect(
            try !handler.view.simulateMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0)))
        expectThrown(BatchUpdateError.self) {
            try handler.view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        }
        expectThrown(BatchUpdateError.self) {
            try handler.view.simulateMove(from: IndexPath(item: 0, section: 3), to: IndexPath(item: 0, section: 0))
        }
        #expect(ids(handler) == [["1", "2"]])
        expectConsistent(handler)
    }

    @Test("a drag while batches animate: the handler follows the user's row, and the view agrees")
    func dragWhileAnimating() throws {
        let handler = makeHandler(SectionedData(items: people("1", "2", "3")), mode: .manual)
        handler.canMove = { _, _ in true }
        try handler.addData(people("4"))
        try handler.insertData(people("0"), at: IndexPath(item: 0, section: 0))
        // The view shows 1 2 3 4; "0" is queued. The user drags "1" below "3".
        try handler.view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(ids(handler) == [["0", "2", "3", "1", "4"]])
        try handler.view.verifyMatchesDataSource()
        handler.view.finishAnimations()
        expectConsistent(handler)
    }

    @Test("seeded drags, immediate and manual, interleaved with edits, always leave view and data in agreement")
    func randomDrags() throws {
        for mode in [HeadlessListView.AnimationMode.immediate, .manual] {
            var rng = SeededGenerator(seed: TestSeed.base ^ 0x5EED_D7A6)
            let data: SectionedData<Person> = [
                Section(kind: "a", items: numbered(6, "a")), Section(kind: "b", items: numbered(4, "b")),
            ]
            let handler = makeHandler(data, mode: mode)
            handler.canMove = { _, _ in true }
            var next = 0
            for _ in 0..<300 {
                let counts = handler.view.cells.map(\.count)
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    next += 1
                    try handler.insertData([person("n\(next)")], at: IndexPath(item: 0, section: 0))
                } else if Int.random(in: 0..<8, using: &rng) == 0 {
                    handler.view.finishAnimations()
                } else if counts.reduce(0, +) > 0 {
                    let sources = counts.indices.flatMap { s in (0..<counts[s]).map { IndexPath(item: $0, section: s) }
                    }
                    let source = sources.randomElement(using: &rng)!
                    let section = Int.random(in: 0..<counts.count, using: &rng)
                    let limit = counts[section] - (section == source[0] ? 1 : 0)
                    let destination = IndexPath(item: Int.random(in: 0...limit, using: &rng), section: section)
                    let before = handler.view.cell(at: source)!.id
                    let wasIdle = !handler.hasPendingUpdates
                    try handler.view.simulateMove(from: source, to: destination)
                    if wasIdle { #expect(handler.view.cell(at: destination)?.id == before) }
                    try handler.view.verifyMatchesDataSource()
                }
            }
            handler.view.finishAnimations()
            expectConsistent(handler)
        }
    }

    @Test("swipe to delete deletes the row through the handler, honouring canEdit")
    func swipeToDelete() throws {
        let handler = makeHandler(SectionedData(items: people("1", "2", "3")))
        #expect(try !handler.view.simulateSwipeToDelete(at: IndexPath(item: 1, section: 0)))  // canEdit nil
        handler.canEdit = { person, _ in person.id != "3" }
        #expect(try !handler.view.simulateSwipeToDelete(at: IndexPath(item: 2, section: 0)))
        #expect(try handler.view.simulateSwipeToDelete(at: IndexPath(item: 1, section: 0)))
        #expect(ids(handler) == [["1", "3"]])
        #expect(handler.view.batches == [Changeset(itemDeletes: [IndexPath(item: 1, section: 0)])])
        expectThrown(BatchUpdateError.self) {
            try handler.view.simulateSwipeToDelete(at: IndexPath(item: 2, section: 0))
        }
        expectConsistent(handler)
    }

    @Test("swipe to delete while batches animate deletes the row the user saw")
    func swipeWhileAnimating() throws {
        let handler = makeHandler(SectionedData(items: people("1", "2", "3")), mode: .manual)
        handler.canEdit = { _, _ in true }
        try handler.insertData(people("0"), at: IndexPath(item: 0, section: 0))
        try handler.insertData(people("00"), at: IndexPath(item: 0, section: 0))
        try handler.view.simulateSwipeToDelete(at: IndexPath(item: 2, section: 0))  // "2" on screen
        handler.view.finishAnimations()
        #expect(ids(handler) == [["00", "0", "1", "3"]])
        expectConsistent(handler)
    }
}

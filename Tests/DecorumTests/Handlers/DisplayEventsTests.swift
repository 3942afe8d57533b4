import Decorum
import DecorumTesting
import Foundation
import Testing

/// The app hears when items start and stop being displayed, by identity, through every edit and scroll.
@MainActor
@Suite("Handlers: display events by identity")
struct DisplayEventsTests {
    /// A handler of `count` people whose view shows `rows` rows, with a log of its display events.
    func observed(
        _ count: Int, rows: Double = 3, mode: HeadlessListView.AnimationMode = .immediate
    )
        -> (HeadlessHandler<HorizontalDecorator>, Log)
    {
        let handler = makeHandler(SectionedData(items: numbered(count)), mode: mode)
        let log = Log()
        handler.onWillDisplay = { log.events.append("+\($0.id)") }
        handler.onDidEndDisplaying = { log.events.append("-\($0)") }
        handler.view.viewportHeight = rows * 44
        return (handler, log)
    }

    final class Log {
        var events: [String] = []
        func take() -> [String] {
            defer { events = [] }
            return events
        }
    }

    /// The identities of the rows the view shows in its viewport.
    func visibleIDs(_ handler: HeadlessHandler<HorizontalDecorator>) -> Set<String> {
        Set(handler.view.indexPathsForVisibleItems.compactMap { handler.view.cell(at: $0)?.id.base as? String })
    }

    @Test("rows entering and leaving the viewport are told once each, by identity")
    func scrolling() {
        let (handler, log) = observed(10)
        #expect(log.take() == ["+p0", "+p1", "+p2"])
        #expect(handler.displayedIDs == ["p0", "p1", "p2"])
        handler.view.scroll(toOffset: 88)
        #expect(log.take() == ["-p0", "-p1", "+p3", "+p4"])
        handler.view.scroll(toOffset: 100)  // p2 p3 p4 p5, p2 partly
        #expect(log.take() == ["+p5"])
        #expect(handler.displayedIDs == visibleIDs(handler))
    }

    @Test("edits: a deleted row ends, rows pushed out end, rows pulled in begin; moves inside tell nothing")
    func edits() throws {
        let (handler, log) = observed(10)
        _ = log.take()
        handler.removeData([person("p1")])
        #expect(log.take() == ["-p1", "+p3"])
        try handler.insertData([person("new")], at: IndexPath(item: 0, section: 0))
        #expect(log.take() == ["-p3", "+new"])
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(log.take().isEmpty)
        try handler.upsert([person("p0", "renamed")])
        #expect(log.take().isEmpty)
        try handler.apply(SectionedData(items: people("x", "y")))
        #expect(log.take() == ["-p0", "-p2", "-new", "+x", "+y"])
        #expect(handler.displayedIDs == ["x", "y"])
    }

    @Test("no viewport, nothing displayed; a view taller than its content displays every row")
    func viewport() {
        let handler = makeHandler(SectionedData(items: numbered(3)))
        var shown: [String] = []
        handler.onWillDisplay = { shown.append($0.id) }
        #expect(handler.displayedIDs.isEmpty)
        handler.view.viewportHeight = 1000
        #expect(shown == ["p0", "p1", "p2"])
    }

    @Test("seeded edits and scrolls, idle or animating: what was told is what the view displays")
    func randomEditsAndScrolls() throws {
        for mode in [HeadlessListView.AnimationMode.immediate, .manual] {
            var rng = SeededGenerator(seed: TestSeed.base ^ 0xD15_B1A7)
            let (handler, log) = observed(30, rows: 5, mode: mode)
            var told = Set(log.take().map { String($0.dropFirst()) })
            var next = 100
            for step in 0..<300 {
                switch Int.random(in: 0..<5, using: &rng) {
                case 0:
                    handler.view.scroll(toOffset: Double.random(in: 0...handler.view.maximumContentOffset, using: &rng))
                case 1 where handler.data.itemCount > 0:
                    handler.removeData([handler.data.allItems.randomElement(using: &rng)!])
                case 2:
                    let count = handler.data.isEmpty ? 0 : handler.data[0].items.count
                    let at = IndexPath(item: Int.random(in: 0...count, using: &rng), section: 0)
                    if handler.data.isEmpty {
                        try handler.addData([person("n\(next)")])
                    } else {
                        try handler.insertData([person("n\(next)")], at: at)
                    }
                    next += 1
                case 3 where handler.data.itemCount > 1:
                    let count = handler.data[0].items.count
                    try handler.move(
                        from: IndexPath(item: Int.random(in: 0..<count, using: &rng), section: 0),
                        to: IndexPath(item: Int.random(in: 0..<count, using: &rng), section: 0))
                default:
                    handler.view.finishAnimations()
                }
                for event in log.take() {
                    let id = String(event.dropFirst())
                    if event.hasPrefix("+") {
                        #expect(told.insert(id).inserted, "seed \(TestSeed.base) step \(step): \(id) began twice")
                    } else {
                        #expect(told.remove(id) != nil, "seed \(TestSeed.base) step \(step): \(id) ended, never began")
                    }
                }
                #expect(told == handler.displayedIDs, "seed \(TestSeed.base), mode \(mode), step \(step)")
                #expect(told == visibleIDs(handler), "seed \(TestSeed.base), mode \(mode), step \(step)")
            }
        }
    }
}

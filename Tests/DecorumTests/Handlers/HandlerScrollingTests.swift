import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

@MainActor
@Suite("Handler: scroll anchor (prepend without a jump) and scroll to an item")
struct HandlerScrollingTests {
    /// 100 rows scrolled so that p20 is the first visible one, 10 points scrolled off.
    func scrolled(
        _ mode: HeadlessListView.AnimationMode = .immediate, anchor: ScrollAnchor
    ) -> HeadlessHandler<
        HorizontalDecorator
    > {
        let handler = makeScrollingHandler(numbered(100), mode: mode)
        handler.scrollAnchor = anchor
        handler.view.scroll(toOffset: 20 * 44 + 10)
        return handler
    }

    @Test("inserting 50 rows above: the first visible item stays put with the anchor, jumps without")
    func prependKeepsFirstVisibleItem() throws {
        let kept = scrolled(anchor: .firstVisibleItem)
        try kept.insertData(numbered(50, "old"), at: IndexPath(item: 0, section: 0))
        #expect(firstVisible(kept)?.id == "p20")
        #expect(firstVisible(kept)?.offset == -10)
        #expect(kept.view.contentOffset == 70 * 44 + 10)
        expectConsistent(kept)

        let jumped = scrolled(anchor: .contentOffset)
        try jumped.insertData(numbered(50, "old"), at: IndexPath(item: 0, section: 0))
        #expect(firstVisible(jumped)?.id == "old20")
    }

    @Test("removing rows above keeps the first visible item too; when it is removed, the next visible one stays")
    func removalAbove() throws {
        let handler = scrolled(anchor: .firstVisibleItem)
        handler.removeData(numbered(10))
        #expect(firstVisible(handler)?.id == "p20")
        #expect(firstVisible(handler)?.offset == -10)
        handler.removeData([person("p20")])
        #expect(offset(of: "p21", in: handler) == 34)
        expectConsistent(handler)
    }

    @Test("under manual animations, each queued step keeps the first visible item in place")
    func prependWhileAnimating() throws {
        let handler = scrolled(.manual, anchor: .firstVisibleItem)
        try handler.insertData(numbered(50, "old"), at: IndexPath(item: 0, section: 0))
        try handler.insertData(numbered(30, "older"), at: IndexPath(item: 0, section: 0))
        #expect(firstVisible(handler)?.id == "p20")
        handler.view.finishAnimations()  // the second insert is shown now
        #expect(firstVisible(handler)?.id == "p20")
        #expect(firstVisible(handler)?.offset == -10)
        handler.view.finishAnimations()
        expectConsistent(handler)
    }

    @Test("across apply (staged diff), animated or not, the first visible item stays put")
    func prependAcrossApply() throws {
        for animated in [true, false] {
            let handler = scrolled(anchor: .firstVisibleItem)
            var items = numbered(50, "old") + numbered(100)
            items.swapAt(60, 90)  // a move too, so the diff needs more than inserts
            try handler.apply(SectionedData(items: items), animated: animated)
            #expect(firstVisible(handler)?.id == "p20")
            #expect(firstVisible(handler)?.offset == -10)
            expectConsistent(handler)
        }
    }

    @Test("seeded edits above and below the viewport never move the first surviving visible item")
    func randomEditsKeepAnchor() throws {
        var rng = SeededGenerator(seed: TestSeed.base ^ 0xA4C4_0125)
        for mode in [HeadlessListView.AnimationMode.immediate, .manual] {
            let handler = makeScrollingHandler(numbered(60), mode: mode)
            handler.scrollAnchor = .firstVisibleItem
            handler.itemHeight = { Double(30 + (Int($0.id.dropFirst()) ?? 0) % 32) }
            var next = 0
            for _ in 0..<150 {
                handler.view.finishAnimations()
                handler.view.scroll(
                    toOffset: Double(Int.random(in: 0...Int(handler.view.maximumContentOffset), using: &rng)))
                guard let before = firstVisible(handler) else { continue }
                let count = handler.data.itemCount
                if Bool.random(using: &rng) || count < 20 {
                    let items = (0..<Int.random(in: 1...8, using: &rng)).map { _ in
                        next += 1
                        return person("n\(next)")
                    }
                    try handler.insertData(
                        items, at: IndexPath(item: Int.random(in: 0...count, using: &rng), section: 0))
                } else {
                    let victims = (0..<3).compactMap { _ in handler.data.allItems.randomElement(using: &rng) }
                    handler.removeData(victims.filter { $0.id != before.id })
                }
                handler.view.finishAnimations()
                let after = firstVisible(handler)
                // Clamping at the ends of the content may move it; everywhere else it stays put.
                let clamped =
                    handler.view.contentOffset == 0 || handler.view.contentOffset == handler.view.maximumContentOffset
                if !clamped {
                    #expect(after?.id == before.id)
                    #expect(after?.offset == before.offset)
                }
            }
            expectConsistent(handler)
        }
    }

    @Test("scrollTo(id:) scrolls at once when the view is up to date")
    func scrollToNow() throws {
        let handler = makeScrollingHandler(numbered(100))
        try handler.scrollTo(id: "p50", position: .top, animated: false)
        #expect(handler.view.contentOffset == 50 * 44)
        try handler.scrollTo(item: person("p60"), position: .bottom)
        #expect(handler.view.indexPathsForVisibleItems.last == IndexPath(item: 60, section: 0))
    }

    @Test("scrollTo waits while batches are queued and scrolls once the step that shows the item is issued")
    func scrollToQueued() throws {
        let handler = makeScrollingHandler(numbered(20), mode: .manual)
        try handler.addData(numbered(1, "x"))  // animating
        try handler.addData(numbered(80, "late"))  // queued
        try handler.scrollTo(id: "late40", position: .top)
        #expect(handler.view.contentOffset == 0)  // not shown yet
        handler.view.finishAnimations()
        #expect(firstVisible(handler)?.id == "late40")
        handler.view.finishAnimations()
        expectConsistent(handler)
    }

    @Test("a scroll request whose item is never shown (a reload drops it first) is dropped")
    func scrollToRemoved() throws {
        let handler = makeScrollingHandler(numbered(20), mode: .manual)
        try handler.addData(numbered(1, "x"))
        try handler.addData(numbered(80, "late"))
        try handler.scrollTo(id: "late40")
        handler.view.isInWindow = false
        handler.removeData([person("late40")])  // reloads: the queued steps are dropped
        handler.view.isInWindow = true
        try handler.addData([person("late40")])
        handler.view.finishAnimations()
        #expect(handler.view.contentOffset == 0)
        expectConsistent(handler)
    }

    @Test(
        "collapsed sections: collapsing one above keeps the first visible item; a scroll to a hidden item waits for expand"
    )
    func collapsedSections() throws {
        let data: SectionedData<Person> = [
            Section(kind: "a", items: numbered(30, "a")), Section(kind: "b", items: numbered(60, "b")),
        ]
        let handler = makeHandler(data)
        handler.view.viewportHeight = 440
        handler.scrollAnchor = .firstVisibleItem
        handler.view.scroll(toOffset: 40 * 44)  // b10 at the top
        try handler.collapse(section: "a")
        #expect(firstVisible(handler)?.id == "b10")
        #expect(firstVisible(handler)?.offset == 0)
        try handler.scrollTo(id: "a5")  // hidden: waits
        #expect(firstVisible(handler)?.id == "b10")
        try handler.expand(section: "a")
        #expect(firstVisible(handler)?.id == "a5")
        expectConsistent(handler)
    }

    @Test("an unknown id throws itemNotFound and scrolls nothing")
    func scrollToUnknown() {
        let handler = makeScrollingHandler(numbered(100))
        handler.view.scroll(toOffset: 100)
        let error = expectThrown(ListEditError.self) { try handler.scrollTo(id: "nobody") }
        #expect(error == .itemNotFound("nobody"))
        #expect(error?.description == "no item with the identity nobody")
        #expect(handler.view.contentOffset == 100)
    }
}

/// The distance from the viewport's top to the row showing `id`, or `nil`.
@MainActor
func offset(of id: String, in handler: HeadlessHandler<HorizontalDecorator>) -> Double? {
    guard let index = handler.data.allItems.firstIndex(where: { $0.id == id }),
        let frame = handler.view.frameOfItem(at: IndexPath(item: index, section: 0))
    else { return nil }
    return frame.lowerBound - handler.view.contentOffset
}

@Suite("ScrollPosition: a view's own value per position")
struct ScrollPositionPickTests {
    @Test(arguments: ScrollPosition.allCases)
    func picksTheValueGivenForItsCase(position: ScrollPosition) {
        let picked = position.pick(top: ScrollPosition.top, middle: .middle, bottom: .bottom, nearest: .nearest)
        #expect(picked == position)
    }
}

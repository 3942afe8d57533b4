import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// The viewport math the UIKit adapters used to do inline (`visibleItems`, `scrollItem(at:toOffset:)`):
// decided here, over plain numbers; the adapters only read their view's values along its axis.

@Suite("ViewportAxis: where an item is in the viewport, and the offset that puts it somewhere")
struct ViewportAxisTests {
    @Test("an item's offset counts from the visible area's leading edge, past the leading inset")
    func offsetOfPosition() {
        let axis = ViewportAxis(contentOffset: 953, contentLength: 4048, viewportLength: 440, leadingInset: 47)
        #expect(axis.offset(ofPosition: 1_000) == 0)
        #expect(axis.offset(ofPosition: 988) == -12)  // partly scrolled off under the bars
        #expect(
            ViewportAxis(contentOffset: -47, contentLength: 0, viewportLength: 440, leadingInset: 47)
                .offset(ofPosition: 0) == 0)  // at rest at the top: the first item just below the bars
    }

    @Test("placing an item: the offset that puts it there, or the nearest the content allows")
    func placing() {
        let axis = ViewportAxis(
            contentOffset: 0, contentLength: 4048, viewportLength: 440, leadingInset: 47, trailingInset: 34)
        #expect(axis.contentOffset(placing: 1_000, atOffset: 100) == 853)
        #expect(axis.contentOffset(placing: 3_960, atOffset: 0) == 3642)  // past the end: the last row above the bars
        #expect(axis.contentOffset(placing: 10, atOffset: 200) == -47)  // before the start: rests at the top
        let short = ViewportAxis(contentOffset: 0, contentLength: 220, viewportLength: 440, leadingInset: 47)
        #expect(short.contentOffset(placing: 100, atOffset: 0) == -47)  // shorter than the viewport: never scrolls
    }

    @Test(
        "a seeded sweep: a placed item reports the offset asked for, unless the content stops it",
        arguments: [UInt64(7), 42, 2026])
    func sweep(seed: UInt64) {
        var generator = SeededGenerator(seed: TestSeed.base ^ seed)
        for _ in 0..<1_000 {
            // Whole points: the sums stay exact, so an offset reached is the one asked for.
            func random(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) }
            let (content, viewport) = (random(0...10_000), random(1...1_000))
            let (leading, trailing) = (random(0...100), random(0...100))
            let position = random(0...10_000)
            let wanted = random(-500...1_500)
            let axis = ViewportAxis(
                contentOffset: random(-100...10_000), contentLength: content, viewportLength: viewport,
                leadingInset: leading, trailingInset: trailing)
            let target = axis.contentOffset(placing: position, atOffset: wanted)
            #expect(axis.range.lowerBound <= target && target <= axis.range.upperBound)
            let scrolled = ViewportAxis(
                contentOffset: target, contentLength: content, viewportLength: viewport, leadingInset: leading,
                trailingInset: trailing)
            let offset = scrolled.offset(ofPosition: position)
            let asked = position - leading - wanted  // the offset that would put it exactly there
            if target == asked {
                #expect(offset == wanted)
            } else if asked < target {
                #expect(target == axis.range.lowerBound && offset < wanted)  // stopped at the start
            } else {
                #expect(target == axis.range.upperBound && offset > wanted)  // stopped at the end
            }
        }
    }
}

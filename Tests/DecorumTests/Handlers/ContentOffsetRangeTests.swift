@_spi(Binding) import Decorum
import Testing

@Suite("ContentOffsetRange: where a scroll the engine asks for may rest")
struct ContentOffsetRangeTests {
    @Test("the range runs from the start below the leading inset to the end above the trailing inset")
    func bounds() {
        let range = ContentOffsetRange(contentLength: 4048, viewportLength: 440, leadingInset: 47, trailingInset: 34)
        #expect(range.lowerBound == -47)
        #expect(range.upperBound == 4048 + 34 - 440)
        #expect(range.clamped(3960) == 3642)  // past the end: the last row above the bottom inset
        #expect(range.clamped(-100) == -47)
        #expect(range.clamped(1000) == 1000)
    }

    @Test("content shorter than the viewport rests at its start")
    func shortContent() {
        let range = ContentOffsetRange(contentLength: 220, viewportLength: 440, leadingInset: 47)
        #expect(range.lowerBound == -47)
        #expect(range.upperBound == -47)
        #expect(range.clamped(3556) == -47)
    }

    @Test(
        "a seeded sweep: a clamped offset is in the range, and one in the range is kept",
        arguments: [UInt64(7), 42, 2026])
    func sweep(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<1_000 {
            let range = ContentOffsetRange(
                contentLength: Double.random(in: 0...10_000, using: &generator),
                viewportLength: Double.random(in: 1...1_000, using: &generator),
                leadingInset: Double.random(in: 0...100, using: &generator),
                trailingInset: Double.random(in: 0...100, using: &generator))
            let offset = Double.random(in: -2_000...12_000, using: &generator)
            let clamped = range.clamped(offset)
            #expect(range.lowerBound <= clamped && clamped <= range.upperBound)
            if range.lowerBound <= offset && offset <= range.upperBound { #expect(clamped == offset) }
        }
    }
}

import Decorum
import Foundation
import Testing

@Suite("SectionOffsets")
struct SectionOffsetsTests {
    @Test("The contacts counts [3, 2, 2]")
    func contacts() {
        let offsets = SectionOffsets(counts: [3, 2, 2])
        #expect(offsets == SectionOffsets(Contacts.data))
        #expect(offsets == Contacts.data.offsets)
        #expect(offsets.numberOfSections == 3)
        #expect(offsets.totalCount == 7)
        #expect((0..<3).map { offsets.firstAbsoluteIndex(ofSection: $0) } == [0, 3, 5])
        #expect((0..<3).map { offsets.numberOfItems(inSection: $0) } == [3, 2, 2])
        #expect(offsets.absoluteIndex(for: IndexPath(item: 1, section: 1)) == 4)
        #expect(offsets.indexPath(forAbsoluteIndex: 4) == [1, 1])
        #expect(offsets.absoluteIndex(for: IndexPath()) == nil)
        #expect(offsets.absoluteIndex(for: [0, 1, 2]) == nil)
        #expect(offsets.indexPath(forAbsoluteIndex: 7) == nil)
        for section in [-1, 3, Int.max, Int.min] {
            #expect(offsets.numberOfItems(inSection: section) == nil)
            #expect(offsets.firstAbsoluteIndex(ofSection: section) == nil)
        }
    }

    @Test("Negative counts count as 0; equal counts make equal tables")
    func countsAndEquality() {
        #expect(SectionOffsets(counts: [-4, 2]) == SectionOffsets(counts: [0, 2]))
        #expect(SectionOffsets(counts: [-4, 2]).numberOfItems(inSection: 0) == 0)
        #expect(SectionOffsets(counts: [1, 2]) != SectionOffsets(counts: [2, 1]))
        #expect(SectionOffsets(counts: [1, 2]) != SectionOffsets(counts: [1, 2, 0]))
        #expect(Set([SectionOffsets(counts: [1]), SectionOffsets(counts: [1]), SectionOffsets(counts: [])]).count == 2)
        let lazyCounts = (0..<5).lazy.map { $0 % 3 }
        #expect(SectionOffsets(counts: lazyCounts) == SectionOffsets(counts: [0, 1, 2, 0, 1]))
    }

    @Test("Randomized: built from data, from counts, or from a plain conformer, the tables agree")
    func randomized() {
        let seed = TestSeed.base &+ 0x0FF5
        var rng = SeededGenerator(seed: seed)
        for iteration in 0..<300 {
            let counts = ModelShapes.counts(using: &rng, maxSections: 30)
            let data = ModelShapes.data(counts: counts)
            let offsets = SectionOffsets(counts: counts)
            #expect(
                offsets == SectionOffsets(data) && offsets == SectionOffsets(ModelShapes.CountsOnly(counts: counts))
                    && offsets == data.offsets, "counts \(counts), \(ModelShapes.replay(seed, iteration))")
            var start = 0
            for (section, count) in counts.enumerated() {
                #expect(
                    offsets.firstAbsoluteIndex(ofSection: section) == start
                        && offsets.numberOfItems(inSection: section) == count,
                    "section \(section), counts \(counts), \(ModelShapes.replay(seed, iteration))")
                start += count
            }
            #expect(offsets.totalCount == start)
        }
    }
}

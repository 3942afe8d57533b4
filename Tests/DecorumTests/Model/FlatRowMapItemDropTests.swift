@_spi(Binding) import DecorumCore
import Foundation
import Testing

@Suite("FlatRowMap item drops: where a drop proposed on a sectioned view's index path lands")
struct FlatRowMapItemDropTests {
    private func drop(
        _ counts: [Int], _ section: Int, _ item: Int, on: Bool = false, moving: [IndexPath] = [],
        collapsed: Set<Int> = []
    ) -> FlatRowMap.ItemDrop? {
        FlatRowMap.drop(
            atItem: IndexPath(section: section, item: item), on: on, counts: counts, moving: moving,
            isCollapsed: { collapsed.contains($0) })
    }

    private func landed(_ section: Int, _ item: Int, to destination: (Int, Int)) -> FlatRowMap.ItemDrop {
        .init(
            indexPath: IndexPath(section: section, item: item),
            destination: IndexPath(section: destination.0, item: destination.1))
    }

    @Test("Within a section, the destination is counted once the dragged items have left")
    func withinSection() {
        let a0 = IndexPath(section: 0, item: 0)
        #expect(drop([3], 0, 2, moving: [a0]) == landed(0, 2, to: (0, 1)))
        #expect(drop([3], 0, 3, moving: [a0]) == landed(0, 3, to: (0, 2)))
        #expect(drop([3], 0, 0, moving: [IndexPath(section: 0, item: 2)]) == landed(0, 0, to: (0, 0)))
        #expect(drop([3], 0, 1, moving: [a0, IndexPath(section: 0, item: 1)]) == landed(0, 1, to: (0, 0)))
    }

    @Test("Across sections, dragged items elsewhere do not count")
    func acrossSections() {
        #expect(drop([2, 2], 1, 1, moving: [IndexPath(section: 0, item: 0)]) == landed(1, 1, to: (1, 1)))
        #expect(drop([2, 2], 0, 2, moving: [IndexPath(section: 1, item: 0)]) == landed(0, 2, to: (0, 2)))
    }

    @Test("On an item, a drop is retargeted before it; on no item, it is before")
    func onItems() {
        #expect(drop([2, 1], 1, 0, on: true, moving: [IndexPath(section: 0, item: 0)]) == landed(1, 0, to: (1, 0)))
        #expect(drop([2, 1], 0, 1, on: true, moving: [IndexPath(section: 0, item: 0)]) == landed(0, 1, to: (0, 0)))
        #expect(drop([2, 0], 1, 0, on: true) == landed(1, 0, to: (1, 0)))
    }

    @Test("Past a section's last item, and into an empty section")
    func endsAndEmpty() {
        #expect(drop([2, 0, 1], 0, 2) == landed(0, 2, to: (0, 2)))
        #expect(drop([2, 0, 1], 1, 0) == landed(1, 0, to: (1, 0)))
        #expect(drop([2, 0, 1], 2, 1, moving: [IndexPath(section: 2, item: 0)]) == landed(2, 1, to: (2, 0)))
    }

    @Test("Into a collapsed section: the end of the nearest expanded one above, else the start of one below")
    func collapsed() {
        #expect(drop([2, 0, 1], 1, 0, collapsed: [1]) == landed(0, 2, to: (0, 2)))
        #expect(drop([2, 0, 1], 1, 0, on: true, collapsed: [1]) == landed(0, 2, to: (0, 2)))
        #expect(drop([0, 1], 0, 0, collapsed: [0]) == landed(1, 0, to: (1, 0)))
        #expect(drop([0, 0], 1, 0, collapsed: [0, 1]) == nil)
    }

    @Test("No sections, or an index path out of range: no drop")
    func nowhere() {
        #expect(drop([], 0, 0) == nil)
        #expect(drop([1], 1, 0) == nil)
        #expect(drop([1], 0, 2) == nil)
        #expect(drop([1], 0, -1) == nil)
        #expect(
            FlatRowMap.drop(
                atItem: IndexPath(index: 0), on: false, counts: [1], moving: [], isCollapsed: { _ in false })
                == nil)
    }

    @Test("Seeded: the data after the drop is the dragged items taken out and put before the proposed item")
    func seeded() {
        var generator = SeededGenerator(seed: TestSeed.base &+ 0xC011)
        for round in 0..<3_000 {
            let sectionCount = Int.random(in: 1...5, using: &generator)
            let collapsed = Set((0..<sectionCount).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
            var nextID = 0
            let sections: [[Int]] = (0..<sectionCount).map { section in
                let count = collapsed.contains(section) ? 0 : Int.random(in: 0...3, using: &generator)
                defer { nextID += count }
                return Array(nextID..<nextID + count)
            }
            let paths = sections.indices.flatMap { s in sections[s].indices.map { IndexPath(section: s, item: $0) } }
            let moving = paths.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }.shuffled(using: &generator)
            let section = Int.random(in: 0..<sectionCount, using: &generator)
            let item = Int.random(in: 0...sections[section].count, using: &generator)
            let on = Bool.random(using: &generator)
            let context =
                "round \(round): sections \(sections), collapsed \(collapsed.sorted()), moving \(moving), "
                + "proposed [\(section), \(item)] \(on ? "on" : "before")"
            let result = drop(sections.map(\.count), section, item, on: on, moving: moving, collapsed: collapsed)
            // Where the user's drop lands: before the proposed item, else at the end of the nearest expanded
            // section above a collapsed one, else at the start of the nearest one below.
            let target: (Int, Int)? =
                !collapsed.contains(section)
                ? (section, item)
                : (0..<section).last { !collapsed.contains($0) }.map { ($0, sections[$0].count) }
                    ?? (section + 1..<sectionCount).first { !collapsed.contains($0) }.map { ($0, 0) }
            guard let (landing, index) = target else {
                #expect(result == nil, "\(context): lands nowhere")
                continue
            }
            guard let result else {
                Issue.record("\(context): no drop")
                continue
            }
            #expect(result.indexPath == IndexPath(section: landing, item: index), "\(context): shown at \(result)")
            let again = drop(
                sections.map(\.count), result.indexPath[0], result.indexPath[1], moving: moving, collapsed: collapsed)
            #expect(again == result, "\(context): retargeting twice moves it again")
            // Expected: the dragged items leave, then go before the item proposed (or, when it is dragged
            // too, the first one after it that stays; else the section's end).
            let dragged = moving.map { sections[$0[0]][$0[1]] }
            let marker = sections[landing][index...].first { !dragged.contains($0) }
            var expected = sections.map { $0.filter { !dragged.contains($0) } }
            let at = marker.flatMap { expected[landing].firstIndex(of: $0) } ?? expected[landing].count
            expected[landing].insert(contentsOf: dragged, at: at)
            // What the data becomes: the dragged items leave, then go to the destination.
            var data = sections.map { $0.filter { !dragged.contains($0) } }
            let (s, i) = (result.destination[0], result.destination[1])
            guard data.indices.contains(s), (0...data[s].count).contains(i) else {
                Issue.record("\(context): destination \(result.destination) outside \(data)")
                continue
            }
            data[s].insert(contentsOf: dragged, at: i)
            #expect(data == expected, "\(context): data \(data)")
        }
    }
}

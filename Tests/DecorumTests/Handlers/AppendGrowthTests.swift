import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

// The data an app hands a handler shares its rows' storage with the app's own array. The first append
// must copy them, and it must leave room to grow: the standard library's copy-on-append keeps the old
// capacity, so a second copy of every row would follow as soon as the little room left ran out (at a
// million rows, a 6 ms hitch a couple of hundred appends later; `decorum-bench handler`'s per-n table).

@MainActor
@Suite("Appends into rows the app still shares: one copy, with room to grow")
struct AppendGrowthTests {
    @Test("the first append into shared rows leaves room for an eighth more, for one row or several")
    func firstAppendMakesRoom() throws {
        for count in [2_000, 20_000] {
            for added in [1, 5] {
                // Kept: the handler's data shares its storage, which has a little room left (as an
                // array the app built by appending has, at the allocator's whim).
                var rows: [Revised] = []
                rows.reserveCapacity(count + 16)
                rows.append(contentsOf: (0..<count).map { Revised(id: $0) })
                let handler = try HeadlessHandler<RevisedDecorator>(
                    view: HeadlessListView(), data: SectionedData(items: rows))
                try handler.addData((count..<count + added).map { Revised(id: $0) })
                let items = handler.data.sections[0].items
                #expect(items.count == count + added)
                #expect(items.capacity - items.count >= count / 8, "\(count) rows + \(added): \(items.capacity)")
                #expect(rows.count == count && rows.last?.id == count - 1)  // the app's array untouched
                #expect(handler.view.numberOfItems(inSection: 0) == count + added)
            }
        }
    }

    @Test("appends into rows the handler owns keep growing geometrically: one copy per doubling")
    func growthStaysGeometric() throws {
        let handler = HeadlessHandler<RevisedDecorator>(view: HeadlessListView())
        var copies = 0
        var capacity = handler.data.sections.first?.items.capacity ?? 0
        for id in 0..<1_000 {
            try handler.addData([Revised(id: id)])
            let now = handler.data.sections[0].items.capacity
            if now != capacity { copies += 1 }
            capacity = now
        }
        // Geometric: about one reallocation per doubling (log2(1,000) is 10), never one per few appends.
        #expect(copies <= 14, "\(copies) reallocations for 1,000 appends")
        #expect(handler.data.itemCount == 1_000)
    }
}

import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

/// Item 4 of issue 12: the empty state is shown while the view shows no item, decided by the core from
/// what the view shows, not from `data`.
@MainActor
@Suite("Empty state")
struct EmptyStateTests {
    @Test("an empty handler shows its empty state; the first insert hides it; removing the last row shows it")
    func showsAndHides() throws {
        let handler = makeHandler()
        var changes: [Bool] = []
        handler.onEmptyStateChange = { changes.append($0) }
        #expect(handler.view.isEmptyStateShown && handler.isShowingEmptyState)
        try handler.insertSection(Section(kind: .default, items: []), at: 0)
        #expect(handler.view.isEmptyStateShown)  // a section without rows is still empty
        try handler.addData(people("1"))
        #expect(!handler.view.isEmptyStateShown && !handler.isShowingEmptyState)
        try handler.addData(people("2"))
        handler.removeData(people("1", "2"))
        #expect(handler.view.isEmptyStateShown)
        #expect(changes == [false, true])
    }

    @Test("a handler created with data starts without its empty state")
    func startsWithData() {
        let handler = makeHandler(SectionedData(items: people("1")))
        #expect(!handler.view.isEmptyStateShown && !handler.isShowingEmptyState)
    }

    @Test("across apply, and across reloads (not in a window)")
    func acrossApply() throws {
        let handler = makeHandler(SectionedData(items: people("1", "2")))
        try handler.apply(SectionedData())
        #expect(handler.view.isEmptyStateShown)
        try handler.apply(SectionedData(items: people("3")))
        #expect(!handler.view.isEmptyStateShown)
        handler.view.isInWindow = false
        try handler.apply(SectionedData([Section(kind: .vips, items: [])]))
        #expect(handler.view.isEmptyStateShown)
        try handler.addData(people("4"), toSection: .vips)
        #expect(!handler.view.isEmptyStateShown)
    }

    @Test("under queued animations it follows what the view shows, not the data")
    func followsTheShownRows() throws {
        let handler = makeHandler(SectionedData(items: people("1")), mode: .manual)
        var changes: [Bool] = []
        handler.onEmptyStateChange = { changes.append($0) }
        try handler.addData(people("2"))  // animating
        handler.removeData(people("1", "2"))  // queued: the data is empty, the view still shows rows
        #expect(handler.data.itemCount == 0)
        #expect(!handler.view.isEmptyStateShown && !handler.isShowingEmptyState)
        handler.view.finishAnimations()  // the removal runs
        #expect(handler.view.isEmptyStateShown && handler.isShowingEmptyState)
        // A section without rows animates in; the first insert is queued behind it: still empty on screen.
        try handler.insertSection(Section(kind: .vips, items: []), at: 0)
        try handler.addData(people("3"), toSection: .vips)
        #expect(handler.data.itemCount == 1)
        #expect(handler.view.isEmptyStateShown)
        handler.view.finishAnimations()
        #expect(!handler.view.isEmptyStateShown)
        #expect(changes == [true, false])
        expectConsistent(handler)
    }

    @Test("seeded: the empty state is shown exactly when the view shows no row")
    func seededEmptyState() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 0xE3)
        for round in 0..<40 {
            let handler = makeHandler(mode: round.isMultiple(of: 2) ? .manual : .immediate)
            var next = 0
            for step in 0..<40 {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0:
                    try handler.addData(
                        (0..<Int.random(in: 0..<3, using: &generator)).map { _ in
                            next += 1
                            return person("\(next)")
                        })
                case 1:
                    handler.removeData(Array(handler.data.allItems.shuffled(using: &generator).prefix(2)))
                case 2:
                    try handler.apply(
                        Bool.random(using: &generator)
                            ? SectionedData() : SectionedData(items: handler.data.allItems.shuffled(using: &generator)))
                case 3:
                    if Int.random(in: 0..<4, using: &generator) == 0 { handler.view.isInWindow.toggle() }
                default:
                    handler.view.finishAnimations()
                }
                let showsNoRow = (0..<handler.view.numberOfSections).allSatisfy {
                    handler.view.numberOfItems(inSection: $0) == 0
                }
                #expect(
                    handler.view.isEmptyStateShown == showsNoRow, "round \(round) step \(step) seed \(TestSeed.base)")
            }
        }
    }
}

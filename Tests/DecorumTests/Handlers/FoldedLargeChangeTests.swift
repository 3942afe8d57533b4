import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// Issue 23, part 2: `reloadThreshold` counts what the view is given. Rows changed in a collapsed
/// section are no operation at all (only its header and footer are refreshed), while the rows a
/// section shows or hides when it expands or collapses are operations like any other: through edits,
/// `apply` and queued batches alike.
@MainActor
@Suite("Large changes and folded sections")
struct FoldedLargeChangeTests {
    func recorded(_ handler: HeadlessHandler<HorizontalDecorator>) -> DiagnosticRecorder {
        DiagnosticRecorder(handler)
    }

    static func many(_ count: Int, from start: Int = 0) -> [Person] {
        (start..<start + count).map { person("m\($0)") }
    }

    /// staff (3 rows, collapsed when asked), vips (2 rows).
    func handler(
        _ mode: HeadlessListView.AnimationMode = .immediate, staff: [Person] = people("a", "b", "c"),
        collapsed: Bool = true
    ) throws -> HeadlessHandler<HorizontalDecorator> {
        let handler = try HeadlessHandler<HorizontalDecorator>(
            view: HeadlessListView(animationMode: mode),
            data: [Section(kind: .staff, items: staff), Section(kind: .vips, items: people("v", "w"))])
        if collapsed { try handler.collapse(section: .staff, animated: false) }
        return handler
    }

    /// The view's events after `count` earlier ones hold no reload and no row operation.
    func expectNoReloadNorRows(
        _ handler: HeadlessHandler<HorizontalDecorator>, after count: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let events = handler.view.events[count...]
        #expect(!events.contains(.reloadData), "\(Array(events))", sourceLocation: sourceLocation)
        for case .batch(let changeset) in events {
            #expect(
                changeset.itemInserts.isEmpty && changeset.itemDeletes.isEmpty && changeset.itemMoves.isEmpty
                    && changeset.itemReloads.isEmpty, "\(changeset)", sourceLocation: sourceLocation)
        }
    }

    @Test("2,000 rows added to a collapsed section: no reload, no row operation, its header refreshed")
    func addingToACollapsedSection() throws {
        let handler = try handler()
        let recorder = recorded(handler)
        let before = handler.view.events.count
        try handler.addData(Self.many(2000), toSection: .staff)
        expectNoReloadNorRows(handler, after: before)
        #expect(handler.view.events[before...].contains(.reconfigureSupplementaryViews([0])))
        #expect(recorder.information.isEmpty && recorder.faults.isEmpty)
        #expect(handler.data[.staff]?.count == 2003)
        CollapseTests.expectShown(handler)
        // Removing them again is as quiet.
        let again = handler.view.events.count
        handler.removeData(Self.many(2000))
        expectNoReloadNorRows(handler, after: again)
        #expect(recorder.information.isEmpty)
        CollapseTests.expectShown(handler)
    }

    @Test("2,000 rows added to a collapsed section behind a running batch: queued, no reload")
    func addingToACollapsedSectionQueued() throws {
        let handler = try handler(.manual)
        let recorder = recorded(handler)
        let before = handler.view.events.count
        try handler.addData(people("x"), toSection: .vips)  // animating: what follows queues
        try handler.addData(Self.many(2000), toSection: .staff)
        #expect(handler.hasPendingUpdates)
        while handler.view.isAnimating { handler.view.finishAnimations() }
        #expect(!handler.view.events[before...].contains(.reloadData))
        #expect(handler.view.events[before...].contains(.reconfigureSupplementaryViews([0])))
        #expect(recorder.information.isEmpty && recorder.faults.isEmpty)
        CollapseTests.expectShown(handler)
    }

    @Test(
        "rows added to a collapsed section behind queued inserts are not merged into them: the header still refreshes")
    func addingToACollapsedSectionBehindQueuedInserts() throws {
        let handler = try handler(.manual)
        let before = handler.view.events.count
        try handler.addData(people("x"), toSection: .vips)  // animating
        try handler.addData(people("y"), toSection: .vips)  // queued, insert-only: later inserts may merge
        try handler.addData(Self.many(3), toSection: .staff)  // out of sight: its header must refresh
        while handler.view.isAnimating { handler.view.finishAnimations() }
        #expect(handler.view.events[before...].contains(.reconfigureSupplementaryViews([0])))
        #expect(handler.data[.staff]?.count == 6)
        CollapseTests.expectShown(handler)
    }

    @Test("an apply adding 2,000 rows to a collapsed section: no reload, no row operation")
    func applyToACollapsedSection() throws {
        for mode in [HeadlessListView.AnimationMode.immediate, .manual] {
            let handler = try handler(mode)
            let recorder = recorded(handler)
            if mode == .manual { try handler.addData(people("x"), toSection: .vips) }  // the apply queues
            let before = handler.view.events.count
            var data = handler.data
            data.sections[0].items += Self.many(2000)
            try handler.apply(data)
            while handler.view.isAnimating { handler.view.finishAnimations() }
            expectNoReloadNorRows(handler, after: before)
            #expect(handler.view.events[before...].contains(.reconfigureSupplementaryViews([0])), "\(mode)")
            #expect(recorder.information.isEmpty && recorder.faults.isEmpty, "\(mode)")
            #expect(handler.data[.staff]?.count == 2003 && handler.isCollapsed(.staff))
            CollapseTests.expectShown(handler)
        }
    }

    @Test("expanding or collapsing a section of 2,000 rows is a large change, reported as information")
    func expandingAndCollapsingCount() throws {
        let handler = try handler(staff: Self.many(2000))
        let recorder = recorded(handler)
        try handler.expand(section: .staff)
        #expect(handler.view.events.last == .reloadData)
        #expect(recorder.information.map(\.reason) == [.largeChange(operations: 2000, threshold: 1000)])
        #expect(!handler.isCollapsed(.staff))
        CollapseTests.expectShown(handler)
        try handler.collapse(section: .staff)
        #expect(handler.view.events.last == .reloadData)
        #expect(recorder.information.last?.reason == .largeChange(operations: 2000, threshold: 1000))
        #expect(recorder.faults.isEmpty)
        CollapseTests.expectShown(handler)
        // At the threshold it animates.
        handler.reloadThreshold = 2000
        try handler.toggle(section: .staff)
        #expect(handler.view.batches.last?.itemInserts.count == 2000)
        #expect(recorder.information.count == 2)
        CollapseTests.expectShown(handler)
    }

    @Test("queued toggles of a large section count against the threshold too")
    func queuedToggles() throws {
        let handler = try handler(.manual, staff: Self.many(2000))
        let recorder = recorded(handler)
        try handler.addData(people("x"), toSection: .vips)  // animating
        try handler.expand(section: .staff)
        #expect(handler.view.events.last == .reloadData)
        #expect(recorder.information.map(\.reason) == [.largeChange(operations: 2000, threshold: 1000)])
        try handler.addData(people("y"), toSection: .vips)  // animating
        try handler.collapse(section: .staff)
        #expect(handler.view.events.last == .reloadData)
        #expect(recorder.information.last?.reason == .largeChange(operations: 2000, threshold: 1000))
        #expect(recorder.faults.isEmpty)
        while handler.view.isAnimating { handler.view.finishAnimations() }
        CollapseTests.expectShown(handler)
    }

    @Test("an apply counts the rows leaving a collapsed section for an expanded one")
    func applyOutOfACollapsedSection() throws {
        let handler = try handler(staff: Self.many(1500))
        let recorder = recorded(handler)
        var data = handler.data
        data.sections[1].items += data.sections[0].items
        data.sections[0].items = []
        try handler.apply(data)
        #expect(handler.view.events.last == .reloadData)
        #expect(recorder.information.map(\.reason) == [.largeChange(operations: 1500, threshold: 1000)])
        CollapseTests.expectShown(handler)
    }

    @Test("seeded: no batch exceeds the threshold, and rows added out of sight never reload")
    func seededThresholdWithFoldedSections() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 0xF01D)
        let kinds: [Kind] = [.staff, .vips, "guests"]
        for round in 0..<40 {
            let mode: HeadlessListView.AnimationMode = round.isMultiple(of: 2) ? .manual : .immediate
            let handler = try handler(mode, staff: Self.many(Int.random(in: 0..<30, using: &generator)))
            let limit = Int.random(in: 1..<12, using: &generator)
            handler.reloadThreshold = limit
            handler.reconfiguresUpdatedItems = Bool.random(using: &generator)
            let recorder = recorded(handler)
            var next = 1000
            for step in 0..<30 {
                let before = handler.view.events.count
                let label = "round \(round) step \(step) seed \(TestSeed.base)"
                switch Int.random(in: 0..<6, using: &generator) {
                case 0:
                    if let kind = handler.data.kinds.randomElement(using: &generator) {
                        try handler.toggle(section: kind)
                    }
                case 1, 2:
                    let kind = kinds.randomElement(using: &generator)!
                    let wasCollapsed = handler.isCollapsed(kind)
                    let count = Int.random(in: 1..<25, using: &generator)
                    try handler.addData(Self.many(count, from: next), toSection: kind)
                    next += count
                    if wasCollapsed { #expect(!handler.view.events[before...].contains(.reloadData), "\(label)") }
                case 3:
                    let victims = handler.data.allItems.shuffled(using: &generator)
                    handler.removeData(Array(victims.prefix(Int.random(in: 0..<15, using: &generator))))
                case 4:
                    var data = handler.data
                    for index in data.sections.indices {
                        data.sections[index].items.shuffle(using: &generator)
                        data.sections[index].items.removeLast(
                            min(data.sections[index].items.count, Int.random(in: 0..<4, using: &generator)))
                    }
                    try handler.apply(data)
                default:
                    handler.view.finishAnimations()
                }
                for case .batch(let changeset) in handler.view.events[before...] {
                    #expect(changeset.changeCount <= limit, "\(label): \(changeset)")
                }
                try handler.view.verifyMatchesDataSource()
            }
            while handler.view.isAnimating { handler.view.finishAnimations() }
            #expect(recorder.faults.isEmpty, "round \(round) seed \(TestSeed.base): \(recorder.faults)")
            for note in recorder.information {
                guard case .largeChange(let operations, let threshold) = note.reason else {
                    Issue.record("round \(round): \(note)")
                    continue
                }
                #expect(operations > threshold && threshold == limit)
            }
            CollapseTests.expectShown(handler)
        }
    }
}

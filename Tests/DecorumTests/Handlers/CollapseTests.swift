import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// Expandable sections, through the headless view: a collapsed section keeps its header and shows no
/// rows, `data` keeps every item, and every edit, `apply` and queued animation keeps the view equal to
/// that projection of the data.
@Suite("Expandable sections")
@MainActor
struct CollapseTests {
    /// The data as the view must show it: no items in collapsed sections.
    static func shownIDs(_ handler: HeadlessHandler<HorizontalDecorator>) -> [[AnyHashable]] {
        handler.data.sections.map { section in section.isCollapsed ? [] : section.items.map { AnyHashable($0.id) } }
    }

    /// Nothing pending, and the view shows the projection of the data, kinds and identities.
    static func expectShown(
        _ handler: HeadlessHandler<HorizontalDecorator>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!handler.hasPendingUpdates, sourceLocation: sourceLocation)
        #expect(handler.view.identities == shownIDs(handler), sourceLocation: sourceLocation)
        #expect(
            handler.view.sectionKinds == handler.data.kinds.map { Optional($0.rawValue) },
            sourceLocation: sourceLocation)
        do {
            try handler.view.verifyMatchesDataSource()
        } catch {
            Issue.record("view differs from data source: \(error)", sourceLocation: sourceLocation)
        }
    }

    static func data() -> SectionedData<Person> {
        [
            Section(kind: .staff, items: people("a", "b", "c")),
            Section(kind: .vips, items: people("v", "w")),
            Section(kind: "guests", items: people("g")),
        ]
    }

    func handler(
        _ mode: HeadlessListView.AnimationMode = .immediate, style: HeadlessListView.Style = .table
    )
        throws -> HeadlessHandler<HorizontalDecorator>
    {
        try HeadlessHandler<HorizontalDecorator>(
            view: HeadlessListView(style: style, animationMode: mode), data: Self.data())
    }

    @Test func collapsingDeletesTheRowsAndKeepsTheHeaderAndTheItems() throws {
        let handler = try handler()
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        try handler.collapse(section: .staff)
        #expect(handler.view.batches.last == Changeset(itemDeletes: (0..<3).map { IndexPath(item: $0, section: 0) }))
        #expect(handler.view.numberOfItems(inSection: 0) == 0 && handler.view.sectionKinds[0] == "staff")
        #expect(handler.data[.staff]?.count == 3 && handler.isCollapsed(.staff))
        #expect(handler.collapsedSections == [.staff])
        Self.expectShown(handler)
        try handler.expand(section: .staff)
        #expect(handler.view.batches.last == Changeset(itemInserts: (0..<3).map { IndexPath(item: $0, section: 0) }))
        #expect(!handler.isCollapsed(.staff) && handler.collapsedSections.isEmpty)
        Self.expectShown(handler)
        try handler.toggle(section: .vips)
        #expect(handler.isCollapsed(.vips))
        Self.expectShown(handler)
        #expect(diagnostics.isEmpty)
    }

    @Test func collapsingTwiceOrAMissingSectionChangesNothing() throws {
        let handler = try handler()
        try handler.collapse(section: .vips)
        let batches = handler.view.batches.count
        try handler.collapse(section: .vips)
        #expect(handler.view.batches.count == batches)
        #expect(throws: ListEditError.sectionNotFound("nowhere")) { try handler.collapse(section: "nowhere") }
        #expect(throws: ListEditError.sectionNotFound("nowhere")) { try handler.toggle(section: "nowhere") }
        #expect(handler.collapsedSections == [.vips])
        Self.expectShown(handler)
    }

    @Test func editsOfACollapsedSectionChangeTheDataAndShowNothing() throws {
        let handler = try handler()
        try handler.collapse(section: .staff)
        let shownBefore = handler.view.batches.count
        try handler.addData(people("d"), toSection: .staff)
        try handler.upsert([person("a", "Ada")], toSection: .staff)
        handler.removeData([person("b")])
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        #expect(handler.view.batches[shownBefore...].allSatisfy { $0.itemDeletes.isEmpty && $0.itemInserts.isEmpty })
        #expect(handler.data[.staff]?.items.map(\.id) == ["c", "a", "d"])
        Self.expectShown(handler)
        // A move out of the collapsed section is an insert; into it, a delete.
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        #expect(handler.view.batches.last == Changeset(itemInserts: [IndexPath(item: 0, section: 1)]))
        try handler.move(from: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 0))
        #expect(handler.view.batches.last == Changeset(itemDeletes: [IndexPath(item: 2, section: 1)]))
        Self.expectShown(handler)
        try handler.expand(section: .staff)
        #expect(handler.view.identities[0] == ["w", "a", "d"].map(AnyHashable.init))
        Self.expectShown(handler)
    }

    @Test func applyKeepsCollapsedSectionsCollapsedByKind() throws {
        let handler = try handler()
        try handler.collapse(section: .vips)
        // The vips section moves to the front, gains and loses items; staff loses one to vips.
        try handler.apply([
            Section(kind: .vips, items: people("w", "x", "a")),
            Section(kind: .staff, items: people("b", "c")),
            Section(kind: "guests", items: people("g", "h")),
        ])
        #expect(handler.isCollapsed(.vips) && handler.collapsedSections == [.vips])
        #expect(handler.view.numberOfItems(inSection: 0) == 0)
        Self.expectShown(handler)
        // Data handed over with flags of its own (a stale copy) cannot collapse or expand anything.
        var stale = handler.data
        try handler.expand(section: .vips)
        stale.sections[1].items.append(person("s"))
        try handler.apply(stale)
        #expect(handler.collapsedSections.isEmpty)
        Self.expectShown(handler)
    }

    @Test(arguments: [HeadlessListView.Style.table, .collection])
    func queuedTogglesAndEditsFollowWhatTheViewShows(style: HeadlessListView.Style) throws {
        let handler = try handler(.manual, style: style)
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        try handler.addData(people("d"), toSection: .staff)  // animating: what follows queues
        try handler.collapse(section: .staff)
        try handler.addData(people("e"), toSection: .staff)
        try handler.expand(section: .staff)
        try handler.collapse(section: "guests")
        try handler.apply([
            Section(kind: "guests", items: people("g", "a")),
            Section(kind: .staff, items: people("b", "c", "d", "e")),
            Section(kind: .vips, items: people("v")),
        ])
        while handler.view.isAnimating { handler.view.finishAnimations() }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(handler.collapsedSections == ["guests"])
        Self.expectShown(handler)
    }

    @Test func indexMathCountsShownRowsOnly() throws {
        let handler = try handler()
        #expect(handler.absoluteIndex(for: IndexPath(item: 0, section: 1)) == 3)
        try handler.collapse(section: .staff)
        #expect(handler.absoluteIndex(for: IndexPath(item: 0, section: 0)) == nil)
        #expect(handler.absoluteIndex(for: IndexPath(item: 0, section: 1)) == 0)
        #expect(handler.absoluteIndex(for: IndexPath(item: 0, section: 2)) == 2)
        #expect(handler.indexPath(forAbsoluteIndex: 2) == IndexPath(item: 0, section: 2))
        #expect(handler.indexPath(forAbsoluteIndex: 3) == nil)
        #expect(handler.item(at: IndexPath(item: 0, section: 0))?.id == "a")  // data still holds it
    }

    @Test func notAnimatedTogglesReloadTheView() throws {
        let handler = try handler()
        try handler.collapse(section: .staff, animated: false)
        #expect(handler.view.events.last == .reloadData)
        Self.expectShown(handler)
    }

    @Test func removingAndInsertingSectionsAroundCollapsedOnes() throws {
        let handler = try handler(.manual)
        try handler.collapse(section: .vips)
        handler.view.finishAnimations()
        _ = handler.removeSection(.staff)
        try handler.insertSection(Section(kind: "new", items: people("n1", "n2")), at: 1)
        try handler.addData(people("z"), toSection: .vips)
        while handler.view.isAnimating { handler.view.finishAnimations() }
        #expect(handler.data.kinds == [.vips, "new", "guests"] && handler.collapsedSections == [.vips])
        Self.expectShown(handler)
        // A collapsed section removed and inserted again comes back expanded.
        let vips = try #require(handler.data[.vips])
        _ = handler.removeSection(.vips)
        try handler.insertSection(vips, at: 0)
        while handler.view.isAnimating { handler.view.finishAnimations() }
        #expect(handler.collapsedSections.isEmpty)
        Self.expectShown(handler)
    }

    @Test func seededEditsTogglesAndAppliesKeepTheViewEqualToTheProjection() throws {
        var generator = SeededGenerator(seed: 0xC011_A95E)
        let kinds: [Kind] = [.staff, .vips, "guests", "more"]
        for round in 0..<120 {
            let style: HeadlessListView.Style = round % 2 == 0 ? .table : .collection
            let mode: HeadlessListView.AnimationMode = round % 3 == 0 ? .immediate : .manual
            let handler = try handler(mode, style: style)
            handler.reconfiguresUpdatedItems = Bool.random(using: &generator)
            var diagnostics: [Diagnostic] = []
            handler.onDiagnostic = { diagnostics.append($0) }
            var next = 0
            for _ in 0..<12 {
                let present = handler.data.kinds
                switch Int.random(in: 0..<7, using: &generator) {
                case 0, 1:
                    if let kind = present.randomElement(using: &generator) { try handler.toggle(section: kind) }
                case 2:
                    next += 1
                    let kind = kinds.randomElement(using: &generator)!
                    try handler.addData([person("n\(next)")], toSection: kind)
                case 3:
                    if let victim = handler.data.allItems.randomElement(using: &generator) {
                        handler.removeData([victim])
                    }
                case 4:
                    if let item = handler.data.allItems.randomElement(using: &generator) {
                        try handler.upsert([person(item.id, item.name + "'")])
                    }
                default:
                    var all = handler.data.allItems.shuffled(using: &generator)
                    all.removeLast(min(all.count, Int.random(in: 0...2, using: &generator)))
                    var sections: [Section<Person>] = kinds.shuffled(using: &generator).prefix(3).map {
                        Section(kind: $0)
                    }
                    for item in all {
                        sections[Int.random(in: 0..<sections.count, using: &generator)].items.append(item)
                    }
                    try handler.apply(SectionedData(sections))
                }
                if Bool.random(using: &generator) { handler.view.finishAnimations() }
            }
            while handler.view.isAnimating { handler.view.finishAnimations() }
            #expect(diagnostics.isEmpty, "round \(round): \(diagnostics)")
            Self.expectShown(handler)
        }
    }
}

extension ListEditError {
    /// For `#expect(throws:)`.
    static func == (lhs: ListEditError, rhs: ListEditError) -> Bool { "\(lhs)" == "\(rhs)" }
}

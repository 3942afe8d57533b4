import Decorum
@_spi(Binding) import DecorumCore
import DecorumTesting
import Foundation
import Testing

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

private func strings(_ sections: (Kind, [String])...) -> SectionedData<String> {
    SectionedData(sections.map { Section(kind: $0.0, items: $0.1) })
}

/// A view showing `data`, with the data source that must stay alive as long as the view (held weakly).
private func makeView(
    _ data: SectionedData<String>, style: HeadlessListView.Style = .table
) -> (HeadlessListView, ListDataSource<String>) {
    let source = ListDataSource(data)
    let view = HeadlessListView(style: style)
    view.dataSource = source
    view.reloadData()
    return (view, source)
}

/// Runs `changeset` against a view showing `old` while the data source switches to `new`, expects the
/// view to reject it with `reason`, and expects nothing shown or logged to have changed.
@discardableResult
private func expectRejection(
    _ changeset: Changeset, from old: SectionedData<String> = Contacts.data, to new: SectionedData<String>? = nil,
    style: HeadlessListView.Style = .table, _ reason: BatchUpdateError.Reason,
    systemVersion: SystemVersion = .latest, sourceLocation: SourceLocation = #_sourceLocation
) -> BatchUpdateError? {
    let (view, source) = makeView(old, style: style)
    view.systemVersion = systemVersion
    let cells = view.cells
    let kinds = view.sectionKinds
    let events = view.events
    let error = #expect(throws: BatchUpdateError.self, sourceLocation: sourceLocation) {
        try view.performBatchUpdates(changeset) { source.data = new ?? old }
    }
    #expect(error?.reason == reason, sourceLocation: sourceLocation)
    #expect(view.cells == cells, "cells changed after a rejected batch", sourceLocation: sourceLocation)
    #expect(view.sectionKinds == kinds, sourceLocation: sourceLocation)
    #expect(view.events == events, "a rejected batch was logged", sourceLocation: sourceLocation)
    let noun = style == .table ? "row" : "item"
    switch reason {
    case .identityMismatch, .sectionMismatch:
        // The pure simulation applies UIKit's rules only; its result just differs from the data.
        #expect(
            (try? changeset.applied(to: old, producing: new ?? old, noun: noun)) != new ?? old,
            sourceLocation: sourceLocation)
    default:
        // The same batch is rejected identically by the pure simulation.
        let simulated = #expect(throws: BatchUpdateError.self, sourceLocation: sourceLocation) {
            try changeset.applied(to: old, producing: new ?? old, noun: noun, systemVersion: systemVersion)
        }
        #expect(simulated?.reason == reason, sourceLocation: sourceLocation)
    }
    return error
}

/// Contacts with one more section "Xerox" at the end.
private let withXerox = strings(
    ("Apple", ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]), ("Microsoft", ["Bill Gates", "Paul Allen"]),
    ("Google", ["Larry Page", "Sergey Brin"]), ("Xerox", ["Chuck Thacker"]))

@Suite("HeadlessListView: UIKit's rules")
struct HeadlessListViewTests {
    // MARK: Counts

    @Test func sectionCountMustAddUp() {
        expectRejection(Changeset(), to: withXerox, .invalidSectionCount(after: 4, before: 3, inserted: 0, deleted: 0))
        expectRejection(
            Changeset(sectionDeletes: [0]), to: withXerox,
            .invalidSectionCount(after: 4, before: 3, inserted: 0, deleted: 1))
    }

    @Test func itemCountMustAddUpWithUIKitsMessage() {
        let old = strings(("a", ["x", "y"]))
        let new = strings(("a", ["x", "y", "z"]))
        let reason = BatchUpdateError.Reason.invalidItemCount(
            section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
        let table = expectRejection(Changeset(), from: old, to: new, style: .table, reason)
        #expect(
            table?.description
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                + "section after the update (3) must be equal to the number of rows contained in that section before "
                + "the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, "
                + "0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                + "moved out)."
        )
        let collection = expectRejection(Changeset(), from: old, to: new, style: .collection, reason)
        #expect(collection?.description.contains("invalid number of items in section 0") == true)
        // Moves between sections count as moved out and moved in (in iOS 12's words: from iOS 16.4 the
        // section left with fewer rows is reported first, as "Invalid batch updates detected").
        expectRejection(
            Changeset(itemMoves: [Move(from: path(0, 0), to: path(1, 0))]),
            .invalidItemCount(section: 0, after: 3, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1),
            systemVersion: .iOS12)
    }

    // MARK: Bounds and malformed paths

    @Test func sectionOutOfBounds() {
        expectRejection(Changeset(sectionDeletes: [3]), .sectionOutOfBounds(.delete, section: 3, count: 3))
        expectRejection(Changeset(sectionDeletes: [-1]), .sectionOutOfBounds(.delete, section: -1, count: 3))
        expectRejection(
            Changeset(sectionInserts: [4]), to: withXerox, .sectionOutOfBounds(.insert, section: 4, count: 4))
        // UIKit reports a reload past the end as the delete it turns it into.
        expectRejection(Changeset(sectionReloads: [5]), .sectionOutOfBounds(.delete, section: 5, count: 3))
        expectRejection(
            Changeset(sectionMoves: [Move(from: 3, to: 0)]), .sectionOutOfBounds(.moveFrom, section: 3, count: 3))
        expectRejection(
            Changeset(sectionMoves: [Move(from: 0, to: 3)]), .sectionMoveOutOfBounds(from: 0, to: 3, count: 3))
        // An item operation in a section that does not exist names the item, as UIKit does.
        expectRejection(Changeset(itemDeletes: [path(5, 0)]), .itemSectionOutOfBounds(.delete, path(5, 0), count: 3))
        expectRejection(Changeset(itemInserts: [path(3, 0)]), .itemSectionOutOfBounds(.insert, path(3, 0), count: 3))
    }

    @Test func itemOutOfBounds() {
        expectRejection(Changeset(itemDeletes: [path(0, 3)]), .itemOutOfBounds(.delete, path(0, 3), count: 3))
        let grown = strings(
            ("Apple", ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
            ("Microsoft", ["Bill Gates", "Paul Allen", "Steve Ballmer"]),
            ("Google", ["Larry Page", "Sergey Brin"]))
        expectRejection(
            Changeset(itemInserts: [path(1, 3)]), to: grown, .itemOutOfBounds(.insert, path(1, 3), count: 3))
        expectRejection(Changeset(itemReloads: [path(2, 2)]), .itemOutOfBounds(.delete, path(2, 2), count: 2))
        let fromPastTheEnd = Move(from: path(1, 2), to: path(1, 0))
        expectRejection(
            Changeset(itemMoves: [fromPastTheEnd]), .itemMoveOutOfBounds(fromPastTheEnd, .moveFrom, count: 2))
        let toPastTheEnd = Move(from: path(0, 0), to: path(0, 5))
        expectRejection(Changeset(itemMoves: [toPastTheEnd]), .itemMoveOutOfBounds(toPastTheEnd, .moveTo, count: 3))
    }

    @Test func malformedIndexPaths() {
        let three: IndexPath = [0, 0, 0]
        expectRejection(Changeset(itemDeletes: [IndexPath()]), .malformedIndexPath(.delete, IndexPath()))
        expectRejection(Changeset(itemInserts: [three]), .malformedIndexPath(.insert, three))
        expectRejection(Changeset(itemReloads: [[0]]), .malformedIndexPath(.reload, [0]))
        expectRejection(
            Changeset(itemMoves: [Move(from: three, to: path(0, 0))]), .malformedIndexPath(.moveFrom, three))
        expectRejection(
            Changeset(itemMoves: [Move(from: path(0, 0), to: IndexPath())]), .malformedIndexPath(.moveTo, IndexPath()))
        expectRejection(Changeset(itemDeletes: [[0, -1]]), .malformedIndexPath(.delete, [0, -1]))
    }

    // MARK: Repeats and conflicts

    @Test func contradictorySectionMoves() {
        expectRejection(
            Changeset(sectionMoves: [Move(from: 0, to: 1), Move(from: 0, to: 2)]),
            .conflictingSectionMoves(Move(from: 0, to: 1), Move(from: 0, to: 2)))
        expectRejection(
            Changeset(sectionMoves: [Move(from: 0, to: 2), Move(from: 1, to: 2)]),
            .conflictingSectionMoves(Move(from: 0, to: 2), Move(from: 1, to: 2)))
    }

    @Test func contradictoryItemMoves() {
        let twoPlaces = [Move(from: path(0, 0), to: path(0, 1)), Move(from: path(0, 0), to: path(0, 2))]
        expectRejection(Changeset(itemMoves: twoPlaces), .conflictingItemMoves(twoPlaces[0], twoPlaces[1]))
        let onePlace = [Move(from: path(0, 0), to: path(0, 2)), Move(from: path(0, 1), to: path(0, 2))]
        expectRejection(Changeset(itemMoves: onePlace), .conflictingItemMoves(onePlace[0], onePlace[1]))
    }

    @Test func conflictingSectionOperations() {
        expectRejection(
            Changeset(sectionDeletes: [0], sectionReloads: [0]), .conflictingSection(.delete, .reload, section: 0))
        expectRejection(
            Changeset(sectionDeletes: [0], sectionMoves: [Move(from: 0, to: 1)]),
            .conflictingSection(.delete, .moveFrom, section: 0))
        // A reloaded section is a deleted one to UIKit.
        expectRejection(
            Changeset(sectionMoves: [Move(from: 0, to: 1)], sectionReloads: [0]),
            .conflictingSection(.delete, .moveFrom, section: 0))
        expectRejection(
            Changeset(sectionInserts: [0], sectionMoves: [Move(from: 2, to: 0)]), to: withXerox,
            .conflictingSection(.insert, .moveTo, section: 0))
    }

    @Test func deleteAndReloadOfOneItem() {
        expectRejection(
            Changeset(itemDeletes: [path(0, 1)], itemReloads: [path(0, 1)]),
            .conflictingItem(.delete, .reload, path(0, 1)))
    }

    @Test func deleteAndMoveOfOneItem() {
        expectRejection(
            Changeset(itemDeletes: [path(0, 1)], itemMoves: [Move(from: path(0, 1), to: path(0, 0))]),
            .conflictingItem(.delete, .moveFrom, path(0, 1)))
    }

    @Test func reloadAndMoveOfOneItem() {
        // A reload is a delete at its path, so UIKit reports a delete and a move.
        expectRejection(
            Changeset(itemMoves: [Move(from: path(0, 0), to: path(0, 2))], itemReloads: [path(0, 0)]),
            .conflictingItem(.delete, .moveFrom, path(0, 0)))
    }

    @Test func insertAndMoveToOnePath() {
        let new = strings(
            ("Apple", ["Steve Jobs", "Alan Kay", "Andy Hertzfeld", "Bill Atkinson"]),
            ("Microsoft", ["Bill Gates", "Paul Allen"]),
            ("Google", ["Larry Page", "Sergey Brin"]))
        expectRejection(
            Changeset(itemInserts: [path(0, 0)], itemMoves: [Move(from: path(0, 2), to: path(0, 0))]), to: new,
            .conflictingItem(.insert, .moveTo, path(0, 0)))
    }

    // MARK: Items and section changes in one batch

    @Test func moveOutOfADeletedSection() throws {
        let new = strings(
            ("Apple", ["Larry Page", "Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
            ("Microsoft", ["Bill Gates", "Paul Allen"]))
        let changes = Changeset(sectionDeletes: [2], itemMoves: [Move(from: path(2, 0), to: path(0, 0))])
        // A collection view raises.
        expectRejection(changes, to: new, style: .collection, .itemInDeletedSection(.moveFrom, path(2, 0)))
        // A table view gives up animating and reloads its data.
        let (view, source) = makeView(Contacts.data)
        try view.performBatchUpdates(changes) { source.data = new }
        #expect(view.events == [.reloadData, .batch(changes), .reloadData])
        try view.verifyMatchesDataSource()
        // An item reload inside a reloaded section is dropped: the section is read again anyway.
        let (other, otherSource) = makeView(Contacts.data)
        try other.performBatchUpdates(Changeset(sectionReloads: [1], itemReloads: [path(1, 0)])) {
            otherSource.data = Contacts.data
        }
        try other.verifyMatchesDataSource()
    }

    @Test func moveIntoAnInsertedSection() throws {
        let new = strings(
            ("Xerox", ["Alan Kay"]), ("Apple", ["Steve Jobs", "Andy Hertzfeld"]),
            ("Microsoft", ["Bill Gates", "Paul Allen"]),
            ("Google", ["Larry Page", "Sergey Brin"]))
        let changes = Changeset(sectionInserts: [0], itemMoves: [Move(from: path(0, 1), to: path(0, 0))])
        expectRejection(changes, to: new, style: .collection, .itemInInsertedSection(.moveTo, path(0, 0)))
        let (view, source) = makeView(Contacts.data)
        try view.performBatchUpdates(changes) { source.data = new }
        #expect(view.events.last == .reloadData)
        try view.verifyMatchesDataSource()
        // An item insert into an inserted section is dropped: the section is read whole.
        let (other, otherSource) = makeView(Contacts.data)
        try other.performBatchUpdates(Changeset(sectionInserts: [3], itemInserts: [path(3, 0)])) {
            otherSource.data = withXerox
        }
        try other.verifyMatchesDataSource()
    }

    // MARK: Wrong but count-consistent

    @Test func identityMismatchWithConsistentCounts() {
        let swapped = strings(
            ("Apple", ["Alan Kay", "Steve Jobs", "Andy Hertzfeld"]), ("Microsoft", ["Bill Gates", "Paul Allen"]),
            ("Google", ["Larry Page", "Sergey Brin"]))
        let error = expectRejection(
            Changeset(), to: swapped, .identityMismatch(path(0, 0), shown: "Steve Jobs", expected: "Alan Kay"))
        #expect(error?.description.hasPrefix("Inconsistent update") == true)
        // A move to the wrong place is caught too.
        expectRejection(
            Changeset(itemMoves: [Move(from: path(0, 0), to: path(0, 2))]), to: swapped,
            .identityMismatch(path(0, 1), shown: "Andy Hertzfeld", expected: "Steve Jobs"))
    }

    @Test func sectionMismatchWithConsistentCounts() {
        let old = strings(("a", []), ("b", []))
        expectRejection(
            Changeset(), from: old, to: strings(("b", []), ("a", [])),
            .sectionMismatch(section: 0, shown: "a", expected: "b"))
    }

    // MARK: Valid batches and the event log

    @Test func sectionMoveAndItemMoveInOneBatch() throws {
        let new = strings(
            ("Google", ["Larry Page", "Sergey Brin"]), ("Apple", ["Steve Jobs", "Andy Hertzfeld", "Alan Kay"]),
            ("Microsoft", ["Bill Gates", "Paul Allen"]))
        let changes = Changeset(
            sectionMoves: [Move(from: 2, to: 0)], itemMoves: [Move(from: path(0, 1), to: path(1, 2))])
        let (view, source) = makeView(Contacts.data)
        try view.performBatchUpdates(changes) { source.data = new }
        #expect(view.identities == new.sections.map { $0.items.map(AnyHashable.init) })
        #expect(view.sectionKinds == ["Google", "Apple", "Microsoft"])
        try view.verifyMatchesDataSource()
        #expect(view.events == [.reloadData, .batch(changes)])
        #expect(try changes.applied(to: Contacts.data, producing: new) == new)
    }

    @Test func reloadShowsNewContentUnderTheSameIdentity() throws {
        let old = strings(("a", ["x1", "y1"]))
        let new = strings(("a", ["x2", "y1"]))
        let byInitial = { (item: String) in AnyHashable(item.prefix(1)) }
        let source = ListDataSource(old, identity: byInitial)
        let view = HeadlessListView(style: .collection)
        view.dataSource = source
        view.reloadData()
        // Without the reload, identities match but the content is stale: only the full check sees it.
        try view.performBatchUpdates(Changeset()) { source.data = new }
        #expect(view.cell(at: path(0, 0))?.content == "x1")
        #expect(throws: BatchUpdateError.self) { try view.verifyMatchesDataSource() }
        try view.performBatchUpdates(Changeset(itemReloads: [path(0, 0)]))
        #expect(view.cell(at: path(0, 0))?.content == "x2")
        try view.verifyMatchesDataSource()
        #expect(view.batches == [Changeset(), Changeset(itemReloads: [path(0, 0)])])
    }

    @Test func eventLogAndCompletions() throws {
        let (view, source) = makeView(Contacts.data)
        view.animationMode = .manual
        var finished: [Int] = []
        let delete = Changeset(itemDeletes: [path(1, 1)])
        var data = Contacts.data
        data[1].remove(at: 1)
        try view.performBatchUpdates(delete, updates: { source.data = data }) { _ in finished.append(1) }
        #expect(view.isAnimating)
        #expect(finished.isEmpty)
        let insert = Changeset(itemInserts: [path(1, 1)])
        try view.performBatchUpdates(insert, updates: { source.data = Contacts.data }) { _ in finished.append(2) }
        view.finishAnimations()
        #expect(finished == [1, 2])
        #expect(!view.isAnimating)
        #expect(view.events == [.reloadData, .batch(delete), .batch(insert)])
        #expect(
            view.events.map(\.description) == [
                "reloadData", "batch(delete items [1, 1])", "batch(insert items [1, 1])",
            ])
        // A rejected batch neither logs nor runs its completion.
        _ = try? view.performBatchUpdates(Changeset(itemDeletes: [path(9, 9)]), completion: { _ in finished.append(3) })
        view.finishAnimations()
        #expect(finished == [1, 2])
        #expect(view.events.count == 3)
    }
}

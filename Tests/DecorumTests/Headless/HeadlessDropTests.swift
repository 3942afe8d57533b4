import Decorum
import DecorumTesting
import Foundation
import Testing

/// Drops played on a headless view with UIKit's rules (issue #38, item 3): a data change with no batch,
/// or a batch where UIKit takes none, fails the test.
@MainActor
@Suite("Headless: drops, placeholders and interactive movement")
struct HeadlessDropTests {
    let board: SectionedData<Person> = [
        Section(kind: "carousel", items: people("c1", "c2", "c3")),
        Section(kind: "grid", items: people("g1", "g2", "g3", "g4", "g5", "g6", "g7")),
    ]

    @Test("commitInsertion with no placeholder showing changes the data with no batch: the view says so for good")
    func commitInsertionWithoutAPlaceholderFails() throws {
        let handler = makeHandler(board)
        try handler.commitInsertion(people("new"), at: IndexPath(item: 0, section: 1))
        #expect(throws: BatchUpdateError.self) { try handler.view.verifyMatchesDataSource() }
        try handler.addData(people("g8"), toSection: "grid")  // the next edit must not hide it
        #expect(throws: BatchUpdateError.self) { try handler.view.verifyMatchesDataSource() }
    }

    func ids(_ data: SectionedData<Person>) -> [[String]] { data.sections.map { $0.items.map(\.id) } }

    @Test(
        "a local drop of two photos from the carousel into the grid: one batch inside performDropWith, reported by identity"
    )
    func localDropOfSeveralItems() throws {
        let handler = makeHandler(board)
        var edits: [String] = []
        handler.onUserEdit = { edits.append("\($0)") }
        var landed: [IndexPath] = []
        try handler.view.simulateDrop {
            landed = try handler.moveByDrop(
                from: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)],
                to: IndexPath(item: 1, section: 1))
        }
        #expect(ids(handler.data) == [["c2"], ["g1", "c1", "c3", "g2", "g3", "g4", "g5", "g6", "g7"]])
        #expect(landed == [IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])
        #expect(handler.view.batches.count == 1)
        #expect(edits.count == 2)
        try handler.view.verifyMatchesDataSource()
    }

    @Test("a drop refused at once moves nothing; one refused later moves back, animated")
    func refusedDrops() throws {
        let handler = makeHandler(board)
        handler.confirmUserEdit = { _, answer in answer(false) }
        let landed = try handler.moveByDrop(from: [IndexPath(item: 0, section: 0)], to: IndexPath(item: 0, section: 1))
        #expect(landed == [IndexPath(item: 0, section: 0)])
        #expect(handler.data == board)
        #expect(handler.view.batches.isEmpty)
        var later: ((Bool) -> Void)?
        handler.confirmUserEdit = { _, answer in later = answer }
        try handler.moveByDrop(from: [IndexPath(item: 0, section: 0)], to: IndexPath(item: 0, section: 1))
        #expect(ids(handler.data)[1].first == "c1")
        later?(false)
        #expect(handler.data == board)
        try handler.view.verifyMatchesDataSource()
    }

    @Test("an external drop lands where the view shows it, with one batch; bad input throws and changes nothing")
    func externalDrop() throws {
        let handler = makeHandler(board)
        let landed = try handler.insertByDrop(people("n1", "n2"), at: IndexPath(item: 7, section: 1))
        #expect(landed == [IndexPath(item: 7, section: 1), IndexPath(item: 8, section: 1)])
        #expect(handler.view.batches.count == 1)
        #expect(throws: ListEditError.invalidDestination(IndexPath(item: 0, section: 2))) {
            try handler.insertByDrop(people("n3"), at: IndexPath(item: 0, section: 2))
        }
        #expect(throws: ListEditError.self) {
            try handler.insertByDrop(people("g1"), at: IndexPath(item: 0, section: 1))
        }
        #expect(throws: ListEditError.invalidIndexPath(IndexPath(item: 9, section: 0))) {
            try handler.moveByDrop(from: [IndexPath(item: 9, section: 0)], to: IndexPath(item: 0, section: 1))
        }
        #expect(handler.data.itemCount == 12)
        try handler.view.verifyMatchesDataSource()
    }

    @Test("a placeholder holds the handler's batches; committed, the photo joins the data and what waited shows after")
    func placeholderCommitted() throws {
        let handler = makeHandler(board)
        let placeholder = try handler.view.simulateDropPlaceholder(at: IndexPath(item: 0, section: 1))
        #expect(handler.view.hasUncommittedUpdates)
        try handler.addData(people("late"), toSection: "grid")  // waits for the drop
        #expect(handler.view.batches.isEmpty)
        try handler.view.verifyMatchesDataSource()
        try placeholder.commitInsertion { indexPath in try? handler.commitInsertion(people("photo"), at: indexPath) }
        #expect(!handler.hasPendingUpdates)
        #expect(ids(handler.data)[1] == ["photo", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "late"])
        try handler.view.verifyMatchesDataSource()
    }

    @Test(
        "a placeholder deleted leaves the data as it was; a batch while it shows, or an insert inside its commit, fails"
    )
    func placeholderDeletedAndMisuse() throws {
        let handler = makeHandler(board)
        let placeholder = try handler.view.simulateDropPlaceholder(at: IndexPath(item: 3, section: 0))
        #expect(throws: BatchUpdateError.self) { try handler.view.performBatchUpdates(Changeset()) }
        try placeholder.deletePlaceholder()
        #expect(!handler.view.hasUncommittedUpdates)
        #expect(handler.data == board)
        try handler.view.verifyMatchesDataSource()
        let second = try handler.view.simulateDropPlaceholder(at: IndexPath(item: 0, section: 0))
        #expect(throws: BatchUpdateError.self) {
            try second.commitInsertion { indexPath in try? handler.insertData(people("p"), at: indexPath) }
        }
    }

    @Test("an interactive movement holds the handler's batches until it ends; a cancelled one changes nothing")
    func interactiveMovement() throws {
        let handler = makeHandler(board)
        handler.canMove = { _, _ in true }
        #expect(handler.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try handler.addData(people("late"), toSection: "carousel")
        #expect(handler.view.batches.isEmpty)
        try handler.view.updateInteractiveMovementTarget(to: IndexPath(item: 0, section: 1))
        try handler.view.endInteractiveMovement()
        #expect(ids(handler.data)[0] == ["c2", "c3", "late"])
        #expect(ids(handler.data)[1].first == "c1")
        try handler.view.verifyMatchesDataSource()
        #expect(handler.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        handler.view.cancelInteractiveMovement()
        #expect(ids(handler.data)[0] == ["c2", "c3", "late"])
        let moved = try handler.view.simulateReorderGesture(
            from: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0)
        ) { _ = handler.removeData(people("late")) }
        #expect(moved)
        #expect(ids(handler.data)[0] == ["c1", "c2", "c3"])
        try handler.view.verifyMatchesDataSource()
    }
}

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
}

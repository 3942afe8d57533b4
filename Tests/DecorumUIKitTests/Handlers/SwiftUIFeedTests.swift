import Decorum
import Testing
import UIKit

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumUIKit
@_spi(Binding) @testable import Handlers

// What `DecoratedTableView` and `DecoratedCollectionView` do on each SwiftUI update, without SwiftUI:
// their coordinator hands each new value to a `ListFeed`, which applies it to the handler (or tells
// `onEditError` why not). SwiftUI itself (the representables, transactions) is not on Linux.

@Suite("The SwiftUI list views' feed, on real views")
@MainActor
struct SwiftUIFeedTests {
    @Test("each new value is diffed into the table")
    func feedsTable() {
        let (window, tableView) = makeTable()
        let handler = TableViewHandler<ContactRowDecorator>(tableView: tableView)
        let feed = ListFeed(handler)
        feed.feed(SectionedData(items: contacts(1...3)), animated: false)
        Driver.settle()
        #expect(shownTexts(tableView) == ["c1", "c2", "c3"])
        feed.feed(SectionedData(items: [Contact(id: 3, name: "c3"), Contact(id: 1, name: "one")]), animated: true)
        Driver.settle()
        #expect(shownTexts(tableView) == ["c3", "one"])
        _ = window
    }

    @Test("the very value handed last costs nothing, even for items the handler cannot compare")
    func sameValueSkipped() {
        let (window, tableView) = makeTable()
        let handler = TableViewHandler<NoteDecorator>(tableView: tableView)
        let feed = ListFeed(handler)
        let notes = SectionedData(items: (1...3).map { Note(id: $0, text: "n\($0)") })
        feed.feed(notes, animated: false)
        Driver.settle()
        let counts = tableView.visibleCells.compactMap { ($0 as? NoteCell)?.configureCount }
        feed.feed(notes, animated: true)  // SwiftUI hands the same value again
        Driver.settle()
        #expect(tableView.visibleCells.compactMap { ($0 as? NoteCell)?.configureCount } == counts)
        #expect(counts.count == 3)
        _ = window
    }

    @Test("refused data never traps: the collection view keeps the last accepted data, the error is told")
    func refusedData() {
        let (window, collectionView) = makeCollection()
        let handler = CollectionViewHandler<ContactTileDecorator>(collectionView: collectionView)
        let feed = ListFeed(handler)
        var errors: [ListEditError] = []
        feed.onError = { errors.append($0) }
        feed.feed(SectionedData(items: contacts(1...2)), animated: false)
        feed.feed(SectionedData(items: contacts(1...2) + contacts(2...2)), animated: true)  // id 2 twice
        Driver.settle()
        #expect(errors.count == 1)
        #expect(shownTexts(collectionView) == ["c1", "c2"])
        _ = window
    }
}

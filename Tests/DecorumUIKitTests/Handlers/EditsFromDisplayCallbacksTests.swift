import Decorum
import Testing
import UIKit

@testable import DecorumUIKit

// Issue #38, N2: "mark as seen" edits the handler's data from `onWillDisplay`, which UIKit sends from
// inside its pass over the visible cells. A batch, a reload or (iOS 13 and 14) the by-hand reconfigure's
// `cellForRow(at:)` there re-enters the view, which UIKit forbids; the edit must show after the pass.

@Suite("Edits from display callbacks")
@MainActor
struct EditsFromDisplayCallbacksUIKitTests {
    /// Marks each contact read (its name ends in " read") when its cell is displayed.
    private func markAsRead<D>(_ handler: UIKitListHandler<D>) where D.Data == Contact {
        handler.onWillDisplay = { [weak handler] contact in
            guard !contact.name.hasSuffix(" read") else { return }
            try? handler?.upsert([Contact(id: contact.id, name: contact.name + " read")])
        }
    }

    @Test("an inbox marks each message read as it appears, and the table shows it read")
    func tableMarksRead() throws {
        let (window, tableView) = makeTable(height: 132)
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...6)))
        markAsRead(handler)
        Driver.settle()
        #expect(shownTexts(tableView) == ["c1 read", "c2 read", "c3 read"])
        tableView.contentOffset = CGPoint(x: 0, y: 132)  // the user scrolls to the next three
        Driver.settle()
        #expect(shownTexts(tableView) == ["c4 read", "c5 read", "c6 read"])
        #expect(!handler.hasPendingUpdates)
        #expect(!handler.hasPendingUpdates)
        _ = window
    }

    @Test("on iOS 13 and 14 the rows marked read are reconfigured after the pass, not inside it")
    func tableMarksReadOnIOS13() throws {
        try forcingIOS13 { try tableMarksRead() }
    }

    @Test("a photo grid marks each photo seen as it appears, and the collection view shows it seen")
    func collectionMarksRead() throws {
        let (window, collectionView) = makeCollection(height: 132)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...6)))
        markAsRead(handler)
        Driver.settle()
        #expect(shownTexts(collectionView) == ["c1 read", "c2 read", "c3 read"])
        collectionView.contentOffset = CGPoint(x: 0, y: 132)
        Driver.settle()
        #expect(shownTexts(collectionView) == ["c4 read", "c5 read", "c6 read"])
        #expect(!handler.hasPendingUpdates)
        _ = window
    }

    @Test("a row removed from its display callback (an expired message) goes after the pass")
    func tableRemovesOnDisplay() throws {
        let (window, tableView) = makeTable(height: 132)
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...6)))
        handler.onWillDisplay = { [weak handler] contact in
            if contact.id == 2 { _ = handler?.removeData([contact]) }
        }
        Driver.settle()
        #expect(handler.data.allItems.map(\.id) == [1, 3, 4, 5, 6])
        #expect(shownTexts(tableView) == ["c1", "c3", "c4"])
        _ = window
    }
}

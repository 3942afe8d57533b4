import Decorum
import Testing
import UIKit

// Issue #30: the app's delegate as UIKit sees it, where Objective-C's optional messages decide: one it
// does not implement is not sent, and asking whether it implements one does not send it.

/// An app's collection delegate written before iOS 15: it keeps every item out of the first slot with
/// the older drag-target message only.
@MainActor
final class PinnedFirstDelegate: NSObject, UICollectionViewDelegate {
    var asked = 0

    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        asked += 1
        return proposedIndexPath.item == 0 ? IndexPath(item: 1, section: proposedIndexPath.section) : proposedIndexPath
    }
}

/// An app's table delegate whose swipe actions are costly to build: it counts them.
@MainActor
final class CountingSwipeDelegate: NSObject, UITableViewDelegate {
    var built = 0

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        built += 1
        return UISwipeActionsConfiguration(
            actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
    }
}

#if canImport(ObjectiveC)
/// An app's table delegate that also gives the table a section index: a data-source message, which the
/// handler's adapter answers for it.
@MainActor
final class IndexingDelegate: NSObject, UITableViewDelegate {
    @objc func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }
}
#endif

@Suite("The app's delegate: optional messages as UIKit sends them")
@MainActor
struct AppDelegateMessageTests {
    @Test(
        "F9: an app delegate with only the pre-iOS 15 drag-target message still decides where an item goes",
        .enabled(if: Driver.isStandIn, "plays the interactive move the stand-in models"))
    func olderDragTargetMessage() throws {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...3)))
        handler.canMove = { _, _ in true }
        let app = PinnedFirstDelegate()
        handler.delegate = app
        Driver.settle()
        #if !canImport(ObjectiveC)
        collectionView.standInUserMoveItem(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        #endif
        Driver.settle()
        #expect(app.asked == 1)
        #expect(shownTexts(collectionView) == ["c1", "c3", "c2"])
        #expect(handler.data.sections[0].items.map(\.name) == ["c1", "c3", "c2"])
        _ = window
    }

    @Test("F13: the app's swipe actions are built when the user swipes, not for every row laid out")
    func swipeActionsBuiltOnSwipe() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...8)))
        let app = CountingSwipeDelegate()
        handler.delegate = app
        Driver.settle()
        #expect(tableView.visibleCells.count == 8)
        #expect(app.built == 0)
        #expect(Driver.swipe(tableView, at: IndexPath(row: 3, section: 0)).map(\.title) == ["Flag"])
        #expect(app.built == 1)
        _ = window
    }

    #if canImport(ObjectiveC)
    // Objective-C only: Linux has no message forwarding, so the stand-in cannot run this (issue #30, F15).
    @Test("F15: replacing an app delegate that gave a section index leaves UIKit nothing stale to send")
    func replacedDelegateWithSectionIndex() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        let indexing = IndexingDelegate()
        handler.delegate = indexing
        Driver.settle()
        let adapter = try #require(tableView.dataSource as? NSObject)
        let indexTitles = #selector(UITableViewDataSource.sectionIndexTitles(for:))
        #expect(adapter.responds(to: indexTitles))
        let plain = AppTableDelegate()
        handler.delegate = plain
        #expect(!adapter.responds(to: indexTitles))
        // UIKit cached "answers sectionIndexTitles" when the adapter became the data source; unless it
        // was asked again, this reload sends it to an adapter with no target: "unrecognized selector".
        tableView.reloadData()
        Driver.settle()
        #expect(tableView.dataSource === adapter)
        _ = (window, indexing)
    }
    #endif
}

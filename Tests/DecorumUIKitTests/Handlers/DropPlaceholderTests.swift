#if !canImport(ObjectiveC)
@_spi(Binding) import Decorum
import Testing
import UIKit

// Issue #30, F3: an app's drop delegate shows a placeholder while the dropped content loads, then
// commits it: UIKit expects the data source to change inside `commitInsertion(dataSourceUpdates:)`
// and reads the counts again right after. Stand-in only: it inserts the placeholder (on a device a
// drop session does).

@Suite("Drops with placeholders")
@MainActor
struct DropPlaceholderTests {
    private func dropping() throws -> (
        UIWindow, UICollectionView, CollectionViewHandler<ContactTileDecorator>,
        any UICollectionViewDropPlaceholderContext
    ) {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...3)))
        Driver.settle()
        let context = collectionView.standInInsertPlaceholder(
            UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 1, section: 0), reuseIdentifier: "Cell")
        )
        Driver.settle()
        #expect(collectionView.hasUncommittedUpdates)
        try handler.addData(contacts(9...9))  // a remote row arrives while the drop loads: it waits
        Driver.settle()
        #expect(collectionView.numberOfItems(inSection: 0) == 4)  // three rows and the placeholder
        return (window, collectionView, handler, context)
    }

    @Test("the dropped row joins the data inside the placeholder's commit; what waited shows after it")
    func commitInsertion() throws {
        let (window, collectionView, handler, context) = try dropping()
        var thrown: ListEditError?
        let raised = UIKitStandIn.catchingExceptions {
            context.commitInsertion { indexPath in
                do throws(ListEditError) {
                    try handler.commitInsertion(contacts(7...7), at: indexPath)
                } catch { thrown = error }
            }
        }
        #expect(raised.isEmpty)
        #expect(thrown == nil)
        Driver.settle()
        #expect(!handler.hasPendingUpdates)
        #expect(handler.data.sections[0].items.map(\.id) == [1, 7, 2, 3, 9])
        #expect(shownTexts(collectionView) == ["c1", "c7", "c2", "c3", "c9"])
        _ = window
    }

    @Test(
        "an insert made the usual way inside the commit waits for the drop, and UIKit raises: the reason for commitInsertion"
    )
    func insertDataInsideTheCommitRaises() throws {
        let (window, _, handler, context) = try dropping()
        let raised = UIKitStandIn.catchingExceptions {
            context.commitInsertion { indexPath in try? handler.insertData(contacts(7...7), at: indexPath) }
        }
        #expect(raised.first?.contains("the data source must change inside the block") == true)
        _ = window
    }

    @Test("a placeholder deleted: nothing joins the data, what waited shows")
    func deletePlaceholder() throws {
        let (window, collectionView, handler, context) = try dropping()
        let raised = UIKitStandIn.catchingExceptions { context.deletePlaceholder() }
        #expect(raised.isEmpty)
        Driver.settle()
        #expect(!handler.hasPendingUpdates)
        #expect(shownTexts(collectionView) == ["c1", "c2", "c3", "c9"])
        _ = window
    }

    @Test("a selected item stays selected while a placeholder above it shifts the view's index paths")
    func selectionDuringAPlaceholder() throws {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...3)))
        Driver.settle()
        Driver.tap(collectionView, at: IndexPath(item: 1, section: 0))
        #expect(handler.selectedIDs == [2])
        let context = collectionView.standInInsertPlaceholder(
            UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "Cell")
        )
        try handler.upsert([Contact(id: 3, name: "renamed")])  // an edit reads the selection: c2 stays
        #expect(handler.selectedIDs == [2])
        context.deletePlaceholder()
        Driver.settle()
        #expect(handler.selectedIDs == [2])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        _ = window
    }

    @Test("an item selected in code while a placeholder above it shows is the one selected once the drop ends")
    func selectInCodeDuringAPlaceholder() throws {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...4)))
        Driver.settle()
        let context = collectionView.standInInsertPlaceholder(
            UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "Cell")
        )
        _ = handler.select(id: 2)
        #expect(handler.selectedIDs == [2])
        context.deletePlaceholder()
        Driver.settle()
        #expect(handler.selectedIDs == [2])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        _ = window
    }

    @Test("a table's placeholder: the dropped row joins the data inside its commit; what waited shows after it")
    func tablePlaceholder() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        Driver.settle()
        let context = tableView.standInInsertPlaceholder(
            UITableViewDropPlaceholder(
                insertionIndexPath: IndexPath(row: 0, section: 0), reuseIdentifier: "Cell", rowHeight: 44))
        Driver.settle()
        #expect(tableView.hasUncommittedUpdates)
        _ = handler.removeData([Contact(id: 3, name: "c3")])  // waits for the drop
        Driver.settle()
        #expect(tableView.numberOfRows(inSection: 0) == 4)
        let raised = UIKitStandIn.catchingExceptions {
            context.commitInsertion { indexPath in try? handler.commitInsertion(contacts(7...7), at: indexPath) }
        }
        #expect(raised.isEmpty)
        Driver.settle()
        #expect(!handler.hasPendingUpdates)
        #expect(shownTexts(tableView) == ["c7", "c1", "c2"])
        _ = window
    }

    @Test("headers the app refreshes while a placeholder shows are measured again only once the drop ends")
    func headersRefreshedDuringTheDrop() throws {
        let (window, collectionView) = makeCollection(headerHeight: 30)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...3)))
        handler.header = SupplementaryRoute(KindBannerDecorator.self) { "\($0.count) contacts" }
        Driver.settle()
        let context = collectionView.standInInsertPlaceholder(
            UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 1, section: 0), reuseIdentifier: "Cell")
        )
        Driver.settle()
        // A binding's setting changed what headers show (DecoratedCollectionView's routes). Refreshed in
        // place, a header is measured again (F12): not while the drop is uncommitted.
        let raised = UIKitStandIn.catchingExceptions { handler.refreshHeadersAndFooters() }
        #expect(raised.isEmpty)
        Driver.settle()
        context.commitInsertion { indexPath in try? handler.commitInsertion(contacts(7...7), at: indexPath) }
        Driver.settle()
        let banner = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((banner as? KindBanner)?.shown == "4 contacts")
        _ = window
    }
}
#endif

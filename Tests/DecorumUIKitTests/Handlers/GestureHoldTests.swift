#if !canImport(ObjectiveC)
@_spi(Binding) import Decorum
import Testing
import UIKit

// Issue #38, F14 residual: gestures UIKit runs by itself (a collection view controller's standard
// reorder gesture, a list cell's reorder accessory, interactive movement called on the view, drag and
// drop sessions) hold the handler's batches while they last, report the user's move by identity, and
// never meet a reload. Stand-in only: the stand-in drives UIKit's own gestures (on a device, a finger).

@Suite("Gestures UIKit runs by itself hold the handler's edits")
@MainActor
struct GestureHoldTests {
    private func movable(_ collectionView: UICollectionView) throws -> CollectionViewHandler<ContactTileDecorator> {
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...4)))
        handler.canMove = { _, _ in true }
        Driver.settle()
        return handler
    }

    private func center(of item: Int, in collectionView: UICollectionView) throws -> CGPoint {
        let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A grid in a `UICollectionViewController` in a window, its handler, and the controller's gesture.
    private func controllerGrid() throws -> (
        UIWindow, UICollectionView, CollectionViewHandler<ContactTileDecorator>, StandInReorderGesture
    ) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = try #require(controller.collectionView)
        window.addSubview(collectionView)
        let handler = try movable(collectionView)
        let gesture = try #require(controller.standInStandardReorderGesture())
        return (window, collectionView, handler, gesture)
    }

    @Test("F14: a row arriving while the user drags with the controller's standard gesture waits for the drop")
    func standardGestureHoldsEdits() throws {
        let (window, collectionView, handler, gesture) = try controllerGrid()
        var edits: [UserEdit<Contact, Int>] = []
        handler.onUserEdit = { edits.append($0) }
        let raised = try UIKitStandIn.catchingExceptions {
            #expect(gesture.lift(IndexPath(item: 0, section: 0)))
            try handler.addData([Contact(id: 5, name: "c5")])  // a remote row while c1 is lifted
            Driver.settle()
            #expect(collectionView.numberOfItems(inSection: 0) == 4)
            gesture.move(to: try center(of: 2, in: collectionView))
            Driver.settle()
            gesture.drop()
            Driver.settle()
        }
        #expect(raised.isEmpty)
        #expect(!handler.hasPendingUpdates)
        #expect(shownTexts(collectionView) == ["c2", "c3", "c1", "c4", "c5"])
        #expect(handler.data.sections[0].items.map(\.id) == [2, 3, 1, 4, 5])
        #expect(edits.map(\.id) == [1])
        #expect(edits.first?.destination == IndexPath(item: 2, section: 0))
        _ = window
    }

    @Test("F14: a standard gesture cancelled by the system puts the row back, and what waited shows")
    func cancelledStandardGesture() throws {
        let (window, collectionView, handler, gesture) = try controllerGrid()
        let raised = UIKitStandIn.catchingExceptions {
            #expect(gesture.lift(IndexPath(item: 1, section: 0)))
            _ = handler.removeData([Contact(id: 4, name: "c4")])
            Driver.settle()
            gesture.move(to: (try? center(of: 0, in: collectionView)) ?? .zero)
            Driver.settle()
            gesture.cancel()
            Driver.settle()
        }
        #expect(raised.isEmpty)
        #expect(!handler.hasPendingUpdates)
        #expect(shownTexts(collectionView) == ["c1", "c2", "c3"])
        _ = window
    }

    @Test("F14: a list cell's reorder accessory holds edits until the row is dropped, in place too")
    func reorderAccessoryHoldsEdits() throws {
        let (window, collectionView) = makeCollection()
        let handler = try movable(collectionView)
        var edits: [UserEdit<Contact, Int>] = []
        handler.onUserEdit = { edits.append($0) }
        let accessory = try #require(collectionView.standInReorderAccessory(at: IndexPath(item: 3, section: 0)))
        let raised = try UIKitStandIn.catchingExceptions {
            #expect(accessory.lift(IndexPath(item: 3, section: 0)))
            try handler.insertData([Contact(id: 0, name: "c0")], at: IndexPath(item: 0, section: 0))
            Driver.settle()
            gesture(accessory, to: try center(of: 0, in: collectionView))
            gesture(accessory, to: try center(of: 3, in: collectionView))  // back where it was
            Driver.settle()
            accessory.drop()
            Driver.settle()
        }
        #expect(raised.isEmpty)
        #expect(edits.isEmpty)  // dropped in place: no edit
        #expect(shownTexts(collectionView) == ["c0", "c1", "c2", "c3", "c4"])
        _ = window
    }

    private func gesture(_ gesture: StandInReorderGesture, to point: CGPoint) {
        gesture.move(to: point)
        Driver.settle()
    }

    @Test("F14: an interactive movement the app calls on the view from its own gesture holds edits")
    func movementCalledOnTheViewHoldsEdits() throws {
        let (window, collectionView) = makeCollection()
        let handler = try movable(collectionView)
        let recognizer = UILongPressGestureRecognizer()
        collectionView.addGestureRecognizer(recognizer)
        let appGesture = StandInReorderGesture(collectionView, recognizer: recognizer)
        var edits: [UserEdit<Contact, Int>] = []
        handler.onUserEdit = { edits.append($0) }
        let raised = try UIKitStandIn.catchingExceptions {
            #expect(appGesture.lift(IndexPath(item: 0, section: 0)))
            try handler.apply(SectionedData(items: contacts(1...4, "!")))  // renamed remotely: a reconfigure
            try handler.addData([Contact(id: 5, name: "c5")])
            Driver.settle()
            handler.reloadView()  // a setting changed: the reload waits too
            Driver.settle()
            gesture(appGesture, to: try center(of: 3, in: collectionView))
            appGesture.drop()
            Driver.settle()
        }
        #expect(raised.isEmpty)
        #expect(!handler.hasPendingUpdates)
        #expect(shownTexts(collectionView) == ["c2!", "c3!", "c4!", "c1!", "c5"])
        #expect(edits.map(\.id) == [1])
        _ = window
    }

    @Test("F14: an item dragged out of the grid keeps its place until the drag session ends")
    func dragSessionHoldsEdits() throws {
        let (window, collectionView) = makeCollection()
        let handler = try movable(collectionView)
        let raised = UIKitStandIn.catchingExceptions {
            collectionView.standInDragSession(active: true)
            _ = handler.removeData([Contact(id: 1, name: "c1")])
            Driver.settle()
            #expect(collectionView.numberOfItems(inSection: 0) == 4)  // the lifted item is still there
            collectionView.standInDragSession(active: false)
            Driver.settle()
        }
        #expect(raised.isEmpty)
        #expect(!handler.hasPendingUpdates)
        #expect(shownTexts(collectionView) == ["c2", "c3", "c4"])
        _ = window
    }

    @Test("F14: rows arriving while a drop session hovers over the table wait until it leaves")
    func dropSessionHoldsEdits() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        Driver.settle()
        let raised = try UIKitStandIn.catchingExceptions {
            tableView.standInDropSession(active: true)
            try handler.addData(contacts(4...4))
            Driver.settle()
            #expect(tableView.numberOfRows(inSection: 0) == 3)
            tableView.standInDropSession(active: false)
            Driver.settle()
        }
        #expect(raised.isEmpty)
        #expect(shownTexts(tableView) == ["c1", "c2", "c3", "c4"])
        _ = window
    }

    @Test("N3: a placeholder's drop committed into an empty list hides the empty state")
    func placeholderDropIntoAnEmptyList() throws {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData([Section(kind: .friends, items: [])]))
        let empty = UIView()
        handler.emptyState = empty
        Driver.settle()
        #expect(collectionView.backgroundView === empty)
        let context = collectionView.standInInsertPlaceholder(
            UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "Cell")
        )
        Driver.settle()
        context.commitInsertion { indexPath in try? handler.commitInsertion(contacts(1...1), at: indexPath) }
        Driver.settle()
        #expect(!handler.isShowingEmptyState)
        #expect(collectionView.backgroundView !== empty)
        #expect(shownTexts(collectionView) == ["c1"])
        _ = window
    }
}
#endif

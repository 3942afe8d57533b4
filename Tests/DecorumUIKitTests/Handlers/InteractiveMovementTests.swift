import Decorum
import Testing
import UIKit

// Issue #30, F14: an interactive movement the app drives. UIKit documents no batch update while one
// runs; the handler holds its edits until the movement ends or is cancelled.

@Suite("Interactive movement driven through the handler")
@MainActor
struct InteractiveMovementTests {
    private func movableCollection() throws -> (
        UIWindow, UICollectionView, CollectionViewHandler<ContactTileDecorator>
    ) {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...4)))
        handler.canMove = { _, _ in true }
        Driver.settle()
        return (window, collectionView, handler)
    }

    private func center(of item: Int, in collectionView: UICollectionView) throws -> CGPoint {
        let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("F14: edits that arrive while the user moves an item wait for the drop, then show")
    func editsWaitForTheDrop() throws {
        let (window, collectionView, handler) = try movableCollection()
        #expect(handler.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try handler.addData([Contact(id: 5, name: "c5")])  // a remote row, while c1 is lifted
        Driver.settle()
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        handler.updateInteractiveMovementTargetPosition(try center(of: 2, in: collectionView))
        handler.endInteractiveMovement()
        Driver.settle()
        #expect(!handler.hasPendingUpdates)
        #expect(shownTexts(collectionView) == ["c2", "c3", "c1", "c4", "c5"])
        #expect(handler.data.sections[0].items.map(\.name) == ["c2", "c3", "c1", "c4", "c5"])
        _ = window
    }

    @Test("F14: a cancelled movement leaves the items where they were, and what waited shows")
    func cancelledMovement() throws {
        let (window, collectionView, handler) = try movableCollection()
        #expect(handler.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        _ = handler.removeData([Contact(id: 4, name: "c4")])
        handler.updateInteractiveMovementTargetPosition(try center(of: 0, in: collectionView))
        Driver.settle()
        handler.cancelInteractiveMovement()
        Driver.settle()
        #expect(shownTexts(collectionView) == ["c1", "c2", "c3"])
        _ = window
    }

    @Test("an item the handler may not move is not lifted, and edits go on")
    func refusedItem() throws {
        let (window, collectionView, handler) = try movableCollection()
        handler.canMove = { item, _ in item.id != 1 }
        #expect(!handler.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try handler.addData([Contact(id: 5, name: "c5")])
        Driver.settle()
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        _ = window
    }
}

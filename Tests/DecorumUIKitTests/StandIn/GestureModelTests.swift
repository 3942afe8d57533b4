#if !canImport(ObjectiveC)
import Decorum
import Testing
import UIKit

// Issue #38, S3, S8, S9: the stand-in is as strict as UIKit while the user moves an item or a drop's
// placeholders show. Each test failed on the stand-in before it modelled the behaviour.

@Suite("The stand-in's gestures and placeholders")
@MainActor
struct GestureModelTests {
    private func grid(
        _ ids: ClosedRange<Int> = 1...4
    ) throws -> (
        UIWindow, UICollectionView, CollectionViewHandler<ContactTileDecorator>
    ) {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(ids)))
        handler.canMove = { _, _ in true }
        Driver.settle()
        return (window, collectionView, handler)
    }

    private func placeholder(
        at item: Int, in collectionView: UICollectionView
    )
        -> any UICollectionViewDropPlaceholderContext
    {
        collectionView.standInInsertPlaceholder(
            UICollectionViewDropPlaceholder(
                insertionIndexPath: IndexPath(item: item, section: 0), reuseIdentifier: "Cell"))
    }

    @Test("S3: during an interactive movement the items shift on screen around the lifted one")
    func itemsShiftDuringAMovement() throws {
        let (window, collectionView, _) = try grid()
        let lifted = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY))
        Driver.settle()
        #expect(collectionView.indexPath(for: lifted) == IndexPath(item: 2, section: 0))
        #expect(shownTexts(collectionView) == ["c2", "c3", "c1", "c4"])
        collectionView.cancelInteractiveMovement()
        Driver.settle()
        #expect(collectionView.indexPath(for: lifted) == IndexPath(item: 0, section: 0))
        #expect(shownTexts(collectionView) == ["c1", "c2", "c3", "c4"])
        _ = window
    }

    @Test("S8: a batch update while a drop placeholder shows raises, as the view has uncommitted updates")
    func batchWhilePlaceholderShowsRaises() throws {
        let (window, collectionView, _) = try grid()
        let context = placeholder(at: 1, in: collectionView)
        Driver.settle()
        let raised = UIKitStandIn.catchingExceptions {
            collectionView.performBatchUpdates({})
        }
        #expect(raised.first?.contains("drop placeholders") == true)
        _ = UIKitStandIn.catchingExceptions { context.deletePlaceholder() }
        _ = window
    }

    @Test("S9: a placeholder moves down with the rows committed above it, and its commit gets its new place")
    func placeholderShiftsWithAnotherAboveIt() throws {
        let (window, collectionView, handler) = try grid(1...3)
        let lower = placeholder(at: 2, in: collectionView)
        let upper = placeholder(at: 0, in: collectionView)
        Driver.settle()
        var paths: [IndexPath] = []
        let raised = UIKitStandIn.catchingExceptions {
            upper.commitInsertion { indexPath in
                paths.append(indexPath)
                try? handler.commitInsertion(contacts(9...9), at: indexPath)
            }
            lower.commitInsertion { indexPath in
                paths.append(indexPath)
                try? handler.commitInsertion(contacts(8...8), at: indexPath)
            }
            Driver.settle()
        }
        #expect(raised.isEmpty)
        #expect(paths == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        #expect(handler.data.sections[0].items.map(\.id) == [9, 1, 2, 8, 3])
        #expect(shownTexts(collectionView) == ["c9", "c1", "c2", "c8", "c3"])
        _ = window
    }

    @Test("a reload discards the placeholders: a commit afterwards says the placeholder is gone")
    func reloadDiscardsPlaceholders() throws {
        let (window, collectionView, _) = try grid()
        let context = placeholder(at: 0, in: collectionView)
        let raised = UIKitStandIn.catchingExceptions { collectionView.reloadData() }
        #expect(raised.first?.contains("hasUncommittedUpdates") == true)
        #expect(!collectionView.hasUncommittedUpdates)
        #expect(!context.commitInsertion { _ in })
        _ = window
    }

    @Test("the standard reorder gesture asks the data source, and tells it of the move at the drop")
    func standardGestureUsesTheDataSourceMessages() throws {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(controller.standInStandardReorderGesture() == nil)
    }
}
#endif

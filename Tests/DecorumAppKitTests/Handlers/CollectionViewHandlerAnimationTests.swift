import AppKit
import DecorumAppKit
import Testing

// CollectionViewHandler's animations, in real AppKit API: an animated edit's batch goes through the
// collection view's animator proxy (the only way AppKit animates performBatchUpdates); an unanimated edit
// sends no batch at all (the engine reloads the view). Stand-in only: the stand-in notes which batches
// came through the animator.

#if !canImport(ObjectiveC)
@Suite("DecorumAppKit: CollectionViewHandler animations")
@MainActor
struct CollectionViewHandlerAnimationTests {
    @Test("An animated apply's batch goes through animator(); an unanimated apply sends no batch")
    func animatedBatchesGoThroughTheAnimator() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try CollectionViewHandler<PersonItemDecorator>(
            collectionView: collectionView, data: people([("A", [1, 2])]))
        handler.header = SupplementaryRoute(KindElementDecorator.self)
        settle(collectionView)
        let exceptions = try exceptionsRaised {
            try handler.apply(people([("A", [2, 1, 3])]))
            settle(collectionView)
            try handler.apply(people([("A", [3, 2])]), animated: false)
            settle(collectionView)
        }
        #expect(exceptions.isEmpty)
        #expect(collectionView.standInBatchesAnimated == [true])
        #expect(shownItems(collectionView) == [["3:p3", "2:p2"]])
    }
}
#endif

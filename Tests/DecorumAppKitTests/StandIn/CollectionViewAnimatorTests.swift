import AppKit
import Testing

// The AppKit stand-in's animator proxy: a batch sent through `animator()` animates, one sent to the view
// does not. Stand-in only: the stand-in notes which batches came through the animator.

#if !canImport(ObjectiveC)
@Suite("AppKit stand-in: NSCollectionView animator")
@MainActor
struct CollectionViewAnimatorTests {
    @Test("A batch through animator() animates; one sent to the view, or nested, does not count")
    func animatorBatches() {
        let (source, collectionView) = laidOutCollection([2])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        source.counts = [3]
        collectionView.animator().performBatchUpdates({
            collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
            collectionView.performBatchUpdates(nil)
        })
        source.counts = [2]
        collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) })
        #expect(collectionView.standInBatchesAnimated == [true, false])
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
    }
}
#endif

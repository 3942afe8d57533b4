import AppKit
import Testing

// The AppKit stand-in's NSCollectionView, in real AppKit API: counts, items made through the data source and
// reused, batches that keep moved items and their selection.

@Suite("AppKit stand-in: NSCollectionView")
@MainActor
struct CollectionViewTests {
    @Test("Counts come from the data source; items of visible index paths are made at the layout pass")
    func countsAndItems() {
        let source = ItemsSource(counts: [2, 3])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let collectionView = makeCollection(source)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        #expect(collectionView.item(at: IndexPath(item: 0, section: 0)) == nil)
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.visibleItems().count == 5)
        let item = collectionView.item(at: IndexPath(item: 2, section: 1))
        #expect(item is LabelItem)
        #expect(item.flatMap { collectionView.indexPath(for: $0) } == IndexPath(item: 2, section: 1))
        #expect(item?.collectionView === collectionView)
    }

    @Test("A batch moves items without asking again; deleted items come back for reuse; a reload asks again")
    func batchKeepsMovedItems() {
        let (source, collectionView) = laidOutCollection([3, 2])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let moved = collectionView.item(at: IndexPath(item: 0, section: 0))
        let deleted = collectionView.item(at: IndexPath(item: 1, section: 0))
        source.forgetQuestions()
        source.counts = [1, 4]
        var finished: Bool?
        collectionView.performBatchUpdates(
            {
                collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 3, section: 1)])
            }, completionHandler: { finished = $0 })
        #expect(finished == nil)  // when the animations end, never inside the call
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.item(at: IndexPath(item: 0, section: 1)) === moved)
        #expect(source.asked == [IndexPath(item: 3, section: 1)])
        #expect(collectionView.item(at: IndexPath(item: 3, section: 1)) === deleted)  // reused
        collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
        collectionView.layoutSubtreeIfNeeded()
        #expect(source.asked == [IndexPath(item: 3, section: 1), IndexPath(item: 0, section: 0)])
    }

    @Test("The selection follows its items across a batch; deleted items leave it")
    func selectionKept() {
        let source = ItemsSource(counts: [3])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let collectionView = makeCollection(source)
        collectionView.selectionIndexPaths = [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]
        source.counts = [2]
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        })
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 0, section: 0)])
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.item(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(collectionView.item(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test("Sections: insert, delete, move and reload, inside and outside a batch")
    func sections() {
        let (source, collectionView) = laidOutCollection([1, 2, 3])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let last = collectionView.item(at: IndexPath(item: 0, section: 2))
        source.counts = [3, 2, 4]
        collectionView.performBatchUpdates({
            collectionView.moveSection(2, toSection: 0)
            collectionView.deleteSections([0])
            collectionView.insertSections([2])
        })
        #expect(collectionView.numberOfSections == 3)
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.item(at: IndexPath(item: 0, section: 0)) === last)
        source.counts = [3, 2, 4]
        source.forgetQuestions()
        collectionView.reloadSections([1])  // a batch of its own
        collectionView.layoutSubtreeIfNeeded()
        #expect(source.asked == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    }

    @Test("makeItem(withIdentifier:for:) hands out a reused item after prepareForReuse()")
    func reuse() {
        let (source, collectionView) = laidOutCollection([2])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let first = collectionView.item(at: IndexPath(item: 0, section: 0))
        collectionView.reloadData()
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.visibleItems().contains { $0 === first })
    }
}

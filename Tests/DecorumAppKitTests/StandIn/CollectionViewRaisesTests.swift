#if !canImport(ObjectiveC)
import AppKit
import Testing

// Where the stand-in's NSCollectionView raises: a batch UIKit's rules refuse (DecorumBatchRules), a data
// source changed before the batch, items not made by the view, unregistered identifiers. Stand-in only.

@Suite("AppKit stand-in: NSCollectionView raises and its run loop")
@MainActor
struct CollectionViewRaisesTests {
    @Test("A batch whose counts do not add up raises with UIKit's words, and the view reloads")
    func invalidBatch() {
        let source = ItemsSource(counts: [2])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let collectionView = makeCollection(source)
        _ = collectionView.numberOfSections
        source.counts = [3]
        let raised = AppKitStandIn.catchingExceptions {
            collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) })
        }
        #expect(raised.count == 1)
        #expect(
            raised.first?.hasPrefix("NSInternalInconsistencyException: Invalid update: invalid number of items") == true
        )
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test("The counts are read before the updates: a data source changed before a never-loaded view raises")
    func countsReadBeforeUpdates() {
        let source = ItemsSource(counts: [2])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let collectionView = makeCollection(source)
        source.counts = [3]  // changed before the view read its counts
        let raised = AppKitStandIn.catchingExceptions {
            collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        #expect(raised.count == 1)
    }

    @Test("Items not made by makeItem(withIdentifier:for:), unregistered identifiers, reloadData() in a batch raise")
    func misuse() {
        final class RogueSource: NSObject, NSCollectionViewDataSource {
            func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(
                _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
            ) -> NSCollectionViewItem {
                LabelItem(nibName: nil, bundle: nil)
            }
        }
        let rogue = RogueSource()
        defer { withExtendedLifetime(rogue) {} }  // the view holds it weakly
        let collectionView = NSCollectionView(frame: .zero)
        collectionView.dataSource = rogue
        let raised = AppKitStandIn.catchingExceptions {
            collectionView.layoutSubtreeIfNeeded()
            _ = collectionView.makeItem(
                withIdentifier: NSUserInterfaceItemIdentifier("None"), for: IndexPath(item: 0, section: 0))
            collectionView.performBatchUpdates({ collectionView.reloadData() })
            collectionView.register(NSView.self, forItemWithIdentifier: NSUserInterfaceItemIdentifier("View"))
        }
        #expect(raised.count == 4)
        #expect(raised[0].contains("was not made by makeItem(withIdentifier:for:)"))
        #expect(raised[3].hasPrefix("NSInvalidArgumentException"))
    }

    @Test("A completion handler runs on the run loop's next turn, with finished true")
    func completionLater() {
        let source = ItemsSource(counts: [1])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let collectionView = makeCollection(source)
        var finished: [Bool] = []
        _ = collectionView.numberOfSections
        source.counts = [2]
        collectionView.performBatchUpdates(
            {
                collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.performBatchUpdates({}, completionHandler: { finished.append($0) })  // joins the outer
            }, completionHandler: { finished.append($0) })
        #expect(finished.isEmpty && AppKitStandIn.hasPendingWork)
        AppKitStandIn.runUntilIdle()
        #expect(finished == [true, true])
    }

    @Test("Supplementary views of visible sections come from the data source and follow their sections")
    func supplementaryViews() {
        let source = ItemsSource(counts: [1, 1])
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let collectionView = makeCollection(source)
        collectionView.standInSupplementaryKinds = [NSCollectionView.elementKindSectionHeader]
        collectionView.layoutSubtreeIfNeeded()
        let kind = NSCollectionView.elementKindSectionHeader
        let second = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(second is HeaderView)
        collectionView.moveSection(1, toSection: 0)
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) === second)
    }

    @Test("A view controller that loads no view raises (the stand-in has no nibs)")
    func viewControllerWithoutView() {
        let controller = NSCollectionViewItem(nibName: nil, bundle: nil)
        let raised = AppKitStandIn.catchingExceptions { _ = controller.view }
        #expect(raised.count == 1)
        #expect(LabelItem(nibName: nil, bundle: nil).view.superview == nil)
    }
}
#endif

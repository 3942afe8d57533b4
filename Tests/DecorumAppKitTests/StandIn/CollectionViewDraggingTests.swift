#if !canImport(ObjectiveC)
import AppKit
import Testing

// How the stand-in plays a drag over a collection view (NSCollectionView+Dragging.swift), with a delegate of
// the test's own. Stand-in only: a Mac has no way to play a drag in a test.

/// A delegate that logs AppKit's drag messages, writes a pasteboard item for the items in `draggable`,
/// answers validateDrop with `operation` (retargeting to `retarget` when set) and acceptDrop with `accept`.
@MainActor
private final class DragDelegate: NSObject, NSCollectionViewDelegate {
    static let type = NSPasteboard.PasteboardType("org.example.item")
    var draggable: Set<IndexPath> = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
    var operation: NSDragOperation = .move
    var retarget: (IndexPath, NSCollectionView.DropOperation)?
    var accept = true
    var log: [String] = []

    func collectionView(
        _ collectionView: NSCollectionView, pasteboardWriterForItemAt indexPath: IndexPath
    ) -> (any NSPasteboardWriting)? {
        log.append("writer \(indexPath)")
        guard draggable.contains(indexPath) else { return nil }
        let item = NSPasteboardItem()
        item.setString("\(indexPath)", forType: Self.type)
        return item
    }

    func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession,
        willBeginAt screenPoint: NSPoint,
        forItemsAt indexPaths: Set<IndexPath>
    ) { log.append("begin \(indexPaths.sorted())") }

    func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        dragOperation operation: NSDragOperation
    ) { log.append("ended \(operation.rawValue)") }

    func collectionView(
        _ collectionView: NSCollectionView, validateDrop draggingInfo: any NSDraggingInfo,
        proposedIndexPath proposedDropIndexPath: AutoreleasingUnsafeMutablePointer<NSIndexPath>,
        dropOperation proposedDropOperation: UnsafeMutablePointer<NSCollectionView.DropOperation>
    ) -> NSDragOperation {
        let path = proposedDropIndexPath.pointee
        log.append("validate [\(path.section), \(path.item)] \(proposedDropOperation.pointee)")
        if let (path, operation) = retarget {
            proposedDropIndexPath.pointee = NSIndexPath(forItem: path[1], inSection: path[0])
            proposedDropOperation.pointee = operation
        }
        return operation
    }

    func collectionView(
        _ collectionView: NSCollectionView, acceptDrop draggingInfo: any NSDraggingInfo, indexPath: IndexPath,
        dropOperation: NSCollectionView.DropOperation
    ) -> Bool {
        let items = (draggingInfo.draggingPasteboard.pasteboardItems ?? []).compactMap { $0.string(forType: Self.type) }
        log.append("accept \(indexPath) \(dropOperation) \(items)")
        return accept
    }
}

@Suite("AppKit stand-in: NSCollectionView drags and drops")
@MainActor
struct CollectionViewDraggingTests {
    private func collection(_ source: ItemsSource, _ delegate: DragDelegate) -> NSCollectionView {
        let collectionView = makeCollection(source)
        collectionView.delegate = delegate
        collectionView.isSelectable = true
        collectionView.registerForDraggedTypes([DragDelegate.type])
        return collectionView
    }

    @Test("A drag asks a writer of each item, drags those with one, validates twice, accepts, and ends")
    func sequence() {
        let (source, delegate) = (ItemsSource(counts: [3, 1]), DragDelegate())
        let collectionView = collection(source, delegate)
        delegate.draggable = [IndexPath(item: 2, section: 0)]
        #expect(
            collectionView.standInUserDragItems(
                [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0)], to: IndexPath(item: 1, section: 1),
                dropOperation: .before))
        #expect(
            delegate.log == [
                "writer [0, 1]", "writer [0, 2]", "begin [[0, 2]]", "validate [1, 1] before", "validate [1, 1] before",
                "accept [1, 1] before [\"[0, 2]\"]", "ended 16",
            ])
        #expect(collectionView.numberOfItems(inSection: 0) == 3)  // the view moved nothing itself
    }

    @Test("Items without a pasteboard writer start no drag; an item the view does not show raises")
    func noWriter() {
        let (source, delegate) = (ItemsSource(counts: [3]), DragDelegate())
        let collectionView = collection(source, delegate)
        #expect(
            !collectionView.standInUserDragItems(
                [IndexPath(item: 2, section: 0)], to: IndexPath(item: 0, section: 0), dropOperation: .before))
        #expect(delegate.log == ["writer [0, 2]"])
        let raised = AppKitStandIn.catchingExceptions {
            _ = collectionView.standInUserDragItems(
                [IndexPath(item: 3, section: 0)], to: IndexPath(item: 0, section: 0), dropOperation: .before)
        }
        #expect(raised.count == 1)
    }

    @Test("A drop validated as [] never reaches acceptDrop; validateDrop retargets the index path and operation")
    func refusedAndRetargeted() {
        let (source, delegate) = (ItemsSource(counts: [3, 0]), DragDelegate())
        let collectionView = collection(source, delegate)
        delegate.operation = []
        #expect(
            !collectionView.standInUserDragItems(
                [IndexPath(item: 0, section: 0)], to: IndexPath(item: 2, section: 0), dropOperation: .on))
        #expect(!delegate.log.contains { $0.hasPrefix("accept") })
        #expect(delegate.log.last == "ended 0")
        delegate.operation = .move
        delegate.retarget = (IndexPath(item: 0, section: 1), .before)
        delegate.log = []
        #expect(
            collectionView.standInUserDragItems(
                [IndexPath(item: 0, section: 0)], to: IndexPath(item: 2, section: 0), dropOperation: .on))
        #expect(delegate.log.contains("accept [1, 0] before [\"[0, 0]\"]"))
        #expect(collectionView.standInLastDropTarget?.indexPath == IndexPath(item: 0, section: 1))
    }

    @Test("A view not registered for the drag's types never hears of the drop; drops from outside within the mask")
    func registrationAndMask() {
        let (source, delegate) = (ItemsSource(counts: [2]), DragDelegate())
        let collectionView = collection(source, delegate)
        collectionView.registerForDraggedTypes([.string])
        #expect(
            !collectionView.standInUserDragItems(
                [IndexPath(item: 0, section: 0)], to: IndexPath(item: 2, section: 0), dropOperation: .before))
        #expect(!delegate.log.contains { $0.hasPrefix("validate") })
        let item = NSPasteboardItem()
        item.setString("x", forType: .string)
        #expect(!collectionView.standInUserDrops([item], to: IndexPath(item: 0, section: 0), dropOperation: .before))
        delegate.operation = .copy
        #expect(collectionView.standInUserDrops([item], to: IndexPath(item: 0, section: 0), dropOperation: .before))
        #expect(delegate.log.last == "accept [0, 0] before []")
    }

    @Test("A view that is not selectable starts no drag (the harsher reading)")
    func notSelectable() {
        let (source, delegate) = (ItemsSource(counts: [2]), DragDelegate())
        let collectionView = collection(source, delegate)
        collectionView.isSelectable = false
        let path = IndexPath(item: 0, section: 0)
        #expect(!collectionView.standInUserDragItems([path], to: path, dropOperation: .before))
        #expect(delegate.log.isEmpty)
    }

    @Test("A local drag allows every operation unless the view's mask says otherwise")
    func localMask() {
        let (source, delegate) = (ItemsSource(counts: [2]), DragDelegate())
        let collectionView = collection(source, delegate)
        delegate.operation = .link
        let path = IndexPath(item: 0, section: 0)
        #expect(collectionView.standInUserDragItems([path], to: path, dropOperation: .before))
        collectionView.setDraggingSourceOperationMask(.move, forLocal: true)
        #expect(!collectionView.standInUserDragItems([path], to: path, dropOperation: .before))
    }

    @Test("Proposals and retargets out of range raise; so does a data source changed in acceptDrop alone")
    func raises() {
        let (source, delegate) = (ItemsSource(counts: [2]), DragDelegate())
        let collectionView = collection(source, delegate)
        let path = IndexPath(item: 0, section: 0)
        var raised = AppKitStandIn.catchingExceptions {
            _ = collectionView.standInUserDragItems([path], to: IndexPath(item: 2, section: 0), dropOperation: .on)
        }
        #expect(raised.count == 1)
        delegate.retarget = (IndexPath(item: 3, section: 0), .before)
        raised = AppKitStandIn.catchingExceptions {
            _ = collectionView.standInUserDragItems([path], to: path, dropOperation: .before)
        }
        #expect(raised.count == 1)
        #expect(!delegate.log.contains { $0.hasPrefix("accept") })
        delegate.retarget = nil
        source.counts = [3]
        raised = AppKitStandIn.catchingExceptions {
            _ = collectionView.standInUserDragItems([path], to: path, dropOperation: .before)
        }
        #expect(raised.count == 1)
        #expect(raised.first?.contains("after acceptDrop") == true)
    }
}
#endif

import AppKit

// The collection view's drag-and-drop declarations the stand-in models (NSCollectionView+Dragging.swift,
// the delegate's drag messages in NSCollectionView+Delegate.swift), each used once with its full signature,
// as APISurface.swift does. Compiled, never called.

@MainActor
func appKitCollectionDraggingSurface(_ collectionView: NSCollectionView) {
    collectionView.setDraggingSourceOperationMask(.move, forLocal: true)
    collectionView.setDraggingSourceOperationMask([], forLocal: false)
    let _: [NSCollectionView.DropOperation] = [.on, .before]
    let path = NSIndexPath(forItem: 1, inSection: 0)
    let _: Int = path.item
    let _: Int = path.section
}

/// A delegate with every drag-and-drop message (optional in AppKit: a signature that does not match is a
/// warning there, which the macOS type-check refuses).
@MainActor
final class CollectionDraggingSurfaceDelegate: NSObject, NSCollectionViewDelegate {
    func collectionView(
        _ collectionView: NSCollectionView, pasteboardWriterForItemAt indexPath: IndexPath
    ) -> (any NSPasteboardWriting)? { nil }

    func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession,
        willBeginAt screenPoint: NSPoint,
        forItemsAt indexPaths: Set<IndexPath>
    ) {}

    func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        dragOperation operation: NSDragOperation
    ) {}

    func collectionView(
        _ collectionView: NSCollectionView, validateDrop draggingInfo: any NSDraggingInfo,
        proposedIndexPath proposedDropIndexPath: AutoreleasingUnsafeMutablePointer<NSIndexPath>,
        dropOperation proposedDropOperation: UnsafeMutablePointer<NSCollectionView.DropOperation>
    ) -> NSDragOperation {
        proposedDropIndexPath.pointee = NSIndexPath(forItem: 0, inSection: 0)
        proposedDropOperation.pointee = .before
        return []
    }

    func collectionView(
        _ collectionView: NSCollectionView, acceptDrop draggingInfo: any NSDraggingInfo, indexPath: IndexPath,
        dropOperation: NSCollectionView.DropOperation
    ) -> Bool { false }
}

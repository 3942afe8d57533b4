// Sources/Decorum/Decorum.docc/DragAndDrop.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct Photo: Identifiable, Hashable {
    let id: UUID
    var caption: String
}

final class PhotoCell: UICollectionViewCell {}

struct PhotoDecorator: CellDecorator {
    static func update(_ cell: PhotoCell, with photo: Photo) {}
}

/// The board's compositional layout: a carousel section, then a grid.
@MainActor
func makeBoardLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, _ in nil }
}

// snippet: drag-board
final class PhotoBoardViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var handler: CollectionViewHandler<PhotoDecorator>!
    /// Drops whose photos are still loading, each shown as a placeholder.
    private var loading: [UUID: any UICollectionViewDropPlaceholderContext] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeBoardLayout())
        view.addSubview(collectionView)
        handler = CollectionViewHandler<PhotoDecorator>(collectionView: collectionView)
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.dragInteractionEnabled = true  // on iPhone too
        handler.onUserEdit = { edit in print(edit) }  // a photo the user moved, by identity
    }
}
// end snippet

// snippet: drag-lift
extension PhotoBoardViewController: UICollectionViewDragDelegate {
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        guard let photo = handler.displayedItem(at: indexPath) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: photo.caption as NSString))
        item.localObject = photo.id  // a drag inside the board
        return [item]
    }
}
// end snippet

// snippet: drag-drop
extension PhotoBoardViewController: UICollectionViewDropDelegate {
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        guard session.localDragSession != nil || session.canLoadObjects(ofClass: NSString.self) else {
            return UICollectionViewDropProposal(operation: .forbidden)  // a refused drop: nothing changes
        }
        let operation: UIDropOperation = session.localDragSession != nil ? .move : .copy
        return UICollectionViewDropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
    ) {
        let last = collectionView.numberOfSections - 1
        let destination =
            coordinator.destinationIndexPath
            ?? IndexPath(item: collectionView.numberOfItems(inSection: last), section: last)
        if coordinator.session.localDragSession != nil {
            dropFromTheBoard(coordinator, at: destination)
        } else {
            dropFromOutside(coordinator, at: destination)
        }
    }
}
// end snippet

// snippet: drag-local
extension PhotoBoardViewController {
    func dropFromTheBoard(_ coordinator: UICollectionViewDropCoordinator, at destination: IndexPath) {
        let items = coordinator.items.filter { $0.sourceIndexPath != nil }
        let sources = items.compactMap(\.sourceIndexPath)
        guard let landed = try? handler.moveByDrop(from: sources, to: destination) else { return }
        for (item, path) in zip(items, landed) {
            coordinator.drop(item.dragItem, toItemAt: path)
        }
    }
}
// end snippet

// snippet: drag-outside
extension PhotoBoardViewController {
    func dropFromOutside(_ coordinator: UICollectionViewDropCoordinator, at destination: IndexPath) {
        for (offset, item) in coordinator.items.enumerated() {
            let place = IndexPath(item: destination.item + offset, section: destination.section)
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: place, reuseIdentifier: "PhotoCell")
            let ticket = UUID()
            loading[ticket] = coordinator.drop(item.dragItem, to: placeholder)
            item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { [weak self] object, _ in
                let caption = (object as? NSString).map(String.init)
                Task { @MainActor [weak self] in self?.finishDrop(ticket, caption: caption) }
            }
        }
    }

    func finishDrop(_ ticket: UUID, caption: String?) {
        guard let context = loading.removeValue(forKey: ticket) else { return }
        guard let caption else {
            context.deletePlaceholder()  // it did not load: the placeholder goes, nothing is added
            return
        }
        context.commitInsertion { indexPath in
            try? handler.commitInsertion([Photo(id: UUID(), caption: caption)], at: indexPath)
        }
    }
}
// end snippet
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

// The user's drags within the collection view and content dropped from outside. AppKit's delegate updates
// the data and the view in acceptDrop (NSCollectionView.h: "the delegate should incorporate the data from
// the dragging pasteboard and update the collection view's contents"): the core's `moveByDrop`/
// `insertByDrop` do, as one animated batch. Where a drop lands is the core's (`FlatRowMap.drop(atItem:…)`);
// the adapter proposes and retargets. The view's local drags allow every operation by default
// (NSCollectionView.h, `setDraggingSourceOperationMask:forLocal:`), and its items' pasteboard type is
// private, so the adapter sets no mask.

extension CollectionViewAdapter {
    // The private type of an item dragged within its view: registered when the handler binds; only items
    // ``ListHandler/canMove`` allows are written.
    static var itemType: NSPasteboard.PasteboardType { NSPasteboard.PasteboardType("org.decorum.collection-item") }

    // All at once: whether registering adds or replaces, Apple does not say.
    func registerDraggedTypes() {
        view?.registerForDraggedTypes([Self.itemType] + drops.types)
    }

    func pasteboardWriter(forItemAt path: IndexPath) -> (any NSPasteboardWriting)? {
        guard handler?.canMoveItem(at: path) == true else { return nil }
        let item = NSPasteboardItem()
        item.setString("\(path[0]) \(path[1])", forType: Self.itemType)
        return item
    }

    func dragBegan(at paths: Set<IndexPath>) {
        let shown = shown
        drops.dragged = paths.sorted().compactMap { shown.item(at: $0) }.map { Decorator.id(of: $0) }
    }

    // AppKit's proposal is in/out: retargeted before the item the drop lands at.
    func validateDrop(
        _ info: any NSDraggingInfo, at path: AutoreleasingUnsafeMutablePointer<NSIndexPath>,
        operation: UnsafeMutablePointer<NSCollectionView.DropOperation>
    ) -> NSDragOperation {
        let proposed = IndexPath(section: path.pointee.section, item: path.pointee.item)
        guard let (drop, source) = landing(info, at: proposed, operation: operation.pointee) else { return [] }
        if drop.indexPath != proposed || operation.pointee != .before {
            path.pointee = NSIndexPath(forItem: drop.indexPath[1], inSection: drop.indexPath[0])
            operation.pointee = .before
        }
        return drops.operation(info, for: source)
    }

    func acceptDrop(_ info: any NSDraggingInfo, at path: IndexPath, operation: NSCollectionView.DropOperation) -> Bool {
        guard let handler, let (drop, source) = landing(info, at: path, operation: operation) else { return false }
        return drops.perform(info, from: source, at: drop.destination, in: handler)
    }

    // Where a drop at `path` lands, and where it comes from; `nil` when it cannot land.
    private func landing(
        _ info: any NSDraggingInfo, at path: IndexPath, operation: NSCollectionView.DropOperation
    ) -> (FlatRowMap.ItemDrop, DropSource)? {
        guard let handler, let source = drops.source(of: info, over: view, ownType: Self.itemType, in: handler)
        else { return nil }
        let shown = shown
        let drop = FlatRowMap.drop(
            atItem: path, on: operation == .on,
            counts: (0..<shown.numberOfSections).map(shown.numberOfShownItems(inSection:)), moving: source.moving,
            isCollapsed: { shown.sections.indices.contains($0) && shown.sections[$0].isCollapsed })
        return drop.map { ($0, source) }
    }
}
#endif

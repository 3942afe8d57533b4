#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

// What an adapter keeps of drags, for a table and a collection view alike: the items its view's drag
// carries, by identity (batches may move them while the drag goes on), and the app's content drops.
struct AdapterDrops<Data, ID: Hashable> {
    var dragged: [ID] = []
    var types: [NSPasteboard.PasteboardType] = []
    var items: (@MainActor (any NSDraggingInfo) -> [Data])?

    // Where a drop over `view` comes from: its own drag, with the index paths its items show at now (none
    // left: refused), or content from elsewhere of a type the app accepts; `nil` refuses the drop.
    @MainActor
    func source<D: CellDecorator>(
        of info: any NSDraggingInfo, over view: NSView?, ownType: NSPasteboard.PasteboardType,
        in handler: ListHandler<D>
    ) -> DropSource? where D.ID == ID {
        let types = info.draggingPasteboard.types ?? []
        if (info.draggingSource as AnyObject?) === view, types.contains(ownType), !dragged.isEmpty {
            let paths = dragged.compactMap { handler.displayedIndexPath(forID: $0) }
            return paths.isEmpty ? nil : .own(paths)
        }
        return items != nil && types.contains(where: self.types.contains) ? .outside : nil
    }

    // What a drop does: the view's own items move; content from elsewhere is copied in where its source
    // allows it, else taken as it allows.
    @MainActor
    func operation(_ info: any NSDraggingInfo, for source: DropSource) -> NSDragOperation {
        guard source == .outside else { return .move }
        let allowed = info.draggingSourceOperationMask
        return [NSDragOperation.copy, .generic, .move].first { allowed.contains($0) } ?? []
    }

    // Incorporates a validated drop at `destination`, as the core does it: the view's own items moved,
    // content from elsewhere inserted; whether it happened.
    @MainActor
    mutating func perform<D: CellDecorator>(
        _ info: any NSDraggingInfo, from source: DropSource, at destination: IndexPath, in handler: ListHandler<D>
    ) -> Bool where D.ID == ID, D.Data == Data {
        guard case .own(let sources) = source else {
            guard let items = items?(info), !items.isEmpty else { return false }
            return (try? handler.insertByDrop(items, at: destination)) != nil
        }
        dragged = []
        return (try? handler.moveByDrop(from: sources, to: destination)) != nil
    }
}

enum DropSource: Equatable {
    case own([IndexPath])
    case outside

    var moving: [IndexPath] {
        guard case .own(let paths) = self else { return [] }
        return paths
    }
}
#endif

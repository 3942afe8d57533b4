// A collection view's items dragged and dropped (NSCollectionView.h, "Drag and Drop" and the delegate's
// "Drag and drop support"), with the stand-in's hooks that play what the user does: drag items
// (``NSCollectionView/standInUserDragItems(_:to:dropOperation:duringDrag:)``) and drop content from another
// application (``NSCollectionView/standInUserDrops(_:to:dropOperation:operationMask:)``). The view moves no
// items itself: NSCollectionView.h, acceptDrop: "the delegate should incorporate the data from the dragging
// pasteboard and update the collection view's contents".

extension NSCollectionView {
    /// NSCollectionView.h: `NSCollectionViewDropOperation`.
    public enum DropOperation: Int, Sendable {
        case on = 0
        case before = 1
    }

    /// NSCollectionView.h, `setDraggingSourceOperationMask:forLocal:`: the operations a drag from the view
    /// allows, within the application (`localDestination`, by default `NSDragOperationEvery`) or outside it
    /// (by default none).
    public func setDraggingSourceOperationMask(_ dragOperationMask: NSDragOperation, forLocal localDestination: Bool) {
        if localDestination {
            dragState.localMask = dragOperationMask
        } else {
            dragState.outsideMask = dragOperationMask
        }
    }

    /// The user drags the items at `indexPaths` and drops them at `indexPath` (stand-in only), in AppKit's
    /// order (NSCollectionView.h). A view that is not `isSelectable` starts no drag: NSCollectionView.h is
    /// silent on whether the mouse that drags needs it, the harsher reading (the user's mouse-down on a
    /// view that is not selectable selects nothing, and starts nothing, in the stand-in).
    /// 1. `collectionView(_:pasteboardWriterForItemAt:)` for each item, in index-path order; the items it
    ///    answers `nil` for are not dragged ("or nil to prevent dragging for the item"), and with none left
    ///    no drag starts (returns `false`); an index path the view does not show raises (the harsher reading);
    /// 2. the writers go on the drag pasteboard, then
    ///    `collectionView(_:draggingSession:willBeginAt:forItemsAt:)`;
    /// 3. `duringDrag`: what the app does while the user holds the items;
    /// 4. the drop as ``standInDrop(_:to:dropOperation:)`` plays it, the view its own source with its local
    ///    mask; `indexPath` is counted in the items as they are then;
    /// 5. `collectionView(_:draggingSession:endedAt:dragOperation:)`, with the operation done (`[]` when
    ///    refused).
    ///
    /// - Returns: `acceptDrop`'s answer; `false` when no drag started or the drop was refused.
    @discardableResult
    public func standInUserDragItems(
        _ indexPaths: Set<IndexPath>, to indexPath: IndexPath, dropOperation: NSCollectionView.DropOperation,
        duringDrag: () -> Void = {}
    ) -> Bool {
        if let wrong = indexPaths.sorted().first(where: { !isValid($0) }) {
            AppKitStandIn.raise("stand-in: no item at \(wrong) to drag", name: "NSRangeException")
            return false
        }
        guard isSelectable, let delegate else { return false }
        var writers: [any NSPasteboardWriting] = []
        var dragged: Set<IndexPath> = []
        for path in indexPaths.sorted() {
            guard let writer = delegate.collectionView(self, pasteboardWriterForItemAt: path) else { continue }
            writers.append(writer)
            dragged.insert(path)
        }
        guard !writers.isEmpty else { return false }
        let info = StandInDraggingInfo(dragging: writers, source: self, operationMask: dragState.localMask)
        let session = NSDraggingSession()
        delegate.collectionView(self, draggingSession: session, willBeginAt: .zero, forItemsAt: dragged)
        duringDrag()
        let done = standInDrop(info, to: indexPath, dropOperation: dropOperation)
        delegate.collectionView(self, draggingSession: session, endedAt: .zero, dragOperation: done ?? [])
        return done != nil
    }

    /// The user drops `items`, dragged from another application, at `indexPath` (stand-in only): no dragging
    /// source, the operations `operationMask` allows, played as ``standInDrop(_:to:dropOperation:)``.
    ///
    /// - Returns: `acceptDrop`'s answer; `false` when the drop was refused or never reached the view.
    @discardableResult
    public func standInUserDrops(
        _ items: [NSPasteboardItem], to indexPath: IndexPath, dropOperation: NSCollectionView.DropOperation,
        operationMask: NSDragOperation = .copy
    ) -> Bool {
        return standInDrop(
            StandInDraggingInfo(dragging: items, source: nil, operationMask: operationMask),
            to: indexPath, dropOperation: dropOperation) != nil
    }

    /// A drop over the view (stand-in only), as AppKit plays it, the operation done, or `nil` when none:
    /// - NSCollectionView.h, validateDrop: "to receive drag messages, you must first send
    ///   -registerForDraggedTypes: to the collection view with the drag types you want to support";
    /// - the view proposes `indexPath` and `dropOperation` (the test's: `.on` an item it shows, or `.before`
    ///   an item or one past a section's last; a proposal AppKit never makes raises), "in/out parameters
    ///   [that] can be changed by the delegate to retarget the drop operation"; a retarget to an index path
    ///   the view could not propose raises (Apple is silent: the harsher reading, stand-in's wording);
    ///   AppKit asks again as the mouse moves: the stand-in asks twice at the same place, so a delegate
    ///   must answer without side effects, the second answer counts;
    /// - "It must return something other than NSDragOperationNone to accept the drop": acceptDrop is sent
    ///   only to a view "that previously decided to allow a drop via the above validateDrop method"; so is
    ///   an operation the source does not allow (the harsher reading, as for a table);
    /// - acceptDrop with the index path and operation validateDrop left; the view moves no items: a data
    ///   source whose counts changed without telling the view raises (the harsher reading, stand-in's
    ///   wording).
    public func standInDrop(
        _ info: any NSDraggingInfo, to indexPath: IndexPath, dropOperation: NSCollectionView.DropOperation
    ) -> NSDragOperation? {
        guard isProposable(indexPath, dropOperation) else {
            AppKitStandIn.raise("stand-in: AppKit proposes no drop \(dropOperation) \(indexPath)")
            return nil
        }
        let types = info.draggingPasteboard.types ?? []
        guard let delegate, types.contains(where: registeredDraggedTypes.contains) else { return nil }
        var operation: NSDragOperation = []
        var path = NSIndexPath(forItem: indexPath[1], inSection: indexPath[0])
        var target = dropOperation
        for _ in 0..<2 {
            path = NSIndexPath(forItem: indexPath[1], inSection: indexPath[0])
            target = dropOperation
            operation = delegate.collectionView(
                self, validateDrop: info, proposedIndexPath: &path, dropOperation: &target)
        }
        let final = IndexPath(item: path.item, section: path.section)
        guard isProposable(final, target) else {
            AppKitStandIn.raise("stand-in: validateDrop retargeted the drop to \(target) \(final), out of range")
            return nil
        }
        guard !operation.intersection(info.draggingSourceOperationMask).isEmpty else { return nil }
        dragState.acceptedAt = (final, target)
        let accepted = delegate.collectionView(self, acceptDrop: info, indexPath: final, dropOperation: target)
        if let dataSource {
            let reported = (0..<dataSource.numberOfSections(in: self)).map {
                dataSource.collectionView(self, numberOfItemsInSection: $0)
            }
            let shown = (0..<numberOfSections).map(numberOfItems(inSection:))
            if reported != shown {
                AppKitStandIn.raise(
                    "after acceptDrop, the data source's counts (\(reported)) are not the view's (\(shown)): the "
                        + "data source changed without updating the view")
            }
        }
        return accepted ? operation : nil
    }

    /// Where the last drop the delegate accepted was, as acceptDrop was told it (stand-in only): the proposed
    /// index path and operation, or where validateDrop retargeted them.
    public var standInLastDropTarget: (indexPath: IndexPath, dropOperation: NSCollectionView.DropOperation)? {
        dragState.acceptedAt
    }

    private func isProposable(_ path: IndexPath, _ operation: NSCollectionView.DropOperation) -> Bool {
        guard path.count == 2, (0..<numberOfSections).contains(path[0]) else { return false }
        let count = numberOfItems(inSection: path[0])
        return operation == .on ? (0..<count).contains(path[1]) : (0...count).contains(path[1])
    }
}

/// What a collection view keeps of drags.
struct CollectionDragState {
    var localMask: NSDragOperation = .every
    var outsideMask: NSDragOperation = []
    var acceptedAt: (indexPath: IndexPath, dropOperation: NSCollectionView.DropOperation)?
}

/// Swift's name for an Objective-C `Type * _Nonnull *` out parameter of an object (the Mac's standard
/// library; absent without the Objective-C runtime): an in/out pointer the callee may write.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

extension NSIndexPath {
    /// NSCollectionView.h, `NSIndexPath (NSCollectionViewAdditions)`: `indexPathForItem:inSection:`.
    public convenience init(forItem item: Int, inSection section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// NSCollectionView.h: the item, the index path's second index.
    public var item: Int { index(atPosition: 1) }

    /// NSCollectionView.h: the section, the index path's first index.
    public var section: Int { index(atPosition: 0) }
}

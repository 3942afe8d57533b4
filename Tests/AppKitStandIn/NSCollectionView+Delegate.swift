// NSCollectionView's delegate: the user's selection (Apple: "NSCollectionViewDelegate", NSCollectionView.h,
// "Selection and Highlighting"), and the selection a program makes, which the delegate does not hear.

/// Apple: "NSCollectionViewDelegate" (every method optional; NSCollectionView.h). The defaults do what
/// AppKit does for a delegate that does not implement the message, and say that they ran
/// (``AppKitStandIn/send(_:)``).
@MainActor
public protocol NSCollectionViewDelegate: NSObjectProtocol {
    func collectionView(
        _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath>
    func collectionView(
        _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath>
    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>)
    func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>)
    func collectionView(
        _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: NSCollectionView, pasteboardWriterForItemAt indexPath: IndexPath
    ) -> (any NSPasteboardWriting)?
    func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession,
        willBeginAt screenPoint: NSPoint,
        forItemsAt indexPaths: Set<IndexPath>)
    func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        dragOperation operation: NSDragOperation)
    func collectionView(
        _ collectionView: NSCollectionView, validateDrop draggingInfo: any NSDraggingInfo,
        proposedIndexPath proposedDropIndexPath: AutoreleasingUnsafeMutablePointer<NSIndexPath>,
        dropOperation proposedDropOperation: UnsafeMutablePointer<NSCollectionView.DropOperation>
    ) -> NSDragOperation
    func collectionView(
        _ collectionView: NSCollectionView, acceptDrop draggingInfo: any NSDraggingInfo, indexPath: IndexPath,
        dropOperation: NSCollectionView.DropOperation
    ) -> Bool
}

extension NSCollectionViewDelegate {
    /// Not implemented: every proposed item may be selected.
    public func collectionView(
        _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
        AppKitStandIn.noImplementation()
        return indexPaths
    }

    /// Not implemented: every proposed item may be deselected.
    public func collectionView(
        _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
        AppKitStandIn.noImplementation()
        return indexPaths
    }

    public func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
        AppKitStandIn.noImplementation()
    }

    public func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>) {
        AppKitStandIn.noImplementation()
    }

    public func collectionView(
        _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath
    ) {
        AppKitStandIn.noImplementation()
    }

    public func collectionView(
        _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath
    ) {
        AppKitStandIn.noImplementation()
    }
}

// Drag and drop (NSCollectionView.h, "Drag and drop support"; the view plays them in
// NSCollectionView+Dragging.swift).
extension NSCollectionViewDelegate {
    /// NSCollectionView.h: without it (or the older pasteboard methods) the view is no drag source.
    public func collectionView(
        _ collectionView: NSCollectionView, pasteboardWriterForItemAt indexPath: IndexPath
    ) -> (any NSPasteboardWriting)? {
        AppKitStandIn.noImplementation()
        return nil
    }

    public func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession,
        willBeginAt screenPoint: NSPoint,
        forItemsAt indexPaths: Set<IndexPath>
    ) { AppKitStandIn.noImplementation() }

    public func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        dragOperation operation: NSDragOperation
    ) { AppKitStandIn.noImplementation() }

    /// NSCollectionView.h: "You must implement this method for your collection view to be a drag
    /// destination": not implemented, no drop is valid.
    public func collectionView(
        _ collectionView: NSCollectionView, validateDrop draggingInfo: any NSDraggingInfo,
        proposedIndexPath proposedDropIndexPath: AutoreleasingUnsafeMutablePointer<NSIndexPath>,
        dropOperation proposedDropOperation: UnsafeMutablePointer<NSCollectionView.DropOperation>
    ) -> NSDragOperation {
        AppKitStandIn.noImplementation()
        return []
    }

    public func collectionView(
        _ collectionView: NSCollectionView, acceptDrop draggingInfo: any NSDraggingInfo, indexPath: IndexPath,
        dropOperation: NSCollectionView.DropOperation
    ) -> Bool {
        AppKitStandIn.noImplementation()
        return false
    }
}

extension NSCollectionView {
    /// Apple: "NSCollectionView.ScrollPosition" (NSCollectionView.h, NSCollectionViewScrollPosition), a
    /// subset: the stand-in scrolls nothing.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    /// Apple: "selectItems(at:scrollPosition:)". NSCollectionView.h: "This method does not cause any
    /// selection-related delegate methods to be invoked." Index paths out of range raise, as setting
    /// `selectionIndexPaths` does.
    public func selectItems(at indexPaths: Set<IndexPath>, scrollPosition: NSCollectionView.ScrollPosition) {
        selectionIndexPaths = selectionIndexPaths.union(indexPaths)
    }

    /// Apple: "deselectItems(at:)". NSCollectionView.h: "This method does not cause any selection-related
    /// delegate methods to be invoked."
    public func deselectItems(at indexPaths: Set<IndexPath>) {
        selectionIndexPaths = selectionIndexPaths.subtracting(indexPaths)
    }

    /// Stand-in only: the user clicks the item at `indexPath`, with ⌘ held when `extending`. NSCollectionView.h
    /// names the delegate messages of "interactive selection": the view proposes the change
    /// (`collectionView(_:shouldDeselectItemsAt:)`, `collectionView(_:shouldSelectItemsAt:)`: the delegate
    /// may refuse some or all), applies what the delegate approved, then tells it ("Sent at the end of
    /// interactive selection": `didDeselectItemsAt`, `didSelectItemsAt`). A plain click selects the item
    /// alone; a ⌘-click toggles it when `allowsMultipleSelection` is `true` (else it is a plain click). Where
    /// Apple is silent, the harsher reading: deselections are proposed and told before selections, a click
    /// on a selected item alone changes nothing and tells nothing, and a click when `isSelectable` is
    /// `false` or on an index path out of range does nothing.
    public func standInUserClickItem(at indexPath: IndexPath, extending: Bool = false) {
        guard isSelectable, isValid(indexPath) else { return }
        let selected = selectionIndexPaths
        var toDeselect: Set<IndexPath> = []
        var toSelect: Set<IndexPath> = []
        if extending && allowsMultipleSelection {
            if selected.contains(indexPath) { toDeselect = [indexPath] } else { toSelect = [indexPath] }
        } else {
            toDeselect = selected.subtracting([indexPath])
            if !selected.contains(indexPath) { toSelect = [indexPath] }
        }
        let deselected =
            toDeselect.isEmpty
            ? []
            : (delegate?.collectionView(self, shouldDeselectItemsAt: toDeselect) ?? toDeselect).intersection(toDeselect)
        let chosen =
            toSelect.isEmpty
            ? [] : (delegate?.collectionView(self, shouldSelectItemsAt: toSelect) ?? toSelect).intersection(toSelect)
        selectionIndexPaths = selected.subtracting(deselected).union(chosen)
        if !deselected.isEmpty { delegate?.collectionView(self, didDeselectItemsAt: deselected) }
        if !chosen.isEmpty { delegate?.collectionView(self, didSelectItemsAt: chosen) }
    }
}

extension AppKitStandIn {
    /// Sends an optional message: `nil` when the receiver does not implement it (its default ran), as
    /// `receiver?.message?(…)` is on a Mac. Swift on Linux has no optional requirements: each default
    /// implementation calls ``noImplementation()``.
    public static func send<Answer>(_ message: () -> Answer?) -> Answer? { OptionalSends.send(message) }

    /// Called by an optional requirement's default implementation: the receiver does not implement the
    /// message being sent (StandInRuntime's `OptionalSends`).
    static func noImplementation() { OptionalSends.noImplementation() }
}

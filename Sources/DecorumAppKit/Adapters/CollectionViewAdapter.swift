#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

// A `CollectionViewHandler`'s adapter: the collection view's data source and delegate, and the
// ``BatchUpdatableView`` the handler's engine drives. `NSCollectionView` has UICollectionView's sections and batch model
// (`performBatchUpdates`, deletes in old index paths, inserts in new), so the engine's changeset goes to it
// as it is.
@MainActor
final class CollectionViewAdapter<Decorator: CellDecorator>: AppKitListAdapter, NSCollectionViewDataSource,
    NSCollectionViewDelegateFlowLayout
where Decorator.Cell: NSCollectionViewItem {
    typealias Route = SupplementaryRoute<Decorator.Data, NSView>
    weak var handler: ListHandler<Decorator>?
    weak var view: NSCollectionView?
    let registry = ReuseRegistry(viewName: "collectionView")
    var supplementaryViews: [NSCollectionView.SupplementaryElementKind: Route] = [:] {
        didSet {
            for (kind, route) in supplementaryViews {
                if let registration = registry.newRegistration(for: route, slot: .supplementary(kind: kind)) {
                    register(registration)
                }
                if emptyKinds.insert(kind).inserted {
                    view?.register(
                        EmptyCollectionElement.self, forSupplementaryViewOfKind: kind,
                        withIdentifier: EmptyCollectionElement.identifier)
                }
            }
            handler?.reloadView()
        }
    }
    private var emptyKinds: Set<NSCollectionView.SupplementaryElementKind> = []

    init(view: NSCollectionView) {
        self.view = view
        super.init()
    }

    var shown: SectionedData<Decorator.Data> { handler?.displayedData ?? [] }

    // The view, which must still exist when the app reads it through its handler.
    var liveView: NSCollectionView {
        guard let view else { fatalError(ReuseRegistry.viewGoneMessage("collectionView")) }
        return view
    }

    // The app's delegate (`CollectionViewHandler.delegate`): its flow-layout sizes and selection messages
    // are sent on by the adapter, any other message forwarded by the runtime (on a Mac).
    weak var appDelegate: (any NSCollectionViewDelegate)? {
        didSet { appDelegateDidChange() }
    }

    override var appDelegateObject: NSObjectProtocol? { appDelegate }

    override func reassignDelegate() {
        guard let view, view.delegate === self else { return }
        view.delegate = nil  // AppKit asks its delegate again what it answers
        view.delegate = self
    }

    override func retire() {
        super.retire()
        view = nil
    }

    // Binds `handler`: the adapter becomes the view's data source and delegate, the previous delegate
    // (or a previous handler's) its app delegate; the view keeps the handler alive (AppKit holds its data
    // source and delegate weakly).
    func start(_ handler: ListHandler<Decorator>) {
        self.handler = handler
        guard let view else { return }
        let (dataSource, previous) = (view.dataSource, view.delegate)
        objc_setAssociatedObject(view, &collectionHandlerKey, handler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        view.dataSource = self
        view.delegate = self
        let previousAppDelegate = takeOver(dataSource: dataSource, delegate: previous, in: view) { [weak handler] in
            handler?.viewDidCommitUpdates()
        }
        appDelegate = previousAppDelegate as? any NSCollectionViewDelegate
        registerDraggedTypes()
        handler.bind(self)
    }

    // Registers a class the registry reports as new: items by `register(_:forItemWithIdentifier:)`,
    // supplementary views by kind. A nib or a storyboard the app registers itself (the view then makes it
    // under its identifier).
    private func register(_ registration: ReuseRegistration) {
        guard registration.source == .type, let view else { return }
        let identifier = NSUserInterfaceItemIdentifier(registration.reuseIdentifier)
        guard case .supplementary(let kind) = registration.slot else {
            guard registration.viewType is NSCollectionViewItem.Type else {
                fatalError(
                    ReuseRegistry.wrongBaseClassMessage(
                        registration, expected: "NSCollectionViewItem", viewName: "collectionView"))
            }
            return view.register(registration.viewType, forItemWithIdentifier: identifier)
        }
        guard registration.viewType is NSView.Type else {
            fatalError(
                ReuseRegistry.wrongBaseClassMessage(registration, expected: "NSView", viewName: "collectionView"))
        }
        view.register(registration.viewType, forSupplementaryViewOfKind: kind, withIdentifier: identifier)
    }

    // MARK: Data source

    func numberOfSections(in collectionView: NSCollectionView) -> Int { shown.numberOfSections }

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
        shown.numberOfShownItems(inSection: section)
    }

    func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
        guard let handler else { preconditionFailure(ReuseRegistry.releasedHandlerMessage("collectionView")) }
        let item = handler.displayedData[indexPath]
        let registration = handler.cellRegistration(for: item, in: registry) { register($0) }
        let cell = collectionView.makeItem(
            withIdentifier: NSUserInterfaceItemIdentifier(registration.reuseIdentifier), for: indexPath)
        // Items are made inside the view's pass over its items: an edit a decorator makes waits for its end.
        handler.duringViewPass { handler.configureCell(cell, for: item, reuseIdentifier: registration.reuseIdentifier) }
        return cell
    }

    // The route's view for `kind` at `indexPath`, as the core reads it; an empty view where the route has
    // no data.
    func collectionView(
        _ collectionView: NSCollectionView,
        viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) -> NSView {
        guard let route = supplementaryViews[kind] else {
            fatalError(
                "Decorum: the layout asks for supplementary views of kind '\(kind)', but the handler has "
                    + "none. Set handler.header, handler.footer or handler.supplementaryViews[\"\(kind)\"].")
        }
        let content = route.content(at: indexPath, in: shown)
        let identifier =
            content.showsView
            ? NSUserInterfaceItemIdentifier(registry.supplementaryIdentifier(route, slot: .supplementary(kind: kind)))
            : EmptyCollectionElement.identifier
        let view = collectionView.makeSupplementaryView(ofKind: kind, withIdentifier: identifier, for: indexPath)
        if let configure = content.configure { handler?.duringViewPass { configure(view) } }
        return view
    }

    // MARK: Delegate: the user's selection, then the app's delegate

    func collectionView(
        _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
        CollectionDelegateMessage.shouldSelect(appDelegate, collectionView, indexPaths) ?? indexPaths
    }

    func collectionView(
        _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
        CollectionDelegateMessage.shouldDeselect(appDelegate, collectionView, indexPaths) ?? indexPaths
    }

    // AppKit sends these for the user's clicks only (never for `selectionIndexPaths` set in code): each
    // item, in index-path order, by the item the view shows there.
    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
        for path in indexPaths.sorted() { handler?.didSelectItem(at: path) }
        CollectionDelegateMessage.didSelect(appDelegate, collectionView, indexPaths)
    }

    func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>) {
        for path in indexPaths.sorted() { handler?.didDeselectItem(at: path) }
        CollectionDelegateMessage.didDeselect(appDelegate, collectionView, indexPaths)
    }

    // MARK: Delegate: display events, then the app's delegate

    // An item displayed or no longer displayed (keyed by the item, which the view reports again when it
    // leaves). Both come from inside the view's pass over its items, where AppKit must not be changed:
    // ListHandler.duringViewPass holds the app's edits until the layout watch's next layout.
    func collectionView(
        _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath
    ) {
        guard let handler else { return }
        handler.duringViewPass {
            handler.cellWillDisplay(item, at: indexPath)
            CollectionDelegateMessage.willDisplay(appDelegate, collectionView, item, indexPath)
        }
    }

    func collectionView(
        _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath
    ) {
        guard let handler else { return }
        handler.duringViewPass {
            handler.cellDidEndDisplaying(item)
            CollectionDelegateMessage.didEndDisplaying(appDelegate, collectionView, item, indexPath)
        }
    }

    // MARK: Delegate: drags and drops (CollectionViewAdapter+Drops.swift), the handler's own: where items
    // land and what the data becomes is the core's; the app's delegate keeps `canDragItemsAt`, the drag
    // images and the dragging items' updates (forwarded on a Mac).

    var drops = AdapterDrops<Decorator.Data, Decorator.ID>()

    func collectionView(
        _ collectionView: NSCollectionView, pasteboardWriterForItemAt indexPath: IndexPath
    ) -> (any NSPasteboardWriting)? { pasteboardWriter(forItemAt: indexPath) }

    func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession,
        willBeginAt screenPoint: NSPoint,
        forItemsAt indexPaths: Set<IndexPath>
    ) { dragBegan(at: indexPaths) }

    func collectionView(
        _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        dragOperation operation: NSDragOperation
    ) { drops.dragged = [] }

    func collectionView(
        _ collectionView: NSCollectionView, validateDrop draggingInfo: any NSDraggingInfo,
        proposedIndexPath proposedDropIndexPath: AutoreleasingUnsafeMutablePointer<NSIndexPath>,
        dropOperation proposedDropOperation: UnsafeMutablePointer<NSCollectionView.DropOperation>
    ) -> NSDragOperation { validateDrop(draggingInfo, at: proposedDropIndexPath, operation: proposedDropOperation) }

    func collectionView(
        _ collectionView: NSCollectionView, acceptDrop draggingInfo: any NSDraggingInfo, indexPath: IndexPath,
        dropOperation: NSCollectionView.DropOperation
    ) -> Bool { acceptDrop(draggingInfo, at: indexPath, operation: dropOperation) }

    // MARK: Delegate: the flow layout's sizes, the app's delegate's else the layout's own

    private func flow(_ layout: NSCollectionViewLayout) -> NSCollectionViewFlowLayout? {
        layout as? NSCollectionViewFlowLayout
    }

    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> NSSize {
        CollectionDelegateMessage.sizeForItem(appDelegate, collectionView, collectionViewLayout, indexPath)
            ?? flow(collectionViewLayout)?.itemSize ?? .zero
    }

    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        insetForSectionAt section: Int
    ) -> NSEdgeInsets {
        CollectionDelegateMessage.insetForSection(appDelegate, collectionView, collectionViewLayout, section)
            ?? flow(collectionViewLayout)?.sectionInset ?? NSEdgeInsets()
    }

    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        CollectionDelegateMessage.lineSpacing(appDelegate, collectionView, collectionViewLayout, section)
            ?? flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    }

    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        CollectionDelegateMessage.interitemSpacing(appDelegate, collectionView, collectionViewLayout, section)
            ?? flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }

    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> NSSize {
        CollectionDelegateMessage.headerSize(appDelegate, collectionView, collectionViewLayout, section)
            ?? flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }

    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> NSSize {
        CollectionDelegateMessage.footerSize(appDelegate, collectionView, collectionViewLayout, section)
            ?? flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }

    // MARK: Batches (BatchUpdatableView)

    var shownItemCounts: [Int] { view.map { v in (0..<v.numberOfSections).map(v.numberOfItems(inSection:)) } ?? [] }

    // An `NSCollectionView` applies its batches whether or not it is in a window; a view gone, or taken by
    // another handler, is shown nothing (each change then reloads it, which does nothing).
    var canAnimate: Bool { view != nil }

    var recordedView: FaultReport.View { .init(style: .collection) }

    var supplementaryViewsShowRows: Bool { !supplementaryViews.isEmpty }

    var showsLayoutWideViews: Bool { supplementaryViews.values.contains { $0.isLayoutWide } }

    // The changeset inside `performBatchUpdates`, after `updates`: sections first, then items. AppKit
    // animates a batch only when it is sent through the view's animator proxy (NSCollectionView.h: "you can
    // request an animated instead of immediate layout update by messaging the CollectionView's animator"):
    // an animated one is.
    func performBatch(
        _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        guard let view else {
            updates()
            return completion(false)
        }
        let c = changeset
        (animated ? view.animator() : view).performBatchUpdates(
            {
                updates()
                if !c.sectionDeletes.isEmpty { view.deleteSections(IndexSet(c.sectionDeletes)) }
                if !c.sectionInserts.isEmpty { view.insertSections(IndexSet(c.sectionInserts)) }
                for move in c.sectionMoves { view.moveSection(move.from, toSection: move.to) }
                if !c.sectionReloads.isEmpty { view.reloadSections(IndexSet(c.sectionReloads)) }
                if !c.itemDeletes.isEmpty { view.deleteItems(at: Set(c.itemDeletes)) }
                if !c.itemInserts.isEmpty { view.insertItems(at: Set(c.itemInserts)) }
                for move in c.itemMoves { view.moveItem(at: move.from, to: move.to) }
                if !c.itemReloads.isEmpty { view.reloadItems(at: Set(c.itemReloads)) }
            },
            completionHandler: { completion($0) })
    }

    func reloadData() { view?.reloadData() }

    // The decorator runs again on the items that exist; the others are configured when the view makes
    // them.
    func reconfigure(_ paths: [IndexPath]) throws {
        guard let view else { return }
        _ = handler?.reconfigureShownCells(at: paths) { path in
            view.item(at: path).map { ($0, $0.identifier?.rawValue ?? "") }
        }
    }

    // The visible supplementary views of the changed sections are configured again in place; one that
    // appears or disappears reloads its section.
    func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        guard let view else { return }
        let shown = shown
        let changed = Set(sections)
        var reload = IndexSet()
        for (kind, route) in supplementaryViews {
            for path in view.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                guard let content = route.content(at: path, in: shown, afterChangesIn: changed),
                    let element = view.supplementaryView(forElementKind: kind, at: path)
                else { continue }
                let isShown = element.identifier?.rawValue == route.reuseIdentifier
                switch SupplementaryRefresh(isShown: isShown, isWanted: content.showsView, isOnScreen: true) {
                case .reconfigure: content.configure?(element)
                case .nothing: break
                case .reloadSection: if let section = content.place.section { reload.insert(section) }
                }
            }
        }
        if !reload.isEmpty { view.reloadSections(reload) }
    }

    // MARK: Selection (`selectionIndexPaths`, which AppKit keeps with its items across batches)

    var indexPathsForSelectedItems: [IndexPath] { view?.selectionIndexPaths.sorted() ?? [] }

    var allowsMultipleSelection: Bool { view?.allowsMultipleSelection ?? false }

    func selectItems(at paths: [IndexPath]) { view?.selectionIndexPaths.formUnion(paths) }

    func deselectItems(at paths: [IndexPath]) { view?.selectionIndexPaths.subtract(paths) }
}

extension CollectionViewAdapter: BatchUpdatableView {}

@MainActor private var collectionHandlerKey: UInt8 = 0

// What a collection view shows for a supplementary view its route has no data for: nothing.
final class EmptyCollectionElement: NSView, NSCollectionViewElement {
    static let identifier = NSUserInterfaceItemIdentifier("Decorum.EmptyCollectionElement")
}
#endif

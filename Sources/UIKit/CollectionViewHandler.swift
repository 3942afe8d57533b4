#if canImport(UIKit)
import UIKit

/// Shows sectioned data in a `UICollectionView` with one decorator, and animates every edit without
/// ever handing UIKit an inconsistent batch.
///
/// The handler becomes the collection view's data source and delegate, registers the decorator's
/// cells, and answers UIKit from the data it shows; every edit (`addData`, `removeData`, `upsert`, `move`,
/// `apply`…) comes from ``ListHandler``.
///
/// ```swift
/// struct PersonDecorator: CellDecorator {
///     static func update(_ cell: PersonCell, with person: Person) { cell.name.text = person.name }
/// }
/// let handler = CollectionViewHandler<PersonDecorator>(collectionView: collectionView)
/// handler.header = SupplementaryRoute(CompanyHeader.self)   // the layout must ask for headers
/// try handler.apply(SectionedData(items: people))
/// ```
///
/// Delegate messages the handler does not implement (flow layout sizes, scrolling…) go to
/// ``delegate``, which starts out as the collection view's previous delegate.
///
/// - Complexity: Every data-source answer is O(1) plus the decorator.
@MainActor
public final class CollectionViewHandler<Decorator: CellDecorator>: ListHandler<Decorator>,
    UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching
where Decorator.Cell: UICollectionViewCell {
    /// The collection view this handler is the data source and delegate of.
    ///
    /// The collection view keeps its handler alive (UIKit holds data sources weakly), and the handler refers to
    /// it weakly, so a handler created as a local keeps working and goes away with its collection view. Reading
    /// this property after the collection view was deallocated traps with a message saying so.
    ///
    /// - Complexity: O(1).
    public var collectionView: UICollectionView {
        guard let view = weakCollectionView else {
            fatalError(viewGoneMessage("CollectionViewHandler", "collection view"))
        }
        return view
    }
    weak var weakCollectionView: UICollectionView?

    /// What this handler registered on ``collectionView``: dequeuing anything else traps with a
    /// message saying what to register.
    ///
    /// - Complexity: O(1).
    public let registry = ReuseRegistry(viewName: "collectionView")

    /// The supplementary views by element kind. The layout decides which kinds it asks for; asking for
    /// a kind with no route traps with a message naming the kind. A route whose data is `nil` for a
    /// section gives a hidden view there.
    ///
    /// ```swift
    /// handler.supplementaryViews["badge"] = SupplementaryRoute(BadgeDecorator.self) { "\($0.count)" }
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when changed.
    public var supplementaryViews: [String: SupplementaryRoute<Decorator.Data, UICollectionReusableView>] = [:] {
        didSet {
            for (kind, route) in supplementaryViews {
                if let registration = registry.newRegistration(for: route, slot: .supplementary(kind: kind)) {
                    collectionView.register(registration)
                }
            }
            engine.reloadNow()
        }
    }

    /// The section header (``ElementPosition/headerElementKind``) in ``supplementaryViews``.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyHeader.self)
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when set.
    public var header: SupplementaryRoute<Decorator.Data, UICollectionReusableView>? {
        get { supplementaryViews[ElementPosition.headerElementKind] }
        set { supplementaryViews[ElementPosition.headerElementKind] = newValue }
    }

    /// The section footer (``ElementPosition/footerElementKind``) in ``supplementaryViews``.
    ///
    /// ```swift
    /// handler.footer = SupplementaryRoute(CountFooter.self) { "\($0.count) people" }
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when set.
    public var footer: SupplementaryRoute<Decorator.Data, UICollectionReusableView>? {
        get { supplementaryViews[ElementPosition.footerElementKind] }
        set { supplementaryViews[ElementPosition.footerElementKind] = newValue }
    }

    /// Receives the delegate messages the handler does not implement, plus selection after
    /// ``ListHandler/onSelect``. Starts out as the collection view's delegate before the handler took
    /// over; held weakly.
    ///
    /// ```swift
    /// handler.delegate = self // e.g. UICollectionViewDelegateFlowLayout sizes
    /// ```
    ///
    /// - Complexity: O(1).
    public var delegate: (any UICollectionViewDelegate)? {
        get { forwarding.target as? any UICollectionViewDelegate }
        set {
            forwarding.target = newValue
            collectionView.delegate = nil  // UIKit caches which messages its delegate answers
            collectionView.delegate = self
        }
    }

    nonisolated let forwarding = UIDelegateForwarding()

    /// The view shown as the collection view's `backgroundView` while it shows no item (an empty state), or `nil`
    /// for none (the default: the background view is then left alone). The handler decides when it
    /// shows; see ``ListHandler/isShowingEmptyState``.
    ///
    /// ```swift
    /// handler.emptyState = EmptyStateView(text: "No contacts yet")
    /// ```
    ///
    /// - Complexity: O(1).
    public var emptyState: UIView? {
        didSet { emptyStateDidChange(from: oldValue) }
    }

    /// The view shown below the last item while ``ListHandler/isLoadingMore`` (a spinner, say), at
    /// its frame's height, in room made by the bottom content inset; `nil`, the default, shows none.
    ///
    /// ```swift
    /// handler.loadingFooterView = UIActivityIndicatorView(style: .medium)
    /// ```
    ///
    /// - Complexity: O(1).
    public var loadingFooterView: UIView?
    /// The loading footer on screen and the bottom inset it added.
    var shownLoadingFooter: (view: UIView, inset: CGFloat)?

    /// Creates an empty handler for `collectionView`: registers the decorator's cells, becomes the data
    /// source and delegate (keeping the previous delegate as ``delegate``) and reloads.
    ///
    /// ```swift
    /// let handler = CollectionViewHandler<PersonDecorator>(collectionView: collectionView)
    /// ```
    ///
    /// - Parameter collectionView: The collection view to drive.
    /// - Complexity: O(*r*) registrations, plus the first reload.
    @inlinable
    public convenience init(collectionView: UICollectionView) {
        self.init(collectionView: collectionView, checkedData: SectionedData(), identity: IdentityIndex(Decorator.self))
    }

    /// Creates a handler showing `data` in `collectionView`, as ``init(collectionView:)`` does.
    ///
    /// ```swift
    /// let handler = try CollectionViewHandler<PersonDecorator>(collectionView: collectionView, data: data)
    /// ```
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to drive.
    ///   - data: The initial data.
    ///   - duplicates: What to do when `data` repeats a kind or an identity: throw (the default), or
    ///     keep the first or the last occurrence. It becomes the handler's
    ///     ``ListHandler/duplicatePolicy``, which later edits follow.
    /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) to check `data`, O(*r*) registrations, plus the first reload.
    @inlinable
    public convenience init(
        collectionView: UICollectionView, data: SectionedData<Decorator.Data>, duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        let prepared = try Self.prepared(data, duplicates: duplicates)
        self.init(collectionView: collectionView, checkedData: prepared.data, identity: prepared.identity)
        duplicatePolicy = duplicates  // the policy resolves `data` and every later edit
    }

    @usableFromInline
    init(
        collectionView: UICollectionView, checkedData data: SectionedData<Decorator.Data>,
        identity: IdentityIndex<Decorator.Data>
    ) {
        self.weakCollectionView = collectionView
        super.init(checkedData: data, identity: identity)
        collectionView.keepAlive(self)
        for registration in registry.newCellRegistrations(for: Decorator.self) {
            collectionView.register(registration)
        }
        forwarding.adopt(collectionView.delegate, replacedBy: self)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        engine.view = self
        engine.reloadNow()
    }

    // MARK: Data source

    /// The number of sections shown.
    ///
    /// - Parameter collectionView: The collection view.
    /// - Returns: The section count of the shown data.
    /// - Complexity: O(1).
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        engine.displayedData.numberOfSections
    }

    /// The number of items shown in `section`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - section: A section index.
    /// - Returns: The item count, 0 for a missing section.
    /// - Complexity: O(1).
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        engine.displayedData.numberOfShownItems(inSection: section)
    }

    /// Dequeues the decorator's cell for the item at `indexPath` and runs the decorator on it.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: An item of the shown data.
    /// - Returns: The configured cell.
    /// - Complexity: O(1) plus the decorator.
    public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        let item = engine.displayedData[indexPath]
        let identifier = registry.cellRegistration(Decorator.self, for: item) { collectionView.register($0) }
            .reuseIdentifier
        // A storyboard prototype missing under `identifier` raises UIKit's exception, which names it.
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        Decorator.updateCell(cell, with: item, reuseIdentifier: identifier)
        return cell
    }

    /// The supplementary view of `kind` from ``supplementaryViews``, configured for its section
    /// (hidden when the route has no data for it).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - kind: The element kind the layout asks for.
    ///   - indexPath: The element's index path.
    /// - Returns: The view.
    /// - Complexity: O(1) plus the decorator.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let route = supplementaryViews[kind] else {
            fatalError(
                "Decorum: the layout asks for supplementary views of kind '\(kind)', but the handler has "
                    + "none. Set handler.header, handler.footer or handler.supplementaryViews[\"\(kind)\"].")
        }
        let identifier = registry.supplementaryIdentifier(route, slot: .supplementary(kind: kind))
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        let section = indexPath.count == 2 ? indexPath[0] : -1
        let configure =
            engine.displayedData.indices.contains(section)
            ? route.configurator(for: engine.displayedData[section]) : nil
        view.isHidden = configure == nil
        configure?(view)
        return view
    }

    /// ``ListHandler/canMove`` for the item.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: An item.
    /// - Returns: Whether it may be reordered.
    /// - Complexity: O(1) plus the closure.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// Interactive reorder, across sections too: records the move UIKit already shows
    /// (``ListHandler/commitMove(from:to:)``).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where the item was.
    ///   - destinationIndexPath: Where it is now.
    /// - Complexity: O(*n*) for the two sections.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        commitMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Delegate

    /// Selection: ``ListHandler/onSelect``, then ``delegate``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The selected item.
    /// - Complexity: O(1) plus the callbacks.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        didSelectItem(at: indexPath)
        OptionalMessage.didSelectItem(delegate, collectionView, indexPath)
    }

    /// Deselection: ``ListHandler/onDeselect`` (the item leaves ``ListHandler/selectedIDs``), then
    /// ``delegate``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The deselected item.
    /// - Complexity: O(1) plus the callbacks.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        didDeselectItem(at: indexPath)
        OptionalMessage.didDeselectItem(delegate, collectionView, indexPath)
    }

    // MARK: Scrolling and prefetching

    /// The collection view scrolled: its visible items go to the "load more" trigger
    /// (``ListHandler/onLoadMore``), then the message goes to ``delegate``.
    ///
    /// - Parameter scrollView: The collection view.
    /// - Complexity: O(*v*) for *v* visible items, plus the callbacks.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        visibleItemsChanged(collectionView.indexPathsForVisibleItems)
        OptionalMessage.didScroll(delegate, scrollView)
    }

    /// ``ListHandler/onPrefetch`` with the items of `indexPaths` (stale paths dropped).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPaths: Items about to show.
    /// - Complexity: O(*k*) plus the closure.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetchItems(at: indexPaths)
    }

    /// ``ListHandler/onCancelPrefetch`` with the items of `indexPaths` (stale paths dropped).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPaths: Items no longer expected to show soon.
    /// - Complexity: O(*k*) plus the closure.
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        cancelPrefetchingItems(at: indexPaths)
    }

    // MARK: Forwarding

    // Objective-C message forwarding (`responds(to:)`, `forwardingTarget(for:)`): Apple platforms only,
    // where UIKit asks its delegate which optional messages it answers. (Swift allows no `@objc` member
    // in an extension of a generic class, so these stay in the class body.)
    #if canImport(ObjectiveC)

    /// Also answers for the messages ``delegate`` implements.
    ///
    /// - Parameter aSelector: A message.
    /// - Returns: Whether the handler or its delegate answers it.
    /// - Complexity: O(1).
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwarding.responds(to: aSelector)
    }

    /// Sends the messages the handler does not implement to ``delegate``.
    ///
    /// - Parameter aSelector: A message.
    /// - Returns: The delegate, or `nil`.
    /// - Complexity: O(1).
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forwarding.target(for: aSelector) ?? super.forwardingTarget(for: aSelector)
    }
    #endif
}

extension CollectionViewHandler: UIDelegateForwardingOwner {}

@_spi(Binding)
extension CollectionViewHandler: BatchUpdatableView {
    /// The items per section the collection view shows (its own bookkeeping).
    ///
    /// - Complexity: O(*s*).
    public var shownItemCounts: [Int] {
        guard let collectionView = weakCollectionView else { return [] }
        return (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:))
    }

    /// `true` while the collection view is in a window; otherwise edits reload it instead of animating.
    ///
    /// - Complexity: O(1).
    public var canAnimate: Bool { weakCollectionView?.window != nil }

    /// Runs one batch in `performBatchUpdates`: `updates` (the engine switches the shown data), then
    /// the changeset's operations.
    ///
    /// - Parameters:
    ///   - changeset: The batch, already validated by the engine.
    ///   - updates: Switches the data source to the data after the batch.
    ///   - completion: Called when the animation ends.
    /// - Complexity: O(*k*) plus UIKit's work.
    public func performBatch(
        _ changeset: Changeset, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        guard let collectionView = weakCollectionView else {
            updates()
            return completion(false)
        }
        collectionView.performBatchUpdates(
            {
                updates()
                collectionView.apply(changeset)
            }, completion: completion)
    }

    /// `UICollectionView.reloadData()`.
    ///
    /// - Complexity: O(visible items).
    public func reloadData() {
        weakCollectionView?.reloadData()
    }

    /// Updates changed items in place: `reconfigureItems(at:)` on iOS 15+, else the decorator on
    /// the visible cells. The engine never passes a item whose item now needs another cell (it
    /// reloads those), so the cell always keeps its registration.
    ///
    /// - Parameter paths: Items of the shown data.
    /// - Complexity: O(*k*) plus the decorator.
    public func reconfigure(_ paths: [IndexPath]) throws {
        guard let collectionView = weakCollectionView else { return }
        if #available(iOS 15.0, tvOS 15.0, *), !UIKitAPILevel.forcesIOS13 {
            collectionView.reconfigureItems(at: paths)
        } else {
            for path in paths {
                guard let cell = collectionView.cellForItem(at: path), let item = engine.displayedData.item(at: path)
                else {
                    continue
                }
                Decorator.updateCell(cell, with: item, reuseIdentifier: cell.reuseIdentifier ?? "")
            }
        }
    }

    /// Refreshes the supplementary views of `sections`, whose ``Section/model`` changed, without
    /// touching their items: for every kind in ``supplementaryViews``, each visible view of those
    /// sections (`indexPathsForVisibleSupplementaryElements(ofKind:)`,
    /// `supplementaryView(forElementKind:at:)`) has its route's configuration run again, in place. A
    /// route whose data became `nil` hides the view and one whose data stopped being `nil` shows it
    /// again, as ``collectionView(_:viewForSupplementaryElementOfKind:at:)`` does, so nothing needs a
    /// reload. Views off screen are configured when the layout asks for them. Sizes stay the layout's:
    /// a layout whose supplementary sizes depend on the model needs its own invalidation.
    ///
    /// - Parameter sections: Sections of the shown data.
    /// - Complexity: O(*v* + *k*) for *v* visible supplementary views and *k* sections, plus the
    ///   configurations.
    public func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        let shown = engine.displayedData
        let changed = Set(sections)
        for (kind, route) in supplementaryViews {
            for path in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                guard let index = path.first, changed.contains(index), shown.indices.contains(index),
                    let view = collectionView.supplementaryView(forElementKind: kind, at: path),
                    view.reuseIdentifier == route.reuseIdentifier
                else { continue }
                let configure = route.configurator(for: shown[index])
                view.isHidden = configure == nil
                configure?(view)
            }
        }
    }
}
#endif

// UICollectionView, a vertical flow layout, and the data source, delegate and prefetching protocols.
import DecorumBatchRules
@_spi(Binding) import DecorumCore

/// Apple: "UICollectionViewDataSource". Optional requirements have defaults that do what UIKit does
/// without them.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// Apple: "numberOfSections(in:)": "If you don't implement this method, the collection view uses a
    /// default value of 1."
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        UIKitStandIn.noImplementation()
        return 1
    }
    /// Apple: "collectionView(_:viewForSupplementaryElementOfKind:at:)". Without it, a layout that asks
    /// for a supplementary view raises (stand-in's choice, as is the wording).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        // wording: the stand-in's (no public report shows UIKit's)
        UIKitStandIn.raise(
            "the collectionView's data source does not implement "
                + "collectionView:viewForSupplementaryElementOfKind:atIndexPath: for kind \(kind)")
        return UICollectionReusableView(frame: .zero)
    }
    /// Apple: "collectionView(_:canMoveItemAt:)". Without it, `false` (stand-in's choice: without
    /// `responds(to:)` the stand-in cannot tell whether the data source implements
    /// `collectionView(_:moveItemAt:to:)`).
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        UIKitStandIn.noImplementation()
        return false
    }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { UIKitStandIn.noImplementation() }
}

/// Apple: "UICollectionViewDelegate" (all optional there).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        UIKitStandIn.noImplementation()
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        UIKitStandIn.noImplementation()
    }
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { UIKitStandIn.noImplementation() }
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { UIKitStandIn.noImplementation() }
    /// Apple: "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)"
    /// (iOS 15): without it, UIKit asks the older message below; without both, the item goes where it
    /// was dropped.
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        UIKitStandIn.noImplementation()
        return proposedIndexPath
    }
    /// Apple: "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)", deprecated in
    /// iOS 15 for the message above, which UIKit asks first.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        UIKitStandIn.noImplementation()
        return proposedIndexPath
    }
}

/// Apple: "UICollectionViewDataSourcePrefetching".
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) { UIKitStandIn.noImplementation() }
}

/// Apple: "UICollectionViewLayoutAttributes".
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect
    open var indexPath: IndexPath
    public let representedElementKind: String?
    /// Apple: "size": the frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    init(frame: CGRect, indexPath: IndexPath, kind: String?) {
        self.frame = frame
        self.indexPath = indexPath
        self.representedElementKind = kind
        super.init()
    }
}

/// Apple: "UICollectionViewLayout". A layout the stand-in does not know lays out like a default flow
/// layout (stand-in's choice).
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }

    /// Apple: "collectionView": "The collection view object currently using this layout object."
    public internal(set) weak var collectionView: UICollectionView?

    /// Apple: "invalidateLayout()". Self-sized items and supplementary views keep the sizes they measured
    /// (stand-in's reading, the harsher one: Apple names no measuring again; a context names what to
    /// measure, ``invalidateLayout(with:)``).
    open func invalidateLayout() { collectionView?.setNeedsLayout() }

    /// Apple: "invalidationContextClass": "Returns the class to use when creating an invalidation context
    /// for the layout."
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Apple: "invalidateLayout(with:)": "Invalidates the current layout using the information in the
    /// provided context object." The items and supplementary views it names are measured again at the
    /// next layout pass (Apple, "invalidateSupplementaryElements(ofKind:at:)": "Each index path
    /// represents a supplementary view of the given kind whose layout needs to be recomputed"). Raises
    /// (wording: the stand-in's) inside a batch's updates (Apple: "performBatchUpdates(_:completion:)":
    /// the updates are "insert, delete, reload, or move operations") and while the view has uncommitted
    /// updates (the harsher reading of "hasUncommittedUpdates": its layout is the drag's).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.invalidate(with: context)
    }
}

/// Apple: "UICollectionViewLayoutInvalidationContext": "A context object that declares which parts of
/// your layout need to be updated when the layout is invalidated."
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public required override init() { super.init() }

    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// Apple: "invalidateItems(at:)".
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Apple: "invalidateSupplementaryElements(ofKind:at:)".
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var paths = invalidatedSupplementaryIndexPaths ?? [:]
        paths[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = paths
    }
}

/// Apple: "UICollectionViewFlowLayoutInvalidationContext", a flow layout's `invalidationContextClass`.
/// Both flags are `false` until set (Apple, "invalidateFlowLayoutDelegateMetrics" and
/// "invalidateFlowLayoutAttributes": "The default value of this property is false"; AppKit's are `true`).
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = false
    open var invalidateFlowLayoutAttributes = false
}

/// A vertical flow layout: items of `itemSize` in rows that fill the width less `sectionInset`,
/// `minimumInteritemSpacing` apart, rows `minimumLineSpacing` apart; a section header and footer of
/// `headerReferenceSize` / `footerReferenceSize` height when it is positive (Apple: "headerReferenceSize":
/// "If the size in the appropriate scrolling dimension is 0, no header is added"). Defaults are
/// UIKit's (50 × 50 items, 10-point spacings). Items in a line are packed to the leading edge, not
/// spread across it (stand-in's choice). With `scrollDirection` `.horizontal`, the same in columns
/// from left to right (``UICollectionView/horizontalLayout(counts:_:)``). Self-sizing: with
/// `estimatedItemSize` set, in a vertical layout, items are at the estimate until their cells are laid
/// out, then as high as they measure (`preferredLayoutAttributesFitting(_:)`); a line is as high as its
/// highest item, its items at its top (stand-in's choice: UIKit centres them). Sizes, insets, spacings
/// and header and footer sizes come from the delegate where it answers (FlowLayoutDelegate.swift), asked
/// again only when the layout is told to. Not modelled: self-sizing widths, self-sizing headers.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Apple: "automaticSize": "Set this constant as the value for the estimatedItemSize property to
    /// enable self-sizing cells"; the stand-in then estimates `itemSize` (stand-in's choice).
    public static let automaticSize = CGSize(width: -1, height: -1)

    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var itemSize = CGSize(width: 50, height: 50)
    /// Apple: "estimatedItemSize": "Cells that aren't onscreen are assumed to be the estimated height";
    /// "The default value of this property is CGSizeZero. Setting it to any other value, like
    /// automaticSize, causes the collection view to query each cell for its actual size using the cell's
    /// preferredLayoutAttributesFitting(_:) method."
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    open var sectionInset = UIEdgeInsets.zero

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The delegate's answers, as last asked (``standInMetrics(counts:)``).
    var delegateMetrics: FlowDelegateMetrics?

    /// Apple: "invalidateLayout()": the whole layout, the delegate's sizes included.
    open override func invalidateLayout() {
        delegateMetrics = nil
        super.invalidateLayout()
    }

    /// A context not of `invalidationContextClass` raises, as the flow layout sends it its own messages
    /// (wording: crash reports'). The delegate is asked for sizes again only when the context says so.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        guard let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext else {
            return UIKitStandIn.raise(
                "-[UICollectionViewLayoutInvalidationContext invalidateFlowLayoutDelegateMetrics]: unrecognized "
                    + "selector sent to instance", name: "NSInvalidArgumentException")
        }
        if flowContext.invalidateFlowLayoutDelegateMetrics { delegateMetrics = nil }
        super.invalidateLayout(with: context)
    }

    /// The size items are laid out at before they measure themselves: the estimate when self-sizing.
    var standInItemSize: CGSize {
        guard sizesItems else { return itemSize }
        return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    /// Whether items size themselves (vertical layouts only in the stand-in).
    var sizesItems: Bool { estimatedItemSize != .zero && scrollDirection == .vertical }
}

/// A collection view. Models what Decorum relies on, as `UITableView` does (see there), plus
/// supplementary views, asked from the data source when they come on screen: a flow layout's section
/// headers and footers, and a compositional layout's section and global boundary items (global ones at
/// an index path of length 1). Self-sizing items and supplementary views (vertical layouts), horizontal
/// flow and compositional layouts, interactive movement (CollectionViewGestures.swift). Not modelled:
/// decoration views.
@MainActor
open class UICollectionView: UIScrollView, ListCoreOwner {
    /// Apple: "UICollectionView.ScrollPosition".
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            setNeedsLayout()
        }
    }
    /// Heights self-sizing supplementary views measured, by kind and index path.
    var measuredSupplementary: [String: [IndexPath: CGFloat]] = [:]
    lazy var core = ListCore(owner: self)
    var supplementaryPools: [String: ReusePool] = [:]
    var supplementaryViews: [String: [IndexPath: UICollectionReusableView]] = [:]
    /// Where the last layout pass placed supplementary views, by kind: what may be dequeued.
    var placedSupplementary: [String: Set<IndexPath>]?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Held weakly (Apple: "dataSource").
    open weak var dataSource: (any UICollectionViewDataSource)? {
        // A new data source is read at the next layout, as after `reloadData()` (stand-in's choice: Apple:
        // "dataSource" names no reload). The same one set again changes nothing, not even the answers
        // asked (S5, issue #38: the harsher reading; a proxy's `reset()` sets `nil` first for that).
        didSet { if dataSource !== oldValue { core.reloadData(readingCounts: false) } }
    }

    /// Held weakly (Apple: "delegate"); asked which optional messages it answers when set
    /// (MessageForwarding.swift); a flow layout asks it for sizes again (FlowLayoutDelegate.swift).
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet {
            cacheAnswers(of: delegate)
            forgetFlowMetrics()
        }
    }

    /// Held weakly (Apple: "prefetchDataSource").
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Apple: "isPrefetchingEnabled" (iOS 10, on by default): cells ahead of time, and "Setting this
    /// property to false also disables data prefetching."
    open var isPrefetchingEnabled = true
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false

    /// Apple: "backgroundView".
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                addSubview(backgroundView)
            }
        }
    }

    // MARK: Registration and dequeue

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        if let cellClass { core.cellPool.registrations[identifier] = .type(cellClass) }
    }

    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        if let nib { core.cellPool.registrations[identifier] = .nib(nib) }
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        if let viewClass {
            supplementaryPools[elementKind, default: ReusePool()].registrations[identifier] = .type(viewClass)
        }
    }

    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        if let nib { supplementaryPools[kind, default: ReusePool()].registrations[identifier] = .nib(nib) }
    }

    /// Apple: "dequeueReusableCell(withReuseIdentifier:for:)": raises when nothing is registered.
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        if core.cellPool.registrations[identifier] != nil || core.reconfiguring != nil {
            core.checkDequeue(at: indexPath, identifier: identifier)  // an unregistered one raises below first
        }
        if let existing = core.dequeueForReconfigure(identifier) as? UICollectionViewCell { return existing }
        if let reused = core.cellPool.dequeue(identifier) as? UICollectionViewCell {
            reused.standInReuseCount += 1
            reused.dequeuedBy = ObjectIdentifier(self)
            return reused
        }
        let cell =
            make(core.cellPool.registrations[identifier], identifier: identifier, kind: "UICollectionElementKindCell")
            as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        cell.dequeuedBy = ObjectIdentifier(self)
        return cell
    }

    /// Apple: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)".
    /// Raises for an index path where the layout places no view of `elementKind`, with UIKit's reason
    /// (quoted in Instagram/IGListKit #715).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let placed = placedSupplementary, placed[elementKind]?.contains(indexPath) != true {
            UIKitStandIn.raise(
                "no UICollectionViewLayoutAttributes instance for -layoutAttributesForSupplementaryElementOfKind: "
                    + "\(elementKind) at path \(indexPath)")
        }
        if let reused = supplementaryPools[elementKind]?.dequeue(identifier) as? UICollectionReusableView {
            reused.standInReuseCount += 1
            reused.dequeuedBy = ObjectIdentifier(self)
            return reused
        }
        let view =
            make(supplementaryPools[elementKind]?.registrations[identifier], identifier: identifier, kind: elementKind)
            ?? UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        view.dequeuedBy = ObjectIdentifier(self)
        return view
    }

    private func make(_ registration: Registration?, identifier: String, kind: String) -> UICollectionReusableView? {
        let type: AnyClass?
        switch registration {
        case .type(let registered): type = registered
        case .nib(let nib): type = nib.standInContentClass()
        case nil:
            UIKitStandIn.raise(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib "
                    + "or a class for the identifier or connect a prototype cell in a storyboard")
            return nil
        }
        return (type as? UICollectionReusableView.Type)?.init(standInFrame: .zero)
    }

    // MARK: Counts and reload

    open var numberOfSections: Int { core.counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = core.counts
        guard counts.indices.contains(section) else {
            // wording: the stand-in's (no public report shows UIKit's)
            UIKitStandIn.raise(
                "request for number of items in section \(section) when there are only \(counts.count) sections in the collection view"
            )
            return 0
        }
        return counts[section]
    }

    /// Apple: "reloadData()": "the collection view discards any currently visible items (including
    /// placeholders) and redisplays items based on the current contents of the data source."
    open func reloadData() {
        forgetFlowMetrics()
        core.reloadDataByApp()
    }

    // MARK: Batch updates

    /// The flow layout's delegate sizes are asked again after a batch (its counts or items changed).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        forgetFlowMetrics()
        core.performBatchUpdates(updates, completion: completion)
        forgetFlowMetrics()
    }

    open func insertSections(_ sections: IndexSet) { record { $0.sectionInserts += sections } }
    open func deleteSections(_ sections: IndexSet) { record { $0.sectionDeletes += sections } }
    open func reloadSections(_ sections: IndexSet) { record { $0.sectionReloads += sections } }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sectionMoves.append(Move(from: section, to: newSection)) }
    }

    open func insertItems(at indexPaths: [IndexPath]) { record { $0.itemInserts += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.itemDeletes += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.itemReloads += indexPaths } }

    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.itemMoves.append(Move(from: indexPath, to: newIndexPath)) }
    }

    /// One update, a batch of its own outside `performBatchUpdates`: the flow layout asks again after it.
    private func record(_ change: (inout Changeset) -> Void) {
        forgetFlowMetrics()
        core.record(change)
        forgetFlowMetrics()
    }

    /// Apple: "reconfigureItems(at:)" (iOS 15).
    open func reconfigureItems(at indexPaths: [IndexPath]) { core.reconfigure(indexPaths) }

    // MARK: Cells and geometry

    /// Raises inside the view's pass over its cells (``ListCore/checkOutsidePass(_:)``).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        core.checkOutsidePass("-cellForItemAtIndexPath:")
        return core.visibleCell(at: indexPath) as? UICollectionViewCell
    }

    open var visibleCells: [UICollectionViewCell] {
        core.checkOutsidePass("visibleCells")
        return core.visibleCells.compactMap { $0.1 as? UICollectionViewCell }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        core.counters.visiblePathQueries += 1
        return core.visiblePaths
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        core.visibleCells.first { $0.1 === cell }?.0
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard core.isValid(indexPath) else { return nil }
        let frame = itemFrames(counts: core.counts)[indexPath[0]][indexPath[1]]
        return UICollectionViewLayoutAttributes(frame: frame, indexPath: indexPath, kind: nil)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        (supplementaryViews[elementKind] ?? [:]).keys.sorted()
    }

    open func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        supplementaryViews[elementKind]?[indexPath]
    }

    /// Apple: "scrollToItem(at:at:animated:)". Edge cases are the stand-in's choice: of several vertical
    /// positions, `.top` wins, then `.centeredVertically`; of horizontal ones `.left`, then
    /// `.centeredHorizontally`; an axis with none keeps its offset; the offset stays within the content
    /// (``ListCore/scrollTarget(_:)``).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            // wording: the stand-in's (no public report shows UIKit's)
            UIKitStandIn.raise(
                "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.bracketed))")
            return
        }
        // Positions are in the visible area, inside the adjusted content inset on every side (issue #38,
        // S7; Apple, "UICollectionView.ScrollPosition": "the bottom edge of the visible bounds", etc.).
        let inset = adjustedContentInset
        var y = contentOffset.y
        if scrollPosition.contains(.top) {
            y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            y = frame.midY - (bounds.height + inset.top - inset.bottom) / 2
        } else if scrollPosition.contains(.bottom) {
            y = frame.maxY - bounds.height + inset.bottom
        }
        var x = contentOffset.x
        if scrollPosition.contains(.left) {
            x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            x = frame.midX - (bounds.width + inset.left - inset.right) / 2
        } else if scrollPosition.contains(.right) {
            x = frame.maxX - bounds.width + inset.right
        }
        setContentOffset(core.scrollTarget(CGPoint(x: x, y: y)), animated: animated)
    }

    // MARK: Selection

    /// Apple: "indexPathsForSelectedItems": "If there are no selected items, the value of this property
    /// is nil."
    open var indexPathsForSelectedItems: [IndexPath]? {
        let paths = core.selectedPaths
        return paths.isEmpty ? nil : paths
    }

    /// Apple: "selectItem(at:animated:scrollPosition:)": no delegate message.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in core.selectedPaths { core.deselect(path) }
            return
        }
        core.select(indexPath, multiple: allowsMultipleSelection)
    }

    /// Apple: "deselectItem(at:animated:)": no delegate message.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { core.deselect(indexPath) }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        core.layout()
    }

    override func scrollViewDidScroll() {
        core.didScroll()
        sendDelegate(delegate, StandInMessage.didScroll) { (d: any UIScrollViewDelegate) in d.scrollViewDidScroll(self)
        }
    }

    /// Stand-in only: see ``ListCore/Counters``.
    public var standInOffsetChangesWhileAnimating: Int { core.counters.offsetChangesWhileAnimating }
    /// Stand-in only: see ``ListCore/Counters``.
    public var standInVisiblePathQueries: Int { core.counters.visiblePathQueries }
    /// Stand-in only: see ``ListCore/Counters``.
    public var standInReloadCount: Int { core.counters.reloads }
    override func scrollViewDidEndScrollingAnimation() {
        UIKitStandIn.send { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }
    override func scrollViewDidEndDragging(willDecelerate decelerate: Bool) {
        sendDelegate(delegate, StandInMessage.didEndDragging) { (d: any UIScrollViewDelegate) in
            d.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        }
    }

    // MARK: ListCoreOwner

    var noun: String { "item" }

    var readsCountsAtOnce: Bool { false }

    func askNumberOfSections() -> Int {
        guard let dataSource else { return 0 }
        return UIKitStandIn.send { dataSource.numberOfSections(in: self) } ?? 1
    }

    func askNumberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// Apple: a cell the data source made itself makes UIKit raise ("the cell returned from
    /// -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved
    /// by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:").
    func askCell(at indexPath: IndexPath) -> (any StandInReusable)? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if cell.dequeuedBy != ObjectIdentifier(self) {
            UIKitStandIn.raise(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        return cell
    }

    var prefetchesCells: Bool { isPrefetchingEnabled }

    func willDisplay(_ cell: any StandInReusable, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        sendDelegate(delegate, StandInMessage.willDisplayItem) { (d: any UICollectionViewDelegate) in
            d.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    func didEndDisplaying(_ cell: any StandInReusable, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        sendDelegate(delegate, StandInMessage.didEndDisplayingItem) { (d: any UICollectionViewDelegate) in
            d.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }

    var prefetchesData: Bool { isPrefetchingEnabled }

    func prefetch(_ paths: [IndexPath]) { prefetchDataSource?.collectionView(self, prefetchItemsAt: paths) }

    func cancelPrefetching(_ paths: [IndexPath]) {
        UIKitStandIn.send { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: paths) }
    }

    /// The flow layout, or a default one for a layout the stand-in does not know (stand-in's choice).
    private var flow: UICollectionViewFlowLayout {
        collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
    }

    /// Where the layout puts everything for `counts`: a compositional layout's sections and boundary
    /// items, else a vertical flow layout's.
    func contentLayout(counts: [Int]) -> ContentLayout {
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
            return compositional.standInLayout(
                counts: counts, bounds: bounds, measured: { self.core.state(at: $0)?.measured },
                measuredSupplementary: { self.measuredSupplementary[$0]?[$1] })
        }
        let layout = flow
        let metrics = layout.standInMetrics(counts: counts, in: self)
        if layout.scrollDirection == .horizontal { return horizontalLayout(counts: counts, metrics) }
        let width = bounds.width
        var y: CGFloat = 0
        var result = ContentLayout()
        for (section, count) in counts.enumerated() {
            let path = IndexPath(section: section, item: 0)
            let sizes = metrics[section]
            if sizes.header.height > 0 {
                let frame = CGRect(x: 0, y: y, width: width, height: sizes.header.height)
                result.supplementary.append(
                    SupplementaryPlacement(kind: Self.elementKindSectionHeader, indexPath: path, frame: frame))
                y = frame.maxY
            }
            let inset = sizes.inset
            y += inset.top
            let available = max(0, width - inset.left - inset.right)
            var items: [CGRect] = []
            items.reserveCapacity(count)
            var lineTop = y
            var lineHeight: CGFloat = 0
            var lineUsed: CGFloat = 0  // 0: the line is empty
            for item in 0..<count {
                var size = sizes.itemSizes[item]
                if layout.sizesItems, let measured = core.state(at: IndexPath(section: section, item: item))?.measured {
                    size.height = measured
                }
                if lineUsed > 0, lineUsed + sizes.interitemSpacing + size.width > available {
                    lineTop += lineHeight + sizes.lineSpacing
                    (lineHeight, lineUsed) = (0, 0)
                }
                let x = lineUsed > 0 ? lineUsed + sizes.interitemSpacing : 0
                items.append(CGRect(x: inset.left + x, y: lineTop, width: size.width, height: size.height))
                lineUsed = x + size.width
                lineHeight = max(lineHeight, size.height)
            }
            if count > 0 { y = lineTop + lineHeight }
            y += inset.bottom
            if sizes.footer.height > 0 {
                let frame = CGRect(x: 0, y: y, width: width, height: sizes.footer.height)
                result.supplementary.append(
                    SupplementaryPlacement(kind: Self.elementKindSectionFooter, indexPath: path, frame: frame))
                y = frame.maxY
            }
            result.items.append(items)
        }
        result.height = y
        return result
    }

    /// A horizontal flow layout (Apple: "scrollDirection"): each section a run of columns from left to
    /// right, items filling a column from the top down (as many as the height less the section's inset
    /// holds, the interitem spacing apart), columns the line spacing apart; a section header and footer
    /// of the reference size's width across the whole height when it is positive ("the size in the
    /// appropriate scrolling dimension").
    private func horizontalLayout(counts: [Int], _ metrics: [FlowDelegateMetrics.Section]) -> ContentLayout {
        let height = bounds.height
        var x: CGFloat = 0
        var result = ContentLayout()
        for (section, count) in counts.enumerated() {
            let path = IndexPath(section: section, item: 0)
            let sizes = metrics[section]
            if sizes.header.width > 0 {
                let frame = CGRect(x: x, y: 0, width: sizes.header.width, height: height)
                result.supplementary.append(
                    SupplementaryPlacement(kind: Self.elementKindSectionHeader, indexPath: path, frame: frame))
                x = frame.maxX
            }
            let inset = sizes.inset
            x += inset.left
            let available = max(0, height - inset.top - inset.bottom)
            var items: [CGRect] = []
            var columnLeft = x
            var columnWidth: CGFloat = 0
            var columnUsed: CGFloat = 0  // 0: the column is empty
            for item in 0..<count {
                let size = sizes.itemSizes[item]
                if columnUsed > 0, columnUsed + sizes.interitemSpacing + size.height > available {
                    columnLeft += columnWidth + sizes.lineSpacing
                    (columnWidth, columnUsed) = (0, 0)
                }
                let y = columnUsed > 0 ? columnUsed + sizes.interitemSpacing : 0
                items.append(CGRect(x: columnLeft, y: inset.top + y, width: size.width, height: size.height))
                columnUsed = y + size.height
                columnWidth = max(columnWidth, size.width)
            }
            if count > 0 { x = columnLeft + columnWidth }
            x += inset.right
            if sizes.footer.width > 0 {
                let frame = CGRect(x: x, y: 0, width: sizes.footer.width, height: height)
                result.supplementary.append(
                    SupplementaryPlacement(kind: Self.elementKindSectionFooter, indexPath: path, frame: frame))
                x = frame.maxX
            }
            result.items.append(items)
        }
        result.width = x
        return result
    }

    func itemFrames(counts: [Int]) -> [[CGRect]] { contentLayout(counts: counts).items }

    func layoutContentSize(counts: [Int]) -> CGSize {
        let layout = contentLayout(counts: counts)
        return scrollsHorizontally
            ? CGSize(width: layout.width, height: bounds.height) : CGSize(width: bounds.width, height: layout.height)
    }

    /// A horizontal flow layout, or a compositional layout whose configuration scrolls horizontally.
    var scrollsHorizontally: Bool {
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
            return compositional.scrollsHorizontally
        }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
    }

    /// Supplementary views on screen (section ones at `[section, 0]`, global ones at a path of length
    /// 1): asked from the data source when they come on screen (dequeued from this view, else UIKit
    /// raises), kept while they stay, reused after.
    func layoutSupplementaryViews(counts: [Int]) {
        let placements = contentLayout(counts: counts).supplementary
        placedSupplementary = Dictionary(grouping: placements, by: \.kind).mapValues { Set($0.map(\.indexPath)) }
        var wanted: [String: [IndexPath: CGRect]] = [:]
        for placement in placements where core.isOnScreen(placement.frame) {
            wanted[placement.kind, default: [:]][placement.indexPath] = placement.frame
        }
        for (kind, views) in supplementaryViews {
            for (path, view) in views where wanted[kind]?[path] == nil {
                supplementaryPools[kind, default: ReusePool()].enqueue(view)
                supplementaryViews[kind]?[path] = nil
            }
        }
        for placement in placements {
            guard let frame = wanted[placement.kind]?[placement.indexPath] else { continue }
            if let shown = supplementaryViews[placement.kind]?[placement.indexPath] {
                // Apple: "apply(_:)": "Applies the specified layout attributes to the view", on every
                // layout pass: the frame, and `isHidden` (the layout's attributes are not hidden).
                shown.frame = frame
                shown.isHidden = false
                continue
            }
            guard let dataSource else { break }
            let view = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: placement.kind, at: placement.indexPath)
            if view.dequeuedBy != ObjectIdentifier(self) {
                UIKitStandIn.raise(
                    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: was "
                        + "not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:"
                        + "forIndexPath: for element kind '\(placement.kind)'")
            }
            view.frame = frame
            addSubview(view)
            supplementaryViews[placement.kind, default: [:]][placement.indexPath] = view
        }
    }

    /// A reload measures every supplementary view again.
    func dropSupplementaryViews() {
        for (kind, views) in supplementaryViews {
            for view in views.values { supplementaryPools[kind, default: ReusePool()].enqueue(view) }
        }
        supplementaryViews = [:]
        measuredSupplementary = [:]
    }

    /// Whether the item at `path` sizes itself: a vertical flow layout's with `estimatedItemSize`, or
    /// a compositional layout's whose item or group height is `.estimated`.
    private func itemSizesItself(_ path: IndexPath) -> Bool {
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
            return compositional.itemsSizeThemselves(inSection: path[0])
        }
        return flow.sizesItems
    }

    /// Measures the self-sizing cells on screen and supplementary views never measured (or invalidated
    /// since, ``invalidate(with:)``): Apple, "preferredLayoutAttributesFitting(_:)". A view refreshed in
    /// place keeps the size it measured until then; a batch does not measure it again (the harsher
    /// reading: Apple names no measuring in "performBatchUpdates(_:completion:)").
    func selfSize(_ visible: [IndexPath]) -> Bool {
        var changed = false
        for path in visible where itemSizesItself(path) {
            guard let state = core.state(at: path), state.measured == nil,
                let cell = state.cell as? UICollectionViewCell
            else { continue }
            let attributes = UICollectionViewLayoutAttributes(frame: cell.frame, indexPath: path, kind: nil)
            let height = cell.preferredLayoutAttributesFitting(attributes).frame.height
            if height != cell.frame.height { changed = true }
            core.update(at: path) { $0.measured = height }
        }
        guard let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout else { return changed }
        for (kind, views) in supplementaryViews {
            for (path, view) in views
            where measuredSupplementary[kind]?[path] == nil && compositional.sizesItself(kind, at: path) {
                let attributes = UICollectionViewLayoutAttributes(frame: view.frame, indexPath: path, kind: kind)
                let height = view.preferredLayoutAttributesFitting(attributes).frame.height
                if height != view.frame.height { changed = true }
                measuredSupplementary[kind, default: [:]][path] = height
            }
        }
        return changed
    }

    /// ``UICollectionViewLayout/invalidateLayout(with:)``: what `context` names is measured again.
    func invalidate(with context: UICollectionViewLayoutInvalidationContext) {
        if core.batch != nil {
            return UIKitStandIn.raise(
                "invalidateLayout(with:) called inside the updates of a batch (performBatchUpdates)")
        }
        if hasUncommittedUpdates {
            return UIKitStandIn.raise(
                "invalidateLayout(with:) called while the collection view has uncommitted updates "
                    + "(hasUncommittedUpdates)")
        }
        for path in context.invalidatedItemIndexPaths ?? [] { core.update(at: path) { $0.measured = nil } }
        for (kind, paths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
            for path in paths { measuredSupplementary[kind]?[path] = nil }
        }
        setNeedsLayout()
    }

    /// Section supplementary views move with their sections; global ones stay.
    func remapSupplementaryViews(newToOld: [Int?]) {
        for (kind, views) in supplementaryViews {
            var result: [IndexPath: UICollectionReusableView] = [:]
            var used = Set<IndexPath>()
            for (path, view) in views where path.count != 2 {
                result[path] = view
                used.insert(path)
            }
            for (new, old) in newToOld.enumerated() {
                let oldPath = IndexPath(section: old ?? -1, item: 0)
                if old != nil, let view = views[oldPath] {
                    result[IndexPath(section: new, item: 0)] = view
                    used.insert(oldPath)
                }
            }
            for (path, view) in views where !used.contains(path) {
                supplementaryPools[kind, default: ReusePool()].enqueue(view)
            }
            supplementaryViews[kind] = result
        }
        for (kind, heights) in measuredSupplementary {
            var result = heights.filter { $0.key.count != 2 }
            for (new, old) in newToOld.enumerated() {
                if let old, let height = heights[IndexPath(section: old, item: 0)] {
                    result[IndexPath(section: new, item: 0)] = height
                }
            }
            measuredSupplementary[kind] = result
        }
    }
}

extension UICollectionView {
    /// Apple: "hasUncommittedUpdates": "contains drop placeholders or is reordering its items as part of
    /// handling a drop": during ``standInUserMoveItem(from:to:)`` and while placeholders wait. Not during
    /// an interactive movement the app drives (``beginInteractiveMovementForItem(at:)``), which Apple does
    /// not name (F14).
    public var hasUncommittedUpdates: Bool { core.isReordering || core.placeholders > 0 }

    /// Stand-in only, a reorder that is part of handling a drop, from lift to drop: the delegate may
    /// retarget it, the item moves in the view's own bookkeeping, without a batch, then the data source
    /// hears of it (Apple: "collectionView(_:moveItemAt:to:)").
    public func standInUserMoveItem(from source: IndexPath, to proposed: IndexPath) {
        core.isReordering = true
        defer { core.isReordering = false }
        let destination = retargetedMove(from: source, at: source, to: proposed)
        core.moveByUser(from: source, to: destination)
        UIKitStandIn.send { dataSource?.collectionView(self, moveItemAt: source, to: destination) }
    }

    /// Where the delegate lets an item lifted at `source` go: iOS 15's message, else the older one
    /// (Apple: "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)"),
    /// else where it was proposed.
    private func retargetedMove(from source: IndexPath, at current: IndexPath, to proposed: IndexPath) -> IndexPath {
        UIKitStandIn.send {
            delegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: current,
                toProposedIndexPath: proposed)
        }
            ?? UIKitStandIn.send {
                delegate?.collectionView(self, targetIndexPathForMoveFromItemAt: source, toProposedIndexPath: proposed)
            } ?? proposed
    }

    /// Apple: "beginInteractiveMovementForItem(at:)": `false` for an item that cannot move: a path the
    /// view does not have, one the data source's "collectionView(_:canMoveItemAt:)" refuses (its default
    /// refuses), or while another movement runs.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard core.interactiveMovement == nil, core.isValid(indexPath), let dataSource,
            UIKitStandIn.send({ dataSource.collectionView(self, canMoveItemAt: indexPath) }) == true
        else { return false }
        core.interactiveMovement = (indexPath, indexPath)
        return true
    }

    /// Apple: "updateInteractiveMovementTargetPosition(_:)": the item under `targetPosition`, as the
    /// delegate retargets it, becomes where the lifted item would go; elsewhere the target stays.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = core.interactiveMovement, let proposed = indexPathForItem(at: targetPosition) else {
            return
        }
        // The items shift around the target on screen as it moves (S3, ``ListCore/shiftMovement(to:)``).
        core.shiftMovement(to: retargetedMove(from: movement.source, at: movement.target, to: proposed))
    }

    /// Apple: "endInteractiveMovement()": "moves the target item to its new location" (where the view
    /// already shows it), then the data source hears of it ("collectionView(_:moveItemAt:to:)": "if the
    /// position of the item changed"); an item put back where it was lifted sends nothing.
    public func endInteractiveMovement() {
        guard let movement = core.interactiveMovement else { return }
        core.interactiveMovement = nil
        setNeedsLayout()
        guard movement.target != movement.source else { return }
        UIKitStandIn.send { dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target) }
    }

    /// Apple: "cancelInteractiveMovement()": "returns the target item to its original location"; the data
    /// source hears nothing.
    public func cancelInteractiveMovement() {
        core.shiftMovement(to: core.interactiveMovement?.source ?? IndexPath())
        core.interactiveMovement = nil
    }

    /// Apple: "indexPathForItem(at:)": the item whose frame contains `point`, in content coordinates.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let frames = itemFrames(counts: core.counts)
        for (section, items) in frames.enumerated() {
            if let item = items.firstIndex(where: { $0.contains(point) }) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }
}

extension UICollectionView {
    /// Apple: "UICollectionView.ScrollDirection".
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

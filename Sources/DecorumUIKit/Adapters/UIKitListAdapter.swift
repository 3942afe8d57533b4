#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

/// The object a `UITableView` or `UICollectionView` talks to in place of its handler: its data source,
/// delegate and prefetch data source, and the ``BatchUpdatableView`` the handler's engine drives.
@MainActor
class UIKitListAdapter<Decorator: CellDecorator, View: UIKitListView>: NSObject, UIScrollViewDelegate,
    UIDelegateForwardingOwner
{
    weak var handler: ListHandler<Decorator>?
    weak var view: View?
    let registry = ReuseRegistry(viewName: View.viewName)
    nonisolated let forwarding = UIDelegateForwarding()
    var rowAnimation = UITableView.RowAnimation.automatic

    var emptyState: UIView? {
        didSet {
            if let oldValue { lend(\.backgroundView, to: oldValue, shown: false, keeping: &background) }
            setEmptyStateShown(handler?.isShowingEmptyState ?? false)
        }
    }
    private var background = BorrowedSlot<UIView>()
    /// One replaced while it shows goes, and the new one (if any) shows in its place.
    var loadingFooterView: UIView? {
        didSet {
            guard oldValue !== loadingFooterView, showsLoadingFooter else { return }
            if let oldValue { show(oldValue, false) }
            setLoadingFooterVisible(true)
        }
    }
    private var showsLoadingFooter = false

    init(view: View) {
        self.view = view
        super.init()
        for registration in registry.newCellRegistrations(for: Decorator.self) { view.register(registration) }
        #if canImport(ObjectiveC)
        let dataSourceMessages = UIDelegateForwarding.optionalMessages(ofProtocols: ["\(View.self)DataSource"])
        forwarding.leave(dataSourceMessages.filter { !class_respondsToSelector(type(of: self), $0) })
        // UIKit asks again which messages the adapter answers.
        forwarding.onAnswersChange { [weak self] dataSource in self?.reask(delegateOnly: !dataSource) }
        #endif
    }

    var shown: SectionedData<Decorator.Data> { handler?.displayedData ?? [] }

    /// The view, which must still exist when the app reads it through its handler.
    var liveView: View {
        guard let view = view ?? retiredFrom else { fatalError(ReuseRegistry.viewGoneMessage(View.viewName)) }
        return view
    }
    private weak var retiredFrom: View?

    /// Binds `handler`: the adapter becomes the view's data source and delegate; the view keeps the handler.
    func start(_ handler: ListHandler<Decorator>) {
        self.handler = handler
        guard let view else { return }
        let previous = view.delegateObject  // held here: the view may keep the previous handler only
        (previous as? any UIDelegateForwardingOwner)?.retire()
        forwarding.adopt(previous, replacedBy: self)
        // The view keeps the handler alive (UIKit holds its data source and delegate weakly).
        objc_setAssociatedObject(view, &handlerKey, handler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        view.adopt(self, delegateOnly: false, behind: nil)
        layoutWatch.frame = CGRect(origin: .zero, size: view.bounds.size)
        layoutWatch.didLayOut = { [weak self] in self?.viewDidLayOut() }
        view.addSubview(layoutWatch)
        handler.bind(self)
    }

    private let layoutWatch = LayoutWatch(frame: .zero)

    /// The view has laid out (at a new size, or because batches wait for the user's drag to end): a
    /// scroll that waited for a size runs, and batches held during a drag are shown once it is over.
    func viewDidLayOut() {
        followContent()  // a rotation or another width reflows the items
        readoptIfReplaced()
        handler?.viewDidLayOut()
        guard isWaitingForCommit, let view else { return }
        // Still dragging: look again at the next pass. A drag dropped in place or cancelled sends the
        // data source nothing, so only looking again shows what waits (F4, issue #30; F14, issue #38).
        if handler?.viewDidSettle(view.gestureState(readingTouches: true)) ?? view.hasUncommittedUpdates {
            return layoutWatch.setNeedsLayout()
        }
        isWaitingForCommit = false
        handler?.viewDidCommitUpdates()
    }

    /// The app set the view's `delegate` after the handler took the view (F16, issue #30): selection,
    /// display events, load-more and the anchor would stop.
    private func noticeReplacedDelegate() {
        guard let current = view.map(\.delegateObject), current !== self, current == nil || current !== front,
            !isReadoptionPending
        else { return }
        isReadoptionPending = true
        layoutWatch.setNeedsLayout()
    }

    private var isReadoptionPending = false
    // A delegate proxy set in front of the adapter, which forwards to it (RxCocoa's `DelegateProxy`, a
    // splitter): it stays the view's delegate, never the adapter's target, or each would ask and
    // forward to the other for good (N1, issue #38).
    private weak var front: NSObjectProtocol?

    private func readoptIfReplaced() {
        guard isReadoptionPending else { return }
        isReadoptionPending = false
        guard let replacement = view.map(\.delegateObject), replacement !== self else { return }
        if let replacement, forwarding.forwardsToOwner(replacement, probe: OptionalMessage.asksOthers) {
            front = replacement
        } else {
            appDelegate = replacement
        }
    }

    /// Makes UIKit ask again which messages the adapter answers, through the proxy in front if any.
    private func reask(delegateOnly: Bool) { view?.adopt(self, delegateOnly: delegateOnly, behind: front) }

    private var isWaitingForCommit = false

    /// Whether batches wait for a gesture of the user's: the core decides (``ListHandler/holdsBatches(for:)``).
    var hasUncommittedUpdates: Bool {
        guard let view else { return false }
        return handler?.holdsBatches(for: view.gestureState(readingTouches: false)) ?? view.hasUncommittedUpdates
    }

    /// The next layout pass looks whether the touches have ended: a movement cancelled sends nothing.
    func movementMessage(_ event: ViewGestureEvent) {
        handler?.viewGestureDidChange(event)
        waitForCommittedUpdates()
    }

    /// Whether an interactive movement begun through the handler runs.
    private var isMovingInteractively = false

    /// Runs `begin`; if a movement begins, the engine's batches wait until ``endInteractiveMovement(_:)``.
    func beginInteractiveMovement(_ begin: () -> Bool) -> Bool {
        guard !isMovingInteractively else { return false }
        isMovingInteractively = begin()
        if isMovingInteractively { handler?.viewGestureDidChange(.bindingBeganMovement) }
        return isMovingInteractively
    }

    /// Runs `end`, the view's `endInteractiveMovement()` or `cancelInteractiveMovement()` (the drop reaches
    /// the handler as the user's move meanwhile), then shows what waited, at the next layout pass.
    func endInteractiveMovement(_ end: () -> Void) {
        guard isMovingInteractively else { return }
        end()
        isMovingInteractively = false
        handler?.viewGestureDidChange(.bindingEndedMovement)
        layoutWatch.setNeedsLayout()
    }

    /// Looks again at the next layout pass, never inside the data source's callbacks during a drop.
    func waitForCommittedUpdates() {
        isWaitingForCommit = true
        layoutWatch.setNeedsLayout()
    }

    // Whether the view can scroll where the user will see it: it has a size, and a window (outside one
    // its safe area is zero, Apple: "safeAreaInsets", so a position would ignore the bars).
    var canScroll: Bool { view.map { $0.window != nil && $0.bounds.width > 0 && $0.bounds.height > 0 } ?? false }

    /// Leaves the view to another handler, taking the empty state and the loading footer away.
    func retire() {
        setEmptyStateShown(false)
        setLoadingFooterVisible(false)
        layoutWatch.removeFromSuperview()
        retiredFrom = view
        view = nil
    }

    /// The app's delegate, which hears the messages the adapter does not answer itself.
    var appDelegate: NSObjectProtocol? {
        get { forwarding.target }
        set {
            forwarding.target = newValue
            reask(delegateOnly: true)
        }
    }

    /// The configured cell for `path`, dequeued with the item's registration (made on first need).
    func configuredCell<Cell: UIView>(at path: IndexPath, dequeue: (ReuseRegistration) -> Cell) -> Cell {
        guard let handler else { preconditionFailure(ReuseRegistry.releasedHandlerMessage(View.viewName)) }
        noticeReplacedDelegate()
        let item = handler.displayedData[path]
        let view = view
        let registration = handler.cellRegistration(for: item, in: registry) { view?.register($0) }
        let cell = dequeue(registration)
        handler.configureCell(cell, for: item, reuseIdentifier: registration.reuseIdentifier)
        return cell
    }

    /// Registers `route` for `slot` the first time, then reloads.
    func routeDidChange(_ route: SupplementaryRoute<Decorator.Data, some UIView>?, slot: ReuseRegistration.Slot) {
        if let new = route.flatMap({ registry.newRegistration(for: $0, slot: slot) }) { view?.register(new) }
        handler?.reloadView()
    }

    // MARK: Scrolling

    /// The view scrolled: its visible items go to the "load more" trigger (read only when there is an
    /// `onLoadMore`: scrolling calls this every frame), then the message to the delegate.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        followContent()
        inViewPass {
            if let handler, handler.onLoadMore != nil { handler.visibleItemsChanged(view?.visibleIndexPaths ?? []) }
            OptionalMessage.didScroll(forwarding.target as? any UIScrollViewDelegate, scrollView)
        }
    }

    // The finger lifted: a scroll that waited for the drag (`isUserScrolling`) runs at the next pass (N6).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        layoutWatch.setNeedsLayout()
        OptionalMessage.didEndDragging(forwarding.target as? any UIScrollViewDelegate, scrollView, decelerate)
    }

    var isUserScrolling: Bool { view?.isDragging ?? false }

    /// Runs a callback UIKit may send from inside its pass over its cells (display, prefetching, a scroll
    /// the layout corrects): the edits it makes are shown after the pass (N2, issue #38).
    func inViewPass(_ body: () -> Void) { if let handler { handler.duringViewPass(body) } else { body() } }

    // MARK: Batches (BatchUpdatableView, in the class body so that subclasses override)

    var shownItemCounts: [Int] { view.map { v in (0..<v.numberOfSections).map(v.numberOfItems(inSection:)) } ?? [] }

    var canAnimate: Bool { view?.window != nil }

    var recordedView: FaultReport.View {
        let release = UIKitRelease.now
        return .init(
            style: View.viewName == "tableView" ? .table : .collection, release: "\(release.major).\(release.minor)")
    }

    /// Whether header or footer views (routes) are set, which may show their rows: overridden per view.
    var supplementaryViewsShowRows: Bool { false }
    var showsLayoutWideViews: Bool { false }

    /// The batch in `performBatchUpdates`, inside `UIView.performWithoutAnimation` when not `animated`.
    func performBatch(
        _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        let completion: @MainActor @Sendable (Bool) -> Void = { [weak self] finished in
            self?.followContent()
            completion(finished)
        }
        guard let view else {
            updates()
            return completion(false)
        }
        guard !animated else { return view.performBatch(changeset, updates: updates, completion: completion) }
        UIView.performWithoutAnimation { view.performBatch(changeset, updates: updates, completion: completion) }
    }

    func reloadData() { view?.reloadData() }

    /// `reconfigureRows`/`reconfigureItems` on iOS 15+; before, the decorator runs again on the cells
    /// shown, and the items off screen are reloaded.
    func reconfigure(_ paths: [IndexPath]) throws {
        guard let view else { return }
        if #available(iOS 15.0, tvOS 15.0, *), UIKitRelease.now.hasReconfigure {
            return view.reconfigureItems(at: paths)
        }
        let offScreen =
            handler?.reconfigureShownCells(at: paths) { path in
                view.shownCell(at: path).map { ($0, $0.cellReuseIdentifier ?? "") }
            } ?? []
        guard !paths.isEmpty else { return }
        view.performBatchUpdates({ if !offScreen.isEmpty { view.reloadItems(at: offScreen) } }, completion: nil)
    }

    func reconfigureSupplementaryViews(inSections sections: [Int]) throws { reloadData() }

    // MARK: Viewport

    /// Each visible item's distance from the visible area's leading edge, past the adjusted inset.
    var visibleItems: [VisibleItem] {
        guard let view else { return [] }
        let horizontal = view.scrollsHorizontally
        let axis = view.axis(horizontal: horizontal)
        return view.visibleIndexPaths.sorted().compactMap { path in
            view.frameOfItem(at: path).map {
                VisibleItem(indexPath: path, offset: axis.offset(ofPosition: horizontal ? $0.minX : $0.minY))
            }
        }
    }

    /// Puts the item `offset` points past the visible area's start, or as near as allowed (``ViewportAxis``).
    func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
        guard let view, view.window != nil else { return }
        view.layoutIfNeeded()
        let horizontal = view.scrollsHorizontally
        guard let frame = view.frameOfItem(at: indexPath) else { return }
        let start = horizontal ? frame.minX : frame.minY
        let target = CGFloat(view.axis(horizontal: horizontal).contentOffset(placing: start, atOffset: offset))
        var point = view.contentOffset
        if horizontal { point.x = target } else { point.y = target }
        view.setContentOffset(point, animated: false)
    }

    // Lays the view out first: after `reloadData` a collection view reads its counts and places its
    // items only at its next layout, and a scroll before it would go by the old layout.
    func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        view?.layoutIfNeeded()
        view?.scroll(to: indexPath, position: position, animated: animated)
    }

    /// Starts the footer's activity indicators while it shows: an indicator is created stopped, and with
    /// `hidesWhenStopped` it would show as an empty gap.
    func setLoadingFooterVisible(_ visible: Bool) {
        showsLoadingFooter = visible
        if let footer = loadingFooterView { show(footer, visible) }
    }

    private func show(_ footer: UIView, _ visible: Bool) {
        placeLoadingFooter(footer, visible: visible)
        footer.activityIndicators.forEach { visible ? $0.startAnimating() : $0.stopAnimating() }
    }

    /// Puts the loading footer on the view, or takes it away; each view has its place for it.
    func placeLoadingFooter(_ footer: UIView, visible: Bool) {}

    /// Keeps a collection view's loading footer at the content's end after a layout, a scroll or a batch.
    func followContent() {}

    // MARK: Selection and empty state

    var indexPathsForSelectedItems: [IndexPath] { view?.selectedIndexPaths ?? [] }
    var allowsMultipleSelection: Bool { view?.selectsSeveral ?? false }

    func selectItems(at paths: [IndexPath]) { for path in paths { view?.select(path) } }
    func deselectItems(at paths: [IndexPath]) { for path in paths { view?.deselect(path) } }

    /// Shows ``emptyState`` as the `backgroundView`, or puts back the one it stood in for.
    func setEmptyStateShown(_ shown: Bool) {
        if let emptyState { lend(\.backgroundView, to: emptyState, shown: shown, keeping: &background) }
    }

    /// Puts `standIn` in the view's `slot` while `shown`, else gives the slot back (``BorrowedSlot``).
    func lend(
        _ slot: ReferenceWritableKeyPath<View, UIView?>, to standIn: UIView, shown: Bool,
        keeping loan: inout BorrowedSlot<UIView>
    ) {
        guard let view else { return }
        let occupant = loan.occupant(view[keyPath: slot], with: standIn, shown: shown)
        if occupant !== view[keyPath: slot] { view[keyPath: slot] = occupant }
    }

    // MARK: Forwarding

    // Objective-C message forwarding (`responds(to:)`, `forwardingTarget(for:)`): Apple platforms only,
    // where UIKit asks its delegate which optional messages it answers. (Swift allows no `@objc` member
    // in an extension of a generic class, so these stay in the class body.)
    #if canImport(ObjectiveC)
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwarding.responds(to: aSelector)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forwarding.target(for: aSelector) ?? super.forwardingTarget(for: aSelector)
    }
    #endif
}

extension UIKitListAdapter: BatchUpdatableView, RowAnimationSource, UIKitListParts {}

@MainActor private var handlerKey: UInt8 = 0

extension UIKitRelease {
    /// The release the app runs on, whose fallbacks the core decides.
    @MainActor static var now: UIKitRelease { UIKitRelease(systemVersion: UIDevice.current.systemVersion) ?? .latest }
}

// UIKit lays this autoresizing subview out whenever the list view's size changes, first layout included:
// how the adapter learns of a size with no observation of the view. Entering a window asks for a pass too
// (UIKit lays out only what asked): a list laid out off screen enters at the same size (F1, issue #38).
final class LayoutWatch: UIView {
    var didLayOut: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        alpha = 0
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayOut?()
    }

    override func didMoveToWindow() { if window != nil { setNeedsLayout() } }  // UIView's does nothing
}

extension UIView {
    fileprivate var cellReuseIdentifier: String? {
        (self as? UITableViewCell)?.reuseIdentifier ?? (self as? UICollectionReusableView)?.reuseIdentifier
    }

    fileprivate var activityIndicators: [UIActivityIndicatorView] {
        (self as? UIActivityIndicatorView).map { [$0] } ?? subviews.flatMap(\.activityIndicators)
    }
}
#endif

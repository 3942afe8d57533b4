#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

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
            if let oldValue, let view, view.backgroundView === oldValue { view.backgroundView = replacedBackground }
            replacedBackground = nil
            setEmptyStateShown(handler?.isShowingEmptyState ?? false)
        }
    }
    private var replacedBackground: UIView?
    /// The loading footer (see the handlers' `loadingFooterView`). One replaced while it shows goes,
    /// and the new one (if any) shows in its place.
    var loadingFooterView: UIView? {
        didSet {
            guard oldValue !== loadingFooterView, showsLoadingFooter else { return }
            if let oldValue { show(oldValue, false) }
            setLoadingFooterVisible(true)
        }
    }
    private var showsLoadingFooter = false

    private var displayedCells: [ObjectIdentifier: Decorator.ID] = [:]

    init(view: View) {
        self.view = view
        super.init()
        for registration in registry.newCellRegistrations(for: Decorator.self) { view.register(registration) }
        #if canImport(ObjectiveC)
        forwarding.forwardableDataSourceMessages = UIDelegateForwarding.optionalMessages(
            ofProtocols: ["\(View.self)DataSource"]
        ).filter { !class_respondsToSelector(type(of: self), $0) }
        forwarding.onAnswersChange = { [weak self] dataSource in
            guard let self, let view = self.view else { return }
            view.adopt(self, delegateOnly: !dataSource)  // UIKit asks again which messages the adapter answers
        }
        #endif
    }

    var shown: SectionedData<Decorator.Data> { handler?.displayedData ?? [] }

    /// The view, which must still exist when the app reads it through its handler.
    var liveView: View {
        guard let view = view ?? retiredFrom else { fatalError(viewGoneMessage(View.viewName)) }
        return view
    }
    private weak var retiredFrom: View?

    /// Binds `handler` to the view: this adapter becomes the view's data source and delegate and the
    /// view keeps the handler alive.
    func start(_ handler: ListHandler<Decorator>) {
        self.handler = handler
        guard let view else { return }
        let previous = view.delegateObject  // held here: the view may keep the previous handler only
        (previous as? any UIDelegateForwardingOwner)?.retire()
        forwarding.adopt(previous, replacedBy: self)
        view.keepAlive(handler)
        view.adopt(self, delegateOnly: false)
        layoutWatch.frame = CGRect(origin: .zero, size: view.bounds.size)
        layoutWatch.didLayOut = { [weak self] in self?.viewDidLayOut() }
        view.addSubview(layoutWatch)
        handler.bind(self)
    }

    private let layoutWatch = LayoutWatch(frame: .zero)

    /// The view has laid out (at a new size, or because batches wait for the user's drag to end): a
    /// scroll that waited for a size runs, and batches held during a drag are shown once it is over.
    func viewDidLayOut() {
        readoptIfReplaced()
        handler?.viewDidLayOut()
        guard isWaitingForCommit, view != nil else { return }
        // Still dragging: look again at the next pass. A drag dropped in place or cancelled sends the
        // data source nothing, so only looking again shows what waits (F4, issue #30).
        if hasUncommittedUpdates { return layoutWatch.setNeedsLayout() }
        isWaitingForCommit = false
        handler?.viewDidCommitUpdates()
    }

    /// The app set the view's `delegate` after the handler took the view (F16, issue #30): selection,
    /// display events, load-more and the anchor would stop.
    private func noticeReplacedDelegate() {
        guard let view, view.delegateObject !== self, !isReadoptionPending else { return }
        isReadoptionPending = true
        layoutWatch.setNeedsLayout()
    }

    private var isReadoptionPending = false

    private func readoptIfReplaced() {
        guard isReadoptionPending else { return }
        isReadoptionPending = false
        guard let view, view.delegateObject !== self else { return }
        appDelegate = view.delegateObject
    }

    private var isWaitingForCommit = false

    /// Whether the user is dragging a row (`hasUncommittedUpdates`), or moving an item the app lifted
    /// through its handler: the engine then holds its batches.
    var hasUncommittedUpdates: Bool { isMovingInteractively || view?.hasUncommittedUpdates == true }

    /// Whether an interactive movement begun through the handler runs: UIKit documents no batch update
    /// then (`hasUncommittedUpdates` covers drops only, F14, issue #30).
    private var isMovingInteractively = false

    /// Runs `begin`, the view's `beginInteractiveMovementForItem(at:)`: if it begins a movement, the
    /// engine's batches wait until ``endInteractiveMovement(_:)``.
    func beginInteractiveMovement(_ begin: () -> Bool) -> Bool {
        guard !isMovingInteractively else { return false }
        isMovingInteractively = begin()
        return isMovingInteractively
    }

    /// Runs `end`, the view's `endInteractiveMovement()` or `cancelInteractiveMovement()` (the drop reaches
    /// the handler as the user's move meanwhile), then shows what waited, at the next layout pass.
    func endInteractiveMovement(_ end: () -> Void) {
        guard isMovingInteractively else { return }
        end()
        isMovingInteractively = false
        layoutWatch.setNeedsLayout()
    }

    /// Looks again at the next layout pass, never inside the data source's callbacks (which run while
    /// the drop is committed).
    func waitForCommittedUpdates() {
        isWaitingForCommit = true
        layoutWatch.setNeedsLayout()
    }

    /// Whether the view can scroll where the user will see it: it has a size, and a window (outside one
    /// its safe area is zero, Apple: "safeAreaInsets", so a position would ignore the bars).
    var canScroll: Bool {
        guard let view, view.window != nil else { return false }
        return view.bounds.width > 0 && view.bounds.height > 0
    }

    /// Leaves the view to another handler: the empty state and the loading footer go, and the handler
    /// drives the view no more.
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
            view?.adopt(self, delegateOnly: true)
        }
    }

    /// The decorator's cell for the item shown at `path`, dequeued by `dequeue` with the item's
    /// registration (made the first time a routed item needs it), and configured.
    func configuredCell<Cell: UIView>(at path: IndexPath, dequeue: (ReuseRegistration) -> Cell) -> Cell {
        guard let handler else {
            preconditionFailure("Decorum: a \(View.viewName) asked for a cell of a released handler")
        }
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
        if let route, let registration = registry.newRegistration(for: route, slot: slot) {
            view?.register(registration)
        }
        handler?.reloadView()
    }

    // MARK: Display

    /// A cell is about to display the item at `indexPath`: the handler hears it by identity.
    func cellWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
        if let id = handler?.itemWillDisplay(at: indexPath) { displayedCells[ObjectIdentifier(cell)] = id }
    }

    /// A cell stopped displaying: the handler hears which identity it showed.
    func cellDidEndDisplaying(_ cell: UIView) {
        guard let id = displayedCells.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        handler?.itemDidEndDisplaying(id: id)
    }

    // MARK: Scrolling

    /// The view scrolled: its visible items go to the "load more" trigger (read only when there is an
    /// `onLoadMore`: scrolling calls this every frame), then the message to the delegate.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if let handler, handler.onLoadMore != nil { handler.visibleItemsChanged(view?.visibleIndexPaths ?? []) }
        OptionalMessage.didScroll(forwarding.target as? any UIScrollViewDelegate, scrollView)
    }

    // MARK: Batches (BatchUpdatableView, in the class body so that subclasses override)

    var shownItemCounts: [Int] {
        guard let view else { return [] }
        return (0..<view.numberOfSections).map(view.numberOfItems(inSection:))
    }

    var canAnimate: Bool { view?.window != nil }

    /// Whether header or footer views (routes) are set, which may show their rows: overridden per view.
    var supplementaryViewsShowRows: Bool { false }

    func performBatch(
        _ changeset: Changeset, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        try performBatch(changeset, animated: true, updates: updates, completion: completion)
    }

    /// The batch in `performBatchUpdates`, inside `UIView.performWithoutAnimation` when not `animated`.
    func performBatch(
        _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        guard let view else {
            updates()
            return completion(false)
        }
        guard !animated else { return view.performBatch(changeset, updates: updates, completion: completion) }
        UIView.performWithoutAnimation { view.performBatch(changeset, updates: updates, completion: completion) }
    }

    func reloadData() {
        view?.reloadData()
    }

    /// `reconfigureRows`/`reconfigureItems` on iOS 15+.
    func reconfigure(_ paths: [IndexPath]) throws {
        guard let view else { return }
        if #available(iOS 15.0, tvOS 15.0, *), !UIKitAPILevel.forcesIOS13 { return view.reconfigureInPlace(paths) }
        let shown = shown
        var offScreen: [IndexPath] = []
        for path in paths {
            guard let item = shown.item(at: path) else { continue }
            guard let cell = view.shownCell(at: path) else {
                offScreen.append(path)
                continue
            }
            let identifier =
                (cell as? UITableViewCell)?.reuseIdentifier ?? (cell as? UICollectionReusableView)?.reuseIdentifier
            handler?.configureCell(cell, for: item, reuseIdentifier: identifier ?? "")
        }
        guard !paths.isEmpty else { return }
        view.performBatchUpdates({ if !offScreen.isEmpty { view.reloadItems(at: offScreen) } }, completion: nil)
    }

    func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        reloadData()
    }

    // MARK: Viewport

    /// The visible items, in order, each with the distance from the leading edge of the visible area
    /// (past the adjusted content inset) to its own, along the axis the view scrolls (down, or right).
    var visibleItems: [VisibleItem] {
        guard let view else { return [] }
        let horizontal = view.scrollsHorizontally
        let start =
            horizontal
            ? view.contentOffset.x + view.adjustedContentInset.left
            : view.contentOffset.y + view.adjustedContentInset.top
        return view.visibleIndexPaths.sorted().compactMap { path in
            view.frameOfItem(at: path).map {
                VisibleItem(indexPath: path, offset: Double((horizontal ? $0.minX : $0.minY) - start))
            }
        }
    }

    /// Sets `contentOffset`, without animation, so that the item's top is `offset` points below the
    /// top of the visible area, or as near as the content allows (``ContentOffsetRange``).
    func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
        guard let view, view.window != nil else { return }
        view.layoutIfNeeded()
        guard let frame = view.frameOfItem(at: indexPath) else { return }
        let (inset, size, bounds) = (view.adjustedContentInset, view.contentSize, view.bounds.size)
        let horizontal = view.scrollsHorizontally
        let range = ContentOffsetRange(
            contentLength: Double(horizontal ? size.width : size.height),
            viewportLength: Double(horizontal ? bounds.width : bounds.height),
            leadingInset: Double(horizontal ? inset.left : inset.top),
            trailingInset: Double(horizontal ? inset.right : inset.bottom))
        let start = horizontal ? frame.minX - inset.left : frame.minY - inset.top
        let target = CGFloat(range.clamped(Double(start) - offset))
        var point = view.contentOffset
        if horizontal { point.x = target } else { point.y = target }
        view.setContentOffset(point, animated: false)
    }

    /// Lays the view out first: after `reloadData` a collection view reads its counts and places its
    /// items only at its next layout, and a scroll before it would go by the old layout.
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
        for spinner in footer.activityIndicators {
            if visible { spinner.startAnimating() } else { spinner.stopAnimating() }
        }
    }

    /// Puts the loading footer on the view, or takes it away; each view has its place for it.
    func placeLoadingFooter(_ footer: UIView, visible: Bool) {}

    // MARK: Selection and empty state

    var indexPathsForSelectedItems: [IndexPath] { view?.selectedIndexPaths ?? [] }
    var allowsMultipleSelection: Bool { view?.selectsSeveral ?? false }

    func selectItems(at paths: [IndexPath]) {
        for path in paths { view?.setSelected(true, at: path) }
    }

    func deselectItems(at paths: [IndexPath]) {
        for path in paths { view?.setSelected(false, at: path) }
    }

    /// Shows ``emptyState`` as the view's `backgroundView`, or puts back the background view it stood
    /// in for (the app's own, or none).
    func setEmptyStateShown(_ shown: Bool) {
        guard let emptyState, let view else { return }
        if shown, view.backgroundView !== emptyState {
            replacedBackground = view.backgroundView
            view.backgroundView = emptyState
        } else if !shown, view.backgroundView === emptyState {
            view.backgroundView = replacedBackground
            replacedBackground = nil
        }
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

extension UIKitListAdapter: BatchUpdatableView, RowAnimationSource {}

/// UIKit lays this autoresizing subview out whenever the list view's size changes, first layout
/// included: how the adapter learns of a size with no observation of the view.
final class LayoutWatch: UIView {
    var didLayOut: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        alpha = 0
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayOut?()
    }
}

extension UIView {
    fileprivate var activityIndicators: [UIActivityIndicatorView] {
        (self as? UIActivityIndicatorView).map { [$0] } ?? subviews.flatMap(\.activityIndicators)
    }
}
#endif

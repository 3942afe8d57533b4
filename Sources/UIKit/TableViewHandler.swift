#if canImport(UIKit)
import UIKit

/// Shows sectioned data in a `UITableView` with one decorator, and animates every edit without ever
/// handing UIKit an inconsistent batch.
///
/// The handler becomes the table's data source and delegate, registers the decorator's cells, and
/// answers UIKit from the data it shows; every edit (`addData`, `removeData`, `upsert`, `move`,
/// `apply`…) comes from ``ListHandler``.
///
/// ```swift
/// struct HorizontalDecorator: CellDecorator {
///     static func update(_ cell: ThreeLabelCell, with person: Person) { cell.title.text = person.name }
/// }
/// let handler = TableViewHandler<HorizontalDecorator>(tableView: tableView)
/// try handler.addData([ada, grace])
/// handler.headerTitle = { $0.kind.rawValue }
/// handler.canEdit = { _, _ in true }              // swipe to delete
/// handler.onSelect = { person, _ in show(person) }
/// ```
///
/// Delegate messages the handler does not implement (row heights, scrolling…) go to ``delegate``,
/// which starts out as the table's previous delegate.
///
/// - Complexity: Every data-source answer is O(1) plus the decorator.
@MainActor
public final class TableViewHandler<Decorator: CellDecorator>: ListHandler<Decorator>, UITableViewDataSource,
    UITableViewDelegate, UITableViewDataSourcePrefetching
where Decorator.Cell: UITableViewCell {
    /// The table view this handler is the data source and delegate of.
    ///
    /// The table view keeps its handler alive (UIKit holds data sources weakly), and the handler refers to
    /// it weakly, so a handler created as a local keeps working and goes away with its table view. Reading
    /// this property after the table view was deallocated traps with a message saying so.
    ///
    /// - Complexity: O(1).
    public var tableView: UITableView {
        guard let view = weakTableView else { fatalError(viewGoneMessage("TableViewHandler", "table view")) }
        return view
    }
    weak var weakTableView: UITableView?

    /// What this handler registered on ``tableView``: dequeuing anything else traps with a message
    /// saying what to register.
    ///
    /// - Complexity: O(1).
    public let registry = ReuseRegistry(viewName: "tableView")

    /// The animation of inserted, deleted and reloaded rows; `.automatic` by default.
    ///
    /// ```swift
    /// handler.rowAnimation = .fade
    /// ```
    ///
    /// - Complexity: O(1).
    public var rowAnimation: UITableView.RowAnimation = .automatic

    /// The section header view, or `nil` for none (then ``headerTitle`` applies). Setting it registers
    /// its view and reloads the table.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyHeader.self)
    /// ```
    ///
    /// - Complexity: O(1), plus the reload.
    public var header: SupplementaryRoute<Decorator.Data, UITableViewHeaderFooterView>? {
        didSet { supplementaryDidChange(header) }
    }

    /// The section footer view, or `nil` for none (then ``footerTitle`` applies).
    ///
    /// ```swift
    /// handler.footer = SupplementaryRoute(CountFooter.self) { "\($0.count) people" }
    /// ```
    ///
    /// - Complexity: O(1), plus the reload.
    public var footer: SupplementaryRoute<Decorator.Data, UITableViewHeaderFooterView>? {
        didSet { supplementaryDidChange(footer) }
    }

    /// The plain header title of a section (`tableView(_:titleForHeaderInSection:)`); `nil` for none.
    ///
    /// ```swift
    /// handler.headerTitle = { $0.kind.rawValue }
    /// ```
    ///
    /// - Complexity: O(1), plus the reload.
    public var headerTitle: ((Section<Decorator.Data>) -> String?)? {
        didSet { engine.reloadNow() }
    }

    /// The plain footer title of a section (`tableView(_:titleForFooterInSection:)`); `nil` for none.
    ///
    /// ```swift
    /// handler.footerTitle = { "\($0.count) people" }
    /// ```
    ///
    /// - Complexity: O(1), plus the reload.
    public var footerTitle: ((Section<Decorator.Data>) -> String?)? {
        didSet { engine.reloadNow() }
    }

    /// Receives the delegate messages the handler does not implement, plus selection after
    /// ``ListHandler/onSelect``. Starts out as the table's delegate before the handler took over;
    /// held weakly.
    ///
    /// ```swift
    /// handler.delegate = self // for tableView(_:heightForRowAt:), scrolling…
    /// ```
    ///
    /// - Complexity: O(1).
    public var delegate: (any UITableViewDelegate)? {
        get { forwarding.target as? any UITableViewDelegate }
        set {
            forwarding.target = newValue
            tableView.delegate = nil  // UIKit caches which messages its delegate answers
            tableView.delegate = self
        }
    }

    nonisolated let forwarding = UIDelegateForwarding()

    /// The view shown as the table's `backgroundView` while it shows no item (an empty state), or `nil`
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

    /// The view shown as the table's `tableFooterView` while ``ListHandler/isLoadingMore`` (a spinner,
    /// say); `nil`, the default, shows none. The table's own footer view comes back afterwards.
    ///
    /// ```swift
    /// handler.loadingFooterView = UIActivityIndicatorView(style: .medium)
    /// ```
    ///
    /// - Complexity: O(1).
    public var loadingFooterView: UIView?
    /// The table's footer view while the loading footer replaces it.
    var replacedFooterView: UIView?

    /// Creates an empty handler for `tableView`: registers the decorator's cells, becomes the table's
    /// data source and delegate (keeping the previous delegate as ``delegate``) and reloads it.
    ///
    /// ```swift
    /// let handler = TableViewHandler<HorizontalDecorator>(tableView: tableView)
    /// ```
    ///
    /// - Parameter tableView: The table to drive.
    /// - Complexity: O(*r*) registrations, plus the first reload.
    @inlinable
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView, checkedData: SectionedData(), identity: IdentityIndex(Decorator.self))
    }

    /// Creates a handler showing `data` in `tableView`, as ``init(tableView:)`` does.
    ///
    /// ```swift
    /// let handler = try TableViewHandler<HorizontalDecorator>(tableView: tableView, data: SectionedData(items: people))
    /// ```
    ///
    /// - Parameters:
    ///   - tableView: The table to drive.
    ///   - data: The initial data.
    ///   - duplicates: What to do when `data` repeats a kind or an identity: throw (the default), or
    ///     keep the first or the last occurrence. It becomes the handler's
    ///     ``ListHandler/duplicatePolicy``, which later edits follow.
    /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) to check `data`, O(*r*) registrations, plus the first reload.
    @inlinable
    public convenience init(
        tableView: UITableView, data: SectionedData<Decorator.Data>, duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        let prepared = try Self.prepared(data, duplicates: duplicates)
        self.init(tableView: tableView, checkedData: prepared.data, identity: prepared.identity)
        duplicatePolicy = duplicates  // the policy resolves `data` and every later edit
    }

    @usableFromInline
    init(
        tableView: UITableView, checkedData data: SectionedData<Decorator.Data>, identity: IdentityIndex<Decorator.Data>
    ) {
        self.weakTableView = tableView
        super.init(checkedData: data, identity: identity)
        tableView.keepAlive(self)
        for registration in registry.newCellRegistrations(for: Decorator.self) {
            tableView.register(registration)
        }
        forwarding.adopt(tableView.delegate, replacedBy: self)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
        engine.view = self
        engine.reloadNow()
    }

    // MARK: Data source

    /// The number of sections shown.
    ///
    /// - Parameter tableView: The table.
    /// - Returns: The section count of the shown data.
    /// - Complexity: O(1).
    public func numberOfSections(in tableView: UITableView) -> Int {
        engine.displayedData.numberOfSections
    }

    /// The number of rows shown in `section`.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: A section index.
    /// - Returns: The row count, 0 for a missing section.
    /// - Complexity: O(1).
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        engine.displayedData.numberOfShownItems(inSection: section)
    }

    /// Dequeues the decorator's cell for the item at `indexPath` and runs the decorator on it.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: A row of the shown data.
    /// - Returns: The configured cell.
    /// - Complexity: O(1) plus the decorator.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = engine.displayedData[indexPath]
        let registration = registry.cellRegistration(Decorator.self, for: item) { tableView.register($0) }
        let identifier = registration.reuseIdentifier
        let cell: UITableViewCell
        if registration.source == .storyboard {
            // The optional form answers nil for an identifier with no prototype, instead of raising.
            guard let prototype = tableView.dequeueReusableCell(withIdentifier: identifier) else {
                fatalError(
                    ReuseRegistry.missingPrototypeMessage(
                        reuseIdentifier: identifier, typeName: registration.typeName, viewName: "tableView"))
            }
            cell = prototype
        } else {
            cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
        Decorator.updateCell(cell, with: item, reuseIdentifier: identifier)
        return cell
    }

    /// ``headerTitle`` for the section.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: A section index.
    /// - Returns: The title, or `nil`.
    /// - Complexity: O(1) plus the closure.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitle.flatMap { $0(engine.displayedData[section]) }
    }

    /// ``footerTitle`` for the section.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: A section index.
    /// - Returns: The title, or `nil`.
    /// - Complexity: O(1) plus the closure.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitle.flatMap { $0(engine.displayedData[section]) }
    }

    /// Rows are editable when they may be deleted (``ListHandler/canEdit``) or moved
    /// (``ListHandler/canMove``): UIKit shows no reorder control on rows that are not editable.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: A row.
    /// - Returns: Whether the row is editable.
    /// - Complexity: O(1) plus the closures.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        canEditItem(at: indexPath) || canMoveItem(at: indexPath)
    }

    /// Swipe to delete: removes the row through the engine (``ListHandler/commitDelete(at:)``).
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - editingStyle: Only `.delete` does something.
    ///   - indexPath: The row.
    /// - Complexity: O(*n*).
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { commitDelete(at: indexPath) }
    }

    /// ``ListHandler/canMove`` for the row.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: A row.
    /// - Returns: Whether the row may be reordered.
    /// - Complexity: O(1) plus the closure.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// Interactive reorder, across sections too: records the move UIKit already shows
    /// (``ListHandler/commitMove(from:to:)``).
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where it is now.
    /// - Complexity: O(*n*) for the two sections.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        commitMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Delegate

    /// `.delete` for rows ``ListHandler/canEdit`` allows, `.none` for rows that may only move.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: A row.
    /// - Returns: The editing style.
    /// - Complexity: O(1) plus the closure.
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    )
        -> UITableViewCell.EditingStyle
    {
        canEditItem(at: indexPath) ? .delete : .none
    }

    /// Only rows that may be deleted indent while editing.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: A row.
    /// - Returns: Whether to indent.
    /// - Complexity: O(1) plus the closure.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        canEditItem(at: indexPath)
    }

    /// Selection: ``ListHandler/onSelect``, then ``delegate``.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The selected row.
    /// - Complexity: O(1) plus the callbacks.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelectItem(at: indexPath)
        OptionalMessage.didSelectRow(delegate, tableView, indexPath)
    }

    /// Deselection: ``ListHandler/onDeselect`` (the item leaves ``ListHandler/selectedIDs``), then
    /// ``delegate``.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The deselected row.
    /// - Complexity: O(1) plus the callbacks.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        didDeselectItem(at: indexPath)
        OptionalMessage.didDeselectRow(delegate, tableView, indexPath)
    }

    /// The ``header`` view for the section, else ``delegate``'s, else `nil` (UIKit then shows
    /// ``headerTitle``).
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: A section index.
    /// - Returns: The configured view, or `nil`.
    /// - Complexity: O(1) plus the decorator.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(header, in: section) ?? OptionalMessage.viewForHeader(delegate, tableView, section)
    }

    /// The ``footer`` view for the section, else ``delegate``'s, else `nil` (UIKit then shows
    /// ``footerTitle``).
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: A section index.
    /// - Returns: The configured view, or `nil`.
    /// - Complexity: O(1) plus the decorator.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(footer, in: section) ?? OptionalMessage.viewForFooter(delegate, tableView, section)
    }

    // MARK: Scrolling and prefetching

    /// The table scrolled: its visible rows go to the "load more" trigger (``ListHandler/onLoadMore``),
    /// then the message goes to ``delegate``.
    ///
    /// - Parameter scrollView: The table.
    /// - Complexity: O(*v*) for *v* visible rows, plus the callbacks.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        visibleItemsChanged(tableView.indexPathsForVisibleRows ?? [])
        OptionalMessage.didScroll(delegate, scrollView)
    }

    /// ``ListHandler/onPrefetch`` with the items of `indexPaths` (stale paths dropped).
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPaths: Rows about to show.
    /// - Complexity: O(*k*) plus the closure.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetchItems(at: indexPaths)
    }

    /// ``ListHandler/onCancelPrefetch`` with the items of `indexPaths` (stale paths dropped).
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPaths: Rows no longer expected to show soon.
    /// - Complexity: O(*k*) plus the closure.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
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

    // MARK: Private

    private func supplementaryView(
        _ route: SupplementaryRoute<Decorator.Data, UITableViewHeaderFooterView>?, in section: Int
    ) -> UIView? {
        guard let route, engine.displayedData.indices.contains(section),
            let configure = route.configurator(for: engine.displayedData[section])
        else { return nil }
        let identifier = registry.supplementaryIdentifier(route, slot: .headerFooter)
        guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
            fatalError(
                ReuseRegistry.missingRegistrationMessage(
                    reuseIdentifier: identifier, slot: .headerFooter, typeName: route.viewTypeName,
                    viewName: "tableView"))
        }
        configure(view)
        return view
    }

    private func supplementaryDidChange(_ route: SupplementaryRoute<Decorator.Data, UITableViewHeaderFooterView>?) {
        if let route, let registration = registry.newRegistration(for: route, slot: .headerFooter) {
            tableView.register(registration)
        }
        engine.reloadNow()
    }
}

extension TableViewHandler: UIDelegateForwardingOwner {}

@_spi(Binding)
extension TableViewHandler: BatchUpdatableView {
    /// The rows per section the table shows (its own bookkeeping).
    ///
    /// - Complexity: O(*s*).
    public var shownItemCounts: [Int] {
        guard let tableView = weakTableView else { return [] }
        return (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:))
    }

    /// `true` while the table is in a window; otherwise edits reload it instead of animating.
    ///
    /// - Complexity: O(1).
    public var canAnimate: Bool { weakTableView?.window != nil }

    /// Runs one batch in `performBatchUpdates`: `updates` (the engine switches the shown data), then
    /// the changeset's operations with ``rowAnimation``.
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
        let animation = rowAnimation
        guard let tableView = weakTableView else {
            updates()
            return completion(false)
        }
        tableView.performBatchUpdates(
            {
                updates()
                tableView.apply(changeset, animation: animation)
            }, completion: completion)
    }

    /// `UITableView.reloadData()`.
    ///
    /// - Complexity: O(visible rows).
    public func reloadData() {
        weakTableView?.reloadData()
    }

    /// Updates changed rows in place: `reconfigureRows(at:)` on iOS 15+, else the decorator on
    /// the visible cells. The engine never passes a row whose item now needs another cell (it
    /// reloads those), so the cell always keeps its registration.
    ///
    /// - Parameter paths: Rows of the shown data.
    /// - Complexity: O(*k*) plus the decorator.
    public func reconfigure(_ paths: [IndexPath]) throws {
        guard let tableView = weakTableView else { return }
        if #available(iOS 15.0, tvOS 15.0, *), !UIKitAPILevel.forcesIOS13 {
            tableView.reconfigureRows(at: paths)
        } else {
            for path in paths {
                guard let cell = tableView.cellForRow(at: path), let item = engine.displayedData.item(at: path) else {
                    continue
                }
                Decorator.updateCell(cell, with: item, reuseIdentifier: cell.reuseIdentifier ?? "")
            }
        }
    }

    /// Refreshes the headers and footers of `sections`, whose ``Section/model`` changed, without
    /// touching their rows.
    ///
    /// - A visible ``header`` / ``footer`` view (`headerView(forSection:)`,
    ///   `footerView(forSection:)`) has its route's configuration run again, in place.
    /// - A visible plain title (``headerTitle`` / ``footerTitle``) takes its new text in place: through
    ///   its `UIListContentConfiguration` when UIKit gave it one (iOS 14+), else its `textLabel`.
    /// - A header or footer that appears or disappears on screen (the route's data or the title
    ///   becomes `nil`, or stops being `nil`) cannot be refreshed in place: UIKit asks for header views
    ///   and titles only when it loads a section, so those sections are reloaded
    ///   (`reloadSections(_:with:)`, rows included) and nothing more. Off screen, nothing is done: UIKit
    ///   asks again when the section scrolls in.
    /// - Views that ``delegate`` supplies are its own to refresh.
    ///
    /// - Parameter sections: Sections of the shown data.
    /// - Complexity: O(*k*) for *k* sections, plus the configurations.
    public func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        let shown = engine.displayedData
        var reload = IndexSet()
        for index in sections where shown.indices.contains(index) {
            let section = shown[index]
            let headerDone = refreshSupplementary(
                tableView.headerView(forSection: index), route: header, title: headerTitle, for: section,
                frame: tableView.rectForHeader(inSection: index))
            let footerDone = refreshSupplementary(
                tableView.footerView(forSection: index), route: footer, title: footerTitle, for: section,
                frame: tableView.rectForFooter(inSection: index))
            if !headerDone || !footerDone { reload.insert(index) }
        }
        if !reload.isEmpty { tableView.reloadSections(reload, with: rowAnimation) }
    }

    /// Refreshes one header or footer of `section` in place (the view on screen, if any); `false` when
    /// it must be reloaded instead (see ``SupplementaryRefresh``, which decides).
    private func refreshSupplementary(
        _ view: UITableViewHeaderFooterView?, route: SupplementaryRoute<Decorator.Data, UITableViewHeaderFooterView>?,
        title: ((Section<Decorator.Data>) -> String?)?, for section: Section<Decorator.Data>, frame: CGRect
    ) -> Bool {
        let bounds = tableView.bounds
        let isOnScreen = frame.maxY >= bounds.minY && frame.minY <= bounds.maxY
        if let route {
            let ours = view.flatMap { $0.reuseIdentifier == route.reuseIdentifier ? $0 : nil }
            let configure = route.configurator(for: section)
            switch SupplementaryRefresh(isShown: ours != nil, isWanted: configure != nil, isOnScreen: isOnScreen) {
            case .reconfigure: if let ours, let configure { configure(ours) }
            case .nothing: break
            case .reloadSection: return false
            }
            return true
        }
        guard let title else { return true }
        let text = title(section)
        var shownText: String?
        if #available(iOS 14.0, tvOS 14.0, *), !UIKitAPILevel.forcesIOS13,
            let content = view?.contentConfiguration as? UIListContentConfiguration
        {
            shownText = content.text
        } else {
            shownText = view?.textLabel?.text
        }
        let isShown = !(shownText ?? "").isEmpty
        switch SupplementaryRefresh(isShown: isShown, isWanted: text != nil, isOnScreen: isOnScreen) {
        case .reconfigure: setTitle(text, of: view)
        case .nothing: break
        case .reloadSection: return false
        }
        return true
    }

    /// Puts `text` in a visible title header or footer, where UIKit put the title it showed.
    private func setTitle(_ text: String?, of view: UITableViewHeaderFooterView?) {
        if #available(iOS 14.0, tvOS 14.0, *), !UIKitAPILevel.forcesIOS13,
            var content = view?.contentConfiguration as? UIListContentConfiguration
        {
            content.text = text
            view?.contentConfiguration = content
            return
        }
        view?.textLabel?.text = text
        view?.setNeedsLayout()
    }
}
#endif

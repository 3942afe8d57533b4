// UITableView, its data source, delegate and prefetching protocols, swipe actions.
import DecorumBatchRules
@_spi(Binding) import DecorumCore

/// Apple: "UITableViewDataSource". The requirements UIKit marks optional have defaults that do what
/// UIKit does when they are not implemented.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Apple: "numberOfSections(in:)": "The default value is 1."
    public func numberOfSections(in tableView: UITableView) -> Int {
        UIKitStandIn.noImplementation()
        return 1
    }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        UIKitStandIn.noImplementation()
        return nil
    }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        UIKitStandIn.noImplementation()
        return nil
    }
    /// Apple: "tableView(_:canEditRowAt:)": "If this method is not implemented, all rows are assumed to
    /// be editable."
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        UIKitStandIn.noImplementation()
        return true
    }
    /// Apple: "tableView(_:canMoveRowAt:)": without it, the reorder control shows when the data source
    /// implements `tableView(_:moveRowAt:to:)`. The stand-in cannot tell (no `responds(to:)`): `false`
    /// (stand-in's choice).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        UIKitStandIn.noImplementation()
        return false
    }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { UIKitStandIn.noImplementation() }
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { UIKitStandIn.noImplementation() }
}

/// Apple: "UITableViewDelegate" (all optional there).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UIKitStandIn.noImplementation()
        return UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UIKitStandIn.noImplementation()
        return UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UIKitStandIn.noImplementation()
        return UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        UIKitStandIn.noImplementation()
        return nil
    }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        UIKitStandIn.noImplementation()
        return nil
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        UIKitStandIn.noImplementation()
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        UIKitStandIn.noImplementation()
    }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        UIKitStandIn.noImplementation()
    }
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) { UIKitStandIn.noImplementation() }
    /// Apple: "tableView(_:editingStyleForRowAt:)": without it, an editable row's style is `.delete`.
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        UIKitStandIn.noImplementation()
        return .delete
    }
    /// Apple: "tableView(_:shouldIndentWhileEditingRowAt:)": without it, rows indent while editing (`true`).
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        UIKitStandIn.noImplementation()
        return true
    }
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UIKitStandIn.noImplementation()
        return nil
    }
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UIKitStandIn.noImplementation()
        return nil
    }
    /// Apple: "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)": without it, the row
    /// goes where it was dropped.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        UIKitStandIn.noImplementation()
        return proposedDestinationIndexPath
    }
}

/// Apple: "UITableViewDataSourcePrefetching".
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        UIKitStandIn.noImplementation()
    }
}

/// Apple: "UIContextualAction".
@MainActor
open class UIContextualAction: NSObject {
    /// Apple: "UIContextualAction.Style".
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// Apple: "UISwipeActionsConfiguration".
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// A table view. Models what Decorum relies on: weak `dataSource`, `delegate` and `prefetchDataSource`;
/// registration and dequeue by class, nib or identifier (a storyboard prototype is a registration made
/// before the handler came), raising as UIKit does when nothing is registered; rows kept in the model
/// of UIKit's batch rules; visible rows from the bounds and the content offset (none while the bounds
/// are empty, before the first layout pass); cells made when a layout pass needs them, reused after
/// they leave; counts read again at once by `reloadData()` ([LC]); `reconfigureRows(at:)`; editing, selection and
/// swipe actions asked through the delegate; the background view, header and footer views of the table;
/// title and view headers and footers of sections.
///
/// Geometry: a row is `rowHeight` high, or the delegate's `tableView(_:heightForRowAt:)`. A section
/// header or footer is `sectionHeaderHeight` / `sectionFooterHeight` high, or the delegate's. Where
/// those are `automaticDimension` (the default) the row, header or footer sizes itself, unless its
/// estimate is 0: it is at its estimate until its view is laid out, then at the height the view
/// measures (`systemLayoutSizeFitting`), and measured again when a batch ends (``ListCore/layout()``).
/// Estimates are `estimatedRowHeight` etc., or, while those are `automaticDimension`, 44 for a row and
/// for a header or footer 28 points with a title from the data source, 0 otherwise (so a header *view*
/// needs a height or an estimate). In a plain table, headers and footers float
/// (``floating(_:)``).
@MainActor
open class UITableView: UIScrollView, ListCoreOwner {
    /// Apple: "UITableView.Style".
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Apple: "UITableView.RowAnimation".
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Apple: "UITableView.ScrollPosition".
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Apple: "automaticDimension".
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    lazy var core = ListCore(owner: self)
    var headerPool = ReusePool()
    var headerViews: [Int: UITableViewHeaderFooterView] = [:]
    var footerViews: [Int: UITableViewHeaderFooterView] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Held weakly (Apple: "dataSource").
    open weak var dataSource: (any UITableViewDataSource)? {
        // A new data source is read at the next layout, as after `reloadData()` (stand-in's choice: Apple:
        // "dataSource" names no reload). The same one set again changes nothing, not even the answers
        // asked (S5, issue #38: the harsher reading; a proxy's `reset()` sets `nil` first for that).
        didSet { if dataSource !== oldValue { core.reloadData(readingCounts: false) } }
    }

    /// Held weakly (Apple: "delegate"); asked which optional messages it answers when set
    /// (MessageForwarding.swift).
    open weak var delegate: (any UITableViewDelegate)? { didSet { cacheAnswers(of: delegate) } }

    /// Held weakly (Apple: "prefetchDataSource").
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Apple: "rowHeight": "The default value of this property is automaticDimension": the row sizes
    /// itself (with estimates on), else it is 44 points (stand-in's choice).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Apple: "estimatedRowHeight": "Estimation allows you to defer some of the cost of geometry
    /// calculation from load time to scrolling time"; "Setting the value to 0 disables estimated heights,
    /// which causes the table view to request the actual height for each cell. If your table uses
    /// self-sizing cells, the value of this property must not be 0." 0: rows do not size themselves.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Apple: "estimatedSectionHeaderHeight": as `estimatedRowHeight`, for section headers.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Apple: "estimatedSectionFooterHeight": as `estimatedRowHeight`, for section footers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Heights self-sizing headers and footers measured, by section.
    var measuredHeaders: [Int: CGFloat] = [:]
    var measuredFooters: [Int: CGFloat] = [:]
    /// The next layout measures every visible self-sizing view again (a batch ended).
    var remeasuresVisible = false
    /// A self-sizing header or footer measured 0 while the supplementary views were laid out: the rows
    /// below it move, so the layout runs another pass (the soak found rows shown without their cells).
    var measuredZeroInPass = false
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Apple: "isPrefetchingEnabled" (iOS 15): cells are made ahead of time for rows about to show;
    /// "Setting this property to false also disables data prefetching."
    open var isPrefetchingEnabled = true

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsMultipleSelectionDuringEditing = false
    open var allowsSelectionDuringEditing = false

    /// Apple: "isEditing".
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Apple: "backgroundView": shown behind the rows, sized to the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                addSubview(backgroundView)
            }
        }
    }

    /// Apple: "tableHeaderView": above the first section, at its frame's height.
    open var tableHeaderView: UIView? { didSet { replace(oldValue, with: tableHeaderView) } }

    /// Apple: "tableFooterView": below the last section, at its frame's height.
    open var tableFooterView: UIView? { didSet { replace(oldValue, with: tableFooterView) } }

    private func replace(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    // MARK: Registration and dequeue

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass { core.cellPool.registrations[identifier] = .type(cellClass) }
    }

    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        if let nib { core.cellPool.registrations[identifier] = .nib(nib) }
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let aClass { headerPool.registrations[identifier] = .type(aClass) }
    }

    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let nib { headerPool.registrations[identifier] = .nib(nib) }
    }

    /// Apple: "dequeueReusableCell(withIdentifier:)": `nil` when nothing is registered under `identifier`.
    /// Apple, "reconfigureRows(at:)": the cell provider "must return the same existing cell for a given
    /// index path": this form names no index path, so while a row is reconfigured it gives a reused or new
    /// cell, never the existing one (the reconfigure then raises).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let cell: UITableViewCell
        if let reused = core.cellPool.dequeue(identifier) as? UITableViewCell {
            reused.standInReuseCount += 1
            cell = reused
        } else {
            let type: AnyClass?
            switch core.cellPool.registrations[identifier] {
            case .type(let registered): type = registered
            case .nib(let nib): type = nib.standInContentClass()
            case nil: return nil
            }
            guard let cellType = type as? UITableViewCell.Type else { return nil }
            cell = cellType.init(standInStyle: .default, reuseIdentifier: identifier)
        }
        cell.dequeuedBy = ObjectIdentifier(self)
        return cell
    }

    /// Apple: "dequeueReusableCell(withIdentifier:for:)": raises when nothing is registered.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let registered = core.cellPool.registrations[identifier] != nil
        if registered || core.reconfiguring != nil { core.checkDequeue(at: indexPath, identifier: identifier) }
        if let existing = core.dequeueForReconfigure(identifier) as? UITableViewCell { return existing }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitStandIn.raise(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Apple: "dequeueReusableHeaderFooterView(withIdentifier:)": `nil` when nothing is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let reused = headerPool.dequeue(identifier) as? UITableViewHeaderFooterView { return reused }
        let type: AnyClass?
        switch headerPool.registrations[identifier] {
        case .type(let registered): type = registered
        case .nib(let nib): type = nib.standInContentClass()
        case nil: return nil
        }
        return (type as? UITableViewHeaderFooterView.Type)?.init(standInReuseIdentifier: identifier)
    }

    // MARK: Counts and reload

    open var numberOfSections: Int { core.counts.count }

    open func numberOfRows(inSection section: Int) -> Int {
        let counts = core.counts
        guard counts.indices.contains(section) else {
            // wording: the stand-in's (no public report shows UIKit's)
            UIKitStandIn.raise(
                "request for number of rows in section (\(section)) but there are only \(counts.count) sections")
            return 0
        }
        return counts[section]
    }

    open func reloadData() {
        core.reloadDataByApp()
    }

    // MARK: Batch updates

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        core.performBatchUpdates(updates, completion: completion)
    }

    /// Apple: "beginUpdates()": with `endUpdates()`, one batch; pairs nest.
    open func beginUpdates() {
        core.batchDepth += 1
        if core.batchDepth == 1 { core.beginOpenBatch() }
    }

    /// Apple: "endUpdates()". One without a matching `beginUpdates()` is ignored (stand-in's choice).
    open func endUpdates() {
        guard core.batchDepth > 0 else { return }
        core.batchDepth -= 1
        if core.batchDepth == 0 { core.endOpenBatch() }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        core.record { $0.sectionInserts += sections }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        core.record { $0.sectionDeletes += sections }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        core.record { $0.sectionReloads += sections }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        core.record { $0.sectionMoves.append(Move(from: section, to: newSection)) }
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        core.record { $0.itemInserts += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        core.record { $0.itemDeletes += indexPaths }
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        core.record { $0.itemReloads += indexPaths }
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        core.record { $0.itemMoves.append(Move(from: indexPath, to: newIndexPath)) }
    }

    /// Apple: "reconfigureRows(at:)" (iOS 15).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        core.reconfigure(indexPaths)
    }

    // MARK: Cells and geometry

    /// Raises inside the table's pass over its cells (``ListCore/checkOutsidePass(_:)``).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        core.checkOutsidePass("-cellForRowAtIndexPath:")
        return core.visibleCell(at: indexPath) as? UITableViewCell
    }

    open var visibleCells: [UITableViewCell] {
        core.checkOutsidePass("visibleCells")
        return core.visibleCells.compactMap { $0.1 as? UITableViewCell }
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        core.counters.visiblePathQueries += 1
        return core.visiblePaths
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        core.visibleCells.first { $0.1 === cell }?.0
    }

    /// Apple: "rectForRow(at:)". For an index path that names no row UIKit raises "request for rect at
    /// invalid index path" (its text, as crash reports show it).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard core.isValid(indexPath) else {
            UIKitStandIn.raise("request for rect at invalid index path (\(ListCore.described(indexPath)))")
            return .zero
        }
        return itemFrames(counts: core.counts)[indexPath[0]][indexPath[1]]
    }

    /// Apple: "rectForHeader(inSection:)"; in a plain table, where the header floats now (``floating(_:)``).
    open func rectForHeader(inSection section: Int) -> CGRect {
        floating(sectionFrames(counts: core.counts))[safe: section]?.header ?? .zero
    }

    /// Apple: "rectForFooter(inSection:)"; in a plain table, where the footer floats now.
    open func rectForFooter(inSection section: Int) -> CGRect {
        floating(sectionFrames(counts: core.counts))[safe: section]?.footer ?? .zero
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { headerViews[section] }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { footerViews[section] }

    /// Apple: "scrollToRow(at:at:animated:)"; the offset stays within the content (``ListCore/scrollTarget(_:)``).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard core.isValid(indexPath) else {
            // wording: the stand-in's (no public report shows UIKit's)
            UIKitStandIn.raise("Attempted to scroll the table view to an out-of-bounds row (\(indexPath.bracketed)).")
            return
        }
        // Apple, "UITableView.ScrollPosition": the row goes to the top, middle or bottom "of the visible
        // table view": the area inside the adjusted content inset (issue #38, S7: the bottom inset counts
        // for `.bottom`, both for `.middle`).
        let frame = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let (top, bottom) = (frame.minY - inset.top, frame.maxY - bounds.height + inset.bottom)
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = top
        case .middle: y = frame.midY - (bounds.height + inset.top - inset.bottom) / 2
        case .bottom: y = bottom
        case .none: y = min(max(y, bottom), top)
        }
        setContentOffset(core.scrollTarget(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    // MARK: Selection

    /// Apple: "indexPathsForSelectedRows": `nil` when no row is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        let paths = core.selectedPaths
        return paths.isEmpty ? nil : paths
    }

    open var indexPathForSelectedRow: IndexPath? { core.selectedPaths.first }

    /// Apple: "selectRow(at:animated:scrollPosition:)": no delegate message.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in core.selectedPaths { core.deselect(path) }
            return
        }
        // While editing, `allowsMultipleSelectionDuringEditing` decides (Apple:
        // "allowsMultipleSelectionDuringEditing"), else `allowsMultipleSelection`.
        core.select(indexPath, multiple: isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection)
    }

    /// Apple: "deselectRow(at:animated:)": no delegate message.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        core.deselect(indexPath)
    }

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

    var noun: String { "row" }

    var readsCountsAtOnce: Bool { true }

    func askNumberOfSections() -> Int {
        guard let dataSource else { return 0 }
        return UIKitStandIn.send { dataSource.numberOfSections(in: self) } ?? 1
    }

    func askNumberOfItems(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The data source's cell, then whether its row is editable: Apple, "tableView(_:canEditRowAt:)":
    /// "Editable rows display the insertion or deletion control in their cells", so the table asks for
    /// every row it makes a cell for (stand-in's reading; a device asks at least that often).
    func askCell(at indexPath: IndexPath) -> (any StandInReusable)? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        UIKitStandIn.send { dataSource.tableView(self, canEditRowAt: indexPath) }
        return cell
    }

    var prefetchesCells: Bool { isPrefetchingEnabled && UIKitStandIn.systemVersion >= 15 }

    /// The property is iOS 15's: before, data prefetching is always on.
    var prefetchesData: Bool { isPrefetchingEnabled || UIKitStandIn.systemVersion < 15 }

    func prefetch(_ paths: [IndexPath]) { prefetchDataSource?.tableView(self, prefetchRowsAt: paths) }

    func cancelPrefetching(_ paths: [IndexPath]) {
        UIKitStandIn.send { prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: paths) }
    }

    func willDisplay(_ cell: any StandInReusable, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        sendDelegate(delegate, StandInMessage.willDisplayRow) { (d: any UITableViewDelegate) in
            d.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    func didEndDisplaying(_ cell: any StandInReusable, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        sendDelegate(delegate, StandInMessage.didEndDisplayingRow) { (d: any UITableViewDelegate) in
            d.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    struct SectionFrames {
        var header: CGRect
        var rows: [CGRect]
        var footer: CGRect
    }

    /// A header's height: the delegate's, else `sectionHeaderHeight`; for `automaticDimension`, its
    /// measured height once its view was laid out (``selfSize(_:)``), else its estimate
    /// (`estimatedSectionHeaderHeight`, or with that `automaticDimension` a height that fits the data
    /// source's title if it is not `nil`, Apple: "automaticDimension": 28 points, stand-in's choice,
    /// else 0); with an estimate of 0, that title height.
    private func headerHeight(_ section: Int) -> CGFloat {
        let asked =
            UIKitStandIn.send { delegate?.tableView(self, heightForHeaderInSection: section) }
            ?? UITableView.automaticDimension
        if asked >= 0 { return asked }
        if sectionHeaderHeight >= 0 { return sectionHeaderHeight }
        let title: CGFloat =
            UIKitStandIn.send { dataSource?.tableView(self, titleForHeaderInSection: section) } != nil ? 28 : 0
        guard estimatedSectionHeaderHeight != 0 else { return title }
        return measuredHeaders[section] ?? (estimatedSectionHeaderHeight > 0 ? estimatedSectionHeaderHeight : title)
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let asked =
            UIKitStandIn.send { delegate?.tableView(self, heightForFooterInSection: section) }
            ?? UITableView.automaticDimension
        if asked >= 0 { return asked }
        if sectionFooterHeight >= 0 { return sectionFooterHeight }
        let title: CGFloat =
            UIKitStandIn.send { dataSource?.tableView(self, titleForFooterInSection: section) } != nil ? 28 : 0
        guard estimatedSectionFooterHeight != 0 else { return title }
        return measuredFooters[section] ?? (estimatedSectionFooterHeight > 0 ? estimatedSectionFooterHeight : title)
    }

    /// A row's height: the delegate's, else `rowHeight`; for `automaticDimension`, its measured height
    /// once its cell was laid out, else `estimatedRowHeight` (44 while that is `automaticDimension`:
    /// stand-in's choice); with an estimate of 0, 44.
    private func rowHeight(at indexPath: IndexPath) -> CGFloat {
        let asked =
            UIKitStandIn.send { delegate?.tableView(self, heightForRowAt: indexPath) } ?? UITableView.automaticDimension
        if asked >= 0 { return asked }
        if rowHeight >= 0 { return rowHeight }
        guard estimatedRowHeight != 0 else { return 44 }
        return core.state(at: indexPath)?.measured ?? (estimatedRowHeight > 0 ? estimatedRowHeight : 44)
    }

    private func rowSizesItself(_ indexPath: IndexPath) -> Bool {
        (UIKitStandIn.send { delegate?.tableView(self, heightForRowAt: indexPath) } ?? UITableView.automaticDimension)
            < 0
            && rowHeight < 0 && estimatedRowHeight != 0
    }

    private func headerSizesItself(_ section: Int, footer: Bool) -> Bool {
        let asked =
            footer
            ? UIKitStandIn.send { delegate?.tableView(self, heightForFooterInSection: section) }
            : UIKitStandIn.send { delegate?.tableView(self, heightForHeaderInSection: section) }
        let height = footer ? sectionFooterHeight : sectionHeaderHeight
        let estimate = footer ? estimatedSectionFooterHeight : estimatedSectionHeaderHeight
        return (asked ?? UITableView.automaticDimension) < 0 && height < 0 && estimate != 0
    }

    /// The height `view` needs at the table's width: Apple, "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)",
    /// the width required, the height free, as a table measures a self-sizing cell.
    private func fittingHeight(_ view: UIView) -> CGFloat {
        view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// Measures the self-sizing rows' cells and headers' and footers' views on screen that were never
    /// measured (every one after a batch: Apple, "beginUpdates()": "You can also use this method followed
    /// by the endUpdates() method to animate the change in the row heights without reloading the cell").
    /// A view refreshed in place keeps its height until then.
    func selfSize(_ visible: [IndexPath]) -> Bool {
        let all = remeasuresVisible
        remeasuresVisible = false
        var changed = measuredZeroInPass
        measuredZeroInPass = false
        for path in visible where rowSizesItself(path) {
            guard let state = core.state(at: path), let cell = state.cell, all || state.measured == nil else {
                continue
            }
            let height = fittingHeight(cell)
            if height != rowHeight(at: path) { changed = true }
            core.update(at: path) { $0.measured = height }
        }
        for (views, footer) in [(headerViews, false), (footerViews, true)] {
            for (section, view) in views where headerSizesItself(section, footer: footer) {
                guard all || (footer ? measuredFooters : measuredHeaders)[section] == nil else { continue }
                let height = fittingHeight(view)
                if height != (footer ? footerHeight(section) : headerHeight(section)) { changed = true }
                if footer { measuredFooters[section] = height } else { measuredHeaders[section] = height }
            }
        }
        return changed
    }

    /// Apple, "UITableView.Style.plain": "Section headers and footers are displayed as inline separators
    /// and float when the table view is scrolled" ("UITableView.Style.grouped": "Section headers and
    /// footers don't float when the table view scrolls"): a header that scrolled above the top of
    /// the visible area (below the adjusted content inset) stays pinned there while its section's rows
    /// are on screen, and is pushed up by the section's end (its footer); a footer likewise stays
    /// pinned at the bottom. Grouped tables do not float. Rows and the content size keep the sections'
    /// own frames.
    func floating(_ frames: [SectionFrames]) -> [SectionFrames] {
        guard style == .plain, bounds.height > 0 else { return frames }
        let top = bounds.minY + adjustedContentInset.top
        let bottom = bounds.maxY - adjustedContentInset.bottom
        return frames.map { section in
            var result = section
            let header = section.header
            if header.height > 0 {
                result.header.origin.y = max(header.minY, min(top, section.footer.minY - header.height))
            }
            let footer = section.footer
            if footer.height > 0 {
                result.footer.origin.y = min(footer.minY, max(bottom - footer.height, header.maxY))
            }
            return result
        }
    }

    func sectionFrames(counts: [Int]) -> [SectionFrames] {
        let width = bounds.width
        var y = tableHeaderView?.frame.height ?? 0
        var result: [SectionFrames] = []
        for (section, count) in counts.enumerated() {
            let header = CGRect(x: 0, y: y, width: width, height: headerHeight(section))
            y = header.maxY
            var rows: [CGRect] = []
            rows.reserveCapacity(count)
            for row in 0..<count {
                let height = rowHeight(at: IndexPath(section: section, item: row))
                rows.append(CGRect(x: 0, y: y, width: width, height: height))
                y += height
            }
            let footer = CGRect(x: 0, y: y, width: width, height: footerHeight(section))
            y = footer.maxY
            result.append(SectionFrames(header: header, rows: rows, footer: footer))
        }
        return result
    }

    func itemFrames(counts: [Int]) -> [[CGRect]] { sectionFrames(counts: counts).map(\.rows) }

    func layoutContentSize(counts: [Int]) -> CGSize {
        CGSize(width: bounds.width, height: contentHeight(counts: counts))
    }

    var scrollsHorizontally: Bool { false }

    func contentHeight(counts: [Int]) -> CGFloat {
        let sectionsEnd = sectionFrames(counts: counts).last?.footer.maxY ?? (tableHeaderView?.frame.height ?? 0)
        let footer = tableFooterView?.frame.height ?? 0
        tableFooterView?.frame.origin.y = sectionsEnd
        return sectionsEnd + footer
    }

    /// Visible section headers and footers: a view from the delegate (Apple:
    /// "tableView(_:viewForHeaderInSection:)"), else a title from the data source (Apple:
    /// "tableView(_:titleForHeaderInSection:)") shown in a system header view (through
    /// `UIListContentConfiguration` from iOS 14, `textLabel` before: stand-in's choice), asked when the
    /// section's header area comes on screen and kept while it stays.
    func layoutSupplementaryViews(counts: [Int]) {
        let frames = floating(sectionFrames(counts: counts))
        layOut(&headerViews, frames.map(\.header), footer: false) { section in
            UIKitStandIn.send { self.delegate?.tableView(self, viewForHeaderInSection: section) }
                ?? UIKitStandIn.send { self.dataSource?.tableView(self, titleForHeaderInSection: section) }.map(
                    self.titleView)
        }
        layOut(&footerViews, frames.map(\.footer), footer: true) { section in
            UIKitStandIn.send { self.delegate?.tableView(self, viewForFooterInSection: section) }
                ?? UIKitStandIn.send { self.dataSource?.tableView(self, titleForFooterInSection: section) }.map(
                    self.titleView)
        }
    }

    /// Shows the views of on-screen frames; a self-sizing header or footer with neither view nor title
    /// measures 0 (stand-in's choice: there is nothing to size).
    private func layOut(
        _ views: inout [Int: UITableViewHeaderFooterView], _ frames: [CGRect], footer: Bool, make: (Int) -> UIView?
    ) {
        for (section, view) in views where !frames.indices.contains(section) || !core.isOnScreen(frames[section]) {
            headerPool.enqueue(view)
            views[section] = nil
        }
        for (section, frame) in frames.enumerated() where core.isOnScreen(frame) {
            if let view = views[section] {
                view.frame = frame  // a floating header moves as the table scrolls, a measured one resizes
                continue
            }
            guard let made = make(section) else {
                if headerSizesItself(section, footer: footer) {
                    if (footer ? measuredFooters : measuredHeaders)[section] != 0 { measuredZeroInPass = true }
                    if footer { measuredFooters[section] = 0 } else { measuredHeaders[section] = 0 }
                }
                continue
            }
            // A header view that is not a UITableViewHeaderFooterView is kept in one (stand-in's choice:
            // the table keeps its section views as UITableViewHeaderFooterView).
            let view = made as? UITableViewHeaderFooterView ?? wrap(made)
            view.frame = frame
            addSubview(view)
            views[section] = view
        }
    }

    private func wrap(_ view: UIView) -> UITableViewHeaderFooterView {
        let container = UITableViewHeaderFooterView(reuseIdentifier: nil)
        container.addSubview(view)
        return container
    }

    /// A title's header view: its text through `defaultContentConfiguration()` from iOS 14 (Apple:
    /// "defaultContentConfiguration()"), through `textLabel` before (Apple: "textLabel"); which the
    /// system uses is the stand-in's choice.
    private func titleView(_ title: String) -> UIView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        if UIKitStandIn.systemVersion >= 14 {
            var content = view.defaultContentConfiguration()
            content.text = title
            view.contentConfiguration = content
        } else {
            view.textLabel?.text = title
        }
        return view
    }

    /// A reload measures every header and footer again.
    func dropSupplementaryViews() {
        for view in headerViews.values { headerPool.enqueue(view) }
        for view in footerViews.values { headerPool.enqueue(view) }
        headerViews = [:]
        footerViews = [:]
        measuredHeaders = [:]
        measuredFooters = [:]
    }

    func remapSupplementaryViews(newToOld: [Int?]) {
        func remap(_ views: [Int: UITableViewHeaderFooterView]) -> [Int: UITableViewHeaderFooterView] {
            var result: [Int: UITableViewHeaderFooterView] = [:]
            var used = Set<Int>()
            for (new, old) in newToOld.enumerated() {
                if let old, let view = views[old] {
                    result[new] = view
                    used.insert(old)
                }
            }
            for (old, view) in views where !used.contains(old) { headerPool.enqueue(view) }
            return result
        }
        headerViews = remap(headerViews)
        footerViews = remap(footerViews)
        func remap(_ heights: [Int: CGFloat]) -> [Int: CGFloat] {
            var result: [Int: CGFloat] = [:]
            for (new, old) in newToOld.enumerated() { if let old, let height = heights[old] { result[new] = height } }
            return result
        }
        measuredHeaders = remap(measuredHeaders)
        measuredFooters = remap(measuredFooters)
        remeasuresVisible = true  // the batch ended: visible self-sizing views are measured again
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension UITableView {
    /// Stand-in only, what a drag and drop does: the delegate may retarget the drop (Apple:
    /// "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", asked as the row hovers over
    /// the proposed place); the row moves in the table's own bookkeeping, without a batch, then the data
    /// source hears of it (Apple: "tableView(_:moveRowAt:to:)": the table has already moved the row on
    /// screen).
    public func standInUserMoveRow(from source: IndexPath, to proposed: IndexPath) {
        core.isReordering = true  // a drag the test did not begin is one that starts and ends here
        defer { core.isReordering = false }
        let destination =
            UIKitStandIn.send {
                delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            } ?? proposed
        // Dropped where it was lifted: the data source hears nothing (the harsher reading: Apple's
        // "tableView(_:moveRowAt:to:)" is about moves, and a row dropped in place has not moved).
        guard destination != source else { return }
        core.moveByUser(from: source, to: destination)
        UIKitStandIn.send { dataSource?.tableView(self, moveRowAt: source, to: destination) }
    }

    /// Stand-in only: the user lets go of a row held since ``standInBeginReordering()`` without moving
    /// it (a cancelled drag): the reorder ends, and the data source hears nothing.
    public func standInCancelReordering() {
        core.isReordering = false
    }

    /// Stand-in only: the user picks a row up and holds it; it is dropped by
    /// ``standInUserMoveRow(from:to:)``. Meanwhile ``hasUncommittedUpdates`` is `true`.
    public func standInBeginReordering() {
        core.isReordering = true
    }

    /// Apple (UITableView.h): "Returns YES if the table view is in the middle of reordering, is
    /// displaying a drop target gap, or has drop placeholders." Reordering is modelled from
    /// ``standInBeginReordering()`` until the drop's `tableView(_:moveRowAt:to:)` has returned, and
    /// placeholders while they show (``standInInsertPlaceholder(_:)``).
    public var hasUncommittedUpdates: Bool { core.isReordering || core.placeholders > 0 }

    /// Stand-in only: whether a batch's animation is still running.
    public var standInIsAnimating: Bool { core.isAnimating }
}

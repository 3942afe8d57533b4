#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

/// A `TableViewHandler`'s adapter: the table's data source, delegate and prefetch data source.
@MainActor
final class TableViewAdapter<Decorator: CellDecorator>: UIKitListAdapter<Decorator, UITableView>,
    UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching
{
    typealias Route = SupplementaryRoute<Decorator.Data, UITableViewHeaderFooterView>
    var header: Route? { didSet { routeDidChange(header, slot: .headerFooter) } }
    var footer: Route? { didSet { routeDidChange(footer, slot: .headerFooter) } }
    private var footerSlot = BorrowedSlot<UIView>()

    var delegate: (any UITableViewDelegate)? { forwarding.target as? any UITableViewDelegate }

    // MARK: Data source

    func numberOfSections(in tableView: UITableView) -> Int { shown.numberOfSections }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.numberOfShownItems(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        configuredCell(at: indexPath) { registration in
            let identifier = registration.reuseIdentifier
            guard registry.checksPrototype(registration) else {
                return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            }
            let prototype = tableView.dequeueReusableCell(withIdentifier: identifier)
            return ReuseRegistry.prototype(prototype, for: registration, viewName: "tableView")
        }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        shown.section(at: section).flatMap { handler?.headerTitle?($0) }
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        shown.section(at: section).flatMap { handler?.footerTitle?($0) }
    }

    /// Editable also when the app's delegate implements swipe actions: UIKit offers neither swipe actions
    /// nor a reorder control on rows that are not editable (F13).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let handler else { return false }
        return handler.canEditItem(at: indexPath) || handler.canMoveItem(at: indexPath)
            || OptionalMessage.answersSwipeActions(delegate)
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { handler?.commitDelete(at: indexPath) }
        if editingStyle == .insert {
            OptionalMessage.commitInsert(delegate as? any UITableViewDataSource, tableView, indexPath)
        }
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        handler?.canMoveItem(at: indexPath) ?? false
    }

    func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        handler?.commitMove(from: source, to: destination)
    }

    // MARK: Delegate

    /// The app delegate's answers (N10), else deletion and indentation where ``ListHandler/canEdit`` allows.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
        OptionalMessage.editingStyle(delegate, tableView, indexPath)
            ?? (handler?.canEditItem(at: indexPath) == true ? .delete : .none)
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        OptionalMessage.indents(delegate, tableView, indexPath) ?? handler?.canEditItem(at: indexPath) ?? false
    }

    /// The app delegate's swipe actions (`nil`: UIKit's delete action, where ``ListHandler/canEdit`` allows).
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    )
        -> UISwipeActionsConfiguration?
    {
        OptionalMessage.trailingSwipeActions(delegate, tableView, indexPath)
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    )
        -> UISwipeActionsConfiguration?
    {
        OptionalMessage.leadingSwipeActions(delegate, tableView, indexPath)
    }

    // Heights, forwarded explicitly (not only by Objective-C forwarding, which the stand-in cannot run):
    // the app delegate's, else the table's own, which is what UIKit uses when no delegate answers. On
    // Apple platforms the adapter says it answers them only when the app's delegate does (see
    // `responds(to:)` below): a table whose delegate answers heights asks them row by row, where it
    // would otherwise use `rowHeight`.

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalMessage.heightForRow(delegate, tableView, indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        OptionalMessage.heightForHeader(delegate, tableView, section) ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        OptionalMessage.heightForFooter(delegate, tableView, section) ?? tableView.sectionFooterHeight
    }

    #if canImport(ObjectiveC)
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        let heights = [
            #selector(UITableViewDelegate.tableView(_:heightForRowAt:)),
            #selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:)),
            #selector(UITableViewDelegate.tableView(_:heightForFooterInSection:)),
        ]
        return heights.contains(aSelector) ? forwarding.responds(to: aSelector) : super.responds(to: aSelector)
    }
    #endif

    /// Where a dragged row may go: the app delegate's answer, kept out of collapsed sections.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt source: IndexPath,
        toProposedIndexPath proposed: IndexPath
    ) -> IndexPath {
        movementMessage(.movementContinues)
        let wanted = OptionalMessage.targetForMove(delegate, tableView, source, proposed) ?? proposed
        return handler?.targetIndexPathForMove(from: source, proposed: wanted) ?? wanted
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        handler?.didSelectItem(at: indexPath)
        OptionalMessage.didSelectRow(delegate, tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        handler?.didDeselectItem(at: indexPath)
        OptionalMessage.didDeselectRow(delegate, tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        inViewPass {
            handler?.cellWillDisplay(cell, at: indexPath)
            OptionalMessage.willDisplayRow(delegate, tableView, cell, indexPath)
        }
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        inViewPass {
            handler?.cellDidEndDisplaying(cell)
            OptionalMessage.didEndDisplayingRow(delegate, tableView, cell, indexPath)
        }
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(header, in: section) ?? OptionalMessage.viewForHeader(delegate, tableView, section)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(footer, in: section) ?? OptionalMessage.viewForFooter(delegate, tableView, section)
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        inViewPass { handler?.prefetchItems(at: indexPaths) }
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        inViewPass { handler?.cancelPrefetchingItems(at: indexPaths) }
    }

    private func supplementaryView(_ route: Route?, in section: Int) -> UIView? {
        guard let route, let tableView = view, let section = shown.section(at: section),
            let configure = route.configurator(for: section)
        else { return nil }
        let identifier = registry.supplementaryIdentifier(route, slot: .headerFooter)
        let view = ReuseRegistry.dequeued(
            tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier), reuseIdentifier: identifier,
            slot: .headerFooter, typeName: route.viewTypeName, viewName: "tableView")
        configure(view)
        return view
    }

    // MARK: What only tables do

    /// Shows ``loadingFooterView`` as the `tableFooterView`, keeping the table's own to put back.
    override func placeLoadingFooter(_ footer: UIView, visible: Bool) {
        if visible, let tableView = view, tableView.tableFooterView !== footer {
            let room = LoadingFooterPlacement(
                footerWidth: footer.frame.width, footerHeight: footer.frame.height, horizontal: false
            ).room
            if footer.frame.height != room { footer.frame.size.height = room }
        }
        lend(\.tableFooterView, to: footer, shown: visible, keeping: &footerSlot)
    }

    /// A header that appears or disappears needs its section reloaded: UIKit asks for header views and
    /// titles only when it loads a section. Views the app's delegate supplies are its own to refresh.
    override var supplementaryViewsShowRows: Bool { header != nil || footer != nil }

    /// An empty batch has UIKit measure self-sizing headers and footers again (F12; Apple, "beginUpdates()"):
    /// a view refreshed in place otherwise keeps its old height.
    override func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        guard let tableView = view else { return }
        let shown = shown
        var reload = IndexSet()
        var refreshedInPlace = false
        for index in sections where shown.indices.contains(index) {
            let decisions = [
                refresh(
                    tableView.headerView(forSection: index), route: header, title: handler?.headerTitle,
                    for: shown[index], frame: tableView.rectForHeader(inSection: index)),
                refresh(
                    tableView.footerView(forSection: index), route: footer, title: handler?.footerTitle,
                    for: shown[index], frame: tableView.rectForFooter(inSection: index)),
            ]
            if decisions.contains(.reconfigure) { refreshedInPlace = true }
            if decisions.contains(.reloadSection) { reload.insert(index) }
        }
        guard refreshedInPlace || !reload.isEmpty else { return }
        tableView.performBatchUpdates { [rowAnimation] in
            if !reload.isEmpty { tableView.reloadSections(reload, with: rowAnimation) }
        }
    }

    /// Refreshes one header or footer in place when ``SupplementaryRefresh`` decides so.
    private func refresh(
        _ shownView: UITableViewHeaderFooterView?, route: Route?, title: ((Section<Decorator.Data>) -> String?)?,
        for section: Section<Decorator.Data>, frame: CGRect
    ) -> SupplementaryRefresh {
        guard route != nil || title != nil else { return .nothing }
        let configure: ((UITableViewHeaderFooterView) -> Void)?
        let isShown: Bool
        if let route {
            configure = route.configurator(for: section)
            isShown = shownView?.reuseIdentifier == route.reuseIdentifier
        } else {
            configure = title?(section).map { text in { $0.shownTitle = text } }
            isShown = !(shownView?.shownTitle ?? "").isEmpty
        }
        let bounds = view?.bounds ?? .zero
        // A view UIKit has for the section is on screen, wherever the section's own frame is: a plain
        // table pins the header of a section that began above the viewport.
        let isOnScreen = shownView != nil || (frame.maxY >= bounds.minY && frame.minY <= bounds.maxY)
        let decision = SupplementaryRefresh(isShown: isShown, isWanted: configure != nil, isOnScreen: isOnScreen)
        // A title shown as it is needs no refresh, nor the batch that measures it again (N7, issue #38).
        if route == nil, decision == .reconfigure, shownView?.shownTitle == title?(section) { return .nothing }
        if decision == .reconfigure, let shownView { configure?(shownView) }
        return decision
    }
}

extension UITableViewHeaderFooterView {
    /// The title UIKit shows: its `UIListContentConfiguration`'s (iOS 14+), else its `textLabel`'s.
    fileprivate var shownTitle: String? {
        get {
            if #available(iOS 14.0, tvOS 14.0, *), UIKitRelease.now.hasListContent,
                let content = contentConfiguration as? UIListContentConfiguration
            {
                return content.text
            }
            return textLabel?.text
        }
        set {
            if #available(iOS 14.0, tvOS 14.0, *), UIKitRelease.now.hasListContent,
                var content = contentConfiguration as? UIListContentConfiguration
            {
                content.text = newValue
                contentConfiguration = content
                return
            }
            textLabel?.text = newValue
            setNeedsLayout()
        }
    }
}
#endif

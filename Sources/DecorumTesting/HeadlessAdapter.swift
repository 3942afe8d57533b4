@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What binds a ``HeadlessHandler`` to its ``HeadlessListView``: the view's data source and delegate,
/// and the view the handler's engine drives (a `BatchUpdatableView`).
@MainActor
final class HeadlessAdapter<Decorator: CellDecorator> {
    weak var handler: HeadlessHandler<Decorator>?

    let view: HeadlessListView

    init(view: HeadlessListView) {
        self.view = view
        usesSeveralCellStyles = Decorator.usesSeveralCellStyles
    }

    /// Whether the decorator's items may show in cells of different registrations (a routing decorator,
    /// or several registrations): then each item's reuse identifier is resolved as it is shown.
    private let usesSeveralCellStyles: Bool

    private func cellID(_ item: Decorator.Data) -> AnyHashable {
        AnyHashable(Decorator.id(of: item))
    }

    /// `nil` for a plain decorator, whose items all share the cell registered up front.
    private func reuseIdentifier(_ item: Decorator.Data, of handler: HeadlessHandler<Decorator>) -> String? {
        guard usesSeveralCellStyles else { return nil }
        let view = view
        return handler.cellRegistration(for: item, in: handler.registry) { view.register($0) }.reuseIdentifier
    }
}

// The view calls its data source on the main actor (the adapter's own); an isolated conformance says
// so on Swift 6.2+, a `@preconcurrency` one (checked at run time) before it.
#if compiler(>=6.2)
extension HeadlessAdapter: @MainActor HeadlessListDataSource {}
#else
extension HeadlessAdapter: @preconcurrency HeadlessListDataSource {}
#endif

extension HeadlessAdapter {
    func numberOfSections(in view: HeadlessListView) -> Int {
        handler?.displayedData.numberOfSections ?? 0
    }

    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        handler?.displayedData.numberOfShownItems(inSection: section) ?? 0
    }

    /// The cell for the item shown at `indexPath`: its identity and its description (or the
    /// decorated cell's, with ``HeadlessHandler/makeCell``).
    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        guard let handler else { preconditionFailure("a headless view asked for a cell of a released handler") }
        let item = handler.displayedData[indexPath]
        guard let makeCell = handler.makeCell else {
            return HeadlessCell(id: cellID(item), content: item, reuseIdentifier: reuseIdentifier(item, of: handler))
        }
        let cell = makeCell()
        handler.configureCell(cell, for: item) { Decorator.update(cell, with: item) }
        return HeadlessCell(id: cellID(item), content: cell, reuseIdentifier: reuseIdentifier(item, of: handler))
    }

    func headlessView(_ view: HeadlessListView, identityForItemAt indexPath: IndexPath) -> AnyHashable {
        guard let handler else { preconditionFailure("a headless view asked for an item of a released handler") }
        return cellID(handler.displayedData[indexPath])
    }

    /// The kind of the section shown at `section`, as its header.
    func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? {
        guard let data = handler?.displayedData, data.sections.indices.contains(section) else { return nil }
        return data[section].kind.rawValue
    }

    /// What the header of the section shown at `section` shows: the handler's `header` route's view,
    /// else its `headerTitle`, else the section's kind followed by its `Section.model` when it has one.
    func headlessView(_ view: HeadlessListView, headerForSection section: Int) -> String? {
        guard let handler, let shown = shownSection(section, of: handler) else { return nil }
        if let route = handler.header { return text(of: route, for: shown) }
        if let title = handler.headerTitle { return title(shown) }
        return shown.model.map { "\(shown.kind) (\($0))" } ?? shown.kind.rawValue
    }

    /// What the footer of the section shown at `section` shows: the handler's `footer` route's view,
    /// else its `footerTitle`, else none.
    func headlessView(_ view: HeadlessListView, footerForSection section: Int) -> String? {
        guard let handler, let shown = shownSection(section, of: handler) else { return nil }
        if let route = handler.footer { return text(of: route, for: shown) }
        return handler.footerTitle?(shown)
    }

    private func shownSection(_ section: Int, of handler: HeadlessHandler<Decorator>) -> Section<Decorator.Data>? {
        let data = handler.displayedData
        return data.sections.indices.contains(section) ? data[section] : nil
    }

    private func text(
        of route: SupplementaryRoute<Decorator.Data, HeadlessSupplementaryView>, for section: Section<Decorator.Data>
    ) -> String? {
        guard let configure = route.configurator(for: section) else { return nil }
        let view = HeadlessSupplementaryView()
        configure(view)
        return view.text
    }
}

extension HeadlessAdapter: BatchUpdatableView {
    /// Whether header or footer routes are set, which may show their rows (titles count in the core;
    /// the default header, the section's kind and model, does not show rows).
    var supplementaryViewsShowRows: Bool {
        handler.map { $0.header != nil || $0.footer != nil || !$0.layoutWideViews.isEmpty } ?? false
    }

    var showsLayoutWideViews: Bool { handler?.layoutWideViews.values.contains { $0.isLayoutWide } ?? false }

    // Asked before every batch: a change of the counts with no batch is noted (HeadlessListView+Drops).
    var shownItemCounts: [Int] {
        view.noteUnbatchedChange()
        return (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    }

    var hasUncommittedUpdates: Bool { view.hasUncommittedUpdates }

    func waitForCommittedUpdates() {
        guard view.whenCommitted.isEmpty else { return }
        view.whenCommitted.append { [weak self] in self?.handler?.viewDidCommitUpdates() }
    }

    var canAnimate: Bool { view.isInWindow }

    var dataSourceItemCounts: [Int]? {
        guard let source = view.dataSource else { return [] }
        return (0..<source.numberOfSections(in: view)).map { source.headlessView(view, numberOfItemsInSection: $0) }
    }

    var recordedView: FaultReport.View {
        let release = view.systemVersion.release
        return .init(style: view.style == .table ? .table : .collection, release: "\(release.major).\(release.minor)")
    }

    /// The headless view does not animate: `animated` changes nothing.
    func performBatch(
        _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        try view.performBatchUpdates(changeset, updates: updates, completion: completion)
    }

    func reloadData() {
        view.reloadData()
    }

    func reconfigure(_ paths: [IndexPath]) throws {
        try view.reconfigureItems(at: paths)
    }

    func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        try view.reconfigureSupplementaryViews(inSections: sections)
        reconfigureLayoutWideViews(afterChangesIn: sections)
    }
}

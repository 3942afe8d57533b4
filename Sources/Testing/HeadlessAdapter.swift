@_spi(Binding) import DecorumCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What binds a ``HeadlessHandler`` to its ``HeadlessListView``: the view's data source and delegate,
/// and the view the handler's engine drives (a `BatchUpdatableView`). It uses nothing of Decorum but
/// its public API and the binding SPI (`@_spi(Binding) import Decorum`), as a binding for any other view
/// written outside the package would: data-source answers come from the handler's `displayedData`, the
/// user's gestures go to the SPI's `didSelectItem(at:)`, `commitDelete(at:)`…
///
/// The handler creates it, owns it (through `bind(_:)`) and is held weakly here; with the handler
/// gone, the view shows nothing.
///
/// - Complexity: Every data-source answer is O(1).
@MainActor
final class HeadlessAdapter<Decorator: CellDecorator> {
    /// The handler whose data the view shows; set before the handler binds this adapter.
    weak var handler: HeadlessHandler<Decorator>?

    /// The view this adapter is the data source and delegate of.
    let view: HeadlessListView

    /// An adapter for `view`, bound to no handler yet.
    ///
    /// - Parameter view: The view to drive.
    /// - Complexity: O(1).
    init(view: HeadlessListView) {
        self.view = view
        usesSeveralCellStyles = Decorator.usesSeveralCellStyles
    }

    /// Whether the decorator's items may show in cells of different registrations (a routing decorator,
    /// or several registrations): then each item's reuse identifier is resolved as it is shown. Decided
    /// once: asking the decorator builds its registrations, and the view asks for every cell.
    private let usesSeveralCellStyles: Bool

    /// The identity the headless view sees for `item`.
    private func cellID(_ item: Decorator.Data) -> AnyHashable {
        AnyHashable(Decorator.id(of: item))
    }

    /// The reuse identifier `item` is dequeued with (registering its cell the first time), when the
    /// decorator's items may use different cells; `nil` for a plain decorator, whose items all share
    /// the cell registered up front.
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
    /// The number of sections shown (of the data the view must show now).
    ///
    /// - Parameter view: The asking view.
    /// - Returns: The section count; 0 without a handler.
    /// - Complexity: O(1).
    func numberOfSections(in view: HeadlessListView) -> Int {
        handler?.displayedData.numberOfSections ?? 0
    }

    /// The number of items shown in `section`.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Returns: The item count, 0 for a missing section.
    /// - Complexity: O(1).
    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        handler?.displayedData.numberOfShownItems(inSection: section) ?? 0
    }

    /// The cell for the item shown at `indexPath`: its identity and its description (or the
    /// decorated cell's, with ``HeadlessHandler/makeCell``).
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A valid path of the shown data.
    /// - Returns: The headless cell.
    /// - Complexity: O(1) plus the item's description.
    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        guard let handler else { preconditionFailure("a headless view asked for a cell of a released handler") }
        let item = handler.displayedData[indexPath]
        guard let makeCell = handler.makeCell else {
            return HeadlessCell(id: cellID(item), content: item, reuseIdentifier: reuseIdentifier(item, of: handler))
        }
        let cell = makeCell()
        handler.prepareCell(cell, for: item)
        Decorator.update(cell, with: item)
        return HeadlessCell(id: cellID(item), content: cell, reuseIdentifier: reuseIdentifier(item, of: handler))
    }

    /// The identity of the item shown at `indexPath`.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A valid path of the shown data.
    /// - Returns: The identity.
    /// - Complexity: O(1).
    func headlessView(_ view: HeadlessListView, identityForItemAt indexPath: IndexPath) -> AnyHashable {
        guard let handler else { preconditionFailure("a headless view asked for an item of a released handler") }
        return cellID(handler.displayedData[indexPath])
    }

    /// The kind of the section shown at `section`, as its header.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Returns: The kind's name, `nil` for a missing section.
    /// - Complexity: O(1).
    func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? {
        guard let data = handler?.displayedData, data.sections.indices.contains(section) else { return nil }
        return data[section].kind.rawValue
    }

    /// What the header of the section shown at `section` shows: the handler's `header` route's view,
    /// else its `headerTitle`, else the section's kind followed by its `Section.model` when it has one.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Returns: The header text, `nil` for none or a missing section.
    /// - Complexity: O(1) plus the decorator or the model's description.
    func headlessView(_ view: HeadlessListView, headerForSection section: Int) -> String? {
        guard let handler, let shown = shownSection(section, of: handler) else { return nil }
        if let route = handler.header { return text(of: route, for: shown) }
        if let title = handler.headerTitle { return title(shown) }
        return shown.model.map { "\(shown.kind) (\($0))" } ?? shown.kind.rawValue
    }

    /// What the footer of the section shown at `section` shows: the handler's `footer` route's view,
    /// else its `footerTitle`, else none.
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Returns: The footer text, `nil` for none or a missing section.
    /// - Complexity: O(1) plus the decorator.
    func headlessView(_ view: HeadlessListView, footerForSection section: Int) -> String? {
        guard let handler, let shown = shownSection(section, of: handler) else { return nil }
        if let route = handler.footer { return text(of: route, for: shown) }
        return handler.footerTitle?(shown)
    }

    /// The section shown at `section`, or `nil`.
    private func shownSection(_ section: Int, of handler: HeadlessHandler<Decorator>) -> Section<Decorator.Data>? {
        let data = handler.displayedData
        return data.sections.indices.contains(section) ? data[section] : nil
    }

    /// The text `route`'s decorator gives a new view for `section`, or `nil` when it has no data there.
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
    var supplementaryViewsShowRows: Bool { handler.map { $0.header != nil || $0.footer != nil } ?? false }

    /// The items per section the view shows.
    ///
    /// - Complexity: O(*s*).
    var shownItemCounts: [Int] {
        (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    }

    /// ``HeadlessListView/isInWindow``.
    ///
    /// - Complexity: O(1).
    var canAnimate: Bool { view.isInWindow }

    /// Runs ``HeadlessListView/performBatchUpdates(_:updates:completion:)``.
    ///
    /// - Parameters:
    ///   - changeset: The batch.
    ///   - updates: Switches the shown data.
    ///   - completion: Called when the view's animation ends.
    /// - Throws: The view's `BatchUpdateError`.
    /// - Complexity: O(*n* + *s* + *k*).
    func performBatch(
        _ changeset: Changeset, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        try view.performBatchUpdates(changeset, updates: updates, completion: completion)
    }

    /// Runs ``HeadlessListView/reloadData()``.
    ///
    /// - Complexity: O(*n* + *s*).
    func reloadData() {
        view.reloadData()
    }

    /// Runs ``HeadlessListView/reconfigureItems(at:)``.
    ///
    /// - Parameter paths: Paths of the current state.
    /// - Throws: The view's `BatchUpdateError`.
    /// - Complexity: O(*k*).
    func reconfigure(_ paths: [IndexPath]) throws {
        try view.reconfigureItems(at: paths)
    }

    /// Runs ``HeadlessListView/reconfigureSupplementaryViews(inSections:)``.
    ///
    /// - Parameter sections: Section indices of the current state.
    /// - Throws: The view's `BatchUpdateError`.
    /// - Complexity: O(*k*).
    func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        try view.reconfigureSupplementaryViews(inSections: sections)
    }
}

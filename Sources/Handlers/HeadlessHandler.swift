#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A handler for a ``HeadlessListView``: the same engine and the same ``ListHandler`` edits
/// that `TableViewHandler` and `CollectionViewHandler` run on iOS, on any platform, so `swift test`
/// exercises exactly what ships.
///
/// The handler becomes the view's data source: each cell's identity is the item's identity (its `id`,
/// or the value for `Hashable` items), its content `String(describing: item)`, and each section's kind
/// (with its ``Section/model``, when it has one) its header. Set ``makeCell`` to run the decorator on Linux too.
///
/// ```swift
/// let view = HeadlessListView(animationMode: .manual)
/// let handler = HeadlessHandler<PersonDecorator>(view: view)
/// try handler.addData([ada, grace])
/// view.finishAnimations()
/// try view.verifyMatchesDataSource()
/// ```
///
/// - Complexity: Every data-source answer is O(1).
@MainActor
public final class HeadlessHandler<Decorator: CellDecorator>: ListHandler<Decorator> {
    /// The view this handler is the data source of.
    ///
    /// ```swift
    /// try handler.view.verifyMatchesDataSource()
    /// ```
    ///
    /// - Complexity: O(1).
    public let view: HeadlessListView

    /// Creates a cell for the decorator to update; when set, each headless cell's content is
    /// `String(describing:)` of that cell after ``CellDecorator/update(_:with:)`` ran (useful with a
    /// class `Cell` that describes itself). `nil` by default: content is the item's description.
    /// Setting it reloads the view.
    ///
    /// ```swift
    /// handler.makeCell = { LabelCell() }
    /// ```
    ///
    /// - Complexity: O(1).
    public var makeCell: (() -> Decorator.Cell)? {
        didSet { engine.reloadNow() }
    }

    /// What this handler registered on ``view``, as a `TableViewHandler` does on its table: the
    /// decorator's cells when it is created, a routed cell the first time an item takes its route, and
    /// never a storyboard prototype.
    ///
    /// ```swift
    /// handler.registry.registration(for: "BannerCell", slot: .cell)?.source // .type
    /// ```
    ///
    /// - Complexity: O(1).
    public let registry = ReuseRegistry(viewName: "view")

    /// The height of the row showing an item, in points, for the view's geometry (scrolling,
    /// ``ListHandler/scrollAnchor``, ``ListHandler/onLoadMore``); `nil`, the default, gives every row
    /// ``HeadlessListView/rowHeight``.
    ///
    /// ```swift
    /// handler.itemHeight = { message in message.text.count > 80 ? 88 : 44 }
    /// ```
    ///
    /// - Complexity: O(1).
    public var itemHeight: ((Decorator.Data) -> Double)?

    /// Creates an empty handler for `view`, becomes its data source and reloads it.
    ///
    /// ```swift
    /// let handler = HeadlessHandler<PersonDecorator>(view: HeadlessListView())
    /// ```
    ///
    /// - Parameter view: The view to drive; its data source is replaced.
    /// - Complexity: O(1).
    @inlinable
    public convenience init(view: HeadlessListView) {
        self.init(view: view, checkedData: SectionedData(), identity: IdentityIndex(Decorator.self))
    }

    /// Creates a handler showing `data` in `view`, becomes its data source and reloads it.
    ///
    /// ```swift
    /// let handler = try HeadlessHandler<PersonDecorator>(view: HeadlessListView(), data: SectionedData(items: people))
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to drive; its data source is replaced.
    ///   - data: The initial data.
    ///   - duplicates: What to do when `data` repeats a kind or an identity: throw (the default), or
    ///     keep the first or the last occurrence (the handler's data is always unique). It becomes the
    ///     handler's ``ListHandler/duplicatePolicy``, which later edits follow.
    /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) to check `data` and for the first reload.
    @inlinable
    public convenience init(
        view: HeadlessListView, data: SectionedData<Decorator.Data>, duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        let prepared = try Self.prepared(data, duplicates: duplicates)
        self.init(view: view, checkedData: prepared.data, identity: prepared.identity)
        duplicatePolicy = duplicates  // the policy resolves `data` and every later edit
    }

    @usableFromInline
    init(
        view: HeadlessListView, checkedData data: SectionedData<Decorator.Data>, identity: IdentityIndex<Decorator.Data>
    ) {
        self.view = view
        super.init(checkedData: data, identity: identity)
        for registration in registry.newCellRegistrations(for: Decorator.self) {
            view.register(registration)
        }
        view.dataSource = self
        view.delegate = self
        engine.view = self
        engine.reloadNow()
    }

    /// The identity the headless view sees for `item`.
    private func cellID(_ item: Decorator.Data) -> AnyHashable {
        AnyHashable(Decorator.id(of: item))
    }

    /// The reuse identifier `item` is dequeued with (registering its cell the first time), when the
    /// decorator's items may use different cells; `nil` for a plain decorator, whose items all share
    /// the cell registered up front.
    private func reuseIdentifier(_ item: Decorator.Data) -> String? {
        guard engine.cellStyle != nil else { return nil }
        let view = view
        return registry.cellRegistration(Decorator.self, for: item) { view.register($0) }.reuseIdentifier
    }
}

// The view calls its data source on the main actor (the handler's own); an isolated conformance says
// so on Swift 6.2+, a `@preconcurrency` one (checked at run time) before it.
#if compiler(>=6.2)
extension HeadlessHandler: @MainActor HeadlessListDataSource {}
#else
extension HeadlessHandler: @preconcurrency HeadlessListDataSource {}
#endif

extension HeadlessHandler {
    /// The number of sections shown (of the data the view must show now).
    ///
    /// ```swift
    /// handler.numberOfSections(in: view) // 2
    /// ```
    ///
    /// - Parameter view: The asking view.
    /// - Returns: The section count.
    /// - Complexity: O(1).
    public func numberOfSections(in view: HeadlessListView) -> Int {
        engine.displayedData.numberOfSections
    }

    /// The number of items shown in `section`.
    ///
    /// ```swift
    /// handler.headlessView(view, numberOfItemsInSection: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Returns: The item count, 0 for a missing section.
    /// - Complexity: O(1).
    public func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        engine.displayedData.numberOfShownItems(inSection: section)
    }

    /// The cell for the item shown at `indexPath`: its identity and its description (or the
    /// decorated cell's, with ``makeCell``).
    ///
    /// ```swift
    /// handler.headlessView(view, cellForItemAt: IndexPath(item: 0, section: 0)).content // "1:Ada"
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A valid path of the shown data.
    /// - Returns: The headless cell.
    /// - Complexity: O(1) plus the item's description.
    public func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        let item = engine.displayedData[indexPath]
        guard let makeCell else {
            return HeadlessCell(id: cellID(item), content: item, reuseIdentifier: reuseIdentifier(item))
        }
        let cell = makeCell()
        Decorator.update(cell, with: item)
        return HeadlessCell(id: cellID(item), content: cell, reuseIdentifier: reuseIdentifier(item))
    }

    /// The identity of the item shown at `indexPath`.
    ///
    /// ```swift
    /// handler.headlessView(view, identityForItemAt: IndexPath(item: 0, section: 0)) // "1"
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A valid path of the shown data.
    /// - Returns: The identity.
    /// - Complexity: O(1).
    public func headlessView(_ view: HeadlessListView, identityForItemAt indexPath: IndexPath) -> AnyHashable {
        cellID(engine.displayedData[indexPath])
    }

    /// The kind of the section shown at `section`, as its header.
    ///
    /// ```swift
    /// handler.headlessView(view, kindOfSection: 0) // "vips"
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Returns: The kind's name, `nil` for a missing section.
    /// - Complexity: O(1).
    public func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? {
        engine.displayedData.sections.indices.contains(section) ? engine.displayedData[section].kind.rawValue : nil
    }

    /// What the header of the section shown at `section` shows: its kind, followed by its
    /// ``Section/model`` when it has one.
    ///
    /// ```swift
    /// handler.headlessView(view, headerForSection: 0) // "google (Company(name: \"Google\", members: 2))"
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A section index.
    /// - Returns: The header text, `nil` for a missing section.
    /// - Complexity: O(1) plus the model's description.
    public func headlessView(_ view: HeadlessListView, headerForSection section: Int) -> String? {
        guard engine.displayedData.sections.indices.contains(section) else { return nil }
        let shown = engine.displayedData[section]
        return shown.model.map { "\(shown.kind) (\($0))" } ?? shown.kind.rawValue
    }
}

@_spi(Binding)
extension HeadlessHandler: BatchUpdatableView {
    /// The items per section the view shows.
    ///
    /// ```swift
    /// handler.shownItemCounts // [3, 2]
    /// ```
    ///
    /// - Complexity: O(*s*).
    public var shownItemCounts: [Int] {
        (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    }

    /// ``HeadlessListView/isInWindow``.
    ///
    /// ```swift
    /// view.isInWindow = false
    /// handler.canAnimate // false
    /// ```
    ///
    /// - Complexity: O(1).
    public var canAnimate: Bool { view.isInWindow }

    /// Runs ``HeadlessListView/performBatchUpdates(_:updates:completion:)``.
    ///
    /// ```swift
    /// try handler.performBatch(changes, updates: {}, completion: { _ in })
    /// ```
    ///
    /// - Parameters:
    ///   - changeset: The batch.
    ///   - updates: Switches the shown data.
    ///   - completion: Called when the view's animation ends.
    /// - Throws: The view's ``BatchUpdateError``.
    /// - Complexity: O(*n* + *s* + *k*).
    public func performBatch(
        _ changeset: Changeset, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        try view.performBatchUpdates(changeset, updates: updates, completion: completion)
    }

    /// Runs ``HeadlessListView/reloadData()``.
    ///
    /// ```swift
    /// handler.reloadData()
    /// ```
    ///
    /// - Complexity: O(*n* + *s*).
    public func reloadData() {
        view.reloadData()
    }

    /// Runs ``HeadlessListView/reconfigureItems(at:)``.
    ///
    /// ```swift
    /// try handler.reconfigure([IndexPath(item: 0, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Paths of the current state.
    /// - Throws: The view's ``BatchUpdateError``.
    /// - Complexity: O(*k*).
    public func reconfigure(_ paths: [IndexPath]) throws {
        try view.reconfigureItems(at: paths)
    }

    /// Runs ``HeadlessListView/reconfigureSupplementaryViews(inSections:)``.
    ///
    /// ```swift
    /// try handler.reconfigureSupplementaryViews(inSections: [1])
    /// ```
    ///
    /// - Parameter sections: Section indices of the current state.
    /// - Throws: The view's ``BatchUpdateError``.
    /// - Complexity: O(*k*).
    public func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        try view.reconfigureSupplementaryViews(inSections: sections)
    }
}

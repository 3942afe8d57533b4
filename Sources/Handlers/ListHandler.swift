@_spi(Binding) import Decorators

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every Decorum handler is: the owner of a list's sectioned data, which shows every edit as a
/// correct, animated batch update. `TableViewHandler`, `CollectionViewHandler` and DecorumTesting's
/// `HeadlessHandler` inherit all their edits and queries from here, so they behave identically; each
/// drives its view through a small adapter (a `BatchUpdatableView`, binding SPI).
///
/// ```swift
/// let handler = TableViewHandler<PersonDecorator>(tableView: tableView)
/// try handler.addData([ada, grace])                // appended to the last section, animated
/// try handler.addData([alan], toSection: .vips)    // the section is created at the end if missing
/// handler.removeData([grace])                      // Data: Equatable
/// try handler.upsert([ada, linus])                 // Data: Updatable
/// try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
/// try handler.apply(newData)                       // diffed, staged, animated
/// let flat = handler.absoluteIndex(for: IndexPath(item: 0, section: 1))
/// ```
///
/// Every edit changes ``data`` at once (a read right after an edit sees it) and shows the change as
/// batch updates, queued behind any batch still animating. Throwing edits throw ``ListEditError`` and
/// then change nothing.
///
/// The data never holds two items with the same identity (the decorator's ``CellDecorator/id(of:)``)
/// nor two sections of the same kind: every edit keeps it so, following ``duplicatePolicy``.
///
/// - Complexity: Appending or inserting *k* rows costs O(*k* + *s*) amortised for *s* sections;
///   removing or upserting *k* rows one pass over the *n* rows; `apply` the diff's O(*n* + *s*).
@MainActor
open class ListHandler<Decorator: CellDecorator> {
    let engine: ListEngine<Decorator.Data>
    let selection: ItemSelection<Decorator.Data, Decorator.ID>

    /// Decides whether the row showing an item may be deleted by a swipe; `nil`, the default, allows none.
    ///
    /// ```swift
    /// handler.canEdit = { person, _ in !person.isVIP }
    /// ```
    public var canEdit: ((Decorator.Data, IndexPath) -> Bool)?

    /// Decides whether the row showing an item may be reordered by a drag; `nil`, the default, allows none.
    ///
    /// ```swift
    /// handler.canMove = { _, _ in true }
    /// ```
    public var canMove: ((Decorator.Data, IndexPath) -> Bool)?

    /// Called when the user selects a row, with its item and its index path on screen.
    ///
    /// ```swift
    /// handler.onSelect = { person, _ in print(person) }
    /// ```
    public var onSelect: ((Decorator.Data, IndexPath) -> Void)?

    var userEdits = UserEditRouting<Decorator.Data, Decorator.ID>()
    var display = DisplayTracking<Decorator.Data, Decorator.ID>()
    var cellActionHandler: ((CellAction, Decorator.Data) -> Void)?
    var titles = SectionTitles<Decorator.Data>()
    var positions = IdentityPositions<Decorator.ID>()
    var displayedPositions = IdentityPositions<Decorator.ID>()

    var onlyCellRegistration: ReuseRegistration?

    var boundView: (any BatchUpdatableView)?

    /// The binding's header (`isHeader`) or footer route becomes `route`, set through
    /// ``setHeader(_:)`` or ``setFooter(_:)``: a binding with header views overrides it and checks,
    /// with ``SupplementaryRoute/checked(as:settingOn:)``, that the route is for its kind of view.
    ///
    /// ```swift
    /// override func setSectionView<Base>(_ route: SupplementaryRoute<Decorator.Data, Base>?, isHeader: Bool) {
    ///     let route = route?.checked(as: MyHeaderView.self, settingOn: self)
    ///     if isHeader { header = route } else { footer = route }
    /// }
    /// ```
    @_spi(Binding)
    open func setSectionView<Base>(_ route: SupplementaryRoute<Decorator.Data, Base>?, isHeader: Bool) {
        preconditionFailure(
            "Decorum: \(type(of: self)) shows no header or footer views: its binding does not override "
                + "setSectionView(_:isHeader:). Set headerTitle or footerTitle instead.")
    }

    /// Inlinable, and every initialiser starts from it, so that the identity index is specialised where
    /// the decorator is known. `package`, with `Prepared`, `prepared(_:duplicates:)` and `preparedEmpty`,
    /// for one reason: the UIKit and headless handlers' public `@inlinable` initialisers call them, and
    /// public inlinable code cannot use SPI. A binding outside the package uses ``init(checked:)``.
    @usableFromInline
    package init(prepared: Prepared) {
        engine = ListEngine(data: prepared.data, identity: prepared.identity)
        selection = ItemSelection(id: { Decorator.id(of: $0) })
        setUp()
        engine.duplicatePolicy = prepared.policy
    }

    /// Creates a handler of checked data, bound to no view yet: what a binding for another kind of view
    /// (binding SPI, `@_spi(Binding) import Decorum`) starts from. Check the data with
    /// ``Checked``, set the binding up, then call ``bind(_:)``, which reloads the view.
    ///
    /// ```swift
    /// let handler = ListHandler<PersonDecorator>(checked: try .init(SectionedData(items: people)))
    /// adapter.handler = handler
    /// handler.bind(adapter)
    /// ```
    ///
    /// - Parameter checked: The initial data, with the duplicate policy it was checked under (it becomes
    ///   the handler's ``duplicatePolicy``).
    @_spi(Binding)
    public init(checked: Checked) {
        engine = ListEngine(data: checked.data, identity: checked.identity)
        selection = ItemSelection(id: { Decorator.id(of: $0) })
        setUp()
        engine.duplicatePolicy = checked.policy
    }

    /// Data checked for duplicates under a policy, with its identity index: what ``init(checked:)``
    /// takes.
    @_spi(Binding)
    @MainActor
    public struct Checked {
        @usableFromInline let data: SectionedData<Decorator.Data>
        @usableFromInline let identity: IdentityIndex<Decorator.Data>
        @usableFromInline let policy: DuplicatePolicy

        /// `data` checked under `duplicates`. Inlinable, so that the identity index is compiled where
        /// the decorator is known.
        ///
        /// ```swift
        /// let checked = try ListHandler<PersonDecorator>.Checked(SectionedData(items: people))
        /// ```
        ///
        /// - Parameters:
        ///   - data: The initial data.
        ///   - duplicates: What to do when `data` repeats a kind or an identity.
        /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
        /// - Complexity: O(*n* + *s*).
        @inlinable
        public init(
            _ data: SectionedData<Decorator.Data> = [], duplicates: DuplicatePolicy = .reject
        )
            throws(ListEditError)
        {
            let identity = IdentityIndex(Decorator.self)
            self.data = try ListHandler.checked(data, policy: duplicates, identity: identity)
            self.identity = identity
            policy = duplicates
        }
    }

    private func setUp() {
        engine.selection = selection
        // Items may show in cells of different registrations: rows that change style are reloaded.
        if Decorator.usesSeveralCellStyles {
            engine.cellStyle = { Decorator.reuseIdentifier(for: $0) }
        }
    }

    /// Data checked for duplicates, its identity index, and the policy it was checked under.
    @usableFromInline package typealias Prepared = (
        data: SectionedData<Decorator.Data>, identity: IdentityIndex<Decorator.Data>, policy: DuplicatePolicy
    )

    /// `data` checked under `policy`, with the identity index of `Decorator`: what every handler's
    /// initialiser taking data starts from.
    @inlinable
    package static func prepared(
        _ data: SectionedData<Decorator.Data>, duplicates policy: DuplicatePolicy
    )
        throws(ListEditError) -> Prepared
    {
        let identity = IdentityIndex(Decorator.self)
        return (try checked(data, policy: policy, identity: identity), identity, policy)
    }

    /// No data, checked: what a handler created empty starts from.
    @inlinable
    package static var preparedEmpty: Prepared { ([], IdentityIndex(Decorator.self), .reject) }

    /// `data` under `policy`: unchanged when unique, resolved, or the first duplicate thrown.
    @usableFromInline
    static func checked(
        _ data: SectionedData<Decorator.Data>, policy: DuplicatePolicy, identity: IdentityIndex<Decorator.Data>
    ) throws(ListEditError) -> SectionedData<Decorator.Data> {
        guard let duplicate = identity.adopt(data) else { return data }
        guard policy != .reject else { throw .duplicateInData(duplicate) }
        let resolved = identity.resolving(data, policy)
        _ = identity.adopt(resolved)
        return resolved
    }
}

extension ListHandler {
    /// The data, including edits still being animated onto the view.
    ///
    /// ```swift
    /// let count = handler.data.itemCount
    /// ```
    public var data: SectionedData<Decorator.Data> { engine.data }

    /// The flat position of the row at `indexPath` among the rows shown, or `nil` when the path is
    /// invalid. Rows of collapsed sections are not shown: they have no absolute index, and rows after
    /// them count only shown rows (with nothing collapsed, every row of ``data`` is shown).
    ///
    /// ```swift
    /// handler.absoluteIndex(for: IndexPath(item: 1, section: 1)) // 4
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Returns: The absolute index, or `nil`.
    /// - Complexity: O(1) after the data's cached O(*s*) offsets build; O(*s*) while a section is
    ///   collapsed.
    public func absoluteIndex(for indexPath: IndexPath) -> Int? {
        engine.hasCollapsedSections
            ? engine.data.shownAbsoluteIndex(for: indexPath) : engine.data.absoluteIndex(for: indexPath)
    }

    /// The index path of the row at flat position `absoluteIndex` among the rows shown (none of
    /// collapsed sections), or `nil` when out of range.
    ///
    /// ```swift
    /// handler.indexPath(forAbsoluteIndex: 4) // [1, 1]
    /// ```
    ///
    /// - Parameter absoluteIndex: A flat position.
    /// - Returns: The index path, or `nil`.
    /// - Complexity: O(log *s*) after the cached O(*s*) offsets build; O(*s*) while a section is
    ///   collapsed.
    public func indexPath(forAbsoluteIndex absoluteIndex: Int) -> IndexPath? {
        engine.hasCollapsedSections
            ? engine.data.shownIndexPath(forAbsoluteIndex: absoluteIndex)
            : engine.data.indexPath(forAbsoluteIndex: absoluteIndex)
    }

    /// The item at `indexPath` of ``data``, or `nil` for an invalid path.
    ///
    /// ```swift
    /// handler.item(at: IndexPath(item: 0, section: 0))
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Returns: The item, or `nil`.
    public func item(at indexPath: IndexPath) -> Decorator.Data? {
        engine.data.item(at: indexPath)
    }

    /// The item the view shows at `indexPath` right now, or `nil` for a path the view does not show:
    /// the lookup for index paths that come from the view (delegate callbacks, context menus, swipe
    /// actions, drag and drop), which name what is on screen. While batches animate or wait,
    /// ``data`` is already ahead of the view and ``item(at:)`` may answer another item; when the view
    /// is idle both agree. Rows of collapsed sections are not shown. It replaces a diffable data
    /// source's `itemIdentifier(for:)`.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    ///                point: CGPoint) -> UIContextMenuConfiguration? {
    ///     guard let person = handler.displayedItem(at: indexPath) else { return nil }
    ///     return menu(for: person)
    /// }
    /// ```
    ///
    /// - Parameter indexPath: An index path of the view.
    /// - Returns: The item shown there, or `nil`.
    public func displayedItem(at indexPath: IndexPath) -> Decorator.Data? {
        engine.displayedData.shownItem(at: indexPath)
    }

    /// What edits do with incoming items whose identity is already in the data (or repeats within one
    /// call), and with a section kind already present.
    ///
    /// - ``DuplicatePolicy/reject`` (the default): the edit throws ``ListEditError`` and changes nothing.
    /// - ``DuplicatePolicy/keepFirst``: the row already there (or the earlier item of the call) wins.
    /// - ``DuplicatePolicy/keepLast``: the incoming item wins; the older row is removed in the same batch.
    ///
    /// A section kind already present is merged, never dropped: ``insertSection(_:at:animated:)`` adds
    /// the incoming items to the section already there under `.keepFirst`, and moves that section's
    /// rows into the incoming one under `.keepLast`. A handler created with `duplicates:` starts with
    /// that policy.
    ///
    /// ```swift
    /// handler.duplicatePolicy = .keepLast
    /// ```
    public var duplicatePolicy: DuplicatePolicy {
        get { engine.duplicatePolicy }
        set { engine.duplicatePolicy = newValue }
    }

    /// Whether rows whose content changed under the same identity are reconfigured in place after
    /// their batch (`true`, the default: cells don't blink, `reconfigureRows` on iOS 15+) or reloaded
    /// (`false`). Reloads never share a batch with moves: UIKit places a reloaded row by the batch's
    /// deletes and inserts only, so next to moves they run in a batch of their own.
    ///
    /// ```swift
    /// handler.reconfiguresUpdatedItems = false
    /// ```
    public var reconfiguresUpdatedItems: Bool {
        get { engine.reconfiguresUpdatedItems }
        set { engine.reconfiguresUpdatedItems = newValue }
    }

    /// Called whenever an edit was shown with `reloadData` instead of an animation; see ``Diagnostic``.
    ///
    /// ```swift
    /// handler.onDiagnostic = { print($0) }
    /// ```
    public var onDiagnostic: ((Diagnostic) -> Void)? {
        get { engine.onDiagnostic }
        set { engine.onDiagnostic = engine.callbacks.gated(newValue) }
    }

    /// Whether edits are still waiting to be shown: a batch animating, or edits queued behind it.
    ///
    /// ```swift
    /// if !handler.hasPendingUpdates { print("idle") }
    /// ```
    public var hasPendingUpdates: Bool { engine.hasPendingUpdates }
}

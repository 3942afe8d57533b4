#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

/// Shows sectioned data in an `NSCollectionView` with one decorator whose cells are
/// `NSCollectionViewItem`s, and applies every edit as one consistent `performBatchUpdates`.
///
/// The handler makes an adapter it owns the collection view's data source and delegate (the app's own
/// delegate is ``delegate``), registers the decorator's item classes, and answers AppKit from the data
/// it shows; the user's clicks reach ``ListHandler/onSelect`` and ``ListHandler/onDeselect``; every edit (`addData`, `removeData`,
/// `upsert`, `move`, `apply`…) comes from ``ListHandler``, as on iOS. The collection view keeps the
/// handler alive.
///
/// ```swift
/// final class PersonItem: NSCollectionViewItem {
///     override func loadView() { view = NSTextField(labelWithString: "") }
/// }
/// struct PersonDecorator: CellDecorator {
///     static func update(_ item: PersonItem, with person: Person) { item.textField?.stringValue = person.name }
/// }
/// let handler = CollectionViewHandler<PersonDecorator>(collectionView: collectionView)
/// handler.header = SupplementaryRoute(CompanyHeader.self)   // the layout must ask for headers
/// try handler.apply(SectionedData(items: people))
/// ```
///
/// AppKit keeps `selectionIndexPaths` with its items across batches; ``ListHandler/selectedItems``
/// follows the items.
///
/// - Complexity: Every data-source answer is O(1) plus the decorator.
@MainActor
public final class CollectionViewHandler<Decorator: CellDecorator>: ListHandler<Decorator>
where Decorator.Cell: NSCollectionViewItem {
    let adapter: CollectionViewAdapter<Decorator>

    /// The collection view this handler is the data source of.
    ///
    /// The collection view keeps its handler alive (AppKit holds data sources weakly), and the handler
    /// refers to it weakly. Reading this property after the collection view was deallocated traps with a
    /// message saying so.
    ///
    /// ```swift
    /// handler.collectionView.allowsMultipleSelection = true
    /// ```
    public var collectionView: NSCollectionView { adapter.liveView }

    /// The supplementary views by element kind. The layout decides which kinds it asks for; asking for a
    /// kind with no route traps with a message naming the kind. A route whose data is `nil` for a section
    /// gives an empty view there.
    ///
    /// ```swift
    /// handler.supplementaryViews["badge"] = SupplementaryRoute(BadgeDecorator.self) { "\($0.count)" }
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when changed.
    public var supplementaryViews:
        [NSCollectionView.SupplementaryElementKind: SupplementaryRoute<Decorator.Data, NSView>]
    {
        get { adapter.supplementaryViews }
        set { adapter.supplementaryViews = newValue }
    }

    /// The section header (`NSCollectionView.elementKindSectionHeader`) in ``supplementaryViews``.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyHeader.self)
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when set.
    public var header: SupplementaryRoute<Decorator.Data, NSView>? {
        get { supplementaryViews[NSCollectionView.elementKindSectionHeader] }
        set { supplementaryViews[NSCollectionView.elementKindSectionHeader] = newValue }
    }

    /// The section footer (`NSCollectionView.elementKindSectionFooter`) in ``supplementaryViews``.
    ///
    /// ```swift
    /// handler.footer = SupplementaryRoute(CountFooter.self) { "\($0.count) people" }
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when set.
    public var footer: SupplementaryRoute<Decorator.Data, NSView>? {
        get { supplementaryViews[NSCollectionView.elementKindSectionFooter] }
        set { supplementaryViews[NSCollectionView.elementKindSectionFooter] = newValue }
    }

    /// The app's delegate: it keeps its flow-layout sizes (`NSCollectionViewDelegateFlowLayout`: item
    /// sizes, section insets, spacings, header and footer reference sizes, each where it answers, else the
    /// layout's own), may refuse the user's clicks (`shouldSelectItemsAt`), hears the user's selection
    /// after ``ListHandler/onSelect`` and ``ListHandler/onDeselect``, and on a Mac receives every other
    /// delegate message. Starts out as the collection view's delegate before the handler took over; held
    /// weakly.
    ///
    /// ```swift
    /// handler.delegate = self  // e.g. collectionView(_:layout:sizeForItemAt:)
    /// ```
    public var delegate: (any NSCollectionViewDelegate)? {
        get { adapter.appDelegate }
        set { adapter.appDelegate = newValue }
    }

    /// What this handler made items and supplementary views from: making anything else traps with a
    /// message saying what to register.
    ///
    /// ```swift
    /// handler.registry.registration(for: "PersonItem", slot: .cell)?.source // .type
    /// ```
    public var registry: ReuseRegistry { adapter.registry }

    @_spi(Binding)
    override public func setSectionView<Base>(_ route: SupplementaryRoute<Decorator.Data, Base>?, isHeader: Bool) {
        let route = route?.checked(as: NSView.self, settingOn: self)
        if isHeader { header = route } else { footer = route }
    }

    /// Creates an empty handler for `collectionView`: becomes its data source and delegate (keeping the
    /// previous delegate as ``delegate``) and reloads it.
    ///
    /// ```swift
    /// let handler = CollectionViewHandler<PersonDecorator>(collectionView: collectionView)
    /// ```
    ///
    /// - Parameter collectionView: The collection view to drive.
    /// - Complexity: The first reload.
    @inlinable
    public convenience init(collectionView: NSCollectionView) {
        self.init(collectionView: collectionView, prepared: Self.preparedEmpty)
    }

    /// Creates a handler showing `data` in `collectionView`, as ``init(collectionView:)`` does;
    /// `duplicates` resolves repeated kinds and identities in `data` and stays the handler's
    /// ``ListHandler/duplicatePolicy``.
    ///
    /// ```swift
    /// let handler = try CollectionViewHandler<PersonDecorator>(collectionView: collectionView, data: data)
    /// ```
    ///
    /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) to check `data`, plus the first reload.
    @inlinable
    public convenience init(
        collectionView: NSCollectionView, data: SectionedData<Decorator.Data>, duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        self.init(collectionView: collectionView, prepared: try Self.prepared(data, duplicates: duplicates))
    }

    @usableFromInline
    init(collectionView: NSCollectionView, prepared: Prepared) {
        let adapter = CollectionViewAdapter<Decorator>(view: collectionView)
        self.adapter = adapter
        super.init(prepared: prepared)
        adapter.start(self)
    }
}
#endif

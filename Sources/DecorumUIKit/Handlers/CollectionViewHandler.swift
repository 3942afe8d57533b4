#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

/// Shows sectioned data in a `UICollectionView` with one decorator, and animates every edit without
/// ever handing UIKit an inconsistent batch.
///
/// The handler makes an adapter it owns the collection view's data source and delegate, registers the
/// decorator's cells, and answers UIKit from the data it shows; every edit (`addData`, `removeData`,
/// `upsert`, `move`, `apply`…) comes from ``ListHandler``. The collection view keeps the handler alive.
///
/// ```swift
/// struct PersonDecorator: CellDecorator {
///     static func update(_ cell: PersonCell, with person: Person) { cell.name.text = person.name }
/// }
/// let handler = CollectionViewHandler<PersonDecorator>(collectionView: collectionView)
/// handler.header = SupplementaryRoute(CompanyHeader.self)   // the layout must ask for headers
/// try handler.apply(SectionedData(items: people))
/// ```
///
/// Delegate messages the handler does not implement (flow layout sizes, scrolling…) go to
/// ``delegate``, which starts out as the collection view's previous delegate.
/// Set your own delegate with ``delegate``. One assigned to `collectionView.delegate` after the handler was
/// created takes that place too: the handler notices it when the view next asks for a cell and, at its
/// next layout pass, forwards to it and becomes the view's delegate again.
///
/// - Complexity: Every data-source answer is O(1) plus the decorator.
@MainActor
public final class CollectionViewHandler<Decorator: CellDecorator>: UIKitListHandler<Decorator>
where Decorator.Cell: UICollectionViewCell {
    let adapter: CollectionViewAdapter<Decorator>

    /// The collection view this handler is the data source and delegate of.
    ///
    /// The collection view keeps its handler alive (UIKit holds data sources weakly), and the handler refers to
    /// it weakly, so a handler created as a local keeps working and goes away with its collection view. Reading
    /// this property after the collection view was deallocated traps with a message saying so.
    ///
    /// ```swift
    /// handler.collectionView.allowsMultipleSelection = true
    /// ```
    public var collectionView: UICollectionView { adapter.liveView }

    /// The supplementary views by element kind. The layout decides which kinds it asks for; asking for
    /// a kind with no route traps with a message naming the kind. A route whose data is `nil` for a
    /// section gives an empty view there (its section is reloaded when that changes). A global view (a
    /// compositional layout's boundary item for the whole list) belongs to no section: a route made with
    /// `SupplementaryRoute(layoutWide:data:)` configures it with the list's data; one made for sections
    /// shows it as its class makes it.
    ///
    /// ```swift
    /// handler.supplementaryViews["badge"] = SupplementaryRoute(BadgeDecorator.self) { "\($0.count)" }
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when changed.
    public var supplementaryViews: [String: SupplementaryRoute<Decorator.Data, UICollectionReusableView>] {
        get { adapter.supplementaryViews }
        set { adapter.supplementaryViews = newValue }
    }

    /// The section header (``ElementPosition/headerElementKind``) in ``supplementaryViews``.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyHeader.self)
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when set.
    public var header: SupplementaryRoute<Decorator.Data, UICollectionReusableView>? {
        get { supplementaryViews[ElementPosition.headerElementKind] }
        set { supplementaryViews[ElementPosition.headerElementKind] = newValue }
    }

    /// The section footer (``ElementPosition/footerElementKind``) in ``supplementaryViews``.
    ///
    /// ```swift
    /// handler.footer = SupplementaryRoute(CountFooter.self) { "\($0.count) people" }
    /// ```
    ///
    /// - Complexity: O(1), plus a reload when set.
    public var footer: SupplementaryRoute<Decorator.Data, UICollectionReusableView>? {
        get { supplementaryViews[ElementPosition.footerElementKind] }
        set { supplementaryViews[ElementPosition.footerElementKind] = newValue }
    }

    @_spi(Binding)
    override public func setSectionView<Base>(_ route: SupplementaryRoute<Decorator.Data, Base>?, isHeader: Bool) {
        let route = route?.checked(as: UICollectionReusableView.self, settingOn: self)
        if isHeader { header = route } else { footer = route }
    }

    /// Receives the delegate messages the handler does not implement, plus selection after
    /// ``ListHandler/onSelect``. Starts out as the collection view's delegate before the handler took
    /// over; held weakly.
    ///
    /// ```swift
    /// handler.delegate = self // e.g. UICollectionViewDelegateFlowLayout sizes
    /// ```
    public var delegate: (any UICollectionViewDelegate)? {
        get { adapter.delegate }
        set { adapter.appDelegate = newValue }
    }

    /// Creates an empty handler for `collectionView`: registers the decorator's cells, becomes the data
    /// source and delegate (keeping the previous delegate as ``delegate``) and reloads.
    ///
    /// ```swift
    /// let handler = CollectionViewHandler<PersonDecorator>(collectionView: collectionView)
    /// ```
    ///
    /// - Parameter collectionView: The collection view to drive.
    /// - Complexity: O(*r*) registrations, plus the first reload.
    @inlinable
    public convenience init(collectionView: UICollectionView) {
        self.init(collectionView: collectionView, prepared: Self.preparedEmpty)
    }

    /// Creates a handler showing `data` in `collectionView`, as ``init(collectionView:)`` does; the
    /// `duplicates` policy resolves repeated kinds and identities in `data` and stays the handler's
    /// ``ListHandler/duplicatePolicy``.
    ///
    /// ```swift
    /// let handler = try CollectionViewHandler<PersonDecorator>(collectionView: collectionView, data: data)
    /// ```
    ///
    /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) to check `data`, O(*r*) registrations, plus the first reload.
    @inlinable
    public convenience init(
        collectionView: UICollectionView, data: SectionedData<Decorator.Data>, duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        self.init(collectionView: collectionView, prepared: try Self.prepared(data, duplicates: duplicates))
    }

    @usableFromInline
    init(collectionView: UICollectionView, prepared: Prepared) {
        let adapter = CollectionViewAdapter<Decorator>(view: collectionView)
        self.adapter = adapter
        super.init(parts: adapter, prepared: prepared)
        adapter.start(self)
    }
}
#endif

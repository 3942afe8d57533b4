// NSCollectionView with sections: counts read from the data source, items of visible index paths made at
// the layout pass, reuse of registered classes, batch updates validated by the same model of UIKit's batch
// rules as the UIKit stand-in and the headless view (DecorumBatchRules), selection that follows its items.
import DecorumBatchRules
@_spi(Binding) import DecorumCore

/// One item as the collection view keeps it.
struct ItemSlot {
    var item: NSCollectionViewItem?
    var isSelected = false
}

/// Apple: "NSCollectionView". Where AppKit's rules are not documented, it follows the harsher reading:
/// - its batch checks are UIKit's collection-view rules (AppKit's NSCollectionView took UICollectionView's
///   update model in macOS 10.11, and Apple documents no difference): a batch UIKit would refuse raises
///   NSInternalInconsistencyException with UIKit's words, then the view reloads;
/// - it reads its counts before a batch's updates run (as UICollectionView does), so a data source changed
///   before `performBatchUpdates` is caught;
/// - items exist only for visible index paths, made at the next layout pass (`layoutSubtreeIfNeeded()`).
@MainActor
open class NSCollectionView: NSView {
    public typealias SupplementaryElementKind = String

    /// Apple: "elementKindSectionHeader" (NSCollectionViewFlowLayout).
    public static let elementKindSectionHeader: SupplementaryElementKind = "UICollectionElementKindSectionHeader"
    /// Apple: "elementKindSectionFooter".
    public static let elementKindSectionFooter: SupplementaryElementKind = "UICollectionElementKindSectionFooter"

    /// Apple: "dataSource": weak. Setting it makes the view read its counts again, lazily.
    open weak var dataSource: (any NSCollectionViewDataSource)? {
        didSet { invalidate() }
    }

    /// Apple: "delegate": weak. Hears the user's selection (NSCollectionView+Delegate.swift); its flow
    /// layout asks it for sizes.
    open weak var delegate: (any NSCollectionViewDelegate)?
    /// Apple: "collectionViewLayout". The stand-in lays out no frames: a flow layout only answers what
    /// it would size its items with (NSCollectionViewFlowLayout.swift).
    open var collectionViewLayout: NSCollectionViewLayout? {
        didSet { collectionViewLayout?.collectionView = self }
    }
    /// Apple: "isSelectable" (NSCollectionView.h, `selectable`): a click selects only when it is `true`;
    /// its default is `false` (the class's, as `NSCollectionView()` makes it).
    open var isSelectable = false

    var loadedSections: [[ItemSlot]]?
    var supplementaryViews: [SupplementaryElementKind: [Int: NSView]] = [:]
    var itemClasses: [NSUserInterfaceItemIdentifier: NSCollectionViewItem.Type] = [:]
    var viewClasses: [SupplementaryElementKind: [NSUserInterfaceItemIdentifier: NSView.Type]] = [:]
    var reusableItems: [NSUserInterfaceItemIdentifier: [NSCollectionViewItem]] = [:]
    var reusableViews: [SupplementaryElementKind: [NSUserInterfaceItemIdentifier: [NSView]]] = [:]
    var batch: Changeset?
    var batchCompletions: [(Bool) -> Void] = []
    var batchDepth = 0
    /// The index path the data source is being asked for, and what it made for it.
    var asking: IndexPath?
    var madeForAsking: [ObjectIdentifier] = []
    /// Drops under way and the dragging masks (NSCollectionView+Dragging.swift).
    var dragState = CollectionDragState()

    /// How many items fit in the visible area (stand-in only): the first that many items, in section order.
    public var standInVisibleItemCount = 20 {
        didSet { needsLayout = true }
    }
    /// The supplementary kinds the (unmodelled) layout shows, one per section with a visible item (stand-in
    /// only; a flow layout with a header size shows `elementKindSectionHeader`).
    public var standInSupplementaryKinds: [SupplementaryElementKind] = [] {
        didSet { needsLayout = true }
    }
    /// Whether each outermost `performBatchUpdates` came through `animator()`, in order (stand-in only).
    public internal(set) var standInBatchesAnimated: [Bool] = []
    /// Each index path the data source was asked an item for, in order (stand-in only).
    public private(set) var standInItemRequests: [IndexPath] = []

    public required init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Counts

    var sections: [[ItemSlot]] {
        get {
            if let loadedSections { return loadedSections }
            let loaded = inPass {
                (0..<max(0, dataSource?.numberOfSections(in: self) ?? 0)).map { section in
                    [ItemSlot](
                        repeating: ItemSlot(),
                        count: max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0))
                }
            }
            loadedSections = loaded
            return loaded
        }
        set { loadedSections = newValue }
    }

    /// Apple: "numberOfSections".
    open var numberOfSections: Int { sections.count }

    /// Apple: "numberOfItems(inSection:)". A section out of range raises (the harsher reading; stand-in's
    /// wording) and answers 0.
    open func numberOfItems(inSection section: Int) -> Int {
        guard section >= 0 && section < numberOfSections else {
            AppKitStandIn.raise(
                "-[NSCollectionView numberOfItemsInSection:] section \(section) out of range "
                    + "(numberOfSections: \(numberOfSections))", name: "NSRangeException")
            return 0
        }
        return sections[section].count
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath[0] >= 0 && indexPath[0] < sections.count && indexPath[1] >= 0
            && indexPath[1] < sections[indexPath[0]].count
    }

    /// Apple: "reloadData()": items and supplementary views go back to their reuse queues; counts are read
    /// again lazily. Inside a batch's updates Apple is silent: the harsher reading raises (as UIKit does).
    open func reloadData() {
        guard isOutsidePass("reloadData") else { return }
        if batchDepth > 0 {
            AppKitStandIn.raise("-[NSCollectionView reloadData] called inside the updates of a batch")
        }
        invalidate()
    }

    func invalidate() {
        for (section, items) in (loadedSections ?? []).enumerated() {
            for (index, slot) in items.enumerated() {
                if let item = slot.item { endDisplaying(item, at: IndexPath(item: index, section: section)) }
            }
        }
        dropSupplementaryViews { _ in true }
        loadedSections = nil
        needsLayout = true
    }

    // MARK: Registration and reuse

    /// Apple: "register(_:forItemWithIdentifier:)": `nil` removes the registration. A class that is not an
    /// NSCollectionViewItem raises NSInvalidArgumentException (stand-in's wording).
    open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        guard let itemClass else { return itemClasses[identifier] = nil }
        guard let type = itemClass as? NSCollectionViewItem.Type else {
            return AppKitStandIn.raise(
                "\(itemClass) is not an NSCollectionViewItem subclass", name: "NSInvalidArgumentException")
        }
        itemClasses[identifier] = type
    }

    /// Apple: "register(_:forSupplementaryViewOfKind:withIdentifier:)".
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        guard let viewClass else { return viewClasses[kind, default: [:]][identifier] = nil }
        guard let type = viewClass as? NSView.Type else {
            return AppKitStandIn.raise(
                "\(viewClass) is not an NSView subclass", name: "NSInvalidArgumentException")
        }
        viewClasses[kind, default: [:]][identifier] = type
    }

    /// Apple: "makeItem(withIdentifier:for:)": "looks for a recycled item of the given type and returns it
    /// if one exists. If no recycled item exists, it creates a new one using the registered class". An
    /// identifier with nothing registered raises (stand-in's wording) and gives a plain item.
    open func makeItem(
        withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
    ) -> NSCollectionViewItem {
        let item: NSCollectionViewItem
        if let reused = reusableItems[identifier]?.popLast() {
            reused.prepareForReuse()
            item = reused
        } else if let type = itemClasses[identifier] {
            item = type.init(standInNibName: nil, bundle: nil)
        } else {
            AppKitStandIn.raise(
                "-[NSCollectionView makeItemWithIdentifier:forIndexPath:] no class registered for identifier "
                    + "\(identifier.rawValue)")
            item = NSCollectionViewItem(nibName: nil, bundle: nil)
        }
        item.identifier = identifier
        item.collectionView = self
        if indexPath == asking { madeForAsking.append(ObjectIdentifier(item)) }
        return item
    }

    /// Apple: "makeSupplementaryView(ofKind:withIdentifier:for:)", as `makeItem` for a kind.
    open func makeSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
    ) -> NSView {
        let view: NSView
        if let reused = reusableViews[elementKind]?[identifier]?.popLast() {
            (reused as? any NSCollectionViewElement)?.prepareForReuse()
            view = reused
        } else if let type = viewClasses[elementKind]?[identifier] {
            view = type.init(frame: .zero)
        } else {
            AppKitStandIn.raise(
                "-[NSCollectionView makeSupplementaryViewOfKind:withIdentifier:forIndexPath:] no class registered "
                    + "for kind \(elementKind), identifier \(identifier.rawValue)")
            view = NSView()
        }
        view.identifier = identifier
        return view
    }

    func enqueue(_ item: NSCollectionViewItem) {
        if item.isViewLoaded { item.view.removeFromSuperview() }
        item.isSelected = false
        if let identifier = item.identifier { reusableItems[identifier, default: []].append(item) }
    }

    func dropSupplementaryViews(where leaves: (Int) -> Bool) {
        for (kind, views) in supplementaryViews {
            for (section, view) in views where leaves(section) {
                view.removeFromSuperview()
                supplementaryViews[kind]?[section] = nil
                if let identifier = view.identifier {
                    reusableViews[kind, default: [:]][identifier, default: []].append(view)
                }
            }
        }
    }

    // MARK: Visible items

    /// The index paths the visible area shows (stand-in only): the first `standInVisibleItemCount` items.
    public var standInVisibleIndexPaths: [IndexPath] {
        var paths: [IndexPath] = []
        for (section, items) in sections.enumerated() {
            for item in items.indices {
                guard paths.count < standInVisibleItemCount else { return paths }
                paths.append(IndexPath(item: item, section: section))
            }
        }
        return paths
    }

    /// Apple: "layout()": makes the items of visible index paths that have none (asking the data source),
    /// the supplementary views of their sections, and sets aside those no longer visible.
    open override func layout() {
        super.layout()
        guard batchDepth == 0 else { return }
        passDepth += 1
        defer { passDepth -= 1 }
        let visible = standInVisibleIndexPaths
        let visibleSet = Set(visible)
        for (section, items) in sections.enumerated() {
            for (index, slot) in items.enumerated() where slot.item != nil {
                let path = IndexPath(item: index, section: section)
                if !visibleSet.contains(path) {
                    sections[section][index].item = nil
                    endDisplaying(slot.item!, at: path)
                }
            }
        }
        for path in visible where sections[path[0]][path[1]].item == nil { makeItem(at: path) }
        let shownSections = Set(visible.map { $0[0] })
        dropSupplementaryViews { !shownSections.contains($0) }
        for kind in standInSupplementaryKinds {
            for section in shownSections.sorted() where supplementaryViews[kind]?[section] == nil {
                guard let dataSource else { continue }
                let view = dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
                addSubview(view)
                supplementaryViews[kind, default: [:]][section] = view
            }
        }
    }

    /// Asks the data source for the item at `path`. It must come from this view's `makeItem(withIdentifier:for:)`
    /// for that index path: Apple: "collectionView(_:itemForRepresentedObjectAt:)": "You do this by sending
    /// -makeItemWithIdentifier:forIndexPath: method to the collection view" (NSCollectionView.h); an item
    /// made otherwise raises (the harsher reading, as UIKit checks its cells; stand-in's wording).
    func makeItem(at path: IndexPath) {
        guard let dataSource else { return }
        asking = path
        madeForAsking = []
        standInItemRequests.append(path)
        let item = dataSource.collectionView(self, itemForRepresentedObjectAt: path)
        asking = nil
        if !madeForAsking.contains(ObjectIdentifier(item)) {
            AppKitStandIn.raise(
                "the item returned for index path [\(path[0]), \(path[1])] was not made by "
                    + "makeItem(withIdentifier:for:) for that index path")
        }
        item.isSelected = sections[path[0]][path[1]].isSelected
        addSubview(item.view)
        sections[path[0]][path[1]].item = item
        // NSCollectionView.h, "collectionView:willDisplayItem:forRepresentedObjectAtIndexPath:".
        inPass { delegate?.collectionView(self, willDisplay: item, forRepresentedObjectAt: path) }
    }

    /// Apple: "item(at:)": the item if it exists (visible), else `nil`; `nil` for an index path out of range.
    open func item(at indexPath: IndexPath) -> NSCollectionViewItem? {
        guard isValid(indexPath) else { return nil }
        return sections[indexPath[0]][indexPath[1]].item
    }

    /// Apple: "visibleItems()".
    open func visibleItems() -> [NSCollectionViewItem] {
        sections.joined().compactMap(\.item)
    }

    /// Apple: "indexPath(for:)": where a visible item is, or `nil`.
    open func indexPath(for item: NSCollectionViewItem) -> IndexPath? {
        for (section, items) in sections.enumerated() {
            if let index = items.firstIndex(where: { $0.item === item }) {
                return IndexPath(item: index, section: section)
            }
        }
        return nil
    }

    /// Apple: "supplementaryView(forElementKind:at:)": the visible supplementary view, or `nil`.
    open func supplementaryView(
        forElementKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) -> (NSView & NSCollectionViewElement)? {
        guard indexPath.count == 2 else { return nil }
        return supplementaryViews[elementKind]?[indexPath[0]] as? NSView & NSCollectionViewElement
    }

    // MARK: Selection

    /// Apple: "allowsMultipleSelection" (NSCollectionView.h; "The default value is NO"). It limits the
    /// user's clicks (``standInUserClickItem(at:extending:)``); setting `selectionIndexPaths` is not
    /// limited by it (the harsher reading: Apple is silent).
    open var allowsMultipleSelection = false

    /// Apple: "selectionIndexPaths". Kept with their items across batches (a deleted or reloaded item leaves
    /// it: Apple is silent on reloads; the harsher reading). Setting index paths out of range raises (the
    /// harsher reading; stand-in's wording) and changes nothing.
    open var selectionIndexPaths: Set<IndexPath> {
        get {
            var selected: Set<IndexPath> = []
            for (section, items) in sections.enumerated() {
                for (index, slot) in items.enumerated() where slot.isSelected {
                    selected.insert(IndexPath(item: index, section: section))
                }
            }
            return selected
        }
        set {
            if let bad = newValue.first(where: { !isValid($0) }) {
                return AppKitStandIn.raise(
                    "-[NSCollectionView setSelectionIndexPaths:] index path \(Array(bad)) out of range",
                    name: "NSRangeException")
            }
            for section in sections.indices {
                for index in sections[section].indices {
                    let selected = newValue.contains(IndexPath(item: index, section: section))
                    sections[section][index].isSelected = selected
                    sections[section][index].item?.isSelected = selected
                }
            }
        }
    }
}

// A compositional layout, as far as a list needs it: sections of groups of items, section and global
// boundary supplementary items, and the list configuration (iOS 14). An estimated height is taken at
// its estimate until the view is laid out and measures itself (self-sizing).
import DecorumBatchRules
@_spi(Binding) import DecorumCore

/// Apple: "NSDirectionalEdgeInsets".
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// Apple: "NSRectAlignment" (the ones a boundary item uses).
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// Apple: "NSCollectionLayoutDimension".
@MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind {
        case fractionalWidth(CGFloat)
        case fractionalHeight(CGFloat)
        case absolute(CGFloat)
        case estimated(CGFloat)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
        super.init()
    }

    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(fraction))
    }

    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(fraction))
    }

    public static func absolute(_ value: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(value))
    }

    /// Apple: "estimated(_:)": "Creates a dimension with an estimated point value"; "The final size of
    /// the dimension is determined when the content is rendered": here, when the view is laid out and
    /// measures itself
    /// (`preferredLayoutAttributesFitting(_:)`); heights only (the stand-in self-sizes heights).
    public static func estimated(_ value: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(value))
    }

    var isEstimated: Bool {
        if case .estimated = kind { return true }
        return false
    }

    /// The length in a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth(let fraction): return container.width * fraction
        case .fractionalHeight(let fraction): return container.height * fraction
        case .absolute(let value), .estimated(let value): return value
        }
    }
}

/// Apple: "NSCollectionLayoutSize".
@MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// Apple: "NSCollectionLayoutItem".
@MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets.zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// Apple: "NSCollectionLayoutGroup": a row (horizontal) or a column (vertical) of items.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    let isHorizontal: Bool
    let subitems: [NSCollectionLayoutItem]
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, horizontal: Bool, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.isHorizontal = horizontal
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, horizontal: true, subitems: subitems, count: nil)
    }

    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, horizontal: true, subitems: [subitem], count: count)
    }

    public class func vertical(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, horizontal: false, subitems: subitems, count: nil)
    }

    public class func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, horizontal: false, subitems: [subitem], count: count)
    }

    /// The items' frames in a group of `size` at the origin: as many as fit (or `count`), repeating the
    /// subitems in order.
    func itemFrames(size: CGSize) -> [CGRect] {
        var frames: [CGRect] = []
        var position: CGFloat = 0
        let spacing = interItemSpacing?.value ?? 0
        let limit = count ?? 1_000  // a bound on a group that never fills (stand-in's choice)
        var index = 0
        while frames.count < limit, !subitems.isEmpty {
            let item = subitems[index % subitems.count].layoutSize.resolve(in: size)
            let end = position + (isHorizontal ? item.width : item.height)
            if count == nil, end > (isHorizontal ? size.width : size.height) + 0.001, !frames.isEmpty { break }
            frames.append(
                isHorizontal
                    ? CGRect(x: position, y: 0, width: item.width, height: item.height)
                    : CGRect(x: 0, y: position, width: item.width, height: item.height))
            position = end + spacing
            index += 1
            if count == nil, item.width <= 0 || item.height <= 0 { break }  // an empty item: one (stand-in's choice)
        }
        return frames
    }
}

/// Apple: "NSCollectionLayoutSpacing".
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
    let value: CGFloat

    init(value: CGFloat) {
        self.value = value
        super.init()
    }

    public class func fixed(_ value: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(value: value) }
    /// Apple: "flexible(_:)". Laid out as fixed spacing of `value`: no growing (stand-in's choice).
    public class func flexible(_ value: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(value: value)
    }
}

/// Apple: "NSCollectionLayoutBoundarySupplementaryItem": a header (`.top`) or footer (`.bottom`) of a
/// section, or of the whole collection view in the layout's configuration.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }

    /// Whether it goes above the section (`.top` ones, and `.leading` and `.none`: stand-in's choice, as
    /// the geometry is vertical only); the others go below.
    var isAtTop: Bool { [.top, .topLeading, .topTrailing, .leading, .none].contains(alignment) }
}

/// Apple: "NSCollectionLayoutSection".
@MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// Apple: "UICollectionViewCompositionalLayoutConfiguration": global boundary supplementary items.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Apple: "scrollDirection": "The axis that the content in the collection view layout scrolls
    /// along"; `.horizontal`: ``UICollectionViewCompositionalLayout/horizontalLayout(counts:bounds:)``.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Apple: the class adopts `NSCopying` (UICollectionViewCompositionalLayout.h).
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        (copy.scrollDirection, copy.interSectionSpacing) = (scrollDirection, interSectionSpacing)
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}

/// Apple: "UICollectionLayoutListConfiguration" (iOS 14): rows of the collection view's width.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// Apple: "UICollectionLayoutListConfiguration.Appearance".
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Apple: "UICollectionLayoutListConfiguration.HeaderMode".
    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    /// Apple: "UICollectionLayoutListConfiguration.FooterMode".
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public var appearance: Appearance
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    public var showsSeparators = true

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// Apple: "UICollectionViewCompositionalLayout". Vertical, or horizontal with the configuration's
/// `scrollDirection`. A list layout (`list(using:)`) has rows of an estimated 44 points and, with
/// `headerMode == .supplementary`, section headers of an estimated 28 points, which size themselves.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let sectionProvider: (Int) -> NSCollectionLayoutSection?
    /// Apple: "@NSCopying var configuration" (the header: `@property(nonatomic,copy)`). Read as UIKit is
    /// seen to answer it, the harsher reading: every read returns a new copy (counted in
    /// ``standInConfigurationCopies``), and a change to a copy changes nothing until it is set back.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get {
            standInConfigurationCopies += 1
            return ownConfiguration.copied()
        }
        set {
            ownConfiguration = newValue.copied()
            invalidateLayout()
        }
    }
    private var ownConfiguration: UICollectionViewCompositionalLayoutConfiguration
    /// How many copies reads of ``configuration`` made (stand-in's count, for tests of how often it is read).
    public var standInConfigurationCopies = 0
    /// The index path of the global boundary item at `index` among those of its kind (stand-in's knob):
    /// one element by default, as UIKit's compositional layout solver reads it (a path of length 1 is
    /// "the global supplementary definition", its index at position 0); other layouts were found to use
    /// an empty path (airbnb/MagazineLayout #63, #82: UIKit passes one for removed supplementary views)
    /// or `[0, index]` (iZettle/Form #128, PSTCollectionView #83), which a test sets here.
    public var standInGlobalIndexPath: (Int) -> IndexPath = { IndexPath(index: $0) }

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _ in section }
        ownConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _ in section }
        ownConfiguration = configuration.copied()
        super.init()
    }

    public init(sectionProvider: @escaping (Int, Any) -> NSCollectionLayoutSection?) {
        self.sectionProvider = { sectionProvider($0, ()) }
        ownConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(
        sectionProvider: @escaping (Int, Any) -> NSCollectionLayoutSection?,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = { sectionProvider($0, ()) }
        ownConfiguration = configuration.copied()
        super.init()
    }

    var scrollsHorizontally: Bool { ownConfiguration.scrollDirection == .horizontal }

    public class func list(
        using configuration: UICollectionLayoutListConfiguration
    )
        -> UICollectionViewCompositionalLayout
    {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Whether the items of `section` size themselves: an item's or the group's height is estimated.
    func itemsSizeThemselves(inSection section: Int) -> Bool {
        guard !scrollsHorizontally, let group = sectionProvider(section)?.group else { return false }
        return group.layoutSize.heightDimension.isEstimated
            || group.subitems.contains { $0.layoutSize.heightDimension.isEstimated }
    }

    /// Whether the boundary item of `kind` at `path` (a section's at `[section, 0]`, a global one at
    /// a path of length 1) sizes itself: its height is estimated.
    func sizesItself(_ kind: String, at path: IndexPath) -> Bool {
        guard !scrollsHorizontally else { return false }
        let global = ownConfiguration.boundarySupplementaryItems.filter { $0.elementKind == kind }
        let items =
            path.count == 2 && global.isEmpty
            ? sectionProvider(path[0])?.boundarySupplementaryItems ?? [] : global
        return items.contains { $0.elementKind == kind && $0.layoutSize.heightDimension.isEstimated }
    }

    /// Where everything goes for `counts` in a view `bounds` wide: section boundary items at
    /// `[section, 0]`, global ones at an index path of length 1 (their position among the global items
    /// of their kind). An estimated height is the one `measured` / `measuredSupplementary` know, once
    /// the view measured itself; a group of estimated height is as high as its items (a horizontal
    /// group, its highest; a vertical one, its items stacked).
    func standInLayout(
        counts: [Int], bounds: CGRect, measured: (IndexPath) -> CGFloat? = { _ in nil },
        measuredSupplementary: (String, IndexPath) -> CGFloat? = { _, _ in nil }
    ) -> ContentLayout {
        if scrollsHorizontally { return horizontalLayout(counts: counts, bounds: bounds) }
        var layout = ContentLayout()
        var y: CGFloat = 0
        let global = ownConfiguration.boundarySupplementaryItems
        var globalIndex: [String: Int] = [:]
        func height(_ item: NSCollectionLayoutBoundarySupplementaryItem, _ size: CGSize, _ path: IndexPath) -> CGFloat {
            guard item.layoutSize.heightDimension.isEstimated else { return size.height }
            return measuredSupplementary(item.elementKind, path) ?? size.height
        }
        func placeGlobal(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) {
            for item in items {
                var size = item.layoutSize.resolve(in: bounds.size)
                let index = globalIndex[item.elementKind, default: 0]
                size.height = height(item, size, standInGlobalIndexPath(index))
                globalIndex[item.elementKind] = index + 1
                layout.supplementary.append(
                    SupplementaryPlacement(
                        kind: item.elementKind, indexPath: standInGlobalIndexPath(index),
                        frame: CGRect(x: 0, y: y, width: size.width, height: size.height)))
                y += size.height
            }
        }
        placeGlobal(global.filter(\.isAtTop))
        for (section, count) in counts.enumerated() {
            if section > 0 { y += ownConfiguration.interSectionSpacing }
            guard let definition = sectionProvider(section) else {
                layout.items.append([])
                continue
            }
            let insets = definition.contentInsets
            let width = max(0, bounds.width - insets.leading - insets.trailing)
            let container = CGSize(width: width, height: bounds.height)
            let sectionPath = IndexPath(section: section, item: 0)
            for item in definition.boundarySupplementaryItems where item.isAtTop {
                var size = item.layoutSize.resolve(in: container)
                size.height = height(item, size, sectionPath)
                layout.supplementary.append(
                    SupplementaryPlacement(
                        kind: item.elementKind, indexPath: IndexPath(section: section, item: 0),
                        frame: CGRect(x: insets.leading, y: y, width: size.width, height: size.height)))
                y += size.height
            }
            y += insets.top
            let groupSize = definition.group.layoutSize.resolve(in: container)
            let slots = definition.group.itemFrames(size: groupSize)
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var groupTop = y
            var placed = 0
            let group = definition.group
            let sizesItems = itemsSizeThemselves(inSection: section)
            while placed < count, !slots.isEmpty {
                var shift: CGFloat = 0  // in a vertical group, the items below a measured one move
                var bottom = groupTop
                for slot in slots where placed < count {
                    var frame = slot.offsetBy(dx: insets.leading, dy: groupTop)
                    if sizesItems, let height = measured(IndexPath(section: section, item: placed)) {
                        frame.size.height = height
                    }
                    if !group.isHorizontal {
                        frame.origin.y += shift
                        shift += frame.height - slot.height
                    }
                    frames.append(frame)
                    bottom = max(bottom, frame.maxY)
                    placed += 1
                }
                let groupHeight = group.layoutSize.heightDimension.isEstimated ? bottom - groupTop : groupSize.height
                groupTop += groupHeight + definition.interGroupSpacing
            }
            if count > 0 { y = groupTop - definition.interGroupSpacing }
            y += insets.bottom
            layout.items.append(frames)
            for item in definition.boundarySupplementaryItems where !item.isAtTop {
                var size = item.layoutSize.resolve(in: container)
                size.height = height(item, size, sectionPath)
                layout.supplementary.append(
                    SupplementaryPlacement(
                        kind: item.elementKind, indexPath: IndexPath(section: section, item: 0),
                        frame: CGRect(x: insets.leading, y: y, width: size.width, height: size.height)))
                y += size.height
            }
        }
        placeGlobal(global.filter { !$0.isAtTop })
        layout.height = y
        return layout
    }
}

extension UICollectionViewCompositionalLayout {
    /// A horizontal layout (Apple: "scrollDirection"): sections side by side from left to right,
    /// `interSectionSpacing` apart; in each, groups one after the other along the width,
    /// `interGroupSpacing` apart, below the section's `.top` boundary items (`.topLeading`,
    /// `.topTrailing`, `.none` too) and above its `.bottom` ones, which span the section's width (a
    /// fractional width is of the section's); `.leading` items go before the section, `.trailing` ones
    /// after it, as high as the view. Fractional group sizes are of the view's size less the section's
    /// insets; global boundary items, leading ones before the first section and the others after the
    /// last. Self-sizing is vertical only (stand-in's choice): estimates stand.
    func horizontalLayout(counts: [Int], bounds: CGRect) -> ContentLayout {
        var layout = ContentLayout()
        var x: CGFloat = 0
        var globalIndex: [String: Int] = [:]
        func placeAcross(_ item: NSCollectionLayoutBoundarySupplementaryItem, _ path: IndexPath) {
            let size = item.layoutSize.resolve(in: bounds.size)
            layout.supplementary.append(
                SupplementaryPlacement(
                    kind: item.elementKind, indexPath: path,
                    frame: CGRect(x: x, y: 0, width: size.width, height: bounds.height)))
            x += size.width
        }
        func placeGlobal(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) {
            for item in items {
                let index = globalIndex[item.elementKind, default: 0]
                globalIndex[item.elementKind] = index + 1
                placeAcross(item, standInGlobalIndexPath(index))
            }
        }
        let global = ownConfiguration.boundarySupplementaryItems
        placeGlobal(global.filter { $0.isBefore })
        for (section, count) in counts.enumerated() {
            if section > 0 { x += ownConfiguration.interSectionSpacing }
            guard let definition = sectionProvider(section) else {
                layout.items.append([])
                continue
            }
            let path = IndexPath(section: section, item: 0)
            let boundary = definition.boundarySupplementaryItems
            for item in boundary where item.alignment == .leading { placeAcross(item, path) }
            let insets = definition.contentInsets
            let sectionLeft = x
            let above = boundary.filter { $0.isAtTop && $0.alignment != .leading }
            let below = boundary.filter { !$0.isAtTop && $0.alignment != .trailing }
            let container = CGSize(width: bounds.width, height: max(0, bounds.height - insets.top - insets.bottom))
            // The section's width comes from its groups; the boundary items above and below span it.
            let groupSize = definition.group.layoutSize.resolve(in: container)
            let slots = definition.group.itemFrames(size: groupSize)
            let groups = slots.isEmpty ? 0 : (count + slots.count - 1) / slots.count
            let contentWidth =
                groups == 0
                ? 0 : CGFloat(groups) * groupSize.width + CGFloat(groups - 1) * definition.interGroupSpacing
            let sectionSize = CGSize(width: insets.leading + contentWidth + insets.trailing, height: bounds.height)
            var y: CGFloat = 0
            for item in above {
                let size = item.layoutSize.resolve(in: sectionSize)
                layout.supplementary.append(
                    SupplementaryPlacement(
                        kind: item.elementKind, indexPath: path,
                        frame: CGRect(x: sectionLeft, y: y, width: size.width, height: size.height)))
                y += size.height
            }
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var groupLeft = sectionLeft + insets.leading
            var placed = 0
            while placed < count, !slots.isEmpty {
                for slot in slots where placed < count {
                    frames.append(slot.offsetBy(dx: groupLeft, dy: y + insets.top))
                    placed += 1
                }
                groupLeft += groupSize.width + definition.interGroupSpacing
            }
            layout.items.append(frames)
            var bottom = y + insets.top + groupSize.height + insets.bottom
            for item in below {
                let size = item.layoutSize.resolve(in: sectionSize)
                layout.supplementary.append(
                    SupplementaryPlacement(
                        kind: item.elementKind, indexPath: path,
                        frame: CGRect(x: sectionLeft, y: bottom, width: size.width, height: size.height)))
                bottom += size.height
            }
            x = sectionLeft + sectionSize.width
            for item in boundary where item.alignment == .trailing { placeAcross(item, path) }
        }
        placeGlobal(global.filter { !$0.isBefore })
        layout.width = x
        return layout
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// Whether a global item goes before the sections in a horizontal layout: `.leading` and the top
    /// ones (stand-in's choice).
    var isBefore: Bool { isAtTop }
}

/// One supplementary element a layout places.
struct SupplementaryPlacement {
    var kind: String
    var indexPath: IndexPath
    var frame: CGRect
}

/// Where a layout puts everything.
struct ContentLayout {
    var items: [[CGRect]] = []
    var supplementary: [SupplementaryPlacement] = []
    var height: CGFloat = 0
    /// The content's width, in a layout that scrolls horizontally.
    var width: CGFloat = 0
}

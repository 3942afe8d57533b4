// NSCollectionView's layouts, as far as a binding sees them: a flow layout asks its collection view's
// delegate for sizes (Apple: "NSCollectionViewDelegateFlowLayout", NSCollectionViewFlowLayout.h), and uses
// its own properties where the delegate does not answer. The stand-in lays out no frames: a flow layout
// only says what it sizes a section with (``NSCollectionViewFlowLayout/standInMetrics(ofSection:)``).

/// Apple: "NSCollectionViewLayout".
@MainActor
open class NSCollectionViewLayout: NSObject {
    /// Apple: "collectionView": the view that uses this layout.
    public internal(set) weak var collectionView: NSCollectionView?

    public override init() { super.init() }
}

/// Apple: "NSCollectionViewDelegateFlowLayout" (every method optional). The defaults answer nothing
/// (``AppKitStandIn/send(_:)`` then gives `nil`, and the layout uses its own property).
@MainActor
public protocol NSCollectionViewDelegateFlowLayout: NSCollectionViewDelegate {
    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> NSSize
    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        insetForSectionAt section: Int
    ) -> NSEdgeInsets
    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> NSSize
    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> NSSize
}

extension NSCollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> NSSize {
        AppKitStandIn.noImplementation()
        return .zero
    }
    public func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        insetForSectionAt section: Int
    ) -> NSEdgeInsets {
        AppKitStandIn.noImplementation()
        return NSEdgeInsets()
    }
    public func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        AppKitStandIn.noImplementation()
        return 0
    }
    public func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        AppKitStandIn.noImplementation()
        return 0
    }
    public func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> NSSize {
        AppKitStandIn.noImplementation()
        return .zero
    }
    public func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> NSSize {
        AppKitStandIn.noImplementation()
        return .zero
    }
}

/// Apple: "NSCollectionViewFlowLayout". Its properties are what it uses where the delegate does not
/// answer (the defaults are the stand-in's: Apple documents none for AppKit).
@MainActor
open class NSCollectionViewFlowLayout: NSCollectionViewLayout {
    open var itemSize = NSSize(width: 50, height: 50)
    open var sectionInset = NSEdgeInsets()
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var headerReferenceSize = NSSize.zero
    open var footerReferenceSize = NSSize.zero

    /// What a section is laid out with (stand-in only).
    public struct StandInSectionMetrics: Equatable {
        public var itemSizes: [NSSize]
        public var inset: NSEdgeInsets
        public var lineSpacing: CGFloat
        public var interitemSpacing: CGFloat
        public var header: NSSize
        public var footer: NSSize

        public static func == (a: Self, b: Self) -> Bool {
            a.itemSizes == b.itemSizes && a.inset.top == b.inset.top && a.inset.left == b.inset.left
                && a.inset.bottom == b.inset.bottom && a.inset.right == b.inset.right
                && a.lineSpacing == b.lineSpacing && a.interitemSpacing == b.interitemSpacing
                && a.header == b.header && a.footer == b.footer
        }
    }

    /// Stand-in only: what the layout sizes `section` with, asked of the collection view's delegate now
    /// (each message it answers), else this layout's property (Apple: NSCollectionViewFlowLayout.h, the
    /// delegate's messages and the layout's properties of the same names).
    public func standInMetrics(ofSection section: Int) -> StandInSectionMetrics {
        guard let view = collectionView else {
            return StandInSectionMetrics(
                itemSizes: [], inset: sectionInset, lineSpacing: minimumLineSpacing,
                interitemSpacing: minimumInteritemSpacing, header: headerReferenceSize, footer: footerReferenceSize)
        }
        let delegate = view.delegate as? any NSCollectionViewDelegateFlowLayout
        func ask<Answer>(_ message: (any NSCollectionViewDelegateFlowLayout) -> Answer) -> Answer? {
            guard let delegate else { return nil }
            return AppKitStandIn.send { message(delegate) }
        }
        let count = view.numberOfItems(inSection: section)
        return StandInSectionMetrics(
            itemSizes: (0..<count).map { item in
                ask { $0.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) }
                    ?? itemSize
            },
            inset: ask { $0.collectionView(view, layout: self, insetForSectionAt: section) } ?? sectionInset,
            lineSpacing: ask { $0.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section) }
                ?? minimumLineSpacing,
            interitemSpacing: ask {
                $0.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section)
            } ?? minimumInteritemSpacing,
            header: ask { $0.collectionView(view, layout: self, referenceSizeForHeaderInSection: section) }
                ?? headerReferenceSize,
            footer: ask { $0.collectionView(view, layout: self, referenceSizeForFooterInSection: section) }
                ?? footerReferenceSize)
    }
}

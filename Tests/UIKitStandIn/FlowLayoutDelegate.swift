// A flow layout's delegate sizes (Apple: "UICollectionViewDelegateFlowLayout"): the flow layout asks the
// collection view's delegate, where it answers, for each item's size, each section's insets, spacings
// and header and footer sizes, and uses its own properties where it does not (Apple: "itemSize": "If
// the delegate does not implement the collectionView(_:layout:sizeForItemAt:) method, the flow layout
// uses the value in this property"; the same for the others). It keeps the answers until it is told to
// ask again: `invalidateLayout()`, a context with `invalidateFlowLayoutDelegateMetrics` set (Apple: "When
// this property is set to true, the flow layout object recomputes the size of its items and views,
// querying the delegate object as needed"), `reloadData()`, a batch update, or another delegate. A
// layout pass, a scroll or a new size asks nothing (the harsher reading: Apple names no query then).
import DecorumBatchRules
import DecorumCore

/// Apple: "UICollectionViewDelegateFlowLayout" (all optional there): the defaults answer nothing.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        UIKitStandIn.noImplementation()
        return .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIKitStandIn.noImplementation()
        return .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        UIKitStandIn.noImplementation()
        return 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        UIKitStandIn.noImplementation()
        return 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        UIKitStandIn.noImplementation()
        return .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        UIKitStandIn.noImplementation()
        return .zero
    }
}

/// What a flow layout lays out from: per section, its delegate's answers or its own properties.
struct FlowDelegateMetrics {
    struct Section {
        var itemSizes: [CGSize]
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGSize
        var footer: CGSize
    }

    var counts: [Int]
    var sections: [Section]
}

extension UICollectionViewFlowLayout {
    /// The sizes to lay out `counts` with: those kept since the delegate was last asked, else asked now.
    func standInMetrics(counts: [Int], in collectionView: UICollectionView) -> [FlowDelegateMetrics.Section] {
        if let delegateMetrics, delegateMetrics.counts == counts { return delegateMetrics.sections }
        // Sent as the runtime sends it: to the delegate, else where it forwards the message (a delegate
        // proxy in front of Decorum's adapter, MessageForwarding.swift).
        let delegate: AnyObject? = collectionView.delegate
        let v = collectionView
        func ask<Answer>(_ name: String, _ message: (any UICollectionViewDelegateFlowLayout) -> Answer) -> Answer? {
            UIKitStandIn.forward(delegate, "collectionView:layout:" + name) { message($0) }
        }
        let sections = counts.enumerated().map { section, count in
            FlowDelegateMetrics.Section(
                itemSizes: (0..<count).map { item in
                    ask("sizeForItemAtIndexPath:") {
                        $0.collectionView(v, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    } ?? standInItemSize
                },
                inset: ask("insetForSectionAtIndex:") { $0.collectionView(v, layout: self, insetForSectionAt: section) }
                    ?? sectionInset,
                lineSpacing: ask("minimumLineSpacingForSectionAtIndex:") {
                    $0.collectionView(v, layout: self, minimumLineSpacingForSectionAt: section)
                } ?? minimumLineSpacing,
                interitemSpacing: ask("minimumInteritemSpacingForSectionAtIndex:") {
                    $0.collectionView(v, layout: self, minimumInteritemSpacingForSectionAt: section)
                } ?? minimumInteritemSpacing,
                header: ask("referenceSizeForHeaderInSection:") {
                    $0.collectionView(v, layout: self, referenceSizeForHeaderInSection: section)
                } ?? headerReferenceSize,
                footer: ask("referenceSizeForFooterInSection:") {
                    $0.collectionView(v, layout: self, referenceSizeForFooterInSection: section)
                } ?? footerReferenceSize)
        }
        delegateMetrics = FlowDelegateMetrics(counts: counts, sections: sections)
        return sections
    }
}

extension UICollectionView {
    /// The flow layout asks its delegate again at the next layout (a reload, a batch, a new delegate).
    func forgetFlowMetrics() { (collectionViewLayout as? UICollectionViewFlowLayout)?.delegateMetrics = nil }
}

/// The flow layout's sends (Decorum's adapter forwards them to the app's delegate through the same
/// functions, Sources/DecorumUIKit/Adapters/UIKitOptionalMessages.swift).
extension OptionalMessage {
    public typealias Layout = UICollectionViewLayout

    public static func sizeForItem(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ p: IndexPath) -> CGSize? {
        UIKitStandIn.send {
            (d as? any UICollectionViewDelegateFlowLayout)?.collectionView(v, layout: l, sizeForItemAt: p)
        }
    }
    public static func insetForSection(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> UIEdgeInsets? {
        UIKitStandIn.send {
            (d as? any UICollectionViewDelegateFlowLayout)?.collectionView(v, layout: l, insetForSectionAt: s)
        }
    }
    public static func lineSpacing(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> CGFloat? {
        UIKitStandIn.send {
            (d as? any UICollectionViewDelegateFlowLayout)?.collectionView(
                v, layout: l, minimumLineSpacingForSectionAt: s)
        }
    }
    public static func interitemSpacing(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> CGFloat? {
        UIKitStandIn.send {
            (d as? any UICollectionViewDelegateFlowLayout)?.collectionView(
                v, layout: l, minimumInteritemSpacingForSectionAt: s)
        }
    }
    public static func headerSize(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> CGSize? {
        UIKitStandIn.send {
            (d as? any UICollectionViewDelegateFlowLayout)?.collectionView(
                v, layout: l, referenceSizeForHeaderInSection: s)
        }
    }
    public static func footerSize(_ d: Collection, _ v: UICollectionView, _ l: Layout, _ s: Int) -> CGSize? {
        UIKitStandIn.send {
            (d as? any UICollectionViewDelegateFlowLayout)?.collectionView(
                v, layout: l, referenceSizeForFooterInSection: s)
        }
    }
}

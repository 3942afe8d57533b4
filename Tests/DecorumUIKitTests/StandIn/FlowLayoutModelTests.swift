#if !canImport(ObjectiveC)
import Testing
import UIKit

// S6 (issue #38): the stand-in's flow layout asked no delegate for sizes, and its invalidation context
// re-measured everything by default, where UIKit's flags are `false` until set. Stand-in only: on a
// simulator this is UIKit's own layout.

/// A flow layout's delegate with sizes a test changes.
@MainActor
final class FlowSizes: NSObject, UICollectionViewDelegateFlowLayout {
    var itemHeight: CGFloat = 30
    var headerHeight: CGFloat = 20

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: itemHeight) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 320, height: headerHeight) }
}

@Suite("UIKit stand-in: a flow layout's delegate sizes")
@MainActor
struct FlowLayoutModelTests {
    /// A 320-point-wide flow layout (10-point spacings) over `source`, with `sizes` as its delegate.
    private func flowCollection(_ source: ArraySource, _ sizes: FlowSizes) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let collectionView = UICollectionView(
            frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            StandInHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "H")
        window.addSubview(collectionView)
        collectionView.dataSource = source
        collectionView.delegate = sizes
        Driver.settle()
        return (window, collectionView)
    }

    @Test("a flow layout's invalidation context asks for nothing again until told (Apple: false by default)")
    func contextFlagsDefaultToFalse() {
        let context = UICollectionViewFlowLayoutInvalidationContext()
        #expect(!context.invalidateFlowLayoutDelegateMetrics)
        #expect(!context.invalidateFlowLayoutAttributes)
    }

    @Test("a flow layout lays out items, section insets and headers at the sizes its delegate gives")
    func delegateSizes() {
        let sizes = FlowSizes()
        let (window, collectionView) = flowCollection(ArraySource([["a", "b", "c", "d"]]), sizes)
        let frame = { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Header 20, inset 5: the first line at 25; 100-wide items 10 apart fit two in 300 points.
        #expect(frame(0) == CGRect(x: 10, y: 25, width: 100, height: 30))
        #expect(frame(1) == CGRect(x: 120, y: 25, width: 100, height: 30))
        #expect(frame(2) == CGRect(x: 10, y: 65, width: 100, height: 30))
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
        _ = window
    }

    @Test("a flow layout keeps its delegate's sizes until it is told to ask again")
    func sizesKeptUntilInvalidated() {
        let sizes = FlowSizes()
        let (window, collectionView) = flowCollection(ArraySource([["a", "b", "c"]]), sizes)
        let layout = collectionView.collectionViewLayout
        let height = { collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height }
        sizes.itemHeight = 60
        collectionView.setNeedsLayout()
        Driver.settle()
        #expect(height() == 30)  // a layout pass asks nothing
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
        layout.invalidateLayout(with: context)
        Driver.settle()
        #expect(height() == 30)  // nor a context that does not say so
        context.invalidateFlowLayoutDelegateMetrics = true
        layout.invalidateLayout(with: context)
        Driver.settle()
        #expect(height() == 60)
        sizes.itemHeight = 80
        layout.invalidateLayout()
        Driver.settle()
        #expect(height() == 80)
        _ = window
    }
}
#endif

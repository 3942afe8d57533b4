import Decorum
import Testing
import UIKit

// N5 (issue #38): the collection view's adapter did not adopt `UICollectionViewDelegateFlowLayout`, so a
// flow layout's sizes never reached the app's delegate that the docs route them to (`handler.delegate`).
// F12's residual: a header refreshed in place in a flow layout kept the height the delegate gave before.

/// An app's flow-layout delegate: 100 × 30 items, 10-point section insets, headers as tall as
/// `headerHeight` says for the section.
@MainActor
final class BoardSizes: NSObject, UICollectionViewDelegateFlowLayout {
    var headerHeight: (Int) -> CGFloat = { _ in 20 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 30) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: collectionView.bounds.width, height: headerHeight(section)) }
}

@Suite("A flow layout's sizes from the app's delegate")
@MainActor
struct FlowLayoutDelegateTests {
    @Test("item sizes, section insets and header sizes from handler.delegate reach the flow layout")
    func flowSizesReachTheAppsDelegate() throws {
        let (window, collectionView) = makeCollection()
        let sizes = BoardSizes()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...4)))
        handler.delegate = sizes
        handler.header = SupplementaryRoute(KindBannerDecorator.self) { $0.kind.rawValue }
        Driver.settle()
        let frame = { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frame(0) == CGRect(x: 10, y: 30, width: 100, height: 30))  // below a 20-point header
        #expect(frame(1)?.minX == 110)  // the fixture's layout has no spacing
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.height == 20)
        _ = window
    }

    @Test("a flow layout's header refreshed in place takes the height the delegate now gives it")
    func refreshedHeaderIsMeasuredAgain() throws {
        let (window, collectionView) = makeCollection()
        let sizes = BoardSizes()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView,
            data: SectionedData([
                Section(kind: .friends, items: contacts(1...2)), Section(kind: .family, items: contacts(3...3)),
            ]))
        handler.delegate = sizes
        handler.header = SupplementaryRoute(KindBannerDecorator.self) { $0.model(as: String.self) ?? $0.kind.rawValue }
        sizes.headerHeight = { [weak handler] section in
            handler?.data.sections[section].model(as: String.self) == nil ? 20 : 60
        }
        Driver.settle()
        let kind = UICollectionView.elementKindSectionHeader
        let path = IndexPath(item: 0, section: 0)
        let header = try #require(collectionView.supplementaryView(forElementKind: kind, at: path) as? KindBanner)
        #expect(header.frame.height == 20)
        try handler.setModel("Best friends", forSection: .friends)
        Driver.settle()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: path) === header)  // refreshed in place
        #expect(header.shown == "Best friends")
        #expect(header.frame.height == 60)
        #expect(collectionView.layoutAttributesForItem(at: path)?.frame.minY == header.frame.maxY + 10)
        _ = window
    }
}

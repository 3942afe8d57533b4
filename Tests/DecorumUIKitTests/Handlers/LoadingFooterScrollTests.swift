import Decorum
import Testing
import UIKit

// Issue #38, N11: a collection view's loading footer is given room with the content inset. Made inside
// `scrollViewDidScroll` (where "load more" fires), the inset change moves the offset again, and UIKit
// sends the scroll callback from inside the one still running; the room must be made after it.

/// A collection view that counts the content-inset changes made while a scroll it was told of runs.
private final class InsetWatchingCollection: UICollectionView {
    private var scrolling = false
    var insetChangesWhileScrolling = 0

    override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            scrolling = true
            defer { scrolling = false }
            super.contentOffset = newValue
        }
    }

    override var contentInset: UIEdgeInsets {
        didSet { if scrolling, contentInset != oldValue { insetChangesWhileScrolling += 1 } }
    }
}

@Suite("The loading footer and scrolling")
@MainActor
struct LoadingFooterScrollTests {
    @Test("a feed scrolled to its end shows its spinner after the scroll callback, not inside it")
    func footerRoomAfterTheScroll() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = InsetWatchingCollection(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        window.addSubview(collectionView)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...30)))
        handler.loadingFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        var asked = 0
        handler.onLoadMore = { asked += 1 }
        Driver.settle()
        collectionView.contentOffset = CGPoint(x: 0, y: 44 * 30 - 440)
        Driver.settle()
        #expect(asked == 1)
        #expect(collectionView.insetChangesWhileScrolling == 0, "the content inset changed inside scrollViewDidScroll")
        #expect(collectionView.contentInset.bottom == 40)  // the spinner has its room, after the scroll
    }
}

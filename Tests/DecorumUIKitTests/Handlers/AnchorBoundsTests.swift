#if !canImport(ObjectiveC)
import Decorum
import Testing
import UIKit

// Issue #30, F5: under `.firstVisibleItem`, the anchor put back where the content has shrunk under it.
// A content offset past the content's end shows blank space below the last row (UIKit takes any offset
// set in code). Stand-in only: it reads exact offsets.

@Suite("The scroll anchor stays within the content")
@MainActor
struct AnchorBoundsTests {
    @Test("deleting the rows below the first visible one never leaves the table scrolled past its end")
    func shrinkBelowTheAnchor() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...100)))
        handler.scrollAnchor = .firstVisibleItem
        Driver.settle()
        tableView.setContentOffset(CGPoint(x: 0, y: 3960), animated: false)  // c91 at the top, c100 at the end
        Driver.settle()
        _ = handler.removeData(contacts(93...100))  // 92 rows: 4048 points of content
        Driver.settle()
        let end = tableView.contentSize.height + tableView.adjustedContentInset.bottom - tableView.bounds.height
        #expect(tableView.contentSize.height == 4048)
        #expect(tableView.contentOffset.y <= end, "scrolled \(tableView.contentOffset.y - end) points past the end")
        #expect(tableView.contentOffset.y == end)  // as near the anchor as the content allows
        #expect(shownTexts(tableView).last == "c92")
        _ = window
    }

    @Test("a collection view too: the anchor never scrolls it past its end")
    func shrinkBelowTheAnchorInACollection() throws {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...100)))
        handler.scrollAnchor = .firstVisibleItem
        Driver.settle()
        collectionView.setContentOffset(CGPoint(x: 0, y: 3960), animated: false)
        Driver.settle()
        _ = handler.removeData(contacts(93...100))
        Driver.settle()
        let end =
            collectionView.contentSize.height + collectionView.adjustedContentInset.bottom
            - collectionView.bounds.height
        #expect(
            collectionView.contentOffset.y <= end,
            "scrolled \(collectionView.contentOffset.y - end) points past the end")
        _ = window
    }
}
#endif

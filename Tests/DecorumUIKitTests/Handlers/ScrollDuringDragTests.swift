#if !canImport(ObjectiveC)
import Decorum
import Testing
import UIKit

// Issue #38, N6: a scroll that waited (`handler.scrollTo`) ran while the user's finger dragged the list,
// and the content jumped under the finger. It waits until the finger lifts
// (`scrollViewDidEndDragging(_:willDecelerate:)`), which the app's delegate still hears. Stand-in only:
// it plays the user's finger.

/// An app's delegate that counts the drags it hears end.
@MainActor
private final class DragEndDelegate: NSObject, UITableViewDelegate {
    var ended = 0

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { ended += 1 }
}

@Suite("A scroll asked for during the user's drag")
@MainActor
struct ScrollDuringDragUIKitTests {
    @Test("a scroll asked for while the user drags the table runs when the finger lifts, not under it")
    func scrollWaitsForFingerToLift() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...40)))
        let app = DragEndDelegate()
        handler.delegate = app
        Driver.settle()
        tableView.standInTouchDown()
        tableView.standInDrag(to: CGPoint(x: 0, y: 100))
        try handler.scrollTo(id: 30, position: .top, animated: false)
        Driver.settle()
        #expect(tableView.contentOffset.y == 100, "the list jumped under the user's finger")
        tableView.standInLiftFinger()
        Driver.settle()
        #expect(tableView.rectForRow(at: IndexPath(row: 29, section: 0)).minY == tableView.contentOffset.y)
        #expect(app.ended == 1, "the app's delegate did not hear the drag end")
        _ = window
    }

    @Test("a scroll asked for while the user only touches the collection runs at once")
    func touchWithoutDrag() throws {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...40)))
        Driver.settle()
        collectionView.standInTouchDown()  // a touch that has not moved the content: no drag, no drag end
        try handler.scrollTo(id: 30, position: .top, animated: false)
        Driver.settle()
        let item = collectionView.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))?.frame
        #expect(item?.minY == collectionView.contentOffset.y)
        collectionView.standInLiftFinger()
        _ = window
    }
}
#endif

import AppKit
import Testing

// The AppKit stand-in's NSCollectionView selection and flow layout, as its delegate hears them: the
// user's clicks ask and tell the delegate, a program's selection does not, and a flow layout asks the
// delegate for sizes. Stand-in only: a click is the stand-in's hook.

#if !canImport(ObjectiveC)
/// A delegate that notes each message and may refuse items.
final class NotingCollectionDelegate: NSObject, NSCollectionViewDelegateFlowLayout {
    var heard: [String] = []
    var refused: Set<IndexPath> = []

    func collectionView(
        _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
        heard.append("should select \(indexPaths.sorted().map { $0[1] })")
        return indexPaths.subtracting(refused)
    }
    func collectionView(
        _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
        heard.append("should deselect \(indexPaths.sorted().map { $0[1] })")
        return indexPaths
    }
    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
        heard.append("did select \(indexPaths.sorted().map { $0[1] })")
    }
    func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>) {
        heard.append("did deselect \(indexPaths.sorted().map { $0[1] })")
    }
    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        heard.append("line spacing \(section)")
        return 3
    }
}

@Suite("AppKit stand-in: NSCollectionView selection and flow layout")
@MainActor
struct CollectionViewSelectionTests {
    @Test("A click asks shouldSelect, then tells didSelect; a refused item stays unselected")
    func clickAsksThenTells() {
        let (source, collectionView) = laidOutCollection([3])
        let delegate = NotingCollectionDelegate()
        defer { withExtendedLifetime((source, delegate)) {} }  // the view holds both weakly
        collectionView.delegate = delegate
        collectionView.standInUserClickItem(at: IndexPath(item: 0, section: 0))
        #expect(delegate.heard.isEmpty)  // not selectable: a click does nothing
        collectionView.isSelectable = true
        collectionView.standInUserClickItem(at: IndexPath(item: 0, section: 0))
        collectionView.standInUserClickItem(at: IndexPath(item: 2, section: 0))
        delegate.refused = [IndexPath(item: 1, section: 0)]
        collectionView.standInUserClickItem(at: IndexPath(item: 1, section: 0))
        #expect(
            delegate.heard == [
                "should select [0]", "did select [0]",
                "should deselect [0]", "should select [2]", "did deselect [0]", "did select [2]",
                "should deselect [2]", "should select [1]", "did deselect [2]",
            ])
        #expect(collectionView.selectionIndexPaths.isEmpty)
    }

    @Test("⌘-click toggles with multiple selection, and is a plain click without")
    func extendingClick() {
        let (source, collectionView) = laidOutCollection([3])
        let delegate = NotingCollectionDelegate()
        defer { withExtendedLifetime((source, delegate)) {} }  // the view holds both weakly
        collectionView.delegate = delegate
        collectionView.isSelectable = true
        collectionView.standInUserClickItem(at: IndexPath(item: 0, section: 0))
        collectionView.standInUserClickItem(at: IndexPath(item: 1, section: 0), extending: true)
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 1, section: 0)])
        collectionView.allowsMultipleSelection = true
        collectionView.standInUserClickItem(at: IndexPath(item: 2, section: 0), extending: true)
        collectionView.standInUserClickItem(at: IndexPath(item: 1, section: 0), extending: true)
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 2, section: 0)])
        #expect(delegate.heard.suffix(2) == ["should deselect [1]", "did deselect [1]"])
    }

    @Test("A program's selection (selectItems, deselectItems, selectionIndexPaths) tells the delegate nothing")
    func programmaticSelectionIsSilent() {
        let (source, collectionView) = laidOutCollection([3])
        let delegate = NotingCollectionDelegate()
        defer { withExtendedLifetime((source, delegate)) {} }  // the view holds both weakly
        collectionView.delegate = delegate
        collectionView.isSelectable = true
        collectionView.selectItems(at: [IndexPath(item: 0, section: 0)], scrollPosition: [])
        collectionView.selectionIndexPaths.insert(IndexPath(item: 1, section: 0))
        collectionView.deselectItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(delegate.heard.isEmpty)
    }

    @Test("A flow layout asks the delegate for what it answers, and uses its own properties for the rest")
    func flowLayoutAsksTheDelegate() {
        let (source, collectionView) = laidOutCollection([2, 1])
        let delegate = NotingCollectionDelegate()
        defer { withExtendedLifetime((source, delegate)) {} }  // the view holds both weakly
        let layout = NSCollectionViewFlowLayout()
        layout.itemSize = NSSize(width: 40, height: 30)
        collectionView.collectionViewLayout = layout
        collectionView.delegate = delegate
        let metrics = layout.standInMetrics(ofSection: 1)
        #expect(metrics.lineSpacing == 3)
        #expect(metrics.itemSizes == [NSSize(width: 40, height: 30)])
        #expect(metrics.interitemSpacing == layout.minimumInteritemSpacing)
        #expect(delegate.heard == ["line spacing 1"])
    }
}
#endif

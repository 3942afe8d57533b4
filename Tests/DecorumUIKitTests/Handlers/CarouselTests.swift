#if !canImport(ObjectiveC)
import Decorum
import Testing
import UIKit

// Issue #30, F10: a collection view whose flow layout scrolls horizontally (a carousel). Scrolling to an
// item and the `.firstVisibleItem` anchor work along the axis the view scrolls. Stand-in only: it reads
// exact offsets (the stand-in models horizontal flow layouts since this issue).

@MainActor
private func carousel(_ count: Int) throws -> (UIWindow, UICollectionView, CollectionViewHandler<ContactTileDecorator>)
{
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
    window.addSubview(collectionView)
    let handler = try CollectionViewHandler<ContactTileDecorator>(
        collectionView: collectionView, data: SectionedData(items: contacts(1...count)))
    Driver.settle()
    return (window, collectionView, handler)
}

@Suite("A carousel: a collection view that scrolls horizontally")
@MainActor
struct CarouselTests {
    @Test("scrollTo(.top) brings the item to the carousel's left edge; .middle centres it")
    func scrollToItem() throws {
        let (window, collectionView, handler) = try carousel(20)
        #expect(collectionView.contentSize.width == 2_000)
        try handler.scrollTo(id: 6, position: .top, animated: false)
        Driver.settle()
        #expect(collectionView.contentOffset == CGPoint(x: 500, y: 0))
        #expect(shownTexts(collectionView).first == "c6")
        try handler.scrollTo(id: 10, position: .middle, animated: false)
        Driver.settle()
        #expect(collectionView.contentOffset.x == 790)  // c10 spans 900...1000: its middle, 950, at 160
        _ = window
    }

    @Test("under .firstVisibleItem, items prepended to a carousel leave the first visible item in place")
    func anchorOnPrepend() throws {
        let (window, collectionView, handler) = try carousel(20)
        handler.scrollAnchor = .firstVisibleItem
        collectionView.contentOffset = CGPoint(x: 530, y: 0)  // c6 starts 30 points left of the edge
        Driver.settle()
        try handler.insertData(contacts(21...23), at: IndexPath(item: 0, section: 0))
        Driver.settle()
        #expect(collectionView.contentOffset.x == 830, "c6 moved: the anchor must follow it along x")
        #expect(collectionView.contentOffset.y == 0)
        #expect(shownTexts(collectionView).first == "c6")
        _ = window
    }

    // N15 (issue #38): a compositional layout's `configuration` is a copy at every read (the stand-in's
    // reading of Apple's `@NSCopying var configuration`); the direction is read once per pass, not per item.
    @Test("under .firstVisibleItem, a compositional carousel's configuration is read once per edit, not per item")
    func configurationReadOncePerEdit() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(100)),
            subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        window.addSubview(collectionView)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...40)))
        handler.scrollAnchor = .firstVisibleItem
        Driver.settle()
        #expect(collectionView.indexPathsForVisibleItems.count >= 8)
        layout.standInConfigurationCopies = 0
        try handler.insertData(contacts(41...41), at: IndexPath(item: 0, section: 0))
        Driver.settle()
        #expect(layout.standInConfigurationCopies <= 2, "one read to measure the visible items, one to scroll")
        #expect(shownTexts(collectionView).first == "c1")
        _ = window
    }
}
#endif

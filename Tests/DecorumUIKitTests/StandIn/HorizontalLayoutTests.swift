#if !canImport(ObjectiveC)
import Testing
import UIKit

// Issue #30: the stand-in's compositional layout was vertical only; its configuration's
// `scrollDirection` was declared and ignored. Stand-in only: on a simulator this is UIKit's own layout.

@Suite("UIKit stand-in: horizontal compositional layouts")
@MainActor
struct HorizontalLayoutTests {
    @Test("sections side by side, groups along the width, a section header above its groups")
    func horizontalSections() {
        let source = ArraySource([["a", "b", "c"], ["d", "e"]])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(150)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            StandInHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "H")
        window.addSubview(collectionView)
        collectionView.dataSource = source
        Driver.settle()
        // Section 0: 3 groups of 100, 10 apart (320 wide); section 1 from 340: 2 groups (210 wide).
        let frame = { (item: Int, section: Int) in
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        #expect(frame(0, 0) == CGRect(x: 0, y: 30, width: 100, height: 150))
        #expect(frame(2, 0)?.minX == 220)
        #expect(frame(0, 1)?.minX == 340)
        #expect(collectionView.contentSize == CGSize(width: 550, height: 200))
        #expect(collectionView.indexPathsForVisibleItems.sorted().last == IndexPath(item: 2, section: 0))
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))  // the section's width
        collectionView.contentOffset = CGPoint(x: 230, y: 0)
        Driver.settle()
        #expect(collectionView.indexPathsForVisibleItems.sorted() == [[0, 2], [1, 0], [1, 1]])
        _ = window
    }
}
#endif

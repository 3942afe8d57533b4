#if !canImport(ObjectiveC)
import Testing
import UIKit

// Issue #30: the stand-in's geometry was exact only. Estimated heights and self-sizing (a view's real
// height becomes known when it is laid out, from its text: the stand-in's text metrics are 8 points a
// character and 20 points a line), floating headers in plain tables. Stand-in only: on a simulator
// these are UIKit's own behaviours.

/// Texts in sections, shown in wrapping labels; titles for the table's headers.
@MainActor
private final class TextSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var sections: [[String]]
    var titles: [String?] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? LabelTile)?.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "H", for: indexPath)
        (view as? LabelBanner)?.label.text = titles[indexPath.section]
        return view
    }
}

/// A collection cell whose content is a wrapping label.
private final class LabelTile: UICollectionViewCell {
    lazy var label: UILabel = {
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        contentView.addSubview(label)
        return label
    }()
}

/// A collection header whose content is a wrapping label.
private final class LabelBanner: UICollectionReusableView {
    lazy var label: UILabel = {
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        addSubview(label)
        return label
    }()
}

/// `characters` characters of text.
private func text(_ characters: Int) -> String { String(repeating: "a", count: characters) }

@MainActor
private func selfSizingTable(_ source: TextSource, style: UITableView.Style = .plain) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
    tableView.estimatedRowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    window.addSubview(tableView)
    tableView.dataSource = source
    Driver.settle()
    return (window, tableView)
}

@Suite("UIKit stand-in: estimated heights and self-sizing")
@MainActor
struct SelfSizingTests {
    @Test("a self-sizing row is at its estimate until it is laid out, then as high as its text needs")
    func rowsReplaceTheirEstimates() {
        // 320 points less 16-point margins: 36 characters a line; 100 characters: 3 lines, 60 + 24 points.
        let source = TextSource([Array(repeating: text(100), count: 30)])
        let (window, tableView) = selfSizingTable(source)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 84)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 84)
        #expect(tableView.rectForRow(at: IndexPath(row: 29, section: 0)).height == 44)  // never laid out
        #expect(tableView.indexPathsForVisibleRows?.count == 6)  // 440 / 84
        // The first pass laid out the 10 rows the estimates put on screen: those are measured.
        #expect(tableView.contentSize.height == CGFloat(84 * 10 + 44 * 20))
        tableView.contentOffset = CGPoint(x: 0, y: tableView.contentSize.height - 440)
        Driver.settle()
        // Rows laid out replace their estimates: the content grows as the user scrolls.
        #expect(tableView.rectForRow(at: IndexPath(row: 29, section: 0)).height == 84)
        #expect(tableView.contentSize.height > CGFloat(84 * 10 + 44 * 20))
        _ = window
    }

    @Test("rows that self-sizing headers with nothing to show move up to are laid out with their cells")
    func rowsBelowEmptyHeaders() {
        // Three sections, the first two empty; no titles, so every header measures 0 where its 20-point
        // estimate put the rows 60 points lower (the soak found a row shown without its cell).
        let source = TextSource([[], [], [text(10), text(10), text(10)]])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 64), style: .plain)
        tableView.estimatedRowHeight = 44
        tableView.estimatedSectionHeaderHeight = 20
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        window.addSubview(tableView)
        tableView.dataSource = source
        Driver.settle()
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 2)).minY == 44)
        #expect(tableView.indexPathsForVisibleRows == [IndexPath(row: 0, section: 2), IndexPath(row: 1, section: 2)])
        #expect(tableView.visibleCells.count == 2)
        _ = window
    }

    @Test("a row of one line is a 44-point row; rowHeight or an estimate of 0 turn self-sizing off")
    func exactRows() {
        let source = TextSource([[text(10), text(100)]])
        let (window, tableView) = selfSizingTable(source)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 84)
        tableView.rowHeight = 50
        Driver.settle()
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 50)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 0
        Driver.settle()
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        _ = window
    }

    @Test("a self-sizing title header grows with its title, once the table measures it again")
    func headerRemeasuredByBatch() throws {
        let source = TextSource([[text(1)], [text(1)]])
        source.titles = ["friends", "family"]
        let (window, tableView) = selfSizingTable(source)
        #expect(tableView.rectForHeader(inSection: 0).height == 28)  // one line, 20 + 8
        let header = try #require(tableView.headerView(forSection: 0))
        var content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        content.text = text(80)  // three lines
        header.contentConfiguration = content
        Driver.settle()
        #expect(tableView.rectForHeader(inSection: 0).height == 28)  // refreshed in place: not measured
        tableView.performBatchUpdates(nil)
        Driver.settle()
        #expect(tableView.rectForHeader(inSection: 0).height == 68)
        #expect(header.frame.height == 68)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 68)
        _ = window
    }

    @Test("a plain table's header floats at the top while its section scrolls, and is pushed up by its end")
    func floatingHeaders() throws {
        let source = TextSource(Array(repeating: Array(repeating: text(1), count: 10), count: 3))
        source.titles = ["one", "two", "three"]
        let (window, tableView) = selfSizingTable(source)
        // Section 0: header 0–28, rows 28–468; section 1 from 468.
        tableView.contentOffset = CGPoint(x: 0, y: 100)
        Driver.settle()
        #expect(tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 100, width: 320, height: 28))
        #expect(tableView.headerView(forSection: 0)?.frame.minY == 100)
        tableView.contentOffset = CGPoint(x: 0, y: 450)  // section 1's header at 468 pushes it up
        Driver.settle()
        #expect(tableView.rectForHeader(inSection: 0).minY == 440)
        #expect(tableView.rectForHeader(inSection: 1).minY == 468)
        let (other, grouped) = selfSizingTable(source, style: .grouped)
        grouped.contentOffset = CGPoint(x: 0, y: 100)
        Driver.settle()
        #expect(grouped.rectForHeader(inSection: 0).minY == 0)  // grouped headers do not float
        #expect(grouped.headerView(forSection: 0) == nil)
        _ = (window, other)
    }

    @Test("a flow layout's self-sizing items: at the estimate until laid out, then as high as they measure")
    func flowItems() {
        let source = TextSource([[text(10), text(100), text(10)], Array(repeating: text(10), count: 40)])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 30)
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.register(LabelTile.self, forCellWithReuseIdentifier: "Cell")
        window.addSubview(collectionView)
        collectionView.dataSource = source
        Driver.settle()
        // 320 points: 40 characters a line; 100 characters: 3 lines.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 20)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 60)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 80)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 39, section: 1))?.frame.height == 30)
        _ = window
    }

    @Test("a compositional header of estimated height: measured when laid out, again only when invalidated")
    func compositionalHeader() throws {
        let source = TextSource([[text(1)], [text(1)]])
        source.titles = ["friends", "family"]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collectionView.register(LabelTile.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            LabelBanner.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "H")
        window.addSubview(collectionView)
        collectionView.dataSource = source
        Driver.settle()
        let kind = UICollectionView.elementKindSectionHeader
        let path = IndexPath(item: 0, section: 0)
        let header = try #require(collectionView.supplementaryView(forElementKind: kind, at: path) as? LabelBanner)
        #expect(header.frame.height == 20)  // one line, from the estimate of 28
        #expect(collectionView.layoutAttributesForItem(at: path)?.frame.minY == 20)
        header.label.text = text(100)
        Driver.settle()
        #expect(header.frame.height == 20)  // refreshed in place: not measured
        collectionView.performBatchUpdates(nil)
        Driver.settle()
        #expect(header.frame.height == 20)  // nor by a batch
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateSupplementaryElements(ofKind: kind, at: [path])
        collectionView.collectionViewLayout.invalidateLayout(with: context)
        Driver.settle()
        #expect(header.frame.height == 60)
        #expect(collectionView.layoutAttributesForItem(at: path)?.frame.minY == 60)
        _ = window
    }

    @Test("invalidateLayout(with:) raises inside a batch's updates, and with a context a flow layout does not make")
    func invalidationMisuse() {
        let source = TextSource([[text(1)]])
        let (window, collectionView) = makeCollection()
        collectionView.register(LabelTile.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        Driver.settle()
        let layout = collectionView.collectionViewLayout
        let raised = UIKitStandIn.catchingExceptions {
            layout.invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
            collectionView.performBatchUpdates {
                layout.invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext())
            }
        }
        #expect(raised.count == 2)
        #expect(raised.first?.contains("invalidateFlowLayoutDelegateMetrics") == true)
        #expect(raised.last?.contains("inside the updates of a batch") == true)
        let context = (type(of: layout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?
            .init()
        #expect(context is UICollectionViewFlowLayoutInvalidationContext)
        _ = window
    }
}
#endif

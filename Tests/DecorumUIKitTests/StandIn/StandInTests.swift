@_spi(Binding) import DecorumCore

#if !canImport(ObjectiveC)
import Testing
import UIKit

// The stand-in's own behaviours, each against the rule it models, with a plain data source (no Decorum).
// Stand-in only: on a simulator these are UIKit's own behaviours, and a raise would crash the run.

/// A data source over arrays of strings.
@MainActor
final class ArraySource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var sections: [[String]]
    var registered = "Cell"

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: registered, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: registered, for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "H", for: indexPath)
    }
}

/// A supplementary view class of the stand-in's tests.
final class StandInHeader: UICollectionReusableView {}

@MainActor
private func table(_ source: ArraySource, height: CGFloat = 440) -> (UIWindow, UITableView) {
    let (window, tableView) = makeTable(height: height)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = source
    Driver.settle()
    return (window, tableView)
}

@Suite("UIKit stand-in: the behaviours it models")
@MainActor
struct StandInTests {
    @Test("a batch that does not add up raises UIKit's exception ([RC] invalid number of rows)")
    func invalidBatchRaises() {
        let source = ArraySource([["a", "b"]])
        let (window, tableView) = table(source)
        source.sections[0].append("c")
        let raised = UIKitStandIn.catchingExceptions {
            tableView.performBatchUpdates({}, completion: nil)
        }
        #expect(raised.count == 1)
        #expect(raised.first?.contains("Invalid update: invalid number of rows in section 0") == true)
        _ = window
    }

    @Test("a correct batch is applied: rows and cells follow, the completion runs later")
    func batchApplies() {
        let source = ArraySource([["a", "b"]])
        let (window, tableView) = table(source)
        var completed: Bool?
        source.sections[0].insert("z", at: 0)
        tableView.performBatchUpdates({
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }) { completed = $0 }
        #expect(completed == nil)
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["z", "a", "b"])
        Driver.settle()
        #expect(completed == true)
        _ = window
    }

    @Test("counts are read lazily after reloadData ([RC]: a batch against counts read after the data changed raises)")
    func lazyCounts() {
        let source = ArraySource([["a"]])
        let (window, collectionView) = makeCollection()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        Driver.settle()
        collectionView.reloadData()
        source.sections[0].append("b")
        let raised = UIKitStandIn.catchingExceptions {
            collectionView.performBatchUpdates({
                collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
            })
        }
        #expect(raised.count == 1)
        _ = window
    }

    @Test("a table reads its counts at once in reloadData ([LC]): the same sequence is accepted there")
    func tableCountsAtOnce() {
        let source = ArraySource([["a"]])
        let (window, tableView) = table(source)
        tableView.reloadData()
        source.sections[0].append("b")
        let raised = UIKitStandIn.catchingExceptions {
            tableView.performBatchUpdates({ tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none) })
        }
        #expect(raised.isEmpty)
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        _ = window
    }

    @Test("fewer rows than the batch leaves: iOS 16.4 and later word it 'Invalid batch updates detected' ([IB])")
    func fewerRowsWording() {
        let source = ArraySource([["a", "b"]])
        let (window, tableView) = table(source)
        source.sections[0].removeLast()
        let raised = UIKitStandIn.catchingExceptions { tableView.performBatchUpdates({}) }
        #expect(raised.first?.contains("Invalid batch updates detected") == true)
        UIKitStandIn.systemVersion = 15
        defer { UIKitStandIn.systemVersion = 18 }
        source.sections[0].removeLast()  // the raise reloaded the view: one fewer again
        let older = UIKitStandIn.catchingExceptions { tableView.performBatchUpdates({}) }
        #expect(older.first?.contains("Invalid update: invalid number of rows in section 0") == true)
        _ = window
    }

    @Test("a batch started inside another's updates is merged into it")
    func nestedBatches() {
        let source = ArraySource([["a"]])
        let (window, tableView) = table(source)
        var completions = 0
        let raised = UIKitStandIn.catchingExceptions {
            tableView.performBatchUpdates({
                source.sections[0].append("b")
                tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                tableView.performBatchUpdates({
                    source.sections[0].append("c")
                    tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
                }) { _ in completions += 1 }
            }) { _ in completions += 1 }
        }
        #expect(raised.isEmpty)
        Driver.settle()
        #expect(completions == 2)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        _ = window
    }

    @Test("beginUpdates and endUpdates inside a batch's updates join that batch")
    func openBatchInsideBatch() {
        let source = ArraySource([["a"]])
        let (window, tableView) = table(source)
        let raised = UIKitStandIn.catchingExceptions {
            tableView.performBatchUpdates({
                tableView.beginUpdates()
                source.sections[0].append("b")
                tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                tableView.endUpdates()
                source.sections[0].append("c")
                tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            })
        }
        #expect(raised.isEmpty)
        Driver.settle()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        _ = window
    }

    @Test("dequeuing an identifier nothing is registered under raises; the optional form answers nil")
    func unregisteredDequeue() {
        let (window, tableView) = makeTable()
        #expect(tableView.dequeueReusableCell(withIdentifier: "Nope") == nil)
        let raised = UIKitStandIn.catchingExceptions {
            _ = tableView.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
        }
        #expect(raised.first?.contains("unable to dequeue a cell with identifier Nope") == true)
        _ = window
    }

    @Test("zero bounds show no rows until a frame and a layout pass give them room")
    func zeroBounds() {
        let source = ArraySource([["a", "b"]])
        let (window, tableView) = table(source, height: 0)
        #expect(tableView.visibleCells.isEmpty)
        #expect(tableView.indexPathsForVisibleRows == [])
        tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
        #expect(tableView.visibleCells.isEmpty)  // not laid out yet
        Driver.settle()
        #expect(tableView.visibleCells.count == 2)
        _ = window
    }

    @Test("visible rows follow the content offset; cells that leave are reused; the next row's cell is prefetched")
    func scrollingReusesAndPrefetches() {
        let source = ArraySource([(0..<50).map { "r\($0)" }])
        let (window, tableView) = table(source, height: 220)  // 5 rows
        #expect(tableView.indexPathsForVisibleRows?.map(\.row) == Array(0..<5))
        // Row 5 has a cell (prefetched) that is not visible: cellForRow(at:) answers nil for it.
        #expect(tableView.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
        tableView.contentOffset = CGPoint(x: 0, y: 440)
        #expect(tableView.indexPathsForVisibleRows?.map(\.row) == Array(10..<15))
        Driver.settle()
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == (10..<15).map { "r\($0)" })
        #expect(tableView.visibleCells.contains { $0.standInReuseCount > 0 })
        _ = window
    }

    @Test("reconfigureRows touches existing cells only, and refuses another registration")
    func reconfigure() {
        let source = ArraySource([(0..<50).map { "r\($0)" }])
        let (window, tableView) = table(source, height: 220)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Other")
        source.sections[0][0] = "new"
        source.sections[0][40] = "far"
        tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 40, section: 0)])
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "new")
        source.registered = "Other"
        let raised = UIKitStandIn.catchingExceptions {
            tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        }
        #expect(raised.first?.contains("different registration or reuse identifier") == true)
        _ = window
    }

    @Test("data source and delegate are held weakly")
    func weakReferences() {
        let (window, tableView) = makeTable()
        do {
            let source = ArraySource([["a"]])
            tableView.dataSource = source
        }
        #expect(tableView.dataSource == nil)
        _ = window
    }

    @Test("an activity indicator is hidden while stopped when hidesWhenStopped (the default)")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(!spinner.isAnimating)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }

    @Test("an animated content offset arrives on a later turn; an immediate one at once")
    func contentOffsetAnimation() {
        let source = ArraySource([(0..<50).map { "r\($0)" }])
        let (window, tableView) = table(source, height: 220)
        tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: true)
        #expect(tableView.contentOffset.y == 0)
        Driver.settle()
        #expect(tableView.contentOffset.y == 88)
        tableView.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        #expect(tableView.contentOffset.y == 0)
        _ = window
    }

    @Test("a list layout asks for section headers when its header mode is supplementary")
    func listLayoutHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let collectionView = UICollectionView(
            frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.addSubview(collectionView)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            StandInHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "H"
        )
        let source = ArraySource([["a", "b"], ["c"]])
        collectionView.dataSource = source
        Driver.settle()
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let secondSection = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        #expect(secondSection?.minY == CGFloat(28 + 88 + 28))  // header, two rows, header
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                is StandInHeader
        )
    }

    @Test("a bounds change (rotation) lays the rows out again")
    func rotation() {
        let source = ArraySource([(0..<50).map { "r\($0)" }])
        let (window, tableView) = table(source, height: 220)
        #expect(tableView.visibleCells.count == 5)
        tableView.frame = CGRect(x: 0, y: 0, width: 440, height: 320)
        Driver.settle()
        #expect(tableView.visibleCells.count == 8)
        _ = window
    }
}
#endif

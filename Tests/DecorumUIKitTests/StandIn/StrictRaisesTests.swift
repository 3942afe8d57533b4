#if !canImport(ObjectiveC)
import Testing
import UIKit

// Issue #30: where the stand-in was kinder than UIKit, it now raises as UIKit does. Each test fails on the
// stand-in before the change (it raised nothing). Stand-in only: on a simulator a raise ends the run.

/// A data source whose cell provider dequeues `dequeues` cells at `path` (or at the path asked).
@MainActor
private final class DequeuingSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var count = 3
    var dequeues = 1
    var path: IndexPath?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: path ?? indexPath)
        for _ in 1..<max(1, dequeues) { cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        var cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: path ?? indexPath)
        for _ in 1..<max(1, dequeues) {
            cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        return cell
    }
}

@MainActor
private func table(_ source: DequeuingSource) -> (UIWindow, UITableView) {
    let (window, tableView) = makeTable()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = source
    return (window, tableView)
}

@MainActor
private func collection(_ source: DequeuingSource) -> (UIWindow, UICollectionView) {
    let (window, collectionView) = makeCollection()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = source
    return (window, collectionView)
}

@Suite("UIKit stand-in: raises where UIKit raises")
@MainActor
struct StrictRaisesTests {
    @Test("reloadData() inside a batch's updates raises (table and collection view)")
    func reloadInsideUpdates() {
        let source = DequeuingSource()
        let (window, tableView) = table(source)
        let (other, collectionView) = collection(source)
        Driver.settle()
        let raised = UIKitStandIn.catchingExceptions {
            tableView.performBatchUpdates { tableView.reloadData() }
            tableView.beginUpdates()
            tableView.reloadData()
            tableView.endUpdates()
            collectionView.performBatchUpdates { collectionView.reloadData() }
        }
        #expect(raised.count == 3)
        #expect(raised.allSatisfy { $0.contains("reloadData() called inside the updates of a batch") })
        _ = (window, other)
    }

    @Test("reloadData() while the view has uncommitted updates (a drag) raises")
    func reloadWhileUncommitted() {
        let source = DequeuingSource()
        let (window, tableView) = table(source)
        Driver.settle()
        tableView.standInBeginReordering()  // the user holds a row
        #expect(tableView.hasUncommittedUpdates)
        let raised = UIKitStandIn.catchingExceptions { tableView.reloadData() }
        tableView.standInUserMoveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(raised.count == 1)
        #expect(raised.first?.contains("hasUncommittedUpdates") == true)
        _ = window
    }

    @Test("a second dequeue for the index path being asked raises (table and collection view)")
    func doubleDequeue() {
        let source = DequeuingSource()
        source.dequeues = 2
        let (window, tableView) = table(source)
        let (other, collectionView) = collection(source)
        let raised = UIKitStandIn.catchingExceptions { Driver.settle() }
        #expect(raised.count == 6)  // three rows in each view
        #expect(raised.allSatisfy { $0.contains("Attempted to dequeue multiple cells for the same index path") })
        _ = (window, other, tableView, collectionView)
    }

    @Test("a dequeue at an index path the view does not have raises (table and collection view)")
    func dequeueAtInvalidPath() {
        let source = DequeuingSource()
        source.path = IndexPath(row: 7, section: 0)
        let (window, tableView) = table(source)
        let (other, collectionView) = collection(source)
        let raised = UIKitStandIn.catchingExceptions { Driver.settle() }
        #expect(raised.count == 6)
        #expect(raised.allSatisfy { $0.contains("request for rect at invalid index path") })
        _ = (window, other, tableView, collectionView)
    }

    @Test("rectForRow(at:) at an invalid index path raises UIKit's \"request for rect at invalid index path\"")
    func rectAtInvalidPath() {
        let source = DequeuingSource()
        let (window, tableView) = table(source)
        Driver.settle()
        var rect = CGRect.zero
        let raised = UIKitStandIn.catchingExceptions {
            rect = tableView.rectForRow(at: IndexPath(row: 3, section: 0))
            _ = tableView.rectForRow(at: IndexPath(row: 0, section: 1))
        }
        #expect(raised.count == 2)
        #expect(raised.allSatisfy { $0.contains("request for rect at invalid index path") })
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height > 0)
        _ = (window, rect)
    }
}
#endif

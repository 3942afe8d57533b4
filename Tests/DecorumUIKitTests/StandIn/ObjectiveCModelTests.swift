#if !canImport(ObjectiveC)
import Testing
import UIKit

// Issue #30: what the stand-in models of Objective-C's optional messages, interactive movement and a
// view laid out at a new size. Each test fails on the stand-in before the change.

/// A delegate with one optional message of its own, and a table of what it implements.
@MainActor
private final class OneMessageDelegate: NSObject, UITableViewDelegate, StandInOptionalMessages {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    var standInImplementedMessages: Set<String> { ["tableView:heightForRowAtIndexPath:"] }
}

/// A data source of `count` rows (or items) that lets them move.
@MainActor
private final class MovableSource: NSObject, UICollectionViewDataSource {
    var count = 4
    var moves: [(IndexPath, IndexPath)] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
        moves.append((source, destination))
    }
}

@Suite("UIKit stand-in: optional messages, interactive movement, a new size")
@MainActor
struct ObjectiveCModelTests {
    @Test("a message the delegate does not implement reads nil, as ?(…) does; one it implements, its answer")
    func optionalSends() {
        let (window, tableView) = makeTable()
        let delegate = OneMessageDelegate()
        let path = IndexPath(row: 0, section: 0)
        #expect(UIKitStandIn.send { delegate.tableView(tableView, heightForRowAt: path) } == 60)
        #expect(UIKitStandIn.send { delegate.tableView(tableView, heightForHeaderInSection: 0) } == nil)
        #expect(UIKitStandIn.send { delegate.tableView(tableView, didSelectRowAt: path) } == nil)
        // responds(to:): its table; an object without one implements everything.
        #expect(UIKitStandIn.responds(delegate, to: "tableView:heightForRowAtIndexPath:"))
        #expect(!UIKitStandIn.responds(delegate, to: StandInMessage.trailingSwipeActions))
        #expect(UIKitStandIn.responds(NSObject(), to: StandInMessage.trailingSwipeActions))
        _ = window
    }

    @Test("interactive movement: the data source hears of the drop; a batch or reload during it raises")
    func interactiveMovement() {
        let (window, collectionView) = makeCollection()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = MovableSource()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collectionView.hasUncommittedUpdates)  // Apple names drops only
        let raised = UIKitStandIn.catchingExceptions {
            source.count = 5
            collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
            collectionView.reloadData()
        }
        #expect(raised.count == 2)
        #expect(raised.allSatisfy { $0.contains("during an interactive movement") })
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 * 2 + 10))
        collectionView.endInteractiveMovement()
        #expect(
            source.moves.map { [$0.0, $0.1] } == [[IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]])
        _ = window
    }

    @Test("a table scrolled to its end and turned keeps its offset within its content")
    func turnedTableKeepsItsOffset() {
        let (window, tableView) = makeTable(height: 440)
        let source = MovableTableSource()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = source
        tableView.layoutIfNeeded()
        // Landscape: 440 wide, 320 high; scrolled to the end of 20 rows of 44 points.
        window.frame = CGRect(x: 0, y: 0, width: 440, height: 320)
        tableView.frame = CGRect(x: 0, y: 0, width: 440, height: 320)
        tableView.layoutIfNeeded()
        tableView.contentOffset = CGPoint(x: 0, y: 880 - 320)
        // Upright again: 440 high, so the largest offset is 880 − 440.
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
        tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
        tableView.layoutIfNeeded()
        #expect(tableView.contentOffset == CGPoint(x: 0, y: 440))
    }
}

@MainActor
private final class MovableTableSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}
#endif

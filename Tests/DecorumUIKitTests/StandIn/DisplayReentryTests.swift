#if !canImport(ObjectiveC)
import Testing
import UIKit

// Issue #38, S4: UIKit raises when the app re-enters a list view from inside its pass over its cells
// (ListCore.checkOutsidePass(_:) cites Apple); the stand-in did not, and hid N2.

/// A table's data source and delegate that re-enters the table from `willDisplay`, as `reenter` says.
@MainActor
private final class ReenteringSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var reenter: ((UITableView, IndexPath) -> Void)?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        reenter?(tableView, indexPath)
    }
}

@Suite("Re-entering a list view from its display pass")
@MainActor
struct DisplayReentryTests {
    private func exceptions(_ reenter: @escaping (UITableView, IndexPath) -> Void) -> [String] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = ReenteringSource()
        tableView.dataSource = source
        tableView.delegate = source
        window.addSubview(tableView)
        source.reenter = { view, path in if path.row == 0 { reenter(view, path) } }
        return UIKitStandIn.catchingExceptions { UIKitStandIn.runUntilIdle() }
    }

    @Test("a batch, a reload, a reconfigure or a cell asked for from willDisplay raises, as UIKit does")
    func reentryRaises() {
        #expect(exceptions { view, _ in view.performBatchUpdates({}, completion: nil) }.count == 1)
        #expect(exceptions { view, _ in view.reloadData() }.count == 1)
        #expect(exceptions { view, path in view.reconfigureRows(at: [path]) }.count == 1)
        let cellForRow = exceptions { view, path in _ = view.cellForRow(at: path) }
        #expect(cellForRow.first?.contains("in the process of updating its visible cells") == true)
        #expect(exceptions { view, _ in _ = view.visibleCells }.count == 1)
        #expect(exceptions { view, _ in view.insertRows(at: [], with: .none) }.count == 1)
    }

    @Test("what the display callback may do raises nothing: reading the visible rows and the row's frame")
    func readingIsAllowed() {
        #expect(exceptions { view, path in _ = (view.indexPathsForVisibleRows, view.rectForRow(at: path)) }.isEmpty)
    }
}
#endif

import Testing
import UIKit

// Issue #38, S7: UIKit's scroll positions place an item in the visible area, inside the adjusted content
// inset on every side ("UITableView.ScrollPosition": "the bottom of the visible table view"). The stand-in
// subtracted the top inset for `.bottom` and `.middle` as well, so a chat scrolled to its last message
// above a 50-point input bar looked right where a device leaves it under the bar.

@Suite("Scroll positions and content insets")
@MainActor
struct ScrollPositionInsetTests {
    /// A 20-row table with a 30-point top inset and a 50-point bottom inset (an input bar).
    private func insetTable() -> (UIWindow, UITableView) {
        let (window, tableView) = makeTable()
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 50, right: 0)
        let source = RowsSource()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = source
        objc_setAssociatedObject(tableView, &sourceKey, source, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        tableView.layoutIfNeeded()
        return (window, tableView)
    }

    @Test(
        "a row scrolled to the bottom ends above the bottom inset, and one scrolled to the middle is centred between the insets"
    )
    func positionsInsideTheInsets() {
        let (window, tableView) = insetTable()
        let path = IndexPath(row: 10, section: 0)
        let row = tableView.rectForRow(at: path)
        tableView.scrollToRow(at: path, at: .bottom, animated: false)
        #expect(abs(row.maxY - tableView.contentOffset.y - (440 - 50)) < 0.01)
        tableView.scrollToRow(at: path, at: .middle, animated: false)
        #expect(abs(row.midY - tableView.contentOffset.y - (30 + (440 - 30 - 50) / 2)) < 0.01)
        tableView.scrollToRow(at: path, at: .top, animated: false)
        #expect(abs(row.minY - tableView.contentOffset.y - 30) < 0.01)
        _ = window
    }
}

@MainActor private var sourceKey: UInt8 = 0

/// Twenty plain rows.
@MainActor
private final class RowsSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

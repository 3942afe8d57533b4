#if !canImport(ObjectiveC)
import Decorum
import Testing
import UIKit

// Issue #30, F1: a scroll asked for in `viewDidLoad`, when a storyboard table already has its frame but
// is not in a window yet. Apple, "safeAreaInsets": "If the view is not currently installed in a view
// hierarchy, or is not yet visible onscreen, the edge insets in this property are 0", so a scroll made
// then ignores the bars it will sit under. Stand-in only: it sets the window's safe area.

@Suite("Scrolling before the list is on screen")
@MainActor
struct ScrollBeforeWindowTests {
    @Test("a scroll asked for in viewDidLoad lands below the status bar once the table is on screen")
    func scrollFromViewDidLoad() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        // viewDidLoad: the table has its frame from the storyboard, and no window.
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.rowHeight = 44
        tableView.estimatedRowHeight = 44
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...40)))
        try handler.scrollTo(id: 20, position: .top, animated: false)
        // On screen: the window shows the table.
        window.addSubview(tableView)
        Driver.settle()
        let row = tableView.rectForRow(at: IndexPath(row: 19, section: 0))
        #expect(tableView.adjustedContentInset.top == 47)
        #expect(row.minY - tableView.contentOffset.y == 47, "c20 is not at the top of the safe area")
    }

    // Issue #38, F1 residual: the table was laid out before it had a window (the app read its content
    // size in viewDidLoad, or its screen was laid out off screen), so entering the window at the same
    // size lays nothing out (UIKit's pass lays out only what asked for it): the scroll must still run
    // at the first pass in the window, not wait for an unrelated layout.
    @Test("a scroll asked for before the window runs when the table, laid out already, enters it")
    func scrollAfterOffscreenLayout() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.rowHeight = 44
        tableView.estimatedRowHeight = 44
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...40)))
        try handler.scrollTo(id: 20, position: .top, animated: false)
        tableView.layoutIfNeeded()  // off screen: no window, no scroll yet
        Driver.settle()
        #expect(tableView.contentOffset.y == 0)
        window.addSubview(tableView)
        Driver.settle()
        let row = tableView.rectForRow(at: IndexPath(row: 19, section: 0))
        #expect(row.minY - tableView.contentOffset.y == 47, "the scroll still waits for a layout")
    }
}
#endif

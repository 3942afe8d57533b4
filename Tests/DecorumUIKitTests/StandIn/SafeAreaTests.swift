#if !canImport(ObjectiveC)
import Testing
import UIKit

// Issue #30: the stand-in's safe area (it had none: `adjustedContentInset` was `contentInset`).
@Suite("UIKit stand-in: the safe area")
@MainActor
struct SafeAreaTests {
    @Test("a view's safe area: zero outside a window, the window's edges it overlaps inside one")
    func safeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        // Below the status bar, down to the window's bottom.
        let tableView = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 340), style: .plain)
        #expect(tableView.safeAreaInsets == .zero)
        #expect(tableView.adjustedContentInset == .zero)
        window.addSubview(tableView)
        #expect(tableView.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))  // below the bar
        tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)  // the whole window
        #expect(tableView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        tableView.contentInsetAdjustmentBehavior = .never
        #expect(tableView.adjustedContentInset == .zero)
    }
}
#endif

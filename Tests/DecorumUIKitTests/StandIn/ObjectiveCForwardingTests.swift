#if !canImport(ObjectiveC)
import Testing
import UIKit

// Issue #38, S2 and S5: what the stand-in models of Objective-C message forwarding, of the answers a view
// caches when its delegate is set, and of a data source set again. Each test fails on the stand-in
// before the change.

/// Hears the scroll messages it implements, and says which (a table of its own).
@MainActor
private final class ScrollRecorder: NSObject, UITableViewDelegate, StandInOptionalMessages {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    var standInImplementedMessages: Set<String> { [StandInMessage.didScroll] }
}

/// Implements nothing itself, and forwards to `target`, counting the questions it is asked.
@MainActor
private final class Forwarder: NSObject, UITableViewDelegate, StandInForwarding, StandInOptionalMessages {
    weak var target: AnyObject?
    var questions = 0
    var standInImplementedMessages: Set<String> { [] }

    func standInResponds(to message: String) -> Bool {
        questions += 1
        return UIKitStandIn.implements(self, message) || UIKitStandIn.responds(target, to: message)
    }

    func standInForwardingTarget(for message: String) -> AnyObject? {
        UIKitStandIn.responds(target, to: message) ? target : nil
    }
}

@MainActor
private final class CountingSource: NSObject, UITableViewDataSource {
    var count = 3
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

@Suite("UIKit stand-in: Objective-C forwarding, cached answers, a data source set again")
@MainActor
struct ObjectiveCForwardingTests {
    @Test("a message an object does not implement reaches its forwarding target")
    func forwardsToItsTarget() {
        let (window, tableView) = makeTable()
        let recorder = ScrollRecorder()
        let forwarder = Forwarder()
        forwarder.target = recorder
        tableView.delegate = forwarder
        tableView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(recorder.scrolls == 1)
        #expect(UIKitStandIn.responds(forwarder, to: StandInMessage.didScroll))
        #expect(!UIKitStandIn.responds(forwarder, to: StandInMessage.willBeginDragging))
        _ = window
    }

    @Test("a view asks responds(to:) when its delegate is set, and keeps the answers until it is set again")
    func answersAreCached() {
        let (window, tableView) = makeTable()
        let recorder = ScrollRecorder()
        let forwarder = Forwarder()
        tableView.delegate = forwarder  // forwards to nothing yet: answers no scroll message
        #expect(forwarder.questions > 0)
        let asked = forwarder.questions
        forwarder.target = recorder
        tableView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(recorder.scrolls == 0)  // the table still goes by what it was told
        #expect(forwarder.questions == asked)
        tableView.delegate = nil
        tableView.delegate = forwarder  // as DelegateProxy's reset() does
        tableView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(recorder.scrolls == 1)
        _ = window
    }

    @Test("two objects that forward to each other overflow the stack, as on a device")
    func forwardingCycleOverflows() {
        let (window, tableView) = makeTable()
        let one = Forwarder()
        let other = Forwarder()
        one.target = other
        other.target = one
        let raised = UIKitStandIn.catchingExceptions { tableView.delegate = one }
        #expect(!raised.isEmpty)
        #expect(raised.allSatisfy { $0.hasPrefix("Stack overflow") })
        _ = window
    }

    @Test("a data source set again to the same object changes nothing: no reload")
    func sameDataSourceNoReload() {
        let (window, tableView) = makeTable()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = CountingSource()
        tableView.dataSource = source
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        source.count = 5
        tableView.dataSource = source
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        tableView.dataSource = nil
        tableView.dataSource = source
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 5)
        _ = window
    }
}
#endif

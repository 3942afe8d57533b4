#if !canImport(ObjectiveC)
import Testing
import UIKit

// Issue #38, S1: the stand-in laid out every view that entered a window, and its `layoutIfNeeded()`
// laid out the receiver only. UIKit's layout pass lays out the views that asked for it (Apple:
// "setNeedsLayout()": "this method makes a note of the request and returns immediately … waits for the
// next update cycle"), and `layoutIfNeeded()` lays out the receiver's subviews too (Apple: "Lays out the
// subviews immediately, if layout updates are pending"). Stand-in only: these are UIKit's own behaviours.

/// Counts its layout passes and its moves between windows.
private final class CountingView: UIView {
    var passes = 0
    var windowMoves: [Bool] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowMoves.append(window != nil)
    }
}

@Suite("UIKit stand-in: layout passes")
@MainActor
struct LayoutPassTests {
    @Test("a new view that enters a window is laid out at the next pass, not at once")
    func newViewLaidOutAtNextPass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.addSubview(view)
        #expect(view.passes == 0)
        Driver.settle()
        #expect(view.passes == 1)
    }

    @Test("a view laid out before it enters a window is not laid out again there at the same size")
    func laidOutViewNotLaidOutAgainOnEntering() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        window.addSubview(view)
        Driver.settle()
        #expect(view.passes == 1, "nothing asked for layout: UIKit's pass leaves the view alone")
    }

    @Test("layoutIfNeeded lays out the subviews that wait for layout, at once")
    func layoutIfNeededIsRecursive() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let parent = UIView(frame: window.bounds)
        let child = CountingView(frame: parent.bounds)
        parent.addSubview(child)
        window.addSubview(parent)
        Driver.settle()
        #expect(child.passes == 1)
        child.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(child.passes == 2, "the window's layoutIfNeeded() left its grandchild waiting")
        #expect(!UIKitStandIn.hasPendingWork)
    }

    @Test("a view that asked for layout outside a window is laid out once it enters one")
    func waitingViewLaidOutInWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let view = CountingView(frame: window.bounds)
        view.layoutIfNeeded()
        view.setNeedsLayout()
        Driver.settle()
        #expect(view.passes == 1, "outside a window, no pass lays it out")
        window.addSubview(view)
        Driver.settle()
        #expect(view.passes == 2)
    }

    @Test("didMoveToWindow() is sent to a view and its subviews when they enter and leave a window")
    func didMoveToWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let parent = UIView(frame: window.bounds)
        let child = CountingView(frame: parent.bounds)
        parent.addSubview(child)
        #expect(child.windowMoves.isEmpty)
        window.addSubview(parent)
        parent.addSubview(child)  // moved within the window: no new window
        parent.removeFromSuperview()
        #expect(child.windowMoves == [true, false])
    }
}
#endif

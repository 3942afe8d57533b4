// A test-only stand-in for UIKit: a module named UIKit that compiles and runs Decorum's UIKit layer on
// Linux. It is a test double, not a UIKit clone: it models what Decorum relies on, and each behaviour
// names the Apple documentation or rule-catalogue entry ([RC], Sources/Decorum/Decorum.docc/UIKitBatchRules.md)
// it follows. Package.swift declares it only when DECORUM_UIKIT_STANDIN=1; build it in its own scratch
// folder (`swift test --scratch-path .build-uikit`), never in `.build`.
//
// Where it differs from UIKit on purpose, the declaration says so. Swift on Linux has no Objective-C
// runtime, so:
// - protocols have no `@objc optional` requirements: every requirement has a default implementation
//   that does what UIKit does for a delegate that does not implement it, and says it ran, so that a
//   send reads `nil` as `?(…)` does (OptionalMessages.swift models optional messages and `responds(to:)`);
// - `NSObject` is Foundation's; there is no message forwarding;
// - Swift creates an object from a class value only through a `required` initialiser, where UIKit
//   sends `initWithStyle:reuseIdentifier:` to any class. So each reusable view has a `required`
//   convenience initialiser of the stand-in's (`init(standInStyle:reuseIdentifier:)`, …) that calls
//   UIKit's designated one, which a subclass inherits when it overrides UIKit's designated initialisers
//   (`init(style:reuseIdentifier:)` or `init(frame:)`, and `init?(coder:)`, as cells on iOS must) or
//   declares none. A cell with only initialisers of its own does not compile here.
// Everything is `@MainActor`, as in the iOS SDK. Exception texts are UIKit's where public crash reports
// show them (the batch rules, dequeues, data-source answers); the few no report shows are marked as the
// stand-in's wording at the call.
import DecorumBatchRules
import DecorumCore
// IndexPath(item:section:) and .section/.item as on iOS, where UIKit declares them (Linux: this module).
@_exported import DecorumIndexPathNames
@_exported import Foundation
@_exported import StandInRuntime
import Testing

/// The stand-in's own controls: the run loop a test advances, exceptions, the OS version. Not UIKit API:
/// tests reach it through their platform helper only.
@MainActor
public enum UIKitStandIn {
    /// The system version the views behave as (`15` and later: cell prefetching in tables, reconfigure).
    /// Tests that force Decorum's iOS 13 paths set it to `13` too.
    public static var systemVersion = 18

    /// The exceptions UIKit raises (StandInRuntime): an app would crash, so the running test gets an issue
    /// with UIKit's reason, unless ``catchingExceptions(_:)`` collects it.
    static let exceptions = StandInExceptions(framework: "UIKit")

    static func raise(_ reason: String, name: String = "NSInternalInconsistencyException") {
        exceptions.raise(reason, name: name)
    }

    /// Runs `body` and returns the exceptions UIKit would have raised in it, instead of failing the test.
    ///
    /// - Parameter body: The code under test.
    /// - Returns: Each exception's `name: reason`.
    @discardableResult
    public static func catchingExceptions(_ body: () throws -> Void) rethrows -> [String] {
        try exceptions.catching(body)
    }

    // MARK: Run loop

    /// Work that runs on a later turn of the main run loop, in order: animation completions (UIKit calls
    /// `performBatchUpdates`' completion when the animation ends, never inside the call) and the deferred
    /// layout pass of views in a window (`setNeedsLayout()`).
    static var scheduled: [() -> Void] = []
    /// Work that waits more turns (an animation that lasts), with the turns left.
    static var later: [(turns: Int, work: () -> Void)] = []

    /// How many turns of the run loop a batch's animation lasts (stand-in's choice: UIKit's default
    /// animation, about 0.3 s, spans many frames; three turns let a test act while one runs).
    public static var animationTurns = 3
    /// Views that asked for layout (held weakly: a view that goes away needs none).
    static var needingLayout: [ObjectIdentifier: WeakView] = [:]

    /// Views that kept asking for layout from inside their own layout pass (three passes in one frame): a
    /// view that asks every time (a watch waiting for the user's drag to end) is laid out a few times a
    /// frame, then waits for the next one, and the run loop still goes idle between frames:
    /// ``runUntilIdle()`` starts each call with a new frame.
    static var nextFrameLayout: [ObjectIdentifier: WeakView] = [:]

    /// How many times ``runUntilIdle()`` started: the frame count.
    static var runs = 0

    struct WeakView {
        weak var view: UIView?
    }

    /// Whether anything waits for the run loop (next frame's layout aside).
    public static var hasPendingWork: Bool { !scheduled.isEmpty || !needingLayout.isEmpty || !later.isEmpty }

    /// Turns the run loop until nothing is left: lays out the views that asked for it (those in a
    /// window, as Core Animation's commit does), then ends the animations that were running, repeatedly.
    /// Apple: "setNeedsLayout()": the layout waits for the next update cycle; that it comes before the
    /// scheduled work of the same turn, and only for views in a window, is the stand-in's choice.
    public static func runUntilIdle() {
        runs += 1  // a new frame
        for view in nextFrameLayout.values.compactMap(\.view) { view.setNeedsLayout() }
        nextFrameLayout = [:]
        var turns = 0
        while hasPendingWork {
            turns += 1
            precondition(turns < 10_000, "UIKit stand-in: the run loop never became idle")
            turn()
        }
    }

    /// One turn of the run loop: the layout pass of the windows holding views that asked for it, from
    /// the window down (``UIView/layoutIfNeeded()``, as Core Animation's commit lays out the layer tree
    /// from its root), then the work due now (completions of animations that end). A test turns it to
    /// act while an animation runs.
    public static func turn() {
        let windows = needingLayout.values.compactMap { $0.view?.window }
        needingLayout = [:]
        var laidOut: Set<ObjectIdentifier> = []
        for window in windows.sorted(by: { $0.creationOrder < $1.creationOrder })
        where laidOut.insert(ObjectIdentifier(window)).inserted {
            window.layoutIfNeeded()
        }
        var work = scheduled
        scheduled = []
        later = later.map { ($0.turns - 1, $0.work) }
        work += later.filter { $0.turns <= 0 }.map(\.work)
        later.removeAll { $0.turns <= 0 }
        for item in work { item() }
    }

    /// Runs `work` on the run loop's next turn, or `turns` turns from now.
    static func schedule(afterTurns turns: Int = 1, _ work: @escaping () -> Void) {
        guard turns > 1 else { return scheduled.append(work) }
        later.append((turns, work))
    }

    /// Counts views, so that layout runs in creation order (a stable order, never an address's).
    static var viewCount = 0
}

// Associated objects: StandInRuntime's, on views (UIView is an AssociatedObjectHolder).

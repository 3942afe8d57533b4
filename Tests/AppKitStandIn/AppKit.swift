// A test-only stand-in for AppKit (issue #41): a module named AppKit that compiles and runs a Decorum
// AppKit binding on Linux. It is a test double, not an AppKit clone: it models what the binding relies on
// (view-based NSTableView with group rows, NSCollectionView with sections), and each behaviour names the
// Apple documentation or SDK header comment (macOS 14 SDK, AppKit.framework/Headers) it follows. Where
// Apple is silent, it models the harsher reading, and says so at the declaration. Package.swift declares
// it only when DECORUM_APPKIT_STANDIN=1; build it in its own scratch folder (`.build-appkit`, see
// .ci/appkit-standin), never in `.build`.
//
// Its public API is real AppKit's names and signatures (checked against the macOS 14 SDK's headers), a
// subset; stand-in-only API is prefixed `standIn` (or lives on ``AppKitStandIn``) and a suite reaches it
// only under `#if !canImport(ObjectiveC)`. Where it differs from AppKit on purpose (Swift on Linux has no
// Objective-C runtime), the declaration says so:
// - protocols have no `@objc optional` requirements: every optional requirement has a default
//   implementation that does what AppKit does for a delegate that does not implement it;
// - `NSObject` is Foundation's; Swift creates an object from a class value only through a `required`
//   initialiser, so `NSView.init(frame:)` is `required` (on a Mac the runtime makes any view class from its
//   class value with it), and the items NSCollectionView instantiates have the stand-in's
//   `init(standInNibName:bundle:)`, which a subclass inherits when it overrides AppKit's designated
//   initialisers or declares none;
// - nibs are not modelled: `NSNib` exists only for its `Name`, and `register(_:forIdentifier:)` (a nib for
//   a table's views) is absent.
// Everything is `@MainActor`, as AppKit's views are in the macOS SDK.
@_exported import DecorumIndexPathNames
@_exported import Foundation
@_exported import StandInRuntime
import Testing

/// The stand-in's own controls: exceptions and the run loop. Not AppKit API: suites reach it under
/// `#if !canImport(ObjectiveC)` only.
@MainActor
public enum AppKitStandIn {
    /// The exceptions AppKit raises (StandInRuntime): the running test gets an issue with the name and
    /// reason, unless ``catchingExceptions(_:)`` collects it (AppKit would crash the app, or log and leave
    /// the view inconsistent).
    static let exceptions = StandInExceptions(framework: "AppKit")

    static func raise(_ reason: String, name: String = "NSInternalInconsistencyException") {
        exceptions.raise(reason, name: name)
    }

    /// Runs `body` and returns the exceptions AppKit would have raised in it, instead of failing the test.
    ///
    /// - Parameter body: The code under test.
    /// - Returns: Each exception's `name: reason`.
    @discardableResult
    public static func catchingExceptions(_ body: () throws -> Void) rethrows -> [String] {
        try exceptions.catching(body)
    }

    /// Work for a later turn of the main run loop: animation completions (Apple:
    /// "performBatchUpdates(_:completionHandler:)": the handler runs "when the animations are complete",
    /// never inside the call: the stand-in runs it on the next ``runUntilIdle()``).
    static var scheduled: [() -> Void] = []

    /// Whether anything waits for the run loop.
    public static var hasPendingWork: Bool { !scheduled.isEmpty }

    /// Turns the run loop until nothing is left: ends the animations that were running.
    public static func runUntilIdle() {
        var turns = 0
        while !scheduled.isEmpty {
            turns += 1
            precondition(turns < 10_000, "AppKit stand-in: the run loop never became idle")
            let work = scheduled
            scheduled = []
            for item in work { item() }
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a handler showed an edit with `reloadData()` instead of an animated batch update.
///
/// Decorum never lets a batch update reach a view that would crash on it. Before every batch the
/// engine checks that the view is in a window, that it shows what the engine last gave it, and that
/// the batch obeys UIKit's rules; when any check fails, or the view rejects the batch, the engine keeps
/// the data, reloads the view and reports one `Diagnostic`.
///
/// A reload is not always a fault. Each diagnostic has a ``severity``:
///
/// - ``Severity/information``: the reload was the right way to show the edit. The view is not in a
///   window (edits made in `viewDidLoad`), or the edit is larger than
///   ``ListHandler/reloadThreshold``. Reported through ``ListHandler/onInformation`` only.
/// - ``Severity/fault``: something is wrong (the view is out of sync, a batch broke UIKit's rules or
///   was rejected, a reconfigure failed…). Reported through ``ListHandler/onDiagnostic``.
///
/// ```swift
/// handler.onDiagnostic = { diagnostic in logger.warning("\(diagnostic)") }
/// // view out of sync: it shows [3, 1] items per section, the data source had [3, 2]; fell back to reloadData
/// ```
///
/// - Complexity: O(1) to create; ``description`` is O(*k*) for the changeset's *k* changes.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    ///
    /// ```swift
    /// if case .viewOutOfSync(let shown, _) = diagnostic.reason { print(shown) }
    /// ```
    ///
    /// - Complexity: O(1) to compare, except the count lists (O(*s*)).
    public enum Reason: Hashable, Sendable {
        /// The view is not in a window (UIKit does not animate it); expected while off screen, and
        /// ``Severity/information``.
        case notInWindow
        /// The edit's batches hold more operations than the handler's ``ListHandler/reloadThreshold``:
        /// one reload shows it faster than an animation anyone could follow. ``Severity/information``.
        case largeChange(operations: Int, threshold: Int)
        /// The view shows other counts (items per section) than the data source last reported, so
        /// someone changed it behind the engine's back.
        case viewOutOfSync(shown: [Int], expected: [Int])
        /// The view's data source answers other counts (items per section) than the data the handler
        /// shows: another object was set as the view's data source behind the handler's back, or one in
        /// front of it answers for itself. A batch would make UIKit raise.
        case dataSourceOutOfSync(answers: [Int], expected: [Int])
        /// The batch breaks UIKit's rules (it would have raised `NSInternalInconsistencyException`).
        case invalidBatch(BatchUpdateError)
        /// The view threw while applying the batch (only headless views throw).
        case viewRejectedBatch(String)
        /// The view threw while reconfiguring updated items in place.
        case reconfigureFailed(String)
        /// The current data repeats identities, so the new data could not be diffed against it.
        case cannotDiff(String)
        /// An index path coming from the view (swipe to delete, reorder) named no row.
        case invalidViewIndexPath(IndexPath)
    }

    /// How serious a reload is: expected (``information``) or a sign of a bug (``fault``).
    ///
    /// ```swift
    /// if diagnostic.severity == .fault { logger.error("\(diagnostic)") }
    /// ```
    ///
    /// - Complexity: O(1) to compare.
    public enum Severity: Hashable, Sendable {
        /// A normal reload: the view is not in a window, or the change is too large to animate.
        case information
        /// Something went wrong: the view or the batch was not what the engine expected.
        case fault
    }

    /// Whether this reload was expected (``Severity/information``: ``Reason/notInWindow``,
    /// ``Reason/largeChange(operations:threshold:)``) or a fault (every other reason).
    ///
    /// ```swift
    /// Diagnostic(.notInWindow).severity // .information
    /// ```
    public var severity: Severity {
        switch reason {
        case .notInWindow, .largeChange: return .information
        default: return .fault
        }
    }

    /// What was wrong.
    ///
    /// ```swift
    /// if case .viewOutOfSync = diagnostic.reason { log(diagnostic) }
    /// ```
    public let reason: Reason
    /// The batch that was not animated, when there was one.
    ///
    /// ```swift
    /// diagnostic.changeset?.itemInserts
    /// ```
    public let changeset: Changeset?
    /// What led to a fault, for a log, a crash reporter, or a test that replays it (DecorumTesting's
    /// `FaultReplay`): set on every ``Severity/fault`` while the handler's flight recorder is on
    /// (``ListHandler/flightRecorderCapacity``); `nil` for ``Severity/information``. Not part of the
    /// diagnostic's equality: two diagnostics are equal when they say the same thing went wrong.
    ///
    /// ```swift
    /// if let report = diagnostic.report { logger.error("\(report.text)") }
    /// ```
    public internal(set) var report: FaultReport?

    /// Creates a diagnostic.
    ///
    /// ```swift
    /// let diagnostic = Diagnostic(.notInWindow, changeset: changes)
    /// ```
    ///
    /// - Parameters:
    ///   - reason: What was wrong.
    ///   - changeset: The batch that was not animated, if any.
    public init(_ reason: Reason, changeset: Changeset? = nil) {
        self.reason = reason
        self.changeset = changeset
    }

    /// Whether both say the same thing went wrong (their ``report``s are not compared).
    ///
    /// ```swift
    /// Diagnostic(.notInWindow) == Diagnostic(.notInWindow)  // true
    /// ```
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.reason == rhs.reason && lhs.changeset == rhs.changeset
    }

    /// Hashes the reason and the changeset (not the ``report``).
    ///
    /// ```swift
    /// Set([Diagnostic(.notInWindow)]).count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(changeset)
    }

    /// A readable sentence ending in what the engine did, e.g.
    /// `view not in a window; shown with reloadData` (information) or
    /// `invalid batch (…); fell back to reloadData` (a fault).
    ///
    /// ```swift
    /// print(diagnostic) // view not in a window [insert items [0, 2]]; shown with reloadData
    /// ```
    ///
    /// - Complexity: O(*k*) for the changeset's *k* changes.
    public var description: String { describe(messages: true) }

    /// The ``description`` a ``FaultReport`` keeps: the messages a view wrote (which may name rows)
    /// are left out.
    package var recordedDescription: String { describe(messages: false) }

    private func describe(messages: Bool) -> String {
        let why: String
        switch reason {
        case .notInWindow:
            why = "view not in a window"
        case let .largeChange(operations, threshold):
            why = "\(operations) operations, over the reload threshold of \(threshold)"
        case let .viewOutOfSync(shown, expected):
            why = "view out of sync: it shows \(shown) items per section, the data source had \(expected)"
        case let .dataSourceOutOfSync(answers, expected):
            why =
                "data source out of sync: the view's data source answers \(answers) items per section, the handler shows \(expected)"
        case let .invalidBatch(error):
            why = "invalid batch (\(error))"
        case let .viewRejectedBatch(message):
            why = "the view rejected the batch (\(messages ? message : Self.leftOut))"
        case let .reconfigureFailed(message):
            why = "reconfiguring updated items failed (\(messages ? message : Self.leftOut))"
        case let .cannotDiff(message):
            why = "the shown data cannot be diffed (\(messages ? message : Self.leftOut))"
        case let .invalidViewIndexPath(path):
            why = "the view named \(Duplicate.path(path)), which is no row"
        }
        let batch = changeset.map { " [\($0)]" } ?? ""
        return "\(why)\(batch); \(severity == .fault ? "fell back to" : "shown with") reloadData"
    }

    private static let leftOut = "its message is not recorded"
}

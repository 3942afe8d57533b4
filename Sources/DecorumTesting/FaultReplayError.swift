#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a ``FaultReplay`` could not run.
///
/// ```swift
/// do { _ = try FaultReplay(report).run() } catch { print(error) }  // the report has no start…
/// ```
public enum FaultReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The report has no `FaultReport.start`: the recorder never saw the view idle.
    case noStart
    /// The operation at `entry` does not apply to the data the ones before it left (the report was
    /// edited, or cut without the operations it needs).
    case operationDoesNotApply(entry: Int, reason: String)
    /// The report, replayed whole, does not meet its fault, so there is nothing to shrink.
    case doesNotReproduce

    /// A sentence saying what went wrong.
    ///
    /// ```swift
    /// FaultReplayError.noStart.description  // "the report has no start: …"
    /// ```
    public var description: String {
        switch self {
        case .noStart:
            return "the report has no start: its recorder never saw the view show the data with nothing pending"
        case let .operationDoesNotApply(entry, reason):
            return "operation \(entry) does not apply to the data before it: \(reason)"
        case .doesNotReproduce:
            return "the report, replayed whole, does not meet its fault"
        }
    }
}

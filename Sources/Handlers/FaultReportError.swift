#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why `FaultReport(text:)` could not read a report's text: the one error it throws (typed, so `catch`
/// knows it). Bad text never crashes the reader; it gets one of these.
///
/// Line numbers count from 1, the `decorum-fault-report` header being line 1.
///
/// ```swift
/// do {
///     let report = try FaultReport(text: attachment)
/// } catch {
///     print(error) // truncated: 12 entries, no end line
/// }
/// ```
public enum FaultReportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is empty (or only blank).
    ///
    /// ```swift
    /// #expect(throws: FaultReportError.empty) { try FaultReport(text: "") }
    /// ```
    case empty
    /// The text does not start with a report's header line, `decorum-fault-report <version>`.
    ///
    /// ```swift
    /// #expect(throws: FaultReportError.notAReport) { try FaultReport(text: "hello") }
    /// ```
    case notAReport
    /// The report was written in a version of the text form this library does not read: neither
    /// ``FaultReport/formatVersion`` nor version 1.
    ///
    /// ```swift
    /// if case .unsupportedVersion(let found) = error { print("written by a newer Decorum (\(found))") }
    /// ```
    case unsupportedVersion(found: Int)
    /// The text stops before its end: it has no `end <entry count>` line (`declared` is `nil`), or that
    /// line declares another number of entries than the `entries` it holds.
    ///
    /// ```swift
    /// if case .truncated(let entries, nil) = error { print("cut after \(entries) entries") }
    /// ```
    case truncated(entries: Int, declared: Int?)
    /// A line is not what the format has there: its number and what was expected.
    ///
    /// ```swift
    /// if case .malformedLine(let line, let expected) = error { print("line \(line): expected \(expected)") }
    /// ```
    case malformedLine(line: Int, expected: String)
    /// A line's counts disagree with the lines before it: an edit whose batch does not take the counts
    /// before it to its counts after, or collapsed sections that do not exist. The report was edited, or
    /// it is not one this library wrote.
    ///
    /// ```swift
    /// if case .inconsistentCounts(let line, let detail) = error { print("line \(line): \(detail)") }
    /// ```
    case inconsistentCounts(line: Int, detail: String)

    /// A readable sentence, e.g. `line 9: expected an entry (edit, apply, reload, …)`.
    ///
    /// ```swift
    /// print(FaultReportError.unsupportedVersion(found: 3)) // unsupported fault report version 3 (this library reads 1 and 2)
    /// ```
    public var description: String {
        switch self {
        case .empty: return "empty fault report"
        case .notAReport: return "not a fault report (no decorum-fault-report header)"
        case .unsupportedVersion(let found):
            return "unsupported fault report version \(found) (this library reads 1 and \(FaultReport.formatVersion))"
        case .truncated(let entries, nil): return "truncated: \(entries) entries, no end line"
        case .truncated(let entries, let declared?):
            return "truncated: \(entries) entries, the end line says \(declared)"
        case .malformedLine(let line, let expected): return "line \(line): expected \(expected)"
        case .inconsistentCounts(let line, let detail): return "line \(line): inconsistent counts: \(detail)"
        }
    }
}

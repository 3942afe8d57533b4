#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One update a handler showed on its view, as ``ListHandler/onUpdate`` reports it: animated batches or
/// a reload, how many batches, how many operations, how long the engine worked on it and, for a reload,
/// why.
///
/// An update is one showing of the data on the view: the batches of one step (an edit shown at once,
/// or a step the queue runs once the batches before it have completed, which may carry several edits)
/// with the rows reconfigured after them, or one `reloadData`. An edit that waits behind an animation
/// is reported when its step is shown, not when it is made.
///
/// ```swift
/// handler.onUpdate = { report in logger.debug("\(report)") }
/// // animated: 1 batch, 2 operations (insert 2 items), 0 reconfigured, 0.21 ms
/// ```
///
/// - Complexity: O(1) to create and to describe.
public struct UpdateReport: Hashable, Sendable, CustomStringConvertible {
    /// How an update was shown.
    ///
    /// ```swift
    /// if report.presentation == .reload { print(report.reason as Any) }
    /// ```
    public enum Presentation: Hashable, Sendable {
        /// Animated batch updates (or, with no batch, rows reconfigured in place).
        case animated
        /// One `reloadData`; ``UpdateReport/reason`` says why, unless the app or the binding asked for it.
        case reload
    }

    /// The operations of an update's batches, summed over them, as UIKit counts them (a section inserted
    /// is one operation however many rows it holds), and the rows reconfigured in place after them.
    ///
    /// ```swift
    /// report.operations.itemInserts // 2
    /// ```
    public struct Operations: Hashable, Sendable {
        /// Sections deleted.
        ///
        /// ```swift
        /// report.operations.sectionDeletes // 0
        /// ```
        public internal(set) var sectionDeletes = 0
        /// Sections inserted.
        ///
        /// ```swift
        /// report.operations.sectionInserts // 1
        /// ```
        public internal(set) var sectionInserts = 0
        /// Sections moved.
        ///
        /// ```swift
        /// report.operations.sectionMoves // 0
        /// ```
        public internal(set) var sectionMoves = 0
        /// Sections reloaded.
        ///
        /// ```swift
        /// report.operations.sectionReloads // 0
        /// ```
        public internal(set) var sectionReloads = 0
        /// Rows deleted.
        ///
        /// ```swift
        /// report.operations.itemDeletes // 3
        /// ```
        public internal(set) var itemDeletes = 0
        /// Rows inserted.
        ///
        /// ```swift
        /// report.operations.itemInserts // 2
        /// ```
        public internal(set) var itemInserts = 0
        /// Rows moved.
        ///
        /// ```swift
        /// report.operations.itemMoves // 0
        /// ```
        public internal(set) var itemMoves = 0
        /// Rows reloaded (a row whose cell style changed, or every updated row when
        /// ``ListHandler/reconfiguresUpdatedItems`` is `false`).
        ///
        /// ```swift
        /// report.operations.itemReloads // 0
        /// ```
        public internal(set) var itemReloads = 0
        /// Rows reconfigured in place after the batches (their content changed); not a batch operation.
        ///
        /// ```swift
        /// report.operations.reconfiguredItems // 1
        /// ```
        public internal(set) var reconfiguredItems = 0

        /// The batch operations in all: every count but ``reconfiguredItems``, as
        /// ``ListHandler/reloadThreshold`` counts them.
        ///
        /// ```swift
        /// report.operations.total // 5
        /// ```
        public var total: Int {
            sectionDeletes + sectionInserts + sectionMoves + sectionReloads + itemDeletes + itemInserts + itemMoves
                + itemReloads
        }

        /// Adds one batch's operations.
        mutating func add(_ batch: Changeset) {
            sectionDeletes += batch.sectionDeletes.count
            sectionInserts += batch.sectionInserts.count
            sectionMoves += batch.sectionMoves.count
            sectionReloads += batch.sectionReloads.count
            itemDeletes += batch.itemDeletes.count
            itemInserts += batch.itemInserts.count
            itemMoves += batch.itemMoves.count
            itemReloads += batch.itemReloads.count
        }
    }

    /// How the update was shown: animated batches, or a reload.
    ///
    /// ```swift
    /// report.presentation // .animated
    /// ```
    public let presentation: Presentation
    /// The batches (stages) given to the view; a reload after some batches counts those it gave.
    ///
    /// ```swift
    /// report.stages // 2: an apply whose moves ran apart from its deletes and inserts
    /// ```
    public let stages: Int
    /// The operations of those batches, and the rows reconfigured after them.
    ///
    /// ```swift
    /// report.operations.total // 5
    /// ```
    public let operations: Operations
    /// Why the update was a reload: the ``Diagnostic/reason`` that ``ListHandler/onDiagnostic`` or
    /// ``ListHandler/onInformation`` receives just after this report; `nil` for an animation, and for a
    /// reload the app or the binding asked for (`apply(_:animated: false)`, a view bound).
    ///
    /// ```swift
    /// if case .viewOutOfSync = report.reason { print("someone edited the view") }
    /// ```
    public let reason: Diagnostic.Reason?
    private let seconds: Int64
    private let attoseconds: Int64

    /// The wall-clock time the engine spent showing the update on the main actor (its checks, its
    /// batch calls with UIKit's work inside them, the reconfigures or the reload), measured with
    /// `ContinuousClock`. Not the animation, which runs after, nor an `apply`'s diff.
    ///
    /// ```swift
    /// if report.duration > .milliseconds(8) { logger.notice("slow update: \(report)") }
    /// ```
    @available(macOS 13, iOS 16, macCatalyst 16, tvOS 16, watchOS 9, *)
    public var duration: Duration { Duration(secondsComponent: seconds, attosecondsComponent: attoseconds) }

    init(
        presentation: Presentation, stages: Int, operations: Operations, reason: Diagnostic.Reason?,
        elapsed: (seconds: Int64, attoseconds: Int64)
    ) {
        self.presentation = presentation
        self.stages = stages
        self.operations = operations
        self.reason = reason
        (seconds, attoseconds) = elapsed
    }

    /// One line for a log, with counts only (no item, no index path), e.g.
    /// `reload (view out of sync): 1 batch, 2 operations (insert 2 items), 0 reconfigured, 0.35 ms`.
    ///
    /// ```swift
    /// print(report) // animated: 1 batch, 1 operation (insert 1 item), 0 reconfigured, 0.08 ms
    /// ```
    public var description: String {
        let how = presentation == .animated ? "animated" : "reload" + (reason.map { " (\(Self.name($0)))" } ?? "")
        let counts = [
            ("delete", "section", operations.sectionDeletes), ("insert", "section", operations.sectionInserts),
            ("move", "section", operations.sectionMoves), ("reload", "section", operations.sectionReloads),
            ("delete", "item", operations.itemDeletes), ("insert", "item", operations.itemInserts),
            ("move", "item", operations.itemMoves), ("reload", "item", operations.itemReloads),
        ]
        .filter { $0.2 > 0 }.map { "\($0.0) \($0.2) \($0.1)\($0.2 == 1 ? "" : "s")" }
        let total = operations.total
        var line = "\(how): \(stages) batch\(stages == 1 ? "" : "es"), \(total) operation\(total == 1 ? "" : "s")"
        if !counts.isEmpty { line += " (\(counts.joined(separator: ", ")))" }
        line += ", \(operations.reconfiguredItems) reconfigured"
        let micros = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        return line + ", \(micros / 1000).\(String(micros % 1000 / 10 + 100).dropFirst()) ms"
    }

    /// The reason's kind, without its payload (which may hold an error's text).
    private static func name(_ reason: Diagnostic.Reason) -> String {
        switch reason {
        case .notInWindow: return "not in a window"
        case .largeChange: return "large change"
        case .viewOutOfSync: return "view out of sync"
        case .dataSourceOutOfSync: return "data source out of sync"
        case .invalidBatch: return "invalid batch"
        case .viewRejectedBatch: return "view rejected the batch"
        case .reconfigureFailed: return "reconfigure failed"
        case .cannotDiff: return "cannot diff"
        case .invalidViewIndexPath: return "invalid view index path"
        }
    }
}

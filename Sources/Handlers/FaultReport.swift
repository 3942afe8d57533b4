@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What led to a fault: the last operations that reached a handler's engine and its view, the counts
/// the handler believed the view showed and the counts it did show. Every ``Diagnostic`` of severity
/// ``Diagnostic/Severity/fault`` carries one in ``Diagnostic/report`` while the handler's flight
/// recorder is on (``ListHandler/flightRecorderCapacity``, the default).
///
/// A report holds positions, counts and changesets: no item, no identity, no section kind, so it can go
/// to a log or a crash reporter as it is. A row or section that leaves the data and comes back inside
/// the report is named by an ``Identity`` token, a hash of its identity salted anew in each process: it
/// says two operations touched the same row, never which row. Its ``text`` is compact and versioned (a few KB), and
/// `FaultReport(text:)` reads it back; DecorumTesting's `FaultReplay` runs it against a headless view
/// with UIKit's batch rules and reproduces the diagnostic in a test.
///
/// ```swift
/// handler.onDiagnostic = { diagnostic in
///     logger.error("\(diagnostic)")
///     if let report = diagnostic.report { crashReporter.attach(report.text, named: "decorum-fault") }
/// }
/// ```
///
/// - Complexity: Recording costs O(1) per operation; building a report O(*r*) for its *r* operations.
public struct FaultReport: Hashable, Sendable {
    /// The version of the text form this library writes: `FaultReport(text:)` reads this one and
    /// version 1 (the same form without identity tokens).
    ///
    /// ```swift
    /// FaultReport.formatVersion  // 2
    /// ```
    public static let formatVersion = 2

    /// The library that wrote reports (a report names the one that wrote it in ``library``).
    ///
    /// ```swift
    /// report.library == FaultReport.libraryVersion  // written by this build
    /// ```
    public static let libraryVersion = "Decorum 0.1.0-dev"

    /// The view a report was recorded on: its kind of rules and the release whose rules applied.
    ///
    /// ```swift
    /// report.view.style  // .table
    /// ```
    public struct View: Hashable, Sendable {
        /// Which of UIKit's rule sets the view follows.
        ///
        /// ```swift
        /// if report.view.style == .collection { … }
        /// ```
        public enum Style: String, Hashable, Sendable {
            /// `UITableView`'s (rows).
            case table
            /// `UICollectionView`'s (items).
            case collection
        }

        /// Which of UIKit's rule sets the view follows.
        ///
        /// ```swift
        /// report.view.style
        /// ```
        public var style: Style
        /// The system release whose batch rules the view follows ("17.4"), when the binding knows it.
        ///
        /// ```swift
        /// report.view.release  // "18.6"
        /// ```
        public var release: String?

        /// Describes a view.
        ///
        /// ```swift
        /// FaultReport.View(style: .table, release: "18.6")
        /// ```
        ///
        /// - Parameters:
        ///   - style: Which of UIKit's rule sets the view follows.
        ///   - release: The system release whose batch rules the view follows, if known.
        public init(style: Style, release: String? = nil) {
            self.style = style
            self.release = release
        }
    }

    /// The data's shape at some instant: the items per section and the collapsed sections.
    ///
    /// ```swift
    /// report.start?.counts  // [3, 2]
    /// ```
    public struct Shape: Hashable, Sendable {
        /// The number of items in each section, in order (collapsed sections' items included).
        ///
        /// ```swift
        /// shape.counts.reduce(0, +)  // every item
        /// ```
        public var counts: [Int]
        /// The indices of the collapsed sections, ascending.
        ///
        /// ```swift
        /// shape.collapsed  // [1]
        /// ```
        public var collapsed: [Int]

        /// Creates a shape.
        ///
        /// ```swift
        /// FaultReport.Shape(counts: [3, 2], collapsed: [])
        /// ```
        ///
        /// - Parameters:
        ///   - counts: The number of items in each section.
        ///   - collapsed: The indices of the collapsed sections.
        public init(counts: [Int], collapsed: [Int] = []) {
            self.counts = counts
            self.collapsed = collapsed
        }
    }

    /// What was true of the view and the engine when an operation reached it.
    ///
    /// ```swift
    /// entry.state.contains(.notInWindow)
    /// ```
    public struct State: OptionSet, Hashable, Sendable {
        /// The flags' bits.
        ///
        /// ```swift
        /// FaultReport.State(rawValue: 1) == .notInWindow
        /// ```
        public var rawValue: UInt8

        /// Creates a state from its bits.
        ///
        /// ```swift
        /// FaultReport.State(rawValue: 3)  // [.notInWindow, .uncommittedUpdates]
        /// ```
        ///
        /// - Parameter rawValue: The flags' bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The view was not in a window (it does not animate; edits reload it).
        ///
        /// ```swift
        /// state.contains(.notInWindow)
        /// ```
        public static let notInWindow = State(rawValue: 1)
        /// The view had uncommitted updates (a drag or a drop in progress).
        ///
        /// ```swift
        /// state.contains(.uncommittedUpdates)
        /// ```
        public static let uncommittedUpdates = State(rawValue: 2)
        /// The operation came from inside the view's own pass over its cells (a display callback).
        ///
        /// ```swift
        /// state.contains(.inViewPass)
        /// ```
        public static let inViewPass = State(rawValue: 4)
        /// The operation came from inside a drop the view was committing.
        ///
        /// ```swift
        /// state.contains(.inDrop)
        /// ```
        public static let inDrop = State(rawValue: 8)
    }

    /// One operation that reached the handler's engine or its view.
    ///
    /// ```swift
    /// if case .outsideChange(let shown) = entry.operation { print("the view was changed to \(shown)") }
    /// ```
    public enum Operation: Hashable, Sendable {
        /// An edit of the data (`addData`, `move`, `removeData`, `collapse`…): its batch, the rows
        /// updated in place (before → after), the sections whose model changed, the collapsed flags
        /// after it when it changed them, and the items per section after it.
        case edit(
            Changeset, updated: [Move<IndexPath>], sections: [Int], collapsed: [Bool]?, animated: Bool, after: [Int])
        /// New data diffed into stages (`apply`): each stage's batch in order, and the data's shape
        /// after each stage (the last is the new data's).
        case apply([Changeset], animated: Bool, after: [Shape])
        /// New data shown with one reload (no diff was possible or wanted).
        case reload(after: Shape)
        /// The view finished one batch the engine issued.
        case completion
        /// The view was found showing other counts than the engine gave it: something changed it
        /// behind the handler's back (a data source swapped, rows inserted directly) before the next
        /// operation.
        case outsideChange(shown: [Int])
        /// The view's data source was found answering other counts than the handler's data (another
        /// object was its data source) at the next operation, and stayed so until that operation ended.
        case foreignDataSource(answers: [Int])
        /// The user moved a row on screen (a reorder), from and to paths the view showed.
        case userMove(from: IndexPath, to: IndexPath)
        /// The view inserted rows itself (a drop's placeholder committed), at a path it showed.
        case userInsert(count: Int, at: IndexPath)
        /// The view committed its updates (the user's drag or drop ended).
        case commit
        /// The app or the binding reloaded the view (`reloadView`, binding a view).
        case reloadView
        /// An `async` apply started diffing off the main actor.
        case asyncDiffStarted
    }

    /// One recorded operation and the state it met.
    ///
    /// ```swift
    /// for entry in report.entries { print(entry.operation) }
    /// ```
    public struct Entry: Hashable, Sendable {
        /// What happened.
        ///
        /// ```swift
        /// entry.operation
        /// ```
        public var operation: Operation
        /// What was true of the view and the engine then.
        ///
        /// ```swift
        /// entry.state
        /// ```
        public var state: State
        /// The rows and sections this operation removed or inserted that another operation of the
        /// report inserted or removed again, each as a redacted ``Identity`` token; empty when none did.
        ///
        /// ```swift
        /// entry.identities.filter { $0.change == .insertedItem }
        /// ```
        public var identities: [Identity]

        /// Creates an entry.
        ///
        /// ```swift
        /// FaultReport.Entry(.completion)
        /// ```
        ///
        /// - Parameters:
        ///   - operation: What happened.
        ///   - state: What was true of the view and the engine then.
        ///   - identities: The tokens of the rows and sections it removed or inserted that come back.
        public init(_ operation: Operation, state: State = [], identities: [Identity] = []) {
            self.operation = operation
            self.state = state
            self.identities = identities
        }
    }

    /// The library that wrote the report (``libraryVersion`` of its build).
    ///
    /// ```swift
    /// report.library  // "Decorum 0.1.0-dev"
    /// ```
    public var library: String
    /// The view the report was recorded on.
    ///
    /// ```swift
    /// report.view.style
    /// ```
    public var view: View
    /// The handler's ``ListHandler/reloadThreshold`` then (`nil`: never).
    ///
    /// ```swift
    /// report.reloadThreshold  // 1000
    /// ```
    public var reloadThreshold: Int?
    /// The diagnostic the report explains, as ``Diagnostic/description`` writes it.
    ///
    /// ```swift
    /// report.diagnostic  // "view out of sync: …; fell back to reloadData"
    /// ```
    public var diagnostic: String
    /// The items per section the handler believed the view showed at the fault.
    ///
    /// ```swift
    /// report.believed  // [3, 2]
    /// ```
    public var believed: [Int]
    /// The items per section the view said it showed at the fault.
    ///
    /// ```swift
    /// report.shown  // [3, 1]
    /// ```
    public var shown: [Int]
    /// The data's shape before the first entry, when the view showed it with nothing pending; `nil`
    /// when the recorder never saw such an instant (the report then cannot be replayed).
    ///
    /// ```swift
    /// report.start?.counts
    /// ```
    public var start: Shape?
    /// The recorded operations, oldest first; the last one met the fault.
    ///
    /// ```swift
    /// report.entries.count
    /// ```
    public var entries: [Entry]

    /// Creates a report.
    ///
    /// ```swift
    /// let report = FaultReport(
    ///     view: .init(style: .table), diagnostic: "…", believed: [1], shown: [2],
    ///     start: .init(counts: [1]), entries: [.init(.completion)])
    /// ```
    ///
    /// - Parameters:
    ///   - library: The library that wrote it.
    ///   - view: The view it was recorded on.
    ///   - reloadThreshold: The handler's reload threshold.
    ///   - diagnostic: The diagnostic's description.
    ///   - believed: The counts the handler believed the view showed.
    ///   - shown: The counts the view showed.
    ///   - start: The data's shape before the first entry.
    ///   - entries: The operations, oldest first.
    public init(
        library: String = FaultReport.libraryVersion, view: View, reloadThreshold: Int? = 1000, diagnostic: String,
        believed: [Int], shown: [Int], start: Shape?, entries: [Entry]
    ) {
        self.library = library
        self.view = view
        self.reloadThreshold = reloadThreshold
        self.diagnostic = diagnostic
        self.believed = believed
        self.shown = shown
        self.start = start
        self.entries = entries
    }
}

/// One phase of the engine's work that an ``UpdateTracing`` tracer sees as an interval (binding SPI).
///
/// ```swift
/// func begin(_ phase: UpdatePhase) -> UInt64? {
///     print("begin \(phase)")  // begin diff, begin check, begin batch, begin reload
///     return 0
/// }
/// ```
@_spi(Binding)
public enum UpdatePhase: Hashable, Sendable {
    /// An `apply` diffing the data it was given against the handler's (on or off the main actor).
    case diff
    /// The checks before a batch: the view is in a window, shows the counts the engine last gave it, and
    /// the batch obeys UIKit's rules.
    case check
    /// One batch update (`performBatchUpdates`), UIKit's own work inside it included.
    case batch
    /// One `reloadData`: a fallback from an animation, or a reload the app or the binding asked for.
    case reload

    /// The interval's name, as a tracer shows it: `diff`, `check`, `batch` or `reload` (a static string,
    /// as `os_signpost` takes).
    ///
    /// ```swift
    /// os_signpost(.begin, log: log, name: phase.name, signpostID: id)
    /// ```
    public var name: StaticString {
        switch self {
        case .diff: return "diff"
        case .check: return "check"
        case .batch: return "batch"
        case .reload: return "reload"
        }
    }
}

extension UpdatePhase {
    /// Runs `body` as a `phase` interval of `tracer`, from any isolation (an `async` apply's diff).
    @inline(__always)
    static func traced<T, E: Error>(
        _ phase: UpdatePhase, by tracer: (any UpdateTracing)?, _ body: () throws(E) -> T
    ) throws(E) -> T {
        guard let tracer, let token = tracer.begin(phase) else { return try body() }
        defer { tracer.end(phase, token) }
        return try body()
    }
}

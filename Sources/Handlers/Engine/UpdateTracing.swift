/// Sees the phases of a handler's work as intervals (binding SPI): diffs, checks, batches and reloads.
/// The UIKit handlers install one that emits signposts for Instruments' Points of Interest; the core
/// stays free of any tracing framework.
///
/// A tracer is called on the main actor, except ``UpdatePhase/diff`` of an `async` apply, which runs
/// off it. ``begin(_:)`` decides whether the interval is recorded at all: return `nil` when nobody
/// records, cheaply, and ``end(_:_:)`` is not called.
///
/// ```swift
/// final class PrintingTracer: UpdateTracing {
///     func begin(_ phase: UpdatePhase) -> UInt64? {
///         print("begin \(phase)")
///         return 0
///     }
///     func end(_ phase: UpdatePhase, _ token: UInt64) { print("end \(phase)") }
/// }
/// handler.updateTracer = PrintingTracer()
/// ```
@_spi(Binding)
public protocol UpdateTracing: AnyObject, Sendable {
    /// Starts an interval of `phase` and returns a token that ``end(_:_:)`` receives, or `nil` to
    /// record nothing (tracing is off).
    ///
    /// ```swift
    /// func begin(_ phase: UpdatePhase) -> UInt64? { log.signpostsEnabled ? nextID() : nil }
    /// ```
    func begin(_ phase: UpdatePhase) -> UInt64?

    /// Ends the interval that ``begin(_:)`` started with `token`, once the phase's work has returned
    /// (or thrown).
    ///
    /// ```swift
    /// func end(_ phase: UpdatePhase, _ token: UInt64) { record(phase, token) }
    /// ```
    func end(_ phase: UpdatePhase, _ token: UInt64)
}

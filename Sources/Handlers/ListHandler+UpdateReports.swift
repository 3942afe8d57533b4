#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Observable updates: a report per update for the app, and intervals per phase for a tracer (the UIKit
// handlers' signposts). Unobserved, the engine pays one `nil` check per phase.

extension ListHandler {
    /// Called once for every update the handler shows on its view, with an ``UpdateReport``: how it was
    /// shown (animated or a reload, and why), how many batches, how many operations, and how long the
    /// engine worked on it. Made to be logged; it holds counts only, never an item.
    ///
    /// An update is one showing on the view, not one call:
    /// - an edit made while nothing animates is shown at once, and reported before the call returns;
    /// - an edit made while a batch animates waits in the queue and is reported when its step is shown,
    ///   after that batch completes (queued appends that joined one step make one report);
    /// - an `apply` is one update, however many batches (``UpdateReport/stages``) it takes;
    /// - every `reloadData` is one: a fallback, reported just before its ``Diagnostic`` reaches
    ///   ``onDiagnostic`` or ``onInformation``, or a reload the app or the binding asked for (binding a
    ///   view, `animated: false`, `reloadView()`), with no ``UpdateReport/reason``;
    /// - a step whose batch fails is one report, a reload, counting the batches given before it.
    ///
    /// A report comes once the handler has finished with the view for that update (the selection, the
    /// empty state and the scroll position follow it first), so an edit made here comes after it. Nothing
    /// is reported while no view is bound, for an edit that changes nothing, nor when a setting re-reads
    /// the shown cells or headers in place. Like ``onDiagnostic``, the report waits while a SwiftUI view
    /// updates. Durations are measured only while this is set.
    ///
    /// ```swift
    /// handler.onUpdate = { report in logger.debug("\(report)") }
    /// // animated: 1 batch, 2 operations (insert 2 items), 0 reconfigured, 0.21 ms
    /// ```
    public var onUpdate: ((UpdateReport) -> Void)? {
        get { engine.observer?.onUpdate }
        set { observeUpdates { $0.onUpdate = engine.callbacks.gated(newValue) } }
    }

    /// The binding's tracer, which sees the engine's phases (diffs, checks, batches, reloads) as
    /// intervals; the UIKit handlers install one that emits signposts (binding SPI).
    ///
    /// ```swift
    /// handler.updateTracer = PrintingTracer()  // see UpdateTracing
    /// ```
    @_spi(Binding)
    public var updateTracer: (any UpdateTracing)? {
        get { engine.observer?.tracer }
        set { observeUpdates { $0.tracer = newValue } }
    }

    private func observeUpdates(_ change: (UpdateObserver) -> Void) {
        let observer = engine.observer ?? UpdateObserver()
        change(observer)
        engine.observer = observer.isIdle ? nil : observer
    }
}

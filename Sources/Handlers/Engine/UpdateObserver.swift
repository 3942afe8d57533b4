@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Who watches the engine's updates: the app's ``ListHandler/onUpdate`` and the binding's tracer. The
/// engine holds one only while either is set, so that unobserved, each phase costs one `nil` check.
@MainActor
final class UpdateObserver {
    var onUpdate: ((UpdateReport) -> Void)?
    var tracer: (any UpdateTracing)?
    private var shown: Shown?
    private var finished: [UpdateReport] = []
    private var fallbackReason: Diagnostic.Reason?

    /// The update being shown, while someone reads reports.
    private struct Shown {
        var stages = 0
        var operations = UpdateReport.Operations()
        var isReload = false
        let start: Any?  // a `ContinuousClock.Instant` where the clock exists (macOS 13, iOS 16)

        init() {
            if #available(macOS 13, iOS 16, macCatalyst 16, tvOS 16, watchOS 9, *) {
                start = ContinuousClock.now
            } else {
                start = nil
            }
        }
    }

    var isIdle: Bool { onUpdate == nil && tracer == nil }

    /// A step starts showing its batches: a new update.
    func stepWillShow() {
        fallbackReason = nil  // no reload is held while a step runs
        if onUpdate != nil { shown = Shown() }
    }

    /// The step's batches and reconfigures are shown (unless a fallback already ended it).
    func stepDidShow() {
        if shown != nil { report() }
    }

    /// The engine falls back to a reload for `reason`; the reload, now or once the view has committed,
    /// is reported with it.
    func fallingBack(_ reason: Diagnostic.Reason?) {
        if fallbackReason == nil { fallbackReason = reason }
    }

    func reconfigured(_ rows: Int) {
        shown?.operations.reconfiguredItems += rows
    }

    func begin(_ phase: UpdatePhase) -> UInt64? {
        if phase == .reload, onUpdate != nil {
            if shown == nil { shown = Shown() }
            shown?.isReload = true
        }
        return tracer?.begin(phase)
    }

    func end(_ phase: UpdatePhase, _ token: UInt64?, batch: Changeset?) {
        if let token { tracer?.end(phase, token) }
        if let batch, shown != nil {
            shown?.stages += 1
            shown?.operations.add(batch)
        }
        if phase == .reload {
            if shown != nil { report() }
            fallbackReason = nil
        }
    }

    /// Tells the app of the updates that have ended, once the engine has finished with the view (its
    /// selection, empty state and scroll position follow it), so that an edit made in ``onUpdate``
    /// comes after them.
    func deliver() {
        guard !finished.isEmpty else { return }
        let reports = finished
        finished = []
        if let onUpdate { reports.forEach(onUpdate) }
    }

    private func report() {
        guard let shown, onUpdate != nil else { return }
        self.shown = nil
        var elapsed: (Int64, Int64) = (0, 0)
        if #available(macOS 13, iOS 16, macCatalyst 16, tvOS 16, watchOS 9, *),
            let start = shown.start as? ContinuousClock.Instant
        {
            elapsed = (ContinuousClock.now - start).components
        }
        finished.append(
            UpdateReport(
                presentation: shown.isReload ? .reload : .animated, stages: shown.stages,
                operations: shown.operations, reason: shown.isReload ? fallbackReason : nil, elapsed: elapsed))
    }
}

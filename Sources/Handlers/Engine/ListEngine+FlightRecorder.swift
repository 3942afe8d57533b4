@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The flight recorder's side of the engine: each operation that reaches it is noted with the state it
// met (FlightRecorder.swift), and a fault's diagnostic carries the report cut from them.

extension ListEngine {
    /// Notes `operation` (built only while the recorder is on and a view is bound), after the data's
    /// shape when the view shows it with nothing pending and a checkpoint is due.
    func record(_ operation: @autoclosure () -> FaultReport.Operation) {
        guard recorder.isRecording, let view else { return }
        if recorder.wantsCheckpoint, lagging == nil, !hasPendingUpdates {
            recorder.checkpoint(Self.shape(of: data))
        }
        var state: FaultReport.State = []
        if !view.canAnimate { state.insert(.notInWindow) }
        if view.hasUncommittedUpdates { state.insert(.uncommittedUpdates) }
        if callbacks.isInViewPass { state.insert(.inViewPass) }
        if isCommittingDrop || isPerformingDrop { state.insert(.inDrop) }
        recorder.append(FaultReport.Entry(operation(), state: state))
    }

    /// Runs `body`, an engine operation carried out by the engine's own means, unrecorded.
    func unrecorded(_ body: () -> Void) {
        let paused = recorder.isPaused
        recorder.isPaused = true
        defer { recorder.isPaused = paused }
        body()
    }

    static func shape(of data: SectionedData<Item>) -> FaultReport.Shape {
        var collapsed: [Int] = []
        if data.hasCollapsedSections {
            for (index, section) in data.sections.enumerated() where section.isCollapsed { collapsed.append(index) }
        }
        return FaultReport.Shape(counts: data.itemCounts, collapsed: collapsed)
    }

    /// The diagnostic of a fault, with the report of what led to it (before the engine reloads).
    func diagnostic(_ reason: Diagnostic.Reason, _ changeset: Changeset?) -> Diagnostic {
        var diagnostic = Diagnostic(reason, changeset: changeset)
        guard diagnostic.severity == .fault, recorder.capacity > 0, let view else { return diagnostic }
        let (believed, shown): ([Int], [Int])
        if case .viewOutOfSync(let viewShows, let expected) = reason {
            (believed, shown) = (expected, viewShows)
        } else {
            (believed, shown) = (displayedData.shownItemCounts, view.shownItemCounts)
        }
        diagnostic.report = recorder.report(
            view: view.recordedView, reloadThreshold: reloadThreshold, diagnostic: diagnostic.description,
            believed: believed, shown: shown)
        return diagnostic
    }
}

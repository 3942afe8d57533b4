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
        note(.operation(operation()))
    }

    /// Notes that the view finished a batch the engine issued.
    func recordCompletion() {
        guard recorder.isRecording, let view else { return }
        recorder.appendCompletion(state: state(of: view))
    }

    /// Notes an edit: an append to one section in its short form.
    func record(_ edit: Edit<Item>, animated: Bool) {
        guard recorder.isRecording else { return }
        if edit.isAppend, let first = edit.changeset.itemInserts.first {
            return note(
                .append(
                    section: first[0], first: first[1], count: edit.changeset.itemInserts.count, animated: animated,
                    after: edit.counts))
        }
        record(
            .edit(
                edit.changeset, updated: edit.updated.map { Move(from: $0.before, to: $0.after) },
                sections: edit.updatedSections, collapsed: edit.collapsedAfter, animated: animated, after: edit.counts))
    }

    private func note(_ note: @autoclosure () -> FlightRecorder.Note) {
        guard recorder.isRecording, let view else { return }
        if recorder.wantsCheckpoint, lagging == nil, !hasPendingUpdates {
            recorder.checkpoint(Self.shape(of: data))
        }
        recorder.append(note(), state: state(of: view))
    }

    private func state(of view: any BatchUpdatableView) -> FaultReport.State {
        var state: FaultReport.State = []
        if !view.canAnimate { state.insert(.notInWindow) }
        if view.hasUncommittedUpdates { state.insert(.uncommittedUpdates) }
        if callbacks.isInViewPass { state.insert(.inViewPass) }
        if isCommittingDrop || isPerformingDrop { state.insert(.inDrop) }
        return state
    }

    /// A view that says it shows other rows than its data source has (same counts, other identities)
    /// was changed behind the handler's back: noted before the operation that found it.
    func noteOutsideRows(_ error: any Error) {
        guard recorder.isRecording, let error = error as? BatchUpdateError else { return }
        switch error.reason {
        case .identityMismatch, .sectionMismatch: recorder.insertBeforeLast(.outsideChange(shown: lastCheck.shown))
        default: break
        }
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
        var (believed, shown) = (lastCheck.expected, lastCheck.shown)
        if case .invalidViewIndexPath = reason {  // nothing changed: the view is asked now
            (believed, shown) = (displayedData.shownItemCounts, view.shownItemCounts)
        }
        diagnostic.report = recorder.report(
            view: view.recordedView, reloadThreshold: reloadThreshold, diagnostic: diagnostic.recordedDescription,
            believed: believed, shown: shown)
        return diagnostic
    }
}

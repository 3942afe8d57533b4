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

    /// Notes an edit of ``data`` (before it changes): an append to one section in its short form.
    func record(_ edit: Edit<Item>, animated: Bool) {
        guard recorder.isRecording else { return }
        let identities = edit.isAppend && recorder.removedItems.isEmpty ? [] : tokens(of: edit)
        if edit.isAppend, let first = edit.changeset.itemInserts.first {
            return note(
                .append(
                    section: first[0], first: first[1], count: edit.changeset.itemInserts.count, animated: animated,
                    after: edit.counts), identities: identities)
        }
        note(
            .operation(
                .edit(
                    edit.changeset, updated: edit.updated.map { Move(from: $0.before, to: $0.after) },
                    sections: edit.updatedSections, collapsed: edit.collapsedAfter, animated: animated,
                    after: edit.counts)), identities: identities)
    }

    private func tokens(of edit: Edit<Item>) -> [FaultReport.Identity] {
        var identities: [FaultReport.Identity] = []
        var removedHere = Set<UInt32>()
        tokenise(
            stage: 0, removed: edit.removed,
            kinds: edit.changeset.sectionDeletes.sorted().map { data.sections[$0].kind }, inserted: edit.added,
            kinds: edit.addedKinds, removedHere: &removedHere, into: &identities)
        return identities
    }

    func record(_ staged: StagedChangeset<Item>, animated: Bool) {
        guard recorder.isRecording else { return }
        var identities: [FaultReport.Identity] = []
        var removedHere = Set<UInt32>()
        var old = data
        for (stage, step) in staged.enumerated() {
            // A diff lists its stages' sections and paths in ascending order.
            var removed: [Item] = []
            step.changeset.forEachRemovedRow(in: old.itemCounts, isAscending: true) { path in
                removed.append(old[path])
                return removed.count < FlightRecorder.removalsPerStage
            }
            // A stage never deletes and inserts one identity (that is a move): only rows removed before
            // it can come back in it.
            var inserted: [Item] = []
            if !recorder.removedItems.isEmpty || !removedHere.isEmpty {
                step.changeset.forEachInsertedRow(in: step.data.itemCounts, isAscending: true) { path in
                    inserted.append(step.data[path])
                    return inserted.count < FlightRecorder.insertionsPerStage
                }
            }
            tokenise(
                stage: stage, removed: removed, kinds: step.changeset.sectionDeletes.map { old.sections[$0].kind },
                inserted: inserted, kinds: step.changeset.sectionInserts.map { step.data.sections[$0].kind },
                removedHere: &removedHere, into: &identities)
            old = step.data
        }
        note(
            .operation(
                .apply(staged.map(\.changeset), animated: animated, after: staged.map { Self.shape(of: $0.data) })),
            identities: identities)
    }

    func recordUserInsert(_ items: [Item], at indexPath: IndexPath) {
        guard recorder.isRecording else { return }
        var identities: [FaultReport.Identity] = []
        if !recorder.removedItems.isEmpty {
            var removedHere = Set<UInt32>()
            tokenise(
                stage: 0, removed: [], kinds: [], inserted: items, kinds: [], removedHere: &removedHere,
                into: &identities)
        }
        note(.operation(.userInsert(count: items.count, at: indexPath)), identities: identities)
    }

    // The tokens of one stage's removed rows and sections, and of the inserted ones removed before.
    private func tokenise(
        stage: Int, removed: [Item], kinds removedKinds: [Kind], inserted: [Item], kinds insertedKinds: [Kind],
        removedHere: inout Set<UInt32>, into identities: inout [FaultReport.Identity]
    ) {
        for ordinal in 0..<min(removed.count, FlightRecorder.removalsPerStage) {
            let token = identity.token(removed[ordinal])
            removedHere.insert(token)
            identities.append(
                .init(
                    stage: stage, change: .removedItem, ordinal: ordinal, token: token,
                    revealed: recorder.revealsIdentities ? identity.describe(removed[ordinal]) : nil))
        }
        for ordinal in removedKinds.indices {
            let token = Self.token(removedKinds[ordinal])
            identities.append(
                .init(
                    stage: stage, change: .removedSection, ordinal: ordinal, token: token,
                    revealed: recorder.revealsIdentities ? removedKinds[ordinal].rawValue : nil))
        }
        if !recorder.removedItems.isEmpty || !removedHere.isEmpty {
            for ordinal in 0..<min(inserted.count, FlightRecorder.insertionsPerStage) {
                let token = identity.token(inserted[ordinal])
                if removedHere.contains(token) || recorder.removedItems.contains(token) {
                    identities.append(
                        .init(
                            stage: stage, change: .insertedItem, ordinal: ordinal, token: token,
                            revealed: recorder.revealsIdentities ? identity.describe(inserted[ordinal]) : nil))
                }
            }
        }
        for ordinal in insertedKinds.indices {
            let token = Self.token(insertedKinds[ordinal])
            if recorder.removedSections.contains(token)
                || identities.contains(where: { $0.change == .removedSection && $0.token == token })
            {
                identities.append(
                    .init(
                        stage: stage, change: .insertedSection, ordinal: ordinal, token: token,
                        revealed: recorder.revealsIdentities ? insertedKinds[ordinal].rawValue : nil))
            }
        }
    }

    private static func token(_ kind: Kind) -> UInt32 { UInt32(truncatingIfNeeded: kind.hashValue) }

    private func note(_ note: @autoclosure () -> FlightRecorder.Note, identities: [FaultReport.Identity] = []) {
        guard recorder.isRecording, let view else { return }
        if recorder.wantsCheckpoint, lagging == nil, !hasPendingUpdates {
            recorder.checkpoint(Self.shape(of: data))
        }
        recorder.append(note(), state: state(of: view), identities: identities)
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

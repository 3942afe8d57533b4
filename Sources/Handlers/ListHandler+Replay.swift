@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The engine entries DecorumTesting's `FaultReplay` drives: a recorded operation reaches the engine
// exactly as it first did (an edit as an edit, an apply as its stages), not through the public edits,
// which would plan it anew. Package access: apps cannot call them, and a release build strips them.

extension ListHandler {
    // Shows a recorded edit: the data becomes `result`, shown with `changeset`.
    package func replayEdit(
        _ changeset: Changeset, updated: [Move<IndexPath>], sections: [Int], collapsed: [Bool]?,
        result: SectionedData<Decorator.Data>, animated: Bool
    ) {
        let old = engine.data
        let oldIDs = Set(old.sections.flatMap(\.items).map { Decorator.id(of: $0) })
        let newIDs = Set(result.sections.flatMap(\.items).map { Decorator.id(of: $0) })
        let edit = Edit<Decorator.Data>(
            changeset: changeset, updated: updated.map { (before: $0.from, after: $0.to) }, updatedSections: sections,
            counts: result.itemCounts, mutate: { $0 = result },
            removed: old.sections.flatMap(\.items).filter { !newIDs.contains(Decorator.id(of: $0)) },
            added: result.sections.flatMap(\.items).filter { !oldIDs.contains(Decorator.id(of: $0)) },
            collapsedAfter: collapsed)
        engine.submit(edit, animated: animated)
    }

    // Shows a recorded apply's stages.
    package func replayApply(
        _ stages: StagedChangeset<Decorator.Data>, final: SectionedData<Decorator.Data>, animated: Bool
    ) {
        engine.identity.invalidate()
        engine.submit(stages: stages, final: final, animated: animated)
    }

    // Shows recorded new data with one reload.
    package func replayReload(_ data: SectionedData<Decorator.Data>) {
        engine.reload(with: data)
    }

    // Records rows the view inserted itself (a drop's placeholder committed).
    package func replayUserInsert(_ items: [Decorator.Data], at indexPath: IndexPath) {
        engine.isCommittingDrop = true
        defer { engine.isCommittingDrop = false }
        engine.recordDisplayedInsert(items, at: indexPath)
    }

    // Records a row the view moved itself, when the replayed view could not move it: as the view's
    // data source hears of it (`commitMove`), so a reload it causes waits for the view to commit.
    package func replayUserMove(from source: IndexPath, to destination: IndexPath) {
        userMoved(from: source, to: destination)
    }

    // Runs `body` as an operation made inside the app's drop.
    package func replayInDrop(_ body: () -> Void) {
        engine.isPerformingDrop = true
        defer { engine.isPerformingDrop = false }
        body()
    }

    // The batches issued and not yet completed.
    package var replayOutstandingBatches: Int { engine.outstanding }
}

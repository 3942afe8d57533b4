@_spi(Binding) import Decorum
import DecorumTesting
import Foundation
import Testing

// Reports that did not replay in the UIKit chaos run (Tests/DecorumUIKitTests/Reliability/
// FaultChaosTests.swift), each reduced to a headless scenario that failed before its fix.

extension FaultReplayTests {
    /// A view knocks the handler out of sync by `counts` (another data source reloads it), as the
    /// chaos run's outside changes do.
    private func knock(_ handler: HeadlessHandler<HorizontalDecorator>, to counts: [Int]) {
        let rogue = RogueSource(counts)
        let adapter = handler.view.dataSource
        handler.view.dataSource = rogue
        handler.view.reloadData()
        handler.view.dataSource = adapter
    }

    /// UIKit tells the data source of a move naming no row (a delegate proxy passing a stale path on):
    /// the handler's reload waits for the view to commit, so an edit made before then is shown by that
    /// reload, not by a batch. The replay must hold the reload as well, or the edit's batch is still
    /// animating when the fault's edit comes, and that edit waits instead of failing.
    @Test("a move naming no row, an edit before the view commits: the report replays")
    func staleMoveThenEditReplays() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2", "3"))], mode: .manual)
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        handler.commitMove(from: IndexPath(item: 7, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(faults.count == 1)
        try handler.addData(people("4"))  // shown by the reload that waited for the commit
        handler.viewDidCommitUpdates()
        knock(handler, to: [2])
        try handler.addData(people("5"))
        #expect(faults.count == 2)
        let report = try #require(faults.last?.report)
        let outcome = try FaultReplay(report).run()
        #expect(outcome.reproduces, "\(outcome.faults)")
    }

    /// The user drops an item the handler held batches for (a collapse waited for the drop): the handler
    /// reloads once the view commits, and an edit made first is shown by that reload. The move's entry
    /// is marked as inside a drop because the handler commits it as one; replayed as the app's own drop
    /// (batches at once), the reload ran at the move and the edit animated, so the fault's edit waited.
    @Test("a dropped move that holds a reload, an edit before the view commits: the report replays")
    func droppedMoveHoldingAReloadReplays() throws {
        let held: FaultReport.State = [.uncommittedUpdates]
        let report = FaultReport(
            view: .init(style: .collection),
            diagnostic: "view out of sync: it shows [5, 0] items per section, the data source had [4, 0] "
                + "[insert items [0, 4]]; fell back to reloadData",
            believed: [4, 0], shown: [5, 0], start: .init(counts: [3, 2]),
            entries: [
                .init(
                    .edit(
                        Changeset(), updated: [], sections: [1], collapsed: [false, true], animated: true,
                        after: [3, 2]),
                    state: held),
                .init(.userMove(from: [0, 0], to: [0, 2]), state: held.union(.inDrop)),
                .init(
                    .edit(
                        Changeset(itemInserts: [[0, 3]]), updated: [], sections: [], collapsed: nil, animated: true,
                        after: [4, 2])),
                .init(.commit),
                .init(.outsideChange(shown: [5, 0])),
                .init(
                    .edit(
                        Changeset(itemInserts: [[0, 4]]), updated: [], sections: [], collapsed: nil, animated: true,
                        after: [5, 2])),
            ])
        let outcome = try FaultReplay(report).run()
        #expect(outcome.reproduces, "\(outcome.faults)")
    }

    /// The user drops an item while the view still shows the data from before a queued `apply` (its
    /// batches wait behind an animation): the move names paths in what the view shows, and the handler
    /// puts the item after the one it was dropped behind, found by identity. That one left its section
    /// when the apply deleted the section, and came back in another: the same item to the app. Found by
    /// the UIKit chaos run when reports held no identities: the replay gave it a fresh token, undid the
    /// drop, and the next edit did not apply. The report now names it by one token where stage 0 removes
    /// it and where stage 1 inserts it (what the recorder writes: `FaultReportIdentityTests`).
    @Test("a user's move while an apply waits: the replay's data follows the recorded one")
    func moveWhileApplyWaitsReplays() throws {
        let held: FaultReport.State = [.uncommittedUpdates]
        let c: UInt32 = 0x0c0c_0c0c
        let apply = FaultReport.Entry(
            .apply(
                [
                    Changeset(sectionDeletes: [2], sectionInserts: [0]),
                    Changeset(itemInserts: [[2, 0]], itemMoves: [Move(from: [1, 2], to: [2, 1])]),
                ], animated: true,
                after: [.init(counts: [2, 3, 0], collapsed: [2]), .init(counts: [2, 2, 2], collapsed: [2])]),
            identities: [
                .init(stage: 0, change: .removedItem, ordinal: 0, token: c),
                .init(stage: 1, change: .insertedItem, ordinal: 0, token: c),
            ])
        let report = FaultReport(
            view: .init(style: .collection), diagnostic: "none", believed: [], shown: [],
            start: .init(counts: [2, 0, 2]),
            entries: [
                .init(
                    .edit(
                        Changeset(itemInserts: [[0, 2]]), updated: [], sections: [], collapsed: nil, animated: true,
                        after: [3, 0, 2])),
                .init(
                    .edit(
                        Changeset(), updated: [], sections: [1], collapsed: [false, true, false], animated: true,
                        after: [3, 0, 2])),
                apply,
                .init(
                    .edit(
                        Changeset(itemMoves: [Move(from: [2, 1], to: [1, 1])]), updated: [], sections: [],
                        collapsed: nil, animated: true, after: [2, 3, 1]), state: held),
                .init(.userMove(from: [0, 0], to: [2, 1]), state: held.union(.inDrop)),
                .init(.commit),
                .init(
                    .edit(
                        Changeset(itemDeletes: [[1, 0]]), updated: [], sections: [], collapsed: nil, animated: true,
                        after: [2, 1, 2])),
            ])
        _ = try FaultReplay(report).run()
    }
}

import BenchSupport
import Decorum
import Foundation

/// Removing 10,000 of 100,000 items and upserting 10,000 (half new) into 100,000, through the
/// handler, against the naive `firstIndex(where:)` loop on a plain array, in the same run.
@MainActor
func runHandler() {
    let edit = HandlerCase()
    let data = SectionedData(items: edit.rows)
    let runs = 5

    // Correctness first: all three end with the same items.
    var expectedRemove = edit.rows
    naiveRemove(edit.removals, from: &expectedRemove)
    var expectedUpsert = edit.rows
    naiveUpsert(edit.upserts, into: &expectedUpsert)
    do {
        let handler = HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data)
        handler.removeData(edit.removals)
        precondition(handler.data.allItems.map(\.id) == expectedRemove.map(\.id), "removeData through the view differs")
        precondition(!handler.hasPendingUpdates && handler.view.numberOfItems(inSection: 0) == expectedRemove.count)
        let upserter = HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data)
        try upserter.upsert(edit.upserts)
        precondition(Set(upserter.data.allItems.map(\.id)) == Set(expectedUpsert.map(\.id)), "upsert through the view differs")
        precondition(upserter.data.allItems.filter { $0.content == 1 }.count == edit.upserts.count)
        let engine = EngineOnlyHandler(data: data)
        engine.removeData(edit.removals)
        precondition(engine.data.allItems.map(\.id) == expectedRemove.map(\.id), "removeData (engine only) differs")
    } catch {
        fatalError("handler edit failed: \(error)")
    }

    func timed(_ setUp: () -> Void, _ body: () throws -> Void) -> Timing {
        var walls: [UInt64] = []
        var cpus: [UInt64] = []
        for _ in 0..<runs {
            setUp()
            let timing = try! measure(body)
            walls.append(timing.wall)
            cpus.append(timing.cpu)
        }
        walls.sort()
        cpus.sort()
        return Timing(wall: walls[runs / 2], cpu: cpus[runs / 2])
    }

    var view: HeadlessHandler<ContactDecorator>!
    var engine: EngineOnlyHandler!
    var rows: [Contact] = []
    let makeView = { view = HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data) }
    let makeEngine = { engine = EngineOnlyHandler(data: data) }
    let makeRows = { rows = edit.rows }

    let removeView = timed(makeView) { view.removeData(edit.removals) }
    let removeEngine = timed(makeEngine) { engine.removeData(edit.removals) }
    let removeNaive = timed(makeRows) { naiveRemove(edit.removals, from: &rows) }
    let upsertView = timed(makeView) { try view.upsert(edit.upserts) }
    let upsertEngine = timed(makeEngine) { try engine.upsert(edit.upserts) }
    let upsertNaive = timed(makeRows) { naiveUpsert(edit.upserts, into: &rows) }
    consume((view, engine, rows))

    print("## Handler edits: 100,000 items, one section")
    print("")
    print("Through the view: `HeadlessHandler` bound to a `HeadlessListView`, which validates each batch with UIKit's")
    print("rules and verifies every shown identity afterwards. Engine only: the same `ListHandling` edit on a")
    print("`ListEngine` whose view accepts batches without checking. Baseline: a plain `[Contact]` edited with")
    print("`firstIndex(where:)` per item. Times: median CPU (median wall clock) of \(runs) runs; set-up not timed.")
    print("")
    table(
        ["edit", "through the view", "engine only", "naive array loop", "speed-up (view)", "speed-up (engine)"],
        [
            ["`removeData` 10,000 of 100,000", both(removeView), both(removeEngine), both(removeNaive),
             speedUp(removeNaive, removeView), speedUp(removeNaive, removeEngine)],
            ["`upsert` 10,000 (5,000 new) into 100,000", both(upsertView), both(upsertEngine), both(upsertNaive),
             speedUp(upsertNaive, upsertView), speedUp(upsertNaive, upsertEngine)],
        ])
    print("Target ≥ 20x vs the naive loop (CPU time):")
    for (name, naive, view, engine) in [("removeData", removeNaive, removeView, removeEngine),
                                        ("upsert", upsertNaive, upsertView, upsertEngine)] {
        let throughView = Double(naive.cpu) / Double(view.cpu)
        let engineOnly = Double(naive.cpu) / Double(engine.cpu)
        print("- \(name): " + String(format: "%.1fx through the view, %.1fx engine only", throughView, engineOnly)
              + " — " + (throughView >= 20 ? "met" : engineOnly >= 20 ? "met engine-only only" : "**missed**"))
    }
    print("")
}

/// One engine-only edit, one diff or one prefix-sum build, for a profiler:
/// `decorum-bench --profile remove|upsert|offsets|diff N`.
@MainActor
func runProfile(_ what: String, _ n: Int) {
    if what == "diff" { return profileDiff(n) }
    if what == "offsets" { return consume(uniformData(sections: 10_000, itemsPerSection: 10).offsets) }
    let edit = HandlerCase()
    let engine = EngineOnlyHandler(data: SectionedData(items: edit.rows))
    if what == "upsert" { try! engine.upsert(edit.upserts) } else { engine.removeData(edit.removals) }
    consume(engine)
}

@_spi(Binding) import BenchSupport
@_spi(Binding) import Decorum
import DecorumTesting
import Foundation

// The handler path, 100,000 rows: `apply` of the mixed edit, single-row appends, `removeData` and
// `upsert` of 10,000 rows, `apply` of equal data and of one changed row, and the peak memory of an
// `apply`. Three ways through a handler:
//
// - engine only: `ListHandler` driving `EngineAdapter`, a view that accepts every batch at once and
//   checks nothing (what the engine costs before UIKit animates);
// - through the view: `HeadlessHandler` bound to a `HeadlessListView`, which simulates every batch with
//   UIKit's rules and then checks every shown identity against the data source (the test oracle);
// - baselines measured in the same run: the bare typed diff `StagedChangeset(from:to:)`, a per-section
//   `==` scan, a naive `firstIndex(where:)` loop on a plain array.
//
// Every case is checked before it is timed: the handler's data equals the expected data, nothing is
// pending, the engine issued batches (no fallback `reloadData`, no diagnostic).

/// The 1, 5 and 15 minute load averages, from /proc/loadavg.
func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "n/a" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

/// The medians (CPU and wall clock, each on its own) of `list`.
func medianTiming(_ list: [Timing]) -> Timing {
    Timing(wall: list.map(\.wall).sorted()[list.count / 2], cpu: list.map(\.cpu).sorted()[list.count / 2])
}

/// `timing` divided by `count` (a loop's time per call).
func perCall(_ timing: Timing, _ count: Int) -> Timing {
    Timing(wall: timing.wall / UInt64(count), cpu: timing.cpu / UInt64(count))
}

/// One timed case: `setUp` (not timed) then `body` (timed).
struct TimedCase {
    var setUp: () throws -> Void = {}
    var body: () throws -> Void
}

/// Runs every case `runs` times, interleaved (each round runs each case once, in order), so that ratios
/// compare runs made under the same load; returns each case's median.
@MainActor
func interleaved(runs: Int, _ cases: [TimedCase]) throws -> [Timing] {
    var samples = [[Timing]](repeating: [], count: cases.count)
    for _ in 0..<runs {
        for (index, timed) in cases.enumerated() {
            try timed.setUp()
            samples[index].append(try measure(timed.body))
        }
    }
    return samples.map(medianTiming)
}

/// `slow / fast` on CPU time, as a plain number.
func cpuRatio(_ slow: Timing, _ fast: Timing) -> Double { Double(slow.cpu) / Double(max(fast.cpu, 1)) }

/// A handler check that must hold before anything is timed.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("handler benchmark check failed: \(message())") }
}

/// Records the diagnostics a handler reports (there must be none: a diagnostic means a fallback reload).
@MainActor
final class DiagnosticLog {
    var reasons: [String] = []

    func attach<Decorator: CellDecorator>(to handler: ListHandler<Decorator>) {
        handler.onDiagnostic = { [unowned self] in self.reasons.append(String(describing: $0)) }
    }
}

@MainActor
func runHandler() {
    do {
        try runHandlerParts()
    } catch {
        fatalError("handler benchmark failed: \(error)")
    }
}

@MainActor
private func runHandlerParts() throws {
    let loadBefore = loadAverage()
    var targets: [[String]] = []
    func check(_ name: String, _ value: String, _ met: Bool) {
        targets.append([name, value, met ? "met" : "**missed**"])
    }
    let diagnostics = DiagnosticLog()

    // MARK: 1. apply of the mixed edit

    let mixed = MixedCase(n: 100_000)
    let old = mixed.oldData
    let new = mixed.newData
    let bare = try StagedChangeset(from: old, to: new)
    require(roundTrips(bare, from: old, to: new), "the bare diff does not round-trip")
    let batchesExpected = bare.filter { stage in
        var changeset = stage.changeset
        changeset.itemReloads = []
        return !changeset.isEmpty
    }.count
    do {
        let engine = try engineHandler(RowDecorator.self, data: old)
        diagnostics.attach(to: engine)
        try engine.apply(new)
        require(engine.data == new && engine.displayedData == new && !engine.hasPendingUpdates, "engine apply: data")
        require(engine.adapter.reloads == 1 && engine.adapter.batches == batchesExpected, "engine apply: batches")
        require(engine.adapter.reconfigured == mixed.old.count / 10, "engine apply: \(engine.adapter.reconfigured) reconfigured")
        let headless = try HeadlessHandler<RowDecorator>(view: HeadlessListView(), data: old)
        headless.reloadThreshold = nil  // measure the animated path, not the large-change reload
        diagnostics.attach(to: headless)
        try headless.apply(new)
        require(headless.data == new && !headless.hasPendingUpdates, "headless apply: data")
        require(headless.view.batches.count == batchesExpected, "headless apply: batches")
        try headless.view.verifyMatchesDataSource()
        require(diagnostics.reasons.isEmpty, "apply fell back: \(diagnostics.reasons)")
    }
    var engine: ListHandler<RowDecorator>?
    var headless: HeadlessHandler<RowDecorator>?
    let applyRuns = 9
    let apply = try interleaved(runs: applyRuns, [
        TimedCase { consume(try StagedChangeset(from: old, to: new)) },
        TimedCase(setUp: { engine = try engineHandler(RowDecorator.self, data: old) }) { try engine!.apply(new) },
        TimedCase(setUp: {
            headless = try HeadlessHandler<RowDecorator>(view: HeadlessListView(), data: old)
            headless?.reloadThreshold = nil
        }) {
            try headless!.apply(new)
        },
    ])
    engine = nil
    headless = nil
    let (diffTime, engineApply, headlessApply) = (apply[0], apply[1], apply[2])

    print("## Handler: 100,000 rows, one section")
    print("")
    print("Part `handler` of the harness (alone: `swift run -c release decorum-bench handler`); load average")
    print("\(loadBefore) at its start.")
    print("Engine only: `ListHandler` driving a view that accepts every batch at once and checks nothing")
    print("(`EngineAdapter` in BenchSupport). Through the view: `HeadlessHandler` bound to a `HeadlessListView`,")
    print("which simulates every batch with UIKit's rules and checks every shown identity afterwards.")
    print("Times: median CPU time of the measuring thread (median wall clock in brackets); set-up (building")
    print("the handler and its first reload) is not timed. Every case was checked first: the final data")
    print("equals the expected data, nothing is pending, no fallback reload.")
    print("")
    print("### `apply` of the mixed edit (10% deleted, 10% inserted, 10% moved, 10% updated; `Row`)")
    print("")
    print("Baseline: the bare typed diff `StagedChangeset(from: old, to: new)` of the same data; \(applyRuns)")
    print("interleaved runs each. The handler diffs with the decorator's identity (`Row.ID`) and `==`, as the")
    print("bare diff does, then issues \(batchesExpected) batch(es) and reconfigures the \((mixed.old.count / 10).formatted()) updated rows.")
    print("")
    table(
        ["path", "CPU (wall)", "/ bare diff (CPU)"],
        [
            ["bare diff `StagedChangeset(from:to:)`", both(diffTime), "1.00"],
            ["engine only (`ListHandler`)", both(engineApply), String(format: "%.2f", cpuRatio(engineApply, diffTime))],
            ["through the view (`HeadlessHandler`)", both(headlessApply), String(format: "%.2f", cpuRatio(headlessApply, diffTime))],
        ])
    check("`apply` mixed edit, engine ≤ 1.25 × bare diff", String(format: "%.2f ×", cpuRatio(engineApply, diffTime)),
          cpuRatio(engineApply, diffTime) <= 1.25)
    check("`apply` mixed edit, `HeadlessHandler` ≤ 2 × bare diff",
          String(format: "%.2f ×", cpuRatio(headlessApply, diffTime)), cpuRatio(headlessApply, diffTime) <= 2)

    // MARK: 2. single-row appends, engine only

    let appends = AppendCase()
    let initial = appends.initial
    let loopCount = appends.appended.count - 1  // after the first append
    let endOfLoop = appends.final(after: 1_000)
    var heldBatches = 0
    do {
        let handler = try engineHandler(ContactDecorator.self, data: initial)
        diagnostics.attach(to: handler)
        for item in appends.appended.prefix(1_000) { try handler.addData([item]) }
        require(handler.data == endOfLoop && !handler.hasPendingUpdates, "appends: data")
        require(handler.adapter.batches == 1_000 && handler.adapter.reloads == 1, "appends: batches")
        let applied = try engineHandler(ContactDecorator.self, data: initial)
        diagnostics.attach(to: applied)
        try applied.apply(endOfLoop)
        require(applied.data == endOfLoop && !applied.hasPendingUpdates && applied.adapter.batches == 1, "append apply")
        let held = try engineHandler(ContactDecorator.self, data: initial)
        diagnostics.attach(to: held)
        held.adapter.holdsCompletions = true
        for item in appends.appended.prefix(1_000) { try held.addData([item]) }
        require(held.hasPendingUpdates, "held appends: nothing pending")
        held.adapter.finishAnimations()
        require(held.data == endOfLoop && !held.hasPendingUpdates && held.adapter.reloads == 1, "held appends: data")
        heldBatches = held.adapter.batches
        require(diagnostics.reasons.isEmpty, "appends fell back: \(diagnostics.reasons)")
    }
    let appendRuns = 7
    var contacts: ListHandler<ContactDecorator>?
    var creations: [Timing] = []
    var firsts: [Timing] = []
    var loops: [Timing] = []
    for _ in 0..<appendRuns {
        var created: ListHandler<ContactDecorator>?
        creations.append(try measure { created = try engineHandler(ContactDecorator.self, data: initial) })
        guard let handler = created else { fatalError("no handler") }
        firsts.append(try measure { try handler.addData([appends.appended[0]]) })
        loops.append(try measure {
            for item in appends.appended.dropFirst() { try handler.addData([item]) }
        })
    }
    let creation = medianTiming(creations)
    let first = medianTiming(firsts)
    let loop = medianTiming(loops)
    let perAppend = perCall(loop, loopCount)
    let thousand = try interleaved(runs: appendRuns, [
        TimedCase(setUp: { contacts = try engineHandler(ContactDecorator.self, data: initial) }) {
            for item in appends.appended.prefix(1_000) { try contacts!.addData([item]) }
        },
        TimedCase(setUp: { contacts = try engineHandler(ContactDecorator.self, data: initial) }) {
            try contacts!.apply(endOfLoop)
        },
        TimedCase(setUp: {
            contacts = try engineHandler(ContactDecorator.self, data: initial)
            contacts!.adapter.holdsCompletions = true
        }) {
            for item in appends.appended.prefix(1_000) { try contacts!.addData([item]) }
            contacts!.adapter.finishAnimations()
        },
    ])
    contacts = nil
    let (thousandAppends, oneApply, heldAppends) = (thousand[0], thousand[1], thousand[2])

    print("### `addData` of one row into 100,000 rows, engine only")
    print("")
    print("Each run: a fresh handler of 100,000 rows (its creation timed too, for reference); its first")
    print("single-row append timed alone (it builds the identity set, O(n), once); then a loop of")
    print("\(loopCount.formatted()) more single-row appends timed as a whole and divided. Then, interleaved:")
    print("1,000 single-row appends from a fresh handler (first one included) against one `apply` of the")
    print("same final data (100,000 → 101,000 rows) from a fresh handler, and against the same 1,000")
    print("appends made while the first batch animates, as in an app (UIKit calls a batch's completion")
    print("after its animation, so the appends of one run-loop turn queue behind it): the view holds every")
    print("completion until the loop ends, then completes them (timed too); \(heldBatches.formatted()) batch(es).")
    print("\(appendRuns) runs each.")
    print("")
    table(
        ["case", "CPU (wall)"],
        [
            ["creating the handler (`ListHandler(checked:)`, `bind(_:)`: duplicate check, first reload)", both(creation)],
            ["first append after creation", both(first)],
            ["one append, in a loop of \(loopCount.formatted()) (per call)", both(perAppend)],
            ["1,000 successive appends, from creation (total), each batch completed at once", both(thousandAppends)],
            ["1,000 successive appends queued behind the first, animating batch (total)", both(heldAppends)],
            ["one `apply` of the same final data", both(oneApply)],
        ])
    // How the per-call cost grows with the rows already there (an O(k) append would not grow).
    var scaling: [[String]] = []
    for n in [10_000, 100_000, 1_000_000] {
        let sized = AppendCase(n: n, count: 201)
        var samples: [Timing] = []
        for _ in 0..<3 {
            let handler = try engineHandler(ContactDecorator.self, data: sized.initial)
            try handler.addData([sized.appended[0]])
            samples.append(try measure { for item in sized.appended.dropFirst() { try handler.addData([item]) } })
            require(handler.data.itemCount == n + 201 && handler.adapter.batches == 201, "append scaling at \(n)")
        }
        let call = perCall(medianTiming(samples), 200)
        scaling.append([n.formatted(), both(call), String(format: "%.0f ns", Double(call.cpu) / Double(n) * 1_000)])
    }
    print("Per-call cost of a single-row append by the number of rows already there (loops of 200 appends")
    print("after the first, median of 3 runs); the last column shows whether it grows with n.")
    print("")
    table(["rows", "one append: CPU (wall)", "CPU per 1,000 rows"], scaling)
    check("single append into 100k ≤ 50 µs (per call, in a loop)", ms(perAppend.cpu), perAppend.cpu <= 50_000)
    check("1,000 single appends (queued behind an animating batch) ≤ one `apply` of the same data",
          "\(ms(heldAppends.cpu)) vs \(ms(oneApply.cpu)) (\(String(format: "%.2f ×", cpuRatio(heldAppends, oneApply))));"
              + " each completed at once: \(ms(thousandAppends.cpu)) (\(String(format: "%.2f ×", cpuRatio(thousandAppends, oneApply))))",
          heldAppends.cpu <= oneApply.cpu)

    // MARK: 3. removeData and upsert of 10,000 rows

    let edit = HandlerCase()
    let data = SectionedData(items: edit.rows)
    var expectedRemove = edit.rows
    naiveRemove(edit.removals, from: &expectedRemove)
    var expectedUpsert = edit.rows
    naiveUpsert(edit.upserts, into: &expectedUpsert)
    do {
        let headlessRemove = try HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data)
        headlessRemove.reloadThreshold = nil  // measure the animated path, not the large-change reload
        diagnostics.attach(to: headlessRemove)
        require(headlessRemove.removeData(edit.removals).isEmpty, "removeData through the view: absent items")
        require(headlessRemove.data.allItems == expectedRemove && !headlessRemove.hasPendingUpdates, "removeData through the view")
        try headlessRemove.view.verifyMatchesDataSource()
        let headlessUpsert = try HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data)
        headlessUpsert.reloadThreshold = nil  // measure the animated path, not the large-change reload
        diagnostics.attach(to: headlessUpsert)
        try headlessUpsert.upsert(edit.upserts)
        require(headlessUpsert.data.allItems == expectedUpsert && !headlessUpsert.hasPendingUpdates, "upsert through the view")
        try headlessUpsert.view.verifyMatchesDataSource()
        let engineRemove = try engineHandler(ContactDecorator.self, data: data)
        diagnostics.attach(to: engineRemove)
        require(engineRemove.removeData(edit.removals).isEmpty, "removeData engine only: absent items")
        require(engineRemove.data.allItems == expectedRemove && engineRemove.adapter.batches == 1, "removeData engine only")
        let engineUpsert = try engineHandler(ContactDecorator.self, data: data)
        diagnostics.attach(to: engineUpsert)
        try engineUpsert.upsert(edit.upserts)
        require(engineUpsert.data.allItems == expectedUpsert && engineUpsert.adapter.batches == 1, "upsert engine only")
        require(engineUpsert.adapter.reconfigured == edit.upserts.count / 2, "upsert engine only: reconfigured")
        require(diagnostics.reasons.isEmpty, "edits fell back: \(diagnostics.reasons)")
    }
    let editRuns = 5
    var viewHandler: HeadlessHandler<ContactDecorator>?
    var engineEdit: ListHandler<ContactDecorator>?
    var rows: [Contact] = []
    let makeView = {
        viewHandler = try HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data)
        viewHandler?.reloadThreshold = nil
    }
    let makeEngine = { engineEdit = try engineHandler(ContactDecorator.self, data: data) }
    let makeRows = { rows = edit.rows }
    let edits = try interleaved(runs: editRuns, [
        TimedCase(setUp: makeView) { consume(viewHandler!.removeData(edit.removals)) },
        TimedCase(setUp: makeEngine) { consume(engineEdit!.removeData(edit.removals)) },
        TimedCase(setUp: makeRows) { naiveRemove(edit.removals, from: &rows) },
        TimedCase(setUp: makeView) { try viewHandler!.upsert(edit.upserts) },
        TimedCase(setUp: makeEngine) { try engineEdit!.upsert(edit.upserts) },
        TimedCase(setUp: makeRows) { naiveUpsert(edit.upserts, into: &rows) },
    ])
    viewHandler = nil
    engineEdit = nil
    consume(rows)
    let (removeView, removeEngine, removeNaive) = (edits[0], edits[1], edits[2])
    let (upsertView, upsertEngine, upsertNaive) = (edits[3], edits[4], edits[5])

    print("### `removeData` of 10,000 and `upsert` of 10,000 (5,000 new) into 100,000 rows (`Contact`)")
    print("")
    print("Baseline: a plain `[Contact]` edited with `firstIndex(where:)` per item (the old naive loop).")
    print("\(editRuns) interleaved runs each.")
    print("")
    table(
        ["edit", "engine only", "through the view", "naive array loop", "speed-up: engine (view)"],
        [
            ["`removeData` 10,000 of 100,000", both(removeEngine), both(removeView), both(removeNaive),
             "\(ratio(removeNaive.cpu, removeEngine.cpu)) (\(ratio(removeNaive.cpu, removeView.cpu)))"],
            ["`upsert` 10,000 (5,000 new) into 100,000", both(upsertEngine), both(upsertView), both(upsertNaive),
             "\(ratio(upsertNaive.cpu, upsertEngine.cpu)) (\(ratio(upsertNaive.cpu, upsertView.cpu)))"],
        ])
    check("`removeData` 10k of 100k ≤ 3 ms, engine", ms(removeEngine.cpu), removeEngine.cpu <= 3_000_000)
    check("`upsert` 10k into 100k ≤ 4 ms, engine", ms(upsertEngine.cpu), upsertEngine.cpu <= 4_000_000)

    // MARK: 4. apply of equal data and of one changed row, 100 sections

    let small = SmallChangeCase()
    do {
        let equal = try engineHandler(RowDecorator.self, data: small.old)
        diagnostics.attach(to: equal)
        try equal.apply(small.equal)
        require(equal.data == small.equal && equal.adapter.batches == 0 && equal.adapter.reconfigured == 0, "equal apply")
        let one = try engineHandler(RowDecorator.self, data: small.old)
        diagnostics.attach(to: one)
        try one.apply(small.oneChanged)
        require(one.data == small.oneChanged && !one.hasPendingUpdates && one.adapter.reconfigured == 1, "one-row apply")
        require(one.adapter.batches == 0 && one.adapter.reloads == 1, "one-row apply: batches")
        require(diagnostics.reasons.isEmpty, "small applies fell back: \(diagnostics.reasons)")
    }
    var smallHandler: ListHandler<RowDecorator>?
    let makeSmall = { smallHandler = try engineHandler(RowDecorator.self, data: small.old) }
    let smallRuns = 21
    let smallTimes = try interleaved(runs: smallRuns, [
        TimedCase { consume(sectionwiseEqual(small.old, small.equal)) },
        TimedCase { consume(try StagedChangeset(from: small.old, to: small.equal)) },
        TimedCase(setUp: makeSmall) { try smallHandler!.apply(small.equal) },
        TimedCase { consume(sectionwiseEqual(small.old, small.oneChanged)) },
        TimedCase { consume(try StagedChangeset(from: small.old, to: small.oneChanged)) },
        TimedCase(setUp: makeSmall) { try smallHandler!.apply(small.oneChanged) },
    ])
    smallHandler = nil
    let scan = smallTimes[0]

    print("### `apply` of equal data and of one changed row: 100,000 rows in 100 sections (`Row`), engine only")
    print("")
    print("Baseline: a plain `==` of each section's kind and rows (it stops at the first difference, so it is")
    print("shorter for the changed row). \(smallRuns) interleaved runs each; ratios over the equal-data scan.")
    print("Equal data: no batch, nothing reconfigured. One changed row: no batch, one row reconfigured.")
    print("")
    table(
        ["case", "`==` scan", "bare diff", "engine `apply`", "bare diff / scan", "engine / scan"],
        [0, 3].map { base in
            [base == 0 ? "equal data" : "one changed row", both(smallTimes[base]), both(smallTimes[base + 1]),
             both(smallTimes[base + 2]), String(format: "%.1f", cpuRatio(smallTimes[base + 1], scan)),
             String(format: "%.1f", cpuRatio(smallTimes[base + 2], scan))]
        })
    check("`apply` of equal data ≤ 0.5 ms, engine", ms(smallTimes[2].cpu), smallTimes[2].cpu <= 500_000)
    check("`apply` of one changed row ≤ 0.5 ms, engine", ms(smallTimes[5].cpu), smallTimes[5].cpu <= 500_000)

    // MARK: 5. peak memory of an apply

    let inputs = 2 * 100_000 * MemoryLayout<Row>.stride
    let peakDiff = runChild(["--peak", "mixed", "100000"]).flatMap { Int($0) }
    let peakEngine = runChild(["--peak-handler", "engine", "100000"]).flatMap { Int($0) }
    let peakHeadless = runChild(["--peak-handler", "headless", "100000"]).flatMap { Int($0) }
    func share(_ peak: Int?) -> String { peak.map { String(format: "%.2f", Double($0) / Double(inputs)) } ?? "n/a" }

    print("### Peak memory of one `apply` of the mixed edit, 100,000 rows")
    print("")
    print("Peak resident growth during the call, each in a fresh child process (VmHWM after minus VmRSS before;")
    print("free heap returned with malloc_trim and the peak reset through /proc/self/clear_refs first; the handler")
    print("is built before). Inputs: 2 × 100,000 × MemoryLayout<Row>.stride (\(MemoryLayout<Row>.stride) bytes) = \(mib(inputs)).")
    print("")
    table(
        ["call", "peak growth", "peak / inputs"],
        [
            ["bare diff `StagedChangeset(from:to:)`", mib(peakDiff), share(peakDiff)],
            ["engine `apply` (`ListHandler`)", mib(peakEngine), share(peakEngine)],
            ["`HeadlessHandler.apply` (the view's simulated cells included)", mib(peakHeadless), share(peakHeadless)],
        ])
    check("peak of an engine `apply` at 100k ≤ 2.5 × inputs", "\(share(peakEngine)) × inputs (\(mib(peakEngine)))",
          peakEngine.map { Double($0) <= 2.5 * Double(inputs) } ?? false)

    print("### Handler targets (CPU time)")
    print("")
    table(["target", "measured", ""], targets)
    print("Load average: \(loadBefore) at the start of the handler part, \(loadAverage()) at its end.")
    print("")
}

/// Child mode `--peak-handler engine|headless N`: one `apply` of the mixed edit of `N` rows through a
/// handler built beforehand; prints the peak resident growth in bytes.
@MainActor
func runHandlerPeakChild(_ arguments: [String]) {
    let kind = arguments.first ?? "engine"
    let n = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
    let mixed = MixedCase(n: n)
    let old = mixed.oldData
    let new = mixed.newData
    do {
        if kind == "headless" {
            let handler = try HeadlessHandler<RowDecorator>(view: HeadlessListView(), data: old)
            handler.reloadThreshold = nil  // measure the animated path, not the large-change reload
            print(measurePeak { try? handler.apply(new) })
            consume(handler)
        } else {
            let handler = try engineHandler(RowDecorator.self, data: old)
            print(measurePeak { try? handler.apply(new) })
            consume(handler)
        }
    } catch {
        fatalError("peak child: \(error)")
    }
}

/// One engine-only edit, one diff or one prefix-sum build, for a profiler:
/// `decorum-bench --profile remove|upsert|apply|applyheadless|equal|onechange|append|appendheld|offsets|diff|dk N`.
@MainActor
func runProfile(_ what: String, _ n: Int, repeats: Int = 1) {
    if what == "diff" { return profileDiff(n, repeats: repeats) }
    if what == "dk" { return profileDifferenceKit(n, repeats: repeats) }
    if what == "offsets" { return consume(uniformData(sections: 10_000, itemsPerSection: 10).offsets) }
    do {
        switch what {
        case "apply":
            let mixed = MixedCase(n: n)
            let handler = try engineHandler(RowDecorator.self, data: mixed.oldData)
            try handler.apply(mixed.newData)
            consume(handler)
        case "applyheadless":
            let mixed = MixedCase(n: n)
            let handler = try HeadlessHandler<RowDecorator>(view: HeadlessListView(), data: mixed.oldData)
            handler.reloadThreshold = nil
            try handler.apply(mixed.newData)
            consume(handler)
        case "equal", "onechange":
            let small = SmallChangeCase()
            let handler = try engineHandler(RowDecorator.self, data: small.old)
            try handler.apply(what == "equal" ? small.equal : small.oneChanged)
            consume(handler)
        case "append", "appendheld":
            let appends = AppendCase(n: n)
            let handler = try engineHandler(ContactDecorator.self, data: appends.initial)
            handler.adapter.holdsCompletions = what == "appendheld"
            for item in appends.appended { try handler.addData([item]) }
            handler.adapter.finishAnimations()
            consume(handler)
        default:
            let edit = HandlerCase()
            let handler = try engineHandler(ContactDecorator.self, data: SectionedData(items: edit.rows))
            if what == "upsert" { try handler.upsert(edit.upserts) } else { handler.removeData(edit.removals) }
            consume(handler)
        }
    } catch {
        fatalError("profile: \(error)")
    }
}

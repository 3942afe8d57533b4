import BenchSupport
import Decorum
import Foundation

/// Applies every stage with UIKit's rules and checks the result is `new`.
func roundTrips<Item: Equatable>(_ staged: StagedChangeset<Item>, from old: SectionedData<Item>, to new: SectionedData<Item>) -> Bool {
    var current = old
    for stage in staged {
        guard let next = try? stage.changeset.applied(to: current, producing: stage.data) else { return false }
        current = next
    }
    return current == new
}

func decorumDiff(_ old: SectionedData<Row>, _ new: SectionedData<Row>) -> StagedChangeset<Row> {
    // `try` covers both a throwing and a non-throwing initialiser.
    // swiftlint:disable:next force_try
    try! StagedChangeset(from: old, to: new)
}

func decorumDiff(_ old: SectionedData<UUID>, _ new: SectionedData<UUID>) -> StagedChangeset<UUID> {
    try! StagedChangeset(from: old, to: new)
}

func decorumDiff(_ old: SectionedData<String>, _ new: SectionedData<String>) -> StagedChangeset<String> {
    try! StagedChangeset(from: old, to: new)
}

func stdlibDiff(_ old: [HashableRow], _ new: [HashableRow]) -> CollectionDifference<HashableRow> {
    new.difference(from: old) { $0.id == $1.id }.inferringMoves()
}

/// The mixed edit at several sizes: Decorum against the standard library, moves and peak memory.
func runDiff() {
    struct Line {
        var n: Int
        var decorum: Timing
        var stdlib: Timing?
        var reported: Int
        var stdlibMoves: Int?
        var constructed: Int
        var minimal: Int
        var stages: Int
        var roundTrip: Bool
        var peak: Int?
    }
    var lines: [Line] = []
    for n in [5_000, 20_000, 100_000, 1_000_000] {
        let edit = MixedCase(n: n)
        let old = edit.oldData
        let new = edit.newData
        let staged = decorumDiff(old, new)
        let roundTrip = roundTrips(staged, from: old, to: new)
        let runs = n <= 20_000 ? 21 : (n <= 100_000 ? 7 : 3)
        let decorum = median(runs: runs) { consume(decorumDiff(old, new)) }
        var stdlib: Timing?
        var stdlibMoves: Int?
        if n <= 20_000 {
            let oldH = edit.old.map(HashableRow.init)
            let newH = edit.new.map(HashableRow.init)
            let difference = stdlibDiff(oldH, newH)
            precondition(oldH.applying(difference)?.map(\.id) == newH.map(\.id), "the stdlib baseline does not round-trip")
            stdlibMoves = difference.removals.filter { if case .remove(_, _, let other) = $0 { other != nil } else { false } }.count
            stdlib = median(runs: n <= 5_000 ? 5 : 3) { consume(stdlibDiff(oldH, newH)) }
        }
        let peak = runChild(["--peak", "mixed", "\(n)"]).flatMap { Int($0) }
        lines.append(Line(
            n: n, decorum: decorum, stdlib: stdlib, reported: staged.itemMoveCount, stdlibMoves: stdlibMoves,
            constructed: edit.movedByConstruction, minimal: minimalMoves(old: edit.old.map(\.id), new: edit.new.map(\.id)),
            stages: staged.count, roundTrip: roundTrip, peak: peak))
    }

    print("## Diff: mixed edit (10% deleted, 10% inserted, 10% moved, 10% updated; seeded), one section of `Row`")
    print("")
    print("Decorum: `StagedChangeset(from:to:)`. Baseline: `new.difference(from: old) { $0.id == $1.id }.inferringMoves()`")
    print("(5,000 and 20,000 only). Times: median CPU time of the measuring thread (median wall clock in brackets).")
    print("Round trip: every stage applied with UIKit's rules gives the new data.")
    print("")
    table(
        ["n", "Decorum: CPU (wall)", "stdlib: CPU (wall)", "speed-up: CPU (wall)", "stages", "round trip"],
        lines.map { line in
            [line.n.formatted(), both(line.decorum), line.stdlib.map(both) ?? "—", line.stdlib.map { speedUp($0, line.decorum) } ?? "—",
             "\(line.stages)", line.roundTrip ? "ok" : "FAILED"]
        })
    print("### Moves")
    print("")
    print("True number moved: the items taken out and put back at a random position (10% of n); the minimum")
    print("any diff can report is the common items minus their longest run that kept its order (LIS).")
    print("")
    table(
        ["n", "moved (constructed)", "minimum possible", "Decorum reports", "vs constructed", "stdlib reports"],
        lines.map { line in
            let error = Double(line.reported - line.constructed) / Double(max(line.constructed, 1)) * 100
            return [line.n.formatted(), line.constructed.formatted(), line.minimal.formatted(), line.reported.formatted(),
                    String(format: "%+.2f%%", error), line.stdlibMoves.map { $0.formatted() } ?? "—"]
        })
    print("### Memory")
    print("")
    print("Peak resident growth during one diff, measured in a fresh child process (VmHWM after the diff minus")
    print("VmRSS before it; free heap returned with malloc_trim and the peak reset through /proc/self/clear_refs")
    print("first, so memory freed while building the inputs is not reused unseen). Inputs: 2 × n × MemoryLayout<Row>.stride")
    print("(\(MemoryLayout<Row>.stride) bytes).")
    print("")
    table(
        ["n", "inputs", "peak growth", "peak / inputs"],
        lines.map { line in
            let inputs = 2 * line.n * MemoryLayout<Row>.stride
            return [line.n.formatted(), mib(inputs), mib(line.peak),
                    line.peak.map { String(format: "%.2f", Double($0) / Double(inputs)) } ?? "n/a"]
        })
    var targets: [[String]] = []
    func check(_ name: String, _ value: String, _ met: Bool?) {
        targets.append([name, value, met.map { $0 ? "met" : "**missed**" } ?? "n/a"])
    }
    for (n, goal) in [(5_000, 100.0), (20_000, 500.0)] {
        guard let line = lines.first(where: { $0.n == n }), let stdlib = line.stdlib else { continue }
        let cpu = Double(stdlib.cpu) / Double(line.decorum.cpu)
        let wall = Double(stdlib.wall) / Double(line.decorum.wall)
        check("≥ \(Int(goal))x vs stdlib at \(n.formatted())", String(format: "%.0fx CPU (%.0fx wall)", cpu, wall), cpu >= goal)
    }
    if let small = lines.first(where: { $0.n == 100_000 }), let large = lines.first(where: { $0.n == 1_000_000 }) {
        let cpu = Double(large.decorum.cpu) / Double(small.decorum.cpu)
        let wall = Double(large.decorum.wall) / Double(small.decorum.wall)
        check("time(1M) / time(100k) ≤ 12", String(format: "%.1f CPU (%.1f wall)", cpu, wall), cpu <= 12)
        if let largePeak = large.peak, let smallPeak = small.peak, smallPeak > 0 {
            let memory = Double(largePeak) / Double(smallPeak)
            check("peak(1M) / peak(100k) ≤ 12", String(format: "%.1f", memory), memory <= 12)
        }
        let inputs = 2 * small.n * MemoryLayout<Row>.stride
        check("peak(100k) < 2 × inputs", small.peak.map { String(format: "%.2f × inputs", Double($0) / Double(inputs)) } ?? "n/a",
              small.peak.map { $0 < 2 * inputs })
    }
    let worst = lines.map { abs(Double($0.reported - $0.constructed)) / Double(max($0.constructed, 1)) }.max() ?? 0
    check("moves within 5% of the true number moved", String(format: "worst %.2f%%", worst * 100), worst <= 0.05)
    check("every diff round-trips", lines.allSatisfy(\.roundTrip) ? "all" : "NOT all", lines.allSatisfy(\.roundTrip))
    print("### Targets (speed-ups judged on CPU time)")
    print("")
    table(["target", "measured", ""], targets)
    print("")
    runSmallChanges()
}

/// DifferenceKit's published case, on `UUID`s and on their `uuidString`s, against the hash floor.
func runUUID() {
    let edit = UUIDCase()
    let old = SectionedData(items: edit.old)
    let new = SectionedData(items: edit.new)
    let staged = decorumDiff(old, new)
    let roundTrip = roundTrips(staged, from: old, to: new)
    let oldStrings = edit.old.map(\.uuidString)
    let newStrings = edit.new.map(\.uuidString)
    let oldText = SectionedData(items: oldStrings)
    let newText = SectionedData(items: newStrings)
    let stagedText = decorumDiff(oldText, newText)
    let roundTripText = roundTrips(stagedText, from: oldText, to: newText)
    var time = Timing(wall: 0, cpu: 0)
    var floor = time
    var timeText = time
    var floorText = time
    // Interleaved, so that the ratios compare runs made under the same load.
    var samples: [[Timing]] = [[], [], [], []]
    for _ in 0..<11 {
        samples[0].append(measure { consume(decorumDiff(old, new)) })
        samples[1].append(measure { consume(hashFloor(old: edit.old, new: edit.new)) })
        samples[2].append(measure { consume(decorumDiff(oldText, newText)) })
        samples[3].append(measure { consume(hashFloor(old: oldStrings, new: newStrings)) })
    }
    func middle(_ list: [Timing]) -> Timing {
        Timing(wall: list.map(\.wall).sorted()[list.count / 2], cpu: list.map(\.cpu).sorted()[list.count / 2])
    }
    time = middle(samples[0])
    floor = middle(samples[1])
    timeText = middle(samples[2])
    floorText = middle(samples[3])
    let minimal = minimalMoves(old: edit.old, new: edit.new)
    let peak = runChild(["--peak", "uuid", "0"]).flatMap { Int($0) }
    let inputs = (edit.old.count + edit.new.count) * MemoryLayout<UUID>.stride
    print("## Diff: DifferenceKit's case — 100,000 UUIDs, delete 20000..<30000, insert 10,000 at 30000, shuffle the first 2,000")
    print("")
    print("Floor: `[ID: Int]` of the old identities, then every new identity looked up (one hash insert and one")
    print("lookup per identity), measured interleaved with the diff (11 runs each). Decorum trims the 70,000")
    print("trailing items that keep their place: it hashes every old identity (duplicates are still detected) but")
    print("looks up only the 30,000 new ones between the unchanged ends.")
    print("")
    table(
        ["identities", "Decorum: CPU (wall)", "floor: CPU (wall)", "Decorum / floor (CPU)", "stages", "round trip"],
        [
            ["`UUID`", both(time), both(floor), String(format: "%.2f", Double(time.cpu) / Double(floor.cpu)),
             "\(staged.count)", roundTrip ? "ok" : "FAILED"],
            ["`String` (`uuidString`)", both(timeText), both(floorText),
             String(format: "%.2f", Double(timeText.cpu) / Double(floorText.cpu)), "\(stagedText.count)",
             roundTripText ? "ok" : "FAILED"],
        ])
    table(
        ["moves reported", "minimum possible (LIS)", "shuffled items", "peak growth (`UUID`)", "inputs"],
        [[staged.itemMoveCount.formatted(), minimal.formatted(), edit.shuffled.formatted(), mib(peak), mib(inputs)]])
}

/// Small changes to a big list: equal data and one changed row, 100,000 rows in 100 sections, against a
/// plain per-section `==` scan in the same run (part `small` alone, also run by part `diff`). The
/// inputs are built separately (no shared buffers), so no copy-on-write identity can shortcut either.
func runSmallChanges() {
    let edit = SmallChangeCase()
    let equalStages = decorumDiff(edit.old, edit.equal)
    let oneStages = decorumDiff(edit.old, edit.oneChanged)
    precondition(equalStages.isEmpty && roundTrips(oneStages, from: edit.old, to: edit.oneChanged))
    precondition(oneStages.count == 1 && oneStages[0].changeset.itemReloads.count == 1)
    let runs = 41
    var samples: [[Timing]] = [[], [], [], []]
    for _ in 0..<runs {
        samples[0].append(measure { consume(decorumDiff(edit.old, edit.equal)) })
        samples[1].append(measure { consume(decorumDiff(edit.old, edit.oneChanged)) })
        samples[2].append(measure { consume(sectionwiseEqual(edit.old, edit.equal)) })
        samples[3].append(measure { consume(sectionwiseEqual(edit.old, edit.oneChanged)) })
    }
    func middle(_ list: [Timing]) -> Timing {
        Timing(wall: list.map(\.wall).sorted()[list.count / 2], cpu: list.map(\.cpu).sorted()[list.count / 2])
    }
    let rows = edit.rowCount.formatted()
    print("## Diff: small changes to a big list — \(rows) rows in \(edit.old.sections.count) sections")
    print("")
    print("Baseline: a plain `==` of each section's kind and rows (it stops at the first difference, so it is")
    print("shorter for the changed row). \(runs) interleaved runs each; Decorum's time over the equal-data scan.")
    print("The three data sets are built separately (no shared buffers). Decorum skips the sections that are")
    print("equal at the same index and diffs the others.")
    print("")
    let scan = middle(samples[2])
    let equal = middle(samples[0])
    let one = middle(samples[1])
    table(
        ["case", "Decorum: CPU (wall)", "`==` scan: CPU (wall)", "Decorum / equal-data scan (CPU)", "stages"],
        [
            ["equal data", both(equal), both(scan),
             String(format: "%.1f", Double(equal.cpu) / Double(scan.cpu)), "\(equalStages.count)"],
            ["one changed row", both(one), both(middle(samples[3])),
             String(format: "%.1f", Double(one.cpu) / Double(scan.cpu)), "\(oneStages.count)"],
        ])
    table(
        ["target", "measured", ""],
        [
            ["equal data ≤ 0.5 ms", ms(equal.cpu), equal.cpu <= 500_000 ? "met" : "**missed**"],
            ["one changed row ≤ 1 ms", ms(one.cpu), one.cpu <= 1_000_000 ? "met" : "**missed**"],
        ])
}

/// One diff, for a profiler: `decorum-bench --profile diff N [R]` (R diffs of the same data: the
/// difference between R and 1 is the steady cost, without the first call's one-off runtime lookups).
func profileDiff(_ n: Int, repeats: Int = 1) {
    let edit = MixedCase(n: n)
    let old = edit.oldData
    let new = edit.newData
    for _ in 0..<repeats { consume(decorumDiff(old, new)) }
}

func runPeakChild(_ arguments: [String]) {
    let kind = arguments.first ?? "mixed"
    let n = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 0
    switch kind {
    case "uuid":
        let edit = UUIDCase()
        let old = SectionedData(items: edit.old)
        let new = SectionedData(items: edit.new)
        print(measurePeak { consume(decorumDiff(old, new)) })
    default:
        let edit = MixedCase(n: n)
        let old = edit.oldData
        let new = edit.newData
        print(measurePeak { consume(decorumDiff(old, new)) })
    }
}

/// Peak resident growth while `body` runs, in bytes.
func measurePeak(_ body: () -> Void) -> Int {
    ResidentMemory.trimHeap()
    ResidentMemory.resetPeak()
    let before = ResidentMemory.current ?? 0
    body()
    return max((ResidentMemory.peak ?? 0) - before, 0)
}

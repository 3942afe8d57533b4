import BenchSupport
import Decorum
import Foundation

#if DECORUM_DIFF
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

func stdlibDiff(_ old: [HashableRow], _ new: [HashableRow]) -> CollectionDifference<HashableRow> {
    new.difference(from: old) { $0.id == $1.id }.inferringMoves()
}

/// The mixed edit at several sizes: Decorum against the standard library, moves and peak memory.
func runDiff() {
    struct Line {
        var n: Int
        var decorum: UInt64
        var stdlib: UInt64?
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
        let decorum = medianNanoseconds(runs: runs) { consume(decorumDiff(old, new)) }
        var stdlib: UInt64?
        var stdlibMoves: Int?
        if n <= 20_000 {
            let oldH = edit.old.map(HashableRow.init)
            let newH = edit.new.map(HashableRow.init)
            let difference = stdlibDiff(oldH, newH)
            stdlibMoves = difference.removals.filter { if case .remove(_, _, let other) = $0 { other != nil } else { false } }.count
            stdlib = medianNanoseconds(runs: n <= 5_000 ? 5 : 3) { consume(stdlibDiff(oldH, newH)) }
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
    print("(5,000 and 20,000 only). Round trip: every stage applied with UIKit's rules gives the new data.")
    print("")
    table(
        ["n", "Decorum median", "stdlib median", "speed-up", "stages", "round trip"],
        lines.map { line in
            [line.n.formatted(), ms(line.decorum), line.stdlib.map(ms) ?? "—", line.stdlib.map { ratio($0, line.decorum) } ?? "—",
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
    print("VmRSS before it, peak reset through /proc/self/clear_refs). Inputs: 2 × n × MemoryLayout<Row>.stride")
    print("(\(MemoryLayout<Row>.stride) bytes).")
    print("")
    table(
        ["n", "inputs", "peak growth", "peak / inputs"],
        lines.map { line in
            let inputs = 2 * line.n * MemoryLayout<Row>.stride
            return [line.n.formatted(), mib(inputs), mib(line.peak),
                    line.peak.map { String(format: "%.2f", Double($0) / Double(inputs)) } ?? "n/a"]
        })
    if let small = lines.first(where: { $0.n == 100_000 }), let large = lines.first(where: { $0.n == 1_000_000 }) {
        let time = Double(large.decorum) / Double(small.decorum)
        let memory = zip(large.peak, small.peak).map { Double($0) / Double($1) }
        print("Scaling 100,000 → 1,000,000: time × \(String(format: "%.1f", time)), peak memory × \(memory.map { String(format: "%.1f", $0) } ?? "n/a").")
        print("")
    }
}

/// DifferenceKit's published case on UUIDs.
func runUUID() {
    let edit = UUIDCase()
    let old = SectionedData(items: edit.old)
    let new = SectionedData(items: edit.new)
    let staged = decorumDiff(old, new)
    let roundTrip = roundTrips(staged, from: old, to: new)
    let time = medianNanoseconds(runs: 11) { consume(decorumDiff(old, new)) }
    let minimal = minimalMoves(old: edit.old, new: edit.new)
    let peak = runChild(["--peak", "uuid", "0"]).flatMap { Int($0) }
    let inputs = (edit.old.count + edit.new.count) * MemoryLayout<UUID>.stride
    print("## Diff: DifferenceKit's case — 100,000 UUIDs, delete 20000..<30000, insert 10,000 at 30000, shuffle the first 2,000")
    print("")
    table(
        ["Decorum median", "stages", "round trip", "moves reported", "minimum possible (LIS)", "shuffled items", "peak growth", "inputs"],
        [[ms(time), "\(staged.count)", roundTrip ? "ok" : "FAILED", staged.itemMoveCount.formatted(), minimal.formatted(),
          edit.shuffled.formatted(), mib(peak), mib(inputs)]])
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
#else
func runDiff() {
    print("## Diff")
    print("")
    print("Not measured: this build has no DECORUM_DIFF (StagedChangeset(from:to:) has not landed).")
    print("")
}
func runUUID() {}
func runPeakChild(_ arguments: [String]) { print(0) }
#endif

/// Peak resident growth while `body` runs, in bytes.
func measurePeak(_ body: () -> Void) -> Int {
    ResidentMemory.resetPeak()
    let before = ResidentMemory.current ?? 0
    body()
    return max((ResidentMemory.peak ?? 0) - before, 0)
}

// Part `dk`: Decorum's diff against DifferenceKit's, interleaved in one run. Built only when
// DifferenceKit 1.3.0's sources were copied by hand into Benchmarks/Vendor/DifferenceKit (never committed).

import BenchSupport
import Decorum
import Foundation

#if canImport(DifferenceKit)
import DifferenceKit

/// ``Row`` for DifferenceKit: identified by `id`, content compared on `content`, as Decorum's
/// `StagedChangeset(from:to:)` of `Row`s does (built outside the timed region).
struct DKRow: Differentiable {
    var id: Int
    var content: Int
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: DKRow) -> Bool { content == source.content }
}

@inline(never)
func differenceKitDiff(_ old: [DKRow], _ new: [DKRow]) -> DifferenceKit.StagedChangeset<[DKRow]> {
    DifferenceKit.StagedChangeset(source: old, target: new)
}

/// One DifferenceKit diff of the mixed edit, for a profiler: `decorum-bench --profile dk N [R]` (R diffs).
func profileDifferenceKit(_ n: Int, repeats: Int = 1) {
    let edit = MixedCase(n: n)
    let old = edit.old.map { DKRow(id: $0.id, content: $0.content) }
    let new = edit.new.map { DKRow(id: $0.id, content: $0.content) }
    for _ in 0..<repeats { consume(differenceKitDiff(old, new)) }
}

func runDifferenceKit() {
    struct Line {
        var n: Int
        var decorum: Timing
        var differenceKit: Timing
        var floor: Timing
        var dkStages: Int
    }
    var lines: [Line] = []
    for n in [5_000, 20_000, 100_000] {
        let edit = MixedCase(n: n)
        let old = edit.oldData
        let new = edit.newData
        let dkOld = edit.old.map { DKRow(id: $0.id, content: $0.content) }
        let dkNew = edit.new.map { DKRow(id: $0.id, content: $0.content) }
        let dk = differenceKitDiff(dkOld, dkNew)
        precondition(dk.last?.data.map(\.id) == edit.new.map(\.id), "DifferenceKit's last stage is not the new data")
        let oldIDs = edit.old.map(\.id)
        let newIDs = edit.new.map(\.id)
        let runs = n <= 20_000 ? 41 : 15
        var decorum: [Timing] = []
        var differenceKit: [Timing] = []
        var floor: [Timing] = []
        for _ in 0..<runs {
            decorum.append(measure { consume(decorumDiff(old, new)) })
            differenceKit.append(measure { consume(differenceKitDiff(dkOld, dkNew)) })
            floor.append(measure { consume(hashFloor(old: oldIDs, new: newIDs)) })
        }
        lines.append(
            Line(
                n: n, decorum: medianTiming(decorum), differenceKit: medianTiming(differenceKit),
                floor: medianTiming(floor), dkStages: dk.count))
    }
    print("## Diff: Decorum against DifferenceKit 1.3.0, mixed edit, one section of `Row`")
    print("")
    print("DifferenceKit's sources (tag 1.3.0) built in this package from Vendor/DifferenceKit, whole- and")
    print("cross-module optimised so its generic diff is specialised for the benchmark's row, as Decorum's")
    print("`@inlinable` one is. Decorum: `StagedChangeset(from:to:)` of `Row`s; DifferenceKit:")
    print("`StagedChangeset(source:target:)` of the same rows (`differenceIdentifier` = `id`, content")
    print("compared on `content`). Floor: `[ID: Int]` of the old identities, then every new one looked up.")
    print("Interleaved runs (41 at 5k and 20k, 15 at 100k); median CPU time of the measuring thread (wall).")
    print("")
    table(
        ["n", "Decorum", "DifferenceKit", "Decorum / DifferenceKit (CPU)", "floor `[ID: Int]`", "Decorum / floor",
         "DK stages"],
        lines.map {
            [$0.n.formatted(), both($0.decorum), both($0.differenceKit),
             String(format: "%.2f", Double($0.decorum.cpu) / Double(max($0.differenceKit.cpu, 1))), both($0.floor),
             String(format: "%.2f", Double($0.decorum.cpu) / Double(max($0.floor.cpu, 1))), "\($0.dkStages)"]
        })
    let five = lines[0]
    let share = Double(five.decorum.cpu) / Double(max(five.differenceKit.cpu, 1))
    print("")
    print("| target | measured |  |")
    print("| --- | --- | --- |")
    print("| bare diff, 5,000 rows (mixed) ≤ 0.5 × DifferenceKit's time | \(String(format: "%.2f ×", share)) | \(share <= 0.5 ? "met" : "**missed**") |")
    print("")
}
#else
func profileDifferenceKit(_ n: Int, repeats: Int = 1) {
    print("DifferenceKit is not built: copy DifferenceKit 1.3.0's Sources/ into Benchmarks/Vendor/DifferenceKit first")
}

func runDifferenceKit() {
    print("## Diff: Decorum against DifferenceKit")
    print("")
    print("Not built: copy DifferenceKit 1.3.0's `Sources/` into `Benchmarks/Vendor/DifferenceKit/Sources`")
    print("(ignored by git, never committed), then rebuild.")
    print("")
}
#endif

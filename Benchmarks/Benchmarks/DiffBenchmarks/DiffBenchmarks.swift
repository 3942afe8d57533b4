import Benchmark
import BenchSupport
import Decorum
import Foundation

// Diffing flat lists of `Row` wrapped as one-section `SectionedData(items:)`, on the seeded mixed
// edit (10% deleted, 10% inserted, 10% moved, 10% updated), against the standard library's
// `difference(from:by:).inferringMoves()` in the same run (5,000 and 20,000 only: it is quadratic
// in the number of edits and takes minutes at 100,000). Plus DifferenceKit's published UUID case.
//
// Inputs are built in each benchmark's setup hook, outside the measurement, and only for the
// benchmark being run.

/// Inputs of the benchmark being run (set by its setup hook; the runner is single-threaded).
nonisolated(unsafe) var mixed: (old: SectionedData<Row>, new: SectionedData<Row>)?
nonisolated(unsafe) var baseline: (old: [HashableRow], new: [HashableRow])?
nonisolated(unsafe) var uuids: (old: SectionedData<UUID>, new: SectionedData<UUID>)?
nonisolated(unsafe) var small: SmallChangeCase?

let memoryAndTime: [BenchmarkMetric] = [
    .wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident, .peakMemoryResidentDelta,
]

let benchmarks = {
    Benchmark.defaultConfiguration = .init(metrics: memoryAndTime, timeUnits: .microseconds)

    for n in [5_000, 20_000, 100_000, 1_000_000] {
        let (iterations, duration): (Int, Duration) = n >= 1_000_000 ? (7, .seconds(30)) : (100, .seconds(5))
        Benchmark(
            "Mixed n=\(n): Decorum StagedChangeset(from:to:)",
            configuration: .init(
                maxDuration: duration, maxIterations: iterations,
                setup: {
                    let edit = MixedCase(n: n)
                    mixed = (edit.oldData, edit.newData)
                },
                teardown: { mixed = nil })
        ) { benchmark in
            let (old, new) = mixed!
            benchmark.startMeasurement()
            blackHole(try StagedChangeset(from: old, to: new))
        }
    }

    for n in [5_000, 20_000] {
        Benchmark(
            "Mixed n=\(n): stdlib difference(from:by:).inferringMoves()",
            configuration: .init(
                maxDuration: .seconds(n >= 20_000 ? 60 : 20), maxIterations: n >= 20_000 ? 3 : 10,
                setup: {
                    let edit = MixedCase(n: n)
                    baseline = (edit.old.map(HashableRow.init), edit.new.map(HashableRow.init))
                },
                teardown: { baseline = nil })
        ) { benchmark in
            let (old, new) = baseline!
            benchmark.startMeasurement()
            blackHole(new.difference(from: old) { $0.id == $1.id }.inferringMoves())
        }
    }

    Benchmark(
        "UUID n=100000 (DifferenceKit case): Decorum StagedChangeset(from:to:)",
        configuration: .init(
            maxDuration: .seconds(10), maxIterations: 50,
            setup: {
                let edit = UUIDCase()
                uuids = (SectionedData(items: edit.old), SectionedData(items: edit.new))
            },
            teardown: { uuids = nil })
    ) { benchmark in
        let (old, new) = uuids!
        benchmark.startMeasurement()
        blackHole(try StagedChangeset(from: old, to: new))
    }

    // 100,000 rows in 100 sections: equal data, one changed row, and the per-section `==` scan they are
    // judged against (the three data sets built separately, no shared buffers).
    let smallCases: [(String, (SmallChangeCase) -> Void)] = [
        ("equal data: Decorum StagedChangeset(from:to:)", { blackHole(try? StagedChangeset(from: $0.old, to: $0.equal)) }),
        ("one changed row: Decorum StagedChangeset(from:to:)", {
            blackHole(try? StagedChangeset(from: $0.old, to: $0.oneChanged))
        }),
        ("equal data: per-section == scan", { blackHole(sectionwiseEqual($0.old, $0.equal)) }),
    ]
    for (name, body) in smallCases {
        Benchmark(
            "Sections 100x1000, \(name)",
            configuration: .init(
                maxDuration: .seconds(3), maxIterations: 500, setup: { small = SmallChangeCase() },
                teardown: { small = nil })
        ) { benchmark in
            let edit = small!
            benchmark.startMeasurement()
            body(edit)
        }
    }
}

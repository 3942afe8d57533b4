import Benchmark
@_spi(Binding) import BenchSupport
@_spi(Binding) import Decorum
import DecorumTesting
import Foundation

// The handler path on 100,000 rows in one section, through package-benchmark (time, mallocs, memory):
//
// - `apply` of the mixed edit (10% deleted, 10% inserted, 10% moved, 10% updated) through the engine
//   (`ListHandler` driving `EngineAdapter`, a view that accepts every batch and checks nothing), through
//   `HeadlessHandler` + `HeadlessListView` (which simulates each batch with UIKit's rules and verifies
//   every shown identity), and the bare typed diff `StagedChangeset(from:to:)` of the same data;
// - 1,000 single-row appends into 100,000 rows, engine only;
// - `removeData` of 10,000 and `upsert` of 10,000 (half new), engine only and through the view, and the
//   naive `firstIndex(where:)` loop on a plain array.
//
// Handlers are main-actor isolated, so each measured edit runs on the main actor; set-up (building the
// handler and its first reload) is outside the measurement. The harness (`decorum-bench handler`) checks
// every result before timing it; these suites only time.

let edit = HandlerCase()
let data = SectionedData(items: edit.rows)
let mixed = MixedCase(n: 100_000)
let mixedOld = mixed.oldData
let mixedNew = mixed.newData
let appends = AppendCase(count: 1_000)

let benchmarks = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount, .peakMemoryResidentDelta],
        timeUnits: .microseconds,  // milliseconds would round a 12 ms apply to whole milliseconds
        maxDuration: .seconds(10),
        maxIterations: 15
    )

    Benchmark("apply mixed edit 100k: bare StagedChangeset(from:to:)") { benchmark in
        blackHole(try StagedChangeset(from: mixedOld, to: mixedNew))
    }
    Benchmark("apply mixed edit 100k: engine only (BoundHandler)") { benchmark in
        try await MainActor.run {
            let handler = try engineHandler(RowDecorator.self, data: mixedOld)
            benchmark.startMeasurement()
            try handler.apply(mixedNew)
            benchmark.stopMeasurement()
        }
    }
    Benchmark("apply mixed edit 100k: HeadlessHandler + HeadlessListView") { benchmark in
        try await MainActor.run {
            let handler = try HeadlessHandler<RowDecorator>(view: HeadlessListView(), data: mixedOld)
            handler.reloadThreshold = nil  // measure the animated path, not the large-change reload
            benchmark.startMeasurement()
            try handler.apply(mixedNew)
            benchmark.stopMeasurement()
        }
    }
    Benchmark("1,000 single-row addData into 100k: engine only") { benchmark in
        try await MainActor.run {
            let handler = try engineHandler(ContactDecorator.self, data: appends.initial)
            benchmark.startMeasurement()
            for item in appends.appended { try handler.addData([item]) }
            benchmark.stopMeasurement()
        }
    }
    Benchmark("removeData 10k of 100k: HeadlessHandler + HeadlessListView") { benchmark in
        try await MainActor.run {
            let handler = try HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data)
            handler.reloadThreshold = nil  // measure the animated path, not the large-change reload
            benchmark.startMeasurement()
            blackHole(handler.removeData(edit.removals))
            benchmark.stopMeasurement()
        }
    }
    Benchmark("removeData 10k of 100k: engine only") { benchmark in
        try await MainActor.run {
            let handler = try engineHandler(ContactDecorator.self, data: data)
            benchmark.startMeasurement()
            blackHole(handler.removeData(edit.removals))
            benchmark.stopMeasurement()
        }
    }
    Benchmark("removeData 10k of 100k: naive firstIndex(where:) loop") { benchmark in
        var rows = edit.rows
        benchmark.startMeasurement()
        naiveRemove(edit.removals, from: &rows)
        benchmark.stopMeasurement()
        blackHole(rows)
    }
    Benchmark("upsert 10k (5k new) into 100k: HeadlessHandler + HeadlessListView") { benchmark in
        try await MainActor.run {
            let handler = try HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data)
            handler.reloadThreshold = nil  // measure the animated path, not the large-change reload
            benchmark.startMeasurement()
            try handler.upsert(edit.upserts)
            benchmark.stopMeasurement()
        }
    }
    Benchmark("upsert 10k (5k new) into 100k: engine only") { benchmark in
        try await MainActor.run {
            let handler = try engineHandler(ContactDecorator.self, data: data)
            benchmark.startMeasurement()
            try handler.upsert(edit.upserts)
            benchmark.stopMeasurement()
        }
    }
    Benchmark("upsert 10k (5k new) into 100k: naive firstIndex(where:) loop") { benchmark in
        var rows = edit.rows
        benchmark.startMeasurement()
        naiveUpsert(edit.upserts, into: &rows)
        benchmark.stopMeasurement()
        blackHole(rows)
    }
}

import Benchmark
import BenchSupport
import Decorum
import Foundation

// Handler edits on 100,000 items in one section: `removeData` of 10,000 and `upsert` of 10,000
// (half new), through a `HeadlessHandler` bound to a `HeadlessListView` (which validates each batch and
// verifies every shown identity), through an engine whose view checks nothing ("engine only"), and
// the naive `firstIndex(where:)` loop on a plain array, in the same run. Handlers are main-actor
// isolated, so each measured edit runs on the main actor; set-up (building the handler and its first
// reload) is outside the measurement.

let edit = HandlerCase()
let data = SectionedData(items: edit.rows)

let benchmarks = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount, .peakMemoryResidentDelta],
        timeUnits: .milliseconds,
        maxDuration: .seconds(10),
        maxIterations: 15
    )

    Benchmark("removeData 10k of 100k: HeadlessHandler + HeadlessListView") { benchmark in
        await MainActor.run {
            let handler = HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data)
            benchmark.startMeasurement()
            blackHole(handler.removeData(edit.removals))
            benchmark.stopMeasurement()
        }
    }
    Benchmark("removeData 10k of 100k: engine only") { benchmark in
        await MainActor.run {
            let handler = EngineOnlyHandler(data: data)
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
            let handler = HeadlessHandler<ContactDecorator>(view: HeadlessListView(), data: data)
            benchmark.startMeasurement()
            try handler.upsert(edit.upserts)
            benchmark.stopMeasurement()
        }
    }
    Benchmark("upsert 10k (5k new) into 100k: engine only") { benchmark in
        try await MainActor.run {
            let handler = EngineOnlyHandler(data: data)
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

import Benchmark
import BenchSupport
import Decorum
import Foundation

// Absolute-index math on 10,000 sections x 10 items: Decorum's cached prefix sums (O(1) and
// O(log s) per lookup) against the naive loop over earlier sections (O(s) per lookup).
// Each iteration performs `lookups` random lookups (seeded); compare the medians in one run.

let benchmarks = {
    let sections = 10_000
    let lookups = 10_000
    let data = uniformData(sections: sections, itemsPerSection: 10)
    let paths = randomIndexPaths(in: data, count: lookups)
    let absolutes = randomAbsoluteIndices(in: data, count: lookups)
    _ = data.offsets  // build the cache once, outside the measurement (it is shared by copies)

    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    Benchmark("absoluteIndex(for:) Decorum, 10k lookups") { benchmark in
        for path in paths { blackHole(data.absoluteIndex(for: path)) }
    }
    Benchmark("absoluteIndex(for:) naive loop, 10k lookups") { benchmark in
        for path in paths { blackHole(naiveAbsoluteIndex(of: path, in: data)) }
    }
    Benchmark("indexPath(forAbsoluteIndex:) Decorum, 10k lookups") { benchmark in
        for index in absolutes { blackHole(data.indexPath(forAbsoluteIndex: index)) }
    }
    Benchmark("indexPath(forAbsoluteIndex:) naive loop, 10k lookups") { benchmark in
        for index in absolutes { blackHole(naiveIndexPath(forAbsoluteIndex: index, in: data)) }
    }
    // The one-off cost the O(1) lookups amortise: building the prefix sums after a mutation.
    Benchmark("offsets rebuild after a mutation (10k sections)") { benchmark in
        var copy = data
        copy[0].items[0] = -1  // any mutation drops the cache
        benchmark.startMeasurement()
        blackHole(copy.offsets)
    }
}

import BenchSupport
import Decorum
import Foundation

/// Absolute-index math on 10,000 sections x 10 items, 100,000 random lookups per run.
func runIndex() {
    let data = uniformData(sections: 10_000, itemsPerSection: 10)
    let lookups = 100_000
    let paths = randomIndexPaths(in: data, count: lookups)
    let absolutes = randomAbsoluteIndices(in: data, count: lookups)
    let build = measure { consume(data.offsets) }  // first use builds the cached prefix sums

    // Both sides must agree before they are timed.
    for (path, index) in zip(paths.prefix(1_000), absolutes.prefix(1_000)) {
        precondition(data.absoluteIndex(for: path) == naiveAbsoluteIndex(of: path, in: data))
        precondition(data.indexPath(forAbsoluteIndex: index) == naiveIndexPath(forAbsoluteIndex: index, in: data))
    }

    var sink = 0
    let fastForward = median(runs: 9) { for path in paths { sink &+= data.absoluteIndex(for: path)! } }
    let naiveForward = median(runs: 5) { for path in paths { sink &+= naiveAbsoluteIndex(of: path, in: data)! } }
    let fastInverse = median(runs: 9) {
        for index in absolutes { sink &+= data.indexPath(forAbsoluteIndex: index)!.count }
    }
    let naiveInverse = median(runs: 5) {
        for index in absolutes { sink &+= naiveIndexPath(forAbsoluteIndex: index, in: data)!.count }
    }
    consume(sink)

    print("## Absolute index: 10,000 sections x 10 items, \(lookups.formatted()) random lookups")
    print("")
    print("Times: median CPU time of the measuring thread (median wall clock in brackets).")
    print("")
    table(
        ["lookup", "Decorum (cached prefix sums)", "per lookup", "naive loop over earlier sections", "per lookup", "speed-up"],
        [
            ["`absoluteIndex(for:)`, O(1)", both(fastForward), perLookup(fastForward, lookups), both(naiveForward),
             perLookup(naiveForward, lookups), speedUp(naiveForward, fastForward)],
            ["`indexPath(forAbsoluteIndex:)`, O(log s)", both(fastInverse), perLookup(fastInverse, lookups), both(naiveInverse),
             perLookup(naiveInverse, lookups), speedUp(naiveInverse, fastInverse)],
        ])
    print("One-off prefix-sum build (the first lookup after a mutation, 10,000 sections): \(both(build)).")
    print("")
}

private func perLookup(_ timing: Timing, _ count: Int) -> String {
    String(format: "%.1f ns", Double(timing.cpu) / Double(count))
}

// decorum-bench: the figures package-benchmark does not give (moves reported against the true number
// moved, ratios against a baseline measured in the same run, peak resident memory of one diff in a
// fresh child process), printed as markdown tables.
//
//   swift run -c release decorum-bench            # everything
//   swift run -c release decorum-bench index      # one part: index | diff | small | dk | uuid | handler
//
// Always run it in release mode; a debug build is refused.

import BenchSupport
import Decorum
import Foundation

#if DEBUG
print("decorum-bench measures release builds only: swift run -c release decorum-bench")
exit(2)
#endif

let arguments = Array(CommandLine.arguments.dropFirst())

// Child mode: `--peak KIND N` runs one diff and prints the peak resident growth in bytes.
if arguments.first == "--peak" {
    runPeakChild(Array(arguments.dropFirst()))
    exit(0)
}

// Child mode: `--peak-handler engine|headless N` runs one handler `apply` and prints the peak growth.
if arguments.first == "--peak-handler" {
    MainActor.assumeIsolated { runHandlerPeakChild(Array(arguments.dropFirst())) }
    exit(0)
}

// Profiling mode: `--profile remove|upsert|apply|applyheadless|equal|onechange|append|appendheld|offsets|diff|dk N` runs one edit, prefix-sum build or diff.
if arguments.first == "--profile" {
    let what = arguments.count > 1 ? arguments[1] : "remove"
    let n = arguments.count > 2 ? Int(arguments[2]) ?? 100_000 : 100_000
    let repeats = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1  // diff and dk only
    MainActor.assumeIsolated { runProfile(what, n, repeats: repeats) }
    exit(0)
}

let parts = Set(arguments.isEmpty ? ["index", "diff", "dk", "uuid", "handler"] : arguments)
let started = Date()

print("# decorum-bench")
print("")
print("- date: \(ISO8601DateFormatter().string(from: started))")
print("- cores: \(ProcessInfo.processInfo.activeProcessorCount), memory: \(ProcessInfo.processInfo.physicalMemory >> 30) GiB")
print("- build: release (-O); times are medians of repeated runs, ratios use baselines from this same run")
print("")

if parts.contains("index") { runIndex() }
if parts.contains("diff") { runDiff() }
if parts.contains("small"), !parts.contains("diff") { runSmallChanges() }
if parts.contains("dk") { runDifferenceKit() }
if parts.contains("uuid") { runUUID() }
if parts.contains("handler") { MainActor.assumeIsolated { runHandler() } }

print("")
print("Total harness time: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")

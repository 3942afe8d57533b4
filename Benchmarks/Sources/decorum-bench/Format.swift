import BenchSupport
import Foundation

func ms(_ nanoseconds: UInt64) -> String {
    let value = Double(nanoseconds) / 1e6
    if value >= 100 { return String(format: "%.0f ms", value) }
    if value >= 1 { return String(format: "%.2f ms", value) }
    return String(format: "%.1f µs", value * 1000)
}

func ratio(_ slow: UInt64, _ fast: UInt64) -> String {
    guard fast > 0 else { return "∞" }
    let value = Double(slow) / Double(fast)
    return value >= 100 ? String(format: "%.0fx", value) : String(format: "%.1fx", value)
}

func mib(_ bytes: Int?) -> String {
    guard let bytes else { return "n/a" }
    return String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}

func table(_ header: [String], _ rows: [[String]]) {
    print("| " + header.joined(separator: " | ") + " |")
    print("|" + header.map { _ in " --- |" }.joined())
    for row in rows { print("| " + row.joined(separator: " | ") + " |") }
    print("")
}

/// Runs this executable again with `arguments` and returns its last output line.
func runChild(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init)
}

/// `CPU time (wall time)`.
func both(_ timing: Timing) -> String { "\(ms(timing.cpu)) (\(ms(timing.wall)))" }

/// Speed-up on CPU time, then on wall-clock time.
func speedUp(_ slow: Timing, _ fast: Timing) -> String { "\(ratio(slow.cpu, fast.cpu)) (\(ratio(slow.wall, fast.wall)))" }

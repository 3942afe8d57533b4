// The terminal demo's default output (`swift run demo`, plain text, as when piped) is pinned by the
// golden file Golden/demo.txt. After an intended change to the demo, rewrite the file with
//
//     DECORUM_UPDATE_GOLDEN=1 swift test --filter DemoGoldenTests
//
// (add your `--scratch-path` if you use one) and review the change with `git diff Tests/DecorumTests/Golden`.
import DecorumDemo
import Foundation
import Testing

@Suite("The terminal demo's default output matches its golden file")
struct DemoGoldenTests {
    /// `Tests/DecorumTests/Golden/demo.txt`, one folder up from this file, found through `#filePath`
    /// (no resources needed).
    static let goldenFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden").appendingPathComponent("demo.txt")

    @Test @MainActor func defaultOutputMatchesTheGoldenFile() throws {
        let actual = Demo.render(options: DemoOptions(), colors: false)
        if ProcessInfo.processInfo.environment["DECORUM_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.goldenFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: Self.goldenFile, atomically: true, encoding: .utf8)
            print("DemoGoldenTests: rewrote \(Self.goldenFile.path)")
            return
        }
        let expected = try String(contentsOf: Self.goldenFile, encoding: .utf8)
        if actual != expected {
            Issue.record(
                """
                The demo's output differs from Golden/demo.txt (- golden, + actual). If the change is \
                intended, run DECORUM_UPDATE_GOLDEN=1 swift test --filter DemoGoldenTests
                \(GoldenDiff.firstHunk(expected: expected, actual: actual))
                """)
        }
    }

    @Test @MainActor func defaultOutputIsTheSameEveryRun() {
        #expect(
            Demo.render(options: DemoOptions(), colors: false) == Demo.render(options: DemoOptions(), colors: false))
    }

    @Test func theDiffShowsTheFirstDifferingLinesWithContext() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 6", with: "line six")
        let hunk = GoldenDiff.firstHunk(expected: expected, actual: actual)
        #expect(hunk.contains("@@ -6,1 +6,1 @@"))
        #expect(hunk.contains("\n- line 6\n+ line six\n"))
        #expect(hunk.contains("  line 5\n"))
        #expect(hunk.contains("  line 7"))
        #expect(!hunk.contains("line 2\n"))
    }
}

/// A unified-style hunk around the first difference between two texts.
enum GoldenDiff {
    /// The lines that differ (after the common start, before the common end), at most `limit` of
    /// each side, with `context` unchanged lines around them.
    static func firstHunk(expected: String, actual: String, context: Int = 3, limit: Int = 12) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var lines = ["@@ -\(start + 1),\(oldEnd - start) +\(start + 1),\(newEnd - start) @@"]
        lines += old[max(0, start - context)..<start].map { "  " + $0 }
        lines += old[start..<min(oldEnd, start + limit)].map { "- " + $0 }
        if oldEnd - start > limit { lines.append("- … \(oldEnd - start - limit) more") }
        lines += new[start..<min(newEnd, start + limit)].map { "+ " + $0 }
        if newEnd - start > limit { lines.append("+ … \(newEnd - start - limit) more") }
        lines += old[oldEnd..<min(old.count, oldEnd + context)].map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}

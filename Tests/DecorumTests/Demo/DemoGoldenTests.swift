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

    /// What the story claims, checked on the output itself, so a golden file rewritten from a broken
    /// demo does not pass: see ``expectTheClaims(of:_:)``. Also, each chapter rendered alone
    /// (`--only`) reads exactly as in the whole story: no state carried between chapters, nothing
    /// that changes from run to run.
    @Test @MainActor func theStoryShowsWhatItClaims() throws {
        let story = Demo.render(options: DemoOptions(), colors: false)
        let golden = try String(contentsOf: Self.goldenFile, encoding: .utf8)
        Self.expectTheClaims(of: story, "the rendered story")
        Self.expectTheClaims(of: golden, "Golden/demo.txt")
        for chapter in Self.chapters {
            let alone = Demo.render(options: try DemoOptions.parse(["--only", chapter.name]), colors: false)
            let body = try #require(alone.range(of: chapter.heading + "\n"), "--only \(chapter.name) has no heading")
            #expect(story.contains(alone[body.lowerBound...]), "--only \(chapter.name) differs from the story")
        }
    }

    /// The chapters as `--list` names them: `--only` name and heading (`4. A handler session, …`).
    @MainActor static var chapters: [(name: String, heading: String)] {
        Demo.chapterList.split(separator: "\n").map { line in
            let words = line.split(separator: " ", maxSplits: 2)
            return (String(words[1]), words[0] + " " + words[2].trimmingCharacters(in: .whitespaces))
        }
    }

    /// Every chapter in order, each heading underlined; every `verifyMatchesDataSource()` passes and
    /// every `==` is `true`; no `reloadData` but the one the behaviours chapter asks for, and no data
    /// changed without a batch (outside collapsed sections); errors are
    /// thrown only in the bad-edits chapter; and every row listed under a VIP section is a VIP.
    @MainActor static func expectTheClaims(of text: String, _ name: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var chapterStarts: [Int] = []
        for chapter in chapters {
            let index = lines.firstIndex(of: chapter.heading)
            #expect(index != nil, "\(name) has no chapter \(chapter.heading)")
            guard let index else { continue }
            #expect(lines[index + 1] == String(repeating: "-", count: chapter.heading.count))
            #expect(index > (chapterStarts.last ?? 0), "\(name): \(chapter.heading) is out of order")
            chapterStarts.append(index)
        }
        let verifications = lines.filter { $0.contains("verifyMatchesDataSource()") }
        #expect(!verifications.isEmpty && verifications.allSatisfy { $0.hasSuffix("-> passes") }, "\(name)")
        let comparisons = lines.filter { $0.contains(" == ") && $0.contains("->") }
        #expect(!comparisons.isEmpty && comparisons.allSatisfy { $0.hasSuffix("-> true") }, "\(name)")
        // The only reload is the one the behaviours chapter asks for, by lowering the reload threshold.
        let threshold = lines.firstIndex { $0.contains("handler.reloadThreshold = ") } ?? lines.count
        let reloads = lines.indices.filter { lines[$0].contains("reloadData") }
        #expect(reloads.allSatisfy { $0 > threshold }, "\(name): a fallback reloadData")
        #expect(!text.contains("DATA CHANGED"), "\(name)")
        // The user's edits: the app's store follows the events alone, and one delete is refused.
        #expect(!text.contains("DOES NOT MATCH"), "\(name)")
        if text.contains("The user's edits, reported to the app") {
            #expect(text.contains("The store matches the handler's data, from the events alone."), "\(name)")
            #expect(text.contains("onUserEdit: not told: the app refused it"), "\(name)")
        }
        let badEdits = chapters.firstIndex { $0.name == "bad-edits" }
        if let badEdits, chapterStarts.count == chapters.count {
            let throwing = lines.indices.filter { lines[$0].contains("throws ") }
            #expect(!throwing.isEmpty && throwing.allSatisfy { $0 > chapterStarts[badEdits] }, "\(name)")
        }
        // Rows under a "VIP" section heading, each with its continuation lines, up to the footer.
        var row: String?
        var inVIP = false
        for line in lines + [""] {
            let isContinuation = line.hasPrefix("      ") && row != nil
            if let current = row, !isContinuation {
                #expect(current.contains("VIP"), "\(name): a row in a VIP section is no VIP: \(current)")
                row = nil
            }
            if line == "   VIP" {
                inVIP = true
            } else if inVIP && line.hasPrefix("     [") {
                row = line
            } else if isContinuation {
                row? += line
            } else {
                inVIP = false
            }
        }
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

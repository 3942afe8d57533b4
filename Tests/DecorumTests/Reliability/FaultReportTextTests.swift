@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

// A fault report's text form (issue #40): every report reads back as itself, and bad text (empty,
// cut, another version, edited counts, a malformed line) gets a typed error, never a crash.

@MainActor
@Suite("Fault report: text form")
struct FaultReportTextTests {
    // MARK: - Round trips

    @Test("every operation, every state flag, collapsed lists and empty changesets read back as written")
    func everyOperationRoundTrips() throws {
        let report = FaultReportSamples.everyOperation
        let operations = Set(report.entries.map { FaultReportSamples.name(of: $0.operation) })
        #expect(operations.count == 11, "the sample must hold every operation: \(operations.sorted())")
        let states = report.entries.reduce(into: FaultReport.State()) { $0.formUnion($1.state) }
        #expect(states.rawValue == 0xFF)
        #expect(try FaultReport(text: report.text) == report)
        // Each entry alone, after a start that makes its counts check pass or not apply.
        for entry in report.entries {
            let single = FaultReport(
                view: .init(style: .collection), reloadThreshold: nil, diagnostic: "d", believed: [], shown: [],
                start: nil, entries: [entry])
            #expect(try FaultReport(text: single.text) == single, "\(single.text)")
        }
    }

    @Test("no start, no threshold, no release, no entries, empty counts and free text that needs escapes")
    func edgeFieldsRoundTrip() throws {
        let diagnostics = [
            "", "line\nbreak", "crlf\r\nbreak", "back\\slash \\n not a break", "tab\there", "\u{2028}\u{2029}\u{85}",
            "emoji 🧯 é | = : end 3", "\\u{41}", "trailing space ",
        ]
        for diagnostic in diagnostics {
            for start in [nil, FaultReport.Shape(counts: []), FaultReport.Shape(counts: [0, 4], collapsed: [0, 1])] {
                let report = FaultReport(
                    library: "Decorum\nnext", view: .init(style: .collection, release: nil), reloadThreshold: nil,
                    diagnostic: diagnostic, believed: [], shown: [0], start: start, entries: [])
                let text = report.text
                #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 10, "\(text)")
                #expect(try FaultReport(text: text) == report, "\(text)")
                // A crash reporter that turns line breaks into \r\n changes nothing.
                let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
                #expect(try FaultReport(text: crlf) == report)
            }
        }
        let views = [FaultReport.View(style: .table, release: "18.6"), .init(style: .table, release: "a b\nc")]
        for view in views {
            let report = FaultReport(
                view: view, reloadThreshold: .max, diagnostic: "d", believed: [1], shown: [2], start: nil, entries: [])
            #expect(try FaultReport(text: report.text) == report)
        }
    }

    @Test("random reports read back as written (seeded)")
    func randomReportsRoundTrip() throws {
        var generator = SeededGenerator(seed: TestSeed.base ^ 0xFA17)
        for round in 0..<300 {
            let report = FaultReportSamples.random(
                using: &generator, entries: Int.random(in: 0...40, using: &generator))
            let text = report.text
            let read: FaultReport
            do {
                read = try FaultReport(text: text)
            } catch {
                Issue.record("round \(round) (seed \(TestSeed.base)): \(error)\n\(text)")
                continue
            }
            #expect(read == report, "round \(round) (seed \(TestSeed.base))\n\(text)")
        }
    }

    @Test("a real fault's report reads back as itself, and holds the fault")
    func realReportRoundTrips() throws {
        let report = try FaultReportSamples.realReport()
        #expect(report.diagnostic.hasPrefix("view out of sync"))
        #expect((report.believed, report.shown) == ([3], [5]))
        #expect(report.entries.contains { $0.operation == .outsideChange(shown: [5]) })
        #expect(try FaultReport(text: report.text) == report)
    }

    @Test("JSON: a report encodes as its text and decodes back; bad text is data corrupted, with the reason")
    func jsonRoundTrip() throws {
        let report = try FaultReportSamples.realReport()
        let data = try JSONEncoder().encode(["report": report])
        let json = try JSONDecoder().decode([String: String].self, from: data)
        #expect(json["report"] == report.text)
        #expect(try JSONDecoder().decode([String: FaultReport].self, from: data) == ["report": report])

        let bad = Data(#"{"report": "hello"}"#.utf8)
        let error = expectError(DecodingError.self) {
            _ = try JSONDecoder().decode([String: FaultReport].self, from: bad)
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.underlyingError as? FaultReportError == .notAReport)
        #expect(context.codingPath.map(\.stringValue) == ["report"])
    }

    @Test("64 small edits over 3 sections, every state flag set: under 8 KB of text")
    func sizeOf64Edits() throws {
        var generator = SeededGenerator(seed: TestSeed.base ^ 0x5125)
        var counts = [40, 40, 40]
        var entries: [FaultReport.Entry] = []
        for _ in 0..<64 {
            let (changeset, after) = FaultReportSamples.edit(
                of: counts, changes: 7, sectionsToo: false, using: &generator)
            entries.append(
                FaultReport.Entry(
                    .edit(changeset, updated: [], sections: [], collapsed: nil, animated: true, after: after),
                    state: [.notInWindow, .uncommittedUpdates, .inViewPass, .inDrop]))
            counts = after
        }
        let report = FaultReport(
            view: .init(style: .collection, release: "18.6"),
            diagnostic: try FaultReportSamples.realReport().diagnostic, believed: counts, shown: counts,
            start: .init(counts: [40, 40, 40]), entries: entries)
        let size = report.text.utf8.count
        #expect(size < 8 * 1024, "\(size) bytes:\n\(report.text)")
        #expect(try FaultReport(text: report.text) == report)
    }

    // MARK: - Bad text

    @Test("empty text: empty")
    func emptyText() {
        for text in ["", "\n", "  \n\t\r\n"] {
            expectError(FaultReportError.empty) { _ = try FaultReport(text: text) }
        }
    }

    @Test("text that is not a report: notAReport")
    func notAReport() {
        for text in [
            "hello", "{\"report\": 1}\n", "decorum\nend 0", "Decorum-fault-report 1\nend 0", " decorum-fault-report 1",
        ] {
            expectError(FaultReportError.notAReport) { _ = try FaultReport(text: text) }
        }
    }

    @Test("a real report cut at every character, line breaks included: truncated, never a crash")
    func truncatedText() throws {
        let text = try FaultReportSamples.realReport().text
        let scalars = Array(text.unicodeScalars)
        #expect(scalars.last == "\n")
        // Every cut short of the whole (the text without its last line break is whole).
        for length in 1..<(scalars.count - 1) {
            var cut = String.UnicodeScalarView()
            cut.append(contentsOf: scalars[..<length])
            let error = expectError(FaultReportError.self) { _ = try FaultReport(text: String(cut)) }
            guard case .truncated? = error else {
                Issue.record("cut at \(length): \(String(describing: error))\n\(String(cut))")
                continue
            }
        }
        #expect(try FaultReport(text: String(text.dropLast())) == FaultReport(text: text))
        // An end line that disagrees with the entries.
        let entries = try FaultReportSamples.realReport().entries.count
        let wrongEnd = text.replacingOccurrences(of: "end \(entries)\n", with: "end \(entries + 1)\n")
        expectError(FaultReportError.truncated(entries: entries, declared: entries + 1)) {
            _ = try FaultReport(text: wrongEnd)
        }
    }

    @Test("a report of another version: unsupportedVersion")
    func anotherVersion() throws {
        let report = try FaultReportSamples.realReport()
        let text = report.text
        #expect(text.hasPrefix("decorum-fault-report 2\n"))
        let newer = "decorum-fault-report 3" + text.dropFirst("decorum-fault-report 2".count)
        expectError(FaultReportError.unsupportedVersion(found: 3)) { _ = try FaultReport(text: newer) }
        // Version 1 (no identity tokens) still reads.
        let older = "decorum-fault-report 1" + text.dropFirst("decorum-fault-report 2".count)
        #expect(try FaultReport(text: older) == report)
        // Another version is told apart before anything else, its lines may be anything.
        expectError(FaultReportError.unsupportedVersion(found: 7)) {
            _ = try FaultReport(text: "decorum-fault-report 7\nsomething new")
        }
    }

    @Test("a count edited in start or in an entry's counts after: inconsistentCounts, on that edit's line")
    func editedCounts() throws {
        let report = FaultReport(
            view: .init(style: .table, release: "18.6"), diagnostic: "d", believed: [3, 2], shown: [3, 1],
            start: .init(counts: [2, 2]),
            entries: [
                .init(
                    .edit(
                        edit(inserts: ["0.2"]), updated: [], sections: [], collapsed: nil, animated: true,
                        after: [3, 2])),
                .init(.completion),
                .init(
                    .edit(
                        edit(deletes: ["1.1"]), updated: [], sections: [], collapsed: nil, animated: true,
                        after: [3, 1])),
            ])
        let text = report.text
        #expect(try FaultReport(text: text) == report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[7] == "start 2,2")
        #expect(lines[8] == "edit ins 0.2 = 3,2")
        #expect(lines[10] == "edit del 1.1 = 3,1")

        func edited(_ index: Int, _ line: String) -> String {
            var copy = lines
            copy[index] = line
            return copy.joined(separator: "\n")
        }
        for (index, line, errorLine) in [
            (7, "start 2,3", 9), (7, "start 1,2", 9), (7, "start 2,2,0", 9), (8, "edit ins 0.2 = 3,3", 9),
            (8, "edit ins 0.2 = 4,2", 9), (10, "edit del 1.1 = 3,2", 11), (10, "edit del 1.1 = 2,1", 11),
            (7, "start 2,2 col 2", 8),
        ] {
            let error = expectError(FaultReportError.self) { _ = try FaultReport(text: edited(index, line)) }
            guard case .inconsistentCounts(errorLine, _)? = error else {
                Issue.record(
                    "\(line): expected inconsistentCounts on line \(errorLine), got \(String(describing: error))")
                continue
            }
        }
        // A user's move makes the counts unknown until an apply, a reload or an edit says them again.
        let afterMove = edited(9, "usermove 0.0>1.0").replacingOccurrences(
            of: "edit del 1.1 = 3,1", with: "edit del 1.1 = 3,2")
        #expect(try FaultReport(text: afterMove).entries.count == 3)
        // The report of an invalid batch the engine built may hold the edit that broke the rule: it reads.
        let invalid = edited(4, "diagnostic invalid batch (…); fell back to reloadData")
        expectError(FaultReportError.self) { _ = try FaultReport(text: edited(8, "edit ins 0.2 = 3,3")) }
        #expect(
            try FaultReport(text: invalid.replacingOccurrences(of: "edit ins 0.2 = 3,2", with: "edit ins 0.2 = 3,3"))
                .entries.count == 3)
    }

    @Test("a malformed line: malformedLine, with its number and what was expected there")
    func malformedLine() throws {
        let text = try FaultReportSamples.realReport().text
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()
        let cases: [(index: Int, line: String)] = [
            (0, "decorum-fault-report one"), (1, "librarian Decorum"), (2, "view tableau 18.6"), (3, "threshold lots"),
            (3, "threshold -1"), (3, "threshold 99999999999999999999999"), (4, "diagnostic bad \\q escape"),
            (4, "diagnostic \\u{110000}"), (5, "believed 3,-2"), (5, "believed 3,,2"), (6, "shown 99999999999"),
            (7, "start"), (7, "start 3 col"), (7, "start 3 col x"), (lines.count - 2, "edit ins 0.x = 3"),
            (lines.count - 2, "edit ins 0.2.1 = 3"), (lines.count - 2, "edit ins 0.2"),
            (lines.count - 2, "edit ins = 3"),
            (lines.count - 2, "edit ins 0.2 ins 0.3 = 4"), (lines.count - 2, "edit ins 0.99999999999 = 3"),
            (lines.count - 2, "edit colflags 012 = 3"), (lines.count - 2, "apply del 0.1 = 3"),
            (lines.count - 2, "apply : = 3 extra"), (lines.count - 2, "reload 3"), (lines.count - 2, "usermove 0.1"),
            (lines.count - 2, "userinsert -1 0.0"), (lines.count - 2, "completion | sleepy"),
            (lines.count - 2, "completion | bit2"), (lines.count - 2, "explode"), (lines.count - 2, ""),
        ]
        for (index, line) in cases {
            var copy = lines
            copy[index] = line
            let error = expectError(FaultReportError.self) { _ = try FaultReport(text: copy.joined(separator: "\n")) }
            guard case .malformedLine(line: index + 1, let expected)? = error else {
                Issue.record("\(line): expected malformedLine(\(index + 1)), got \(String(describing: error))")
                continue
            }
            #expect(!expected.isEmpty)
        }
        // Missing field lines (the end line still says 0 entries).
        expectError(FaultReportError.malformedLine(line: 2, expected: "library …")) {
            _ = try FaultReport(text: "decorum-fault-report 1\nend 0")
        }
    }

    @Test("randomly damaged reports throw or read, never crash; what reads writes back as itself (seeded)")
    func damagedTextNeverCrashes() throws {
        var generator = SeededGenerator(seed: TestSeed.base ^ 0xDA3A)
        let originals = [FaultReportSamples.everyOperation.text, try FaultReportSamples.realReport().text]
        let pieces = ["0", "9", "-", ",", ".", ">", " ", "|", "=", ":", "\\", "\n", "x", "9999999999", "col", "ins"]
        var (read, thrown) = (0, 0)
        for round in 0..<2_000 {
            var scalars = Array(originals[round % 2].unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<scalars.count, using: &generator)
                if Bool.random(using: &generator) {
                    scalars.remove(at: at)
                } else {
                    let piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                    scalars.insert(contentsOf: piece.unicodeScalars, at: at)
                }
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            do {
                let report = try FaultReport(text: String(text))
                read += 1
                #expect(try FaultReport(text: report.text) == report, "round \(round): \(String(text))")
            } catch {
                thrown += 1
            }
        }
        #expect(read > 0 && thrown > 0, "read \(read), thrown \(thrown)")
    }

    @Test("errors read as sentences")
    func descriptions() {
        #expect(
            FaultReportError.truncated(entries: 12, declared: nil).description == "truncated: 12 entries, no end line")
        #expect(
            FaultReportError.unsupportedVersion(found: 3).description
                == "unsupported fault report version 3 (this library reads 1 and 2)")
        #expect(
            FaultReportError.malformedLine(line: 4, expected: "threshold <number>|none").description
                == "line 4: expected threshold <number>|none")
    }

    private func edit(inserts: [String] = [], deletes: [String] = []) -> Changeset {
        func path(_ text: String) -> IndexPath {
            let parts = text.split(separator: ".").compactMap { Int($0) }
            return IndexPath(section: parts[0], item: parts[1])
        }
        return Changeset(itemDeletes: deletes.map(path), itemInserts: inserts.map(path))
    }
}

// Sources/DecorumTesting/DecorumTesting.docc/WhenABatchIsRefusedInProduction.md: the app's wiring, the tests
// the article shows (run with the suite, and as read by DocsAsReadTests), and the proof that every report
// it prints is the one the code writes today for the faults it describes. SnippetTests checks that the
// article shows this very code.
@_spi(Binding) import Decorum
import DecorumTesting
import Foundation
import Testing

// snippet: fault-crash-reporter
/// The part of your crash reporter's SDK the app uses, behind a protocol of its own.
protocol CrashReporter {
    /// Records an error that did not crash the app, with a text file attached when there is one.
    func recordNonFatal(_ message: String, attachment: String?)
}

extension ListHandler {
    /// Sends each fault to `crashReporter`, with the report of the last `history` operations that led
    /// to it (`0`: no recording, and no report).
    func reportFaults(to crashReporter: any CrashReporter, history: Int = 64) {
        flightRecorderCapacity = history
        onDiagnostic = { diagnostic in
            guard let report = diagnostic.report else {
                return crashReporter.recordNonFatal("Decorum: a fault (the flight recorder is off)", attachment: nil)
            }
            crashReporter.recordNonFatal("Decorum: \(report.diagnostic)", attachment: report.text)
        }
    }
}
// end snippet

@MainActor
@Suite("Article: when a batch is refused in production")
struct FaultReportArticle {
    // snippet: fault-wiring-test-support
    /// A crash reporter for tests: it keeps what it is sent.
    final class RecordingCrashReporter: CrashReporter {
        private(set) var messages: [String] = []
        private(set) var attachments: [String?] = []

        func recordNonFatal(_ message: String, attachment: String?) {
            messages.append(message)
            attachments.append(attachment)
        }
    }

    /// Answers for the view in the handler's place, as a search controller that made itself the
    /// table's data source would.
    final class SearchResults: HeadlessListDataSource {
        func numberOfSections(in view: HeadlessListView) -> Int { 1 }
        func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { 7 }
        func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
            HeadlessCell(id: indexPath, content: "a search result")
        }
    }

    /// A message's row in tests: the subject, in a cell that describes itself.
    final class SubjectCell: CustomStringConvertible {
        var description = ""
    }

    enum SubjectRow: CellDecorator {
        static func update(_ cell: SubjectCell, with subject: String) { cell.description = subject }
    }
    // end snippet

    // snippet: fault-wiring-test
    @Test @MainActor func aRefusedBatchReachesTheCrashReporter() throws {
        let view = HeadlessListView()
        let handler = HeadlessHandler<SubjectRow>(view: view)
        let crashReporter = RecordingCrashReporter()
        handler.reportFaults(to: crashReporter)
        try handler.apply([Section(kind: "inbox", items: ["Lunch?", "Minutes"])])

        let search = SearchResults()
        view.dataSource = search  // behind the handler's back
        try handler.addData(["Invoice"])  // UIKit would raise on this batch: the handler reloads instead

        #expect(crashReporter.messages.count == 1)
        let report = try FaultReport(text: try #require(crashReporter.attachments.first ?? nil))
        #expect(report.entries.map(\.operation).contains(.foreignDataSource(answers: [7])))
        #expect(try FaultReplay(report).run().reproduces)
        #expect(!report.text.contains("Invoice"))  // no item, ever
        withExtendedLifetime(search) {}
    }

    @Test @MainActor func withNoHistoryThereIsNoReport() throws {
        let view = HeadlessListView()
        let handler = HeadlessHandler<SubjectRow>(view: view)
        let crashReporter = RecordingCrashReporter()
        handler.reportFaults(to: crashReporter, history: 0)
        try handler.apply([Section(kind: "inbox", items: ["Lunch?"])])

        let search = SearchResults()
        view.dataSource = search
        try handler.addData(["Invoice"])

        #expect(crashReporter.attachments == [nil])  // still told of the fault, with nothing attached
        withExtendedLifetime(search) {}
    }
    // end snippet

    // snippet: fault-replay-test
    let reportFromProduction = """
        decorum-fault-report 2
        library Decorum 0.1.0-dev
        view table 26.0
        threshold 1000
        diagnostic data source out of sync: the view's data source answers [4, 3] items per section, the handler shows [4, 2] [delete items [0, 0]]; fell back to reloadData
        believed 4,2
        shown 4,2
        start -
        reloadview | nowindow
        apply : sins 0,1 = 3,2 | nowindow
        edit ins 0.3 = 4,2
        completion
        usermove 0.0>1.1 | indrop
        commit
        apply : del 1.2 ins 0.3 = 4,2
        completion
        foreign 4,3
        edit del 0.0 = 3,2
        end 10
        """

    @Test @MainActor func deletingWhileSearchAnswersForTheTable() throws {
        let report = try FaultReport(text: reportFromProduction)
        let replay = FaultReplay(report)
        let outcome = try replay.run()
        #expect(outcome.reproduces)
        #expect(outcome.faults.last?.reason == .dataSourceOutOfSync(answers: [4, 3], expected: [4, 2]))

        let shrunk = try replay.shrunk()
        #expect(shrunk.entries.count == 5)  // of 10
        #expect(try FaultReplay(shrunk).run().reproduces)
    }
    // end snippet

    // MARK: The reports the article prints are the ones the code writes now

    /// The article's ```text blocks: the report the test above replays, then the two causes it shows.
    @Test("the article's reports are the ones today's code writes for the faults it describes")
    func reportsAreCurrent() throws {
        let file = "Sources/DecorumTesting/DecorumTesting.docc/WhenABatchIsRefusedInProduction.md"
        let markdown = try String(contentsOf: DocSnippets.root.appendingPathComponent(file), encoding: .utf8)
        let shown = try DocSnippets.codeBlocks(in: markdown, file: file).filter { $0.language == "text" }
        let written = try [Self.searchTookOverTheTable(), Self.viewChangedBehind(), Self.stalePathFromTheView()]
        #expect(shown.map { $0.text.joined(separator: "\n") + "\n" } == written.map(\.text))
        #expect(reportFromProduction + "\n" == written[0].text)
        for report in written {
            #expect(try FaultReplay(report).run().reproduces, "\(report.text)")
        }
    }

    /// A mail screen: its first data shown before it is in a window, a message arriving, the user
    /// dragging one to the archive, a refresh from the server; then a search controller makes itself
    /// the table's data source, and the app deletes a message.
    static func searchTookOverTheTable() throws -> FaultReport {
        let view = HeadlessListView(animationMode: .manual)
        view.isInWindow = false
        let handler = HeadlessHandler<SubjectRow>(view: view)
        handler.canMove = { _, _ in true }
        var reports: [FaultReport] = []
        handler.onDiagnostic = { diagnostic in reports += diagnostic.report.map { [$0] } ?? [] }
        try handler.apply([
            Section(kind: "inbox", items: ["Lunch?", "Minutes", "Invoice"]),
            Section(kind: "archive", items: ["Welcome", "Receipt"]),
        ])
        view.isInWindow = true
        try handler.addData(["Offsite"], toSection: "inbox")
        view.finishAnimations()
        try view.simulateReorderGesture(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        try handler.apply([
            Section(kind: "inbox", items: ["Minutes", "Invoice", "Offsite", "Standup"]),
            Section(kind: "archive", items: ["Welcome", "Lunch?"]),
        ])
        view.finishAnimations()
        let search = RogueSource([4, 3])
        let own = view.dataSource
        view.dataSource = search
        _ = handler.removeData(["Minutes"])
        view.dataSource = own
        withExtendedLifetime(search) {}
        return try #require(reports.first)
    }

    /// Another data source reloaded the view with five rows and gave it back: the handler's next edit.
    static func viewChangedBehind() throws -> FaultReport {
        let view = HeadlessListView(animationMode: .manual)
        let handler = try HeadlessHandler<SubjectRow>(view: view, data: [Section(kind: "inbox", items: ["a", "b"])])
        var reports: [FaultReport] = []
        handler.onDiagnostic = { diagnostic in reports += diagnostic.report.map { [$0] } ?? [] }
        try handler.addData(["c"])
        view.finishAnimations()
        let other = RogueSource([5])
        let own = view.dataSource
        view.dataSource = other
        view.reloadData()
        view.dataSource = own
        try handler.addData(["d"])
        withExtendedLifetime(other) {}
        return try #require(reports.first)
    }

    /// The view reports a row the user moved from a path that no longer holds one (the last row, just
    /// deleted).
    static func stalePathFromTheView() throws -> FaultReport {
        let view = HeadlessListView(animationMode: .manual)
        let handler = try HeadlessHandler<SubjectRow>(
            view: view, data: [Section(kind: "inbox", items: ["a", "b", "c"])])
        handler.canMove = { _, _ in true }
        var reports: [FaultReport] = []
        handler.onDiagnostic = { diagnostic in reports += diagnostic.report.map { [$0] } ?? [] }
        _ = handler.removeData(["c"])
        view.finishAnimations()
        // What a binding calls from the view's move callback (tableView(_:moveRowAt:to:)).
        handler.commitMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        return try #require(reports.first)
    }
}

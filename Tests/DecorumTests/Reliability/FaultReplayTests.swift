import Decorum
import DecorumTesting
import Testing

@MainActor
@Suite("Fault reports replay")
struct FaultReplayTests {
    /// A view another data source reloaded, then edits: the fault's report replays to the same fault.
    @Test("a view knocked out of sync: its report replays to the same diagnostic")
    func outOfSyncReplays() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))], mode: .manual)
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        try handler.addData(people("3"))
        handler.view.finishAnimations()
        try handler.addData(people("4"))
        let rogue = RogueSource([5])
        let adapter = handler.view.dataSource
        handler.view.dataSource = rogue
        handler.view.reloadData()
        handler.view.dataSource = adapter
        handler.view.finishAnimations()
        try handler.addData(people("5"))
        let report = try #require(faults.last?.report)
        print(report.entries.map(\.operation))
        #expect(report.diagnostic == faults.last?.description)
        let outcome = try FaultReplay(report).run()
        #expect(outcome.reproduces, "\(outcome.faults)")
        let shrunk = try FaultReplay(report).shrunk()
        #expect(shrunk.entries.count < report.entries.count)
        #expect(try FaultReplay(shrunk).run().reproduces)
    }

    /// Found by the chaos run: a step that only refreshes headers reached a view another data source had
    /// reloaded with fewer sections (UIKit raises on a reload of a section it does not have).
    @Test("a header refresh on a view knocked out of sync is a view-out-of-sync fault that replays")
    func refreshOnViewOutOfSync() throws {
        let handler = makeHandler(
            [Section(kind: "a", items: people("1")), Section(kind: "b", items: people("2"))], mode: .manual)
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        let rogue = RogueSource([1])
        let adapter = handler.view.dataSource
        handler.view.dataSource = rogue
        handler.view.reloadData()
        handler.view.dataSource = adapter
        try handler.setModel(7, forSection: "b")
        #expect(faults.map(\.reason) == [.viewOutOfSync(shown: [1], expected: [1, 1])])
        let report = try #require(faults.last?.report)
        #expect(try FaultReplay(report).run().reproduces)
    }

    /// Found by the article's author: a record started just before the fault (the capacity set) lost the
    /// line that says the data source was swapped, because the start moved past it.
    @Test("a report whose record starts right before the fault keeps what the view underwent")
    func recordStartingAtTheFault() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        handler.flightRecorderCapacity = 64
        let rogue = RogueSource([7])
        handler.view.dataSource = rogue
        try handler.addData(people("3"))
        let report = try #require(faults.last?.report)
        #expect(report.entries.map(\.operation).contains(.foreignDataSource(answers: [7])), "\(report.text)")
        #expect(try FaultReplay(report).run().reproduces, "\(report.text)")
        withExtendedLifetime(rogue) {}
    }
}

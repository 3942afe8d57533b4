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
}

import Foundation
import Testing

@_spi(Binding) @testable import Decorum
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// Records the phases it sees, in order, as "begin check", "end check"…
final class RecordingTracer: UpdateTracing, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    var phases: [String] { lock.withLock { recorded } }

    func begin(_ phase: UpdatePhase) -> UInt64? {
        lock.withLock { recorded.append("begin \(phase.name)") }
        return 7
    }

    func end(_ phase: UpdatePhase, _ token: UInt64) {
        lock.withLock { recorded.append("end \(phase.name)\(token == 7 ? "" : " with a wrong token")") }
    }
}

@MainActor
@Suite("Handler: update reports (onUpdate) and traced phases")
struct UpdateReportTests {
    /// The handler's reports and diagnostics, in the order they came.
    final class Log {
        var reports: [UpdateReport] = []
        var events: [String] = []
    }

    func observe(_ handler: HeadlessHandler<HorizontalDecorator>) -> Log {
        let log = Log()
        handler.onUpdate = {
            log.reports.append($0)
            log.events.append("update")
        }
        handler.onDiagnostic = { _ in log.events.append("diagnostic") }
        handler.onInformation = { _ in log.events.append("information") }
        return log
    }

    func expectMeasured(_ report: UpdateReport?, sourceLocation: SourceLocation = #_sourceLocation) {
        if #available(macOS 13, iOS 16, macCatalyst 16, tvOS 16, watchOS 9, *) {
            #expect(report.map { $0.duration >= .zero } == true, sourceLocation: sourceLocation)
        }
    }

    @Test("an append on an idle view: one animated report, one batch, one insert, before the call returns")
    func append() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1"))])
        let log = observe(handler)
        try handler.addData(people("2", "3"))
        #expect(log.reports.count == 1)
        let report = try #require(log.reports.first)
        #expect(report.presentation == .animated)
        #expect(report.stages == 1)
        #expect(report.operations == UpdateReport.Operations(itemInserts: 2))
        #expect(report.operations.total == 2)
        #expect(report.reason == nil)
        expectMeasured(report)
        #expect(report.description.hasPrefix("animated: 1 batch, 2 operations (insert 2 items), 0 reconfigured, "))
        #expect(report.description.hasSuffix(" ms"))
        #expect(!report.description.contains("name"), "an item's content leaked: \(report)")
    }

    @Test("an edit queued behind an animating batch is reported when its step is shown, not when it is made")
    func queuedEdit() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))], mode: .manual)
        let log = observe(handler)
        try handler.addData(people("3"))
        #expect(handler.view.isAnimating)
        handler.removeData([person("1")])
        #expect(log.reports.count == 1, "the queued removal was reported before it was shown")
        handler.view.finishAnimations()
        #expect(log.reports.count == 2)
        let report = try #require(log.reports.last)
        #expect(report.presentation == .animated)
        #expect(report.stages == 1)
        #expect(report.operations == UpdateReport.Operations(itemDeletes: 1))
        expectConsistent(handler)
    }

    @Test("an apply is one report however many batches it takes, with its reconfigured rows")
    func applyWithStages() throws {
        let view = HeadlessListView(style: .table)
        let start = SectionedData(items: [Revised(id: 1), Revised(id: 2), Revised(id: 3), Revised(id: 4)])
        let handler = try HeadlessHandler<RevisedDecorator>(view: view, data: start)
        var reports: [UpdateReport] = []
        handler.onUpdate = { reports.append($0) }
        handler.reconfiguresUpdatedItems = false
        try handler.apply(SectionedData(items: [Revised(id: 4), Revised(id: 1), Revised(id: 3, revision: 1)]))
        try #require(reports.count == 1)
        #expect(reports[0].presentation == .animated)
        #expect(reports[0].stages == view.batches.count)
        #expect(reports[0].stages == 2)
        let moves = view.batches.reduce(0) { $0 + $1.itemMoves.count }
        #expect(reports[0].operations == UpdateReport.Operations(itemDeletes: 1, itemMoves: moves, itemReloads: 1))

        handler.reconfiguresUpdatedItems = true
        try handler.apply(
            SectionedData(items: [Revised(id: 4, revision: 1), Revised(id: 1), Revised(id: 3, revision: 1)]))
        #expect(reports.count == 2)
        #expect(reports.last?.stages == 0)
        #expect(reports.last?.operations == UpdateReport.Operations(reconfiguredItems: 1))
        #expect(reports.last?.description.contains("0 batches, 0 operations, 1 reconfigured") == true)
    }

    @Test("a view changed behind the handler: one reload report with the reason, just before the diagnostic")
    func fallback() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        let log = observe(handler)
        let rogue = RogueSource([5])
        handler.view.dataSource = rogue
        handler.view.reloadData()
        handler.view.dataSource = handler.adapter
        try handler.addData(people("3"))
        #expect(log.events == ["update", "diagnostic"])
        let report = try #require(log.reports.first)
        #expect(report.presentation == .reload)
        #expect(report.reason == .viewOutOfSync(shown: [5], expected: [2]))
        #expect(report.stages == 0)
        #expect(report.operations == UpdateReport.Operations())
        expectMeasured(report)
        #expect(report.description.hasPrefix("reload (view out of sync): 0 batches, 0 operations, 0 reconfigured"))
        expectConsistent(handler)

        // The reason belongs to that reload only: the next one the app asks for has none.
        try handler.addData(people("4"), animated: false)
        #expect(log.reports.count == 2)
        #expect(log.reports.last?.presentation == .reload)
        #expect(log.reports.last?.reason == nil)
    }

    @Test("a view out of its window: a reload reported with .notInWindow; no view state change is an update")
    func notInWindow() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1"))])
        let log = observe(handler)
        handler.view.isInWindow = false
        try handler.addData(people("2"))
        #expect(log.events == ["update", "information"])
        #expect(log.reports.first?.presentation == .reload)
        #expect(log.reports.first?.reason == .notInWindow)
        #expect(log.reports.first?.description.hasPrefix("reload (not in a window): ") == true)
        handler.removeData([person("9")])  // changes nothing: no update
        #expect(log.reports.count == 1)
    }

    @Test("the tracer sees a batch as check then batch, and a fallback as check then reload")
    func tracedPhases() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        let tracer = RecordingTracer()
        handler.updateTracer = tracer
        try handler.addData(people("3"))
        #expect(tracer.phases == ["begin check", "end check", "begin batch", "end batch"])

        let rogue = RogueSource([5])
        handler.view.dataSource = rogue
        handler.view.reloadData()
        handler.view.dataSource = handler.adapter
        try handler.addData(people("4"))
        #expect(
            tracer.phases.dropFirst(4) == ["begin check", "end check", "begin reload", "end reload"])

        var target = handler.data
        target.sections[0].items.removeFirst()
        try handler.apply(target)
        #expect(tracer.phases.dropFirst(8).first == "begin diff")
        #expect(tracer.phases.dropFirst(8).last == "end batch")
    }

    @Test("the async apply's diff is traced off the main actor")
    func asyncDiffIsTraced() async throws {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))])
        let tracer = RecordingTracer()
        handler.updateTracer = tracer
        try await handler.apply([Section(kind: .default, items: people("2", "3"))])
        #expect(tracer.phases.prefix(2) == ["begin diff", "end diff"])
    }

    @Test("the report comes once the engine has finished the update: an edit made from onUpdate comes after it")
    func editFromOnUpdate() throws {
        let handler = makeHandler()
        var events: [String] = []
        var edited = false
        handler.onEmptyStateChange = { events.append("empty \($0)") }
        handler.onUpdate = { report in
            events.append("update \(report.presentation)")
            if !edited {
                edited = true
                handler.removeData([person("1")])
            }
        }
        try handler.addData(people("1"))
        #expect(events == ["empty false", "update animated", "empty true", "update animated"])
        #expect(handler.data.allItems.isEmpty)
        expectConsistent(handler)
    }

    @Test("unobserved, the engine holds no observer: each phase is one nil check")
    func unobserved() throws {
        let handler = makeHandler([Section(kind: .default, items: people("1"))])
        #expect(handler.engine.observer == nil)
        handler.onUpdate = { _ in }
        handler.updateTracer = RecordingTracer()
        handler.onUpdate = nil
        #expect(handler.engine.observer != nil)
        handler.updateTracer = nil
        #expect(handler.engine.observer == nil)
        #expect(handler.onUpdate == nil)
    }
}

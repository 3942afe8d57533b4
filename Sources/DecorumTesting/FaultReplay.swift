@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs a `FaultReport` from production back in a test: a handler and a ``HeadlessListView`` with
/// UIKit's batch rules are rebuilt from the report's start, each recorded operation reaches the engine
/// as it first did, and the fault the app met is met again, on Linux too.
///
/// Items are stand-ins (a report holds none): each section and each inserted item gets a fresh token,
/// moved items keep theirs, and a row or section the report's identity tokens say comes back gets the
/// stand-in it had, so the engine follows the same rows through every batch.
///
/// ```swift
/// @Test func refusedBatchFromProduction() throws {
///     let report = try FaultReport(text: reportFromCrashReporter)
///     let replay = FaultReplay(report)
///     #expect(try replay.run().reproduces)
///     print(try replay.shrunk().text)  // the fewest operations that still fail the same way
/// }
/// ```
///
/// - Complexity: O(*r* · (*n* + *s*)) for *r* operations over *n* items in *s* sections; ``shrunk()``
///   runs it O(*r* log *r*) times in the usual case, O(*r*²) at worst.
@MainActor
public struct FaultReplay {
    /// What a replay did.
    ///
    /// ```swift
    /// let outcome = try FaultReplay(report).run()
    /// outcome.faults.last?.description == report.diagnostic  // outcome.reproduces
    /// ```
    public struct Outcome: Sendable {
        /// Every fault the replayed handler reported, in order.
        ///
        /// ```swift
        /// outcome.faults.count
        /// ```
        public var faults: [Diagnostic]
        /// Whether the last operation met the report's fault: a diagnostic that describes itself as
        /// the report's `FaultReport.diagnostic` does (same reason, counts and batch).
        ///
        /// ```swift
        /// #expect(outcome.reproduces)
        /// ```
        public var reproduces: Bool
    }

    /// The report replayed.
    ///
    /// ```swift
    /// replay.report.entries.count
    /// ```
    public let report: FaultReport

    /// Prepares a replay of `report`.
    ///
    /// ```swift
    /// let replay = FaultReplay(try FaultReport(text: logged))
    /// ```
    ///
    /// - Parameter report: A report from `Diagnostic.report`, or read from its text.
    public init(_ report: FaultReport) {
        self.report = report
    }

    /// Replays the report's operations in order and says whether its fault came back.
    ///
    /// ```swift
    /// #expect(try FaultReplay(report).run().reproduces)
    /// ```
    ///
    /// - Returns: The faults met and whether the last operation met the report's.
    /// - Throws: ``FaultReplayError`` when the report has no start or an operation does not apply to the
    ///   data the ones before it left.
    public func run() throws(FaultReplayError) -> Outcome {
        let run = try ReplayRun(report)
        var faults: [Diagnostic] = []
        run.handler.onDiagnostic = { faults.append($0) }
        var lastFaults = 0
        for (index, entry) in report.entries.enumerated() {
            lastFaults = faults.count
            try run.perform(entry, at: index)
        }
        let reproduces = faults[lastFaults...].contains { $0.recordedDescription == report.diagnostic }
        return Outcome(faults: faults, reproduces: reproduces)
    }

    /// A report with as few operations as still reproduce the fault: the last operation stays, and
    /// earlier ones go, in halves, quarters… then one by one, while the rest still applies and fails
    /// the same way.
    ///
    /// ```swift
    /// let minimal = try FaultReplay(report).shrunk()
    /// print(minimal.text)  // paste into a regression test
    /// ```
    ///
    /// - Returns: The shrunk report (the same report when nothing can go).
    /// - Throws: ``FaultReplayError/doesNotReproduce`` when the report itself does not reproduce.
    public func shrunk() throws(FaultReplayError) -> FaultReport {
        guard try run().reproduces else { throw .doesNotReproduce }
        guard let last = report.entries.last else { return report }
        var kept = Array(report.entries.dropLast())
        func reproduces(_ entries: [FaultReport.Entry]) -> Bool {
            var candidate = report
            candidate.entries = entries + [last]
            return (try? FaultReplay(candidate).run().reproduces) ?? false
        }
        var chunk = max(1, kept.count / 2)
        while !kept.isEmpty {
            var start = 0
            var removedAny = false
            while start < kept.count {
                let end = min(kept.count, start + chunk)
                let without = Array(kept[..<start] + kept[end...])
                if reproduces(without) {
                    kept = without
                    removedAny = true
                } else {
                    start = end
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = max(1, chunk / 2)
        }
        var shrunk = report
        shrunk.entries = kept + [last]
        return shrunk
    }
}

// A stand-in item: a token, unique in its replay.
struct ReplayToken: Hashable, Sendable, CustomStringConvertible {
    var value: Int
    var description: String { "#\(value)" }
}

// The stand-in items' decorator.
enum ReplayDecorator: CellDecorator {
    static func update(_ cell: HeadlessCell, with data: ReplayToken) {}
}

// One replay's handler and view, and the tokens given out so far.
@MainActor
private final class ReplayRun {
    let view: HeadlessListView
    let handler: HeadlessHandler<ReplayDecorator>
    // A data source set in place of the handler's for the next operation, and the handler's.
    private var foreign: (source: CountsSource, own: (any HeadlessListDataSource)?)?
    private var nextToken = 0
    private var nextKind = 0
    // What the report's identity tokens of removed rows and sections named here.
    private var items: [UInt32: ReplayToken] = [:]
    private var kinds: [UInt32: Kind] = [:]

    init(_ report: FaultReport) throws(FaultReplayError) {
        guard let start = report.start else { throw .noStart }
        view = HeadlessListView(
            style: report.view.style == .table ? .table : .collection, animationMode: .manual)
        if let release = report.view.release.flatMap(UIKitRelease.init(systemVersion:)) {
            view.systemVersion = SystemVersion(release.major, release.minor)
        }
        var data = SectionedData<ReplayToken>()
        var token = 0
        for (index, count) in start.counts.enumerated() {
            data.sections.append(Section(kind: Kind("s\(index)"), items: (token..<token + count).map(ReplayToken.init)))
            token += count
        }
        nextToken = token
        nextKind = start.counts.count
        for section in start.collapsed where data.sections.indices.contains(section) {
            data.sections[section].isCollapsed = true
        }
        do {
            handler = try HeadlessHandler(view: view, data: data)
        } catch {
            throw .operationDoesNotApply(entry: -1, reason: "\(error)")
        }
        handler.reloadThreshold = report.reloadThreshold
        handler.canMove = { _, _ in true }
        handler.flightRecorderCapacity = 0
    }

    // Carries out `entry` in the state it met: in or out of a window, with the view's updates held
    // or not, inside the view's pass over its cells or the app's drop when it was.
    func perform(_ entry: FaultReport.Entry, at index: Int) throws(FaultReplayError) {
        view.isInWindow = !entry.state.contains(.notInWindow)
        view.isHeldByReplay = entry.state.contains(.uncommittedUpdates)
        var failure: FaultReplayError?
        let body = {
            do throws(FaultReplayError) { try self.carryOut(entry.operation, at: index, entry.identities) } catch {
                failure = error
            }
        }
        // A user's move or insert marks itself as inside a drop (the handler holds its batches while the
        // view commits it): replayed as the app's drop, it would run them at once.
        let ownDrop: Bool
        switch entry.operation {
        case .userMove, .userInsert: ownDrop = true
        default: ownDrop = false
        }
        let inDrop = { entry.state.contains(.inDrop) && !ownDrop ? self.handler.replayInDrop(body) : body() }
        let restoring = foreign
        if entry.state.contains(.inViewPass) { handler.duringViewPass(inDrop) } else { inDrop() }
        if let restoring {  // the foreign data source stayed for this one operation
            view.dataSource = restoring.own
            view.layoutIfNeeded()  // counts a reload left pending are the handler's again: had the view
            foreign = nil  // read the foreign ones, the recorder would have found it showing them
        }
        if let failure { throw failure }
    }

    private func carryOut(
        _ operation: FaultReport.Operation, at index: Int, _ identities: [FaultReport.Identity]
    ) throws(FaultReplayError) {
        switch operation {
        case let .edit(changeset, updated, sections, collapsed, animated, after):
            var result = try applying(changeset, to: handler.data, counts: after, at: index, identities)
            if let collapsed {
                for (section, flag) in collapsed.enumerated() where result.sections.indices.contains(section) {
                    result.sections[section].isCollapsed = flag
                }
            }
            handler.replayEdit(
                changeset, updated: updated, sections: sections, collapsed: collapsed, result: result,
                animated: animated)
        case let .apply(changesets, animated, shapes):
            guard changesets.count == shapes.count else {
                throw .operationDoesNotApply(entry: index, reason: "\(changesets.count) stages, \(shapes.count) shapes")
            }
            var data = handler.data
            var stages: [StagedChangeset<ReplayToken>.Stage] = []
            for (stage, (changeset, shape)) in zip(changesets, shapes).enumerated() {
                data = try applying(
                    changeset, to: data, counts: shape.counts, at: index, identities.filter { $0.stage == stage })
                for section in data.sections.indices {
                    data.sections[section].isCollapsed = shape.collapsed.contains(section)
                }
                stages.append(.init(changeset: changeset, data: data))
            }
            handler.replayApply(StagedChangeset(stages: stages), final: data, animated: animated)
        case let .reload(shape):
            handler.replayReload(fresh(shape))
        case .completion:
            let outstanding = handler.replayOutstandingBatches
            while handler.replayOutstandingBatches >= outstanding, outstanding > 0, view.finishOldestAnimation() {}
        case let .outsideChange(shown):
            let stand = CountsSource(counts: shown)
            let source = view.dataSource
            view.dataSource = stand
            view.reloadData()
            view.layoutIfNeeded()
            view.dataSource = source
        case let .userMove(source, destination):
            let moved = (try? view.simulateMove(from: source, to: destination)) ?? false
            if !moved { handler.replayUserMove(from: source, to: destination) }
        case let .userInsert(count, indexPath):
            var inserted = tokens(count)
            for identity in identities
            where identity.change == .insertedItem && inserted.indices.contains(identity.ordinal) {
                if let earlier = items[identity.token], !Self.holds(handler.data, earlier) {
                    inserted[identity.ordinal] = earlier
                }
            }
            handler.replayUserInsert(inserted, at: indexPath)
        case let .foreignDataSource(answers):
            view.layoutIfNeeded()  // the view showed the handler's counts: it found only its data source foreign
            foreign = (CountsSource(counts: answers), view.dataSource)
            view.dataSource = foreign?.source
        case .commit:
            handler.viewDidCommitUpdates()
        case .reloadView:
            handler.reloadView()
        case .asyncDiffStarted:
            break
        }
    }

    // `data` after `changeset` with UIKit's semantics: inserted sections and items fresh, but for those
    // the stage's identity tokens say come back.
    private func applying(
        _ changeset: Changeset, to data: SectionedData<ReplayToken>, counts: [Int], at index: Int,
        _ identities: [FaultReport.Identity]
    ) throws(FaultReplayError) -> SectionedData<ReplayToken> {
        let new = fresh(FaultReport.Shape(counts: counts))
        var result: SectionedData<ReplayToken>
        do {
            result = try changeset.applied(to: data, producing: new)
        } catch {
            throw .operationDoesNotApply(entry: index, reason: "\(error)")
        }
        for section in result.sections.indices where changeset.sectionInserts.contains(section) {
            result.sections[section].isCollapsed = false
        }
        guard !identities.isEmpty else { return result }
        let removedRows = paths(changeset.forEachRemovedRow, in: data.itemCounts)
        let insertedRows = paths(changeset.forEachInsertedRow, in: result.itemCounts)
        let (deletedSections, insertedSections) = (changeset.sectionDeletes.sorted(), changeset.sectionInserts.sorted())
        for identity in identities {
            switch identity.change {
            case .removedItem where removedRows.indices.contains(identity.ordinal):
                items[identity.token] = data[removedRows[identity.ordinal]]
            case .removedSection where deletedSections.indices.contains(identity.ordinal):
                kinds[identity.token] = data.sections[deletedSections[identity.ordinal]].kind
            default: break
            }
        }
        for identity in identities {
            switch identity.change {
            case .insertedItem where insertedRows.indices.contains(identity.ordinal):
                if let earlier = items[identity.token], !Self.holds(result, earlier) {
                    result[insertedRows[identity.ordinal]] = earlier
                }
            case .insertedSection where insertedSections.indices.contains(identity.ordinal):
                if let kind = kinds[identity.token], result.firstIndex(of: kind) == nil {
                    result.sections[insertedSections[identity.ordinal]].kind = kind
                }
            default: break
            }
        }
        return result
    }

    private static func holds(_ data: SectionedData<ReplayToken>, _ token: ReplayToken) -> Bool {
        data.sections.contains { $0.items.contains(token) }
    }

    private func paths(
        _ each: (_ counts: [Int], _ isAscending: Bool, _ body: (IndexPath) -> Bool) -> Void, in counts: [Int]
    ) -> [IndexPath] {
        var paths: [IndexPath] = []
        each(counts, false) {
            paths.append($0)
            return true
        }
        return paths
    }

    private func fresh(_ shape: FaultReport.Shape) -> SectionedData<ReplayToken> {
        var data = SectionedData<ReplayToken>()
        for (index, count) in shape.counts.enumerated() {
            var section = Section(kind: Kind("s\(nextKind)"), items: tokens(count))
            section.isCollapsed = shape.collapsed.contains(index)
            nextKind += 1
            data.sections.append(section)
        }
        return data
    }

    private func tokens(_ count: Int) -> [ReplayToken] {
        defer { nextToken += count }
        return (nextToken..<nextToken + count).map(ReplayToken.init(value:))
    }
}

// What a data source swapped in behind the handler's back shows: rows of its own, so many per section.
private final class CountsSource: HeadlessListDataSource {
    let counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in view: HeadlessListView) -> Int { counts.count }
    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        HeadlessCell(id: "outside \(indexPath)", content: "outside")
    }
}

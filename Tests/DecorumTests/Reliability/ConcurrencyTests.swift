import Decorum
import DecorumTesting
import Foundation
import Testing

// Concurrency: many overlapping `apply(_:animated:) async` calls on one handler (the diff runs off the
// main actor; the latest call wins), concurrent readers of shared data, and concurrent diffs of shared
// inputs. Run under `swift test --sanitize=thread` too.

/// Shared bookkeeping of one round, on the main actor.
@MainActor
final class ApplyRound {
    let handler: HeadlessHandler<RelDecorator>
    let datasets: [SectionedData<RelItem>]
    /// The order in which the applies were called (each records itself and calls `apply` without
    /// suspending in between, so this is the order of the engine's generations).
    var order: [Int] = []
    var errors: [Int: any Error] = [:]
    var diagnostics: [Diagnostic] = []

    init(initial: SectionedData<RelItem>, datasets: [SectionedData<RelItem>]) {
        handler = try! HeadlessHandler<RelDecorator>(view: HeadlessListView(animationMode: .manual), data: initial)
        self.datasets = datasets
        handler.onDiagnostic = { [unowned self] in diagnostics.append($0) }
    }

    func apply(_ index: Int) async {
        order.append(index)
        do {
            try await handler.apply(datasets[index])
        } catch {
            errors[index] = error
        }
    }

    /// The synchronous apply (a separate non-async function, so the overload is not the async one).
    func applySynchronously(_ index: Int) throws {
        order.append(index)
        try handler.apply(datasets[index])
    }

    /// Finishes every running animation and checks the view against the data.
    func settle() throws {
        var rounds = 0
        while handler.hasPendingUpdates, rounds < 100 {
            handler.view.finishAnimations()
            rounds += 1
        }
        #expect(!handler.hasPendingUpdates)
        try handler.view.verifyMatchesDataSource()
        #expect(handler.view.identities == handler.data.sections.map { $0.items.map { AnyHashable($0.id) } })
        #expect(handler.view.sectionKinds == handler.data.kinds.map { Optional($0.rawValue) })
    }

    /// Every apply but `winner` either was shown in its turn or threw `.superseded`; the winner threw
    /// nothing.
    func expectOnlySuperseded(winner: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            errors[winner] == nil, "the winner threw \(String(describing: errors[winner]))",
            sourceLocation: sourceLocation)
        for (index, error) in errors where index != winner {
            #expect(
                error as? ListEditError == .superseded, "apply \(index) threw \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Only the initial reload, never a fallback.
    func expectNoFallback(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
        #expect(handler.view.events.filter { $0 == .reloadData }.count == 1, sourceLocation: sourceLocation)
    }
}

/// Random valid (or, with `duplicates`, sometimes duplicate-laden) data sets.
func randomDatasets(
    seed: UInt64, count: Int, duplicates: Bool = false
) -> (SectionedData<RelItem>, [SectionedData<RelItem>]) {
    var generator = RelGenerator(seed: seed)
    var model = RelModel(sections: [], policy: .reject)
    func next(_ generator: inout RelGenerator, clean: Bool) -> [RelSection] {
        let sections = generator.randomData(model)
        return clean ? RelModel.keepingFirst(sections) : sections
    }
    model.sections = next(&generator, clean: true)
    let initial = model.sections
    var datasets: [[RelSection]] = []
    for _ in 0..<count {
        let sections = next(&generator, clean: !duplicates)
        datasets.append(sections)
        model.sections = RelModel.keepingFirst(sections)
    }
    func data(_ sections: [RelSection]) -> SectionedData<RelItem> {
        SectionedData(sections.map { Section(kind: $0.kind, items: $0.items) })
    }
    return (data(initial), datasets.map(data))
}

@Suite("Concurrency: overlapping async applies, shared reads, concurrent diffs")
@MainActor
struct ConcurrencyTests {
    /// Applies started from the main actor in bursts, with animations finishing in between: the latest
    /// call wins, every batch is accepted, and batches of different applies never interleave.
    @Test(arguments: 0..<8)
    func overlappingAppliesLatestWins(_ round: Int) async throws {
        let seed = TestSeed.base &+ UInt64(round) &* 7919
        var rng = SeededGenerator(seed: seed)
        let (initial, datasets) = randomDatasets(seed: seed, count: 40)
        let state = ApplyRound(initial: initial, datasets: datasets)
        var tasks: [Task<Void, Never>] = []
        var batchesAfterFinish = state.handler.view.batches.count
        for index in datasets.indices {
            tasks.append(Task { @MainActor in await state.apply(index) })
            if Int.random(in: 0..<4, using: &rng) == 0 { await Task.yield() }
            if Int.random(in: 0..<6, using: &rng) == 0 {
                // Outside `finishAnimations` the engine shows at most one apply (≤ 3 stages) at a time.
                let issued = state.handler.view.batches.count - batchesAfterFinish
                #expect(issued <= 3, "\(issued) batches issued while an animation ran (seed \(seed))")
                state.handler.view.finishAnimations()
                batchesAfterFinish = state.handler.view.batches.count
            }
        }
        for task in tasks { await task.value }
        #expect(state.handler.view.batches.count - batchesAfterFinish <= 3)
        try state.settle()
        let winner = try #require(state.order.last)
        #expect(state.order.count == datasets.count)
        state.expectOnlySuperseded(winner: winner)
        #expect(state.handler.data == datasets[winner], "seed \(seed): the latest apply (\(winner)) did not win")
        state.expectNoFallback()
    }

    /// Applies called from many concurrent tasks off the main actor.
    @Test(arguments: 0..<4)
    func appliesFromManyTasks(_ round: Int) async throws {
        let seed = TestSeed.base &+ 1_000 &+ UInt64(round)
        let (initial, datasets) = randomDatasets(seed: seed, count: 64)
        let state = ApplyRound(initial: initial, datasets: datasets)
        await withTaskGroup(of: Void.self) { group in
            for index in datasets.indices {
                group.addTask { await state.apply(index) }
            }
        }
        try state.settle()
        let winner = try #require(state.order.last)
        state.expectOnlySuperseded(winner: winner)
        #expect(state.handler.data == datasets[winner], "seed \(seed): the latest apply (\(winner)) did not win")
        state.expectNoFallback()
    }

    /// Synchronous edits and applies mixed with async applies: an async apply still wins over edits
    /// made while it diffed, unless a later apply (sync or async) was called.
    @Test(arguments: 0..<4)
    func asyncAppliesMixedWithEdits(_ round: Int) async throws {
        let seed = TestSeed.base &+ 2_000 &+ UInt64(round)
        var rng = SeededGenerator(seed: seed)
        let (initial, datasets) = randomDatasets(seed: seed, count: 20)
        let state = ApplyRound(initial: initial, datasets: datasets)
        var tasks: [Task<Void, Never>] = []
        var lastSyncApply: Int?
        for index in datasets.indices {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                // A synchronous apply counts as a later call.
                try state.applySynchronously(index)
                lastSyncApply = index
            case 1:
                try state.handler.addData([RelItem(id: 10_000 + index, version: 0)])
                tasks.append(Task { @MainActor in await state.apply(index) })
            default:
                tasks.append(Task { @MainActor in await state.apply(index) })
            }
            if Int.random(in: 0..<3, using: &rng) == 0 { await Task.yield() }
            if Int.random(in: 0..<4, using: &rng) == 0 { state.handler.view.finishAnimations() }
        }
        for task in tasks { await task.value }
        try state.settle()
        let winner = try #require(state.order.last)
        state.expectOnlySuperseded(winner: winner)
        #expect(
            state.handler.data == datasets[winner],
            "seed \(seed): winner \(winner), last sync \(String(describing: lastSyncApply))")
        state.expectNoFallback()
    }

    /// When the latest apply brings duplicates it throws them; the losers throw `.superseded` (or were
    /// shown in their turn) and the data stays as it was.
    @Test func losingAppliesAreSupersededAndAWinningDuplicateChangesNothing() async throws {
        let (initial, clean) = randomDatasets(seed: TestSeed.base &+ 3_000, count: 10)
        var datasets = clean
        var duplicated = datasets[9]
        duplicated.append(
            Section(kind: "Z", items: [RelItem(id: 77_777, version: 0), RelItem(id: 77_777, version: 1)]))
        datasets[9] = duplicated
        let state = ApplyRound(initial: initial, datasets: datasets)
        var tasks: [Task<Void, Never>] = []
        for index in datasets.indices { tasks.append(Task { @MainActor in await state.apply(index) }) }
        for task in tasks { await task.value }
        try state.settle()
        let winner = try #require(state.order.last)
        if winner == 9 {
            #expect(
                state.errors[9] as? ListEditError
                    == .duplicateInData(
                        .item("77777v1", first: [duplicated.count - 1, 0], duplicate: [duplicated.count - 1, 1])))
            for (index, error) in state.errors where index != 9 { #expect(error as? ListEditError == .superseded) }
            #expect(state.handler.data == initial)
        } else {
            // The executor started the applies in another order; the latest clean one must have won.
            state.expectOnlySuperseded(winner: winner)
            #expect(state.handler.data == datasets[winner])
        }
        state.expectNoFallback()
    }

    /// Many tasks read one shared `SectionedData` whose offsets cache is built lazily.
    @Test func concurrentReadsOfSharedData() async {
        let data = SectionedData((0..<200).map { Section(kind: Kind("k\($0)"), items: Array(0..<($0 % 7))) })
        let total = data.itemCount
        let reference = data.indexPaths
        let fresh = SectionedData(data.sections)  // no cache built yet
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var ok = true
                    for absolute in stride(from: task % 3, to: total, by: 3) {
                        let path = fresh.indexPath(forAbsoluteIndex: absolute)
                        ok =
                            ok && path == reference[absolute]
                            && fresh.absoluteIndex(for: reference[absolute]) == absolute
                    }
                    return ok && fresh.indexPath(forAbsoluteIndex: total) == nil
                }
            }
            var all: [Bool] = []
            for await ok in group { all.append(ok) }
            return all
        }
        #expect(results.count == 16 && results.allSatisfy { $0 })
    }

    /// Many tasks diff the same shared inputs at once and all get the same stages.
    @Test func concurrentDiffsOfSharedInputs() async throws {
        let (old, datasets) = randomDatasets(seed: TestSeed.base &+ 4_000, count: 8)
        let expected = try datasets.map { try StagedChangeset(from: old, to: $0) }
        let results = await withTaskGroup(of: (Int, StagedChangeset<RelItem>?).self) { group in
            for task in 0..<32 {
                group.addTask {
                    let index = task % datasets.count
                    return (index, try? StagedChangeset(from: old, to: datasets[index]))
                }
            }
            var all: [(Int, StagedChangeset<RelItem>?)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 32)
        for (index, staged) in results { #expect(staged == expected[index]) }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandler {
    /// Replaces the whole data with `data`: diffed (sections by kind, items by identity), split into
    /// the fewest batches UIKit accepts, and animated. Rows whose content changed are refreshed (see
    /// ``reconfiguresUpdatedItems``). Any `async` apply still diffing loses to this call.
    ///
    /// Content is compared with the decorator's ``CellDecorator/isContentEqual(_:_:)``: `==` when
    /// `Data` is `Equatable`. Without `==` the handler cannot tell an unchanged item from a changed one,
    /// so every item handed over again is refreshed (each visible row runs the decorator again); make
    /// `Data` `Equatable`, or implement `isContentEqual`, and unchanged rows cost nothing.
    ///
    /// ```swift
    /// try handler.apply(newData)
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data to show.
    ///   - animated: `false` shows it with `reloadData`.
    /// - Throws: ``ListEditError/duplicateInData(_:)`` when `data` repeats a kind or an identity under
    ///   ``DuplicatePolicy/reject`` (the other policies resolve them as
    ///   ``SectionedData/resolvingDuplicates(_:identity:)`` does); the data is then untouched.
    /// - Complexity: The diff's: O(*n* + *s*) expected, plus O(*m* log *m*) for reordered items.
    public func apply(_ data: SectionedData<Decorator.Data>, animated: Bool = true) throws(ListEditError) {
        engine.applyGeneration &+= 1
        try applyNow(data, animated: animated)
    }

    /// The synchronous apply, without claiming a new generation.
    func applyNow(_ newData: SectionedData<Decorator.Data>, animated: Bool) throws(ListEditError) {
        let identity = engine.identity
        let target = (engine.duplicatePolicy == .reject ? newData : identity.resolving(newData, engine.duplicatePolicy))
            .keepingCollapse(of: engine.data)
        let staged: StagedChangeset<Decorator.Data>
        do {
            staged = try engine.traced(.diff) { try identity.diff(engine.data, target) }
        } catch {
            if let duplicate = identity.firstDuplicate(target) { throw .duplicateInData(duplicate) }
            // The handler's own data is unique by construction; should it not be, show the new data.
            return engine.reload(with: target)
        }
        engine.submit(stages: staged, final: target, animated: animated)
    }
}

extension ListHandler where Decorator.Data: Sendable {
    /// Like ``apply(_:animated:)``, but diffs off the main actor and applies on it. When applies
    /// overlap, the latest call wins: an earlier one throws ``ListEditError/superseded`` and applies
    /// nothing (a synchronous apply counts as a later call; so does cancelling the calling task). Other
    /// edits made while diffing, in code or by the user, come after this call, as they were made: they
    /// are replayed onto `data` when it lands. A row added since stays where it was added (after the row
    /// it followed, or last when it was appended), a row removed since stays removed, a row changed since
    /// keeps its change, and a section added or removed since stays so; an edit into a section `data`
    /// lacks is dropped.
    ///
    /// ```swift
    /// let fetching = Task { try await handler.apply(await api.fetchPeople()) }
    /// try handler.addData([draft])  // made while the diff runs: still there once it lands
    /// try await fetching.value
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data to show.
    ///   - animated: `false` shows it with `reloadData`.
    /// - Throws: ``ListEditError/superseded`` when a later apply replaced this one, or
    ///   ``ListEditError/duplicateInData(_:)`` as the synchronous apply does.
    /// - Complexity: The diff's O(*n* + *s*) off the main actor; O(*k*) on it for *k* changes.
    public func apply(_ data: SectionedData<Decorator.Data>, animated: Bool = true) async throws(ListEditError) {
        try await finishApply(startApply(data, animated: animated))
    }

    /// The async apply's part at the call, on the main actor: it claims the latest generation and notes
    /// the data it diffs from, which edits made before ``finishApply(_:)`` lands come after.
    func startApply(_ data: SectionedData<Decorator.Data>, animated: Bool) -> StartedApply {
        engine.applyGeneration &+= 1
        engine.record(.asyncDiffStarted)
        return StartedApply(
            data: data, animated: animated, generation: engine.applyGeneration, base: engine.data,
            version: engine.version)
    }

    /// The rest of the async apply: diffs off the main actor, then shows the result on it.
    func finishApply(_ started: StartedApply) async throws(ListEditError) {
        let (base, animated) = (started.base, started.animated)
        let data = started.data.keepingCollapse(of: base)
        let policy = engine.duplicatePolicy
        let diff = engine.identity.concurrentDiff
        let result = await Self.diffConcurrently(
            diff, from: base, to: data, policy: policy, tracer: engine.observer?.tracer)
        guard started.generation == engine.applyGeneration, !Task.isCancelled else { throw .superseded }
        engine.isLandingAsyncApply = true
        defer { engine.isLandingAsyncApply = false }
        guard started.version == engine.version else {
            // Edits made since the call come after it (F8): replayed onto `data`, then diffed here.
            let target = data.replaying(
                changesFrom: base, to: engine.data, id: { Decorator.id(of: $0) },
                isContentEqual: { Decorator.isContentEqual($0, $1) })
            return try applyNow(target, animated: animated)
        }
        guard let result, policy == engine.duplicatePolicy else { return try applyNow(data, animated: animated) }
        engine.identity.invalidate()  // the diff off the main actor could not keep the identity set
        engine.submit(stages: result, final: data, animated: animated)
    }

    // Off the main actor: `@concurrent` on Swift 6.2+; before it, a nonisolated async function already
    // runs on the global concurrent executor.
    #if compiler(>=6.2)
    @concurrent
    #endif
    nonisolated private static func diffConcurrently(
        _ diff: ConcurrentDiff<Decorator.Data>,
        from old: SectionedData<Decorator.Data>, to new: SectionedData<Decorator.Data>, policy: DuplicatePolicy,
        tracer: (any UpdateTracing)?
    ) async -> StagedChangeset<Decorator.Data>? {
        // Duplicates and the other policies go through the main-actor path, which throws or resolves.
        guard policy == .reject else { return nil }
        return try? UpdatePhase.traced(.diff, by: tracer) { try diff.run(old, new) }
    }
}

extension ListHandler {
    /// An async apply between its call and its diff: the data handed over, the generation it claimed and
    /// the handler's data it diffs from.
    struct StartedApply {
        let data: SectionedData<Decorator.Data>
        let animated: Bool
        let generation: Int
        let base: SectionedData<Decorator.Data>
        let version: Int
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListEngine {
    /// Replaces the data with `newData`, shown as the fewest batches UIKit accepts
    /// (``StagedChangeset/init(from:to:identity:)`` under ``identity``), animated. Rows updated in place
    /// are reconfigured, moved and updated rows follow the stages.
    ///
    /// Duplicates in `newData` follow ``duplicatePolicy`` (`.reject` throws, the others resolve them as
    /// ``SectionedData/resolvingDuplicates(_:identity:)`` does). Items with no identity cannot be
    /// diffed: the data is replaced and the view reloaded. Any pending `apply(_:animated:)`
    /// that is still diffing loses to this call.
    ///
    /// ```swift
    /// try engine.apply(newData)
    /// ```
    ///
    /// - Parameters:
    ///   - newData: The data to show.
    ///   - animated: `false` shows it with `reloadData`.
    /// - Throws: ``DuplicateError`` for repeated kinds or identities in `newData` under
    ///   ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: O(*n* + *s*) expected, plus O(*m* log *m*) for reordered items (see the diff).
    public func apply(_ newData: SectionedData<Item>, animated: Bool = true) throws {
        applyGeneration &+= 1
        try applyNow(newData, animated: animated)
    }

    /// The synchronous apply, without claiming a new generation.
    func applyNow(_ newData: SectionedData<Item>, animated: Bool) throws {
        guard let identity else { return reload(with: newData) }
        let target =
            duplicatePolicy == .reject ? newData : try newData.resolvingDuplicates(duplicatePolicy, identity: identity)
        let staged: StagedChangeset<Item>
        do {
            staged = try StagedChangeset(from: data, to: target, identity: identity)
        } catch let error as DuplicateError {
            if let duplicate = target.duplicates(identity: identity).first { throw DuplicateError(duplicate) }
            // The current data itself repeats identities (it was set that way): no diff is possible.
            reload(with: target)
            onDiagnostic?(Diagnostic(.cannotDiff(error.description)))
            return
        }
        guard animated else { return reload(with: target) }
        commit(staged, animated: true)
    }
}

extension ListEngine where Item: Sendable {
    /// Like `apply(_:animated:)`, but computes the diff off the main actor and applies it on
    /// the main actor. When several applies overlap, the latest call wins: earlier ones return without
    /// applying anything (a synchronous `apply(_:animated:)` counts as a later call). Other
    /// edits made while diffing don't cancel it; the diff is then redone on the main actor against the
    /// current data. With a custom ``identify(by:)`` identity (whose closures are not `Sendable`) the
    /// diff runs on the main actor.
    ///
    /// ```swift
    /// try await engine.apply(newData)
    /// ```
    ///
    /// - Parameters:
    ///   - newData: The data to show.
    ///   - animated: `false` shows it with `reloadData`.
    /// - Throws: ``DuplicateError`` as the synchronous apply does (only when this call wins).
    /// - Complexity: O(*n* + *s*) expected off the main actor; O(*k*) on it for *k* changes.
    public func apply(_ newData: SectionedData<Item>, animated: Bool = true) async throws {
        applyGeneration &+= 1
        let generation = applyGeneration
        guard identity != nil, identityIsAutomatic else { return try applyNow(newData, animated: animated) }
        let base = data
        let baseVersion = version
        let policy = duplicatePolicy
        let result = await Self.diffConcurrently(from: base, to: newData, policy: policy)
        guard generation == applyGeneration, !Task.isCancelled else { return }
        guard version == baseVersion, policy == duplicatePolicy, identityIsAutomatic else {
            return try applyNow(newData, animated: animated)
        }
        switch result {
        case .success(let (target, staged)):
            guard animated else { return reload(with: target) }
            commit(staged, animated: true)
        case .failure:
            // Duplicates: let the main-actor path throw or reload exactly as a synchronous apply does.
            try applyNow(newData, animated: animated)
        }
    }

    // Off the main actor: `@concurrent` on Swift 6.2+; before it, a nonisolated async function already
    // runs on the global concurrent executor.
    #if compiler(>=6.2)
    @concurrent
    #endif
    nonisolated private static func diffConcurrently(
        from old: SectionedData<Item>, to new: SectionedData<Item>, policy: DuplicatePolicy
    ) async -> Result<(SectionedData<Item>, StagedChangeset<Item>), any Error> {
        guard let identity = ItemIdentity<Item, AnyHashable>.automatic() else {
            return .failure(CancellationError())
        }
        do {
            let target = policy == .reject ? new : try new.resolvingDuplicates(policy, identity: identity)
            return .success((target, try StagedChangeset(from: old, to: target, identity: identity)))
        } catch {
            return .failure(error)
        }
    }
}

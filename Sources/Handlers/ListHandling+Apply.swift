#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandling {
    /// Replaces the whole data with `data`: diffed (sections by kind, items by identity), split into
    /// the fewest batches UIKit accepts, and animated. Unmoved rows whose content changed are
    /// reconfigured in place; moved and changed rows follow the stages. See ``ListEngine``'s
    /// synchronous `apply(_:animated:)`.
    ///
    /// ```swift
    /// try handler.apply(newSectionedData)
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data to show.
    ///   - animated: `false` shows it with `reloadData`.
    /// - Throws: ``DuplicateError`` when `data` repeats a kind or an identity under
    ///   ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: O(*n* + *s*) expected, plus O(*m* log *m*) for reordered items.
    public func apply(_ data: SectionedData<Decorator.Data>, animated: Bool = true) throws {
        try engine.apply(data, animated: animated)
    }
}

extension ListHandling where Decorator.Data: Sendable {
    /// Replaces the whole data with `data`, diffing off the main actor and applying on it. When several
    /// applies overlap, the latest call wins and earlier ones return without applying anything.
    ///
    /// ```swift
    /// try await handler.apply(await api.fetchPeople())
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data to show.
    ///   - animated: `false` shows it with `reloadData`.
    /// - Throws: ``DuplicateError`` as the synchronous apply does, only when this call wins.
    /// - Complexity: O(*n* + *s*) expected off the main actor; O(*k*) on it for *k* changes.
    public func apply(_ data: SectionedData<Decorator.Data>, animated: Bool = true) async throws {
        try await engine.apply(data, animated: animated)
    }
}

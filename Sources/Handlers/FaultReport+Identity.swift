@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FaultReport {
    /// A row or a section that an operation removed or inserted, named by a redacted token, so that a
    /// replay can tell an item that comes back from a new one.
    ///
    /// The token is a 32-bit hash of the item's identity (or the section's kind) with a seed drawn
    /// anew in each process: equal tokens in one report name the same row, and nothing in the report
    /// names which row it is. A report keeps the tokens of rows and sections that leave and come back
    /// within it only.
    ///
    /// ```swift
    /// // An apply deleted the row at ordinal 0 of its removals, and a later edit inserted it again.
    /// let left = FaultReport.Identity(stage: 0, change: .removedItem, ordinal: 0, token: 0x5f3a_91c2)
    /// let back = FaultReport.Identity(stage: 0, change: .insertedItem, ordinal: 2, token: 0x5f3a_91c2)
    /// ```
    public struct Identity: Hashable, Sendable {
        /// What the operation did to the row or section.
        ///
        /// ```swift
        /// identity.change == .removedItem
        /// ```
        public enum Change: Hashable, Sendable {
            /// A row left the data: deleted, or in a deleted section.
            case removedItem
            /// A row came into the data: inserted, or in an inserted section.
            case insertedItem
            /// A section left the data.
            case removedSection
            /// A section came into the data.
            case insertedSection
        }

        /// The changeset of the operation it belongs to: 0 for an edit or a user's insert, the stage's
        /// index for an apply.
        ///
        /// ```swift
        /// identity.stage  // 1: the apply's second stage
        /// ```
        public var stage: Int
        /// Whether a row or a section was removed or inserted.
        ///
        /// ```swift
        /// identity.change  // .insertedItem
        /// ```
        public var change: Change
        /// Its place among the stage's changes of that kind, in the order of the rows (or sections):
        /// removed rows in the order they had before the stage, inserted ones in the order they have
        /// after it, a deleted or inserted section's rows included.
        ///
        /// ```swift
        /// identity.ordinal  // 0: the first row the stage removed
        /// ```
        public var ordinal: Int
        /// The redacted identity: equal in one report for the same item or kind.
        ///
        /// ```swift
        /// identity.token == other.token  // the same row
        /// ```
        public var token: UInt32
        /// The identity itself, described, when the handler reveals identities
        /// (`ListHandler.faultReportsRevealIdentities`); `nil` by default.
        ///
        /// ```swift
        /// identity.revealed  // "1207": the decorator's ID, described
        /// ```
        public var revealed: String?

        /// Creates a token of a removed or inserted row or section.
        ///
        /// ```swift
        /// FaultReport.Identity(stage: 0, change: .insertedSection, ordinal: 0, token: 0x0102_0304)
        /// ```
        ///
        /// - Parameters:
        ///   - stage: The changeset of the operation it belongs to.
        ///   - change: What the operation did to it.
        ///   - ordinal: Its place among the stage's changes of that kind.
        ///   - token: The redacted identity.
        ///   - revealed: The identity described, when the app reveals identities.
        public init(stage: Int, change: Change, ordinal: Int, token: UInt32, revealed: String? = nil) {
            self.stage = stage
            self.change = change
            self.ordinal = ordinal
            self.token = token
            self.revealed = revealed
        }
    }
}

@_spi(Binding)
extension Changeset {
    /// Calls `body` with the path of each row this changeset removes (deleted, or in a deleted
    /// section), in the rows' order before it, until `body` returns `false`: the order of a
    /// ``FaultReport/Identity``'s ordinal for `.removedItem`.
    ///
    /// ```swift
    /// changeset.forEachRemovedRow(in: old.itemCounts) { path in tokens.append(token(old[path])); return true }
    /// ```
    ///
    /// - Parameters:
    ///   - counts: The rows per section before the changeset.
    ///   - isAscending: Whether the changeset lists its sections and paths in ascending order already,
    ///     as the changesets of a diff or an edit do (else they are sorted first).
    ///   - body: Called with each path; returns whether to go on.
    public func forEachRemovedRow(in counts: [Int], isAscending: Bool = false, _ body: (IndexPath) -> Bool) {
        Self.forEachRow(counts: counts, whole: sectionDeletes, rows: itemDeletes, isAscending, body)
    }

    /// Calls `body` with the path of each row this changeset inserts (inserted, or in an inserted
    /// section), in the rows' order after it, until `body` returns `false`: the order of a
    /// ``FaultReport/Identity``'s ordinal for `.insertedItem`.
    ///
    /// ```swift
    /// changeset.forEachInsertedRow(in: new.itemCounts) { path in tokens.append(token(new[path])); return true }
    /// ```
    ///
    /// - Parameters:
    ///   - counts: The rows per section after the changeset.
    ///   - isAscending: Whether the changeset lists its sections and paths in ascending order already.
    ///   - body: Called with each path; returns whether to go on.
    public func forEachInsertedRow(in counts: [Int], isAscending: Bool = false, _ body: (IndexPath) -> Bool) {
        Self.forEachRow(counts: counts, whole: sectionInserts, rows: itemInserts, isAscending, body)
    }

    private static func forEachRow(
        counts: [Int], whole sections: [Int], rows: [IndexPath], _ isAscending: Bool, _ body: (IndexPath) -> Bool
    ) {
        let whole = isAscending ? sections : sections.sorted()
        let paths = isAscending ? rows : rows.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
        var nextWhole = 0
        var nextPath = 0
        for section in counts.indices {
            if nextWhole < whole.count, whole[nextWhole] == section {
                nextWhole += 1
                for item in 0..<counts[section] where !body(IndexPath(section: section, item: item)) { return }
                continue
            }
            while nextPath < paths.count, paths[nextPath][0] < section { nextPath += 1 }
            while nextPath < paths.count, paths[nextPath][0] == section {
                guard body(paths[nextPath]) else { return }
                nextPath += 1
            }
            if nextWhole == whole.count, nextPath == paths.count { return }
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A move from an old position to a new one.
///
/// ```swift
/// Move(from: 0, to: 2)                                             // a section move
/// Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)) // an item move
/// ```
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the update.
    public var from: Position
    /// The position after the update.
    public var to: Position

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: The position before the update.
    ///   - to: The position after the update.
    public init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}

/// One batch update, described exactly as `performBatchUpdates` consumes it.
///
/// Index spaces follow UIKit: **deletes and reloads** name positions **before** the update,
/// **inserts** name positions **after** it, and **moves** go from a before-position to an
/// after-position. `HeadlessListView` checks a changeset with UIKit's rules, and
/// ``StagedChangeset`` splits changes UIKit cannot take in one batch into several valid ones.
///
/// ```swift
/// var changes = Changeset()
/// changes.itemDeletes = [IndexPath(item: 0, section: 0)]
/// changes.itemInserts = [IndexPath(item: 2, section: 1)]
/// print(changes) // delete items [0, 0]; insert items [1, 2]
/// ```
///
/// - Complexity: O(1) to create; validating or applying one is O(*n* + *s* + *k*) for *k* changes.
public struct Changeset: Hashable, Sendable, CustomStringConvertible {
    /// Sections to delete, by index before the update.
    public var sectionDeletes: [Int]
    /// Sections to insert, by index after the update.
    public var sectionInserts: [Int]
    /// Sections to move, from an index before to an index after the update.
    public var sectionMoves: [Move<Int>]
    /// Sections to reload (delete and insert in place), by index before the update.
    public var sectionReloads: [Int]
    /// Items to delete, by index path before the update.
    public var itemDeletes: [IndexPath]
    /// Items to insert, by index path after the update.
    public var itemInserts: [IndexPath]
    /// Items to move, from an index path before to an index path after the update.
    public var itemMoves: [Move<IndexPath>]
    /// Items to reload (their content changed), by index path before the update.
    public var itemReloads: [IndexPath]

    /// Creates a changeset; every list defaults to empty.
    ///
    /// ```swift
    /// let changes = Changeset(itemInserts: [IndexPath(item: 3, section: 0)])
    /// ```
    ///
    /// - Parameters:
    ///   - sectionDeletes: Sections to delete (before-indices).
    ///   - sectionInserts: Sections to insert (after-indices).
    ///   - sectionMoves: Sections to move.
    ///   - sectionReloads: Sections to reload (before-indices).
    ///   - itemDeletes: Items to delete (before-paths).
    ///   - itemInserts: Items to insert (after-paths).
    ///   - itemMoves: Items to move.
    ///   - itemReloads: Items to reload (before-paths).
    public init(
        sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [Move<Int>] = [],
        sectionReloads: [Int] = [], itemDeletes: [IndexPath] = [], itemInserts: [IndexPath] = [],
        itemMoves: [Move<IndexPath>] = [], itemReloads: [IndexPath] = []
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
    }

    /// Whether the changeset changes nothing.
    public var isEmpty: Bool { changeCount == 0 }

    /// The number of operations, sections and items together.
    public var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
            + itemDeletes.count + itemInserts.count + itemMoves.count + itemReloads.count
    }

    /// A readable summary, e.g. `delete items [0, 1]; insert items [1, 0]; move items [0, 0]→[1, 1]`,
    /// or `no changes`.
    ///
    /// - Complexity: O(*k*) for *k* changes.
    public var description: String {
        func paths(_ list: [IndexPath]) -> String { list.map(\.bracketed).joined(separator: ", ") }
        var parts: [String] = []
        if !sectionDeletes.isEmpty {
            parts.append("delete sections \(sectionDeletes.map(String.init).joined(separator: ", "))")
        }
        if !sectionInserts.isEmpty {
            parts.append("insert sections \(sectionInserts.map(String.init).joined(separator: ", "))")
        }
        if !sectionMoves.isEmpty {
            parts.append("move sections \(sectionMoves.map { "\($0.from)→\($0.to)" }.joined(separator: ", "))")
        }
        if !sectionReloads.isEmpty {
            parts.append("reload sections \(sectionReloads.map(String.init).joined(separator: ", "))")
        }
        if !itemDeletes.isEmpty { parts.append("delete items \(paths(itemDeletes))") }
        if !itemInserts.isEmpty { parts.append("insert items \(paths(itemInserts))") }
        if !itemMoves.isEmpty {
            parts.append(
                "move items \(itemMoves.map { "\($0.from.bracketed)→\($0.to.bracketed)" }.joined(separator: ", "))"
            )
        }
        if !itemReloads.isEmpty { parts.append("reload items \(paths(itemReloads))") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Where a drop lands in a view with sections (NSCollectionView.h, `collectionView(_:validateDrop:
// proposedIndexPath:dropOperation:)`: the view proposes an index path, "on" an item or "before" it, in its
// items as they are, and the delegate may retarget both). Decided by the flat drop (FlatRowMap+Drops.swift)
// on the sections' rows with a group row each, which makes every section, an empty one too, a place to drop.

@_spi(Binding)
extension FlatRowMap {
    /// Where a drop on a sectioned view lands: the index path it shows before, and the one the dropped
    /// items take.
    ///
    /// ```swift
    /// FlatRowMap.ItemDrop(indexPath: IndexPath(section: 0, item: 2), destination: IndexPath(section: 0, item: 1))
    /// ```
    public struct ItemDrop: Hashable, Sendable {
        /// The item the drop shows before, in the items as they are (the section's item count: after its
        /// last item).
        public let indexPath: IndexPath
        /// Where the dropped items go, as `ListHandler.moveByDrop(from:to:)` and `insertByDrop(_:at:)`
        /// take it: counted once the dragged items have left their places.
        public let destination: IndexPath

        /// A drop shown before `indexPath` whose items go to `destination`.
        ///
        /// ```swift
        /// FlatRowMap.ItemDrop(indexPath: IndexPath(section: 1, item: 0), destination: IndexPath(section: 1, item: 0))
        /// ```
        public init(indexPath: IndexPath, destination: IndexPath) {
            self.indexPath = indexPath
            self.destination = destination
        }
    }

    /// Where a drop proposed at `indexPath` of a view showing `counts` items per section lands, `nil` when
    /// it cannot land anywhere.
    ///
    /// A drop before an item lands there, one past a section's last item at its end (an empty section's
    /// too); a drop on an item lands before it. A drop in a collapsed section lands at the end of the
    /// nearest expanded section above it, else at the start of the nearest one below; with none, nowhere.
    /// A proposal outside the sections or past a section's end lands nowhere.
    ///
    /// ```swift
    /// FlatRowMap.drop(
    ///     atItem: IndexPath(section: 0, item: 2), on: false, counts: [3, 1],
    ///     moving: [IndexPath(section: 0, item: 0)], isCollapsed: { _ in false })
    /// // before [0, 2], destination [0, 1]: item 0 has left
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: The proposed index path, in the items as they are.
    ///   - on: Whether the drop is on the item (else before it); on no item (past a section's end), before.
    ///   - counts: The items each section shows (none for a collapsed one).
    ///   - moving: The items dragged from this view; empty for a drop from outside.
    ///   - isCollapsed: Whether a section is collapsed.
    /// - Returns: The drop; its ``ItemDrop/indexPath`` differs from `indexPath`, or `on` was true, when the
    ///   view must retarget the drop there, before that item.
    /// - Complexity: O(*s*) for *s* sections, plus O(*m*) for the *m* moving items.
    public static func drop(
        atItem indexPath: IndexPath, on: Bool, counts: [Int], moving: [IndexPath], isCollapsed: (Int) -> Bool
    ) -> ItemDrop? {
        guard let (section, item) = indexPath.sectionAndItem, counts.indices.contains(section),
            (0...Swift.max(counts[section], 0)).contains(item)
        else { return nil }
        let rows = FlatRowMap(counts: counts, groupRows: true)
        let onItem = on && item < rows.itemCounts[section]
        guard let group = rows.groupRow(ofSection: section),
            let drop = rows.drop(
                atRow: group + 1 + item, on: onItem, moving: moving.compactMap(rows.flatRow(for:)),
                isCollapsed: isCollapsed),
            let landing = rows.groupRow(ofSection: drop.destination[0])
        else { return nil }
        return ItemDrop(
            indexPath: IndexPath(section: drop.destination[0], item: drop.row - landing - 1),
            destination: drop.destination)
    }
}

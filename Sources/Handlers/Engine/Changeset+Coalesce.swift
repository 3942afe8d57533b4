@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Changeset {
    /// Whether the batch only inserts items: no section operation, no item delete, move or reload.
    var insertsItemsOnly: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty && !itemInserts.isEmpty
    }

    /// Merges `next`, insert-only too, into this insert-only batch. Both must be sorted (the engine's
    /// always are); the result is sorted too.
    mutating func append(inserts next: Changeset) {
        assert(itemInserts.isSorted, "coalescing: the queued batch's inserts are not sorted")
        let second = next.itemInserts.isSorted ? next.itemInserts : next.itemInserts.sorted()
        guard let last = itemInserts.last, let firstNext = second.first, firstNext <= last else {
            itemInserts.append(contentsOf: second)  // all after this batch's: nothing shifts
            return
        }
        var merged: [IndexPath] = []
        merged.reserveCapacity(itemInserts.count + second.count)
        var j = 0
        var shiftSection = -1
        var shift = 0  // `next`'s inserts already placed in `shiftSection`
        for path in itemInserts {
            let section = path[0]
            if section != shiftSection {
                // Every insert of `next` in earlier sections comes first.
                while j < second.count, second[j][0] < section {
                    merged.append(second[j])
                    j += 1
                }
                shiftSection = section
                shift = 0
            }
            while j < second.count, second[j][0] == section, second[j][1] <= path[1] + shift {
                merged.append(second[j])
                j += 1
                shift += 1
            }
            merged.append(IndexPath(section: section, item: path[1] + shift))
        }
        merged.append(contentsOf: second[j...])
        itemInserts = merged
    }
}

extension Array where Element: Comparable {
    fileprivate var isSorted: Bool {
        guard count > 1 else { return true }
        for index in 1..<count where self[index] < self[index - 1] { return false }
        return true
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The second pass of Decorum's diff: turns a ``DiffMatching`` into UIKit batch operations with
/// minimal moves, and decides whether section operations need a batch of their own.
@usableFromInline
internal struct DiffPlan {
    /// Whether the section operations need a batch of their own first: sections move, or an item crosses
    /// between a deleted or inserted section and a surviving one.
    @usableFromInline internal var isStaged: Bool
    @usableFromInline internal var sections: Changeset
    @usableFromInline internal var items: Changeset
    /// New positions of updated items to reload in a last, reload-only batch: those that move, and
    /// every updated item when the item batch moves anything.
    @usableFromInline internal var finalReloads: [IndexPath]
    @usableFromInline internal var updated: [IndexPath]
    @usableFromInline internal var updatedSources: [IndexPath]

    @usableFromInline
    internal init(_ matching: DiffMatching) {
        let oldSectionToNew = matching.oldSectionToNew
        let newSectionToOld = matching.newSectionToOld
        let newToOld = matching.newToOld
        let oldStarts = matching.oldStarts
        let newStarts = matching.newStarts

        // Sections: deletes, inserts, and moves outside one longest increasing run of old indices.
        var sections = Changeset()
        for s in 0..<oldSectionToNew.count where oldSectionToNew[s] < 0 { sections.sectionDeletes.append(s) }
        var workspace = LongestIncreasingSubsequence()
        var values: [Int] = []
        values.reserveCapacity(newSectionToOld.count)
        for t in 0..<newSectionToOld.count {
            let s = newSectionToOld[t]
            if s < 0 { sections.sectionInserts.append(t) } else { values.append(s) }
        }
        _ = workspace.markMembers(of: &values)
        var next = 0
        for t in 0..<newSectionToOld.count where newSectionToOld[t] >= 0 {
            if values[next] >= 0 { sections.sectionMoves.append(Move(from: values[next], to: t)) }
            next += 1
        }
        let isStaged = !sections.sectionMoves.isEmpty || matching.crossesInsertedOrDeletedSection

        // The section index, in the item batch's before-space, of surviving old section `s`.
        func source(_ s: Int) -> Int { isStaged ? oldSectionToNew[s] : s }

        // Items, new side: inserts, moves, reloads of items that stay, and reloads for later. The
        // lists are reserved from cheap upper bounds, so they do not grow by doubling.
        var items = Changeset()
        var finalReloads: [IndexPath] = []
        var updatedPaths: [IndexPath] = []
        var updatedSources: [IndexPath] = []
        var unmatchedNew = 0
        var updated = 0
        var widest = 0
        for t in 0..<newSectionToOld.count where !matching.isUnchanged(t) {
            widest = max(widest, newStarts[t + 1] - newStarts[t])
            for o in newToOld[newStarts[t]..<newStarts[t + 1]] {
                if o < 0 { unmatchedNew += 1 } else if o & DiffPacking.updated != 0 { updated += 1 }
            }
        }
        var matchedOld = 0
        for word in matching.oldMatched { matchedOld += word.nonzeroBitCount }
        items.itemInserts.reserveCapacity(unmatchedNew)
        items.itemDeletes.reserveCapacity(oldStarts[oldStarts.count - 1] - matchedOld)
        items.itemReloads.reserveCapacity(updated)
        updatedPaths.reserveCapacity(updated)
        updatedSources.reserveCapacity(updated)
        values.reserveCapacity(widest)
        for t in 0..<newSectionToOld.count {
            let s = newSectionToOld[t]
            let start = newStarts[t]
            let count = newStarts[t + 1] - start
            if s < 0 {
                // An inserted section brings its items, except those coming from surviving sections,
                // which move in once it exists (only when staged; otherwise there are none).
                guard isStaged else { continue }
                for j in 0..<count {
                    let o = newToOld[start + j]
                    guard o >= 0 else { continue }
                    let from = DiffPacking.section(o)
                    guard oldSectionToNew[from] >= 0 else { continue }
                    items.itemMoves.append(
                        Move(from: DiffPacking.path(source(from), DiffPacking.item(o)), to: DiffPacking.path(t, j)))
                    if o & DiffPacking.updated != 0 {
                        finalReloads.append(DiffPacking.path(t, j))
                        updatedPaths.append(DiffPacking.path(t, j))
                        updatedSources.append(DiffPacking.path(o))
                    }
                }
                continue
            }
            if matching.isUnchanged(t) { continue }  // nothing inserted, deleted, moved or updated
            if matching.keepsOrder(t) {
                // Every item stays put (trimming matched them all in place): only updates to reload.
                for j in 0..<count where newToOld[start + j] & DiffPacking.updated != 0 {
                    items.itemReloads.append(DiffPacking.path(source(s), j))
                    updatedPaths.append(DiffPacking.path(t, j))
                    updatedSources.append(DiffPacking.path(newToOld[start + j]))
                }
                continue
            }
            // Old indices of the items staying in this section, in new order; mark the ones that stay put.
            values.removeAll(keepingCapacity: true)
            for j in 0..<count {
                let o = newToOld[start + j]
                if o >= 0, DiffPacking.section(o) == s { values.append(DiffPacking.item(o) | o & DiffPacking.updated) }
            }
            _ = workspace.markMembers(of: &values, ignoring: DiffPacking.updated)
            next = 0
            for j in 0..<count {
                let o = newToOld[start + j]
                if o < 0 {
                    items.itemInserts.append(DiffPacking.path(t, j))
                    continue
                }
                let from = DiffPacking.section(o)
                let updated = o & DiffPacking.updated != 0
                if from == s {
                    let staysPut = values[next] < 0
                    next += 1
                    if staysPut {
                        if updated {
                            items.itemReloads.append(DiffPacking.path(source(s), DiffPacking.item(o)))
                            updatedPaths.append(DiffPacking.path(t, j))
                            updatedSources.append(DiffPacking.path(o))
                        }
                        continue
                    }
                } else if oldSectionToNew[from] < 0 {
                    // From a deleted section (only when staged): gone with it, so inserted again here.
                    items.itemInserts.append(DiffPacking.path(t, j))
                    continue
                }
                if updated {
                    updatedPaths.append(DiffPacking.path(t, j))
                    updatedSources.append(DiffPacking.path(o))
                }
                items.itemMoves.append(
                    Move(from: DiffPacking.path(source(from), DiffPacking.item(o)), to: DiffPacking.path(t, j)))
                if updated { finalReloads.append(DiffPacking.path(t, j)) }
            }
        }

        // Items, old side: deletes from surviving sections, in before-space order.
        for t in 0..<newSectionToOld.count {
            let s = newSectionToOld[t]
            guard s >= 0, !matching.keepsOrder(t) else { continue }
            let start = oldStarts[s]
            let target = source(s)
            for i in 0..<(oldStarts[s + 1] - start) where !matching.isMatched(start + i) {
                items.itemDeletes.append(DiffPacking.path(target, i))
            }
        }

        // UIKit turns a reload into a delete at the old path and an insert at that path shifted by the
        // batch's deletes and inserts, not by its moves: next to moves, a reloaded row would land in the
        // wrong place. Then every update is reloaded in the last batch, at its new path.
        if !items.itemMoves.isEmpty && !items.itemReloads.isEmpty {
            items.itemReloads = []
            finalReloads = updatedPaths
        }
        self.isStaged = isStaged
        self.sections = sections
        self.items = items
        self.finalReloads = finalReloads
        self.updated = updatedPaths
        self.updatedSources = updatedSources
    }
}

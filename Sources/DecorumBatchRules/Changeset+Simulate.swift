@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The result of applying a batch to sections of `T`.
package struct BatchResult<T> {
    package var sections: [[T]]
    package var source: [Int?]
    /// UIKit gave up animating and reloaded everything from the data source (a table view's answer to
    /// an item move out of a deleted section or into an inserted one).
    package var reloadedData = false
}

extension Changeset {
    /// Checks this batch against UIKit's rules for the given counts, without applying it.
    ///
    /// ```swift
    /// try changes.validate(oldCounts: [3, 2], newCounts: [3, 3])
    /// ```
    ///
    /// - Parameters:
    ///   - oldCounts: Items per section before the update.
    ///   - newCounts: Items per section the data source reports after the update.
    ///   - noun: `"row"` follows `UITableView` (its rules and words), `"item"` `UICollectionView`.
    ///   - systemVersion: The iOS release whose words to use where they changed; the latest by default.
    /// - Throws: ``BatchUpdateError`` wherever UIKit would raise an exception.
    /// - Complexity: O(*s* + *k* log *k*): only the counts and the changes are read.
    package func validate(
        oldCounts: [Int], newCounts: [Int], noun: String = "item", systemVersion: UIKitRelease = .latest
    ) throws {
        _ = try UIKitBatchModel(noun: noun, oldCounts: oldCounts, newCounts: newCounts, systemVersion: systemVersion)
            .plan(self)
    }

    /// UIKit's batch semantics over plain arrays: runs UIKit's checks (``UIKitBatchModel``), then
    /// builds what the view shows. It throws only ``BatchUpdateError``.
    package func simulate<T>(
        old: [[T]], newCounts: [Int], noun: String, systemVersion: UIKitRelease = .latest,
        fetch: (IndexPath) -> T
    )
        throws -> BatchResult<T>
    {
        let model = UIKitBatchModel(
            noun: noun, oldCounts: old.map(\.count), newCounts: newCounts, systemVersion: systemVersion)
        let plan = try model.plan(self)
        if plan.reloadsData {
            // The table view reloads: every cell and header comes from the data source again.
            let sections = newCounts.enumerated().map { section, count in
                (0..<count).map { fetch(IndexPath(section: section, item: $0)) }
            }
            return BatchResult(
                sections: sections, source: [Int?](repeating: nil, count: newCounts.count), reloadedData: true)
        }
        // Item changes per section: deletes and moves out by old section, inserts and moves in by new.
        var gone: [Int: [Bool]] = [:]
        var arriving: [Int: [(item: Int, from: (section: Int, item: Int)?)]] = [:]
        func markGone(_ section: Int, _ item: Int) {
            gone[section, default: [Bool](repeating: false, count: old[section].count)][item] = true
        }
        for delete in plan.deletes where !delete.isSection { markGone(delete.section, delete.item) }
        for move in plan.moves where !move.isSection {
            markGone(move.from.section, move.from.item)
            arriving[move.to.section, default: []].append((move.to.item, (move.from.section, move.from.item)))
        }
        for insert in plan.inserts where !insert.isSection {
            arriving[insert.section, default: []].append((insert.item, nil))
        }
        var sections: [[T]] = []
        sections.reserveCapacity(newCounts.count)
        for (new, oldSection) in plan.newToOld.enumerated() {
            guard let oldSection else {
                // Inserted or reloaded: read from the data source.
                sections.append((0..<newCounts[new]).map { fetch(IndexPath(section: new, item: $0)) })
                continue
            }
            let leaving = gone[oldSection]
            let coming = arriving[new] ?? []
            if leaving == nil && coming.isEmpty {
                sections.append(old[oldSection])  // untouched section: shared storage, no copy
                continue
            }
            var slots = [T?](repeating: nil, count: newCounts[new])
            var taken = [Bool](repeating: false, count: newCounts[new])
            for (item, from) in coming {
                slots[item] = from.map { old[$0.section][$0.item] } ?? fetch(IndexPath(section: new, item: item))
                taken[item] = true
            }
            // The items that stay fill the free places in their old order (UIKit's counts check above
            // guarantees there are exactly as many places as staying items).
            var slot = 0
            for (index, element) in old[oldSection].enumerated() where leaving?[index] != true {
                while taken[slot] { slot += 1 }
                slots[slot] = element
                slot += 1
            }
            sections.append(slots.map { $0! })
        }
        return BatchResult(sections: sections, source: plan.newToOld)
    }
}

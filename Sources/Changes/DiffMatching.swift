#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The first pass of Decorum's diff: matches the sections of two data sets by ``Kind`` and their items
/// by identity (a Heckel-style pass with one hash table), flags content updates, and rejects duplicate
/// kinds or identities.
///
/// Everything is kept in flat arrays of `Int`, one entry per item, with `[section, item]` positions
/// packed into one integer (see ``DiffPacking``), so the pass allocates a fixed handful of arrays and
/// one dictionary whatever the input.
///
/// ```swift
/// let matching = try DiffMatching(old: old.sections, new: new.sections, identity: .value)
/// let plan = DiffPlan(matching)
/// ```
///
/// - Complexity: O(*n* + *s*) expected for *n* items and *s* sections in both data sets, with one
///   dictionary sized for the old items.
@usableFromInline
internal struct DiffMatching {
    /// For each old section, the index of the new section of the same kind, or -1 when it is deleted.
    @usableFromInline internal var oldSectionToNew: [Int]
    /// For each new section, the index of the old section of the same kind, or -1 when it is inserted.
    @usableFromInline internal var newSectionToOld: [Int]
    /// `oldStarts[s]` is the flat index of the first item of old section `s`; the last element is the total.
    @usableFromInline internal var oldStarts: [Int]
    /// `newStarts[t]` is the flat index of the first item of new section `t`; the last element is the total.
    @usableFromInline internal var newStarts: [Int]
    /// One bit per old item (flat index): set when the item is in `new` too, clear when it is deleted.
    @usableFromInline internal var oldMatched: [UInt64]
    /// For each new item (flat), its packed old position plus ``DiffPacking/updated`` when its content
    /// changed, or -1 when it is inserted.
    @usableFromInline internal var newToOld: [Int]
    /// Whether an item goes from a deleted section into a surviving one, or from a surviving section
    /// into an inserted one: UIKit cannot do either in the batch that deletes or inserts the section.
    @usableFromInline internal var crossesInsertedOrDeletedSection: Bool

    /// Matches `old` against `new`.
    ///
    /// Duplicates are checked in this order: kinds of `old`, identities in `old`, kinds of `new`,
    /// identities in `new`; the one thrown is the first in display order of the first data set that has
    /// any, exactly as `duplicates(identity:).first` reports it.
    ///
    /// - Parameters:
    ///   - old: The sections before.
    ///   - new: The sections after.
    ///   - identity: How items are identified and compared.
    /// - Throws: ``DuplicateError`` for a repeated kind or identity in either data set.
    /// - Complexity: O(*n* + *s*) expected.
    @inlinable
    internal init<Item, ID: Hashable>(
        old: [Section<Item>], new: [Section<Item>], identity: ItemIdentity<Item, ID>
    ) throws {
        // Sections of `old` by kind. New-only kinds are added later as `~t` to catch their duplicates.
        var kinds = [Kind: Int](minimumCapacity: old.count + new.count)
        for s in 0..<old.count {
            let kind = old[s].kind
            if let first = kinds.updateValue(s, forKey: kind) {
                throw DuplicateError(.kind(kind, first: first, duplicate: s))
            }
        }
        oldStarts = DiffPacking.starts(of: old)
        newStarts = DiffPacking.starts(of: new)
        let oldCount = oldStarts[old.count]
        let newCount = newStarts[new.count]

        // Items of `old` by identity, valued by their packed position.
        var table = [ID: Int](minimumCapacity: oldCount)
        for s in 0..<old.count {
            let items = old[s].items
            for i in 0..<items.count {
                if let first = table.updateValue(DiffPacking.pack(s, i), forKey: identity.id(items[i])) {
                    throw DuplicateError(
                        .item(
                            String(describing: items[i]), first: DiffPacking.path(first),
                            duplicate: DiffPacking.path(s, i)))
                }
            }
        }

        // Sections of `new`, matched by kind.
        var oldSectionToNew = [Int](repeating: -1, count: old.count)
        var newSectionToOld = [Int](repeating: -1, count: new.count)
        for t in 0..<new.count {
            let kind = new[t].kind
            let found = DiffPacking.findOrInsert(&kinds[kind, default: Int.min], ~t)
            if found == Int.min { continue }
            if found < 0 { throw DuplicateError(.kind(kind, first: ~found, duplicate: t)) }
            if oldSectionToNew[found] >= 0 {
                throw DuplicateError(.kind(kind, first: oldSectionToNew[found], duplicate: t))
            }
            oldSectionToNew[found] = t
            newSectionToOld[t] = found
        }

        // Items of `new`, matched by identity. A matched old item is flagged in place in the table, so a
        // second match is a duplicate; new-only identities are added as `~packed` for the same reason.
        var oldMatched = [UInt64](repeating: 0, count: (oldCount + 63) >> 6)
        var newToOld = [Int](repeating: -1, count: newCount)
        var crosses = false
        for t in 0..<new.count {
            let items = new[t].items
            let start = newStarts[t]
            let targetSurvives = newSectionToOld[t] >= 0
            for j in 0..<items.count {
                let packed = DiffPacking.pack(t, j)
                let found = DiffPacking.match(&table[identity.id(items[j]), default: Int.min], ~packed)
                if found == Int.min { continue }  // inserted
                if found < 0 || found & DiffPacking.matched != 0 {
                    let first = found < 0 ? DiffPacking.path(~found) : Self.firstPath(of: items[j], in: new, identity)
                    throw DuplicateError(
                        .item(String(describing: items[j]), first: first, duplicate: DiffPacking.path(t, j)))
                }
                let s = DiffPacking.section(found)
                let i = DiffPacking.item(found)
                let flat = oldStarts[s] &+ i
                oldMatched[flat >> 6] |= 1 << UInt64(flat & 63)
                let updated = !identity.isContentEqual(old[s].items[i], items[j])
                newToOld[start &+ j] = updated ? found | DiffPacking.updated : found
                if (oldSectionToNew[s] >= 0) != targetSurvives { crosses = true }
            }
        }
        self.oldSectionToNew = oldSectionToNew
        self.newSectionToOld = newSectionToOld
        self.oldMatched = oldMatched
        self.newToOld = newToOld
        self.crossesInsertedOrDeletedSection = crosses
    }

    /// Whether old item `flat` (flat index) is in `new` too.
    ///
    /// - Parameter flat: A flat index into the old items.
    /// - Returns: `false` when the item is deleted.
    /// - Complexity: O(1).
    @inlinable
    internal func isMatched(_ flat: Int) -> Bool { oldMatched[flat >> 6] & (1 << UInt64(flat & 63)) != 0 }

    /// The path of the first item of `data` with the identity of `item` (for duplicate errors only).
    @inlinable
    internal static func firstPath<Item, ID: Hashable>(
        of item: Item, in data: [Section<Item>], _ identity: ItemIdentity<Item, ID>
    ) -> IndexPath {
        let id = identity.id(item)
        for s in 0..<data.count {
            if let i = data[s].items.firstIndex(where: { identity.id($0) == id }) { return DiffPacking.path(s, i) }
        }
        return IndexPath()
    }
}

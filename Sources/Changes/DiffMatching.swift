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
    /// For each old item (flat), its packed new position, or -1 when it is deleted.
    @usableFromInline internal var oldToNew: [Int]
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
                        .item(String(describing: items[i]), first: DiffPacking.path(first),
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

        // Items of `new`, matched by identity. New-only identities are added as `~packed` to catch
        // their duplicates; a matched old item remembers its first new position for the same reason.
        var oldToNew = [Int](repeating: -1, count: oldCount)
        var newToOld = [Int](repeating: -1, count: newCount)
        var crosses = false
        for t in 0..<new.count {
            let items = new[t].items
            let start = newStarts[t]
            let targetSurvives = newSectionToOld[t] >= 0
            for j in 0..<items.count {
                let packed = DiffPacking.pack(t, j)
                let found = DiffPacking.findOrInsert(&table[identity.id(items[j]), default: Int.min], ~packed)
                if found == Int.min { continue }  // inserted
                if found < 0 {
                    throw DuplicateError(
                        .item(String(describing: items[j]), first: DiffPacking.path(~found),
                              duplicate: DiffPacking.path(t, j)))
                }
                let s = DiffPacking.section(found)
                let i = DiffPacking.item(found)
                let flat = oldStarts[s] &+ i
                let first = oldToNew[flat]
                if first >= 0 {
                    throw DuplicateError(
                        .item(String(describing: items[j]), first: DiffPacking.path(first),
                              duplicate: DiffPacking.path(t, j)))
                }
                oldToNew[flat] = packed
                let updated = !identity.isContentEqual(old[s].items[i], items[j])
                newToOld[start &+ j] = updated ? found | DiffPacking.updated : found
                if (oldSectionToNew[s] >= 0) != targetSurvives { crosses = true }
            }
        }
        self.oldSectionToNew = oldSectionToNew
        self.newSectionToOld = newSectionToOld
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.crossesInsertedOrDeletedSection = crosses
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The diff's first pass: sections matched by ``Kind``, items by identity (Heckel-style, one hash
/// table), content updates flagged, duplicate kinds or identities rejected.
@usableFromInline
package struct DiffMatching {
    @usableFromInline package var oldSectionToNew: [Int]
    @usableFromInline package var newSectionToOld: [Int]
    @usableFromInline package var oldStarts: [Int]
    @usableFromInline package var newStarts: [Int]
    @usableFromInline package var oldMatched: [UInt64]
    @usableFromInline package var newToOld: [Int]
    /// Whether an item goes from a deleted section into a surviving one, or from a surviving section
    /// into an inserted one: UIKit cannot do either in the batch that deletes or inserts the section.
    @usableFromInline package var crossesInsertedOrDeletedSection: Bool
    /// Per new section `t`, at `2t` and `2t + 1`: the items trimming matched in place at its start and end.
    @usableFromInline package var trims: [Int]
    @usableFromInline package var unchanged: [Bool]

    @inlinable
    package init<Item, ID: Hashable>(
        old: [Section<Item>], new: [Section<Item>], identity: ItemIdentity<Item, ID>, trimming: Bool = true,
        knownOld: ((ID) -> Bool)? = nil, unchanged: [Bool]? = nil
    ) throws {
        // Sections by kind. New-only kinds are added as `~t` to catch their duplicates.
        var kinds = [Kind: Int](minimumCapacity: old.count + new.count)
        for s in 0..<old.count where kinds.updateValue(s, forKey: old[s].kind) != nil {
            throw Self.firstDuplicate(old, new, identity)
        }
        var oldSectionToNew = [Int](repeating: -1, count: old.count)
        var newSectionToOld = [Int](repeating: -1, count: new.count)
        for t in 0..<new.count {
            let found = DiffPacking.findOrInsert(&kinds[new[t].kind, default: Int.min], ~t)
            if found == Int.min { continue }
            if found < 0 || oldSectionToNew[found] >= 0 { throw Self.firstDuplicate(old, new, identity) }
            oldSectionToNew[found] = t
            newSectionToOld[t] = found
        }
        let oldStarts = DiffPacking.starts(of: old)
        let newStarts = DiffPacking.starts(of: new)
        let oldCount = oldStarts[old.count]
        let newCount = newStarts[new.count]
        var oldMatched = [UInt64](repeating: 0, count: (oldCount + 63) >> 6)
        var newToOld = [Int](repeating: -1, count: newCount)
        // For each new section, how many items at its start and at its end were matched by trimming.
        var trims = [Int](repeating: 0, count: 2 * new.count)
        // How many items at the start and the end of old section `s` keep their identity in place in
        // new section `t`.
        func trimBounds(_ s: Int, _ t: Int) -> (low: Int, high: Int) {
            let items = old[s].items
            let newItems = new[t].items
            let shift = newItems.count - items.count
            var low = 0
            var high = items.count
            while low < high, low < newItems.count, identity.id(items[low]) == identity.id(newItems[low]) { low += 1 }
            while high > low, high &+ shift > low,
                identity.id(items[high - 1]) == identity.id(newItems[high &+ shift &- 1])
            {
                high -= 1
            }
            return (low, high)
        }
        // With a known-unique `old`, trim first, so the table holds only the untrimmed old items.
        var hashed = oldCount
        // Sections known to be unchanged (same kind at the same index, so they are paired; same
        // identities and contents in order): matched in place with no comparison.
        let skipped = trimming && unchanged?.count == new.count ? unchanged ?? [] : []
        func isSkipped(_ s: Int, _ t: Int) -> Bool { s == t && !skipped.isEmpty && skipped[t] }
        if trimming, knownOld != nil || !skipped.isEmpty {
            for s in 0..<old.count where oldSectionToNew[s] >= 0 {
                let t = oldSectionToNew[s]
                if isSkipped(s, t) {
                    trims[2 * t] = old[s].items.count
                    hashed -= old[s].items.count
                    continue
                }
                guard knownOld != nil else { continue }
                let (low, high) = trimBounds(s, t)
                trims[2 * t] = low
                trims[2 * t + 1] = old[s].items.count - high
                hashed -= low + old[s].items.count - high
            }
        }
        let table = DiffHashTable(count: hashed)
        defer { table.deallocate() }
        var duplicated = false

        // The section of old flat index `flat`, trying `hint` first.
        func section(of flat: Int, hint: Int) -> Int {
            if hint >= 0, oldStarts[hint] <= flat, flat < oldStarts[hint + 1] { return hint }
            var low = 0
            var high = old.count - 1
            while low < high {
                let middle = (low + high + 1) >> 1
                if oldStarts[middle] <= flat { low = middle } else { high = middle - 1 }
            }
            // The last section starting at or before `flat`: empty sections before it start there too.
            return low
        }
        // Whether the old item at `flat` has identity `id`.
        func oldItem(_ flat: Int, hint: Int, hasID id: ID) -> Int? {
            let s = section(of: flat, hint: hint)
            let i = flat &- oldStarts[s]
            return identity.id(old[s].items[i]) == id ? s : nil
        }
        // Hashes wait in batches, and each batch's slots are probed in a loop that calls nothing, so the
        // processor overlaps the cache misses of many probes instead of waiting for them one by one.
        let batch = 64
        let hashes = UnsafeMutablePointer<Int>.allocate(capacity: batch)
        let positions = UnsafeMutablePointer<Int>.allocate(capacity: batch)
        let slots = UnsafeMutablePointer<Int>.allocate(capacity: batch)
        let ids = UnsafeMutablePointer<ID>.allocate(capacity: batch)
        defer {
            hashes.deallocate()
            positions.deallocate()
            slots.deallocate()
            ids.deallocate()
        }
        var pending = 0
        // The identity of old item `flat`.
        func oldID(_ flat: Int) -> ID {
            let s = section(of: flat, hint: -1)
            return identity.id(old[s].items[flat &- oldStarts[s]])
        }
        // Adds the waiting old items (flat indices in `positions`); flags a duplicate identity.
        func flushInserts() {
            for k in 0..<pending {
                let hash = hashes[k]
                var slot = table.firstSlot(hash)
                while true {
                    let entry = table.slots[slot]
                    if entry == 0 { break }
                    if DiffHashTable.tagMatches(entry, hash), oldID(DiffHashTable.flat(entry)) == oldID(positions[k]) {
                        duplicated = true
                    }
                    slot = (slot &+ 1) & table.mask
                }
                table.slots[slot] = DiffHashTable.entry(hash, flat: positions[k])
            }
            pending = 0
        }
        // Queues old item `flat` with identity `id` for the table.
        func insert(_ id: ID, flat: Int) {
            hashes[pending] = DiffHashTable.hash(id)
            positions[pending] = flat
            pending += 1
            if pending == batch { flushInserts() }
        }
        // Matches old item `i` of section `s` with new item `j` of section `t`, found in place.
        // Matches old items `range` of section `s` with the new items `shift` further on in section `t`,
        // found in place by trimming: one bit range, one pass over the pairs, no per-item checks of the
        // tables' storage.
        // `equal`: the contents are known to be equal (an unchanged section), so they are not compared.
        func matchRun(_ s: Int, _ range: Range<Int>, _ t: Int, shift: Int, equal: Bool = false) {
            guard !range.isEmpty else { return }
            let first = oldStarts[s] &+ range.lowerBound
            let end = oldStarts[s] &+ range.upperBound
            oldMatched.withUnsafeMutableBufferPointer { bits in
                var flat = first
                while flat < end {
                    let word = flat >> 6
                    let low = flat & 63
                    let high = min(64, low &+ (end &- flat))
                    let mask: UInt64 = high == 64 ? ~0 << UInt64(low) : ((1 << UInt64(high)) &- 1) & (~0 << UInt64(low))
                    bits[word] |= mask
                    flat &+= high &- low
                }
            }
            let base = newStarts[t] &+ shift
            if equal {
                newToOld.withUnsafeMutableBufferPointer { table in
                    for i in range { table[base &+ i] = DiffPacking.pack(s, i) }
                }
                return
            }
            old[s].items.withUnsafeBufferPointer { oldItems in
                new[t].items.withUnsafeBufferPointer { newItems in
                    newToOld.withUnsafeMutableBufferPointer { table in
                        for i in range {
                            let packed = DiffPacking.pack(s, i)
                            table[base &+ i] =
                                identity.isContentEqual(oldItems[i], newItems[i &+ shift])
                                ? packed : packed | DiffPacking.updated
                        }
                    }
                }
            }
        }

        // Old items: trim each surviving section against its new one, then hash every identity.
        for s in 0..<old.count {
            let items = old[s].items
            let start = oldStarts[s]
            var low = 0
            var high = items.count
            let t = trimming ? oldSectionToNew[s] : -1
            if t >= 0 {
                // A skipped section is trimmed whole (see above) and not hashed.
                let skip = isSkipped(s, t)
                let newItems = new[t].items
                let shift = newItems.count - items.count
                if knownOld != nil || skip {
                    (low, high) = (trims[2 * t], items.count - trims[2 * t + 1])
                } else {
                    (low, high) = trimBounds(s, t)
                    trims[2 * t] = low
                    trims[2 * t + 1] = items.count - high
                }
                if knownOld == nil, !skip {
                    for i in 0..<low { insert(identity.id(items[i]), flat: start &+ i) }
                    for i in high..<items.count { insert(identity.id(items[i]), flat: start &+ i) }
                }
                matchRun(s, 0..<low, t, shift: 0, equal: skip)
                matchRun(s, high..<items.count, t, shift: shift)
            }
            for i in low..<high { insert(identity.id(items[i]), flat: start &+ i) }
        }
        flushInserts()
        if duplicated { throw Self.firstDuplicate(old, new, identity) }

        // New items between the trimmed ends, matched by identity. A second match of one old item, or
        // two new-only items with one identity, is a duplicate; new-only items are kept (with their
        // hash) to check the latter at the end. An item whose identity is that of the old item after its
        // predecessor's (or the one after that, in the same section) is matched there without hashing:
        // most items of an edit keep their neighbours. While the table fits in the processor's caches,
        // each lookup is done at once, so that the next item has a predecessor to follow.
        var crosses = false
        var fresh: [(hash: Int, packed: Int)] = []
        let lookupBatch = table.mask < 1 << 15 ? 1 : batch
        // The index, in its old section, of the old item matched to the previous new item; -1 if unknown.
        var follows = -1
        // Matches the waiting new items (packed new positions in `positions`, identities in `ids`).
        func flushLookups() {
            // First the slot where each probe stops: empty, or a tag match to confirm.
            for k in 0..<pending {
                let hash = hashes[k]
                var slot = table.firstSlot(hash)
                while true {
                    let entry = table.slots[slot]
                    if entry == 0 || DiffHashTable.tagMatches(entry, hash) { break }
                    slot = (slot &+ 1) & table.mask
                }
                slots[k] = slot
            }
            for k in 0..<pending {
                let id = (ids + k).move()
                let hash = hashes[k]
                let t = DiffPacking.section(positions[k])
                let j = DiffPacking.item(positions[k])
                let hint = newSectionToOld[t]
                var slot = slots[k]
                var found = -1
                var foundSection = -1
                while true {
                    let entry = table.slots[slot]
                    if entry == 0 { break }
                    if DiffHashTable.tagMatches(entry, hash) {
                        let flat = DiffHashTable.flat(entry)
                        if let s = oldItem(flat, hint: hint, hasID: id) {
                            found = flat
                            foundSection = s
                            break
                        }
                    }
                    slot = (slot &+ 1) & table.mask
                }
                follows = -1
                if found < 0 {
                    // Not among the hashed old items: new, unless it repeats a trimmed (unhashed) one.
                    if let knownOld, knownOld(id) {
                        duplicated = true
                    } else {
                        fresh.append((hash, positions[k]))
                    }
                    continue
                }
                if oldMatched[found >> 6] & (1 << UInt64(found & 63)) != 0 {
                    duplicated = true
                    continue
                }
                oldMatched[found >> 6] |= 1 << UInt64(found & 63)
                let s = foundSection
                let i = found &- oldStarts[s]
                let packed = DiffPacking.pack(s, i)
                newToOld[newStarts[t] &+ j] =
                    identity.isContentEqual(old[s].items[i], new[t].items[j]) ? packed : packed | DiffPacking.updated
                if (oldSectionToNew[s] >= 0) != (hint >= 0) { crosses = true }
                if s == hint { follows = i }
            }
            pending = 0
        }
        func isMatched(_ flat: Int) -> Bool { oldMatched[flat >> 6] & (1 << UInt64(flat & 63)) != 0 }
        // The index of the unmatched old item of section `s` with identity `id` among the two after `follows`.
        func following(_ s: Int, _ id: ID) -> Int? {
            let start = oldStarts[s]
            for i in (follows &+ 1)..<Swift.min(follows &+ 3, oldStarts[s &+ 1] &- start)
            where !isMatched(start &+ i) && identity.id(old[s].items[i]) == id {
                return i
            }
            return nil
        }
        for t in 0..<new.count {
            let items = new[t].items
            let s = newSectionToOld[t]
            follows = -1
            for j in trims[2 * t]..<(items.count - trims[2 * t + 1]) {
                let id = identity.id(items[j])
                if follows >= 0, let i = following(s, id) {
                    let flat = oldStarts[s] &+ i
                    oldMatched[flat >> 6] |= 1 << UInt64(flat & 63)
                    let packed = DiffPacking.pack(s, i)
                    let same = identity.isContentEqual(old[s].items[i], items[j])
                    newToOld[newStarts[t] &+ j] = same ? packed : packed | DiffPacking.updated
                    follows = i
                    continue
                }
                hashes[pending] = DiffHashTable.hash(id)
                positions[pending] = DiffPacking.pack(t, j)
                (ids + pending).initialize(to: id)
                pending += 1
                follows = -1
                if pending == lookupBatch { flushLookups() }
            }
        }
        flushLookups()
        if duplicated { throw Self.firstDuplicate(old, new, identity) }
        if fresh.count > 1, Self.repeats(fresh, in: new, identity) { throw Self.firstDuplicate(old, new, identity) }
        // A new-only item may repeat an item of a skipped section, whose identities are not in the table
        // (`knownOld` already answered for them).
        if knownOld == nil, !fresh.isEmpty, skipped.contains(true),
            Self.repeatsSkipped(fresh, in: new, skipped: skipped, identity)
        {
            throw Self.firstDuplicate(old, new, identity)
        }
        self.oldSectionToNew = oldSectionToNew
        self.newSectionToOld = newSectionToOld
        self.oldStarts = oldStarts
        self.newStarts = newStarts
        self.oldMatched = oldMatched
        self.newToOld = newToOld
        self.crossesInsertedOrDeletedSection = crosses
        self.trims = trims
        self.unchanged = skipped
    }

    /// Whether new section `t` was given as unchanged: every item matched in place, none updated.
    @inlinable
    package func isUnchanged(_ t: Int) -> Bool { !unchanged.isEmpty && unchanged[t] }

    /// Per section of `new`, whether `old` has the same kind and items (by `same`) at its index; `nil` when
    /// none does. The diff skips these: no matching, no plan, no batch.
    @inlinable
    @inline(__always)
    package static func unchangedSections<Item>(
        _ old: [Section<Item>], _ new: [Section<Item>], same: (Item, Item) -> Bool
    ) -> [Bool]? {
        var result: [Bool]?
        for t in 0..<Swift.min(old.count, new.count) where old[t].kind == new[t].kind {
            let isSame = old[t].items.withUnsafeBufferPointer { a in
                new[t].items.withUnsafeBufferPointer { b in
                    guard a.count == b.count else { return false }
                    for i in 0..<a.count where !same(a[i], b[i]) { return false }
                    return true
                }
            }
            guard isSame else { continue }
            if result == nil { result = Array(repeating: false, count: new.count) }
            result?[t] = true
        }
        return result
    }

    /// Whether new section `t` survives with exactly the identities of its old section, in the same
    /// order (every item matched in place by trimming; some may be updated).
    @inlinable
    package func keepsOrder(_ t: Int) -> Bool {
        let s = newSectionToOld[t]
        let count = newStarts[t + 1] - newStarts[t]
        return s >= 0 && trims[2 * t] + trims[2 * t + 1] == count && oldStarts[s + 1] - oldStarts[s] == count
    }

    /// Whether one of the new-only items `fresh` (hash and packed new position) has the identity of
    /// an item in a section of `new` that `skipped` flags.
    @inlinable
    package static func repeatsSkipped<Item, ID: Hashable>(
        _ fresh: [(hash: Int, packed: Int)], in new: [Section<Item>], skipped: [Bool],
        _ identity: ItemIdentity<Item, ID>
    ) -> Bool {
        func id(_ index: Int) -> ID {
            let packed = fresh[index].packed
            return identity.id(new[DiffPacking.section(packed)].items[DiffPacking.item(packed)])
        }
        if fresh.count <= 4 {
            let ids = fresh.indices.map(id)
            for t in skipped.indices where skipped[t] {
                for item in new[t].items where ids.contains(identity.id(item)) { return true }
            }
            return false
        }
        let table = DiffHashTable(count: fresh.count)
        defer { table.deallocate() }
        for index in 0..<fresh.count {
            var slot = table.firstSlot(fresh[index].hash)
            while table.slots[slot] != 0 { slot = (slot &+ 1) & table.mask }
            table.slots[slot] = DiffHashTable.entry(fresh[index].hash, flat: index)
        }
        for t in skipped.indices where skipped[t] {
            for item in new[t].items {
                let itemID = identity.id(item)
                let hash = DiffHashTable.hash(itemID)
                var slot = table.firstSlot(hash)
                while true {
                    let entry = table.slots[slot]
                    if entry == 0 { break }
                    if DiffHashTable.tagMatches(entry, hash), id(DiffHashTable.flat(entry)) == itemID { return true }
                    slot = (slot &+ 1) & table.mask
                }
            }
        }
        return false
    }

    /// Whether two of the new-only items `fresh` (hash and packed new position) share an identity.
    @inlinable
    package static func repeats<Item, ID: Hashable>(
        _ fresh: [(hash: Int, packed: Int)], in new: [Section<Item>], _ identity: ItemIdentity<Item, ID>
    ) -> Bool {
        let table = DiffHashTable(count: fresh.count)
        defer { table.deallocate() }
        func id(_ index: Int) -> ID {
            let packed = fresh[index].packed
            return identity.id(new[DiffPacking.section(packed)].items[DiffPacking.item(packed)])
        }
        for index in 0..<fresh.count {
            let hash = fresh[index].hash
            var slot = table.firstSlot(hash)
            var own: ID?
            while true {
                let entry = table.slots[slot]
                if entry == 0 { break }
                if DiffHashTable.tagMatches(entry, hash) {
                    if own == nil { own = id(index) }
                    if id(DiffHashTable.flat(entry)) == own { return true }
                }
                slot = (slot &+ 1) & table.mask
            }
            table.slots[slot] = DiffHashTable.entry(hash, flat: index)
        }
        return false
    }

    /// The error for the first duplicate of `old`, else of `new`, as `duplicates(identity:)` names it.
    /// Only called once a duplicate was found, so the diff's fast paths never build this report.
    @usableFromInline
    package static func firstDuplicate<Item, ID: Hashable>(
        _ old: [Section<Item>], _ new: [Section<Item>], _ identity: ItemIdentity<Item, ID>
    ) -> DuplicateError {
        if let first = SectionedData(old).duplicates(identity: identity).first { return DuplicateError(first) }
        if let first = SectionedData(new).duplicates(identity: identity).first { return DuplicateError(first) }
        // Only reachable with an identity whose hash disagrees with its equality.
        preconditionFailure("the diff found a duplicate that duplicates(identity:) does not report")
    }

    /// Whether old item `flat` (flat index) is in `new` too.
    @inlinable
    package func isMatched(_ flat: Int) -> Bool { oldMatched[flat >> 6] & (1 << UInt64(flat & 63)) != 0 }
}

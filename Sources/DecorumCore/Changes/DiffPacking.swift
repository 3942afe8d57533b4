#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Packs a `[section, item]` position into one non-negative `Int` (section in bits 32–60, item in bits
/// 0–31, bits 61 and 62 free for flags), so the diff's tables are plain arrays of `Int`.
@usableFromInline
package enum DiffPacking {
    /// The flag set on a packed old position whose item's content changed.
    @inlinable package static var updated: Int { 1 << 61 }

    /// The flag set, in the identity table, on a packed old position already matched by a new item.
    @inlinable package static var matched: Int { 1 << 62 }

    @inlinable
    package static func pack(_ section: Int, _ item: Int) -> Int { section &<< 32 | item }

    @inlinable
    package static func section(_ packed: Int) -> Int { (packed &>> 32) & 0x1FFF_FFFF }

    @inlinable
    package static func item(_ packed: Int) -> Int { packed & 0xFFFF_FFFF }

    @inlinable
    package static func path(_ packed: Int) -> IndexPath { path(section(packed), item(packed)) }

    /// The two-element index path `[section, item]`, built without an intermediate array.
    @inlinable
    package static func path(_ section: Int, _ item: Int) -> IndexPath {
        var path = IndexPath(index: section)
        path.append(item)
        return path
    }

    /// One identity-table slot read through `dictionary[key, default: .min]`, so each new item costs a
    /// single hash lookup.
    @inlinable
    package static func match(_ slot: inout Int, _ absent: Int) -> Int {
        let previous = slot
        if previous == Int.min {
            slot = absent
        } else if previous >= 0 {
            slot = previous | matched
        }
        return previous
    }

    /// Returns the value in `slot`, and stores `value` there when the slot was just created (holds
    /// `Int.min`). Used with `dictionary[key, default: .min]` for a single hash lookup per key.
    @inlinable
    package static func findOrInsert(_ slot: inout Int, _ value: Int) -> Int {
        let previous = slot
        if previous == Int.min { slot = value }
        return previous
    }

    /// The flat start of every section, plus the total at the end.
    @inlinable
    package static func starts<Item>(of sections: [Section<Item>]) -> [Int] {
        var starts = [Int](repeating: 0, count: sections.count + 1)
        var total = 0
        for s in 0..<sections.count {
            starts[s] = total
            total += sections[s].items.count
        }
        starts[sections.count] = total
        return starts
    }
}

/// The diff's identity table: open addressing with linear probing over one `UInt64` per slot, holding
/// the upper 32 bits of the identity's hash (a tag) and the flat old index plus one (0 is empty).
@usableFromInline
package struct DiffHashTable {
    @usableFromInline package let slots: UnsafeMutablePointer<UInt64>
    @usableFromInline package let mask: Int

    /// Allocates an empty table for up to `count` entries (at least two slots per entry); call
    /// ``deallocate()`` when done.
    @inlinable
    package init(count: Int) {
        var capacity = 16
        while capacity < 2 * count { capacity <<= 1 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    @inlinable
    package func deallocate() { slots.deallocate() }

    /// The hash of an identity (its `hashValue`, seeded per process like every `Set` and `Dictionary`).
    @inlinable
    package static func hash<ID: Hashable>(_ id: ID) -> Int { id.hashValue }

    @inlinable
    package func firstSlot(_ hash: Int) -> Int { hash & mask }

    /// The slot content for `flat` with `hash`: the hash's upper 32 bits, and `flat + 1` below them.
    @inlinable
    package static func entry(_ hash: Int, flat: Int) -> UInt64 {
        UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000 | UInt64(flat &+ 1)
    }

    /// Whether a slot's tag is that of `hash` (then the identities need comparing).
    @inlinable
    package static func tagMatches(_ entry: UInt64, _ hash: Int) -> Bool {
        (entry ^ UInt64(UInt(bitPattern: hash))) >> 32 == 0
    }

    /// The flat index in a non-empty slot value.
    @inlinable
    package static func flat(_ entry: UInt64) -> Int { Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1 }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Packs a `[section, item]` position into one non-negative `Int` (section in bits 32–60, item in bits
/// 0–31, bits 61 and 62 free for flags), so the diff's tables are plain arrays of `Int`.
///
/// ```swift
/// let packed = DiffPacking.pack(2, 7)
/// DiffPacking.section(packed) // 2
/// DiffPacking.item(packed)    // 7
/// ```
///
/// - Complexity: O(1) for every operation.
@usableFromInline
internal enum DiffPacking {
    /// The flag set on a packed old position whose item's content changed.
    @inlinable internal static var updated: Int { 1 << 61 }

    /// The flag set, in the identity table, on a packed old position already matched by a new item.
    @inlinable internal static var matched: Int { 1 << 62 }

    /// Packs `section` and `item`.
    ///
    /// - Parameters:
    ///   - section: A section index below 2²⁹.
    ///   - item: An item index below 2³².
    /// - Returns: The packed position.
    /// - Complexity: O(1).
    @inlinable
    internal static func pack(_ section: Int, _ item: Int) -> Int { section &<< 32 | item }

    /// The section of a packed position (flags ignored).
    ///
    /// - Parameter packed: A packed position, possibly flagged.
    /// - Returns: The section index.
    /// - Complexity: O(1).
    @inlinable
    internal static func section(_ packed: Int) -> Int { (packed &>> 32) & 0x1FFF_FFFF }

    /// The item of a packed position.
    ///
    /// - Parameter packed: A packed position, possibly flagged.
    /// - Returns: The item index.
    /// - Complexity: O(1).
    @inlinable
    internal static func item(_ packed: Int) -> Int { packed & 0xFFFF_FFFF }

    /// The index path of a packed position (flags ignored).
    ///
    /// - Parameter packed: A packed position.
    /// - Returns: `[section, item]`.
    /// - Complexity: O(1).
    @inlinable
    internal static func path(_ packed: Int) -> IndexPath { path(section(packed), item(packed)) }

    /// The two-element index path `[section, item]`, built without an intermediate array.
    ///
    /// - Parameters:
    ///   - section: The section index.
    ///   - item: The item index.
    /// - Returns: `[section, item]`.
    /// - Complexity: O(1).
    @inlinable
    internal static func path(_ section: Int, _ item: Int) -> IndexPath {
        var path = IndexPath(index: section)
        path.append(item)
        return path
    }

    /// Looks up one identity-table slot reached through `dictionary[key, default: .min]`, so each new
    /// item costs a single hash lookup: a fresh slot (`Int.min`) gets `absent`; an unmatched old
    /// position (non-negative, without ``matched``) gets flagged ``matched``.
    ///
    /// - Parameters:
    ///   - slot: The slot.
    ///   - absent: What to store when the key was absent (a negative marker of the new position).
    /// - Returns: The value before, `Int.min` when the key was absent.
    /// - Complexity: O(1).
    @inlinable
    internal static func match(_ slot: inout Int, _ absent: Int) -> Int {
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
    ///
    /// - Parameters:
    ///   - slot: A dictionary slot accessed through `subscript(_:default:)`.
    ///   - value: What to store when the key was absent.
    /// - Returns: The previous value, `Int.min` when the key was absent.
    /// - Complexity: O(1).
    @inlinable
    internal static func findOrInsert(_ slot: inout Int, _ value: Int) -> Int {
        let previous = slot
        if previous == Int.min { slot = value }
        return previous
    }

    /// The flat start of every section, plus the total at the end.
    ///
    /// - Parameter sections: The sections.
    /// - Returns: `sections.count + 1` prefix sums of the item counts.
    /// - Complexity: O(*s*).
    @inlinable
    internal static func starts<Item>(of sections: [Section<Item>]) -> [Int] {
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
///
/// A lookup reads one slot (rarely a few) and then the old item itself, to compare identities when the
/// tag matches; a `Dictionary<ID, Int>` reads its occupancy bitmap, the key and the value as well. With
/// at least two slots per entry, a slot takes 8 bytes per old item at most twice over, against 16 bytes
/// (key and value of an `Int` identity) per bucket in a dictionary. Identities are compared by the
/// caller, through the old items, so the table stores no identity.
///
/// ```swift
/// let table = DiffHashTable(count: 100)
/// defer { table.deallocate() }
/// let hash = DiffHashTable.hash("a")
/// table.slots[table.firstSlot(hash)] = DiffHashTable.entry(hash, flat: 0)
/// ```
///
/// - Complexity: O(1) expected per operation.
@usableFromInline
internal struct DiffHashTable {
    /// The slots: 0 when empty, else a tag and a flat index (see ``entry(_:flat:)``).
    @usableFromInline internal let slots: UnsafeMutablePointer<UInt64>
    /// The number of slots minus one (a power of two minus one).
    @usableFromInline internal let mask: Int

    /// Allocates an empty table for up to `count` entries (at least two slots per entry); call
    /// ``deallocate()`` when done.
    ///
    /// - Parameter count: The most entries it will hold.
    /// - Complexity: O(*count*).
    @inlinable
    internal init(count: Int) {
        var capacity = 16
        while capacity < 2 * count { capacity <<= 1 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// Frees the slots.
    ///
    /// - Complexity: O(1).
    @inlinable
    internal func deallocate() { slots.deallocate() }

    /// The hash of an identity (its `hashValue`, seeded per process like every `Set` and `Dictionary`).
    ///
    /// - Parameter id: An identity.
    /// - Returns: Its hash.
    /// - Complexity: The cost of hashing `id`.
    @inlinable
    internal static func hash<ID: Hashable>(_ id: ID) -> Int { id.hashValue }

    /// The slot where probing for `hash` starts.
    ///
    /// - Parameter hash: A hash from ``hash(_:)``.
    /// - Returns: A slot index.
    /// - Complexity: O(1).
    @inlinable
    internal func firstSlot(_ hash: Int) -> Int { hash & mask }

    /// The slot content for `flat` with `hash`: the hash's upper 32 bits, and `flat + 1` below them.
    ///
    /// - Parameters:
    ///   - hash: The entry's hash.
    ///   - flat: A flat index below 2³² − 1.
    /// - Returns: A non-zero slot value.
    /// - Complexity: O(1).
    @inlinable
    internal static func entry(_ hash: Int, flat: Int) -> UInt64 {
        UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000 | UInt64(flat &+ 1)
    }

    /// Whether a slot's tag is that of `hash` (then the identities need comparing).
    ///
    /// - Parameters:
    ///   - entry: A non-empty slot value.
    ///   - hash: The hash looked up.
    /// - Returns: `true` when the upper 32 bits agree.
    /// - Complexity: O(1).
    @inlinable
    internal static func tagMatches(_ entry: UInt64, _ hash: Int) -> Bool {
        (entry ^ UInt64(UInt(bitPattern: hash))) >> 32 == 0
    }

    /// The flat index in a non-empty slot value.
    ///
    /// - Parameter entry: A non-empty slot value.
    /// - Returns: The flat index stored.
    /// - Complexity: O(1).
    @inlinable
    internal static func flat(_ entry: UInt64) -> Int { Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1 }
}

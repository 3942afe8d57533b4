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

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// ``IdentityIndexing`` for a concrete identity type `ID`: one `[ID: Int]` of the incoming items, and
/// one pass over the rows with no boxing, no dynamic cast and no allocation per row. `Int` identities
/// (the most common) use a dictionary the compiler specialises.
final class TypedIdentityIndexing<Item, ID: Hashable>: IdentityIndexing<Item> {
    /// Returns the identity of an item.
    let id: (Item) -> ID

    /// Creates the indexing of the identity `id`.
    init(id: @escaping (Item) -> ID) {
        self.id = id
    }

    override func anyID(_ item: Item) -> AnyHashable {
        let id = id(item)
        // `AnyHashable(_:)` first asks, by a dynamic cast, whether the value has a custom
        // representation; an `Int` has one (its integer box), so build exactly that without the cast.
        if ID.self == Int.self, let boxed = unsafeBitCast(id, to: Int.self)._toCustomAnyHashable() { return boxed }
        return AnyHashable(id)
    }

    override func matchRows(
        of items: [Item], in data: SectionedData<Item>, _ body: (_ section: Int, _ item: Int, _ offset: Int) -> Void
    ) -> [Int] {
        let id = self.id
        if ID.self == Int.self {
            return Self.match(items, in: data, body) { unsafeBitCast(id($0), to: Int.self) }
        }
        return Self.match(items, in: data, body, key: id)
    }

    /// ``matchRows(of:in:_:)`` with identities read by `key`.
    private static func match<Key: Hashable>(
        _ items: [Item], in data: SectionedData<Item>, _ body: (_ section: Int, _ item: Int, _ offset: Int) -> Void,
        key: (Item) -> Key
    ) -> [Int] {
        var firstOffsets: [Key: Int] = [:]
        firstOffsets.reserveCapacity(items.count)
        var offsets: [Int] = []
        offsets.reserveCapacity(items.count)
        items.withUnsafeBufferPointer { items in
            for offset in items.indices {
                let id = key(items[offset])
                if let first = firstOffsets[id] {
                    offsets.append(first)
                } else {
                    firstOffsets[id] = offset
                    offsets.append(offset)
                }
            }
        }
        guard !firstOffsets.isEmpty else { return offsets }
        let sections = data.sections
        for section in sections.indices {
            sections[section].items.withUnsafeBufferPointer { rows in
                for row in rows.indices {
                    if let offset = firstOffsets[key(rows[row])] { body(section, row, offset) }
                }
            }
        }
        return offsets
    }

    /// ``matchRows(of:in:_:)`` for `Int` identities: the same code with a concrete dictionary type,
    /// which the compiler specialises although `Item` stays generic. Kept on purpose: routing `Int`
    /// ids through the generic version measured 10-13 ms instead of 7.4-8.5 ms for removing or
    /// upserting 10,000 of 100,000 rows (`decorum-bench handler`, release).
    private static func match(
        _ items: [Item], in data: SectionedData<Item>, _ body: (_ section: Int, _ item: Int, _ offset: Int) -> Void,
        key: (Item) -> Int
    ) -> [Int] {
        var firstOffsets: [Int: Int] = [:]
        firstOffsets.reserveCapacity(items.count)
        var offsets: [Int] = []
        offsets.reserveCapacity(items.count)
        items.withUnsafeBufferPointer { items in
            for offset in items.indices {
                let id = key(items[offset])
                if let first = firstOffsets[id] {
                    offsets.append(first)
                } else {
                    firstOffsets[id] = offset
                    offsets.append(offset)
                }
            }
        }
        guard !firstOffsets.isEmpty else { return offsets }
        let sections = data.sections
        for section in sections.indices {
            sections[section].items.withUnsafeBufferPointer { rows in
                for row in rows.indices {
                    if let offset = firstOffsets[key(rows[row])] { body(section, row, offset) }
                }
            }
        }
        return offsets
    }
}

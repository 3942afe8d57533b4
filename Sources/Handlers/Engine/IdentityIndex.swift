#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// A hand-written witness table: the closures are built once per handler, in the inlinable
// `init(_: Decorator.Type)`, where the decorator is concrete, so each is specialised for its `Data` and
// `ID`. The engine stays generic over `Item` alone (no `Decorator` or `ID` parameter to thread through
// every file) and reads identities without `AnyHashable`, existentials or per-row type-metadata lookups.
/// The identities of a handler's rows, typed by its decorator: uniqueness is an invariant of the data,
/// so an append checks *k* identities, not *n* rows. Not isolated to the main actor (its owner is): a
/// closure formed on the main actor checks its actor each time it runs, once per row in a diff.
@usableFromInline
package final class IdentityIndex<Item> {
    let firstConflict: ([Item], SectionedData<Item>) -> (offset: Int, earlier: Int?)?
    let insert: ([Item]) -> Void
    let remove: ([Item]) -> Void
    let invalidate: () -> Void
    /// One pass over the rows of `data`, nothing allocated per row: the rows matching an item of `items`,
    /// and for each item the first item with the same identity.
    let match: ([Item], SectionedData<Item>) -> IdentityMatches
    let path: (Item, SectionedData<Item>) -> IndexPath?
    let diff: (SectionedData<Item>, SectionedData<Item>) throws -> StagedChangeset<Item>
    /// The same diff for any thread (it touches no state; the set must then be rebuilt).
    let concurrentDiff: ConcurrentDiff<Item>
    let firstDuplicate: (SectionedData<Item>) -> Duplicate?
    let adopt: (SectionedData<Item>) -> Duplicate?
    let resolving: (SectionedData<Item>, DuplicatePolicy) -> SectionedData<Item>
    let isContentEqual: (Item, Item) -> Bool
    let isConsistent: (SectionedData<Item>) -> Bool
    /// Specialised for the item type: generic code pays several type-metadata lookups per `Array.append`,
    /// which otherwise dominate a queued single-row append.
    let appendRows: (inout SectionedData<Item>, Int, [Item]) -> Void
    let rowChanges: RowChanges<Item>
    let token: (Item) -> UInt32
    let describe: (Item) -> String

    @inlinable
    package convenience init<Decorator: CellDecorator>(_ decorator: Decorator.Type) where Decorator.Data == Item {
        let store = IdentitySet<Decorator.ID>()
        func build(_ data: SectionedData<Item>) {
            guard store.ids == nil else { return }
            var ids = Set<Decorator.ID>(minimumCapacity: data.itemCount)
            for section in data.sections {
                for item in section.items { ids.insert(Decorator.id(of: item)) }
            }
            store.ids = ids
        }
        let identity = ItemIdentity<Item, Decorator.ID>(
            id: { Decorator.id(of: $0) }, isContentEqual: { Decorator.isContentEqual($0, $1) })
        self.init(
            firstConflict: { items, data in
                build(data)
                if items.count == 1 {  // no table for one item
                    return store.ids?.contains(Decorator.id(of: items[0])) == true ? (0, nil) : nil
                }
                var incoming = [Decorator.ID: Int](minimumCapacity: items.count)
                for offset in items.indices {
                    let id = Decorator.id(of: items[offset])
                    if store.ids?.contains(id) == true { return (offset, nil) }
                    if let earlier = incoming.updateValue(offset, forKey: id) { return (offset, earlier) }
                }
                return nil
            },
            insert: { items in
                guard store.ids != nil else { return }
                for item in items { store.ids?.insert(Decorator.id(of: item)) }
            },
            remove: { items in
                guard store.ids != nil else { return }
                for item in items { store.ids?.remove(Decorator.id(of: item)) }
            },
            invalidate: { store.ids = nil },
            match: { items, data in
                // The incoming identities in an open-addressing table (a hash tag and an offset per
                // slot, as the diff's), probed once per row: cheaper than a `Dictionary` lookup, and
                // the table of *k* items stays in cache while the *n* rows stream past.
                var matches = IdentityMatches()
                matches.firstOffsets.reserveCapacity(items.count)
                let table = DiffHashTable(count: items.count)
                defer { table.deallocate() }
                // The slot holding `id` (hashed `hash`), or the empty slot where it would go.
                func slot(of id: Decorator.ID, hash: Int) -> (slot: Int, offset: Int?) {
                    var slot = table.firstSlot(hash)
                    while true {
                        let entry = table.slots[slot]
                        if entry == 0 { return (slot, nil) }
                        if DiffHashTable.tagMatches(entry, hash) {
                            let offset = DiffHashTable.flat(entry)
                            if Decorator.id(of: items[offset]) == id { return (slot, offset) }
                        }
                        slot = (slot &+ 1) & table.mask
                    }
                }
                var distinct = 0
                for offset in items.indices {
                    let id = Decorator.id(of: items[offset])
                    let hash = DiffHashTable.hash(id)
                    let found = slot(of: id, hash: hash)
                    if let earlier = found.offset {
                        matches.firstOffsets.append(earlier)
                    } else {
                        table.slots[found.slot] = DiffHashTable.entry(hash, flat: offset)
                        matches.firstOffsets.append(offset)
                        distinct += 1
                    }
                }
                guard distinct > 0 else { return matches }
                matches.rows.reserveCapacity(distinct)
                for section in data.sections.indices {
                    data.sections[section].items.withUnsafeBufferPointer { rows in
                        for row in rows.indices {
                            let id = Decorator.id(of: rows[row])
                            if let offset = slot(of: id, hash: DiffHashTable.hash(id)).offset {
                                matches.rows.append(IdentityMatches.Row(section: section, item: row, offset: offset))
                            }
                        }
                    }
                }
                return matches
            },
            path: { item, data in
                let id = Decorator.id(of: item)
                for (section, content) in data.sections.enumerated() {
                    if let row = content.items.firstIndex(where: { Decorator.id(of: $0) == id }) {
                        return IndexPath(indexes: [section, row])
                    }
                }
                return nil
            },
            diff: { old, new in
                let plain = ItemIdentity<Item, Decorator.ID>(
                    id: { Decorator.id(of: $0) }, isContentEqual: { Decorator.isContentEqual($0, $1) })
                // Sections that keep their kind, identities and contents at the same index are skipped
                // before diffing (one direct comparison per row, the decorator's code inlined here);
                // when every section is unchanged there is nothing to diff at all.
                let same = { (a: Item, b: Item) in
                    Decorator.id(of: a) == Decorator.id(of: b) && Decorator.isContentEqual(a, b)
                }
                // Without a built identity set, the plain diff (building the set would cost more).
                guard store.ids != nil else {
                    return try StagedChangeset(skipping: old, new, identity: plain, same: same)
                }
                // The handler's data is unique and its identity set known: unchanged runs are compared,
                // not hashed. The set then follows a small diff (rows that leave, rows that come) and is
                // dropped after a large one, where updating it would cost more than rebuilding it later.
                return try StagedChangeset(
                    skipping: old, new, identity: plain, same: same, knownOld: { store.ids?.contains($0) ?? false },
                    matched: { matching in
                        let oldCount = matching.oldStarts[matching.oldStarts.count - 1]
                        let newCount = matching.newStarts[matching.newStarts.count - 1]
                        var kept = 0
                        for word in matching.oldMatched { kept += word.nonzeroBitCount }
                        guard (oldCount - kept) + (newCount - kept) <= max(64, oldCount / 16) else {
                            store.ids = nil
                            return
                        }
                        if kept < oldCount {
                            var s = 0  // flat indices come in order: the section only moves forward
                            for (w, word) in matching.oldMatched.enumerated() where word != .max {
                                var missing = ~word
                                while missing != 0 {
                                    let flat = w << 6 | missing.trailingZeroBitCount
                                    missing &= missing - 1
                                    guard flat < oldCount else { break }
                                    while matching.oldStarts[s + 1] <= flat { s += 1 }
                                    store.ids?.remove(
                                        Decorator.id(of: old.sections[s].items[flat - matching.oldStarts[s]]))
                                }
                            }
                        }
                        if kept < newCount {
                            var t = 0
                            for flat in matching.newToOld.indices where matching.newToOld[flat] < 0 {
                                while matching.newStarts[t + 1] <= flat { t += 1 }
                                store.ids?.insert(Decorator.id(of: new.sections[t].items[flat - matching.newStarts[t]]))
                            }
                        }
                    })
            },
            concurrentDiff: ConcurrentDiff(decorator),
            firstDuplicate: { $0.duplicates(identity: identity).first },
            adopt: { data in
                var kinds = Set<Kind>(minimumCapacity: data.numberOfSections)
                let kindsAreUnique = data.sections.allSatisfy { kinds.insert($0.kind).inserted }
                store.ids = nil
                build(data)
                if kindsAreUnique, store.ids?.count == data.itemCount { return nil }
                store.ids = nil
                return data.duplicates(identity: identity).first
            },
            resolving: { data, policy in
                (try? data.resolvingDuplicates(policy, identity: identity)) ?? data
            },
            isContentEqual: { Decorator.isContentEqual($0, $1) },
            isConsistent: { data in
                var ids = Set<Decorator.ID>(minimumCapacity: data.itemCount)
                for section in data.sections {
                    for item in section.items where !ids.insert(Decorator.id(of: item)).inserted { return false }
                }
                return store.ids.map { $0 == ids } ?? true
            },
            appendRows: { data, section, items in data.withItems(inSection: section) { $0.appendMakingRoom(items) } },
            rowChanges: { $0.withRowChanges(deletes: $1, runs: $2, updates: $3, minimumRun: 4) },
            token: { UInt32(truncatingIfNeeded: Decorator.id(of: $0).hashValue) },
            describe: { String(describing: Decorator.id(of: $0)) })
    }

    @usableFromInline
    init(
        firstConflict: @escaping ([Item], SectionedData<Item>) -> (offset: Int, earlier: Int?)?,
        insert: @escaping ([Item]) -> Void, remove: @escaping ([Item]) -> Void, invalidate: @escaping () -> Void,
        match: @escaping ([Item], SectionedData<Item>) -> IdentityMatches,
        path: @escaping (Item, SectionedData<Item>) -> IndexPath?,
        diff: @escaping (SectionedData<Item>, SectionedData<Item>) throws -> StagedChangeset<Item>,
        concurrentDiff: ConcurrentDiff<Item>,
        firstDuplicate: @escaping (SectionedData<Item>) -> Duplicate?,
        adopt: @escaping (SectionedData<Item>) -> Duplicate?,
        resolving: @escaping (SectionedData<Item>, DuplicatePolicy) -> SectionedData<Item>,
        isContentEqual: @escaping (Item, Item) -> Bool, isConsistent: @escaping (SectionedData<Item>) -> Bool,
        appendRows: @escaping (inout SectionedData<Item>, Int, [Item]) -> Void,
        rowChanges: @escaping RowChanges<Item>, token: @escaping (Item) -> UInt32,
        describe: @escaping (Item) -> String
    ) {
        self.firstConflict = firstConflict
        self.insert = insert
        self.remove = remove
        self.invalidate = invalidate
        self.match = match
        self.path = path
        self.diff = diff
        self.concurrentDiff = concurrentDiff
        self.firstDuplicate = firstDuplicate
        self.adopt = adopt
        self.resolving = resolving
        self.isContentEqual = isContentEqual
        self.isConsistent = isConsistent
        self.appendRows = appendRows
        self.rowChanges = rowChanges
        self.token = token
        self.describe = describe
    }
}

/// The identity set of an ``IdentityIndex``, shared by its closures; `nil` until built.
@usableFromInline
final class IdentitySet<ID: Hashable> {
    @usableFromInline var ids: Set<ID>?

    @usableFromInline init() {}
}

/// The diff of an ``IdentityIndex``, handed to a task off the main actor by an `async` apply.
@usableFromInline
struct ConcurrentDiff<Item>: @unchecked Sendable {
    /// The decorator's diff, its closures made outside the main actor: they run off it, and a closure
    /// formed in a main-actor initialiser would check its actor (and trap) when called there.
    @usableFromInline
    nonisolated init<Decorator: CellDecorator>(_ decorator: Decorator.Type) where Decorator.Data == Item {
        self.init { old, new in
            try StagedChangeset(
                from: old, to: new,
                identity: ItemIdentity(
                    id: { Decorator.id(of: $0) }, isContentEqual: { Decorator.isContentEqual($0, $1) }))
        }
    }

    let run: (SectionedData<Item>, SectionedData<Item>) throws -> StagedChangeset<Item>

    @usableFromInline
    init(_ run: @escaping (SectionedData<Item>, SectionedData<Item>) throws -> StagedChangeset<Item>) {
        self.run = run
    }
}

@usableFromInline
struct IdentityMatches {
    /// A row of the data with the identity of an incoming item.
    @usableFromInline
    struct Row {
        @usableFromInline var section: Int
        @usableFromInline var item: Int
        @usableFromInline var offset: Int

        @usableFromInline
        init(section: Int, item: Int, offset: Int) {
            self.section = section
            self.item = item
            self.offset = offset
        }
    }

    @usableFromInline var rows: [Row] = []
    @usableFromInline var firstOffsets: [Int] = []

    @usableFromInline
    init() {}
}

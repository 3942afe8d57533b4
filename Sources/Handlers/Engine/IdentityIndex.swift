#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The identities of a handler's rows, typed by its decorator: the set that makes uniqueness an
/// invariant of the data (an append checks *k* identities, not *n* rows), the one-pass row lookup of
/// removals and upserts, and the diff of `apply`.
///
/// Every operation is a closure made by ``init(_:)``, which is inlinable: it is compiled where the
/// handler is created, with the decorator's concrete `ID`, so each lookup hashes the real identity
/// type (an `Int`, a `String`, a UUID) with no boxing, no dynamic cast and no unspecialised generic
/// code, while the engine that calls these closures stays non-generic over `ID`.
///
/// The identity set is built lazily (O(*n*), once) and kept up to date by edits in O(*k*); an `apply`
/// or a reload drops it, so the diff pays for no set it does not need.
@MainActor
@usableFromInline
package final class IdentityIndex<Item> {
    /// The first of `items` whose identity repeats an earlier one of `items` or a row of the data, as
    /// `(offset, earlier offset or nil for a row)`; `nil` when all are new. Builds the set if needed.
    let firstConflict: ([Item], SectionedData<Item>) -> (offset: Int, earlier: Int?)?
    /// Adds the identities of `items` (new rows) to the set, when it is built.
    let insert: ([Item]) -> Void
    /// Removes the identities of `items` (removed rows) from the set, when it is built.
    let remove: ([Item]) -> Void
    /// Forgets the set; the next check rebuilds it from the data.
    let invalidate: () -> Void
    /// One pass over the rows of `data`, nothing allocated per row: the rows whose identity is that
    /// of an item of `items`, in row order, each with the offset of the first such item; and, for each
    /// offset of `items`, the first offset with the same identity.
    let match: ([Item], SectionedData<Item>) -> IdentityMatches
    /// The path of the first row of `data` with the identity of `item` (for messages), or `nil`.
    let path: (Item, SectionedData<Item>) -> IndexPath?
    /// The diff from one data set to another (``StagedChangeset/updated`` included).
    /// On the main actor, from the handler's data: it keeps the identity set up to date.
    let diff: (SectionedData<Item>, SectionedData<Item>) throws -> StagedChangeset<Item>
    /// The same diff for any thread (it touches no state; the set must then be rebuilt).
    let concurrentDiff: ConcurrentDiff<Item>
    /// The first duplicate kind or identity of `data`, in display order, or `nil` when it is unique.
    let firstDuplicate: (SectionedData<Item>) -> Duplicate?
    /// Like ``firstDuplicate``, for the data a handler starts with: when it is unique, its identity
    /// set is kept (built by the same pass), so the first edits and applies need not build it.
    let adopt: (SectionedData<Item>) -> Duplicate?
    /// `data` with its duplicates resolved under a policy other than `.reject`.
    let resolving: (SectionedData<Item>, DuplicatePolicy) -> SectionedData<Item>
    /// Whether two items of the same identity show the same content.
    let isContentEqual: (Item, Item) -> Bool
    /// Whether `data` repeats no identity and the set, when built, holds exactly its identities (for
    /// invariant checks; O(*n*)).
    let isConsistent: (SectionedData<Item>) -> Bool
    /// Appends `items` to the rows of section `section` of `data`, specialised for the item type (the
    /// engine's generic code pays several type-metadata lookups per `Array.append`; a queued
    /// single-row append is otherwise dominated by them).
    let appendRows: (inout SectionedData<Item>, Int, [Item]) -> Void
    /// Applies one section's row changes (``EditBuilder``'s mutation), specialised for the item type:
    /// removals and upserts of many rows compact and copy them without value-witness calls per row.
    let rowChanges: RowChanges<Item>

    /// The index of `Decorator`'s identity.
    ///
    /// - Parameter decorator: The decorator whose ``CellDecorator/id(of:)`` and
    ///   ``CellDecorator/isContentEqual(_:_:)`` identify and compare the items.
    /// - Complexity: O(1).
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
            concurrentDiff: ConcurrentDiff { old, new in
                try StagedChangeset(
                    from: old, to: new,
                    identity: ItemIdentity(
                        id: { Decorator.id(of: $0) }, isContentEqual: { Decorator.isContentEqual($0, $1) }))
            },
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
            appendRows: { data, section, items in data.sections[section].items.appendMakingRoom(items) },
            rowChanges: { $0.withRowChanges(deletes: $1, runs: $2, updates: $3, minimumRun: 4) })
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
        rowChanges: @escaping RowChanges<Item>
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
    }
}

/// The identity set of an ``IdentityIndex``, shared by its closures; `nil` until built.
@usableFromInline
final class IdentitySet<ID: Hashable> {
    @usableFromInline var ids: Set<ID>?

    @usableFromInline init() {}
}

/// The diff of an ``IdentityIndex``, handed to a task off the main actor by an `async` apply.
///
/// The closure captures nothing but the decorator's type and calls only its `nonisolated` requirements
/// (``CellDecorator/id(of:)`` and ``CellDecorator/isContentEqual(_:_:)``), which the protocol declares
/// callable from any thread; the compiler cannot see that through a generic decorator whose protocol
/// is `@MainActor`, hence the unchecked conformance.
@usableFromInline
struct ConcurrentDiff<Item>: @unchecked Sendable {
    let run: (SectionedData<Item>, SectionedData<Item>) throws -> StagedChangeset<Item>

    @usableFromInline
    init(_ run: @escaping (SectionedData<Item>, SectionedData<Item>) throws -> StagedChangeset<Item>) {
        self.run = run
    }
}

/// What ``IdentityIndex/match`` found.
@usableFromInline
struct IdentityMatches {
    /// A row of the data with the identity of an incoming item.
    @usableFromInline
    struct Row {
        @usableFromInline var section: Int
        @usableFromInline var item: Int
        /// The offset of the first incoming item with that identity.
        @usableFromInline var offset: Int

        @usableFromInline
        init(section: Int, item: Int, offset: Int) {
            self.section = section
            self.item = item
            self.offset = offset
        }
    }

    /// The matching rows, in row order.
    @usableFromInline var rows: [Row] = []
    /// For each incoming offset, the first offset with the same identity.
    @usableFromInline var firstOffsets: [Int] = []

    @usableFromInline
    init() {}
}

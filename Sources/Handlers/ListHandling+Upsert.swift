#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandling where Decorator.Data: Updatable {
    /// Updates the rows that match `items` in place and appends the others, all in one batch.
    ///
    /// A row matches an incoming item with the same identity (`id` for `Identifiable` items, else the
    /// value, i.e. `==`). A matched row takes the incoming content through
    /// ``Updatable/update(from:)``; when that changes it, the row is reconfigured in place after the
    /// batch (or reloaded in the old index space when ``ListEngine/reconfiguresUpdatedItems`` is
    /// `false`). Unmatched items are appended, in the new index space, to the section of kind `kind`
    /// (created at the end when missing) or, with no kind, to the last section.
    ///
    /// Items repeating an identity within `items` follow ``duplicatePolicy``: `.reject` throws and
    /// changes nothing, `.keepFirst` keeps the first copy, `.keepLast` the last.
    ///
    /// ```swift
    /// try handler.upsert([updatedAda, newcomer])
    /// ```
    ///
    /// - Parameters:
    ///   - items: New and updated items.
    ///   - kind: Where new items go; `nil` for the last section.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``DuplicateError`` when `items` repeats an identity under ``DuplicatePolicy/reject``;
    ///   the data is then untouched.
    /// - Complexity: O(*n* + *s* + *k*) expected for `Identifiable` or `Hashable` items; O(*n* · *k* +
    ///   *k*²) for items that are only `Equatable`.
    public func upsert(_ items: [Decorator.Data], toSection kind: Kind? = nil, animated: Bool = true) throws {
        guard !items.isEmpty else { return }
        let data = engine.data
        let identity = engine.identity
        let unique = try deduplicated(items, identity: identity)

        // Match every incoming item with an existing row, or mark it new.
        var updates: [Int: [(item: Int, value: Decorator.Data)]] = [:]
        var fresh: [Decorator.Data] = []
        if let identity {
            let paths = engine.indexPaths(of: Set(unique.map(identity.id)), identity: identity)
            for item in unique {
                if let path = paths[identity.id(item)] {
                    updates[path[0], default: []].append((path[1], item))
                } else {
                    fresh.append(item)
                }
            }
        } else {
            for item in unique {
                if let path = data.indexPaths.first(where: { data[$0] == item }) {
                    updates[path[0], default: []].append((path[1], item))
                } else {
                    fresh.append(item)
                }
            }
        }

        var plan = EditPlan(data)
        for (section, changes) in updates.sorted(by: { $0.key < $1.key }) {
            var changed: [(item: Int, value: Decorator.Data)] = []
            for change in changes {
                var row = data[section].items[change.item]
                let before = row
                row.update(from: change.value)
                if row != before { changed.append((change.item, row)) }
            }
            guard !changed.isEmpty else { continue }
            plan.modify(section) { rows in
                for change in changed { rows[change.item] = .init(source: .updated(change.item), item: change.value) }
            }
        }
        if !fresh.isEmpty {
            let target: Int
            if let kind, let existing = data.firstIndex(of: kind) {
                target = existing
            } else if let kind {
                plan.sections.append(.init(kind: kind, oldIndex: nil, entries: []))
                target = plan.sections.count - 1
            } else if plan.sections.isEmpty {
                plan.sections.append(.init(kind: .default, oldIndex: nil, entries: []))
                target = 0
            } else {
                target = plan.sections.count - 1
            }
            plan.modify(target) { rows in rows.append(contentsOf: fresh.map { .init(source: .inserted, item: $0) }) }
        }
        engine.commit(plan, animated: animated)
    }

    /// `items` without repeated identities, following ``duplicatePolicy``.
    private func deduplicated(
        _ items: [Decorator.Data], identity: ItemIdentity<Decorator.Data, AnyHashable>?
    ) throws -> [Decorator.Data] {
        let key: (Decorator.Data) -> Int
        var firstOffset: [Int] = []
        if let identity {
            var offsets: [AnyHashable: Int] = [:]
            for (offset, item) in items.enumerated() where offsets[identity.id(item)] == nil {
                offsets[identity.id(item)] = offset
            }
            key = { offsets[identity.id($0)]! }
        } else {
            key = { item in items.firstIndex(of: item)! }
        }
        firstOffset = items.map(key)
        let policy = engine.duplicatePolicy
        if policy == .reject {
            if let offset = firstOffset.indices.first(where: { firstOffset[$0] != $0 }) {
                throw DuplicateError(
                    .item(
                        String(describing: items[offset]), first: IndexPath(section: 0, item: firstOffset[offset]),
                        duplicate: IndexPath(section: 0, item: offset)))
            }
            return items
        }
        var lastOffset: [Int: Int] = [:]
        for (offset, first) in firstOffset.enumerated() { lastOffset[first] = offset }
        return items.indices.compactMap { offset -> Decorator.Data? in
            let first = firstOffset[offset]
            switch policy {
            case .keepFirst: return first == offset ? items[offset] : nil
            default: return first == offset ? items[lastOffset[first]!] : nil
            }
        }
    }
}

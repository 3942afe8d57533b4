#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListEngine {
    /// Applies ``duplicatePolicy`` to items about to be added: which of them to add, and which existing
    /// rows to drop (``DuplicatePolicy/keepLast``: the incoming item wins).
    ///
    /// - Parameters:
    ///   - items: The incoming items, in order.
    ///   - path: Where the incoming item at an offset would go, for error messages.
    /// - Returns: The items to add and the old paths of existing rows to remove.
    /// - Throws: ``DuplicateError`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *k*) expected; O(*k*) when items have no identity (nothing to check).
    func resolveIncoming(_ items: [Item], path: (Int) -> IndexPath) throws -> (items: [Item], dropping: [IndexPath]) {
        guard let identity, !items.isEmpty else { return (items, []) }
        let existing = indexPaths(of: Set(items.map(identity.id)), identity: identity)
        switch duplicatePolicy {
        case .reject:
            var seen: [AnyHashable: Int] = [:]
            for (offset, item) in items.enumerated() {
                let id = identity.id(item)
                if let first = existing[id] {
                    throw DuplicateError(.item(String(describing: item), first: first, duplicate: path(offset)))
                }
                if let first = seen[id] {
                    throw DuplicateError(.item(String(describing: item), first: path(first), duplicate: path(offset)))
                }
                seen[id] = offset
            }
            return (items, [])
        case .keepFirst:
            var seen = Set<AnyHashable>()
            return (items.filter { existing[identity.id($0)] == nil && seen.insert(identity.id($0)).inserted }, [])
        case .keepLast:
            var last: [AnyHashable: Int] = [:]
            for (offset, item) in items.enumerated() { last[identity.id(item)] = offset }
            let kept = items.enumerated().filter { last[identity.id($0.element)] == $0.offset }.map(\.element)
            let dropping = last.keys.compactMap { existing[$0] }
            return (kept, dropping)
        }
    }

    /// The path of the first row in ``data`` of each identity in `ids` (absent identities are left out).
    /// Only matches are stored, so the scan allocates O(*k*), not O(*n*).
    ///
    /// - Complexity: O(*n*) expected.
    func indexPaths(of ids: Set<AnyHashable>, identity: ItemIdentity<Item, AnyHashable>) -> [AnyHashable: IndexPath] {
        var result: [AnyHashable: IndexPath] = [:]
        guard !ids.isEmpty else { return result }
        result.reserveCapacity(ids.count)
        for (section, content) in data.sections.enumerated() {
            for (index, item) in content.items.enumerated() {
                let id = identity.id(item)
                if ids.contains(id), result[id] == nil { result[id] = IndexPath(section: section, item: index) }
            }
        }
        return result
    }

    /// Builds `plan` and commits it when it changes anything.
    func commit(_ plan: EditPlan<Item>, animated: Bool) {
        let built = plan.build(reconfiguring: reconfiguresUpdatedItems)
        guard !built.changeset.isEmpty || !built.reconfigure.isEmpty else { return }
        commit(built.data, changeset: built.changeset, reconfiguring: built.reconfigure, animated: animated)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandling where Decorator.Data: Equatable {
    /// Removes every row matching one of `items`, in one batch whose deletes are all in the old index
    /// space. A row matches when it has the same identity (the `id` of `Identifiable` items, the value
    /// of `Hashable` ones) or, for items with no identity, when it is `==`.
    ///
    /// Items that match no row are ignored and returned, so removing something absent is a harmless
    /// no-op you can still detect.
    ///
    /// ```swift
    /// let absent = handler.removeData([grace, nobody]) // [nobody]
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to remove, in any order.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Returns: The items of `items` that matched no row, in their order.
    /// - Complexity: O(*n* + *k*) expected when items have an identity (`Identifiable` or `Hashable`);
    ///   O(*n* · *k*) for items that are only `Equatable`.
    @discardableResult
    public func removeData(_ items: [Decorator.Data], animated: Bool = true) -> [Decorator.Data] {
        guard !items.isEmpty else { return [] }
        let data = engine.data
        var doomed: [IndexPath] = []
        var absent: [Decorator.Data]
        if let identity = engine.identity {
            let wanted = Set(items.map(identity.id))
            var found = Set<AnyHashable>()
            for (section, content) in data.sections.enumerated() {
                for (index, item) in content.items.enumerated() {
                    let id = identity.id(item)
                    if wanted.contains(id) {
                        doomed.append(IndexPath(section: section, item: index))
                        found.insert(id)
                    }
                }
            }
            absent = items.filter { !found.contains(identity.id($0)) }
        } else {
            var matched = [Bool](repeating: false, count: items.count)
            for (section, content) in data.sections.enumerated() {
                for (index, item) in content.items.enumerated() {
                    var hit = false
                    for (offset, candidate) in items.enumerated() where candidate == item {
                        matched[offset] = true
                        hit = true
                    }
                    if hit { doomed.append(IndexPath(section: section, item: index)) }
                }
            }
            absent = zip(items, matched).filter { !$0.1 }.map(\.0)
        }
        guard !doomed.isEmpty else { return absent }
        var plan = EditPlan(data)
        plan.remove(oldPaths: doomed)
        engine.commit(plan, animated: animated)
        return absent
    }
}

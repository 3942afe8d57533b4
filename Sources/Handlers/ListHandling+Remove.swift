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
        engine.remove(matching: items, animated: animated)
    }
}

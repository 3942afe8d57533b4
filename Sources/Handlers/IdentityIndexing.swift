#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The engine's identity with its concrete identity type hidden: the bulk operations of edits
/// (finding the rows of many items at once) run in ``TypedIdentityIndexing``, which hashes the real
/// `ID` type instead of boxing every identity in an `AnyHashable`.
///
/// Built once per engine, from `Item`'s conformances (``automatic()``) or from a custom
/// ``ItemIdentity`` (``ListEngine/identify(by:)``).
class IdentityIndexing<Item> {
    /// The identity of `item`, boxed for callers that need a common type.
    func anyID(_ item: Item) -> AnyHashable {
        preconditionFailure("IdentityIndexing is abstract; use TypedIdentityIndexing")
    }

    /// Scans every row of `data` once, in order, and calls `body(section, item, offset)` for each row
    /// whose identity is that of some item of `items`, `offset` being the first item of `items` with
    /// that identity.
    ///
    /// - Returns: For each item of `items`, the offset of the first item with the same identity.
    /// - Complexity: O(*n* + *k*) expected for *n* rows and *k* items; allocates O(*k*).
    func matchRows(
        of items: [Item], in data: SectionedData<Item>, _ body: (_ section: Int, _ item: Int, _ offset: Int) -> Void
    ) -> [Int] {
        preconditionFailure("IdentityIndexing is abstract; use TypedIdentityIndexing")
    }
}

extension IdentityIndexing {
    /// The indexing an engine picks from `Item`'s conformances, following ``ItemIdentity``: `id` for
    /// `Identifiable`, the value for `Hashable`, `nil` otherwise.
    ///
    /// The conformance checks run once; the identity closures reinterpret each item as the checked
    /// type, which is `Item` itself at run time, so no item is cast dynamically.
    static func automatic() -> IdentityIndexing<Item>? {
        if let identifiable = Item.self as? any Identifiable.Type { return identified(identifiable) }
        if let hashable = Item.self as? any Hashable.Type { return valued(hashable) }
        return nil
    }

    /// Identifies items by `id`; `T` is `Item` at run time.
    private static func identified<T: Identifiable>(_: T.Type) -> IdentityIndexing<Item> {
        TypedIdentityIndexing<Item, T.ID>(id: { unsafeBitCast($0, to: T.self).id })
    }

    /// Identifies items by their value; `T` is `Item` at run time.
    private static func valued<T: Hashable>(_: T.Type) -> IdentityIndexing<Item> {
        TypedIdentityIndexing<Item, T>(id: { unsafeBitCast($0, to: T.self) })
    }
}

extension ItemIdentity where ID == AnyHashable {
    /// The identity an engine picks from the item type's conformances at run time, following the table
    /// in ``ItemIdentity``: `id` for `Identifiable` (content compared with `==` when also `Equatable`),
    /// the value itself for `Hashable`, and `nil` when the type has no identity at all.
    ///
    /// The conformance checks run once per call; the returned closures reinterpret each item as the
    /// checked type, which is `Item` itself at run time, so no item is cast dynamically.
    static func automatic() -> ItemIdentity<Item, AnyHashable>? {
        let content = automaticContentEquality()
        if let identifiable = Item.self as? any Identifiable.Type {
            return ItemIdentity(id: idReader(identifiable), isContentEqual: content ?? { _, _ in true })
        }
        if let hashable = Item.self as? any Hashable.Type {
            return ItemIdentity(id: valueReader(hashable), isContentEqual: content ?? { _, _ in true })
        }
        return nil
    }

    /// `==` for items whose type is `Equatable`, else `nil`.
    static func automaticContentEquality() -> ((Item, Item) -> Bool)? {
        guard let equatable = Item.self as? any Equatable.Type else { return nil }
        return equality(equatable)
    }

    private static func idReader<T: Identifiable>(_: T.Type) -> (Item) -> AnyHashable {
        { AnyHashable(unsafeBitCast($0, to: T.self).id) }
    }

    private static func valueReader<T: Hashable>(_: T.Type) -> (Item) -> AnyHashable {
        { AnyHashable(unsafeBitCast($0, to: T.self)) }
    }

    private static func equality<T: Equatable>(_: T.Type) -> (Item, Item) -> Bool {
        { unsafeBitCast($0, to: T.self) == unsafeBitCast($1, to: T.self) }
    }
}

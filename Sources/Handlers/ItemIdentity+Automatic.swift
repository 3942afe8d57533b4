extension ItemIdentity where ID == AnyHashable {
    /// The identity an engine picks from the item type's conformances at run time, following the table
    /// in ``ItemIdentity``: `id` for `Identifiable` (content compared with `==` when also `Equatable`),
    /// the value itself for `Hashable`, and `nil` when the type has no identity at all.
    ///
    /// The conformance checks run once per call; the returned closures cast each item back to the
    /// checked type, which is the same type at run time.
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
        { AnyHashable(($0 as! T).id) }
    }

    private static func valueReader<T: Hashable>(_: T.Type) -> (Item) -> AnyHashable {
        { AnyHashable($0 as! T) }
    }

    private static func equality<T: Equatable>(_: T.Type) -> (Item, Item) -> Bool {
        { ($0 as! T) == ($1 as! T) }
    }
}

/// How Decorum tells items apart (their identity) and whether an item's content changed under the same
/// identity (which becomes a reload or reconfigure).
///
/// You rarely build one: every API that needs it picks one from your item's conformances:
///
/// | Item conforms to            | identity      | content changed when |
/// |-----------------------------|---------------|----------------------|
/// | `Identifiable & Equatable`  | `id`          | `!=`                 |
/// | `Identifiable`              | `id`          | never                |
/// | `Hashable`                  | the value     | never                |
///
/// Pass one explicitly to identify items by something else:
///
/// ```swift
/// let byEmail = ItemIdentity<Contact, String>(id: \.email, isContentEqual: ==)
/// let changes = StagedChangeset(from: old, to: new, identity: byEmail)
/// ```
///
/// - Complexity: The cost of the two closures.
public struct ItemIdentity<Item, ID: Hashable> {
    /// Returns the identity of an item; two items with equal identities are the same row.
    public let id: (Item) -> ID

    /// Returns `true` when two items with the same identity show the same content.
    public let isContentEqual: (Item, Item) -> Bool

    /// Creates an identity from two closures.
    ///
    /// ```swift
    /// ItemIdentity<Contact, String>(id: \.email) { $0.name == $1.name }
    /// ```
    ///
    /// - Parameters:
    ///   - id: Returns the identity of an item.
    ///   - isContentEqual: Returns `true` when two same-identity items show the same content.
    public init(id: @escaping (Item) -> ID, isContentEqual: @escaping (Item, Item) -> Bool) {
        self.id = id
        self.isContentEqual = isContentEqual
    }
}

extension ItemIdentity where Item: Hashable, ID == Item {
    /// Items are identified by their value; content never differs under the same identity.
    public static var value: ItemIdentity { ItemIdentity(id: { $0 }, isContentEqual: { _, _ in true }) }
}

extension ItemIdentity where Item: Identifiable, ID == Item.ID {
    /// Items are identified by `id`; content is never considered changed.
    public static var identifier: ItemIdentity { ItemIdentity(id: { $0.id }, isContentEqual: { _, _ in true }) }
}

extension ItemIdentity where Item: Identifiable & Equatable, ID == Item.ID {
    /// Items are identified by `id`; content changed when `==` says so.
    public static var identifierAndContent: ItemIdentity { ItemIdentity(id: { $0.id }, isContentEqual: ==) }
}

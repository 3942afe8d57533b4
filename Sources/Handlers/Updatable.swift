/// An item that can take over the content of a newer copy of itself, so a handler can update a row
/// in place instead of replacing it.
///
/// ``ListHandler/upsert(_:toSection:model:movingExisting:animated:)`` matches incoming items with existing rows by the
/// decorator's identity (``CellDecorator/id(of:)``), calls ``update(from:)`` on a copy of the existing
/// one, and refreshes that row in place when its content changed.
///
/// A class conforms too, but an upsert never changes an instance in place (the view may still be
/// showing it behind a batch, and your code may hold it): the incoming instance takes the row and
/// ``update(from:)`` is not called.
///
/// ```swift
/// struct Person: Identifiable, Updatable {
///     let id: String
///     var name: String
///     mutating func update(from copy: Person) { name = copy.name }
/// }
/// try handler.upsert([Person(id: "1", name: "Ada Lovelace")])
/// ```
///
/// - Complexity: Whatever ``update(from:)`` does; keep it O(1).
public protocol Updatable: Equatable {
    /// Takes over the content of `copy`, a newer version of the same item.
    ///
    /// ```swift
    /// mutating func update(from copy: Person) { name = copy.name; age = copy.age }
    /// ```
    ///
    /// - Parameter copy: The newer version of this item (same identity).
    /// - Complexity: Up to the implementation; keep it O(1).
    mutating func update(from copy: Self)
}

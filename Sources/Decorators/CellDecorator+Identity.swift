// How a decorator identifies its items when it does not say: the compiler picks the most specific of
// these for `Data` (an `Identifiable & Hashable` type is identified by `id`), at compile time.

extension CellDecorator where Data: Hashable {
    /// An item that is only `Hashable` is its own identity.
    ///
    /// ```swift
    /// StringDecorator.id(of: "Ada") // "Ada"
    /// ```
    ///
    /// - Parameter data: An item.
    /// - Returns: `data`.
    @inlinable
    public nonisolated static func id(of data: Data) -> Data { data }
}

extension CellDecorator where Data: Identifiable {
    /// An `Identifiable` item is identified by its `id`.
    ///
    /// ```swift
    /// PersonDecorator.id(of: ada) // ada.id
    /// ```
    ///
    /// - Parameter data: An item.
    /// - Returns: `data.id`.
    @inlinable
    public nonisolated static func id(of data: Data) -> Data.ID { data.id }
}

extension CellDecorator where Data: Identifiable & Hashable {
    /// An item that is both `Identifiable` and `Hashable` is identified by its `id`, not its value, so
    /// an edit of its content is an update, not a delete and an insert.
    ///
    /// ```swift
    /// PersonDecorator.id(of: ada) // ada.id
    /// ```
    ///
    /// - Parameter data: An item.
    /// - Returns: `data.id`.
    @inlinable
    public nonisolated static func id(of data: Data) -> Data.ID { data.id }
}

extension CellDecorator {
    /// Without `==`, content cannot be compared: every item handed over again is refreshed.
    ///
    /// - Parameters:
    ///   - old: The item shown now.
    ///   - new: The item about to replace it.
    /// - Returns: `false`.
    @inlinable
    public nonisolated static func isContentEqual(_ old: Data, _ new: Data) -> Bool { false }
}

extension CellDecorator where Data: Equatable {
    /// Content is equal when the items are `==`.
    ///
    /// - Parameters:
    ///   - old: The item shown now.
    ///   - new: The item about to replace it.
    /// - Returns: `old == new`.
    /// - Complexity: The cost of `==`.
    @inlinable
    public nonisolated static func isContentEqual(_ old: Data, _ new: Data) -> Bool { old == new }
}

#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

extension CellRoute where Base == UITableViewCell {
    /// Routes `data` to `decorator`, whose cell must be a `UITableViewCell` subclass: a collection
    /// view cell does not compile here.
    ///
    /// ```swift
    /// case .person(let person): return CellRoute(PersonDecorator.self, person)
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The decorator that shows `data`.
    ///   - data: The item.
    /// - Complexity: O(1), plus the decorator's `reuseIdentifier(for:)`.
    public init<Decorator: CellDecorator>(_ decorator: Decorator.Type, _ data: Decorator.Data)
    where Decorator.Cell: UITableViewCell {
        self.init(unchecked: decorator, data)
    }
}

extension CellRoute where Base == UICollectionViewCell {
    /// Routes `data` to `decorator`, whose cell must be a `UICollectionViewCell` subclass: a table
    /// view cell does not compile here.
    ///
    /// ```swift
    /// case .tile(let person): return CellRoute(TileDecorator.self, person)
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The decorator that shows `data`.
    ///   - data: The item.
    /// - Complexity: O(1), plus the decorator's `reuseIdentifier(for:)`.
    public init<Decorator: CellDecorator>(_ decorator: Decorator.Type, _ data: Decorator.Data)
    where Decorator.Cell: UICollectionViewCell {
        self.init(unchecked: decorator, data)
    }
}
#endif

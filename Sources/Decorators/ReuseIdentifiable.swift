/// A type that UIKit dequeues by reuse identifier: cells, section headers and footers, supplementary
/// views.
///
/// The identifier defaults to the type's name, so a cell class needs no string constant:
///
/// ```swift
/// final class ThreeLabelCell: UITableViewCell {}   // UITableViewCell is ReuseIdentifiable on iOS
/// ThreeLabelCell.reuseIdentifier                    // "ThreeLabelCell"
/// tableView.register(ThreeLabelCell.self)
/// let cell = tableView.dequeueReusableCell(ThreeLabelCell.self, for: indexPath)
/// ```
///
/// On iOS, `UITableViewCell`, `UITableViewHeaderFooterView` and `UICollectionReusableView` (so every
/// collection view cell and supplementary view) conform with the default, and their subclasses inherit
/// it. The default is the plain type name (`String(describing:)`), so two classes with the same name
/// in different scopes (say `Feed.Cell` and `Profile.Cell`) share an identifier; Decorum's handlers
/// detect that and trap with a message naming both, and renaming one of the classes fixes it. Your own
/// non-UIKit types may implement ``reuseIdentifier`` to choose another identifier.
///
/// - Complexity: O(*m*) for a type name of length *m*.
public protocol ReuseIdentifiable {
    /// The identifier UIKit registers and dequeues this type under.
    ///
    /// ```swift
    /// ThreeLabelCell.reuseIdentifier // "ThreeLabelCell"
    /// ```
    ///
    /// - Complexity: O(*m*) for a type name of length *m*.
    static var reuseIdentifier: String { get }
}

extension ReuseIdentifiable {
    /// The type's name, e.g. `"ThreeLabelCell"`; for a subclass, the subclass's name.
    ///
    /// ```swift
    /// struct Badge: ReuseIdentifiable {}
    /// Badge.reuseIdentifier // "Badge"
    /// ```
    ///
    /// - Complexity: O(*m*) for a type name of length *m*.
    public static var reuseIdentifier: String { String(describing: self) }
}

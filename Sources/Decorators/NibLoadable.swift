import Foundation  // Bundle

/// A view whose instances come from a nib file: a cell, a table header or footer view, or a collection
/// view supplementary view designed in Interface Builder.
///
/// Conform the view class and nothing else changes: a handler registers the nib (named after the class
/// by default) instead of the class, for every decorator, header or footer that shows it.
///
/// ```swift
/// final class ProfileCell: UITableViewCell, NibLoadable {   // ProfileCell.xib beside it
///     @IBOutlet var name: UILabel!
/// }
/// struct ProfileDecorator: CellDecorator {
///     static func update(_ cell: ProfileCell, with person: Person) { cell.name.text = person.name }
/// }
/// ```
///
/// The nib must hold one top-level view of the class, with its reuse identifier (in the Attributes
/// inspector) empty or equal to the class's ``ReuseIdentifiable/reuseIdentifier``.
///
/// The protocol is `@MainActor`, like the views that adopt it, so a cell may declare ``nibName`` and
/// ``nibBundle`` without `nonisolated`.
///
/// - Complexity: O(*m*) for a type name of length *m*.
@MainActor
public protocol NibLoadable: AnyObject {
    /// The nib's file name without extension; the class's name by default (`ProfileCell` for
    /// `ProfileCell.xib`).
    ///
    /// ```swift
    /// ProfileCell.nibName // "ProfileCell"
    /// ```
    ///
    /// - Complexity: O(*m*) for a type name of length *m*.
    static var nibName: String { get }

    /// The bundle holding the nib: the bundle of the class's code by default. In a Swift package,
    /// return `.module`, where SwiftPM puts the package's resources.
    ///
    /// ```swift
    /// static var nibBundle: Bundle? { .module }
    /// ```
    static var nibBundle: Bundle? { get }
}

extension NibLoadable {
    /// The class's name.
    ///
    /// - Complexity: O(*m*) for a type name of length *m*.
    public static var nibName: String { String(describing: self) }

    /// `Bundle(for: self)`: the app's main bundle, or the framework the class is compiled into.
    public static var nibBundle: Bundle? { Bundle(for: self) }
}

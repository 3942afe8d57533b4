/// Describes one header, footer or supplementary view style: which data it shows, in which view
/// type, and how. The counterpart of ``CellDecorator`` for everything that is not a cell.
///
/// `Data` is what the view shows for one section, e.g. the section's ``Kind`` or a title; a handler
/// gets it from the section through a ``SupplementaryRoute``:
///
/// ```swift
/// struct CompanyHeader: SupplementaryDecorator {
///     static func update(_ view: CompanyHeaderView, with company: Kind) {
///         view.title.text = company.rawValue
///     }
/// }
/// handler.header = SupplementaryRoute(CompanyHeader.self)          // Data == Kind: the section's kind
/// handler.footer = SupplementaryRoute(CountFooter.self) { "\($0.count) people" }
/// ```
///
/// `View` is a `UITableViewHeaderFooterView` subclass for table views and a
/// `UICollectionReusableView` subclass for collection views.
///
/// - Complexity: Whatever ``update(_:with:)`` does; Decorum calls it once per shown view.
@MainActor
public protocol SupplementaryDecorator {
    /// What one view shows.
    associatedtype Data
    /// The view type.
    associatedtype View

    /// Configures `view` to show `data`.
    ///
    /// ```swift
    /// static func update(_ view: CompanyHeaderView, with company: Kind) { view.title.text = company.rawValue }
    /// ```
    ///
    /// - Parameters:
    ///   - view: A dequeued view.
    ///   - data: What to show.
    /// - Complexity: Up to the implementation; keep it O(1).
    static func update(_ view: View, with data: Data)
}

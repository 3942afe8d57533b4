/// A class of view that a list shows as section headers, footers or other supplementary views; its
/// ``RouteBase`` says which list's routes accept it.
///
/// `UITableViewHeaderFooterView` (a table's headers and footers), `UICollectionReusableView` (a
/// collection view's supplementary views) and `HeadlessSupplementaryView` (a headless list's) conform,
/// and so do their subclasses: a ``SupplementaryRoute`` only compiles when its decorator's `View` has
/// the route's `Base` as its ``RouteBase``, so a collection view header cannot be set on a table.
///
/// ```swift
/// final class CompanyHeaderView: UITableViewHeaderFooterView {}  // RouteBase: UITableViewHeaderFooterView
/// handler.header = SupplementaryRoute(CompanyHeader.self)           // CompanyHeader.View == CompanyHeaderView
/// ```
public protocol SupplementaryView: AnyObject {
    /// The class whose routes accept this view: the class that conforms, inherited by its subclasses.
    ///
    /// ```swift
    /// CompanyHeaderView.RouteBase.self  // UITableViewHeaderFooterView
    /// ```
    associatedtype RouteBase = Self
}

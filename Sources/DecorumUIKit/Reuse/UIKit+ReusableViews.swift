#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

/// Every table view cell is dequeued by its class name: `ThreeLabelCell.reuseIdentifier == "ThreeLabelCell"`.
///
/// ```swift
/// tableView.register(ThreeLabelCell.self)
/// ```
///
/// - Complexity: O(*m*) for a class name of length *m*.
extension UITableViewCell: ReuseIdentifiable {}

/// Every table view header or footer view is dequeued by its class name.
///
/// ```swift
/// tableView.register(CompanyHeaderView.self)
/// ```
///
/// - Complexity: O(*m*) for a class name of length *m*.
extension UITableViewHeaderFooterView: ReuseIdentifiable {}

/// Every collection view cell and supplementary view is dequeued by its class name.
///
/// ```swift
/// collectionView.register(PersonCell.self)
/// ```
///
/// - Complexity: O(*m*) for a class name of length *m*.
extension UICollectionReusableView: ReuseIdentifiable {}

/// A table's header and footer views: routes of `UITableViewHeaderFooterView` (a ``TableViewHandler``'s
/// `header` and `footer`) accept this class and its subclasses.
///
/// ```swift
/// handler.header = SupplementaryRoute(CompanyHeader.self)  // CompanyHeader.View: UITableViewHeaderFooterView
/// ```
extension UITableViewHeaderFooterView: SupplementaryView {}

/// A collection view's supplementary views: routes of `UICollectionReusableView` (a
/// ``CollectionViewHandler``'s `supplementaryViews`) accept this class and its subclasses.
///
/// ```swift
/// handler.supplementaryViews["badge"] = SupplementaryRoute(CountBadge.self) { "\($0.count)" }
/// ```
extension UICollectionReusableView: SupplementaryView {}
#endif

#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

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
#endif

#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

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

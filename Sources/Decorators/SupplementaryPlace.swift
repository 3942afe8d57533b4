#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a collection view's supplementary view belongs, read from the index path the view asks for it
/// with: a section's (`[section, index]`), or the whole layout's, which no Apple document gives an index
/// path for. Every form found is read as layout-wide:
/// - one element, the view's index among the layout's views of its kind: UIKit's compositional layout
///   (`boundarySupplementaryItems` of its configuration), Apple's sample "Advanced User Interfaces Using
///   Collection View" (WWDC 2014), and layouts built with `IndexPath(index:)`;
/// - none: an empty index path, which UIKit hands layouts for supplementary views it removes;
/// - two, for a route made with ``SupplementaryRoute/init(layoutWide:data:)``: layouts of one's own that
///   place their one layout-wide view at `[0, 0]`, read as the index `[0, index]` ends with.
///
/// ```swift
/// SupplementaryPlace(IndexPath(index: 0), layoutWide: false)           // .layoutWide(index: 0)
/// SupplementaryPlace(IndexPath(item: 0, section: 2), layoutWide: false)  // .section(2)
/// ```
@_spi(Binding)
public enum SupplementaryPlace: Hashable, Sendable {
    /// A section's view: headers, footers, a section's boundary items.
    case section(Int)
    /// A view of the whole layout: its index among the layout's views of its kind.
    case layoutWide(index: Int)

    /// Reads `indexPath`, for a route made for the whole layout (`layoutWide`) or for sections.
    public init(_ indexPath: IndexPath, layoutWide: Bool) {
        switch indexPath.count {
        case 0: self = .layoutWide(index: 0)
        case 1: self = .layoutWide(index: indexPath[0])
        default: self = layoutWide ? .layoutWide(index: indexPath[indexPath.count - 1]) : .section(indexPath[0])
        }
    }

    /// The section, `nil` for a layout-wide view.
    ///
    /// ```swift
    /// SupplementaryPlace(IndexPath(index: 0), layoutWide: false).section  // nil
    /// ```
    public var section: Int? {
        if case .section(let section) = self { return section }
        return nil
    }
}

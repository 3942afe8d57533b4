#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An item a ``BatchUpdatableView`` shows in its viewport, and where: what the engine reads before an
/// update to keep the visible content in place (``ScrollAnchor/firstVisibleItem``). Binding SPI.
///
/// ```swift
/// VisibleItem(indexPath: path, offset: tableView.rectForRow(at: path).minY - tableView.contentOffset.y)
/// ```
@_spi(Binding) public struct VisibleItem: Hashable, Sendable {
    /// The item's index path in what the view shows.
    public var indexPath: IndexPath
    /// The distance from the top of the viewport to the top of the item, in points: negative when the
    /// item is partly scrolled off the top.
    public var offset: Double

    /// Creates a visible item.
    ///
    /// ```swift
    /// VisibleItem(indexPath: IndexPath(item: 3, section: 0), offset: -12)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: The item's index path in what the view shows.
    ///   - offset: The distance from the viewport's top to the item's top, in points.
    public init(indexPath: IndexPath, offset: Double) {
        self.indexPath = indexPath
        self.offset = offset
    }
}

#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

#if compiler(>=6.2)
/// Absolute indices and index-path checks on the collection view itself, counted from what it shows
/// (UIKit's own `numberOfSections` and `numberOfItems(inSection:)` are the requirements):
///
/// ```swift
/// collectionView.absoluteIndex(for: IndexPath(item: 1, section: 1)) // 4
/// collectionView.indexPath(forAbsoluteIndex: 4)                     // [1, 1]
/// ```
///
/// `UICollectionView` is main-actor isolated and ``SectionedCounts`` is not, so the conformance is
/// isolated to the main actor (Swift 6.2+). Older compilers get ``absoluteIndex(for:)`` and
/// ``indexPath(forAbsoluteIndex:)`` as plain methods.
///
/// - Complexity: O(*s*) count calls per lookup.
extension UICollectionView: @MainActor SectionedCounts {}
#else
extension UICollectionView {
    /// The flat position of `indexPath` counting the items of all earlier sections, or `nil` when the
    /// path is invalid.
    ///
    /// ```swift
    /// collectionView.absoluteIndex(for: IndexPath(item: 1, section: 1)) // 4
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Returns: The absolute index, or `nil`.
    /// - Complexity: O(*s*) count calls.
    public func absoluteIndex(for indexPath: IndexPath) -> Int? {
        SectionOffsets(counts: (0..<numberOfSections).map(numberOfItems(inSection:))).absoluteIndex(for: indexPath)
    }

    /// The index path at flat position `absoluteIndex`, or `nil` when out of range.
    ///
    /// ```swift
    /// collectionView.indexPath(forAbsoluteIndex: 4) // [1, 1]
    /// ```
    ///
    /// - Parameter absoluteIndex: A flat position.
    /// - Returns: The index path, or `nil`.
    /// - Complexity: O(*s*) count calls.
    public func indexPath(forAbsoluteIndex absoluteIndex: Int) -> IndexPath? {
        SectionOffsets(counts: (0..<numberOfSections).map(numberOfItems(inSection:)))
            .indexPath(forAbsoluteIndex: absoluteIndex)
    }
}
#endif
#endif

#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

extension UITableView {
    /// The number of rows in `section`, under the name ``SectionedCounts`` uses (UIKit's
    /// `numberOfRows(inSection:)`).
    ///
    /// ```swift
    /// tableView.numberOfItems(inSection: 1) // 2
    /// ```
    ///
    /// - Parameter section: A section index in `0..<numberOfSections`.
    /// - Returns: The number of rows UIKit shows in it.
    public func numberOfItems(inSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }
}

#if compiler(>=6.2)
/// Absolute indices and index-path checks on the table itself, counted from what it shows:
///
/// ```swift
/// tableView.absoluteIndex(for: IndexPath(row: 1, section: 1)) // 4
/// tableView.indexPath(forAbsoluteIndex: 4)                    // [1, 1]
/// tableView.isValid(IndexPath(row: 9, section: 0))            // false
/// ```
///
/// `UITableView` is main-actor isolated and ``SectionedCounts`` is not, so the conformance is
/// isolated to the main actor (Swift 6.2+): it is usable from main-actor code, generic code included.
/// Older compilers get ``absoluteIndex(for:)`` and ``indexPath(forAbsoluteIndex:)`` as plain methods.
///
/// - Complexity: O(*s*) count calls per lookup.
extension UITableView: @MainActor SectionedCounts {}
#else
extension UITableView {
    /// The flat position of `indexPath` counting the rows of all earlier sections, or `nil` when the
    /// path is invalid.
    ///
    /// ```swift
    /// tableView.absoluteIndex(for: IndexPath(row: 1, section: 1)) // 4
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Returns: The absolute index, or `nil`.
    /// - Complexity: O(*s*) count calls.
    public func absoluteIndex(for indexPath: IndexPath) -> Int? {
        SectionOffsets(counts: (0..<numberOfSections).map(numberOfRows(inSection:))).absoluteIndex(for: indexPath)
    }

    /// The index path at flat position `absoluteIndex`, or `nil` when out of range.
    ///
    /// ```swift
    /// tableView.indexPath(forAbsoluteIndex: 4) // [1, 1]
    /// ```
    ///
    /// - Parameter absoluteIndex: A flat position.
    /// - Returns: The index path, or `nil`.
    /// - Complexity: O(*s*) count calls.
    public func indexPath(forAbsoluteIndex absoluteIndex: Int) -> IndexPath? {
        SectionOffsets(counts: (0..<numberOfSections).map(numberOfRows(inSection:)))
            .indexPath(forAbsoluteIndex: absoluteIndex)
    }
}
#endif
#endif

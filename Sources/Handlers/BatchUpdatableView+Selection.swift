#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension BatchUpdatableView {
    /// No path is selected: a binding without selection.
    ///
    /// ```swift
    /// view.indexPathsForSelectedItems // []
    /// ```
    ///
    /// - Complexity: O(1).
    public var indexPathsForSelectedItems: [IndexPath] { [] }

    /// `false`, the default of UIKit's views.
    ///
    /// ```swift
    /// view.allowsMultipleSelection // false
    /// ```
    ///
    /// - Complexity: O(1).
    public var allowsMultipleSelection: Bool { false }

    /// Does nothing: a binding without selection.
    ///
    /// ```swift
    /// view.selectItems(at: [IndexPath(item: 0, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Ignored.
    /// - Complexity: O(1).
    public func selectItems(at paths: [IndexPath]) {}

    /// Does nothing: a binding without selection.
    ///
    /// ```swift
    /// view.deselectItems(at: [IndexPath(item: 0, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Ignored.
    /// - Complexity: O(1).
    public func deselectItems(at paths: [IndexPath]) {}

    /// Does nothing: a binding without an empty state.
    ///
    /// ```swift
    /// view.setEmptyStateShown(true)
    /// ```
    ///
    /// - Parameter shown: Ignored.
    /// - Complexity: O(1).
    public func setEmptyStateShown(_ shown: Bool) {}
}

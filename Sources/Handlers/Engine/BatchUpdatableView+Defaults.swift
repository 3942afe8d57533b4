#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// What a binding without selection, an empty state or a user who scrolls need not write.
extension BatchUpdatableView {
    /// A table of an unknown release.
    ///
    /// ```swift
    /// view.recordedView // FaultReport.View(style: .table)
    /// ```
    public var recordedView: FaultReport.View { FaultReport.View(style: .table) }

    /// `nil`: the binding cannot ask the view's data source.
    ///
    /// ```swift
    /// view.dataSourceItemCounts // nil
    /// ```
    public var dataSourceItemCounts: [Int]? { nil }

    /// Never: a view the user cannot scroll.
    ///
    /// ```swift
    /// view.isUserScrolling // false
    /// ```
    public var isUserScrolling: Bool { false }

    /// No path is selected: a binding without selection.
    ///
    /// ```swift
    /// view.indexPathsForSelectedItems // []
    /// ```
    public var indexPathsForSelectedItems: [IndexPath] { [] }

    /// `false`, the default of UIKit's views.
    ///
    /// ```swift
    /// view.allowsMultipleSelection // false
    /// ```
    public var allowsMultipleSelection: Bool { false }

    /// Does nothing: a binding without selection.
    ///
    /// ```swift
    /// view.selectItems(at: [IndexPath(item: 0, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Ignored.
    public func selectItems(at paths: [IndexPath]) {}

    /// Does nothing: a binding without selection.
    ///
    /// ```swift
    /// view.deselectItems(at: [IndexPath(item: 0, section: 0)])
    /// ```
    ///
    /// - Parameter paths: Ignored.
    public func deselectItems(at paths: [IndexPath]) {}

    /// Does nothing: a binding without an empty state.
    ///
    /// ```swift
    /// view.setEmptyStateShown(true)
    /// ```
    ///
    /// - Parameter shown: Ignored.
    public func setEmptyStateShown(_ shown: Bool) {}
}

@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a ``HeadlessListView`` tells its delegate when a test taps it (``HeadlessListView/tap(at:)``),
/// mirroring `UITableViewDelegate` / `UICollectionViewDelegate`. A ``HeadlessHandler`` is its view's
/// delegate.
///
/// ```swift
/// final class Taps: HeadlessListDelegate {
///     var log: [String] = []
///     func headlessView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
///         log.append("select \(indexPath)")
///     }
/// }
/// ```
///
/// - Complexity: Whatever the conformer's methods cost.
public protocol HeadlessListDelegate: AnyObject {
    /// The user selected the item at `indexPath` (`tableView(_:didSelectRowAt:)`).
    ///
    /// - Parameters:
    ///   - view: The tapped view.
    ///   - indexPath: The selected path.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath)

    /// The user deselected the item at `indexPath` (`tableView(_:didDeselectRowAt:)`): a tap on a
    /// selected row under multiple selection, or a tap on another row under single selection.
    ///
    /// - Parameters:
    ///   - view: The tapped view.
    ///   - indexPath: The deselected path.
    /// - Complexity: O(1) expected.
    func headlessView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath)
}

extension HeadlessListDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - view: The tapped view.
    ///   - indexPath: The selected path.
    public func headlessView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - view: The tapped view.
    ///   - indexPath: The deselected path.
    public func headlessView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {}
}

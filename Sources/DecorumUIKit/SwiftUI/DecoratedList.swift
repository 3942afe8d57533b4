#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Binding) import Handlers
import UIKit

/// What ``DecoratedTableView`` and ``DecoratedCollectionView`` share: a handler kept by their
/// coordinator, the data of every update handed to it, and the modifiers below.
///
/// ```swift
/// DecoratedTableView<PersonDecorator>(people)
///     .onEditError { print("refused:", $0) }
/// ```
///
/// Only those two views conform: what the protocol reads of them is binding SPI.
@MainActor
public protocol DecoratedList: UIViewRepresentable where Coordinator == DecoratedListCoordinator<Decorator> {
    /// The decorator of the list's cells.
    associatedtype Decorator: CellDecorator
    /// The data and how to show it, handed to the coordinator.
    @_spi(Binding) var content: DecoratedListContent<Decorator> { get set }
}

extension DecoratedList {
    /// Calls `action` when the handler refuses data handed to the view (see ``ListEditError``); the
    /// view then keeps showing the last data it accepted. Called on the main queue's next turn, after
    /// SwiftUI's update, so `action` may set `@State`; so are the handler's `onDiagnostic`,
    /// `onInformation`, `onSelectionChange` and `onEmptyStateChange` for what an update caused.
    ///
    /// ```swift
    /// DecoratedTableView<PersonDecorator>(people).onEditError { error in message = "\(error)" }
    /// ```
    ///
    /// - Parameter action: Told the error, on the main actor.
    /// - Returns: The view, reporting to `action`.
    public func onEditError(_ action: @escaping (ListEditError) -> Void) -> Self {
        var copy = self
        copy.content.onError = action
        return copy
    }

    /// Makes the coordinator that keeps the handler.
    public func makeCoordinator() -> DecoratedListCoordinator<Decorator> { DecoratedListCoordinator() }

    /// Hands the current data to the handler: nothing to do for the value handed last, else the
    /// handler's `apply` (animated unless the update's transaction disables animations). When the
    /// environment's `editMode` changed (an `EditButton`), the view starts or stops editing.
    public func updateUIView(_ view: UIViewType, context: Context) {
        guard let feed = context.coordinator.feed else { return }
        feed.onError = content.onError
        feed.writeBack = content.writeBack
        let animated = content.animated && !context.transaction.disablesAnimations
        feed.feed(content.data, animated: animated)
        guard let editing = feed.editingChange(to: context.environment.editMode?.wrappedValue.isEditing) else { return }
        (view as? UITableView)?.setEditing(editing, animated: animated)
        if #available(iOS 14.0, *) { (view as? UICollectionView)?.isEditing = editing }
    }
}

extension DecoratedList where Decorator.Data: Sendable {
    /// Diffs new data off the main actor (the handler's `async` `apply`): for big lists, the main
    /// actor stays free while the diff runs, and when updates come faster than diffs, the latest wins.
    /// The first rows still show at once (while the list shows nothing there is nothing to diff), so the
    /// screen never opens empty. Decided when the view is made.
    ///
    /// ```swift
    /// DecoratedCollectionView<NumberDecorator>(rows, layout: layout).diffingOffMainActor()
    /// ```
    ///
    /// - Returns: The view, diffing off the main actor.
    public func diffingOffMainActor() -> Self {
        var copy = self
        copy.content.makeFeed = { ListFeed(diffingOffMainActor: $0, deliverLater: $1) }
        return copy
    }
}
#endif

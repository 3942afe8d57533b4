#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
@_spi(Binding) import DecorumCore

/// The coordinator of ``DecoratedTableView`` and ``DecoratedCollectionView``: it keeps their handler
/// alive for as long as SwiftUI keeps the view, and hands it the data of every update.
///
/// You never create one; SwiftUI does, through the view's `makeCoordinator()`.
///
/// ```swift
/// let coordinator = DecoratedTableView<PersonDecorator>(people).makeCoordinator()
/// ```
///
/// - Complexity: O(1) memory beyond the handler.
@MainActor
public final class DecoratedListCoordinator<Decorator: CellDecorator> {
    var feed: ListFeed<Decorator>?

    init() {}

    /// The handler, once SwiftUI has made the view; `nil` before.
    ///
    /// ```swift
    /// coordinator.handler?.data.itemCount
    /// ```
    public var handler: ListHandler<Decorator>? { feed?.handler }

    /// Keeps `handler`, configured, and shows the content's data in it without animation.
    func start(_ handler: ListHandler<Decorator>, _ content: DecoratedListContent<Decorator>) {
        let feed = content.makeFeed(handler)
        // What an update tells the app (errors, diagnostics, selection, the empty state) arrives on the
        // main queue's next turn: SwiftUI forbids state changes inside makeUIView/updateUIView.
        feed.deliverLater = { callbacks in DispatchQueue.main.async { callbacks() } }
        feed.onError = content.onError
        feed.writeBack = content.writeBack
        self.feed = feed
        feed.feed(content.data, animated: false)
    }

    /// Hands the content's data to the handler (nothing happens when it is the value handed last), and
    /// puts `view` in or out of editing when the environment's edit mode changed.
    func update(
        _ content: DecoratedListContent<Decorator>, _ view: UIView,
        _ context: UIViewRepresentableContext<some UIViewRepresentable>
    ) {
        guard let feed else { return }
        feed.onError = content.onError
        feed.writeBack = content.writeBack
        let animated = content.animated && !context.transaction.disablesAnimations
        feed.feed(content.data, animated: animated)
        guard let editing = feed.editingChange(to: context.environment.editMode?.wrappedValue.isEditing) else { return }
        (view as? UITableView)?.setEditing(editing, animated: animated)
        if #available(iOS 14.0, *) { (view as? UICollectionView)?.isEditing = editing }
    }
}

/// What a ``DecoratedList`` hands its coordinator: the data and how to show it (binding SPI, read by
/// the protocol's shared implementation; its parts are internal).
@_spi(Binding)
public struct DecoratedListContent<Decorator: CellDecorator> {
    var data: SectionedData<Decorator.Data>
    var animated: Bool
    var onError: ((ListEditError) -> Void)?
    var writeBack: ((SectionedData<Decorator.Data>) -> Void)?
    var makeFeed: @MainActor (ListHandler<Decorator>) -> ListFeed<Decorator> = { ListFeed($0) }
}
#endif

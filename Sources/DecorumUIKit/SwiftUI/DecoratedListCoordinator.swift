#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Binding) import Handlers
import UIKit

/// The coordinator of ``DecoratedTableView`` and ``DecoratedCollectionView``: it keeps their handler
/// alive for as long as SwiftUI keeps the view, with the feed each update hands its data to.
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
        // What an update tells the app (errors, diagnostics, selection, the empty state) arrives on the
        // main queue's next turn: SwiftUI forbids state changes inside makeUIView/updateUIView.
        let feed = content.makeFeed(handler) { callbacks in DispatchQueue.main.async { callbacks() } }
        feed.onError = content.onError
        feed.writeBack = content.writeBack
        self.feed = feed
        feed.feed(content.data, animated: false)
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
    var makeFeed: @MainActor (ListHandler<Decorator>, @escaping ListFeed<Decorator>.Delivery) -> ListFeed<Decorator> = {
        ListFeed($0, deliverLater: $1)
    }
}
#endif

#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

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
    /// Holds the handler; set when the view is made.
    var feed: ListFeed<Decorator>?

    /// An empty coordinator.
    init() {}

    /// The handler, once SwiftUI has made the view; `nil` before.
    ///
    /// ```swift
    /// coordinator.handler?.data.itemCount
    /// ```
    ///
    /// - Complexity: O(1).
    public var handler: ListHandler<Decorator>? { feed?.handler }

    /// Keeps `handler`, configured, and shows `data` in it without animation.
    func start(
        _ handler: ListHandler<Decorator>, feed makeFeed: (ListHandler<Decorator>) -> ListFeed<Decorator>,
        data: SectionedData<Decorator.Data>, onError: ((ListEditError) -> Void)?
    ) {
        let feed = makeFeed(handler)
        feed.onError = onError
        self.feed = feed
        feed.feed(data, animated: false)
    }

    /// Hands `data` to the handler (nothing happens when it is the value handed last).
    func update(
        _ data: SectionedData<Decorator.Data>, animated: Bool, transaction: Transaction,
        onError: ((ListEditError) -> Void)?
    ) {
        guard let feed else { return }
        feed.onError = onError
        feed.feed(data, animated: animated && !transaction.disablesAnimations)
    }
}
#endif

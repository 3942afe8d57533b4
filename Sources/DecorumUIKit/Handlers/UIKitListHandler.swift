#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

/// What ``TableViewHandler`` and ``CollectionViewHandler`` add to ``ListHandler`` alike: the views they
/// register, the empty state and the loading footer. You use it through those two handlers; it has no
/// initialiser of its own.
///
/// ```swift
/// let handler = TableViewHandler<PersonDecorator>(tableView: tableView)
/// handler.emptyState = EmptyStateView(text: "No contacts yet")
/// handler.loadingFooterView = UIActivityIndicatorView(style: .medium)
/// ```
@MainActor
public class UIKitListHandler<Decorator: CellDecorator>: ListHandler<Decorator> {
    let parts: any UIKitListParts

    init(parts: any UIKitListParts, prepared: Prepared) {
        self.parts = parts
        super.init(prepared: prepared)
        #if canImport(os)
        updateTracer = SignpostTracer.shared
        #endif
    }

    /// What this handler registered on its view: dequeuing anything else traps with a message saying
    /// what to register.
    ///
    /// ```swift
    /// handler.registry.registration(for: "ContactCell", slot: .cell)?.source // .type
    /// ```
    public var registry: ReuseRegistry { parts.registry }

    /// The view shown as the view's `backgroundView` while it shows no item (an empty state), or `nil`
    /// for none (the default: the background view is then left alone). The handler decides when it
    /// shows; see ``ListHandler/isShowingEmptyState``.
    ///
    /// ```swift
    /// handler.emptyState = EmptyStateView(text: "No contacts yet")
    /// ```
    public var emptyState: UIView? {
        get { parts.emptyState }
        set { parts.emptyState = newValue }
    }

    /// The view shown after the last item while ``ListHandler/isLoadingMore`` (a spinner, say, which
    /// spins while it shows); `nil`, the default, shows none. A table shows it as its
    /// `tableFooterView`, and puts its own footer view back afterwards. A collection view shows it
    /// below the last item at its frame's height, in room made by the bottom content inset (after the
    /// last item, at its width, when the layout scrolls horizontally), following the content as it
    /// changes.
    ///
    /// ```swift
    /// handler.loadingFooterView = UIActivityIndicatorView(style: .medium)
    /// ```
    public var loadingFooterView: UIView? {
        get { parts.loadingFooterView }
        set { parts.loadingFooterView = newValue }
    }
}

/// What ``UIKitListHandler``'s properties reach in the adapter of either view.
@MainActor
protocol UIKitListParts: AnyObject {
    var registry: ReuseRegistry { get }
    var emptyState: UIView? { get set }
    var loadingFooterView: UIView? { get set }
}
#endif

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The empty state: shown while the view shows no item. The decision lives here, in the core; the UIKit
// handlers show their `emptyState` view as the table's or collection's `backgroundView`, and a
// `HeadlessListView` (DecorumTesting) reports it in `HeadlessListView.isEmptyStateShown`.

extension ListHandler {
    /// Whether the view shows no item, so its empty state is shown (the UIKit handlers' `emptyState`
    /// view, when you set one).
    ///
    /// It follows what the view *shows*, not ``data``: when an edit removes the last rows while earlier
    /// batches still animate, the empty state appears with the batch that removes them; when the first
    /// row arrives, it disappears with the batch that inserts it. Sections without rows count as empty.
    ///
    /// ```swift
    /// try handler.apply(SectionedData())
    /// handler.isShowingEmptyState // true, once the removal is on screen
    /// ```
    public var isShowingEmptyState: Bool { engine.isEmptyStateShown ?? engine.isShowingNoItems }

    /// Called when the empty state is shown (`true`) or hidden (`false`), at the moment the view's rows
    /// disappear or appear: to show an empty state of your own, or to update a toolbar.
    ///
    /// ```swift
    /// handler.onEmptyStateChange = { isEmpty in editButton.isEnabled = !isEmpty }
    /// ```
    public var onEmptyStateChange: ((Bool) -> Void)? {
        get { engine.onEmptyStateChange }
        set { engine.onEmptyStateChange = engine.callbacks.gated(newValue) }
    }
}

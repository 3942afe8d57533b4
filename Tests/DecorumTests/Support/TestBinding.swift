@_spi(Binding) import Decorum
import Foundation

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

/// A binding of the core alone (binding SPI), as an app's binding for another view would be: it accepts
/// every batch at once and records what the engine asks of it (whether each batch animates, the scrolls).
/// Its viewport, when `firstVisible` is set, is 5 rows of 10 points of section 0 from that row; it can
/// scroll once `canScroll` is `true`, and the user drags it while `isUserScrolling` is.
@MainActor
final class TestBinding: BatchUpdatableView {
    weak var handler: ListHandler<HorizontalDecorator>?
    var canScroll = true
    /// What the view reports of a drag or drop; the handler decides whether batches wait
    /// (``ListHandler/holdsBatches(for:)``), as UIKit bindings do.
    var hasUncommittedUpdates: Bool {
        get {
            var state = gestures
            state.hasUncommittedUpdates = state.hasUncommittedUpdates || reportsUncommitted
            return handler?.holdsBatches(for: state) ?? state.hasUncommittedUpdates
        }
        set { reportsUncommitted = newValue }
    }
    private var reportsUncommitted = false
    /// What the view shows of the user's gestures besides (issue #38).
    var gestures = ViewGestureState()
    var isUserScrolling = false
    var firstVisible: Int?
    private(set) var waits = 0
    private(set) var reloads = 0
    /// Reloads asked for while the view had uncommitted updates (a drag or drop): Apple's
    /// `hasUncommittedUpdates` says not to call `reloadData()` then; UIKit loses the drag's state.
    private(set) var reloadsWhileUncommitted = 0
    private(set) var animatedFlags: [Bool] = []
    private(set) var scrolls: [IndexPath] = []

    /// A handler of `items` (one section) bound to a new binding.
    static func bound(_ items: [Person]) throws -> (ListHandler<HorizontalDecorator>, TestBinding) {
        let handler = ListHandler<HorizontalDecorator>(checked: try .init(SectionedData(items: items)))
        let view = TestBinding()
        view.handler = handler
        handler.bind(view)
        return (handler, view)
    }

    var shownItemCounts: [Int] { handler?.displayedData.sections.map(\.items.count) ?? [] }
    var canAnimate: Bool { true }

    func performBatch(
        _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        animatedFlags.append(animated)
        updates()
        completion(true)
    }

    func waitForCommittedUpdates() { waits += 1 }

    func reloadData() {
        reloads += 1
        if hasUncommittedUpdates { reloadsWhileUncommitted += 1 }
    }
    func reconfigure(_ paths: [IndexPath]) throws {}

    var visibleItems: [VisibleItem] {
        guard let firstVisible else { return [] }
        let count = handler?.displayedData.sections.first?.items.count ?? 0
        return (firstVisible..<min(count, firstVisible + 5)).map {
            VisibleItem(indexPath: IndexPath(item: $0, section: 0), offset: Double(($0 - firstVisible) * 10))
        }
    }

    func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        scrolls.append(indexPath)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a handler refreshes rows whose content changed in place: most are reconfigured (the shown
/// cell is updated, no blink), but a shown cell whose reuse identifier no longer fits its item (a
/// ``RoutingDecorator`` item that switched style) must be reloaded, because UIKit refuses to
/// reconfigure a cell into another identifier.
///
/// ```swift
/// let plan = RefreshPlan(Decorator.self, paths: paths, in: engine.displayedData) {
///     tableView.cellForRow(at: $0)?.reuseIdentifier
/// }
/// tableView.reconfigureRows(at: plan.reconfigure)
/// tableView.reloadRows(at: plan.reload, with: .automatic)
/// ```
///
/// - Complexity: O(*k*) for *k* paths, plus the decorator's identifier per path.
struct RefreshPlan: Hashable, Sendable {
    /// Paths to update in place (`reconfigureRows` / `reconfigureItems`, or the decorator on the
    /// visible cell).
    var reconfigure: [IndexPath]
    /// Paths whose shown cell has another reuse identifier than the item now needs: reload them.
    var reload: [IndexPath]

    /// Splits `paths` (of `data`) into in-place updates and reloads.
    ///
    /// ```swift
    /// RefreshPlan(FeedDecorator.self, paths: [IndexPath(item: 0, section: 0)], in: data) { _ in "BannerCell" }
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The handler's decorator.
    ///   - paths: Paths of `data` whose content changed.
    ///   - data: The data the view shows.
    ///   - shownReuseIdentifier: The identifier of the cell shown at a path, `nil` when none is visible.
    /// - Complexity: O(*k*).
    @MainActor
    init<Decorator: CellDecorator>(
        _ decorator: Decorator.Type, paths: [IndexPath], in data: SectionedData<Decorator.Data>,
        shownReuseIdentifier: (IndexPath) -> String?
    ) {
        reconfigure = []
        reload = []
        for path in paths {
            guard let item = data.item(at: path) else { continue }
            if let shown = shownReuseIdentifier(path), shown != Decorator.reuseIdentifier(for: item) {
                reload.append(path)
            } else {
                reconfigure.append(path)
            }
        }
    }
}

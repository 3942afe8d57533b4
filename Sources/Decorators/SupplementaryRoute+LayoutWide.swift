#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Layout-wide supplementary views (a compositional layout's global header or footer): a route for them,
// and what a collection view binding shows at each index path, decided here so `swift test` covers it.

/// What a collection view shows for a ``SupplementaryRoute`` at one index path: the route's view,
/// configured or not, or an empty view.
///
/// ```swift
/// let content = route.content(at: indexPath, in: handler.displayedData)
/// guard content.showsView else { return emptyView }
/// ```
@_spi(Binding)
public struct SupplementaryContent {
    /// Where the view belongs.
    public let place: SupplementaryPlace
    /// Whether the route's view shows there; `false`: an empty view (the route has no data there).
    public let showsView: Bool
    /// What to run on the route's view; `nil` shows it as its class makes it (a layout-wide view of a
    /// route made for sections).
    public let configure: ((AnyObject) -> Void)?
}

extension SupplementaryRoute {
    /// Routes the view of the whole layout of its kind (a global header or footer, one of
    /// `UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`) to `decorator`, with
    /// the data `data` computes from the list's data and the view's index among the layout's views of
    /// that kind (0 for the first). It is configured when it appears, and again after every edit.
    ///
    /// ```swift
    /// handler.supplementaryViews["summary"] = SupplementaryRoute(layoutWide: SummaryBanner.self) { data, _ in
    ///     "\(data.itemCount) contacts"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The decorator that shows the view.
    ///   - data: The decorator's data for the list's data and the view's index.
    public init<Decorator: SupplementaryDecorator>(
        layoutWide decorator: Decorator.Type, data: @escaping (SectionedData<Item>, Int) -> Decorator.Data
    ) where Decorator.View: SupplementaryView, Decorator.View.RouteBase == Base {
        self.init(unchecked: decorator, data: { _ in nil })
        let identifier = reuseIdentifier
        makeLayoutWideConfigurator = { list, index in
            let value = data(list, index)
            return { view in
                Decorator.update(
                    ReuseRegistry.cast(view, to: Decorator.View.self, reuseIdentifier: identifier), with: value)
            }
        }
    }

    /// Whether the route was made for the whole layout (``init(layoutWide:data:)``).
    ///
    /// ```swift
    /// SupplementaryRoute(layoutWide: SummaryBanner.self) { _, _ in "" }.isLayoutWide  // true
    /// ```
    @_spi(Binding) public var isLayoutWide: Bool { makeLayoutWideConfigurator != nil }

    /// What the view at `indexPath` (read as ``SupplementaryPlace``) of a list showing `data` is: a
    /// section's view is configured with its section, or empty where the route has no data or the section
    /// is gone; a layout-wide one is configured with the list by a layout-wide route, and shown
    /// unconfigured by a route made for sections.
    ///
    /// ```swift
    /// route.content(at: IndexPath(index: 0), in: data).configure?(view)
    /// ```
    ///
    /// - Complexity: O(1) plus the route's data closure.
    @_spi(Binding) public func content(at indexPath: IndexPath, in data: SectionedData<Item>) -> SupplementaryContent {
        let place = SupplementaryPlace(indexPath, layoutWide: isLayoutWide)
        switch place {
        case .layoutWide(let index):
            return SupplementaryContent(
                place: place, showsView: true, configure: makeLayoutWideConfigurator?(data, index))
        case .section(let section):
            let configure =
                isLayoutWide || !data.indices.contains(section) ? nil : configurator(for: data[section])
            return SupplementaryContent(place: place, showsView: configure != nil, configure: configure)
        }
    }

    /// After an edit changed `sections`: the content of the view shown at `indexPath` when it needs a
    /// look (its section changed and still exists; or it is layout-wide and configured, as it shows the
    /// whole list), else `nil`.
    ///
    /// ```swift
    /// guard let content = route.content(at: path, in: data, afterChangesIn: [2]) else { continue }
    /// ```
    ///
    /// - Complexity: O(1) plus the route's data closure.
    @_spi(Binding) public func content(
        at indexPath: IndexPath, in data: SectionedData<Item>, afterChangesIn sections: Set<Int>
    ) -> SupplementaryContent? {
        let content = content(at: indexPath, in: data)
        switch content.place {
        case .layoutWide: return content.configure == nil ? nil : content
        case .section(let section):
            return sections.contains(section) && data.indices.contains(section) ? content : nil
        }
    }
}

@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Layout-wide views (a compositional layout's global header or footer, its configuration's
// `boundarySupplementaryItems`), with UIKit's rules: the view asks for each at `IndexPath(index:)` of its
// index among the layout's views of its kind (the form `UICollectionViewCompositionalLayout` uses), when
// the layout places it (`layoutWideKinds` set) and when it reloads; a batch keeps the view it showed,
// as UIKit keeps a supplementary view the layout neither inserts nor deletes, so only a refresh in place
// changes it.

extension HeadlessListView {
    /// The element kinds of the views the layout places for the whole list, in order, as a compositional
    /// layout's `configuration.boundarySupplementaryItems` (empty by default). Setting it lays the list out
    /// again: the data source is asked for each view
    /// (``HeadlessListDataSource/headlessView(_:layoutWideViewOfKind:at:)``).
    ///
    /// ```swift
    /// handler.layoutWideViews["summary"] = SupplementaryRoute(layoutWide: SummaryText.self) { data, _ in
    ///     "\(data.itemCount) photos"
    /// }
    /// handler.view.layoutWideKinds = ["summary"]
    /// handler.view.layoutWideView(ofKind: "summary")  // "3 photos"
    /// ```
    ///
    /// - Complexity: O(*k*) data-source calls for *k* kinds.
    public var layoutWideKinds: [String] {
        get { placedLayoutWideKinds }
        set {
            placedLayoutWideKinds = newValue
            readLayoutWideViews()
        }
    }

    /// What the layout-wide view of `kind` shows, as read when it was placed, at the last reload or at
    /// its last refresh in place; `nil` when the layout places no such view.
    ///
    /// ```swift
    /// handler.view.layoutWideView(ofKind: "summary")  // "3 photos"
    /// ```
    ///
    /// - Parameters:
    ///   - kind: An element kind.
    ///   - index: The view's index among the layout's views of `kind`; 0, the first, by default.
    /// - Returns: The view's text, or `nil`.
    /// - Complexity: O(*k*) for *k* kinds.
    public func layoutWideView(ofKind kind: String, at index: Int = 0) -> String? {
        layoutWidePlaces.firstIndex { $0.kind == kind && $0.indexPath == IndexPath(index: index) }
            .map { layoutWideTexts[$0] }
    }

    // Each placed view's kind and the index path the view asks for it with, in ``layoutWideKinds`` order.
    var layoutWidePlaces: [(kind: String, indexPath: IndexPath)] {
        var seen: [String: Int] = [:]
        return placedLayoutWideKinds.map { kind in
            defer { seen[kind, default: 0] += 1 }
            return (kind, IndexPath(index: seen[kind, default: 0]))
        }
    }

    func readLayoutWideViews() {
        guard let dataSource else { return layoutWideTexts = [] }
        layoutWideTexts = layoutWidePlaces.map {
            dataSource.headlessView(self, layoutWideViewOfKind: $0.kind, at: $0.indexPath)
        }
    }

    func verifyLayoutWideViews() throws {
        guard let dataSource else { return }
        for (place, shown) in zip(layoutWidePlaces, layoutWideTexts) {
            let expected = dataSource.headlessView(self, layoutWideViewOfKind: place.kind, at: place.indexPath)
            guard expected == shown else {
                throw BatchUpdateError(
                    .staleLayoutWideView(kind: place.kind, index: place.indexPath[0], shown: shown, expected: expected),
                    noun: noun)
            }
        }
    }
}

extension HeadlessListDataSource {
    /// Traps: the layout places layout-wide views (``HeadlessListView/layoutWideKinds``) that the data
    /// source cannot make, where UIKit raises.
    ///
    /// ```swift
    /// view.layoutWideKinds = ["summary"]  // traps unless the data source makes such views
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - kind: The views' kind.
    ///   - indexPath: The view's index path.
    public func headlessView(
        _ view: HeadlessListView, layoutWideViewOfKind kind: String, at indexPath: IndexPath
    ) -> String {
        preconditionFailure(
            "DecorumTesting: the layout places a view of kind '\(kind)', but the data source makes no layout-wide "
                + "views. Implement headlessView(_:layoutWideViewOfKind:at:) or empty view.layoutWideKinds.")
    }
}

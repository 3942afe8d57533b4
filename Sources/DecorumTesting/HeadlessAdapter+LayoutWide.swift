@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The handler's layout-wide views, shown and refreshed by the core's decisions
// (`SupplementaryRoute.content(at:in:)`), as `CollectionViewAdapter` shows them on iOS.

extension HeadlessAdapter {
    func headlessView(_ view: HeadlessListView, layoutWideViewOfKind kind: String, at indexPath: IndexPath) -> String {
        guard let handler else { preconditionFailure("a headless view asked for a view of a released handler") }
        guard let route = handler.layoutWideViews[kind] else {
            preconditionFailure(
                "Decorum: the layout places views of kind '\(kind)', but the handler has none. Set "
                    + "handler.layoutWideViews[\"\(kind)\"].")
        }
        let content = route.content(at: indexPath, in: handler.displayedData)
        let shown = HeadlessSupplementaryView()
        if content.showsView { content.configure?(shown) }
        return shown.text
    }

    // Runs the routes' configuration again on the views shown (which keep their text where it sets none).
    func reconfigureLayoutWideViews(afterChangesIn sections: [Int]) {
        guard let handler else { return }
        let changed = Set(sections)
        for (position, place) in view.layoutWidePlaces.enumerated() {
            guard let route = handler.layoutWideViews[place.kind],
                let content = route.content(at: place.indexPath, in: handler.displayedData, afterChangesIn: changed)
            else { continue }
            let shown = HeadlessSupplementaryView()
            shown.text = view.layoutWideTexts[position]
            content.configure?(shown)
            view.layoutWideTexts[position] = shown.text
        }
    }
}

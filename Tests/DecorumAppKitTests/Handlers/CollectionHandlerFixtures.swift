import AppKit
import DecorumAppKit

// What the collection handler's suites share, in real AppKit API only (so it compiles for macOS).

/// An item with no initialiser of its own, its view made in code: the handler makes it from its class.
final class PersonItem: NSCollectionViewItem {
    override func loadView() {
        view = NSView(frame: .zero)
    }
}

/// Shows a person as the item's `representedObject`.
struct PersonItemDecorator: CellDecorator {
    static func update(_ item: PersonItem, with person: Person) { item.representedObject = person.shown }
}

/// A section header or footer view, its text set by its decorator.
final class KindElementView: NSView, NSCollectionViewElement {
    var text = ""
}

struct KindElementDecorator: SupplementaryDecorator {
    static func update(_ view: KindElementView, with kind: Kind) { view.text = "header " + kind.rawValue }
}

/// A header showing how many items its section has.
struct CountElementDecorator: SupplementaryDecorator {
    static func update(_ view: KindElementView, with count: Int) { view.text = "count \(count)" }
}

/// A collection view as an app sets one up; on the stand-in its layout shows `visibleItems` items and
/// section headers.
@MainActor
func makePeopleCollection(visibleItems: Int = 200) -> NSCollectionView {
    let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 300, height: 400))
    #if !canImport(ObjectiveC)
    collectionView.standInVisibleItemCount = visibleItems
    collectionView.standInSupplementaryKinds = [NSCollectionView.elementKindSectionHeader]
    #endif
    return collectionView
}

/// What each section's items show, read through the items the view made (all of them when they fit).
@MainActor
func shownItems(_ collectionView: NSCollectionView) -> [[String]] {
    (0..<collectionView.numberOfSections).map { section in
        (0..<collectionView.numberOfItems(inSection: section)).map { index in
            let item = collectionView.item(at: IndexPath(item: index, section: section))
            return (item?.representedObject as? String) ?? "?"
        }
    }
}

/// What the sections must show for `data` (no item of a collapsed section).
func expectedItems(_ data: SectionedData<Person>) -> [[String]] {
    data.sections.map { $0.isCollapsed ? [] : $0.items.map(\.shown) }
}

/// The text of each section's header view where the view shows one.
@MainActor
func shownHeaders(_ collectionView: NSCollectionView) -> [String?] {
    (0..<collectionView.numberOfSections).map { section in
        let view = collectionView.supplementaryView(
            forElementKind: NSCollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        return (view as? KindElementView)?.text
    }
}

/// Ends the animations the stand-in's run loop holds, then lays the collection view out.
@MainActor
func settle(_ collectionView: NSCollectionView) {
    #if !canImport(ObjectiveC)
    AppKitStandIn.runUntilIdle()
    #endif
    collectionView.layoutSubtreeIfNeeded()
}

/// The user clicks the item at `path` (⌘-click when `extending`): the stand-in's model of a click; on a
/// Mac, the delegate messages AppKit sends for it.
@MainActor
func userClick(_ collectionView: NSCollectionView, at path: IndexPath, extending: Bool = false) {
    #if !canImport(ObjectiveC)
    collectionView.standInUserClickItem(at: path, extending: extending)
    #else
    let old = collectionView.selectionIndexPaths
    let deselected = extending ? old.intersection([path]) : old.subtracting([path])
    let selected: Set<IndexPath> = old.contains(path) ? [] : [path]
    collectionView.selectionIndexPaths = old.subtracting(deselected).union(selected)
    if !deselected.isEmpty { collectionView.delegate?.collectionView?(collectionView, didDeselectItemsAt: deselected) }
    if !selected.isEmpty { collectionView.delegate?.collectionView?(collectionView, didSelectItemsAt: selected) }
    #endif
}

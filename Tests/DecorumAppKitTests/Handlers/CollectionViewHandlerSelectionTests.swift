import AppKit
import DecorumAppKit
import Testing

// CollectionViewHandler and the user's clicks, in real AppKit API: a click reaches `onSelect` and
// `onDeselect` through the collection view's delegate (the handler's adapter), while the app's own delegate
// keeps its flow-layout sizes and hears the selection too.

/// An app's delegate: sizes its items, and notes what it heard.
final class SizingDelegate: NSObject, NSCollectionViewDelegateFlowLayout {
    var heard: [String] = []

    func collectionView(
        _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> NSSize {
        NSSize(width: 100 + indexPath.item, height: 20)
    }

    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
        heard.append("select \(indexPaths.sorted().map { [$0[0], $0[1]] })")
    }

    func collectionView(
        _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
        indexPaths.filter { $0 != IndexPath(item: 0, section: 1) }  // the app refuses one item
    }
}

@Suite("DecorumAppKit: CollectionViewHandler selection")
@MainActor
struct CollectionViewHandlerSelectionTests {
    @Test("A click reaches onSelect, another onDeselect and onSelect, by identity, in index-path order")
    func clicksReachTheHandler() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        collectionView.isSelectable = true
        let handler = try CollectionViewHandler<PersonItemDecorator>(
            collectionView: collectionView, data: people([("A", [1, 2]), ("B", [3])]))
        handler.header = SupplementaryRoute(KindElementDecorator.self)
        settle(collectionView)
        var heard: [String] = []
        handler.onSelect = { person, path in heard.append("select \(person.id) at \([path[0], path[1]])") }
        handler.onDeselect = { person, _ in heard.append("deselect \(person.id)") }
        let exceptions = exceptionsRaised {
            userClick(collectionView, at: IndexPath(item: 1, section: 0))
            userClick(collectionView, at: IndexPath(item: 0, section: 1))
        }
        #expect(exceptions.isEmpty)
        #expect(heard == ["select 2 at [0, 1]", "deselect 2", "select 3 at [1, 0]"])
        #expect(handler.selectedItems.map(\.id) == [3])
        // The handler's own selection does not come back as a click.
        heard = []
        _ = handler.select(item: Person(1))
        #expect(heard.isEmpty)
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 0, section: 0)])
    }

    @Test("⌘-clicks with multiple selection: several items reported in index-path order, one deselected")
    func extendingClicks() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        collectionView.isSelectable = true
        collectionView.allowsMultipleSelection = true
        let handler = try CollectionViewHandler<PersonItemDecorator>(
            collectionView: collectionView, data: people([("A", [1, 2]), ("B", [3])]))
        handler.header = SupplementaryRoute(KindElementDecorator.self)
        settle(collectionView)
        var heard: [Int] = []
        handler.onSelect = { person, _ in heard.append(person.id) }
        handler.onDeselect = { person, _ in heard.append(-person.id) }
        userClick(collectionView, at: IndexPath(item: 0, section: 1))
        userClick(collectionView, at: IndexPath(item: 0, section: 0), extending: true)
        userClick(collectionView, at: IndexPath(item: 0, section: 1), extending: true)
        #expect(heard == [3, 1, -3])
        #expect(handler.selectedItems.map(\.id) == [1])
        try handler.apply(people([("B", [3]), ("A", [2, 1])]))
        settle(collectionView)
        #expect(handler.selectedItems.map(\.id) == [1])
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 1, section: 1)])
    }

    @Test("The app's delegate keeps its flow-layout sizes, may refuse a click, and hears the selection")
    func appDelegateKeepsItsPart() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let layout = NSCollectionViewFlowLayout()
        layout.sectionInset = NSEdgeInsets(top: 4, left: 5, bottom: 6, right: 7)
        layout.headerReferenceSize = NSSize(width: 0, height: 30)
        collectionView.collectionViewLayout = layout
        collectionView.isSelectable = true
        let appDelegate = SizingDelegate()
        collectionView.delegate = appDelegate  // set before the handler: the handler keeps it
        let handler = try CollectionViewHandler<PersonItemDecorator>(
            collectionView: collectionView, data: people([("A", [1, 2]), ("B", [3])]))
        handler.header = SupplementaryRoute(KindElementDecorator.self)
        settle(collectionView)
        #expect(handler.delegate === appDelegate)
        #expect(collectionView.delegate !== appDelegate)
        var selected: [Int] = []
        handler.onSelect = { person, _ in selected.append(person.id) }
        userClick(collectionView, at: IndexPath(item: 1, section: 0))
        #expect(handler.selectedItems.map(\.id) == [2])
        #if !canImport(ObjectiveC)
        userClick(collectionView, at: IndexPath(item: 0, section: 1))  // refused by the app's delegate
        #expect(!collectionView.selectionIndexPaths.contains(IndexPath(item: 0, section: 1)))
        let metrics = layout.standInMetrics(ofSection: 0)
        #expect(metrics.itemSizes == [NSSize(width: 100, height: 20), NSSize(width: 101, height: 20)])
        #expect(metrics.inset.left == 5 && metrics.inset.right == 7)
        #expect(metrics.header == NSSize(width: 0, height: 30))
        #expect(metrics.lineSpacing == layout.minimumLineSpacing)
        #endif
        #expect(selected == [2])
        #expect(appDelegate.heard == ["select [[0, 1]]"])
        // A delegate set later through the handler.
        let other = SizingDelegate()
        handler.delegate = other
        userClick(collectionView, at: IndexPath(item: 0, section: 0))
        #expect(other.heard == ["select [[0, 0]]"])
        #expect(appDelegate.heard.count == 1)
    }

    @Test("A second handler on the same view takes over the app's delegate, never the first handler")
    func secondHandlerKeepsTheAppDelegate() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let first = try CollectionViewHandler<PersonItemDecorator>(collectionView: collectionView, data: people([]))
        let second = try CollectionViewHandler<PersonItemDecorator>(collectionView: collectionView, data: people([]))
        #expect(second.delegate == nil)
        let appDelegate = SizingDelegate()
        second.delegate = appDelegate
        let third = try CollectionViewHandler<PersonItemDecorator>(collectionView: collectionView, data: people([]))
        #expect(third.delegate === appDelegate)
        withExtendedLifetime((first, second)) {}
    }
}

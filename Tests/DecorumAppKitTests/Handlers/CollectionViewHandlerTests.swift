import AppKit
import DecorumAppKit
import Testing

// CollectionViewHandler on an NSCollectionView, in real AppKit API: sections and header views, edits and
// applies as one performBatchUpdates each, items kept with their index paths, updated items refreshed,
// selection following its item, collapse, a view never laid out.

@MainActor
private func handler(
    _ data: SectionedData<Person>, in collectionView: NSCollectionView
) throws -> CollectionViewHandler<PersonItemDecorator> {
    let handler = try CollectionViewHandler<PersonItemDecorator>(collectionView: collectionView, data: data)
    handler.header = SupplementaryRoute(KindElementDecorator.self)
    settle(collectionView)
    return handler
}

/// Screen logic written once over `ListHandler`, as an app shares it between its Mac and iOS screens.
@MainActor
private func renameFirst<Decorator>(_ handler: ListHandler<Decorator>, to name: String) throws
where Decorator.Data == Person {
    guard var first = handler.data.sections.first?.items.first else { return }
    first.name = name
    try handler.upsert([first])
}

@Suite("DecorumAppKit: CollectionViewHandler")
@MainActor
struct CollectionViewHandlerTests {
    @Test("Sections show their items, made from the decorator's registered class, and their header views")
    func sectionsAndHeaders() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let data = people([("A", [1, 2]), ("B", []), ("C", [3])])
        let exceptions = try exceptionsRaised {
            let handler = try handler(data, in: collectionView)
            #expect(shownItems(collectionView) == [["1:p1", "2:p2"], [], ["3:p3"]])
            #expect(collectionView.visibleItems().allSatisfy { $0 is PersonItem })
            #expect(handler.registry.registration(for: "PersonItem", slot: .cell)?.source == .type)
            // The stand-in's layout shows a header per section with a visible item.
            #expect(shownHeaders(collectionView) == ["header A", nil, "header C"])
        }
        #expect(exceptions.isEmpty)
    }

    @Test("Edits: adds, removals, moves across sections and upserts show the data")
    func edits() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try handler(people([("A", [1, 2]), ("B", [3])]), in: collectionView)
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { if $0.severity == .fault { faults.append($0) } }
        let exceptions = try exceptionsRaised {
            try handler.addData([Person(4), Person(5)], toSection: "B")
            _ = handler.removeData([Person(1)])
            try handler.move(from: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 0))
            try handler.upsert([Person(3, "renamed")])
            try handler.addData([Person(6)], toSection: "C")
            settle(collectionView)
        }
        #expect(exceptions.isEmpty)
        #expect(faults.isEmpty)
        #expect(shownItems(collectionView) == expectedItems(handler.data))
        #expect(shownItems(collectionView) == [["5:p5", "2:p2"], ["3:renamed", "4:p4"], ["6:p6"]])
        #expect(shownHeaders(collectionView) == ["header A", "header B", "header C"])
    }

    @Test("An apply that inserts, deletes and moves sections and items keeps the items that stay")
    func applyWithSections() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try handler(people([("A", [1, 2]), ("B", [3, 4]), ("C", [5])]), in: collectionView)
        let itemOf4 = collectionView.item(at: IndexPath(item: 1, section: 1))
        let headerOfB = collectionView.supplementaryView(
            forElementKind: NSCollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { if $0.severity == .fault { faults.append($0) } }
        let new = people([("D", [6]), ("B", [4, 1]), ("A", [2, 7])])
        let exceptions = try exceptionsRaised {
            try handler.apply(new)
            settle(collectionView)
        }
        #expect(exceptions.isEmpty)
        #expect(faults.isEmpty)
        #expect(shownItems(collectionView) == expectedItems(new))
        #expect(shownHeaders(collectionView) == ["header D", "header B", "header A"])
        // Items and sections that stay are moved, never deleted and inserted: they keep their views.
        #expect(itemOf4 != nil && collectionView.item(at: IndexPath(item: 0, section: 1)) === itemOf4)
        #expect(
            headerOfB != nil
                && collectionView.supplementaryView(
                    forElementKind: NSCollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                    === headerOfB
        )
    }

    @Test("A header showing its rows is refreshed in place; where its route has no data it is an empty view")
    func headersFollowTheirRows() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try CollectionViewHandler<PersonItemDecorator>(
            collectionView: collectionView, data: people([("A", [1]), ("B", [2])]))
        handler.header = SupplementaryRoute(CountElementDecorator.self) { $0.items.count < 3 ? $0.items.count : nil }
        let header = NSCollectionView.elementKindSectionHeader
        let exceptions = try exceptionsRaised {
            settle(collectionView)
            #expect(shownHeaders(collectionView) == ["count 1", "count 1"])
            let viewOfA = collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
            try handler.addData([Person(3)], toSection: "A")
            settle(collectionView)
            #expect(shownHeaders(collectionView) == ["count 2", "count 1"])
            #expect(
                viewOfA != nil
                    && collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
                        === viewOfA
            )
            try handler.addData([Person(4)], toSection: "A")
            settle(collectionView)
            #expect(shownHeaders(collectionView) == [nil, "count 1"])
            #expect(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) != nil)
            _ = handler.removeData([Person(1)])
            settle(collectionView)
        }
        #expect(exceptions.isEmpty)
        #expect(shownHeaders(collectionView) == ["count 2", "count 1"])
    }

    @Test("An updated item is refreshed in place by the decorator; screen logic over ListHandler runs here too")
    func updatedItems() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try handler(people([("A", [1, 2])]), in: collectionView)
        let exceptions = try exceptionsRaised {
            try handler.apply(SectionedData([Section(kind: "A", items: [Person(1), Person(2, "two")])]))
            settle(collectionView)
            #expect(shownItems(collectionView) == [["1:p1", "2:two"]])
            try renameFirst(handler, to: "one")
            settle(collectionView)
        }
        #expect(exceptions.isEmpty)
        #expect(shownItems(collectionView) == [["1:one", "2:two"]])
    }

    @Test("The selection (selectionIndexPaths) stays on its item when the item moves to another section")
    func selectionFollowsItems() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try handler(people([("A", [1, 2]), ("B", [3])]), in: collectionView)
        collectionView.allowsMultipleSelection = true
        #expect(handler.select(item: Person(2)) == IndexPath(item: 1, section: 0))
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 1, section: 0)])
        let exceptions = try exceptionsRaised {
            try handler.apply(people([("B", [3, 2]), ("A", [1])]))
            settle(collectionView)
        }
        #expect(exceptions.isEmpty)
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(handler.selectedItems == [Person(2)])
        collectionView.selectionIndexPaths.insert(IndexPath(item: 0, section: 1))  // item 1, selected on the view
        try handler.addData([Person(9)], toSection: "A")
        settle(collectionView)
        #expect(Set(handler.selectedItems.map(\.id)) == [1, 2])
    }

    @Test("Collapsing a section removes its items and keeps the section; expanding brings them back")
    func collapse() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try handler(people([("A", [1, 2]), ("B", [3])]), in: collectionView)
        let exceptions = try exceptionsRaised {
            try handler.collapse(section: "A")
            settle(collectionView)
            #expect(shownItems(collectionView) == [[], ["3:p3"]])
            try handler.expand(section: "A")
            settle(collectionView)
        }
        #expect(exceptions.isEmpty)
        #expect(shownItems(collectionView) == [["1:p1", "2:p2"], ["3:p3"]])
    }

    @Test("A collection view never laid out (off screen) takes every batch, and shows the data once laid out")
    func offScreen() throws {
        let collectionView = makePeopleCollection()
        let handler = try CollectionViewHandler<PersonItemDecorator>(
            collectionView: collectionView, data: people([("A", [1])]))
        let exceptions = try exceptionsRaised {
            try handler.apply(people([("B", [2, 1]), ("A", [3])]))
            try handler.addData([Person(4)], toSection: "A")
            try handler.upsert([Person(1, "one")])
            handler.header = SupplementaryRoute(KindElementDecorator.self)
        }
        #expect(exceptions.isEmpty)
        settle(collectionView)
        #expect(shownItems(collectionView) == [["2:p2", "1:one"], ["3:p3", "4:p4"]])
        #expect(shownHeaders(collectionView) == ["header B", "header A"])
    }

    @Test("The collection view keeps its handler alive, and reuses the items that leave the visible area")
    func keepsHandlerAndReuses() throws {
        let collectionView = makePeopleCollection(visibleItems: 3)
        weak var weakHandler: CollectionViewHandler<PersonItemDecorator>?
        do {
            let handler = try CollectionViewHandler<PersonItemDecorator>(
                collectionView: collectionView, data: people([("A", [1, 2, 3, 4, 5])]))
            handler.header = SupplementaryRoute(KindElementDecorator.self)  // the layout shows headers
            weakHandler = handler
        }
        #expect(weakHandler != nil)
        settle(collectionView)
        let firstItems = collectionView.visibleItems().map(ObjectIdentifier.init)
        let exceptions = exceptionsRaised {
            _ = weakHandler?.removeData([Person(1), Person(2), Person(3)])
            settle(collectionView)
        }
        #expect(exceptions.isEmpty)
        #expect(shownItems(collectionView) == [["4:p4", "5:p5"]])
        // The deleted items went back to the queue and were made again for the items now shown (the
        // stand-in's reading of "looks for a recycled item"; AppKit's queue may hold others too).
        #expect(Set(collectionView.visibleItems().map(ObjectIdentifier.init)).isSubset(of: Set(firstItems)))
    }
}

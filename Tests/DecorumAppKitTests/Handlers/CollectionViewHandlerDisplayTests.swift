import AppKit
import DecorumAppKit
import Testing

// Display events and lifecycle on a Mac collection view: items the view displays and stops displaying
// reach onWillDisplay/onDidEndDisplaying by identity, edits an app makes from them wait until the view's
// pass over its items is over, and a second handler on the same view leaves the first one showing nowhere.

/// A handler showing `data` in `collectionView`, with the section headers its layout asks for.
@MainActor
private func handler(
    _ data: SectionedData<Person>, in collectionView: NSCollectionView
) throws -> CollectionViewHandler<PersonItemDecorator> {
    let handler = try CollectionViewHandler<PersonItemDecorator>(collectionView: collectionView, data: data)
    handler.header = SupplementaryRoute(KindElementDecorator.self)
    return handler
}

@Suite("DecorumAppKit: CollectionViewHandler display events and lifecycle")
@MainActor
struct CollectionViewHandlerDisplayTests {
    @Test("Items the view displays reach onWillDisplay once each; items that go, onDidEndDisplaying")
    func displayEvents() throws {
        let collectionView = makePeopleCollection(visibleItems: 3)
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try handler(people([("A", [1, 2]), ("B", [3, 4])]), in: collectionView)
        var shown: [Int] = []
        var ended: [Int] = []
        handler.onWillDisplay = { shown.append($0.id) }
        handler.onDidEndDisplaying = { ended.append($0) }
        let exceptions = exceptionsRaised {
            settle(collectionView)  // 1 2 3
            #expect(shown == [1, 2, 3] && ended.isEmpty)
            handler.removeData([Person(2)])
            settle(collectionView)  // 1 3 4
            #expect(shown == [1, 2, 3, 4] && ended == [2])
            #expect(handler.displayedIDs == [1, 3, 4])
        }
        #expect(exceptions.isEmpty)
    }

    @Test("Edits from onWillDisplay wait for the view's pass to end, then show: a page appended, an item removed")
    func editsFromDisplayCallbacks() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try handler(people([("A", [1, 2, 3])]), in: collectionView)
        var pages = 0
        handler.onWillDisplay = { [unowned handler] person in
            if person.id == 2 { handler.removeData([person]) }
            if person.id == 3 && pages == 0 {
                pages += 1
                try? handler.addData([Person(10), Person(11)], toSection: "A")
            }
        }
        let exceptions = exceptionsRaised {
            settle(collectionView)
            #expect(handler.data.sections.first?.items.map(\.id) == [1, 3, 10, 11])
            settle(collectionView)
            #expect(shownItems(collectionView) == [["1:p1", "3:p3", "10:p10", "11:p11"]])
        }
        #expect(exceptions.isEmpty)
        #expect(handler.displayedIDs == [1, 3, 10, 11])
    }

    @Test("A second handler takes the collection view: the first one's edits change its data only")
    func secondHandlerTakesTheView() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handlers hold their view weakly
        let first = try handler(people([("A", [1, 2])]), in: collectionView)
        settle(collectionView)
        let second = try handler(people([("B", [7])]), in: collectionView)
        var faults: [Diagnostic] = []
        first.onDiagnostic = { if $0.severity == .fault { faults.append($0) } }
        let exceptions = try exceptionsRaised {
            settle(collectionView)
            try first.addData([Person(3)])
            first.removeData([Person(1)])
            try first.apply(people([("A", [3, 2]), ("C", [9])]))
            settle(collectionView)
            #expect(shownItems(collectionView) == [["7:p7"]])
            try second.addData([Person(8)])
            settle(collectionView)
            #expect(shownItems(collectionView) == [["7:p7", "8:p8"]])
        }
        #expect(exceptions.isEmpty)
        #expect(faults.isEmpty)
        #expect(first.data.sections.map(\.items.count) == [2, 1])
    }
}

/// An item decorator that runs `onUpdate` each time it fills an item.
struct EditingItemDecorator: CellDecorator {
    nonisolated(unsafe) static var onUpdate: ((Person) -> Void)?

    static func update(_ item: PersonItem, with person: Person) {
        item.representedObject = person.shown
        onUpdate?(person)
    }
}

@Suite("DecorumAppKit: edits from an item's configuration", .serialized)
@MainActor
struct ItemEditsFromConfigurationTests {
    @Test("An edit made while the collection view asks for an item waits for the view's pass to end")
    func collectionEditsFromConfiguration() throws {
        let collectionView = makePeopleCollection()
        defer { withExtendedLifetime(collectionView) {} }  // the handler holds its view weakly
        let handler = try CollectionViewHandler<EditingItemDecorator>(
            collectionView: collectionView, data: people([("A", [1, 2])]))
        handler.header = SupplementaryRoute(KindElementDecorator.self)
        EditingItemDecorator.onUpdate = { [unowned handler] person in
            if person.id == 2 && person.name == "p2" { try? handler.upsert([Person(2, "seen")]) }
        }
        defer { EditingItemDecorator.onUpdate = nil }
        let exceptions = exceptionsRaised {
            settle(collectionView)
            settle(collectionView)
        }
        #expect(exceptions.isEmpty)
        #expect(handler.data.sections.first?.items.map(\.name) == ["p1", "seen"])
        #expect(shownItems(collectionView) == [["1:p1", "2:seen"]])
    }
}

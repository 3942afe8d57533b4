import AppKit
import DecorumAppKit
import Foundation
import Testing

// The user's drags within a collection view and drops from outside, played by the stand-in (AppKit's
// documented sequence: pasteboardWriterForItemAt, validateDrop with its in/out index path and operation,
// acceptDrop); the view shows what the data has after each, and each move is reported by identity.
// Stand-in only: a Mac has no way to play a drag in a test.

#if !canImport(ObjectiveC)
@Suite("DecorumAppKit: CollectionViewHandler drags and drops")
@MainActor
struct CollectionViewHandlerDragTests {
    /// A collection view showing A:[1, 2, 3] and B:[4, 5], every item movable, the user's edits collected.
    @MainActor
    private final class Fixture {
        let collectionView = makePeopleCollection()
        let handler: CollectionViewHandler<PersonItemDecorator>
        var edits: [String] = []

        init(_ data: [(String, [Int])] = [("A", [1, 2, 3]), ("B", [4, 5])]) throws {
            handler = try CollectionViewHandler<PersonItemDecorator>(collectionView: collectionView, data: people(data))
            handler.header = SupplementaryRoute(KindElementDecorator.self)
            collectionView.isSelectable = true  // AppKit's mouse drags only in a selectable view
            handler.canMove = { _, _ in true }
            handler.onUserEdit = { [unowned self] in edits.append("\($0)") }
            settle(collectionView)
        }

        var ids: [[Int]] { handler.data.sections.map { $0.items.map(\.id) } }

        /// The user drags the items at `paths` to `path`; then the view must show the data, and nothing raised.
        @discardableResult
        func drag(
            _ paths: [(Int, Int)], to path: (Int, Int), _ operation: NSCollectionView.DropOperation = .before,
            duringDrag: () -> Void = {}
        ) -> Bool {
            var accepted = false
            let raised = exceptionsRaised {
                accepted = collectionView.standInUserDragItems(
                    Set(paths.map { IndexPath(item: $0.1, section: $0.0) }),
                    to: IndexPath(item: path.1, section: path.0),
                    dropOperation: operation, duringDrag: duringDrag)
                settle(collectionView)
            }
            #expect(raised.isEmpty)
            #expect(shownItems(collectionView) == expectedItems(handler.data))
            return accepted
        }

        var lastTarget: String? {
            collectionView.standInLastDropTarget.map { "\($0.indexPath) \($0.dropOperation)" }
        }
    }

    @Test("An item dragged within its section moves there, reported as the user's move")
    func withinSection() throws {
        let fixture = try Fixture()
        #expect(fixture.drag([(0, 0)], to: (0, 2)))
        #expect(fixture.ids == [[2, 1, 3], [4, 5]])
        #expect(fixture.edits == ["move 1 from [0, 0] in \"A\" to [0, 1] in \"A\""])
        #expect(fixture.drag([(0, 0)], to: (0, 3)))  // past the last item
        #expect(fixture.ids == [[1, 3, 2], [4, 5]])
    }

    @Test("An item dragged across sections moves into the other one; several items move together, in order")
    func acrossSections() throws {
        let fixture = try Fixture()
        #expect(fixture.drag([(0, 1)], to: (1, 1)))
        #expect(fixture.ids == [[1, 3], [4, 2, 5]])
        #expect(fixture.edits == ["move 2 from [0, 1] in \"A\" to [1, 1] in \"B\""])
        #expect(fixture.drag([(0, 1), (0, 0)], to: (1, 3)))  // past B's last item
        #expect(fixture.ids == [[], [4, 2, 5, 1, 3]])
    }

    @Test("Dropped on an item, items land before it; the drop is retargeted to .before")
    func ontoItem() throws {
        let fixture = try Fixture()
        #expect(fixture.drag([(0, 0)], to: (1, 1), .on))
        #expect(fixture.ids == [[2, 3], [4, 1, 5]])
        #expect(fixture.lastTarget == "[1, 1] before")
        #expect(fixture.drag([(0, 0)], to: (0, 1), .on))  // onto 3: 2 stays before it
        #expect(fixture.ids == [[2, 3], [4, 1, 5]])
        #expect(fixture.edits.count == 1)
    }

    @Test("Into an empty section, items land at its start")
    func intoEmpty() throws {
        let fixture = try Fixture([("A", [1, 2]), ("B", []), ("C", [3])])
        #expect(fixture.drag([(0, 1)], to: (1, 0)))
        #expect(fixture.ids == [[1], [2], [3]])
        #expect(fixture.drag([(2, 0)], to: (1, 0), .on))  // on no item: before
        #expect(fixture.ids == [[1], [3, 2], []])
    }

    @Test("Into a collapsed section, items go to the end of the expanded section above, else the start of one below")
    func intoCollapsed() throws {
        let fixture = try Fixture([("A", [1, 2]), ("B", [3]), ("C", [4])])
        try fixture.handler.collapse(section: Kind("B"))
        settle(fixture.collectionView)
        #expect(fixture.drag([(0, 0)], to: (1, 0)))
        #expect(fixture.ids == [[2, 1], [3], [4]])
        #expect(fixture.lastTarget == "[0, 2] before")
        try fixture.handler.collapse(section: Kind("A"))
        settle(fixture.collectionView)
        #expect(fixture.drag([(2, 0)], to: (0, 0)))
        #expect(fixture.ids == [[2, 1], [3], [4]])  // 4 lands at C's start, where it is
        #expect(fixture.lastTarget == "[2, 0] before")
    }

    @Test("A move the app refuses at once does not happen; refused later, the item moves back")
    func refused() throws {
        let fixture = try Fixture()
        fixture.handler.confirmUserEdit = { _, answer in answer(false) }
        #expect(fixture.drag([(0, 0)], to: (1, 1)))
        #expect(fixture.ids == [[1, 2, 3], [4, 5]])
        var pending: [(Bool) -> Void] = []
        fixture.handler.confirmUserEdit = { _, answer in pending.append(answer) }
        #expect(fixture.drag([(0, 0)], to: (1, 1)))
        #expect(fixture.ids == [[2, 3], [4, 1, 5]])
        pending.first?(false)
        settle(fixture.collectionView)
        #expect(fixture.ids == [[1, 2, 3], [4, 5]])
        #expect(shownItems(fixture.collectionView) == expectedItems(fixture.handler.data))
        #expect(fixture.edits.isEmpty)
    }

    @Test("Items canMove refuses have no pasteboard writer: alone they start no drag, with others they stay")
    func cannotMove() throws {
        let fixture = try Fixture()
        fixture.handler.canMove = { person, _ in person.id != 1 }
        let first = IndexPath(item: 0, section: 0)
        #expect(
            fixture.collectionView.delegate?.collectionView(fixture.collectionView, pasteboardWriterForItemAt: first)
                == nil)
        #expect(!fixture.drag([(0, 0)], to: (1, 1)))
        #expect(fixture.drag([(0, 0), (0, 1)], to: (1, 1)))
        #expect(fixture.ids == [[1, 3], [4, 2, 5]])
        fixture.handler.canMove = nil
        #expect(!fixture.drag([(0, 1)], to: (0, 0)))
        #expect(fixture.edits.count == 1)
    }

    @Test("Items edited while the user holds them: the drop finds them by identity, or is refused when they are gone")
    func editedDuringDrag() throws {
        let fixture = try Fixture()
        #expect(
            fixture.drag([(0, 0)], to: (1, 1)) {
                try? fixture.handler.apply(people([("A", [9, 2, 3]), ("B", [4, 5, 1])]))
                settle(fixture.collectionView)
            })
        #expect(fixture.ids == [[9, 2, 3], [4, 1, 5]])
        #expect(
            !fixture.drag([(0, 1)], to: (0, 0)) {
                _ = fixture.handler.removeData([Person(2)])
                settle(fixture.collectionView)
            })
        #expect(fixture.ids == [[9, 3], [4, 1, 5]])
    }

    @Test("Content dropped from outside is inserted where it lands; the view refuses it until the app accepts it")
    func dropFromOutside() throws {
        let fixture = try Fixture()
        let item = NSPasteboardItem()
        item.setString("9", forType: .string)
        let b0 = IndexPath(item: 0, section: 1)
        #expect(!fixture.collectionView.standInUserDrops([item], to: b0, dropOperation: .before))
        fixture.handler.acceptDrops(of: [.string]) { info in
            (info.draggingPasteboard.pasteboardItems ?? []).compactMap { $0.string(forType: .string) }
                .compactMap(Int.init).map { Person($0) }
        }
        #expect(fixture.collectionView.registeredDraggedTypes.contains(.string))
        let raised = exceptionsRaised {
            #expect(fixture.collectionView.standInUserDrops([item], to: b0, dropOperation: .on))
            settle(fixture.collectionView)
        }
        #expect(raised.isEmpty)
        #expect(fixture.ids == [[1, 2, 3], [9, 4, 5]])
        #expect(shownItems(fixture.collectionView) == expectedItems(fixture.handler.data))
        // The same identity again, or nothing the app can read: refused, the data untouched.
        let a0 = IndexPath(item: 0, section: 0)
        #expect(!fixture.collectionView.standInUserDrops([item], to: a0, dropOperation: .before))
        let empty = NSPasteboardItem()
        empty.setString("none", forType: .string)
        #expect(!fixture.collectionView.standInUserDrops([empty], to: a0, dropOperation: .before))
        #expect(fixture.ids == [[1, 2, 3], [9, 4, 5]])
        // A source that allows only a move or a link: inserted as a move, refused as a link.
        let moved = NSPasteboardItem()
        moved.setString("8", forType: .string)
        #expect(!fixture.collectionView.standInUserDrops([moved], to: a0, dropOperation: .before, operationMask: .link))
        #expect(fixture.collectionView.standInUserDrops([moved], to: a0, dropOperation: .before, operationMask: .move))
        #expect(fixture.ids == [[8, 1, 2, 3], [9, 4, 5]])
        // The items still reorder: registering the app's types kept the view's own; `[]` accepts none again.
        #expect(fixture.drag([(0, 1)], to: (1, 3)))
        #expect(fixture.ids == [[8, 2, 3], [9, 4, 5, 1]])
        fixture.handler.acceptDrops(of: []) { _ in [] }
        #expect(!fixture.collectionView.standInUserDrops([moved], to: a0, dropOperation: .before))
    }
}
#endif

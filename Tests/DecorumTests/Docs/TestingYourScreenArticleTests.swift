// Sources/DecorumTesting/DecorumTesting.docc/TestingYourScreen.md: the article's screen logic and its tests, compiled and run
// with the suite. SnippetTests checks that the article shows this very code.
import Decorum
import DecorumTesting
import Foundation
import Testing

@MainActor
@Suite("Article: testing a screen's list without a simulator")
struct TestingYourScreenArticle {
    // snippet: screen-person
    struct Person: Identifiable, Updatable {
        let id: String
        var name: String
        var isVIP = false

        mutating func update(from copy: Person) {
            name = copy.name
            isVIP = copy.isVIP
        }
    }
    // end snippet

    // snippet: screen-store
    /// The app's own store of people, by identity.
    @MainActor
    final class PeopleStore {
        private(set) var ids: [String]

        init(ids: [String]) {
            self.ids = ids
        }

        func delete(id: String) {
            ids.removeAll { $0 == id }
        }
    }
    // end snippet

    // snippet: screen-list
    /// What the people screen does with its list, written against the handlers' common base class.
    @MainActor
    final class PeopleList<Decorator: CellDecorator> where Decorator.Data == Person, Decorator.ID == Person.ID {
        let handler: ListHandler<Decorator>

        init(handler: ListHandler<Decorator>) {
            self.handler = handler
        }

        /// Shows the VIPs first, then everyone else.
        func show(_ people: [Person]) throws(ListEditError) {
            try handler.apply([
                Section(kind: "VIPs", items: people.filter(\.isVIP)),
                Section(kind: "Everyone", items: people.filter { !$0.isVIP }),
            ])
        }

        /// Makes `person` a VIP: their row moves to the VIPs, and shows the star.
        func promote(_ person: Person) throws(ListEditError) {
            var people = handler.data.allItems
            guard let index = people.firstIndex(where: { $0.id == person.id }) else { return }
            people[index].isVIP = true
            try show(people)
        }

        /// Heads each section with its number of people, in the view `header` draws: the app passes
        /// its table header's decorator, a test one for a headless view.
        func showCounts<Header: SupplementaryDecorator>(in header: Header.Type)
        where Header.Data == String, Header.View: SupplementaryView {
            handler.setHeader(SupplementaryRoute(header) { section in "\(section.kind.rawValue): \(section.count)" })
        }

        /// Deletes from `store` the people the user deletes with a swipe.
        func reportDeletes(to store: PeopleStore) {
            handler.onUserEdit = { edit in
                if edit.action == .delete { store.delete(id: edit.id) }  // a Person.ID: see the where clause
            }
        }
    }
    // end snippet

    // snippet: screen-test-decorator
    /// A cell for tests: a plain class that describes itself, so the decorator compiles everywhere.
    final class PersonRow: CustomStringConvertible {
        var text = ""
        var description: String { text }
    }

    struct PersonRowDecorator: CellDecorator {
        static func update(_ cell: PersonRow, with person: Person) {
            cell.text = person.isVIP ? "★ \(person.name)" : person.name
        }
    }
    // end snippet

    let ada = Person(id: "1", name: "Ada")
    let grace = Person(id: "2", name: "Grace")

    // snippet: screen-test-promote
    @Test @MainActor func promotingMovesThePersonToTheVIPs() throws {
        let view = HeadlessListView(animationMode: .manual)  // batches "animate" until finishAnimations()
        let handler = HeadlessHandler<PersonRowDecorator>(view: view)
        handler.makeCell = { PersonRow() }  // run the decorator: cells read "★ Grace"
        let list = PeopleList(handler: handler)

        try list.show([ada, grace])
        view.finishAnimations()
        try list.promote(grace)
        #expect(handler.data[0].map(\.name) == ["Grace"])  // the data changes at once,
        #expect(view.isAnimating)  // while the view is still animating
        view.finishAnimations()

        try view.verifyMatchesDataSource()  // every section, identity and content
        #expect(view.cell(at: IndexPath(item: 0, section: 0))?.content == "★ Grace")
        #expect(view.batches.count == 2)  // show and promote both animated: no fallback to reloadData
        #expect(view.events.last == .reconfigure([IndexPath(item: 0, section: 0)]))  // the star, in place
    }
    // end snippet

    // snippet: screen-test-queue
    @Test @MainActor func editsDuringAnAnimationWaitTheirTurn() throws {
        let view = HeadlessListView(animationMode: .manual)
        let handler = HeadlessHandler<PersonRowDecorator>(view: view)

        try handler.addData([ada])
        try handler.addData([grace])  // the first batch is still animating
        #expect(handler.data.itemCount == 2)
        #expect(view.batches.count == 1)

        view.finishAnimations()  // ends the first batch; the queued one runs, and ends too
        #expect(view.batches.count == 2)
        try view.verifyMatchesDataSource()
    }
    // end snippet

    // snippet: screen-test-diagnostic
    @Test @MainActor func editsOffScreenReloadAndSayWhy() throws {
        let view = HeadlessListView()
        let handler = HeadlessHandler<PersonRowDecorator>(view: view)
        var faults: [Diagnostic] = []
        var reasons: [Diagnostic.Reason] = []
        handler.onDiagnostic = { faults.append($0) }
        handler.onInformation = { reasons.append($0.reason) }

        view.isInWindow = false  // like a table view that is not in a window
        try handler.addData([ada])
        #expect(reasons == [.notInWindow])  // normal: information
        #expect(faults.isEmpty)  // nothing went wrong
        #expect(view.events.last == .reloadData)
        try view.verifyMatchesDataSource()
    }
    // end snippet

    // snippet: screen-test-user-edits
    @Test @MainActor func aRefusedDeleteKeepsTheRowAndTheStore() async throws {
        let view = HeadlessListView()
        let handler = try HeadlessHandler<PersonRowDecorator>(view: view, data: SectionedData(items: [ada, grace]))
        let store = PeopleStore(ids: [ada.id, grace.id])
        let list = PeopleList(handler: handler)  // kept, as the screen keeps it
        list.reportDeletes(to: store)
        handler.canEdit = { _, _ in true }
        handler.confirmUserEdits { edit in edit.item.name != "Ada" }  // async: a server, say

        try view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 0))  // Ada: refused
        try view.simulateSwipeToDelete(at: IndexPath(item: 1, section: 0))  // Grace
        await handler.waitForUserEditConfirmations()

        #expect(store.ids == [ada.id])
        #expect(handler.data.allItems.map(\.name) == ["Ada"])
        try view.verifyMatchesDataSource()
    }
    // end snippet

    // snippet: screen-test-headers
    @Test @MainActor func footersCountTheRowsAndNothingReloads() throws {
        let view = HeadlessListView()
        let handler = try HeadlessHandler<PersonRowDecorator>(view: view, data: SectionedData(items: [ada]))
        handler.headerTitle = { $0.kind.rawValue }
        handler.footerTitle = { "\($0.count) people" }

        try handler.addData([grace])

        #expect(view.sectionFooters == ["2 people"])  // refreshed after the insert
        #expect(view.events.filter { $0 == .reloadData }.count == 1)  // only when the handler was bound
        try view.verifyMatchesDataSource()  // headers and footers included
    }
    // end snippet

    // snippet: screen-test-drop-move
    @Test @MainActor func aDropMovesSeveralPeopleInOneBatch() throws {
        let view = HeadlessListView()
        let teams: SectionedData<Person> = [
            Section(kind: "Team", items: [ada, grace]), Section(kind: "VIP", items: []),
        ]
        let handler = try HeadlessHandler<PersonRowDecorator>(view: view, data: teams)
        var moved: [String] = []
        handler.onUserEdit = { moved.append($0.item.name) }

        try view.simulateDrop {  // what your performDropWith does
            let sources = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
            try handler.moveByDrop(from: sources, to: IndexPath(item: 0, section: 1))
        }

        #expect(handler.data[1].map(\.name) == ["Ada", "Grace"])
        #expect(moved == ["Ada", "Grace"])  // each reported by identity
        #expect(view.batches.count == 1)  // one batch, inside the drop
        try view.verifyMatchesDataSource()
    }
    // end snippet

    // snippet: screen-test-drop-placeholder
    @Test @MainActor func aDroppedPersonJoinsWhenItLoads() throws {
        let view = HeadlessListView()
        let handler = try HeadlessHandler<PersonRowDecorator>(view: view, data: SectionedData(items: [ada]))

        let placeholder = try view.simulateDropPlaceholder(at: IndexPath(item: 1, section: 0))
        try handler.addData([grace])  // arrives while the drop loads: waits
        #expect(view.batches.isEmpty)
        try placeholder.commitInsertion { indexPath in
            try? handler.commitInsertion([Person(id: "alan", name: "Alan")], at: indexPath)
        }

        #expect(handler.data.allItems.map(\.name) == ["Ada", "Alan", "Grace"])
        try view.verifyMatchesDataSource()
    }
    // end snippet

    // snippet: screen-test-drop-unbatched
    @Test @MainActor func aChangeWithNoBatchFails() throws {
        let view = HeadlessListView()
        let handler = try HeadlessHandler<PersonRowDecorator>(view: view, data: SectionedData(items: [ada]))

        try handler.commitInsertion([grace], at: IndexPath(item: 1, section: 0))  // no placeholder shows

        #expect(throws: BatchUpdateError.self) { try view.verifyMatchesDataSource() }
    }
    // end snippet

    // snippet: screen-test-reorder
    @Test @MainActor func editsWaitWhileTheUserHoldsARow() throws {
        let view = HeadlessListView()
        let handler = try HeadlessHandler<PersonRowDecorator>(view: view, data: SectionedData(items: [ada, grace]))
        handler.canMove = { _, _ in true }

        try view.simulateReorderGesture(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)) {
            try handler.addData([Person(id: "alan", name: "Alan")])  // arrives mid-drag
            #expect(view.batches.isEmpty)  // waits for the drop
        }

        #expect(handler.data.allItems.map(\.name) == ["Grace", "Ada", "Alan"])
        try view.verifyMatchesDataSource()
    }
    // end snippet

    // snippet: screen-test-shared-header
    enum HeaderText: SupplementaryDecorator {
        static func update(_ view: HeadlessSupplementaryView, with text: String) { view.text = text }
    }

    @Test @MainActor func sectionsAreHeadedWithTheirCounts() throws {
        let view = HeadlessListView()
        let list = PeopleList(handler: HeadlessHandler<PersonRowDecorator>(view: view))
        list.showCounts(in: HeaderText.self)  // the app: list.showCounts(in: PeopleHeader.self)
        try list.show([ada, grace])

        #expect(view.sectionHeaders == ["VIPs: 0", "Everyone: 2"])
        try view.verifyMatchesDataSource()
    }
    // end snippet
}

import Decorum
import DecorumTesting
import Foundation

#if canImport(AppKit)
import AppKit  // IndexPath's item and section, on a Mac
#endif

/// Chapter 8: the contacts screen keeps its own store, and learns of every edit the user makes with
/// a gesture (`onUserEdit`), after saying which it allows (`confirmUserEdit`): one delete is refused.
struct UserEditsChapter: Chapter {
    let name = "user-edits"
    let title = "The user's edits, reported to the app"
    let summary: String? = "Swipes and drags reach the app by identity; the app may refuse one."

    /// The screen's own store: the contacts by company, as the app would save them.
    @MainActor
    final class ContactStore {
        var companies: [(company: Kind, names: [String])]

        init(_ data: SectionedData<String>) {
            companies = data.sections.map { ($0.kind, $0.items) }
        }

        /// Changes the store as the user changed the list.
        func apply(_ edit: UserEdit<String, String>) {
            for index in companies.indices { companies[index].names.removeAll { $0 == edit.id } }
            if let company = edit.destinationSection, let row = edit.destination?.item,
                let index = companies.firstIndex(where: { $0.company == company })
            {
                companies[index].names.insert(edit.id, at: row)
            }
        }

        var summary: [String] {
            companies.map { "\($0.company.rawValue): " + $0.names.joined(separator: ", ") }
        }
    }

    enum NameDecorator: CellDecorator {
        static func update(_ cell: TextCell, with name: String) { cell.lines = [name] }
    }

    func render(into r: inout Renderer) {
        let view = HeadlessListView(style: .table)
        // The demo's contacts are unique by construction; a repeat would be a bug in the demo itself.
        let handler = try! HeadlessHandler<NameDecorator>(view: view, data: DemoData.contacts)
        handler.makeCell = { TextCell() }
        let store = ContactStore(DemoData.contacts)
        var told: [String] = []
        for code in [
            "handler.canEdit = { _, _ in true }   // swipe to delete",
            "handler.canMove = { _, _ in true }   // drag, across companies too",
            "handler.confirmUserEdit = { edit, answer in",
            "    answer(edit.item != \"Steve Jobs\")  // the founder stays put",
            "}",
            "handler.onUserEdit = { edit in store.apply(edit) }",
        ] {
            r.note(r.styled(code, .code))
        }
        handler.canEdit = { _, _ in true }
        handler.canMove = { _, _ in true }
        handler.confirmUserEdit = { edit, answer in
            answer(edit.item != "Steve Jobs")
        }
        handler.onUserEdit = { edit in
            told.append(edit.description)
            store.apply(edit)
        }
        r.note("The user's gestures, played on the headless view as UIKit plays them:")
        r.line()
        let gestures: [(code: String, quiet: String, play: () throws -> Void)] = [
            (
                "view.simulateSwipeToDelete(at: [1, 1])  // Paul Allen", "",
                {
                    try view.simulateSwipeToDelete(at: IndexPath(item: 1, section: 1))
                }
            ),
            (
                "view.simulateSwipeToDelete(at: [0, 0])  // Steve Jobs", "no batch: the row stays",
                {
                    try view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 0))
                }
            ),
            (
                "view.simulateMove(from: [0, 1], to: [2, 0])  // Alan Kay to Google",
                "no batch: the view moved the row itself",
                {
                    try view.simulateMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 2))
                }
            ),
        ]
        for gesture in gestures {
            r.step(gesture.code)
            let events = view.events.count
            told = []
            do {
                try gesture.play()
            } catch {
                r.error(error)
            }
            let batches = view.events[events...]
            if batches.isEmpty {
                r.line("     " + r.styled(gesture.quiet, .dim))
            } else {
                r.events(batches)
            }
            r.line("     " + r.styled("onUserEdit: ", .dim) + (told.first ?? "not told: the app refused it"))
            r.wrapped("     store: ", store.summary, separator: "; ")
        }
        r.line()
        r.list(ListTable(view: view) { .count($0, "contact", "contacts") }, headings: true)
        let agrees = store.companies.map(\.names) == handler.data.sections.map(\.items)
        r.note("The store " + (agrees ? "matches" : "DOES NOT MATCH") + " the handler's data, from the events alone.")
    }
}

import Decorum
import DecorumTesting
import Foundation

/// A `HeadlessHandler` bound to a `HeadlessListView`, showing people through `Decorator`: the
/// library exactly as an app uses it, with a way to show what each edit made the view do.
@MainActor
final class LiveList<Decorator: CellDecorator> where Decorator.Data == Person, Decorator.Cell == TextCell {
    let view: HeadlessListView
    let handler: HeadlessHandler<Decorator>

    init(_ data: SectionedData<Person> = [], decorator: Decorator.Type = Decorator.self) {
        view = HeadlessListView(style: .table)
        // The demo's data sets are unique by construction; a repeat would be a bug in the demo itself.
        handler = try! HeadlessHandler<Decorator>(view: view, data: data)
        handler.makeCell = { TextCell() }
    }

    /// The view's shown list, as a table view lays it out.
    var table: ListTable { ListTable(view: view, footer: DemoData.peopleFooter) }

    /// Runs one edit shown as `code`: renders the code and the comment (each may span lines split at
    /// `\n`), the error it threw (if any), the batches and
    /// reconfigures the view received (read from its `events`), then the list unless `showList` is
    /// off. Returns whether the edit threw.
    @discardableResult
    func run(
        _ code: String, comment: String? = nil, showList: Bool = true, into r: inout Renderer,
        _ edit: () throws -> Void
    ) -> Bool {
        r.step(code)
        for part in comment?.split(separator: "\n") ?? [] { r.line("     " + r.styled(String(part), .dim)) }
        let before = (data: handler.data, events: view.events.count)
        var failed = false
        do {
            try edit()
        } catch {
            r.error(error)
            failed = true
        }
        let events = view.events[before.events...]
        if events.isEmpty {
            let unchanged =
                handler.data == before.data
                ? "data unchanged"
                : handler.collapsedSections.isEmpty
                    ? "DATA CHANGED WITHOUT A BATCH" : "data changed inside a collapsed section"
            r.line("     " + r.styled("no batch; " + unchanged, .dim))
        } else {
            r.events(events)
        }
        if showList { r.list(table) }
        return failed
    }
}

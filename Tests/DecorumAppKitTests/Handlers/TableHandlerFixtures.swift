import AppKit
import DecorumAppKit

// What the table handler's suite shares, in real AppKit API only (so it compiles for macOS).

/// A person a table row shows: identified by `id`, its `name` the content an upsert changes.
struct Person: Identifiable, Hashable, Sendable, Updatable {
    var id: Int
    var name: String

    init(_ id: Int, _ name: String? = nil) {
        self.id = id
        self.name = name ?? "p\(id)"
    }

    mutating func update(from copy: Person) { name = copy.name }

    /// What its cell view shows.
    var shown: String { "\(id):\(name)" }
}

/// A cell view with no initialiser of its own: the handler makes it from its class.
final class PersonCellView: NSTableCellView {}

/// Shows a person as the cell's `objectValue`.
struct PersonDecorator: CellDecorator {
    static func update(_ cell: PersonCellView, with person: Person) { cell.objectValue = person.shown }
}

/// A second column's cell: the name in capitals.
final class DetailCellView: NSTableCellView {}

struct DetailDecorator: CellDecorator {
    static func update(_ cell: DetailCellView, with person: Person) { cell.objectValue = person.name.uppercased() }
}

/// A group-row view made from a header route.
final class KindHeaderView: NSTableCellView {}

struct KindHeaderDecorator: SupplementaryDecorator {
    static func update(_ view: KindHeaderView, with kind: Kind) { view.objectValue = "header " + kind.rawValue }
}

/// A view-based table with one column, as an app sets one up, tall enough for `visibleRows` rows.
@MainActor
func makePeopleTable(columns: [String] = ["Name"]) -> NSTableView {
    let tableView = NSTableView(frame: NSRect(x: 0, y: 0, width: 300, height: 400))
    for column in columns { tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier(column))) }
    return tableView
}

/// `data` as sections `(kind, ids)`.
func people(_ sections: [(String, [Int])]) -> SectionedData<Person> {
    SectionedData(sections.map { Section(kind: Kind($0.0), items: $0.1.map { Person($0) }) })
}

/// What each of the table's rows shows, read through its views (made when they do not exist): `§title` for
/// a group row's label, the header view's `objectValue`, or the cell's.
@MainActor
func shownRows(_ tableView: NSTableView, column: Int = 0) -> [String] {
    (0..<tableView.numberOfRows).map { row in
        let view = tableView.view(atColumn: column, row: row, makeIfNecessary: true)
        if let field = view as? NSTextField { return "§" + field.stringValue }
        return ((view as? NSTableCellView)?.objectValue as? String) ?? "?"
    }
}

/// What the rows must show for `data`: each section's group row (when there are group rows) and its items
/// (none when collapsed).
func expectedRows(_ data: SectionedData<Person>, groupRows: Bool) -> [String] {
    data.sections.flatMap { section in
        (groupRows ? ["§" + section.kind.rawValue] : []) + (section.isCollapsed ? [] : section.items.map(\.shown))
    }
}

/// The rows AppKit shows as group rows (their row views have the group row style).
@MainActor
func groupRowIndexes(_ tableView: NSTableView) -> [Int] {
    (0..<tableView.numberOfRows).filter { tableView.rowView(atRow: $0, makeIfNecessary: true)?.isGroupRowStyle == true }
}

/// Runs `body` and returns the exceptions AppKit raised in it (always none on a Mac, where one would crash).
@MainActor
func exceptionsRaised(_ body: () throws -> Void) rethrows -> [String] {
    #if !canImport(ObjectiveC)
    return try AppKitStandIn.catchingExceptions(body)
    #else
    try body()
    return []
    #endif
}

/// Ends the animations the stand-in's run loop holds, then lays the table out.
@MainActor
func settle(_ tableView: NSTableView) {
    #if !canImport(ObjectiveC)
    AppKitStandIn.runUntilIdle()
    #endif
    tableView.layoutSubtreeIfNeeded()
}

/// An edit the app makes from `onWillDisplay` while `layOut` lays the view out (the soaks' step): for the
/// first item displayed, `choice` 0 removes it, 1 adds `added` to `kind`, else applies `data`. Returns
/// what it did.
@MainActor
func editOnDisplay<Decorator: CellDecorator>(
    _ handler: ListHandler<Decorator>, choice: Int, adding added: Person, to kind: Kind,
    orApplying data: SectionedData<Person>, layOut: () -> Void
) -> String where Decorator.Data == Person {
    var done = "nothing displayed"
    handler.onWillDisplay = { [unowned handler] person in
        handler.onWillDisplay = nil
        switch choice {
        case 0:
            handler.removeData([person])
            done = "remove \(person.id)"
        case 1:
            try? handler.addData([added], toSection: kind)
            done = "add \(added.id)"
        default:
            try? handler.apply(data)
            done = "apply"
        }
    }
    layOut()
    handler.onWillDisplay = nil
    return "on-display \(done)"
}

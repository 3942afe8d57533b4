// Sources/Decorum/Decorum.docc/MacTableFromScratch.md. AppKit: compiled for macOS by .ci/snippets-macos; on
// other platforms (Linux, the AppKit stand-in's build, Mac Catalyst) the file is empty.
#if os(macOS)
import AppKit
import Decorum

struct Person: Identifiable, Updatable {
    let id: String
    var name: String
    var email: String

    mutating func update(from copy: Person) {
        name = copy.name
        email = copy.email
    }
}

// snippet: mac-cell
class LabelCellView: NSTableCellView {
    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        let label = NSTextField(labelWithString: "")
        label.frame = bounds
        label.autoresizingMask = [.width, .height]
        addSubview(label)
        textField = label
    }

    required init?(coder: NSCoder) { nil }
}

struct NameDecorator: CellDecorator {
    static func update(_ cell: LabelCellView, with person: Person) {
        cell.textField?.stringValue = person.name
    }
}
// end snippet

// snippet: mac-group-header
final class CompanyHeaderView: LabelCellView {}

struct CompanyHeader: SupplementaryDecorator {
    static func update(_ view: CompanyHeaderView, with company: Kind) {
        view.textField?.stringValue = company.rawValue.uppercased()
    }
}
// end snippet

// snippet: mac-email-column
final class EmailCellView: LabelCellView {}

struct EmailDecorator: CellDecorator {
    static func update(_ cell: EmailCellView, with person: Person) {
        cell.textField?.stringValue = person.email
    }
}
// end snippet

// snippet: mac-screen-logic
/// What the people screen does with its list, on any handler: the table's, or a test's headless one.
@MainActor
func moveToAnalysts<Decorator: CellDecorator>(_ person: Person, in list: ListHandler<Decorator>) throws
where Decorator.Data == Person {
    try list.upsert([person], toSection: "Analysts", movingExisting: true)
}
// end snippet

// snippet: mac-collection-item
final class PersonItem: NSCollectionViewItem {
    override func loadView() {
        let label = NSTextField(labelWithString: "")
        view = label
        textField = label
    }
}

struct PersonItemDecorator: CellDecorator {
    static func update(_ item: PersonItem, with person: Person) {
        item.textField?.stringValue = person.name
    }
}
// end snippet

// snippet: mac-row-view
final class PersonRowView: NSTableRowView {}

struct PersonRowDecorator: CellDecorator {
    static func update(_ rowView: PersonRowView, with person: Person) {
        rowView.toolTip = person.email
    }
}
// end snippet

// snippet: mac-table-delegate
final class PeopleTableDelegate: NSObject, NSTableViewDelegate {
    func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat { 28 }
}
// end snippet

@MainActor
func macTableFromScratch(ada: Person, grace: Person, edsger: Person) throws {
    // snippet: mac-table
    let tableView = NSTableView()
    tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Name")))
    let scrollView = NSScrollView()
    scrollView.documentView = tableView
    scrollView.hasVerticalScroller = true
    // end snippet

    // snippet: mac-handler
    let handler = TableViewHandler<NameDecorator>(tableView: tableView)  // store it in your view controller
    try handler.addData([ada, grace])
    // end snippet

    // snippet: mac-sections
    handler.headerTitle = { section in section.kind.rawValue }
    try handler.apply(
        SectionedData([
            Section(kind: "Analysts", items: [ada]),
            Section(kind: "Programmers", items: [grace, edsger]),
        ]))
    // end snippet

    // snippet: mac-header-route
    handler.header = SupplementaryRoute(CompanyHeader.self)  // the group row shows the section's kind
    // end snippet

    // snippet: mac-columns
    let email = NSUserInterfaceItemIdentifier("Email")
    tableView.addTableColumn(NSTableColumn(identifier: email))
    handler.setCellDecorator(EmailDecorator.self, forColumn: email)
    // end snippet

    // snippet: mac-apply
    try handler.apply(
        SectionedData([
            Section(kind: "Programmers", items: [edsger, grace]),
            Section(kind: "Analysts", items: [ada]),
        ]))
    // end snippet

    // snippet: mac-selection
    tableView.allowsMultipleSelection = true
    handler.select(id: "grace")
    try handler.upsert([Person(id: "ada", name: "Ada King", email: ada.email)])
    print(handler.selectedItems.map(\.name))  // ["Grace Hopper"], wherever her row went
    // end snippet

    // snippet: mac-screen-logic-use
    try moveToAnalysts(edsger, in: handler)
    // end snippet

    // snippet: mac-collection
    let layout = NSCollectionViewFlowLayout()
    layout.itemSize = NSSize(width: 160, height: 32)
    let collectionView = NSCollectionView()
    collectionView.collectionViewLayout = layout
    let people = try CollectionViewHandler<PersonItemDecorator>(collectionView: collectionView, data: handler.data)
    try people.addData([Person(id: "alan", name: "Alan Kay", email: "alan@example.com")])
    // end snippet

    // snippet: mac-user-hands
    handler.canMove = { _, _ in true }
    handler.canEdit = { person, _ in person.id != "ada" }
    handler.onUserEdit = { edit in print("the user changed", edit.item.name) }
    // end snippet

    // snippet: mac-drops
    handler.acceptDrops(of: [.string]) { info in
        let names = (info.draggingPasteboard.pasteboardItems ?? []).compactMap { $0.string(forType: .string) }
        return names.map { Person(id: $0, name: $0, email: "") }
    }
    // end snippet

    // snippet: mac-row-view-use
    handler.setRowViewDecorator(PersonRowDecorator.self)
    // end snippet

    // snippet: mac-table-delegate-use
    let tableDelegate = PeopleTableDelegate()  // keep it: the handler holds it weakly
    handler.delegate = tableDelegate
    // end snippet

    // snippet: mac-display-edits
    handler.onWillDisplay = { [unowned handler] person in
        guard person.id == handler.data.sections.last?.items.last?.id else { return }
        try? handler.addData([Person(id: "alan", name: "Alan Kay", email: "alan@example.com")])
    }
    // end snippet

    // snippet: mac-collection-clicks
    collectionView.isSelectable = true
    people.onSelect = { person, _ in print("picked", person.name) }
    // end snippet
    withExtendedLifetime(tableDelegate) {}
}
#endif

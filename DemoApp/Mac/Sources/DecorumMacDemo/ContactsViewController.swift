import AppKit
import Decorum

/// A contact at a company: the company is its section.
struct Contact: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
}

struct ContactDecorator: CellDecorator {
    static func update(_ cell: LabelCellView, with contact: Contact) {
        cell.textField?.stringValue = contact.name
    }
}

/// Screen 2: contacts by company, each company a group row (`headerTitle`); *Shuffle* moves contacts and
/// companies with one `apply`, lowered to the table's own incremental row moves.
final class ContactsViewController: TableScreen {
    private var handler: TableViewHandler<ContactDecorator>?
    private var nextID = 100

    init() {
        super.init(title: "Contacts")
    }

    required init?(coder: NSCoder) {
        fatalError("screens are made in code")
    }

    override func loadView() {
        addButton("Add to Apple", #selector(addToApple))
        addButton("Shuffle", #selector(shuffle))
        super.loadView()
        let data = SectionedData([
            Section(kind: "Apple", items: [Contact(id: 1, name: "Steve Jobs"), Contact(id: 2, name: "Steve Wozniak")]),
            Section(
                kind: "Xerox PARC", items: [Contact(id: 3, name: "Alan Kay"), Contact(id: 4, name: "Adele Goldberg")]),
            Section(kind: "NeXT", items: [Contact(id: 5, name: "Avie Tevanian")]),
        ])
        let handler = try? TableViewHandler<ContactDecorator>(tableView: tableView, data: data)
        handler?.headerTitle = { $0.kind.rawValue }  // sections as group rows
        handler?.onDiagnostic = { print("Decorum:", $0) }
        self.handler = handler
    }

    @objc private func addToApple() {
        nextID += 1
        try? handler?.addData([Contact(id: nextID, name: "New contact \(nextID)")], toSection: "Apple")
    }

    @objc private func shuffle() {
        guard let handler else { return }
        var sections = handler.data.sections.shuffled()
        var everyone = sections.flatMap(\.items).shuffled()
        for index in sections.indices {
            let count = index == sections.count - 1 ? everyone.count : min(everyone.count, Int.random(in: 0...3))
            sections[index].items = Array(everyone.prefix(count))
            everyone.removeFirst(count)
        }
        try? handler.apply(SectionedData(sections))
    }
}

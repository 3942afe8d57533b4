import AppKit
import Decorum

/// A person: identified by `id`, updated in place by `upsert`.
struct Person: Identifiable, Updatable, Sendable {
    let id: Int
    var name: String
    var isVIP = false

    mutating func update(from copy: Person) {
        name = copy.name
        isVIP = copy.isVIP
    }
}

struct PersonDecorator: CellDecorator {
    static func update(_ cell: LabelCellView, with person: Person) {
        cell.textField?.stringValue = person.isVIP ? "★ \(person.name)" : person.name
    }
}

/// Screen 1: one list without sections (no group rows); each button animates one edit. The user reorders
/// the rows by dragging them and deletes one with its trailing "Delete" row action (swipe left).
final class PeopleViewController: TableScreen {
    private var handler: TableViewHandler<PersonDecorator>?
    private var nextID = 4

    init() {
        super.init(title: "People")
    }

    required init?(coder: NSCoder) {
        fatalError("screens are made in code")
    }

    override func loadView() {
        addButton("Add", #selector(add))
        addButton("Remove first", #selector(removeFirst))
        addButton("Upsert VIP", #selector(upsertVIP))
        super.loadView()
        let people = [
            Person(id: 1, name: "Ada Lovelace"), Person(id: 2, name: "Grace Hopper"), Person(id: 3, name: "Alan Kay"),
        ]
        let handler = try? TableViewHandler<PersonDecorator>(tableView: tableView, data: SectionedData(items: people))
        handler?.onDiagnostic = { print("Decorum:", $0) }
        handler?.canMove = { _, _ in true }  // drag to reorder
        handler?.canEdit = { person, _ in !person.isVIP }  // "Delete", except for VIPs
        handler?.onUserEdit = { print("The user's edit:", $0) }
        self.handler = handler
    }

    @objc private func add() {
        nextID += 1
        try? handler?.addData([Person(id: nextID, name: "Person \(nextID)")])
    }

    @objc private func removeFirst() {
        guard let first = handler?.data.sections.first?.items.first else { return }
        _ = handler?.removeData([first])
    }

    @objc private func upsertVIP() {
        guard let handler, let first = handler.data.sections.first?.items.first else { return }
        nextID += 1
        var vip = first
        vip.isVIP.toggle()
        try? handler.upsert([vip, Person(id: nextID, name: "Newcomer \(nextID)")])  // one updated, one inserted
    }
}

// Sources/Decorum/Decorum.docc/SeveralCellStyles.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct Contact: Identifiable, Hashable {
    let id: String
    var name: String
    var email: String
}

// snippet: styles-screen
final class ContactCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)  // a title and a detail line
    }

    required init?(coder: NSCoder) { nil }
}

struct ContactDecorator: CellDecorator {
    static func update(_ cell: ContactCell, with contact: Contact) {
        cell.textLabel?.text = contact.name
        cell.detailTextLabel?.text = contact.email
    }
}
// end snippet

// snippet: styles-row
enum ContactRow: Identifiable, Updatable {
    case contact(Contact)
    case addContact

    var id: String {
        switch self {
        case .contact(let contact): return contact.id
        case .addContact: return "add-contact"
        }
    }

    mutating func update(from copy: ContactRow) { self = copy }
}
// end snippet

// snippet: styles-decorators
final class AddContactCell: UITableViewCell {}

struct AddContactDecorator: CellDecorator {
    static func update(_ cell: AddContactCell, with title: String) {
        cell.textLabel?.text = title
        cell.textLabel?.textColor = .systemBlue
    }
}

struct ContactRowDecorator: RoutingDecorator {
    static func route(_ row: ContactRow) -> CellRoute<UITableViewCell> {
        switch row {
        case .contact(let contact): return CellRoute(ContactDecorator.self, contact)
        case .addContact: return CellRoute(AddContactDecorator.self, "Add contact")
        }
    }
}
// end snippet

// snippet: styles-kinds
extension Kind {
    static let contacts: Kind = "contacts"
    static let addContact: Kind = "addContact"
}
// end snippet

final class ContactsViewController: UITableViewController {
    private var handler: TableViewHandler<ContactRowDecorator>!

    func show(_ contacts: [Contact]) throws(ListEditError) {
        // snippet: styles-handler
        handler = try TableViewHandler<ContactRowDecorator>(  // registers ContactCell and AddContactCell
            tableView: tableView,
            data: [
                Section(kind: .contacts, items: contacts.map(ContactRow.contact)),
                Section(kind: .addContact, items: [.addContact]),
            ])
        handler.onSelect = { [weak self] row, _ in
            if case .addContact = row { self?.askForNewContact() }
        }
        // end snippet
    }

    func add(_ newcomer: Contact) throws(ListEditError) {
        var susan = newcomer
        // snippet: styles-edits
        try handler.addData([.contact(susan)], toSection: .contacts)  // above the "Add contact" row
        susan.email = "susan@example.com"
        try handler.upsert([.contact(susan)])  // the same id: her row updates in place
        // end snippet
    }

    func askForNewContact() {}
}

final class ContactTileCell: UICollectionViewCell {
    let name = UILabel()
}

final class AddTileCell: UICollectionViewCell {
    let title = UILabel()
}

struct ContactTileDecorator: CellDecorator {
    static func update(_ cell: ContactTileCell, with contact: Contact) { cell.name.text = contact.name }
}

struct AddTileDecorator: CellDecorator {
    static func update(_ cell: AddTileCell, with title: String) { cell.title.text = title }
}

// snippet: styles-collection
struct ContactTileRowDecorator: RoutingDecorator {
    static func route(_ row: ContactRow) -> CellRoute<UICollectionViewCell> {
        switch row {
        case .contact(let contact): return CellRoute(ContactTileDecorator.self, contact)
        case .addContact: return CellRoute(AddTileDecorator.self, "Add contact")
        }
    }
}
// end snippet

@MainActor
func tiles(in collectionView: UICollectionView) -> CollectionViewHandler<ContactTileRowDecorator> {
    CollectionViewHandler<ContactTileRowDecorator>(collectionView: collectionView)
}
#endif

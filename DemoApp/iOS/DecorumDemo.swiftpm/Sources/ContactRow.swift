import Decorum
import UIKit

extension Kind {
    /// The section listing contacts.
    static let contacts: Kind = "contacts"
    /// The section holding the "Add contact" button row.
    static let addContact: Kind = "addContact"
}

/// A row of the Kinds screen: a contact, or the button that adds one. Two cell styles in one list.
enum ContactRow: Hashable, Sendable {
    case contact(Contact)
    case addContact
}

/// The "Add contact" row.
final class AddContactCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        textLabel?.textColor = .tintColor
        imageView?.image = UIImage(systemName: "person.crop.circle.badge.plus")
    }

    required init?(coder: NSCoder) { nil }
}

struct AddContactDecorator: CellDecorator {
    static func update(_ cell: AddContactCell, with title: String) {
        cell.textLabel?.text = title
    }
}

/// Sends each row to its decorator: contacts to ``ContactDecorator`` (a `ContactCell`), the button to
/// ``AddContactDecorator`` (an `AddContactCell`). The handler registers both cells; no casts anywhere.
struct ContactRowDecorator: RoutingDecorator {
    static func route(_ row: ContactRow) -> CellRoute<UITableViewCell> {
        switch row {
        case .contact(let contact): CellRoute(ContactDecorator.self, contact)
        case .addContact: CellRoute(AddContactDecorator.self, "Add contact")
        }
    }
}

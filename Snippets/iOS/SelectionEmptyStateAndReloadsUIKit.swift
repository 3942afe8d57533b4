// Sources/Decorum/Decorum.docc/SelectionEmptyStateAndReloads.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct Contact: Identifiable, Hashable {
    let id: String
    var name: String
}

final class ContactCell: UITableViewCell {}

struct ContactDecorator: CellDecorator {
    static func update(_ cell: ContactCell, with contact: Contact) {
        cell.textLabel?.text = contact.name
    }
}

final class ContactsViewController: UITableViewController {
    private var handler: TableViewHandler<ContactDecorator>!
    private var contacts: [Contact] = []

    // snippet: behaviours-uikit
    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<ContactDecorator>(tableView: tableView)
        tableView.allowsMultipleSelection = true

        let label = UILabel()
        label.text = "No contacts yet"
        label.textAlignment = .center
        handler.emptyState = label  // the table's backgroundView while it shows no row

        handler.onSelectionChange = { [weak self] ids in
            self?.navigationItem.rightBarButtonItem?.isEnabled = !ids.isEmpty
        }
        // Not in a window yet: shown with reloadData, reported as information, not as a fault.
        try? handler.apply(SectionedData(items: contacts))
    }

    func shuffle() {
        try? handler.apply(SectionedData(items: contacts.shuffled()))  // the selected rows follow their items
    }
    // end snippet
}
#endif

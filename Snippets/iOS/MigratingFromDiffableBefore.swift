// Sources/Decorum/Decorum.docc/MigratingFromDiffableDataSource.md, the screen before the migration: Apple's
// UITableViewDiffableDataSource, no Decorum. Compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import UIKit

struct Contact: Identifiable {
    let id: UUID
    var name: String
    var company: String
}

// snippet: diffable-before
final class ContactsViewController: UITableViewController {
    private var dataSource: UITableViewDiffableDataSource<String, UUID>!
    private var contacts: [UUID: Contact] = [:]  // the snapshot holds identifiers only

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            cell.textLabel?.text = self?.contacts[id]?.name
            return cell
        }
    }

    func show(_ companies: [String], _ people: [Contact]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, UUID>()
        snapshot.appendSections(companies)
        for contact in people {
            contacts[contact.id] = contact
            snapshot.appendItems([contact.id], toSection: contact.company)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func rename(_ contact: Contact) {
        contacts[contact.id] = contact
        var snapshot = dataSource.snapshot()
        if #available(iOS 15.0, *) {
            snapshot.reconfigureItems([contact.id])
        } else {
            snapshot.reloadItems([contact.id])
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
// end snippet
#endif

import Decorum
import UIKit

/// Screen 2: contacts grouped by company, with header views and footer titles, swipe to delete, and
/// drag to reorder (across companies too) in edit mode.
final class ContactsViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var handler: TableViewHandler<ContactDecorator>?
    private var names = Contact.newNames

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        navigationItem.largeTitleDisplayMode = .never
        view.addSubview(tableView)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        // The demo data is static and unique: a repeated id would be a bug in it, so `try!`.
        let handler = try! TableViewHandler<ContactDecorator>(tableView: tableView, data: Contact.byCompany)
        handler.header = SupplementaryRoute(CompanyHeader.self)
        handler.footerTitle = { section in Contact.headquarters[section.kind].map { "Headquarters: \($0)" } }
        handler.canEdit = { _, _ in true }  // swipe to delete
        handler.canMove = { _, _ in true }  // drag in edit mode, across sections too
        handler.onSelect = { [weak self] contact, indexPath in
            self?.tableView.deselectRow(at: indexPath, animated: true)
            print("selected \(contact.name) at \(indexPath)")
        }
        handler.onDiagnostic = { print("Decorum:", $0) }
        self.handler = handler

        navigationItem.rightBarButtonItems = [
            editButtonItem,
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addToApple() }),
        ]
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// Adds a contact at the end of the Apple section, animated.
    private func addToApple() {
        guard let handler, !names.isEmpty else { return }
        let name = names.removeFirst()
        let email = name.lowercased().replacingOccurrences(of: " ", with: ".") + "@apple.example"
        do {
            try handler.addData([Contact(name: name, email: email)], toSection: "Apple")
        } catch {
            print("add failed:", error)
        }
    }
}

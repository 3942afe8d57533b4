import Decorum
import UIKit

/// Screen 2: contacts grouped by company, with header views and footer titles, swipe to delete, and
/// drag to reorder (across companies too) in edit mode. The screen keeps its own store, which learns of
/// every edit the user makes from the handler's events; deleting Steve Jobs is refused.
final class ContactsViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var handler: TableViewHandler<ContactDecorator>?
    private var names = Contact.newNames
    /// The app's own copy of the contacts (what it would save), kept in step through the events.
    private var store = ContactStore(Contact.byCompany)

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
        handler.confirmUserEdit = { [weak self] edit, answer in
            guard edit.action == .delete, edit.item.name == "Steve Jobs" else { return answer(true) }
            answer(false)  // the row stays
            self?.explainRefusal(of: edit.item)
        }
        handler.onUserEdit = { [weak self] edit in
            guard let self else { return }
            store.apply(edit)
            print("user edit:", edit, "- store:", store.summary)
        }
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
            let contact = Contact(name: name, email: email)
            try handler.addData([contact], toSection: "Apple")
            store.add(contact, to: "Apple")
        } catch {
            print("add failed:", error)
        }
    }

    /// Tells the user why a delete did not happen.
    private func explainRefusal(of contact: Contact) {
        let alert = UIAlertController(
            title: "\(contact.name) stays", message: "Founders cannot be deleted from this list.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

/// The contacts screen's store: the companies and their contacts, as the app would save them.
struct ContactStore {
    private(set) var companies: [(company: Kind, contacts: [Contact])]

    init(_ data: SectionedData<Contact>) {
        companies = data.sections.map { ($0.kind, $0.items) }
    }

    /// Changes the store as the user changed the list: a delete, or a move (maybe to another company).
    mutating func apply(_ edit: UserEdit<Contact, UUID>) {
        for index in companies.indices { companies[index].contacts.removeAll { $0.id == edit.id } }
        if let company = edit.destinationSection, let row = edit.destination?.item {
            add(edit.item, to: company, at: row)
        }
    }

    /// Adds `contact` to `company` (at the end unless `row` says where).
    mutating func add(_ contact: Contact, to company: Kind, at row: Int? = nil) {
        guard let index = companies.firstIndex(where: { $0.company == company }) else {
            return companies.append((company, [contact]))
        }
        companies[index].contacts.insert(contact, at: min(row ?? .max, companies[index].contacts.count))
    }

    /// One line per company: `Apple: 3`.
    var summary: String {
        companies.map { "\($0.company.rawValue): \($0.contacts.count)" }.joined(separator: ", ")
    }
}

import Decorum
import UIKit

/// Screen 3: sections tagged with kinds (`.contacts`, `.addContact`), found by kind rather than by
/// index: `data[.contacts]` and `data.firstIndex(of: .addContact)`.
final class KindsViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let summary = UILabel()
    private var handler: TableViewHandler<ContactRowDecorator>?
    private var names = Contact.newNames

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kinds"
        navigationItem.largeTitleDisplayMode = .never
        view.addSubview(tableView)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        summary.numberOfLines = 0
        summary.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        summary.textColor = .secondaryLabel
        summary.frame = CGRect(x: 20, y: 0, width: view.bounds.width - 40, height: 64)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
        header.addSubview(summary)
        summary.autoresizingMask = [.flexibleWidth]
        tableView.tableHeaderView = header

        let data: SectionedData<ContactRow> = [
            Section(
                kind: .contacts,
                items: [
                    .contact(Contact(name: "Ada Lovelace", email: "ada@example.org")),
                    .contact(Contact(name: "Grace Hopper", email: "grace@example.org")),
                ]),
            Section(kind: .addContact, items: [.addContact]),
        ]
        let handler = try! TableViewHandler<ContactRowDecorator>(tableView: tableView, data: data)  // static, unique
        handler.headerTitle = { $0.kind == .contacts ? "Contacts" : nil }
        handler.onSelect = { [weak self] row, indexPath in
            self?.tableView.deselectRow(at: indexPath, animated: true)
            if row == .addContact { self?.addContact() }
        }
        handler.onDiagnostic = { print("Decorum:", $0) }
        self.handler = handler
        updateSummary()
    }

    /// Appends a contact to the `.contacts` section, wherever it is.
    private func addContact() {
        guard let handler, !names.isEmpty else { return }
        let name = names.removeFirst()
        let contact = Contact(
            name: name, email: name.lowercased().replacingOccurrences(of: " ", with: ".") + "@example.org")
        do {
            try handler.addData([.contact(contact)], toSection: .contacts)
        } catch {
            print("add failed:", error)
        }
        updateSummary()
    }

    /// Shows what the kind-based lookups return.
    private func updateSummary() {
        guard let data = handler?.data else { return }
        let count = data[.contacts]?.count ?? 0
        let index = data.firstIndex(of: .addContact).map(String.init) ?? "nil"
        summary.text = "data[.contacts]?.count == \(count)\ndata.firstIndex(of: .addContact) == \(index)"
    }
}

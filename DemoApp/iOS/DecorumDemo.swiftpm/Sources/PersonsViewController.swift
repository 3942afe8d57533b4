import Decorum
import UIKit

/// Screen 1: people in one cell type with two decorators (a segmented control switches them), a VIP
/// theme, and add / remove / upsert buttons that animate.
final class PersonsViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let looks = UISegmentedControl(items: ["Horizontal", "Vertical"])
    private var list: PersonsList?
    private var waiting = Person.newcomers

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "People"
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        view.addSubview(tableView)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        looks.selectedSegmentIndex = 0
        looks.addAction(UIAction { [weak self] _ in self?.switchLook() }, for: .valueChanged)
        navigationItem.titleView = looks

        toolbarItems = [
            UIBarButtonItem(title: "Add", primaryAction: UIAction { [weak self] _ in self?.add() }),
            .flexibleSpace(),
            UIBarButtonItem(title: "Remove", primaryAction: UIAction { [weak self] _ in self?.remove() }),
            .flexibleSpace(),
            UIBarButtonItem(title: "Upsert VIP", primaryAction: UIAction { [weak self] _ in self?.upsert() }),
        ]
        show(SectionedData(items: Person.samples))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    /// A new handler with the selected look takes over the table and the current data.
    private func show(_ data: SectionedData<Person>) {
        do {
            let list = try PersonsList(vertical: looks.selectedSegmentIndex == 1, tableView: tableView, data: data)
            list.onDiagnostic { print("Decorum:", $0) }
            self.list = list
        } catch {
            print("Decorum:", error)  // not reached: the data comes from a handler, so it is unique
        }
    }

    private func switchLook() {
        guard let list else { return }
        show(list.data)
    }

    /// Appends the next newcomer, animated.
    private func add() {
        guard let list, !waiting.isEmpty else { return }
        do {
            try list.addData([waiting.removeFirst()])
        } catch {
            print("add failed:", error)
        }
    }

    /// Removes a random person, animated; removed people can be added again.
    private func remove() {
        guard let list, let person = list.data.allItems.randomElement() else { return }
        list.removeData([person])
        waiting.append(person)
    }

    /// Promotes a random person to VIP (updated in place, without a blink) and upserts one newcomer
    /// (inserted): one call, one animation.
    private func upsert() {
        guard let list else { return }
        var changes: [Person] = []
        if var promoted = list.data.allItems.filter({ !$0.isVIP }).randomElement() {
            promoted.isVIP = true
            promoted.role += " · VIP"
            changes.append(promoted)
        }
        if !waiting.isEmpty { changes.append(waiting.removeFirst()) }
        do {
            try list.upsert(changes)
        } catch {
            print("upsert failed:", error)
        }
    }
}

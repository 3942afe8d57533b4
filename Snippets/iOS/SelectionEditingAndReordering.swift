// Sources/Decorum/Decorum.docc/SelectionEditingAndReordering.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct Person: Identifiable, Hashable {
    let id: String
    var name: String
    var isVIP: Bool
}

final class PersonCell: UITableViewCell {}

struct PersonDecorator: CellDecorator {
    static func update(_ cell: PersonCell, with person: Person) {
        cell.textLabel?.text = person.name
    }
}

// snippet: selection-screen
final class PeopleViewController: UITableViewController {
    private var handler: TableViewHandler<PersonDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<PersonDecorator>(tableView: tableView)
        navigationItem.rightBarButtonItem = editButtonItem  // Edit / Done: toggles the table's editing mode
        configureInteraction()
    }
}
// end snippet

extension PeopleViewController {
    func configureInteraction() {
        // snippet: selection-select
        handler.onSelect = { [weak self] person, indexPath in
            self?.tableView.deselectRow(at: indexPath, animated: true)
            self?.showDetails(of: person)
        }
        // end snippet
        // snippet: selection-edit
        handler.canEdit = { person, _ in !person.isVIP }  // swipe to delete anyone but a VIP
        handler.canMove = { _, _ in true }                // drag any row in edit mode, across sections too
        // end snippet
    }

    func showDetails(of person: Person) {}
}

/// The app's own store, and its server.
@MainActor
final class PeopleStore {
    func delete(id: String) {}
    func move(id: String, to company: Kind, at row: Int) {}
}

protocol PeopleAPI: Sendable {
    func deletePerson(id: String) async throws
}

extension PeopleViewController {
    func reportEdits(to store: PeopleStore) {
        // snippet: selection-user-edits
        handler.onUserEdit = { edit in
            switch edit.action {
            case .delete:
                store.delete(id: edit.id)
            case .move:
                guard let company = edit.destinationSection, let destination = edit.destination else { return }
                store.move(id: edit.id, to: company, at: destination.item)
            }
        }
        handler.confirmUserEdit = { edit, answer in
            answer(edit.action == .move || !edit.item.isVIP)  // VIPs are never deleted
        }
        // end snippet
    }

    func confirmOnServer(_ api: any PeopleAPI) {
        // snippet: selection-confirm-async
        handler.confirmUserEdits { edit in
            guard edit.action == .delete else { return true }
            do {
                try await api.deletePerson(id: edit.id)  // delete on the server, then the row
                return true
            } catch {
                return false  // the row stays
            }
        }
        // end snippet
    }
}

// snippet: selection-own-swipe-action
final class ArchivingDelegate: NSObject, UITableViewDelegate {
    weak var handler: TableViewHandler<PersonDecorator>?

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let archive = UIContextualAction(style: .destructive, title: "Archive") { [weak self] _, _, done in
            self?.handler?.deleteByUser(at: indexPath, completion: done)  // closes when the app has answered
        }
        return UISwipeActionsConfiguration(actions: [archive])
    }
}
// end snippet

// snippet: selection-plain-controller
final class PeopleListViewController: UIViewController {
    private let tableView = UITableView()

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }
}
// end snippet

final class PersonTileCell: UICollectionViewCell {}

struct PersonTileDecorator: CellDecorator {
    static func update(_ cell: PersonTileCell, with person: Person) {}
}

// snippet: selection-collection
final class PeopleGridViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var handler: CollectionViewHandler<PersonTileDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        view.addSubview(collectionView)
        handler = CollectionViewHandler<PersonTileDecorator>(collectionView: collectionView)
        handler.canMove = { _, _ in true }
        let press = UILongPressGestureRecognizer(target: self, action: #selector(drag(_:)))
        collectionView.addGestureRecognizer(press)
    }

    @objc private func drag(_ press: UILongPressGestureRecognizer) {
        let point = press.location(in: collectionView)
        switch press.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
            handler.beginInteractiveMovementForItem(at: indexPath)  // asks handler.canMove
        case .changed:
            handler.updateInteractiveMovementTargetPosition(point)
        case .ended:
            handler.endInteractiveMovement()  // the handler records the move in its data
        default:
            handler.cancelInteractiveMovement()
        }
    }
}
// end snippet
#endif

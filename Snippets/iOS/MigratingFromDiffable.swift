// Sources/Decorum/Decorum.docc/MigratingFromDiffableDataSource.md, the screen after the migration. Compiled for
// iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

// snippet: diffable-model
struct Contact: Identifiable, Updatable {
    let id: UUID
    var name: String
    var company: String

    mutating func update(from copy: Contact) {
        name = copy.name
        company = copy.company
    }
}

struct ContactDecorator: CellDecorator {
    static func update(_ cell: UITableViewCell, with contact: Contact) {
        cell.textLabel?.text = contact.name
    }
}
// end snippet

// snippet: diffable-after
final class ContactsViewController: UITableViewController {
    private var handler: TableViewHandler<ContactDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<ContactDecorator>(tableView: tableView)  // registers, becomes the data source
    }

    func show(_ companies: [String], _ people: [Contact]) throws(ListEditError) {
        let sections = companies.map { company in
            Section(kind: Kind(company), items: people.filter { $0.company == company })
        }
        try handler.apply(SectionedData(sections), animated: true)
    }

    func rename(_ contact: Contact) throws(ListEditError) {
        try handler.upsert([contact])  // the same id: reconfigured in place
    }
}
// end snippet

struct Member {
    let email: String
    var name: String
}

// snippet: diffable-custom-identity
struct MemberDecorator: CellDecorator {
    static func update(_ cell: UITableViewCell, with member: Member) {
        cell.textLabel?.text = member.name
    }

    nonisolated static func id(of member: Member) -> String { member.email }
}
// end snippet

@MainActor
func edits(_ handler: TableViewHandler<ContactDecorator>, ada: Contact, grace: Contact) throws(ListEditError) {
    // snippet: diffable-edits
    try handler.addData([ada], toSection: "Apple")               // appendItems(_:toSection:) + apply
    try handler.insertData([grace], at: IndexPath(row: 0, section: 0))  // insertItems(_:beforeItem:)
    handler.removeData([ada])                                    // deleteItems(_:)
    let shown = handler.displayedItem(at: IndexPath(row: 0, section: 0))  // itemIdentifier(for:)
    // end snippet
    _ = shown
}

final class PhotoTile: UICollectionViewCell {}

struct PhotoDecorator: CellDecorator {
    static func update(_ cell: PhotoTile, with photo: String) {}
}

extension NSCollectionLayoutSection {
    static func carousel(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        grid(environment)
    }

    static func grid(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group)
    }
}

final class PhotoBoardViewController: UIViewController {
    private var handler: CollectionViewHandler<PhotoDecorator>!

    func makeLayout() -> UICollectionViewLayout {
        // snippet: diffable-section-kind
        let layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
            let kind = self?.handler.displayedSection(at: index)?.kind  // sectionIdentifier(for:)
            return kind == "carousel" ? .carousel(environment) : .grid(environment)
        }
        // end snippet
        return layout
    }
}
#endif

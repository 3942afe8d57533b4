// Sources/Decorum/Decorum.docc/HeadersAndFooters.md. UIKit: compiled for iOS by .ci/snippets-ios.
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

// snippet: headers-screen
final class ContactsViewController: UITableViewController {
    private var handler: TableViewHandler<ContactDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<ContactDecorator>(tableView: tableView)
        configureSections()
    }

    /// One section per company: the company's name is the section's kind.
    func show(_ byCompany: SectionedData<Contact>) throws(ListEditError) {
        try handler.apply(byCompany)
    }
}
// end snippet

extension ContactsViewController {
    func configureSections() {
        // snippet: headers-titles
        handler.headerTitle = { section in section.kind.rawValue }
        handler.footerTitle = { section in section.count == 1 ? "1 contact" : "\(section.count) contacts" }
        // end snippet
        // snippet: headers-views
        handler.header = SupplementaryRoute(CompanyHeader.self)  // registers CompanyHeaderView, shows the kind
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.estimatedSectionHeaderHeight = 44
        // end snippet
        // snippet: headers-footer-data
        handler.footer = SupplementaryRoute(CountFooter.self) { section in
            section.count < 2 ? nil : "\(section.count) contacts"  // nil: no footer view in this section
        }
        // end snippet
        // snippet: headers-shared-logic-use
        let list = ContactsList(handler: handler)  // keep it where the screen keeps its state
        list.countContacts(in: CountFooter.self)  // the table's footer view; a test passes a headless one
        // end snippet
    }
}

// snippet: headers-shared-logic
/// What the contacts screen does with its list, on any handler: the app's table, or a test's headless list.
@MainActor
final class ContactsList<Decorator: CellDecorator> where Decorator.Data == Contact {
    let handler: ListHandler<Decorator>

    init(handler: ListHandler<Decorator>) {
        self.handler = handler
    }

    /// Ends each company with its number of contacts, in the view `footer` draws.
    func countContacts<Footer: SupplementaryDecorator>(in footer: Footer.Type)
    where Footer.Data == String, Footer.View: SupplementaryView {
        handler.setFooter(SupplementaryRoute(footer) { section in "\(section.count) contacts" })
    }
}
// end snippet

// snippet: headers-header-view
final class CompanyHeaderView: UITableViewHeaderFooterView {
    let name = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        name.font = .preferredFont(forTextStyle: .headline)
        name.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(name)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            name.topAnchor.constraint(equalTo: margins.topAnchor),
            name.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

struct CompanyHeader: SupplementaryDecorator {
    static func update(_ view: CompanyHeaderView, with company: Kind) {
        view.name.text = company.rawValue.uppercased()
    }
}
// end snippet

// snippet: headers-footer-decorator
final class CountFooterView: UITableViewHeaderFooterView {}

struct CountFooter: SupplementaryDecorator {
    static func update(_ view: CountFooterView, with text: String) {
        view.textLabel?.text = text
    }
}
// end snippet

// The collection view version of the screen.
final class ContactTileCell: UICollectionViewCell {
    let name = UILabel()
}

struct ContactTileDecorator: CellDecorator {
    static func update(_ cell: ContactTileCell, with contact: Contact) {
        cell.name.text = contact.name
    }
}

// snippet: headers-collection-view
final class CompanyBannerView: UICollectionReusableView {
    let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        name.frame = bounds
        name.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(name)
    }

    required init?(coder: NSCoder) { nil }
}

struct CompanyBanner: SupplementaryDecorator {
    static func update(_ view: CompanyBannerView, with company: Kind) {
        view.name.text = company.rawValue
    }
}
// end snippet

final class BadgeView: UICollectionReusableView {
    let count = UILabel()
}

struct CountBadge: SupplementaryDecorator {
    static func update(_ view: BadgeView, with count: String) {
        view.count.text = count
    }
}

final class ContactTilesViewController: UIViewController {
    private var handler: CollectionViewHandler<ContactTileDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        // snippet: headers-collection-handler
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 44)  // a flow layout asks for headers of this size
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        handler = CollectionViewHandler<ContactTileDecorator>(collectionView: collectionView)
        handler.header = SupplementaryRoute(CompanyBanner.self)  // the kind UICollectionView.elementKindSectionHeader
        // end snippet
        // snippet: headers-collection-kinds
        handler.supplementaryViews["badge"] = SupplementaryRoute(CountBadge.self) { section in "\(section.count)" }
        // end snippet
        // snippet: headers-collection-layout-wide
        handler.supplementaryViews["summary"] = SupplementaryRoute(layoutWide: CountBadge.self) { data, _ in
            "\(data.itemCount) contacts"  // configuration.boundarySupplementaryItems has a "summary" item
        }
        // end snippet
    }
}
#endif

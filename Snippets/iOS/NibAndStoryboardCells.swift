// Sources/Decorum/Decorum.docc/NibAndStoryboardCells.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct Person: Identifiable, Hashable {
    let id: String
    var name: String
    var title: String
}

// snippet: nib-cell
final class ProfileCell: UITableViewCell, NibLoadable {  // ProfileCell.xib holds one ProfileCell
    @IBOutlet var name: UILabel!
    @IBOutlet var title: UILabel!
}

struct ProfileDecorator: CellDecorator {
    static func update(_ cell: ProfileCell, with person: Person) {
        cell.name.text = person.name
        cell.title.text = person.title
    }
}
// end snippet

// snippet: nib-package
final class BadgeCell: UITableViewCell, NibLoadable {
    static var nibName: String { "Badges" }  // Badges.xib, not BadgeCell.xib
    static var nibBundle: Bundle? { .main }  // in a Swift package's target: `.module`
}
// end snippet

// snippet: nib-header
final class CompanyHeaderView: UITableViewHeaderFooterView, NibLoadable {
    @IBOutlet var name: UILabel!
}

struct CompanyHeader: SupplementaryDecorator {
    static func update(_ view: CompanyHeaderView, with company: Kind) { view.name.text = company.rawValue }
}
// end snippet

// snippet: nib-screen
final class ProfilesViewController: UITableViewController {
    private var handler: TableViewHandler<ProfileDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<ProfileDecorator>(tableView: tableView)  // registers ProfileCell.xib
        handler.header = SupplementaryRoute(CompanyHeader.self)  // registers CompanyHeaderView.xib
    }
}
// end snippet

// snippet: storyboard-cell
final class PersonCell: UITableViewCell {  // the prototype's class in Main.storyboard
    @IBOutlet var name: UILabel!
}

struct PersonPrototype: StoryboardCellDecorator {
    static var prototypeIdentifier: String { "personCell" }  // the prototype's Identifier
    static func update(_ cell: PersonCell, with person: Person) { cell.name.text = person.name }
}

final class PeopleViewController: UITableViewController {  // the storyboard's table view controller
    private var handler: TableViewHandler<PersonPrototype>!

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<PersonPrototype>(tableView: tableView)  // registers nothing
    }
}
// end snippet

// snippet: storyboard-routes
enum Row: Identifiable, Hashable {
    case person(Person)
    case profile(Person)
    var id: String {
        switch self {
        case .person(let person): return "person-" + person.id
        case .profile(let person): return "profile-" + person.id
        }
    }
}

struct RowDecorator: RoutingDecorator {
    static func route(_ row: Row) -> CellRoute<UITableViewCell> {
        switch row {
        case .person(let person): return CellRoute(PersonPrototype.self, person)  // from the storyboard
        case .profile(let person): return CellRoute(ProfileDecorator.self, person)  // from its nib
        }
    }
}
// end snippet
#endif

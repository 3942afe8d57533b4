// Sources/Decorum/Decorum.docc/MigratingFromReuseIdentifierClosures.md, the screen after the migration.
// Compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

final class ThreeLabelCell: UITableViewCell {
    let title = UILabel()
}

// snippet: seed-model
struct Person: Identifiable, Equatable {
    let id: String  // new: what tells two rows apart
    var name: String
}
// end snippet

// snippet: seed-after
struct HorizontalDecorator: CellDecorator {
    static func update(_ cell: ThreeLabelCell, with person: Person) {
        cell.title.text = person.name
    }
}

final class PeopleViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    private var handler: TableViewHandler<HorizontalDecorator>!  // to edit later; the table keeps it alive too

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<HorizontalDecorator>(tableView: tableView)  // registers ThreeLabelCell
    }

    func add(_ newcomers: [Person]) throws(ListEditError) {
        try handler.addData(newcomers)  // animated; throws for an id already shown
    }

    func remove(_ person: Person) {
        handler.removeData([person])  // by identity
    }
}
// end snippet

@MainActor
func load(_ handler: TableViewHandler<HorizontalDecorator>, people: [Person]) throws(ListEditError) {
    // snippet: seed-reload
    try handler.apply(SectionedData(items: people))                  // was reloadWithData(data:): now diffed, animated
    try handler.apply(SectionedData(items: people), animated: false)  // or shown with reloadData, as before
    // end snippet
}

final class BannerCell: UITableViewCell {}

// snippet: seed-routing
enum FeedRow: Identifiable, Equatable {
    case banner(String)
    case person(Person)

    var id: String {
        switch self {
        case .banner(let text): return "banner " + text
        case .person(let person): return person.id
        }
    }
}

struct BannerDecorator: CellDecorator {
    static func update(_ cell: BannerCell, with text: String) {
        cell.textLabel?.text = text
    }
}

struct FeedDecorator: RoutingDecorator {
    static func route(_ row: FeedRow) -> CellRoute<UITableViewCell> {
        switch row {
        case .banner(let text): return CellRoute(BannerDecorator.self, text)
        case .person(let person): return CellRoute(HorizontalDecorator.self, person)
        }
    }
}
// end snippet
#endif

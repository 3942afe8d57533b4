// Sources/Decorum/Decorum.docc/GettingStarted.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

// snippet: getting-started-person
struct Person: Identifiable, Updatable {
    let id: String
    var name: String
    var age: Int
    var isVIP: Bool

    mutating func update(from copy: Person) {
        name = copy.name; age = copy.age; isVIP = copy.isVIP
    }
}
// end snippet

final class ThreeLabelCell: UITableViewCell {
    let name = UILabel()
    let age = UILabel()
    let badge = UILabel()
}

// snippet: getting-started-decorator
struct HorizontalDecorator: CellDecorator {
    static func update(_ cell: ThreeLabelCell, with person: Person) {
        cell.name.text = person.name
        cell.age.text = "\(person.age)"
        cell.badge.text = person.isVIP ? "VIP" : nil
    }
}
// end snippet

// snippet: getting-started-view-controller
final class PeopleViewController: UITableViewController {
    private var handler: TableViewHandler<HorizontalDecorator>!  // set in viewDidLoad, to edit later

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<HorizontalDecorator>(tableView: tableView)
    }
}
// end snippet

extension Kind {
    static let vips: Kind = "vips"
}

@MainActor
func edit(
    _ handler: TableViewHandler<HorizontalDecorator>, ada: Person, grace: Person, alan: Person, edsger: Person,
    newData: SectionedData<Person>
) throws(ListEditError) {
    // snippet: getting-started-edits
    try handler.addData([ada, grace])             // appended to the last section, animated
    try handler.addData([alan], toSection: .vips)  // a Kind-tagged section, created when missing
    handler.removeData([grace])                   // every deleted index computed in the old index space
    try handler.upsert([grace, edsger])           // existing rows update in place, new ones are inserted
    try handler.move(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    try handler.apply(newData)                    // diffed, staged, animated
    // end snippet
}

@MainActor
func positions(_ handler: TableViewHandler<HorizontalDecorator>) -> (Int?, IndexPath?, [Person]?) {
    // snippet: getting-started-positions
    let flat = handler.absoluteIndex(for: IndexPath(row: 1, section: 1))  // the row's flat position, or nil
    let path = handler.indexPath(forAbsoluteIndex: 4)                      // the inverse, or nil
    let vips = handler.data[.vips]?.items                                  // a section by kind
    // end snippet
    return (flat, path, vips)
}
#endif

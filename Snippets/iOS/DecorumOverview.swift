// Sources/Decorum/Decorum.docc/Decorum.md, the overview. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct Person: Identifiable, Updatable {
    let id: String
    var name: String

    mutating func update(from copy: Person) { name = copy.name }
}

final class ThreeLabelCell: UITableViewCell {
    let name = UILabel()
}

// snippet: overview
struct HorizontalDecorator: CellDecorator {
    static func update(_ cell: ThreeLabelCell, with person: Person) {
        cell.name.text = person.name
    }
}

// end snippet

final class OverviewViewController: UIViewController {
    let tableView = UITableView()
    var handler: TableViewHandler<HorizontalDecorator>!

    func overview(ada: Person, grace: Person, edsger: Person) throws(ListEditError) {
        // snippet: overview
        handler = TableViewHandler<HorizontalDecorator>(tableView: tableView)  // a stored property, to edit later
        try handler.addData([ada, grace])
        try handler.upsert([grace, edsger])   // Grace updates in place, Edsger is inserted
        // end snippet
    }
}
#endif

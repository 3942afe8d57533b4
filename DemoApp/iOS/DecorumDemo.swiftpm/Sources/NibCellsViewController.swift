import Decorum
import Foundation
import UIKit

/// A cell designed in Interface Builder: `Resources/ProfileCell.xib` holds one `ProfileCell`. Conforming
/// to `NibLoadable` is all it takes: the handler registers the nib instead of the class.
final class ProfileCell: UITableViewCell, NibLoadable {
    @IBOutlet var name: UILabel!
    @IBOutlet var detail: UILabel!

    /// An app package keeps its target's resources in a bundle of their own inside the app; a plain app
    /// target keeps them in the main bundle.
    static var nibBundle: Bundle? {
        Bundle.main.url(forResource: "DecorumDemo_DecorumDemo", withExtension: "bundle").flatMap(Bundle.init(url:))
            ?? .main
    }
}

struct ProfileDecorator: CellDecorator {
    static func update(_ cell: ProfileCell, with person: Person) {
        cell.name.text = person.isVIP ? "★ " + person.name : person.name
        cell.detail.text = "\(person.role), \(person.city)"
    }
}

/// Rows from a nib: the same edits as everywhere else (shuffle, promote), on cells designed in a xib.
final class NibCellsViewController: UITableViewController {
    private var handler: TableViewHandler<ProfileDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nib cells"
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 64
        handler = TableViewHandler<ProfileDecorator>(tableView: tableView)  // registers ProfileCell.xib
        try? handler.apply(SectionedData(items: Person.samples), animated: false)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Shuffle", style: .plain, target: self, action: #selector(shuffle)),
            UIBarButtonItem(title: "Promote", style: .plain, target: self, action: #selector(promote)),
        ]
    }

    /// Moves every row: `apply` diffs the shuffled data and animates the moves.
    @objc private func shuffle() {
        try? handler.apply(SectionedData(items: handler.data.allItems.shuffled()))
    }

    /// Makes a random person a VIP: the row is reconfigured in place, the nib cell kept.
    @objc private func promote() {
        guard var person = handler.data.allItems.filter({ !$0.isVIP }).randomElement() else { return }
        person.isVIP = true
        try? handler.upsert([person])
    }
}

import Decorum
import SwiftUI
import UIKit

/// One entry of the menu.
struct DemoScreen: Identifiable {
    let title: String
    let summary: String
    let make: @MainActor () -> UIViewController
    var id: String { title }
}

/// The menu row: title and summary in a subtitle cell.
final class MenuCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        detailTextLabel?.numberOfLines = 0
        detailTextLabel?.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) { nil }
}

struct MenuDecorator: CellDecorator {
    static func update(_ cell: MenuCell, with screen: DemoScreen) {
        cell.textLabel?.text = screen.title
        cell.detailTextLabel?.text = screen.summary
    }
}

/// The list of demo screens, itself shown by a `TableViewHandler`.
final class MenuViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var handler: TableViewHandler<MenuDecorator>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Decorum"
        view.addSubview(tableView)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        let screens = [
            DemoScreen(title: "People", summary: "Two decorators, one cell: switch the look; add, remove, upsert VIPs.")
            {
                PersonsViewController()
            },
            DemoScreen(
                title: "Contacts by company",
                summary: "Header views, footer titles, swipe to delete, drag across sections."
            ) {
                ContactsViewController()
            },
            DemoScreen(
                title: "Kinds", summary: "Sections tagged .contacts and .addContact, two cell styles, data[.contacts]."
            ) {
                KindsViewController()
            },
            DemoScreen(title: "100,000 rows", summary: "A random diff applied to a large collection view.") {
                LargeListViewController()
            },
            DemoScreen(
                title: "Tasks", summary: "Folding sections, a selection that follows a shuffle, an empty state."
            ) {
                TasksViewController()
            },
            DemoScreen(title: "Infinite feed", summary: "Load more near the end, with a loading footer.") {
                FeedViewController()
            },
            DemoScreen(title: "Chat", summary: "Older messages prepended without a jump; send scrolls to the new one.")
            {
                ChatViewController()
            },
            DemoScreen(title: "Nib cells", summary: "Cells designed in a xib (NibLoadable), shuffled and updated.") {
                NibCellsViewController()
            },
            DemoScreen(
                title: "SwiftUI cells",
                summary: "SwiftUI-rendered and UIKit cells in one table, through a routing decorator."
            ) {
                SwiftUICellsViewController()
            },
            DemoScreen(
                title: "SwiftUI list", summary: "A SwiftUI screen hosting a 100,000-row handler-backed list."
            ) {
                UIHostingController(rootView: SwiftUIListScreen())
            },
        ]
        // The screens are static and unique: a repeated id would be a bug in this file, so `try!`.
        let handler = try! TableViewHandler<MenuDecorator>(tableView: tableView, data: SectionedData(items: screens))
        handler.onSelect = { [weak self] screen, indexPath in
            self?.tableView.deselectRow(at: indexPath, animated: true)
            self?.navigationController?.pushViewController(screen.make(), animated: true)
        }
        self.handler = handler
    }
}

// Sources/DecorumTesting/DecorumTesting.docc/TestingYourScreen.md, the view controller. UIKit: compiled for iOS by
// .ci/snippets-ios. The article's other snippets are tests: Tests/DecorumTests/Docs/
// TestingYourScreenArticleTests.swift, where Person and PeopleList below are the snippets.
#if canImport(UIKit)
import Decorum
import UIKit

struct Person: Identifiable, Updatable {
    let id: String
    var name: String
    var isVIP = false

    mutating func update(from copy: Person) {
        name = copy.name
        isVIP = copy.isVIP
    }
}

@MainActor
final class PeopleList<Decorator: CellDecorator> where Decorator.Data == Person, Decorator.ID == Person.ID {
    let handler: ListHandler<Decorator>

    init(handler: ListHandler<Decorator>) {
        self.handler = handler
    }

    func show(_ people: [Person]) throws(ListEditError) {
        try handler.apply([
            Section(kind: "VIPs", items: people.filter(\.isVIP)),
            Section(kind: "Everyone", items: people.filter { !$0.isVIP }),
        ])
    }

    func showCounts<Header: SupplementaryDecorator>(in header: Header.Type)
    where Header.Data == String, Header.View: SupplementaryView {
        handler.setHeader(SupplementaryRoute(header) { section in "\(section.kind.rawValue): \(section.count)" })
    }
}

final class PersonCell: UITableViewCell {}

// snippet: screen-view-controller
struct PersonDecorator: CellDecorator {
    static func update(_ cell: PersonCell, with person: Person) {
        cell.textLabel?.text = person.isVIP ? "★ \(person.name)" : person.name
    }
}

final class PeopleHeaderView: UITableViewHeaderFooterView {}

struct PeopleHeader: SupplementaryDecorator {
    static func update(_ view: PeopleHeaderView, with text: String) { view.textLabel?.text = text }
}

final class PeopleViewController: UITableViewController {
    private var list: PeopleList<PersonDecorator>!  // the screen's list; its table keeps the handler alive

    override func viewDidLoad() {
        super.viewDidLoad()
        list = PeopleList(handler: TableViewHandler<PersonDecorator>(tableView: tableView))
        list.showCounts(in: PeopleHeader.self)  // the table's header view; a test passes a headless one
    }
}
// end snippet
#endif

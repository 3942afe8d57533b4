// Sources/Decorum/Decorum.docc/SwiftUICells.md. UIKit and SwiftUI: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit) && canImport(SwiftUI)
import Decorum
import SwiftUI
import UIKit

struct Person: Identifiable, Hashable, Updatable {
    let id: Int
    var name: String
    var role: String
    var isVIP = false

    mutating func update(from copy: Person) { self = copy }
}

// snippet: swiftui-cell
@available(iOS 16.0, *)
struct PersonCardDecorator: SwiftUICellDecorator {
    typealias Cell = UITableViewCell

    static func content(for person: Person) -> some View {
        HStack {
            VStack(alignment: .leading) {
                Text(person.name).font(.headline)
                Text(person.role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            if person.isVIP {
                Image(systemName: "star.fill").foregroundStyle(.orange)
            }
        }
    }
}
// end snippet

@available(iOS 16.0, *)
final class PeopleViewController: UITableViewController {
    private var handler: TableViewHandler<PersonCardDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        // snippet: swiftui-handler
        handler = TableViewHandler<PersonCardDecorator>(tableView: tableView)
        // end snippet
    }

    func promote(_ person: Person) throws(ListEditError) {
        // snippet: swiftui-update
        var promoted = person
        promoted.isVIP = true
        try handler.upsert([promoted])  // the same id: the row is reconfigured, its SwiftUI view updated
        // end snippet
    }
}

// snippet: swiftui-collection
@available(iOS 16.0, *)
struct PersonTileDecorator: SwiftUICellDecorator {
    typealias Cell = UICollectionViewListCell  // separators and list insets come with the cell

    static func content(for person: Person) -> some View {
        Label(person.name, systemImage: person.isVIP ? "star.fill" : "person")
    }
}
// end snippet

@MainActor
@available(iOS 16.0, *)
func tiles(in collectionView: UICollectionView) -> CollectionViewHandler<PersonTileDecorator> {
    CollectionViewHandler<PersonTileDecorator>(collectionView: collectionView)
}

// snippet: swiftui-cell-actions
extension CellAction {
    static let promote: CellAction = "promote"
}

struct PromotableCard: View {
    let person: Person
    @Environment(\.cellActions) private var cellActions  // set by the handler for this row's person

    var body: some View {
        HStack {
            Text(person.name)
            Spacer()
            if !person.isVIP {
                Button("Promote") { cellActions?.send(.promote) }
                    .buttonStyle(BorderlessButtonStyle())  // the button takes the tap, not the whole row
            }
        }
    }
}

@available(iOS 16.0, *)
struct PromotableCardDecorator: SwiftUICellDecorator {
    typealias Cell = UITableViewCell

    static func content(for person: Person) -> some View {
        PromotableCard(person: person)
    }
}
// end snippet

@available(iOS 16.0, *)
final class PromotionsViewController: UITableViewController {
    private var handler: TableViewHandler<PromotableCardDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<PromotableCardDecorator>(tableView: tableView)
        // snippet: swiftui-cell-action-handler
        handler.onCellAction = { [weak self] action, person in
            guard action == .promote, let self else { return }
            var promoted = person
            promoted.isVIP = true
            try? handler.upsert([promoted])  // the card updates in place: its button goes
        }
        // end snippet
    }
}

// snippet: swiftui-margins
@available(iOS 16.0, *)
struct CompactCardDecorator: SwiftUICellDecorator {
    typealias Cell = UITableViewCell

    static func content(for person: Person) -> some View {
        Text(person.name)
    }

    static func update(_ cell: UITableViewCell, with person: Person) {
        cell.contentConfiguration = UIHostingConfiguration { hostedContent(for: person) }
            .margins(.vertical, 4)
            .background(person.isVIP ? Color.yellow.opacity(0.2) : Color.clear)
    }
}
// end snippet

// snippet: swiftui-mixed
enum TeamRow: Identifiable, Hashable {
    case member(Person)
    case invite

    var id: String {
        switch self {
        case .member(let person): return "member-\(person.id)"
        case .invite: return "invite"
        }
    }
}

final class InviteCell: UITableViewCell {}

struct InviteDecorator: CellDecorator {  // a UIKit cell
    static func update(_ cell: InviteCell, with title: String) {
        cell.textLabel?.text = title
        cell.textLabel?.textColor = .systemBlue
    }
}

@available(iOS 16.0, *)
struct TeamRowDecorator: RoutingDecorator {
    static func route(_ row: TeamRow) -> CellRoute<UITableViewCell> {
        switch row {
        case .member(let person): return CellRoute(PersonCardDecorator.self, person)  // SwiftUI
        case .invite: return CellRoute(InviteDecorator.self, "Invite someone")  // UIKit
        }
    }
}
// end snippet

@MainActor
@available(iOS 16.0, *)
func team(in tableView: UITableView, people: [Person]) throws(ListEditError) -> TableViewHandler<TeamRowDecorator> {
    // snippet: swiftui-mixed-handler
    let handler = try TableViewHandler<TeamRowDecorator>(
        tableView: tableView,
        data: [
            Section(kind: "members", items: people.map(TeamRow.member)),
            Section(kind: "invite", items: [.invite]),
        ])
    // end snippet
    return handler
}

// snippet: swiftui-cells-ios13
final class PersonCell: UITableViewCell {}

struct PersonCellDecorator: CellDecorator {  // a UIKit cell, for iOS 13 to 15
    static func update(_ cell: PersonCell, with person: Person) {
        cell.textLabel?.text = person.name
    }
}

struct PersonRowDecorator: RoutingDecorator {  // no @available: its handler works on iOS 13
    static func route(_ person: Person) -> CellRoute<UITableViewCell> {
        if #available(iOS 16.0, *) {
            return CellRoute(PersonCardDecorator.self, person)  // SwiftUI
        }
        return CellRoute(PersonCellDecorator.self, person)  // UIKit
    }
}
// end snippet

@MainActor
func peopleOnEverySystem(in tableView: UITableView) -> TableViewHandler<PersonRowDecorator> {
    TableViewHandler<PersonRowDecorator>(tableView: tableView)  // iOS 13 and later
}
#endif

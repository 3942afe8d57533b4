import Decorum
import SwiftUI
import UIKit

/// A row of the SwiftUI cells screen: a person, drawn by SwiftUI, or a note, drawn by a UIKit cell.
enum TeamRow: Identifiable, Hashable, Sendable, Updatable {
    case person(Person)
    case note(String)

    var id: String {
        switch self {
        case .person(let person): "person-\(person.id)"
        case .note(let text): "note-\(text)"
        }
    }

    mutating func update(from copy: TeamRow) { self = copy }
}

/// A person as a SwiftUI card, hosted in a plain `UITableViewCell` through `UIHostingConfiguration`.
struct PersonCardDecorator: SwiftUICellDecorator {
    typealias Cell = UITableViewCell

    static func content(for person: Person) -> some View {
        HStack(spacing: 12) {
            Image(systemName: person.isVIP ? "star.circle.fill" : "person.circle")
                .font(.title)
                .foregroundStyle(person.isVIP ? .orange : .secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(person.name).font(.headline)
                Text("\(person.role) · \(person.city)").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            if person.isVIP {
                Text("VIP").font(.caption.bold()).padding(.horizontal, 8).padding(.vertical, 2)
                    .background(Capsule().fill(.orange.opacity(0.2)))
            }
        }
        .animation(.default, value: person.isVIP)
    }
}

/// A UIKit cell for notes: the other half of the mix.
final class NoteCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
        textLabel?.font = .preferredFont(forTextStyle: .footnote)
        textLabel?.textColor = .secondaryLabel
        imageView?.image = UIImage(systemName: "info.circle")
    }

    required init?(coder: NSCoder) { nil }
}

struct NoteDecorator: CellDecorator {
    static func update(_ cell: NoteCell, with text: String) {
        cell.textLabel?.text = text
    }
}

/// Sends people to the SwiftUI decorator and notes to the UIKit one; the handler registers each cell
/// the first time a row needs it.
struct TeamRowDecorator: RoutingDecorator {
    static func route(_ row: TeamRow) -> CellRoute<UITableViewCell> {
        switch row {
        case .person(let person): CellRoute(PersonCardDecorator.self, person)
        case .note(let text): CellRoute(NoteDecorator.self, text)
        }
    }
}

/// Screen 5: SwiftUI cells and UIKit cells in one table. Tapping a person toggles VIP with `upsert`:
/// the row is reconfigured and its SwiftUI view updates in place (watch the star animate).
final class SwiftUICellsViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var handler: TableViewHandler<TeamRowDecorator>?
    private var newcomers = Person.newcomers

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "SwiftUI cells"
        navigationItem.largeTitleDisplayMode = .never
        view.addSubview(tableView)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        let data: SectionedData<TeamRow> = [
            Section(kind: "team", items: Person.samples.map(TeamRow.person)),
            Section(
                kind: "notes",
                items: [
                    .note("People are SwiftUI views (PersonCardDecorator); this note is a UIKit NoteCell."),
                    .note("Tap a person to toggle VIP: the row is reconfigured, not reloaded."),
                ]),
        ]
        let handler = try! TableViewHandler<TeamRowDecorator>(tableView: tableView, data: data)  // static, unique
        handler.headerTitle = { $0.kind == "team" ? "Team (SwiftUI)" : "Notes (UIKit)" }
        handler.onSelect = { [weak self] row, indexPath in
            self?.tableView.deselectRow(at: indexPath, animated: true)
            if case .person(var person) = row {
                person.isVIP.toggle()
                self?.upsert(.person(person))
            }
        }
        handler.onDiagnostic = { print("Decorum:", $0) }
        self.handler = handler

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addPerson() })
    }

    private func upsert(_ row: TeamRow) {
        do {
            try handler?.upsert([row])
        } catch {
            print("upsert failed:", error)
        }
    }

    private func addPerson() {
        guard let handler, !newcomers.isEmpty else { return }
        do {
            try handler.addData([.person(newcomers.removeFirst())], toSection: "team")
        } catch {
            print("add failed:", error)
        }
    }
}

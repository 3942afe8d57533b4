// Sources/Decorum/Decorum.docc/SwiftUIWrapper.md. UIKit and SwiftUI: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit) && canImport(SwiftUI)
import Decorum
import SwiftUI
import UIKit

// snippet: wrapper-model
struct NumberRow: Identifiable, Hashable, Sendable {
    let id: Int
    var value: Int
}

struct NumberDecorator: CellDecorator {
    static func update(_ cell: UITableViewCell, with row: NumberRow) {
        cell.textLabel?.text = "Row #\(row.id): \(row.value)"
    }
}
// end snippet

// snippet: wrapper-screen
struct NumbersScreen: View {
    @State private var rows = SectionedData(items: (0..<100_000).map { NumberRow(id: $0, value: $0) })

    var body: some View {
        VStack {
            Button("Change a few rows") { changeAFew() }
            DecoratedTableView<NumberDecorator>(rows)
                .diffingOffMainActor()  // 100,000 rows: diff off the main actor
        }
    }

    private func changeAFew() {
        var items = rows.allItems
        items.swapAt(0, items.count - 1)  // a move…
        items[1].value += 1  // …an update…
        items.remove(at: 2)  // …and a delete, animated together
        rows = SectionedData(items: items)
    }
}
// end snippet

struct Person: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
}

struct PersonDecorator: CellDecorator {
    static func update(_ cell: UITableViewCell, with person: Person) {
        cell.textLabel?.text = person.name
    }
}

struct PeopleScreen: View {
    @State private var people: SectionedData<Person> = []
    @State private var selection: Person.ID?
    @State private var problem: String?

    var body: some View {
        // snippet: wrapper-configure
        DecoratedTableView<PersonDecorator>(people, style: .insetGrouped) { handler in
            handler.headerTitle = { $0.kind.rawValue }
            handler.onSelect = { person, _ in selection = person.id }  // a @State: the binding outlives the view value
            handler.onDiagnostic = { print("Decorum:", $0) }
        }
        .onEditError { error in problem = "\(error)" }  // e.g. two people with one id: nothing changes
        // end snippet
    }
}

// snippet: wrapper-two-way
struct EditablePeopleScreen: View {
    @State private var people = SectionedData(items: [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")])

    var body: some View {
        VStack {
            Text("\(people.itemCount) people")  // follows the user's swipes and drags
            DecoratedTableView<PersonDecorator>($people) { handler in
                handler.canEdit = { _, _ in true }  // swipe to delete
                handler.canMove = { _, _ in true }  // drag in editing mode (below)
                handler.confirmUserEdit = { edit, answer in answer(edit.item.name != "Ada") }  // Ada stays
            }
        }
    }
}
// end snippet

struct NumbersGrid: View {
    var rows: SectionedData<NumberRow>

    var body: some View {  // no @available: the app supports iOS 13
        // snippet: wrapper-collection
        if #available(iOS 14.0, *) {
            DecoratedCollectionView<NumberTileDecorator>(
                rows, layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
            )
            .diffingOffMainActor()
        } else {
            DecoratedCollectionView<NumberTileDecorator>(rows, layout: UICollectionViewFlowLayout())
                .diffingOffMainActor()
        }
        // end snippet
    }
}

struct NumberTileDecorator: CellDecorator {
    static func update(_ cell: UICollectionViewCell, with row: NumberRow) {
        cell.backgroundColor = row.value.isMultiple(of: 2) ? .systemGray5 : .systemGray6
    }
}
// snippet: wrapper-edit-mode
struct ReorderPeopleScreen: View {
    @State private var people = SectionedData(items: [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")])
    @State private var editMode = EditMode.inactive

    var body: some View {
        VStack {
            EditButton()  // Edit / Done: sets the environment's editMode
            DecoratedTableView<PersonDecorator>($people) { handler in
                handler.canEdit = { _, _ in true }
                handler.canMove = { _, _ in true }  // reorder controls while editing
            }
        }
        .environment(\.editMode, $editMode)
    }
}
// end snippet

// snippet: wrapper-code-edits
struct Contact: Identifiable, Hashable, Sendable, Updatable {
    let id: Int
    var name: String
    var isFavorite = false

    mutating func update(from newer: Contact) { self = newer }
}

extension CellAction {
    static let favorite: CellAction = "favorite"
}

struct ContactRow: View {
    let contact: Contact
    @Environment(\.cellActions) private var cellActions  // set by the handler for this row's contact

    var body: some View {
        HStack {
            Text(contact.name)
            Spacer()
            Button {
                cellActions?.send(.favorite)
            } label: {
                Image(systemName: contact.isFavorite ? "star.fill" : "star")
            }
            .buttonStyle(BorderlessButtonStyle())  // the button takes the tap, not the whole row
        }
    }
}

@available(iOS 16.0, *)
struct ContactRowDecorator: SwiftUICellDecorator {
    typealias Cell = UITableViewCell

    static func content(for contact: Contact) -> some View {
        ContactRow(contact: contact)
    }
}

@available(iOS 16.0, *)
struct ContactsScreen: View {
    @State private var contacts = SectionedData(items: [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")])
    @State private var nextID = 3

    var body: some View {
        VStack {
            Text("\(contacts.allItems.filter(\.isFavorite).count) favorites")  // follows the stars
            Button("Add") {
                contacts[0].items.append(Contact(id: nextID, name: "Contact \(nextID)"))
                nextID += 1
            }
            DecoratedTableView<ContactRowDecorator>($contacts) { handler in
                handler.onCellAction = { [weak handler] action, contact in
                    guard action == .favorite else { return }
                    var starred = contact
                    starred.isFavorite.toggle()
                    try? handler?.upsert([starred])  // shown at once, and written back to `contacts`
                }
            }
        }
    }
}
// end snippet

// snippet: wrapper-collection-swipe
@available(iOS 14.0, *)
struct PersonListDecorator: CellDecorator {
    static func update(_ cell: UICollectionViewListCell, with person: Person) {
        var content = cell.defaultContentConfiguration()
        content.text = person.name
        cell.contentConfiguration = content
    }
}

@available(iOS 14.0, *)
struct PeopleListScreen: View {
    @State private var people = SectionedData(items: [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")])

    var body: some View {
        DecoratedCollectionView<PersonListDecorator>($people, list: .init(appearance: .insetGrouped)) { handler in
            handler.canEdit = { person, _ in person.name != "Ada" }  // swipe to delete, as in a table
        }
    }
}
// end snippet
#endif

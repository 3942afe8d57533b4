// Sources/Decorum/Decorum.docc/BatchUpdates.md, "Why stages" and "Moves by identity": a SwiftPM snippet, compiled
// by `swift build` and run by SnippetTests. Drives a HeadlessListView through the stages of the README's
// contacts example, then a handler through moves by identity.
import Decorum
import DecorumTesting
import Foundation

final class Contacts: HeadlessListDataSource {
    var data: SectionedData<String> = []

    func numberOfSections(in view: HeadlessListView) -> Int { data.numberOfSections }

    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        data.numberOfItems(inSection: section)
    }

    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        HeadlessCell(id: data[indexPath], content: data[indexPath])
    }

    func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? {
        data[section].kind.rawValue
    }
}

let old: SectionedData<String> = [
    Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
    Section(kind: "Microsoft", items: ["Bill Gates", "Paul Allen"]),
    Section(kind: "Google", items: ["Larry Page", "Sergey Brin"]),
]
// Google moves to the top, Paul Allen leaves, Tim Cook joins Apple, Alan Kay moves to Microsoft.
let new: SectionedData<String> = [
    Section(kind: "Google", items: ["Larry Page", "Sergey Brin"]),
    Section(kind: "Apple", items: ["Steve Jobs", "Andy Hertzfeld", "Tim Cook"]),
    Section(kind: "Microsoft", items: ["Bill Gates", "Alan Kay"]),
]
let dataSource = Contacts()
dataSource.data = old
let view = HeadlessListView(style: .table)
view.dataSource = dataSource
view.reloadData()

// snippet: batch-updates-stages
let stages = try StagedChangeset(from: old, to: new)
for stage in stages {
    try view.performBatchUpdates(stage.changeset) { dataSource.data = stage.data }
}
// end snippet

try view.verifyMatchesDataSource()
precondition(dataSource.data == new, "the stages end on the new data")
precondition(view.batches.count == stages.count && stages.count == 2, "\(stages)")
print(stages)

// snippet: batch-updates-moves
struct Contact: Identifiable, Updatable {
    let id: String
    var title: String

    mutating func update(from copy: Contact) { title = copy.title }
}

final class ContactCell {
    var text = ""
}

enum ContactDecorator: CellDecorator {
    static func update(_ cell: ContactCell, with contact: Contact) { cell.text = contact.title }
}

let handler = try HeadlessHandler<ContactDecorator>(  // a TableViewHandler in the app
    view: HeadlessListView(),
    data: [
        Section(kind: "Apple", items: [Contact(id: "ada", title: "Engineer")]),
        Section(kind: "Google", items: [Contact(id: "grace", title: "Admiral")]),
    ])
try handler.move(id: "ada", toSection: "Google")  // wherever Ada is, to the end of Google: one move
try handler.move(id: "ada", toSection: "Apple", at: 0)  // back, to the top of Apple
// end snippet

let moves = handler.view.batches
precondition(moves.count == 2, "\(moves)")
precondition(moves.allSatisfy { $0.itemMoves.count == 1 && $0.itemInserts.isEmpty && $0.itemDeletes.isEmpty })
precondition(handler.data.sections.map { $0.items.map(\.id) } == [["ada"], ["grace"]])

// snippet: batch-updates-upsert-moving
try handler.upsert([Contact(id: "grace", title: "Rear Admiral")], toSection: "Apple", movingExisting: true)
let grace = handler.indexPath(forID: "grace")  // [0, 1]: the end of Apple, with her new title
// end snippet

precondition(grace == IndexPath(item: 1, section: 0), "\(String(describing: grace))")
precondition(handler.item(withID: "grace")?.title == "Rear Admiral")
let upsert = handler.view.batches.dropFirst(2)
precondition(upsert.count == 1 && upsert.allSatisfy { $0.itemMoves.count == 1 && $0.itemInserts.isEmpty }, "\(upsert)")
precondition(handler.view.events.last == .reconfigure([IndexPath(item: 1, section: 0)]), "\(handler.view.events)")
try handler.view.verifyMatchesDataSource()
print(handler.data)

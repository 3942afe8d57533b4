// Sources/Decorum/Decorum.docc/SectionModels.md: a SwiftPM snippet, compiled by `swift build` and run by
// SnippetTests, so the events and headers the article promises are checked below.
import Decorum
import DecorumTesting
import Foundation

// snippet: section-models-model
struct Company: Hashable, Sendable {
    var name: String
    var logo: String  // an image's name
    var members: Int
}

let google = Company(name: "Google", logo: "google", members: 2)
let data: SectionedData<String> = [
    Section(kind: "google", model: google, items: ["Larry Page", "Sergey Brin"]),
    Section(kind: "xerox", items: ["Alan Kay"]),  // no model: as short as ever
]
let members = data["google"]?.model(as: Company.self)?.members  // 2
// end snippet

precondition(members == 2)
precondition(data["xerox"]?.model == nil)

enum NameDecorator: CellDecorator {
    static func update(_ cell: NameCell, with name: String) { cell.text = name }
}

final class NameCell {
    var text = ""
}

@MainActor
func headless() throws {
    // snippet: section-models-apply
    let view = HeadlessListView()
    let handler = try HeadlessHandler<NameDecorator>(view: view, data: data)

    var grown = data
    grown["google"]?.model = Company(name: "Google", logo: "google", members: 3)
    try handler.apply(grown)
    print(view.events.last!)  // reconfigureSupplementaryViews(sections 0): no batch, no row touched

    try handler.setModel(Company(name: "Xerox PARC", logo: "parc", members: 1), forSection: "xerox")
    try handler.addData(
        ["Sundar Pichai"], toSection: "google", model: Company(name: "Google", logo: "google", members: 4))
    try view.verifyMatchesDataSource()  // throws when a shown header is stale
    // end snippet

    precondition(view.events.count == 5, "\(view.events)")
    precondition(view.events[1] == .reconfigureSupplementaryViews([0]))
    precondition(view.events[2] == .reconfigureSupplementaryViews([1]))
    precondition(view.events[3] == .batch(Changeset(itemInserts: [IndexPath(item: 2, section: 0)])))
    precondition(view.events[4] == .reconfigureSupplementaryViews([0]))
    precondition(
        view.sectionHeaders == [
            #"google (Company(name: "Google", logo: "google", members: 4))"#,
            #"xerox (Company(name: "Xerox PARC", logo: "parc", members: 1))"#,
        ], "\(view.sectionHeaders)")

    // snippet: section-models-errors
    do {
        try handler.setModel(google, forSection: "microsoft")
    } catch {
        print(error)  // no section of kind "microsoft"
    }
    // end snippet
}

// snippet: section-models-mail
struct Mail: Identifiable, Hashable, Sendable {
    let id: Int
    var subject: String
    var isUnread = true
}

enum MailDecorator: CellDecorator {
    static func update(_ cell: NameCell, with mail: Mail) { cell.text = mail.subject }
}
// end snippet

@MainActor
func markRead() throws {
    // snippet: section-models-update
    let inbox = try HeadlessHandler<MailDecorator>(  // a TableViewHandler in the app
        view: HeadlessListView(),
        data: [Section(kind: "Today", model: 2, items: [Mail(id: 1, subject: "Lunch?"), Mail(id: 2, subject: "Q3")])])

    let read = Mail(id: 1, subject: "Lunch?", isUnread: false)
    try inbox.update([read]) { section in section.items.filter(\.isUnread).count }  // Today's model: 1
    print(inbox.view.events.suffix(2))  // the row reconfigured, then its header: one step
    // end snippet

    precondition(inbox.data["Today"]?.model(as: Int.self) == 1)
    precondition(
        Array(inbox.view.events.suffix(2)) == [
            .reconfigure([IndexPath(item: 0, section: 0)]), .reconfigureSupplementaryViews([0]),
        ], "\(inbox.view.events)")
    precondition(inbox.view.sectionHeaders == ["Today (1)"], "\(inbox.view.sectionHeaders)")
}

MainActor.assumeIsolated {
    do {
        try headless()
        try markRead()
    } catch {
        preconditionFailure("\(error)")
    }
}

// Sources/Decorum/Decorum.docc/ExpandableSections.md: a SwiftPM snippet, compiled by `swift build` and run by
// SnippetTests, so what the article promises is checked below.
import Decorum
import DecorumTesting
import Foundation

enum TaskDecorator: CellDecorator {
    static func update(_ cell: TaskCell, with title: String) { cell.text = title }
}

final class TaskCell {
    var text = ""
}

@MainActor
func expandable() throws {
    // snippet: expandable-collapse
    let view = HeadlessListView()
    let handler = try HeadlessHandler<TaskDecorator>(
        view: view,
        data: [
            Section(kind: "today", items: ["Write the report", "Call Ada"]),
            Section(kind: "done", items: ["Book flights", "Pay rent", "Renew passport"]),
        ])

    try handler.collapse(section: "done")       // its 3 rows are deleted, animated; its header stays
    print(view.numberOfItems(inSection: 1))     // 0
    print(handler.data["done"]?.count ?? 0)     // 3: the data keeps every item
    print(handler.collapsedSections.map(\.rawValue))  // ["done"]
    // end snippet

    precondition(view.numberOfItems(inSection: 1) == 0)
    precondition(view.sectionKinds == ["today", "done"])
    precondition(handler.data["done"]?.count == 3)
    precondition(handler.collapsedSections == ["done"])
    precondition(view.batches.last == Changeset(itemDeletes: (0..<3).map { IndexPath(item: $0, section: 1) }))
    precondition(view.events.last == .reconfigureSupplementaryViews([1]))  // the header learns the state

    // snippet: expandable-apply
    try handler.addData(["Water the plants"], toSection: "done")  // changes the data, shows nothing
    try handler.apply([
        Section(kind: "done", items: ["Book flights", "Pay rent", "Renew passport", "Water the plants"]),
        Section(kind: "today", items: ["Call Ada", "Buy milk"]),
    ])
    print(handler.isCollapsed("done"))          // true: matched by kind, still collapsed
    print(handler.absoluteIndex(for: IndexPath(item: 0, section: 1)) ?? -1)  // 0: only shown rows count
    try handler.toggle(section: "done")         // expands it: its 4 rows are inserted
    try view.verifyMatchesDataSource()
    // end snippet

    precondition(!handler.isCollapsed("done"))
    precondition(view.numberOfItems(inSection: 0) == 4)
    precondition(handler.absoluteIndex(for: IndexPath(item: 0, section: 1)) == 4)
}

MainActor.assumeIsolated {
    do {
        try expandable()
    } catch {
        preconditionFailure("\(error)")
    }
}

// Sources/Decorum/Decorum.docc/SelectionEmptyStateAndReloads.md: a SwiftPM snippet, compiled by `swift build`
// and run by SnippetTests, so what the article promises is checked below.
import Decorum
import DecorumTesting
import Foundation

struct Contact: Identifiable, Hashable, Sendable, CustomStringConvertible {
    let id: String
    var name: String
    var description: String { name }
}

enum ContactDecorator: CellDecorator {
    static func update(_ cell: ContactCell, with contact: Contact) { cell.text = contact.name }
}

final class ContactCell {
    var text = ""
}

let ada = Contact(id: "ada", name: "Ada")
let grace = Contact(id: "grace", name: "Grace")
let alan = Contact(id: "alan", name: "Alan")

@MainActor
func selection() throws {
    // snippet: behaviours-selection
    let view = HeadlessListView()
    let handler = try HeadlessHandler<ContactDecorator>(view: view, data: SectionedData(items: [ada, grace, alan]))

    handler.select(id: "grace")  // [0, 1]
    try handler.apply(SectionedData(items: [alan, ada, grace]))
    print(view.selectedIndexPaths)  // [[0, 2]]: Grace moved, and is still selected

    handler.removeData([grace])
    print(handler.selectedIDs)  // []: a removed item leaves the selection
    // end snippet
    precondition(handler.selectedIDs.isEmpty && view.selectedIndexPaths.isEmpty)

    // snippet: behaviours-taps
    var chosen: [String] = []
    handler.onSelect = { contact, _ in chosen.append(contact.name) }
    view.tap(at: IndexPath(item: 1, section: 0))  // the user taps Ada
    print(chosen, handler.selectedItems)  // ["Ada"] [Ada]
    // end snippet
    precondition(chosen == ["Ada"] && handler.selectedItems == [ada])
}

@MainActor
func emptyState() throws {
    // snippet: behaviours-empty-state
    let view = HeadlessListView(animationMode: .manual)
    let handler = HeadlessHandler<ContactDecorator>(view: view)
    print(view.isEmptyStateShown)  // true: no item

    try handler.addData([ada])
    print(view.isEmptyStateShown)  // false: the first insert hides it
    view.finishAnimations()
    // end snippet
    precondition(!view.isEmptyStateShown && !handler.isShowingEmptyState)
}

@MainActor
func reloads() throws {
    // snippet: behaviours-reloads
    let view = HeadlessListView()
    let handler = try HeadlessHandler<ContactDecorator>(view: view, data: SectionedData(items: [alan]))
    var faults: [Diagnostic] = []
    var notes: [Diagnostic] = []
    handler.onDiagnostic = { faults.append($0) }  // something went wrong
    handler.onInformation = { notes.append($0) }  // a normal reload

    handler.reloadThreshold = 1
    try handler.addData([ada, grace])  // 2 row inserts: over the threshold
    print(view.events.last!, notes.map(\.reason), faults.count)
    // reloadData [Decorum.Diagnostic.Reason.largeChange(operations: 2, threshold: 1)] 0
    // end snippet
    precondition(view.events.last == .reloadData && faults.isEmpty)
    precondition(notes.map(\.reason) == [.largeChange(operations: 2, threshold: 1)])
}

@MainActor
func updates() throws {
    // snippet: behaviours-updates
    let view = HeadlessListView()
    let handler = try HeadlessHandler<ContactDecorator>(view: view, data: SectionedData(items: [alan]))
    var log: [UpdateReport] = []
    handler.onUpdate = { log.append($0) }  // in an app: { logger.debug("\($0)") }

    try handler.addData([ada, grace])
    print(log[0])  // animated: 1 batch, 2 operations (insert 2 items), 0 reconfigured, 0.05 ms

    handler.reloadThreshold = 1
    handler.removeData([ada, grace])
    print(log[1].presentation, log[1].reason!)  // reload largeChange(operations: 2, threshold: 1)
    // end snippet
    precondition(log.count == 2 && log[0].stages == 1 && log[0].operations.itemInserts == 2)
    precondition("\(log[0])".hasPrefix("animated: 1 batch, 2 operations (insert 2 items), 0 reconfigured, "))
    precondition(log[1].presentation == .reload && log[1].reason == .largeChange(operations: 2, threshold: 1))
}

MainActor.assumeIsolated {
    do {
        try selection()
        try emptyState()
        try reloads()
        try updates()
    } catch { preconditionFailure("\(error)") }
}

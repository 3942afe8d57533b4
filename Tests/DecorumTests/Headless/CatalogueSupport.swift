import Decorum
@_spi(Binding) import DecorumCore
import DecorumTesting
import Foundation
import Testing

// Helpers for the UIKit rule catalogue: small data written as text, and the two checks every rule
// makes (the violating batch is refused with UIKit's words by the view, by `applied` and by `validate`;
// the look-alike is taken and ends in the data source's state).

/// Sections written `"Kind: a b c"` (`"Kind:"` for an empty one). An item's identity is its text up to
/// a prime, so `"c'"` is item `c` with new content.
func lists(_ sections: String...) -> SectionedData<String> {
    SectionedData(
        sections.map { text in
            let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
            let items = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
            return Section(kind: Kind(parts[0]), items: items)
        })
}

/// `[section, item]`.
func at(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// An item's identity: its text up to a prime.
func catalogueIdentity(_ item: String) -> AnyHashable { AnyHashable(String(item.prefix { $0 != "'" })) }

/// `"row"` or `"item"`.
func catalogueNoun(_ style: HeadlessListView.Style) -> String { style == .table ? "row" : "item" }

/// A view of `style` showing `data`, and its data source (held weakly by the view: keep it alive).
func catalogueView(
    _ data: SectionedData<String>, style: HeadlessListView.Style
) -> (
    HeadlessListView, ListDataSource<String>
) {
    let source = ListDataSource(data, identity: catalogueIdentity)
    let view = HeadlessListView(style: style)
    view.dataSource = source
    view.reloadData()
    return (view, source)
}

/// Expects UIKit to refuse `changes` on a view of `style` showing `old` while the data source switches
/// to `new`: the view throws `reason` (and `message`, when given, is the exact text) and shows and logs
/// nothing new; `applied` and `validate` refuse it the same way, except for a wrong result that only the
/// view's identity check sees (`validate` takes that one, UIKit would show the wrong rows).
@discardableResult
func expectRefused(
    _ changes: Changeset, from old: SectionedData<String>, to new: SectionedData<String>,
    style: HeadlessListView.Style = .table, _ reason: BatchUpdateError.Reason, message: String? = nil,
    systemVersion: SystemVersion = .latest, sourceLocation: SourceLocation = #_sourceLocation
) -> BatchUpdateError? {
    let noun = catalogueNoun(style)
    let (view, source) = catalogueView(old, style: style)
    view.systemVersion = systemVersion
    let cells = view.cells
    let events = view.events
    let error = #expect(throws: BatchUpdateError.self, sourceLocation: sourceLocation) {
        try view.performBatchUpdates(changes) { source.data = new }
    }
    #expect(error?.reason == reason, sourceLocation: sourceLocation)
    #expect(error?.noun == noun, sourceLocation: sourceLocation)
    if let message { #expect(error?.description == message, sourceLocation: sourceLocation) }
    #expect(view.cells == cells, "a refused batch changed the cells", sourceLocation: sourceLocation)
    #expect(view.events == events, "a refused batch was logged", sourceLocation: sourceLocation)
    let counts = (old.sections.map(\.items.count), new.sections.map(\.items.count))
    switch reason {
    case .identityMismatch, .sectionMismatch:
        #expect((try? changes.applied(to: old, producing: new, noun: noun)) != new, sourceLocation: sourceLocation)
        #expect(throws: Never.self, sourceLocation: sourceLocation) {
            try changes.validate(oldCounts: counts.0, newCounts: counts.1, noun: noun)
        }
    default:
        let applied = #expect(throws: BatchUpdateError.self, sourceLocation: sourceLocation) {
            try changes.applied(to: old, producing: new, noun: noun, systemVersion: systemVersion)
        }
        #expect(applied?.reason == reason, sourceLocation: sourceLocation)
        let validated = #expect(throws: BatchUpdateError.self, sourceLocation: sourceLocation) {
            try changes.validate(
                oldCounts: counts.0, newCounts: counts.1, noun: noun, systemVersion: systemVersion.release)
        }
        #expect(validated?.reason == reason, sourceLocation: sourceLocation)
    }
    return error
}

/// Expects UIKit to take `changes` on a view of `style` showing `old` while the data source switches
/// to `new`, and to end showing `new` (identities, order, contents and section kinds); `applied` gives
/// `new` and `validate` passes. `reloadsData` says UIKit answers the batch with `reloadData`.
func expectTaken(
    _ changes: Changeset, from old: SectionedData<String>, to new: SectionedData<String>,
    style: HeadlessListView.Style = .table, reloadsData: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) {
    let noun = catalogueNoun(style)
    let (view, source) = catalogueView(old, style: style)
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
        try view.performBatchUpdates(changes) { source.data = new }
        try view.verifyMatchesDataSource()
    }
    let expectedEvents: [HeadlessListView.Event] =
        [.reloadData, .batch(changes)] + (reloadsData ? [.reloadData] : [])
    #expect(view.events == expectedEvents, sourceLocation: sourceLocation)
    #expect(
        (try? changes.applied(to: old, producing: new, noun: noun)) == new, "applied differs",
        sourceLocation: sourceLocation)
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
        try changes.validate(
            oldCounts: old.sections.map(\.items.count), newCounts: new.sections.map(\.items.count), noun: noun)
    }
}

/// UIKit's way of printing an index path in a message, less the object's address.
func object(_ section: Int, _ item: Int) -> String { "<NSIndexPath> {length = 2, path = \(section) - \(item)}" }

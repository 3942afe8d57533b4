import Decorum
import DecorumTesting
import Foundation
import Testing

/// The round-trip property every changeset test uses: applying each stage of `staged` to `old`, both as
/// plain data (`Changeset.applied(to:producing:)`) and through a `HeadlessListView` with UIKit's rules,
/// yields exactly `new` (kinds, identities, order and content).
///
/// - Parameters:
///   - staged: The stages to apply.
///   - old: The data before.
///   - new: The data after.
///   - identity: How the view identifies items.
///   - context: Printed on failure (put the seed here).
/// - Returns: `true` when the property holds.
@discardableResult
func expectRoundTrip<Item: Equatable>(
    _ staged: StagedChangeset<Item>, from old: SectionedData<Item>, to new: SectionedData<Item>,
    identity: @escaping (Item) -> AnyHashable, context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    // 1. Pure data: each stage maps the previous stage's data onto its own.
    var current = old
    for (index, stage) in staged.enumerated() {
        do {
            current = try stage.changeset.applied(to: current, producing: stage.data)
        } catch {
            Issue.record(
                "stage \(index + 1)/\(staged.count) rejected: \(error)\n\(staged)\n\(context())",
                sourceLocation: sourceLocation)
            return false
        }
    }
    guard current == new else {
        Issue.record(
            "round trip mismatch\nold: \(old)\nnew: \(new)\ngot: \(current)\n\(staged)\n\(context())",
            sourceLocation: sourceLocation)
        return false
    }
    // 2. Through the headless view, which also checks identities against the data source after each batch.
    let source = ListDataSource(old, identity: identity)
    let view = HeadlessListView()
    view.dataSource = source
    view.reloadData()
    for (index, stage) in staged.enumerated() {
        do {
            try view.performBatchUpdates(stage.changeset) { source.data = stage.data }
        } catch {
            Issue.record(
                "headless view rejected stage \(index + 1)/\(staged.count): \(error)\n\(staged)\n\(context())",
                sourceLocation: sourceLocation)
            return false
        }
    }
    do {
        try view.verifyMatchesDataSource()
    } catch {
        Issue.record(
            "headless view differs from the data after all stages: \(error)\n\(context())",
            sourceLocation: sourceLocation)
        return false
    }
    return true
}

@discardableResult
func expectRoundTrip<Item: Hashable>(
    _ staged: StagedChangeset<Item>, from old: SectionedData<Item>, to new: SectionedData<Item>,
    context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    expectRoundTrip(
        staged, from: old, to: new, identity: { AnyHashable($0) }, context: context(),
        sourceLocation: sourceLocation)
}

@discardableResult
func expectRoundTrip<Item: Identifiable & Equatable>(
    _ staged: StagedChangeset<Item>, from old: SectionedData<Item>, to new: SectionedData<Item>,
    context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    expectRoundTrip(
        staged, from: old, to: new, identity: { AnyHashable($0.id) }, context: context(),
        sourceLocation: sourceLocation)
}

@discardableResult
func expectRoundTrip<Item: Identifiable & Hashable>(
    _ staged: StagedChangeset<Item>, from old: SectionedData<Item>, to new: SectionedData<Item>,
    context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    expectRoundTrip(
        staged, from: old, to: new, identity: { AnyHashable($0.id) }, context: context(),
        sourceLocation: sourceLocation)
}

/// The contacts example used across docs, demo and tests.
enum Contacts {
    static let data: SectionedData<String> = [
        Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
        Section(kind: "Microsoft", items: ["Bill Gates", "Paul Allen"]),
        Section(kind: "Google", items: ["Larry Page", "Sergey Brin"]),
    ]
}

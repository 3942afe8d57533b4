import Decorum
import Foundation

// MARK: - Handler edit fixtures

/// A contact-like item for the handler edits: identified by `id`, updated in place.
public struct Contact: Identifiable, Updatable, Sendable, CustomStringConvertible {
    public var id: Int
    public var content: Int

    public init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }

    public mutating func update(from copy: Contact) { content = copy.content }

    public var description: String { "\(id):\(content)" }
}

/// A cell the decorator fills (the headless view only asks identities unless `makeCell` is set).
public final class ContactCell {
    public var text = ""
    public init() {}
}

public enum ContactDecorator: CellDecorator {
    public static func update(_ cell: ContactCell, with data: Contact) { cell.text = data.description }
}

/// 100,000 contacts (ids `0..<n`), 10,000 of them to remove, and 10,000 to upsert: half existing
/// (same id, new content), half new; all seeded and in random order.
public struct HandlerCase: Sendable {
    public let rows: [Contact]
    public let removals: [Contact]
    public let upserts: [Contact]

    public init(n: Int = 100_000, k: Int = 10_000, seed: UInt64 = 11) {
        var rng = SeededGenerator(seed: seed)
        let rows = (0..<n).map { Contact(id: $0, content: 0) }
        var order = Array(0..<n)
        order.shuffle(using: &rng)
        self.rows = rows
        removals = order.prefix(k).map { rows[$0] }
        var upserts = order.dropFirst(k).prefix(k / 2).map { Contact(id: $0, content: 1) }
        upserts += (0..<(k - k / 2)).map { Contact(id: n + $0, content: 1) }
        upserts.shuffle(using: &rng)
        self.upserts = upserts
    }
}

/// The naive removal on a plain array: find each item with `firstIndex(where:)` and remove it.
@inline(never)
public func naiveRemove(_ items: [Contact], from rows: inout [Contact]) {
    for item in items {
        if let index = rows.firstIndex(where: { $0.id == item.id }) { rows.remove(at: index) }
    }
}

/// The naive upsert on a plain array: update the row with the same id in place, else append.
@inline(never)
public func naiveUpsert(_ items: [Contact], into rows: inout [Contact]) {
    for item in items {
        if let index = rows.firstIndex(where: { $0.id == item.id }) {
            rows[index].update(from: item)
        } else {
            rows.append(item)
        }
    }
}

/// A handler whose "view" accepts every batch at once and checks nothing: what the engine itself
/// costs (finding the rows, planning, building the changeset, committing), without
/// `HeadlessListView`'s UIKit-rule validation and identity verification.
@MainActor
public final class EngineOnlyHandler: ListHandling, BatchUpdatableView {
    public typealias Decorator = ContactDecorator
    public let engine: ListEngine<Contact>
    private var counts: [Int]

    public init(data: SectionedData<Contact>) {
        engine = ListEngine(data: data)
        counts = data.sections.map(\.items.count)
        engine.view = self
    }

    public var shownItemCounts: [Int] { counts }
    public var canAnimate: Bool { true }

    public func performBatch(
        _ changeset: Changeset, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        updates()
        counts = engine.displayedData.sections.map(\.items.count)
        completion(true)
    }

    public func reloadData() { counts = engine.displayedData.sections.map(\.items.count) }
    public func reconfigure(_ paths: [IndexPath]) throws {}
}

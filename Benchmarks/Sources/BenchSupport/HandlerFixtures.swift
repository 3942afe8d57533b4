@_spi(Binding) import Decorum
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

/// A cell the decorators fill (the headless view only asks identities unless `makeCell` is set).
public final class ContactCell {
    public var text = ""
    public init() {}
}

/// The decorator of ``Contact``: identity inferred as `Contact.ID` (an `Int`), content compared with `==`.
public struct ContactDecorator: CellDecorator {
    public static func update(_ cell: ContactCell, with data: Contact) { cell.text = data.description }
}

/// The decorator of the diff fixtures' ``Row`` (same two `Int` fields as ``Contact``): identity
/// `Row.ID`, content `==`, exactly what the bare `StagedChangeset(from:to:)` of `Row`s uses.
public struct RowDecorator: CellDecorator {
    public static func update(_ cell: ContactCell, with data: Row) { cell.text = "\(data.id):\(data.content)" }
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

/// Single-row appends: `n` contacts (ids `0..<n`) and `count` new ones (ids `n..<n + count`) to append
/// one at a time.
public struct AppendCase: Sendable {
    public let rows: [Contact]
    public let appended: [Contact]

    public init(n: Int = 100_000, count: Int = 1_001) {
        rows = (0..<n).map { Contact(id: $0, content: 0) }
        appended = (0..<count).map { Contact(id: n + $0, content: 0) }
    }

    public var initial: SectionedData<Contact> { SectionedData(items: rows) }

    /// The data after the first `count` appends: what one `apply` of the same end state gets.
    public func final(after count: Int) -> SectionedData<Contact> {
        SectionedData(items: rows + appended.prefix(count))
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

// MARK: - Engine only

/// A view that accepts every batch at once and checks nothing: bound to a plain `ListHandler` (binding
/// SPI), it measures what the engine itself costs (finding the rows, building and checking the batch,
/// committing the data, the diff of `apply`), without `HeadlessListView`'s UIKit-rule simulation and
/// identity check.
///
/// It calls `updates()` then `completion(true)` at once (or holds the completion until
/// ``finishAnimations()``, when ``holdsCompletions`` is set, to stand for an animation), and keeps its counts from the handler's
/// `displayedData` (O(*s*) per batch). It holds its handler weakly: the handler holds it strongly.
/// It also counts what it was asked to do, so a benchmark can check that an edit was shown as batches
/// and not by a fallback `reloadData` (which would be cheaper and not what was meant to be measured).
///
/// Binding SPI, like `ListHandler(checked:)` and `bind(_:)`: `@_spi(Binding) import BenchSupport`.
@_spi(Binding)
@MainActor
public final class EngineAdapter<Decorator: CellDecorator>: BatchUpdatableView {
    public weak var handler: ListHandler<Decorator>?
    private var counts: [Int]
    /// Batches performed, `reloadData` calls (the handler's initial one included), rows reconfigured.
    public private(set) var batches = 0
    public private(set) var reloads = 0
    public private(set) var reconfigured = 0
    /// When `true`, batch completions are held, as UIKit holds them while a batch animates, until
    /// ``finishAnimations()``; when `false` (the default) every batch completes at once.
    public var holdsCompletions = false
    private var heldCompletions: [@MainActor @Sendable (Bool) -> Void] = []

    public init(counts: [Int]) {
        self.counts = counts
    }

    public var shownItemCounts: [Int] { counts }
    public var canAnimate: Bool { true }

    public func performBatch(
        _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        updates()
        batches += 1
        refreshCounts()
        if holdsCompletions { heldCompletions.append(completion) } else { completion(true) }
    }

    /// Ends the held animations: calls the held completions in order, and those of the batches they
    /// start, until none is held.
    public func finishAnimations() {
        while !heldCompletions.isEmpty { heldCompletions.removeFirst()(true) }
    }

    public func reloadData() {
        reloads += 1
        refreshCounts()
    }

    public func reconfigure(_ paths: [IndexPath]) throws {
        reconfigured += paths.count
    }

    private func refreshCounts() {
        // The handler is set before it binds this adapter; without one, the counts given at `init` stand.
        guard let sections = handler?.displayedData.sections else { return }
        var fresh: [Int] = []
        fresh.reserveCapacity(sections.count)
        for section in sections { fresh.append(section.items.count) }
        counts = fresh
    }
}

/// The adapter of each engine-only handler, for ``ListHandler/adapter``: the handler holds its adapter
/// strongly (through `bind(_:)`) but does not hand it out, so it is found here, held weakly (an entry
/// lives as long as its handler and adapter).
@MainActor
@usableFromInline
var engineAdapters: [ObjectIdentifier: WeakAdapter] = [:]

/// A weak reference to an ``EngineAdapter`` of any decorator.
@usableFromInline
struct WeakAdapter {
    @usableFromInline weak var adapter: AnyObject?
    @usableFromInline init(_ adapter: AnyObject) { self.adapter = adapter }
}

/// A `ListHandler` of `data` (binding SPI: `ListHandler(checked:)`) driving a fresh ``EngineAdapter``.
///
/// Inlinable on purpose: `ListHandler.Checked`'s initialiser builds the decorator's identity closures
/// (the row lookups and the diff of `apply`) where it is called, specialised for the concrete decorator;
/// a generic wrapper compiled here would build them unspecialised and measure generic code no app runs.
@_spi(Binding)
@MainActor
@inlinable
public func engineHandler<Decorator: CellDecorator>(
    _ decorator: Decorator.Type, data: SectionedData<Decorator.Data>
) throws(ListEditError) -> ListHandler<Decorator> {
    var counts: [Int] = []
    for section in data.sections { counts.append(section.items.count) }
    let adapter = EngineAdapter<Decorator>(counts: counts)
    let handler = ListHandler<Decorator>(checked: try .init(data))
    handler.reloadThreshold = nil  // measure the animated path, not the large-change reload
    adapter.handler = handler
    engineAdapters[ObjectIdentifier(handler)] = WeakAdapter(adapter)
    handler.bind(adapter)
    return handler
}

@_spi(Binding)
extension ListHandler {
    /// The ``EngineAdapter`` this handler drives (made by ``engineHandler(_:data:)``).
    public var adapter: EngineAdapter<Decorator> {
        guard let adapter = engineAdapters[ObjectIdentifier(self)]?.adapter as? EngineAdapter<Decorator> else {
            fatalError("not an engine-only handler")
        }
        return adapter
    }
}

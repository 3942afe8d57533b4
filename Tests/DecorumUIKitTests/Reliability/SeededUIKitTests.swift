import Decorum
import Foundation
import Testing
import UIKit

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumUIKit
@_spi(Binding) @testable import Handlers

// Seeded random edits through the UIKit layer: `TableViewHandler` on a table and `CollectionViewHandler`
// on a collection view, each driven through the edits of the core suite's reliability model
// (Tests/DecorumTests/Reliability/ReliabilityTests.swift): adds to existing and new sections, inserts,
// removals by value and by index path, upserts that rename and add, moves within and across sections,
// `apply` of shuffled and edited data, section inserts and removals, collapse and expand, selection by
// id and by tap, scrolling, and bursts of several edits back to back before the run loop turns (so
// batches queue behind running animations). Under `DuplicatePolicy.reject`, against a small reference
// model (the same rules as the core suite's `RelModel`).
//
// After every edit, before the run loop turns: the data equals the model, and the data source answers
// UIKit exactly what the view was told (section and row counts; each cell on screen shows the item the
// data source has at its row). A batch that does not add up raises in UIKit, and so in the stand-in.
// After every step, once the run loop has turned (`Driver.settle()`): nothing is pending, the view's
// counts are the data's (a collapsed section shows no row), each visible cell shows the item at its
// index path, no cell shows twice, the selected rows are the selected items', and no diagnostic was
// reported. Each seed runs twice per view type: in a viewport tall enough to show every row, and in a
// short one that scrolls (so cells are reused and prefetched).
//
// A failure names its seed and prints the steps it ran as Swift: `DECORUM_UIKIT_SEED=<seed>` runs that
// seed alone, and the steps paste into a replay like `handPickedReplay`.

// MARK: - Configuration

/// The view a seeded run drives.
enum SeededUIKitView: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case table
    case collection

    var testDescription: String { rawValue }
}

/// The viewport of a seeded run.
enum SeededUIKitViewport: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Every row on screen: 100 rows of 44 points (the generator keeps the lists far shorter).
    case tall
    /// About three rows on screen, scrolled by the steps: cells are reused and prefetched.
    case short

    var height: CGFloat { self == .tall ? 44 * 100 : 150 }
    var testDescription: String { "\(rawValue) viewport" }
}

/// The seeds: `DECORUM_UIKIT_SEED` alone when set (to replay a failure), else 20 fixed ones.
private enum SeededUIKitBudget {
    static let steps = 60
    static let replayed: UInt64? = ProcessInfo.processInfo.environment["DECORUM_UIKIT_SEED"].flatMap { UInt64($0) }
    static let seeds: [UInt64] = replayed.map { [$0] } ?? (0..<20).map { 0xDEC0_0A11 &+ UInt64($0) &* 0x9E37_79B9 }
}

/// What a sequence runs under, besides its view and viewport; drawn per seed.
private struct SeededConfig: CustomStringConvertible {
    /// `reconfiguresUpdatedItems`: renamed rows reconfigured after their batch, or reloaded in it.
    var reconfigures = true
    /// Section headers from a header route showing the kind, and whether the section is collapsed
    /// (refreshed in place on collapse and expand).
    var headers = false
    /// `scrollAnchor = .firstVisibleItem` (the short viewport only): edits above the visible rows
    /// change the content offset.
    var anchors = false
    /// The soak: every row may be swiped away and dragged, and `onLoadMore` asks for pages.
    var soak = false
    /// A collection view whose flow layout scrolls horizontally (the soak only).
    var horizontal = false
    /// Rows (and table headers) that size themselves from estimates, in a view so narrow that a long
    /// name wraps (the soak only).
    var selfSizing = false
    /// A flow layout whose sizes come from the app's delegate (`handler.delegate`), headers as tall as
    /// their section's model says: a header refreshed in place must be measured again (the soak only).
    var flowSizes = false

    var description: String {
        "SeededConfig(reconfigures: \(reconfigures), headers: \(headers), anchors: \(anchors), soak: \(soak), "
            + "horizontal: \(horizontal), selfSizing: \(selfSizing), flowSizes: \(flowSizes))"
    }
}

/// What a header shows for `section`.
private func headerText(_ section: Section<Contact>) -> String? {
    section.kind.rawValue + (section.isCollapsed ? " (collapsed)" : "")
}

// MARK: - Random numbers

/// SplitMix64, as the core suite's `SeededGenerator`: one seed, one sequence, on every platform.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - Steps

/// A contact as steps print it: `n<id>` until an upsert renames it.
private func ct(_ id: Int, _ name: String? = nil) -> Contact {
    Contact(id: id, name: name ?? "n\(id)")
}

/// The id a cell's text belongs to (`n12.3` → 12).
private func id(shownIn text: String) -> Int? {
    Int(text.dropFirst().prefix { $0.isNumber })
}

private func swift(_ contact: Contact) -> String {
    contact.name == "n\(contact.id)" ? "ct(\(contact.id))" : "ct(\(contact.id), \"\(contact.name)\")"
}

private func swift(_ contacts: [Contact]) -> String { "[\(contacts.map(swift).joined(separator: ", "))]" }
private func swift(_ path: IndexPath) -> String { "[\(path.map(String.init).joined(separator: ", "))]" }
private func swift(_ kind: Kind) -> String { "\"\(kind.rawValue)\"" }

/// A section of the reference model.
private struct Block: Equatable, CustomStringConvertible {
    var kind: Kind
    var items: [Contact]

    init(_ kind: Kind, _ items: [Contact]) {
        self.kind = kind
        self.items = items
    }

    var description: String { "Block(\(swift(kind)), \(swift(items)))" }
}

/// One edit or gesture, with concrete arguments, so that a run prints as Swift and replays.
private enum Op: CustomStringConvertible {
    case add([Contact])
    case addTo([Contact], Kind)
    case insert([Contact], at: IndexPath)
    case removeAt([IndexPath])
    case removeData([Contact])
    case upsert([Contact], Kind?)
    case move(IndexPath, IndexPath)
    case insertSection(Kind, [Contact], at: Int)
    case removeSection(Kind)
    case apply([Block])
    /// `collapse(section:)` of an expanded section, `expand(section:)` of a collapsed one.
    case toggle(Kind)
    case select(Int)
    case deselect(Int)
    /// The user taps the row at a path (nothing when the view shows no row there).
    case tap(IndexPath)
    /// The content offset goes to this percentage of the scrollable height.
    case scroll(Int)
    // The soak's (issue #30): gestures and app calls beyond edits.
    /// The user lifts the row at `from` (a table in editing mode), the `during` edits arrive while they
    /// hold it (held by the handler), and the drag ends: dropped at `to`, dropped where it was lifted, or
    /// cancelled. Only while the view is up to date; a drop carries no `during` edits.
    case drag(IndexPath, IndexPath, DragEnd, during: [Op])
    /// The user swipes the row at the path away (a table; every row may be deleted).
    case swipe(IndexPath)
    /// The app calls the view's `reloadData()` (while batches animate, when they do).
    case reloadView
    /// `setModel(_:forSection:)`: a new header model for the section of that kind.
    case setModel(Kind, Int?)
    /// A page `onLoadMore` asked for: appended, then `finishLoadingMore()`.
    case loadPage([Contact])
    /// `scrollTo(id:position:animated:)`, to the top.
    case scrollTo(Int, animated: Bool)
    /// The device turns: the window and the view swap their width and height.
    case rotate
    /// The app puts a delegate proxy in front of the view's delegate (RxCocoa's `DelegateProxy`, N1).
    case proxy
    /// A drop with a placeholder (one item) at the path (a collection view, up to date): the `during` edits arrive
    /// while it shows (held), then it is committed with the items (`commitInsertion`; no `during` edits
    /// then) or deleted.
    case dropPlaceholder(IndexPath, [Contact], commit: Bool, during: [Op])
    /// The edit made by the app's `onWillDisplay` as the view displays its cells again (N2, issue #38).
    indirect case fromDisplay(Op)
    /// A movement UIKit runs by itself (issue #38): on a collection view, driven by the app's gesture
    /// calling the view or by a list cell's reorder accessory; on a table, its own reordering.
    case userMove(Mover, IndexPath, IndexPath, DragEnd, during: [Op])
    /// A drag session lifted from the view (`drop: false`) or a drop session over it, while `during`
    /// edits arrive (issue #38).
    case session(drop: Bool, during: [Op])

    var description: String {
        switch self {
        case .add(let items): return ".add(\(swift(items)))"
        case .addTo(let items, let kind): return ".addTo(\(swift(items)), \(swift(kind)))"
        case .insert(let items, let path): return ".insert(\(swift(items)), at: \(swift(path)))"
        case .removeAt(let paths): return ".removeAt([\(paths.map(swift).joined(separator: ", "))])"
        case .removeData(let items): return ".removeData(\(swift(items)))"
        case .upsert(let items, let kind): return ".upsert(\(swift(items)), \(kind.map(swift) ?? "nil"))"
        case .move(let from, let to): return ".move(\(swift(from)), \(swift(to)))"
        case .insertSection(let kind, let items, let index):
            return ".insertSection(\(swift(kind)), \(swift(items)), at: \(index))"
        case .removeSection(let kind): return ".removeSection(\(swift(kind)))"
        case .apply(let blocks): return ".apply([\(blocks.map(\.description).joined(separator: ", "))])"
        case .toggle(let kind): return ".toggle(\(swift(kind)))"
        case .select(let id): return ".select(\(id))"
        case .deselect(let id): return ".deselect(\(id))"
        case .tap(let path): return ".tap(\(swift(path)))"
        case .scroll(let percent): return ".scroll(\(percent))"
        case .drag(let from, let to, let end, let during):
            return
                ".drag(\(swift(from)), \(swift(to)), .\(end), during: [\(during.map(\.description).joined(separator: ", "))])"
        case .swipe(let path): return ".swipe(\(swift(path)))"
        case .reloadView: return ".reloadView"
        case .rotate: return ".rotate"
        case .proxy: return ".proxy"
        case .setModel(let kind, let model): return ".setModel(\(swift(kind)), \(model.map(String.init) ?? "nil"))"
        case .loadPage(let items): return ".loadPage(\(swift(items)))"
        case .fromDisplay(let op): return ".fromDisplay(\(op))"
        case .scrollTo(let id, let animated): return ".scrollTo(\(id), animated: \(animated))"
        case .dropPlaceholder(let path, let items, let commit, let during):
            return ".dropPlaceholder(\(swift(path)), \(swift(items)), commit: \(commit), "
                + "during: [\(during.map(\.description).joined(separator: ", "))])"
        case .userMove(let mover, let from, let to, let end, let during):
            return ".userMove(.\(mover), \(swift(from)), \(swift(to)), .\(end), "
                + "during: [\(during.map(\.description).joined(separator: ", "))])"
        case .session(let drop, let during):
            return ".session(drop: \(drop), during: [\(during.map(\.description).joined(separator: ", "))])"
        }
    }
}

/// What moves an item of a collection view without the handler (issue #38).
private enum Mover: String, CustomStringConvertible {
    /// The app's gesture recognizer on the view, calling its interactive movement methods (as the
    /// standard gesture of a `UICollectionViewController` does).
    case viewGesture
    /// A list cell's reorder accessory.
    case accessory

    var description: String { rawValue }
}

/// How a drag ends.
private enum DragEnd: String, CustomStringConvertible {
    case drop, inPlace, cancel

    var description: String { rawValue }
}

/// What the run loop sees between two turns: one edit, or a burst of several back to back.
private struct Step: CustomStringConvertible {
    var ops: [Op]
    var animated: Bool

    init(_ ops: [Op], animated: Bool = true) {
        self.ops = ops
        self.animated = animated
    }

    var description: String {
        let ops = "[\(ops.map(\.description).joined(separator: ", "))]"
        return animated ? "Step(\(ops))" : "Step(\(ops), animated: false)"
    }
}

/// What an edit answers; the handler and the model must agree.
private enum Outcome: Equatable, CustomStringConvertible {
    case done
    case threw
    /// `removeData`: the ids that matched no row.
    case absent([Int])
    /// `removeSection`: whether a section went.
    case removed(Bool)
    /// `select(id:)`: whether an item has the id.
    case selected(Bool)

    var description: String {
        switch self {
        case .done: return "done"
        case .threw: return "a ListEditError"
        case .absent(let ids): return "absent \(ids)"
        case .removed(let flag): return "removed \(flag)"
        case .selected(let flag): return "selected \(flag)"
        }
    }
}

// MARK: - The reference model

/// The documented behaviour of each edit under `DuplicatePolicy.reject`, on plain arrays (the core
/// suite's `RelModel`, reduced to that policy and single selection).
private struct Reference {
    var sections: [Block] = []
    /// Kinds of collapsed sections: a section keeps its state while its kind stays, through `apply` too.
    var collapsed: Set<Kind> = []
    /// Selected ids: a removed item leaves the selection; a moved or renamed one stays.
    var selected: Set<Int> = []

    var ids: Set<Int> { Set(sections.flatMap { $0.items.map(\.id) }) }
    var rowCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The user dropped the item `shown` had at `from` at `to` while edits waited: by identity, after the
    /// item the view shows before it, else first in its section; undone when that section is gone.
    mutating func drop(_ shown: [Block], _ from: IndexPath, _ to: IndexPath) {
        var moved = shown
        let item = moved[from[0]].items.remove(at: from[1])
        moved[to[0]].items.insert(item, at: to[1])
        guard let (s, i) = path(of: item.id) else { return }
        var result = sections
        let current = result[s].items.remove(at: i)  // as edits meanwhile left it (renamed, say)
        let anchor = to[1] > 0 ? Reference(sections: result).path(of: moved[to[0]].items[to[1] - 1].id) : nil
        let first = result.firstIndex { $0.kind == moved[to[0]].kind }.map { ($0, 0) }
        guard let (section, index) = anchor.map({ ($0.0, $0.1 + 1) }) ?? first else { return }
        result[section].items.insert(current, at: index)
        sections = result
    }

    func path(of id: Int) -> (Int, Int)? {
        for (s, block) in sections.enumerated() {
            if let i = block.items.firstIndex(where: { $0.id == id }) { return (s, i) }
        }
        return nil
    }

    func isRow(_ path: IndexPath) -> Bool {
        guard let (s, i) = Self.pair(path) else { return false }
        return s < sections.count && i < sections[s].items.count
    }

    static func pair(_ path: IndexPath) -> (Int, Int)? {
        guard path.count == 2, path[0] >= 0, path[1] >= 0 else { return nil }
        return (path[0], path[1])
    }

    /// Whether `.reject` refuses incoming items: an id already present, or repeated in the call.
    func rejects(_ items: [Contact]) -> Bool {
        var seen = ids
        return items.contains { !seen.insert($0.id).inserted }
    }

    mutating func drop(_ doomed: Set<Int>) {
        for s in sections.indices { sections[s].items.removeAll { doomed.contains($0.id) } }
    }

    mutating func perform(_ op: Op) -> Outcome {
        let outcome = performIgnoringState(op)
        collapsed.formIntersection(sections.map(\.kind))
        selected.formIntersection(ids)
        return outcome
    }

    private mutating func performIgnoringState(_ op: Op) -> Outcome {
        switch op {
        case .add(let items):
            guard !items.isEmpty else { return .done }
            guard !rejects(items) else { return .threw }
            if sections.isEmpty { sections.append(Block(.default, [])) }
            sections[sections.count - 1].items += items
        case .addTo(let items, let kind):
            guard !items.isEmpty else { return .done }
            guard !rejects(items) else { return .threw }
            if let index = sections.firstIndex(where: { $0.kind == kind }) {
                sections[index].items += items
            } else {
                sections.append(Block(kind, items))
            }
        case .insert(let items, let path):
            guard let (s, i) = Self.pair(path), s < sections.count, i <= sections[s].items.count else {
                return .threw
            }
            guard !items.isEmpty else { return .done }
            guard !rejects(items) else { return .threw }
            sections[s].items.insert(contentsOf: items, at: i)
        case .removeAt(let paths):
            guard paths.allSatisfy(isRow) else { return .threw }
            drop(Set(paths.map { sections[$0[0]].items[$0[1]].id }))
        case .removeData(let items):
            let present = ids
            drop(Set(items.map(\.id)))
            return .absent(items.filter { !present.contains($0.id) }.map(\.id))
        case .upsert(let items, let kind):
            guard !items.isEmpty else { return .done }
            guard Set(items.map(\.id)).count == items.count else { return .threw }
            var fresh: [Contact] = []
            for item in items {
                if let s = sections.firstIndex(where: { $0.items.contains { $0.id == item.id } }),
                    let i = sections[s].items.firstIndex(where: { $0.id == item.id })
                {
                    sections[s].items[i].update(from: item)
                } else {
                    fresh.append(item)
                }
            }
            guard !fresh.isEmpty else { return .done }
            if let kind, let index = sections.firstIndex(where: { $0.kind == kind }) {
                sections[index].items += fresh
            } else if let kind {
                sections.append(Block(kind, fresh))
            } else if sections.isEmpty {
                sections.append(Block(.default, fresh))
            } else {
                sections[sections.count - 1].items += fresh
            }
        case .move(let from, let to):
            guard isRow(from), let (s, i) = Self.pair(to), s < sections.count,
                i <= sections[s].items.count - (s == from[0] ? 1 : 0)
            else { return .threw }
            let item = sections[from[0]].items.remove(at: from[1])
            sections[s].items.insert(item, at: i)
        case .insertSection(let kind, let items, let index):
            guard index >= 0, index <= sections.count, !sections.contains(where: { $0.kind == kind }),
                !rejects(items)
            else { return .threw }
            sections.insert(Block(kind, items), at: index)
        case .removeSection(let kind):
            guard let index = sections.firstIndex(where: { $0.kind == kind }) else { return .removed(false) }
            sections.remove(at: index)
            return .removed(true)
        case .apply(let blocks):
            let items = blocks.flatMap(\.items)
            guard Set(blocks.map(\.kind)).count == blocks.count, Set(items.map(\.id)).count == items.count else {
                return .threw
            }
            sections = blocks
        case .toggle(let kind):
            guard sections.contains(where: { $0.kind == kind }) else { return .threw }
            if !collapsed.insert(kind).inserted { collapsed.remove(kind) }
        case .select(let id):
            guard ids.contains(id) else { return .selected(false) }
            selected = [id]
            return .selected(true)
        case .deselect(let id):
            selected.remove(id)
        case .tap, .scroll, .drag, .swipe, .dropPlaceholder, .rotate, .proxy, .userMove, .session:
            break  // gestures are resolved into edits by the runner, from what the view shows
        case .reloadView:
            // UIKit's reloadData drops the view's selection, and the handler follows what the view shows;
            // items of collapsed sections, out of sight, stay selected.
            let hidden = Set(sections.filter { collapsed.contains($0.kind) }.flatMap { $0.items.map(\.id) })
            selected.formIntersection(hidden)
        case .setModel(let kind, _):
            guard sections.contains(where: { $0.kind == kind }) else { return .threw }
        case .loadPage(let items):
            return performIgnoringState(.add(items))
        case .fromDisplay(let op):
            _ = performIgnoringState(.reloadView)
            return performIgnoringState(op)
        case .scrollTo(let id, _):
            guard ids.contains(id) else { return .threw }
        }
        return .done
    }
}

// MARK: - The generator

/// Steps that are mostly meaningful for the model's state (existing rows, valid paths), with a steady
/// share of refused edits (duplicates, invalid paths), empty edits and bursts.
private struct StepGenerator {
    var rng: SplitMix
    var nextID = 0
    var nextVersion = 0
    let scrolls: Bool
    /// The soak's gestures and app calls too (drags, swipes, reloads, header models, pages, scrollTo).
    var soak = false
    static let kinds: [Kind] = ["A", "B", "C", "D", .default]

    init(seed: UInt64, scrolls: Bool) {
        rng = SplitMix(state: seed)
        self.scrolls = scrolls
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func kind() -> Kind { Self.kinds.randomElement(using: &rng)! }

    mutating func fresh() -> Contact {
        nextID += 1
        return ct(nextID)
    }

    mutating func renamed(_ item: Contact) -> Contact {
        nextVersion += 1
        return ct(item.id, "n\(item.id).\(nextVersion)")
    }

    /// New items, now and then repeating an existing row or each other (refused under `.reject`).
    mutating func incoming(_ model: Reference, max: Int = 4) -> [Contact] {
        let existing = model.sections.flatMap(\.items)
        var items: [Contact] = []
        for _ in 0..<int(0...max) {
            if chance(4), let row = existing.randomElement(using: &rng) {
                items.append(row)
            } else if chance(3), let earlier = items.randomElement(using: &rng) {
                items.append(earlier)
            } else {
                items.append(fresh())
            }
        }
        return items
    }

    /// A row (or, with `insertion`, a position) of the data, now and then an invalid one.
    mutating func path(_ model: Reference, insertion: Bool = false) -> IndexPath {
        let sections = model.sections
        if sections.isEmpty || chance(5) {
            switch int(0...2) {
            case 0: return [-1, 0]
            case 1: return [sections.count, 0]
            default: return [int(0...max(0, sections.count - 1)), 1_000]
            }
        }
        let s = int(0...sections.count - 1)
        let count = sections[s].items.count
        if insertion { return [s, int(0...count)] }
        return [s, count == 0 ? 0 : int(0...count - 1)]
    }

    /// New data for `apply`: most rows kept (some renamed), new ones, shuffled across 0–4 sections of
    /// shuffled kinds; now and then empty, unchanged, or with a repeated id or kind (refused).
    mutating func randomData(_ model: Reference) -> [Block] {
        if chance(5) { return [] }
        if chance(5) { return model.sections }
        var pool = model.sections.flatMap(\.items).filter { _ in chance(75) }
        pool = pool.map { chance(15) ? renamed($0) : $0 }
        for _ in 0..<int(0...4) { pool.append(fresh()) }
        pool.shuffle(using: &rng)
        var blocks = Self.kinds.shuffled(using: &rng).prefix(int(0...4)).map { Block($0, []) }
        guard !blocks.isEmpty else { return [] }
        for item in pool { blocks[int(0...blocks.count - 1)].items.append(item) }
        if chance(3), let item = pool.first { blocks[int(0...blocks.count - 1)].items.append(item) }
        if chance(3) { blocks.append(Block(blocks[0].kind, [])) }
        return blocks
    }

    /// One edit against the model's state.
    mutating func edit(_ model: Reference) -> Op {
        let rows = model.sections.flatMap(\.items)
        let kinds = model.sections.map(\.kind)
        let roll = int(0...99)
        // Lists stay short (the tall viewport shows every row; the short one scrolls over several screens).
        if model.rowCount > 24, roll < 28 {
            return .removeData(rows.filter { _ in chance(40) }.shuffled(using: &rng))
        }
        switch roll {
        case 0..<10: return .add(incoming(model))
        case 10..<18: return .addTo(incoming(model), kind())
        case 18..<28: return .insert(incoming(model, max: 3), at: path(model, insertion: true))
        case 28..<37: return .removeAt((0..<int(1...3)).map { _ in path(model) })
        case 37..<43: return .toggle(chance(90) ? (kinds.randomElement(using: &rng) ?? kind()) : kind())
        case 43..<50:
            var items = rows.filter { _ in chance(20) }
            if chance(30) { items.append(fresh()) }  // absent
            return .removeData(items.shuffled(using: &rng))
        case 50..<61:
            var items = rows.filter { _ in chance(25) }.map { renamed($0) }
            items += (0..<int(0...2)).map { _ in fresh() }
            if chance(4), let item = items.first { items.append(item) }  // repeated in the call: refused
            return .upsert(items.shuffled(using: &rng), chance(50) ? kind() : nil)
        case 61..<75: return .move(path(model), path(model, insertion: true))
        case 75..<81:
            let absent = Self.kinds.filter { !kinds.contains($0) }
            let kind = chance(85) ? (absent.randomElement(using: &rng) ?? kind()) : kind()
            let index = chance(5) ? [-1, model.sections.count + 1].randomElement(using: &rng)! : int(0...kinds.count)
            return .insertSection(kind, incoming(model, max: 3), at: index)
        case 81..<86: return .removeSection(chance(80) ? (kinds.randomElement(using: &rng) ?? kind()) : kind())
        case 86..<94: return .apply(randomData(model))
        default:
            let id = chance(90) ? (rows.randomElement(using: &rng)?.id ?? 0) : 999_999
            return chance(75) ? .select(id) : .deselect(id)
        }
    }

    /// The next step: a burst of 2–4 edits, a scroll (short viewport), a tap, or one edit.
    mutating func step(_ model: Reference) -> Step {
        let animated = !chance(6)
        let roll = int(0...99)
        if roll < 25 {
            var probe = model
            let ops = (0..<int(2...4)).map { _ in
                let op = edit(probe)
                _ = probe.perform(op)
                return op
            }
            return Step(ops, animated: animated)
        }
        if roll < 33, scrolls { return Step([.scroll(int(0...100))]) }
        if roll < 38 { return Step([.tap(path(model))]) }
        if soak, roll < 62 { return Step([soakOp(model)], animated: animated) }
        return Step([edit(model)], animated: animated)
    }

    /// A gesture or app call of the soak.
    mutating func soakOp(_ model: Reference) -> Op {
        let rows = model.sections.flatMap(\.items)
        switch int(0...99) {
        case 0..<30:
            let end: DragEnd = [.drop, .inPlace, .cancel].randomElement(using: &rng)!
            let from = path(model)
            let mover: Mover? = chance(35) ? (chance(50) ? .viewGesture : .accessory) : nil
            var probe = model
            let during = (0..<int(0...3)).map { _ in
                let op = edit(probe)
                _ = probe.perform(op)
                return op
            }
            if let mover {  // edits arrive during every movement UIKit runs, whatever its end
                return .userMove(mover, from, end == .drop ? path(model) : from, end, during: during)
            }
            if chance(15) { return .session(drop: chance(50), during: during) }
            if end == .drop { return .drag(from, path(model, insertion: true), .drop, during: []) }
            return .drag(from, from, end, during: during)
        case 30..<38: return .swipe(path(model))
        case 38..<45:
            let commit = chance(50)
            var probe = model
            var during: [Op] = []
            if !commit {
                for _ in 0..<int(0...3) {
                    let op = edit(probe)
                    _ = probe.perform(op)
                    during.append(op)
                }
            }
            return .dropPlaceholder(
                path(model, insertion: true), [fresh()], commit: commit, during: during)
        case 45..<53: return .reloadView
        case 53..<56: return .rotate
        case 56..<60: return .proxy
        case 60..<66: return .fromDisplay(edit(model))
        case 66..<72:
            let kind = model.sections.map(\.kind).randomElement(using: &rng) ?? kind()
            return .setModel(kind, chance(20) ? nil : int(0...9))
        case 72..<88: return .loadPage(incoming(model, max: 6))
        default:
            let id = chance(90) ? (rows.randomElement(using: &rng)?.id ?? 0) : 999_999
            return .scrollTo(id, animated: chance(50))
        }
    }
}

// MARK: - The views

/// A handler and its view, through the UIKit API a test may read.
@MainActor
private protocol Screen: AnyObject {
    associatedtype Decorator: CellDecorator where Decorator.Data == Contact, Decorator.ID == Int
    var handler: ListHandler<Decorator> { get }
    var scrollView: UIScrollView { get }
    /// The view's own counts (its bookkeeping, as the last batch or reload left it).
    var sectionCount: Int { get }
    func itemCount(inSection section: Int) -> Int
    /// What the data source answers UIKit now.
    var answeredSectionCount: Int { get }
    func answeredItemCount(inSection section: Int) -> Int
    var visiblePaths: [IndexPath] { get }
    /// The visible cell at `path`: the object, what it shows, how often the decorator configured it.
    func cell(at path: IndexPath) -> (object: AnyObject, shown: String?, configured: Int)?
    var selectedPaths: [IndexPath] { get }
    func tap(at path: IndexPath)
    /// What the header view on screen for `section` shows; `nil` when none is on screen.
    func header(inSection section: Int) -> String??
    /// Where what the view shows is not at the size the app's delegate gives it now.
    var sizeProblems: [String] { get }
    /// The table, for the gestures only a table has (drags, swipes); `nil` for a collection view.
    var gestureTable: UITableView? { get }
    /// The collection handler, which drives a collection view's interactive movement; `nil` for a table.
    var movingCollection: CollectionViewHandler<ContactTileDecorator>? { get }
    /// Whether the content scrolls horizontally.
    var isHorizontal: Bool { get }
    /// The app calls the view's `reloadData()`.
    func reloadData()
    /// The window the view fills.
    var window: UIWindow { get }
}

extension Screen {
    var sizeProblems: [String] { [] }

    /// The device turns: the window and the view swap their width and height.
    func rotate() {
        let size = window.frame.size
        window.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
        let view = scrollView.frame
        scrollView.frame = CGRect(x: view.minX, y: view.minY, width: view.height, height: view.width)
    }
}

@MainActor
private final class TableScreen: Screen {
    let window: UIWindow
    let tableView: UITableView
    let table: TableViewHandler<ContactRowDecorator>

    init(height: CGFloat, data: SectionedData<Contact>, headers: Bool, selfSizing: Bool = false) throws {
        (window, tableView) = makeTable(height: height)
        if selfSizing {
            // Estimates below the real heights (44 points a line of the name, 64 for two), known as rows
            // and headers are laid out.
            window.frame.size.width = 64
            tableView.frame.size.width = 64
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 30
            tableView.estimatedSectionHeaderHeight = 20
        }
        table = try TableViewHandler<ContactRowDecorator>(tableView: tableView, data: data)
        if headers {
            tableView.sectionHeaderHeight = selfSizing ? UITableView.automaticDimension : 28
            table.header = SupplementaryRoute(KindHeaderDecorator.self) { headerText($0) }
        }
    }

    var handler: ListHandler<ContactRowDecorator> { table }
    var scrollView: UIScrollView { tableView }
    var sectionCount: Int { tableView.numberOfSections }
    func itemCount(inSection section: Int) -> Int { tableView.numberOfRows(inSection: section) }
    var answeredSectionCount: Int { Message.numberOfSections(tableView) }

    func answeredItemCount(inSection section: Int) -> Int {
        tableView.dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }
    var visiblePaths: [IndexPath] { (tableView.indexPathsForVisibleRows ?? []).sorted() }

    func cell(at path: IndexPath) -> (object: AnyObject, shown: String?, configured: Int)? {
        guard let cell = tableView.cellForRow(at: path) else { return nil }
        let contactCell = cell as? ContactCell
        return (cell, contactCell?.shown, contactCell?.configureCount ?? 0)
    }

    var selectedPaths: [IndexPath] { (tableView.indexPathsForSelectedRows ?? []).sorted() }
    func tap(at path: IndexPath) { Driver.tap(tableView, at: path) }

    func header(inSection section: Int) -> String?? {
        guard let view = tableView.headerView(forSection: section) else { return nil }
        return .some((view as? KindHeader)?.shown)
    }

    var gestureTable: UITableView? { tableView }
    var movingCollection: CollectionViewHandler<ContactTileDecorator>? { nil }
    var isHorizontal: Bool { false }
    func reloadData() { tableView.reloadData() }
}

@MainActor
private final class CollectionScreen: Screen {
    let window: UIWindow
    let collectionView: UICollectionView
    let collection: CollectionViewHandler<ContactTileDecorator>

    let isHorizontal: Bool
    private var sizes: SoakFlowSizes?

    init(
        height: CGFloat, data: SectionedData<Contact>, headers: Bool, horizontal: Bool = false,
        selfSizing: Bool = false,
        flowSizes: Bool = false
    ) throws {
        (window, collectionView) = makeCollection(height: height, headerHeight: headers ? 28 : 0)
        isHorizontal = horizontal
        if selfSizing, let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            window.frame.size.width = 64
            collectionView.frame.size.width = 64
            layout.itemSize = CGSize(width: 64, height: 30)
            layout.estimatedItemSize = CGSize(width: 64, height: 30)
            layout.headerReferenceSize.width = headers ? 64 : 0
        }
        if horizontal, let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            // A carousel: 100-point tiles in columns, a header a 28-point column before its section.
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 44)
            layout.headerReferenceSize = CGSize(width: headers ? 28 : 0, height: 0)
        }
        collection = try CollectionViewHandler<ContactTileDecorator>(collectionView: collectionView, data: data)
        if headers { collection.header = SupplementaryRoute(KindBannerDecorator.self) { headerText($0) } }
        if flowSizes {
            sizes = SoakFlowSizes(headers: headers, handler: collection)
            collection.delegate = sizes
        }
    }

    var sizeProblems: [String] {
        guard let sizes else { return [] }
        let kind = UICollectionView.elementKindSectionHeader
        return collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap { path in
            let height = collectionView.supplementaryView(forElementKind: kind, at: path)?.frame.height
            let wanted = sizes.headerHeight(path[0])
            return height == wanted ? nil : "the header of section \(path[0]) is \(height ?? 0) high, not \(wanted)"
        }
    }

    var handler: ListHandler<ContactTileDecorator> { collection }
    var scrollView: UIScrollView { collectionView }
    var sectionCount: Int { collectionView.numberOfSections }
    func itemCount(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }
    var answeredSectionCount: Int { Message.numberOfSections(collectionView) }

    func answeredItemCount(inSection section: Int) -> Int {
        collectionView.dataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    var visiblePaths: [IndexPath] { collectionView.indexPathsForVisibleItems.sorted() }

    func cell(at path: IndexPath) -> (object: AnyObject, shown: String?, configured: Int)? {
        guard let cell = collectionView.cellForItem(at: path) else { return nil }
        let tile = cell as? ContactTile
        return (cell, tile?.shown, tile?.configureCount ?? 0)
    }

    var selectedPaths: [IndexPath] { (collectionView.indexPathsForSelectedItems ?? []).sorted() }
    func tap(at path: IndexPath) { Driver.tap(collectionView, at: path) }

    func header(inSection section: Int) -> String?? {
        let path = IndexPath(item: 0, section: section)
        guard
            let view = collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: path)
        else { return nil }
        return .some((view as? KindBanner)?.shown)
    }

    var gestureTable: UITableView? { nil }
    var movingCollection: CollectionViewHandler<ContactTileDecorator>? { collection }
    func reloadData() { collectionView.reloadData() }
}

/// A flow layout's sizes from the app's delegate: 320 × 44 items, headers 28 points plus 4 a unit of their
/// section's model (none without headers).
@MainActor
private final class SoakFlowSizes: NSObject, UICollectionViewDelegateFlowLayout {
    let headers: Bool
    weak var handler: ListHandler<ContactTileDecorator>?

    init(headers: Bool, handler: ListHandler<ContactTileDecorator>) {
        (self.headers, self.handler) = (headers, handler)
    }

    func headerHeight(_ section: Int) -> CGFloat {
        guard headers, let data = handler?.data, data.sections.indices.contains(section) else { return 0 }
        return 28 + 4 * CGFloat(data.sections[section].model(as: Int.self) ?? 0)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 320, height: 44) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 320, height: headerHeight(section)) }
}

/// The exceptions UIKit raised in `body`. On the stand-in they are collected, so that the failure can
/// name its seed and step; on a device UIKit would end the run anyway.
@MainActor
func raisedExceptions(_ body: () -> Void) -> [String] {
    #if canImport(ObjectiveC)
    body()
    return []
    #else
    return UIKitStandIn.catchingExceptions(body)
    #endif
}

// MARK: - Running

/// What the runs exercised, so that a silently trivial run shows.
private struct Coverage: CustomStringConvertible {
    var edits = 0
    var refused = 0
    var bursts = 0
    /// Checks made while a batch was still animating or edits were queued behind it.
    var checksWhilePending = 0
    var cellsChecked = 0
    /// Visible cells the decorator had configured more than once (reused or reconfigured).
    var reconfiguredCells = 0
    var prefetched = 0
    var scrolls = 0
    var taps = 0
    var collapsedShown = 0
    var headersChecked = 0
    var drags = 0
    var drops = 0
    var heldDuringDrags = 0
    var swipes = 0
    var reloads = 0
    var pagesAsked = 0
    var rotations = 0
    var editsFromDisplay = 0

    var description: String {
        "\(edits) edits (\(refused) refused), \(bursts) bursts, \(checksWhilePending) checks while batches were "
            + "pending, \(cellsChecked) cells checked (\(reconfiguredCells) configured more than once), "
            + "\(prefetched) rows prefetched, \(scrolls) scrolls, \(taps) taps, "
            + "\(collapsedShown) collapsed sections shown, \(headersChecked) headers checked, \(drags) drags, \(drops) drops "
            + "(\(heldDuringDrags) edits held during them), \(swipes) swipes, \(reloads) reloads, "
            + "\(pagesAsked) pages asked, \(rotations) rotations, \(editsFromDisplay) edits from display callbacks"
    }
}

@MainActor
private final class Runner<S: Screen> {
    let screen: S
    let viewport: SeededUIKitViewport
    let config: SeededConfig
    var model: Reference
    var diagnostics: [Diagnostic] = []
    var coverage = Coverage()
    /// The delegate proxies the app put in front of the view, kept as RxCocoa keeps them.
    var proxies: [ForwardingProxy] = []

    init(_ screen: S, viewport: SeededUIKitViewport, config: SeededConfig, initial: [Block]) {
        self.screen = screen
        self.viewport = viewport
        self.config = config
        model = Reference(sections: initial)
        screen.handler.reconfiguresUpdatedItems = config.reconfigures
        if config.anchors { screen.handler.scrollAnchor = .firstVisibleItem }
        screen.handler.onDiagnostic = { [weak self] in self?.diagnostics.append($0) }
        screen.handler.onPrefetch = { [weak self] in self?.coverage.prefetched += $0.count }
        if config.soak {
            screen.handler.canEdit = { _, _ in true }
            screen.handler.canMove = { _, _ in true }
            screen.handler.onLoadMore = { [weak self] in self?.coverage.pagesAsked += 1 }
        }
    }

    var handler: ListHandler<S.Decorator> { screen.handler }

    /// Runs `step` and turns the run loop; returns what is wrong (nothing when all is well).
    func run(_ step: Step) -> [String] {
        var problems: [String] = []
        coverage.bursts += step.ops.count > 1 ? 1 : 0
        let raised = raisedExceptions {
            for (index, op) in step.ops.enumerated() {
                let context = step.ops.count > 1 ? "after edit \(index + 1) of the burst, " : ""
                problems += perform(op, animated: step.animated)
                problems += dataProblems().map { "\(context)before the run loop turned: \($0)" }
                problems += answerProblems().map { "\(context)before the run loop turned: \($0)" }
                if handler.hasPendingUpdates { coverage.checksWhilePending += 1 }
                guard problems.isEmpty else { return }
            }
            Driver.settle()
        }
        problems += raised.map { "UIKit raised \($0)" }
        if problems.isEmpty { problems += settledProblems() }
        return problems
    }

    /// Performs `op` on the handler and on the model, and compares their outcomes.
    private func perform(_ op: Op, animated: Bool) -> [String] {
        var op = op
        switch op {
        case .tap(let path):
            // The user can tap only a row the view shows, once it is up to date.
            guard !handler.hasPendingUpdates, screen.visiblePaths.contains(path),
                let item = handler.data.item(at: path), !handler.data[path[0]].isCollapsed
            else { return [] }
            coverage.taps += 1
            screen.tap(at: path)
            op = .select(item.id)
            _ = model.perform(op)
            return []
        case .scroll(let percent):
            let scrollView = screen.scrollView
            if screen.isHorizontal {
                let range = max(0, scrollView.contentSize.width - scrollView.bounds.width)
                scrollView.contentOffset = CGPoint(x: (range * CGFloat(percent) / 100).rounded(), y: 0)
            } else {
                let range = max(0, scrollView.contentSize.height - scrollView.bounds.height)
                scrollView.contentOffset = CGPoint(x: 0, y: (range * CGFloat(percent) / 100).rounded())
            }
            coverage.scrolls += 1
            return []
        case .drag(let from, let to, let end, let during):
            return drag(from, to, end, during: during, animated: animated)
        case .swipe(let path):
            // The user swipes only a row the view shows, once it is up to date.
            guard let tableView = screen.gestureTable, !handler.hasPendingUpdates, screen.visiblePaths.contains(path),
                model.isRow(path), !handler.data[path[0]].isCollapsed
            else { return [] }
            coverage.swipes += 1
            Message.commitDelete(tableView, path)
            op = .removeAt([path])
            _ = model.perform(op)
            return []
        case .dropPlaceholder(let path, let items, let commit, let during):
            return dropPlaceholder(at: path, items, commit: commit, during: during, animated: animated)
        case .userMove(let mover, let from, let to, let end, let during):
            guard screen.movingCollection != nil else { return drag(from, to, end, during: during, animated: animated) }
            return userMove(mover, from, to, end, during: during, animated: animated)
        case .session(let drop, let during):
            return session(drop: drop, during: during, animated: animated)
        case .reloadView:
            coverage.reloads += 1
            screen.reloadData()
            _ = model.perform(op)
            return []
        case .rotate:
            coverage.rotations += 1
            screen.rotate()
            return []
        case .proxy:
            proxies.append(ForwardingProxy.install(on: screen.scrollView))
            return []
        case .fromDisplay(let edit):
            // Every shown cell is displayed again at the next layout; the first display makes the edit
            // (or the app, once nothing shows).
            var actual: Outcome?
            handler.onWillDisplay = { [self] _ in
                if actual == nil { actual = performOnHandler(edit, animated: animated) }
            }
            screen.reloadData()
            Driver.settle()
            handler.onWillDisplay = nil
            coverage.editsFromDisplay += actual == nil ? 0 : 1
            let outcome = actual ?? performOnHandler(edit, animated: animated)
            let expected = model.perform(op)
            return outcome == expected ? [] : ["\(op): the handler answered \(outcome), the model \(expected)"]
        default:
            break
        }
        let actual = performOnHandler(op, animated: animated)
        let expected = model.perform(op)
        coverage.edits += 1
        coverage.refused += expected == .threw ? 1 : 0
        return actual == expected ? [] : ["\(op): the handler answered \(actual), the model \(expected)"]
    }

    private func performOnHandler(_ op: Op, animated: Bool) -> Outcome {
        do {
            switch op {
            case .add(let items): try handler.addData(items, animated: animated)
            case .addTo(let items, let kind): try handler.addData(items, toSection: kind, animated: animated)
            case .insert(let items, let path): try handler.insertData(items, at: path, animated: animated)
            case .removeAt(let paths): try handler.removeItems(at: paths, animated: animated)
            case .removeData(let items): return .absent(handler.removeData(items, animated: animated).map(\.id))
            case .upsert(let items, let kind): try handler.upsert(items, toSection: kind, animated: animated)
            case .move(let from, let to): try handler.move(from: from, to: to, animated: animated)
            case .insertSection(let kind, let items, let index):
                try handler.insertSection(Section(kind: kind, items: items), at: index, animated: animated)
            case .removeSection(let kind): return .removed(handler.removeSection(kind, animated: animated))
            case .apply(let blocks):
                try handler.apply(
                    SectionedData(blocks.map { Section(kind: $0.kind, items: $0.items) }), animated: animated)
            case .toggle(let kind):
                if handler.isCollapsed(kind) {
                    try handler.expand(section: kind, animated: animated)
                } else {
                    try handler.collapse(section: kind, animated: animated)
                }
            case .select(let id): return .selected(handler.select(id: id) != nil)
            case .deselect(let id): handler.deselect(id: id)
            case .setModel(let kind, let value):
                try handler.setModel(value, forSection: kind, animated: animated)
            case .loadPage(let items):
                defer { handler.finishLoadingMore() }
                try handler.addData(items, animated: animated)
            case .scrollTo(let id, let scrollAnimated):
                try handler.scrollTo(id: id, position: .top, animated: scrollAnimated)
            case .tap, .scroll, .drag, .swipe, .reloadView, .dropPlaceholder, .rotate, .proxy, .fromDisplay, .userMove,
                .session:
                break
            }
        } catch {
            return .threw
        }
        return .done
    }

    /// A drag on a table, up to date and in editing mode: `during` edits arrive while the user holds the
    /// row (the handler holds them), then the drag ends. The stand-in's drag only: on a device a test
    /// cannot hold a row.
    private func drag(_ from: IndexPath, _ to: IndexPath, _ end: DragEnd, during: [Op], animated: Bool) -> [String] {
        if let collection = screen.movingCollection {
            return move(collection, from, to, end, during: during, animated: animated)
        }
        #if canImport(ObjectiveC)
        return []
        #else
        guard let tableView = screen.gestureTable, !handler.hasPendingUpdates, screen.visiblePaths.contains(from),
            model.isRow(from), !handler.data[from[0]].isCollapsed
        else { return [] }
        if end == .drop {
            guard let (s, i) = Reference.pair(to), s < model.sections.count, !handler.data[s].isCollapsed,
                i <= model.sections[s].items.count - (s == from[0] ? 1 : 0), to != from
            else { return [] }
        }
        coverage.drags += 1
        tableView.setEditing(true, animated: false)
        defer { tableView.setEditing(false, animated: false) }
        tableView.standInBeginReordering()
        let shown = model.sections
        var problems: [String] = []
        for op in during {
            problems += perform(op, animated: animated)
            problems += dataProblems().map { "during the drag: \($0)" }
            problems += answerProblems().map { "during the drag: \($0)" }
            if handler.hasPendingUpdates { coverage.heldDuringDrags += 1 }
        }
        switch end {
        case .drop:
            tableView.standInUserMoveRow(from: from, to: to)
            model.drop(shown, from, to)
        case .inPlace: tableView.standInUserMoveRow(from: from, to: from)
        case .cancel: tableView.standInCancelReordering()
        }
        return problems
        #endif
    }

    /// A collection view's interactive movement through its handler, up to date: the item at `from` is
    /// lifted, `during` edits arrive (held), and the movement ends: dropped on the item at `to`, dropped
    /// where it was lifted, or cancelled.
    private func move(
        _ collection: CollectionViewHandler<ContactTileDecorator>, _ from: IndexPath, _ to: IndexPath,
        _ end: DragEnd, during: [Op], animated: Bool
    ) -> [String] {
        let collectionView = collection.collectionView
        guard !handler.hasPendingUpdates, screen.visiblePaths.contains(from), model.isRow(from),
            !handler.data[from[0]].isCollapsed
        else { return [] }
        let target = end == .drop ? to : from
        // The finger rests on the item at the target: one the view shows, in a section that is not collapsed.
        guard let (s, i) = Reference.pair(target), s < model.sections.count, i < model.sections[s].items.count,
            !handler.data[s].isCollapsed, let frame = collectionView.layoutAttributesForItem(at: target)?.frame,
            collection.beginInteractiveMovementForItem(at: from)
        else { return [] }
        coverage.drags += 1
        var problems: [String] = []
        for op in during {
            problems += perform(op, animated: animated)
            problems += dataProblems().map { "during the movement: \($0)" }
            problems += answerProblems().map { "during the movement: \($0)" }
            if handler.hasPendingUpdates { coverage.heldDuringDrags += 1 }
        }
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
        switch end {
        case .drop:
            collection.endInteractiveMovement()
            if to != from { _ = model.perform(.move(from, to)) }
        case .inPlace: collection.endInteractiveMovement()
        case .cancel: collection.cancelInteractiveMovement()
        }
        return problems
    }

    /// A movement UIKit runs on a collection view by itself (issue #38), the stand-in's only: the item at
    /// `from` is lifted and shown over `to` (the items shift around it), `during` edits arrive (held, the
    /// run loop turns once with the finger down), and the movement ends.
    private func userMove(
        _ mover: Mover, _ from: IndexPath, _ to: IndexPath, _ end: DragEnd, during: [Op], animated: Bool
    ) -> [String] {
        #if canImport(ObjectiveC)
        return []
        #else
        guard let collectionView = screen.scrollView as? UICollectionView, !handler.hasPendingUpdates,
            screen.visiblePaths.contains(from), model.isRow(from), !handler.data[from[0]].isCollapsed,
            let (s, i) = Reference.pair(to), s < model.sections.count, i < model.sections[s].items.count,
            !handler.data[s].isCollapsed, let frame = collectionView.layoutAttributesForItem(at: to)?.frame
        else { return [] }
        let gesture: StandInReorderGesture
        let recognizer = UILongPressGestureRecognizer()
        switch mover {
        case .viewGesture:
            collectionView.addGestureRecognizer(recognizer)
            gesture = StandInReorderGesture(collectionView, recognizer: recognizer)
        case .accessory:
            guard let accessory = collectionView.standInReorderAccessory(at: from) else { return [] }
            gesture = accessory
        }
        defer { gesture.recognizer.view?.removeGestureRecognizer(gesture.recognizer) }
        let shown = model.sections
        guard gesture.lift(from) else { return [] }
        coverage.drags += 1
        gesture.move(to: CGPoint(x: frame.midX, y: frame.midY))
        var problems: [String] = []
        for op in during {
            problems += perform(op, animated: animated)
            // The view's counts and cells are the layout in flight (S3), not its data source's.
            problems += dataProblems().map { "during the movement: \($0)" }
            if handler.hasPendingUpdates { coverage.heldDuringDrags += 1 }
        }
        Driver.settle()  // the finger is still down: what waits keeps waiting
        switch end {
        case .drop, .inPlace:
            gesture.drop()
            if to != from { model.drop(shown, from, to) }
        case .cancel: gesture.cancel()
        }
        return problems
        #endif
    }

    /// A drag session lifted from the view, or a drop session over it, while `during` edits arrive
    /// (held until it ends); the stand-in's only.
    private func session(drop: Bool, during: [Op], animated: Bool) -> [String] {
        #if canImport(ObjectiveC)
        return []
        #else
        let setActive: (Bool) -> Void
        if let tableView = screen.gestureTable {
            setActive = { drop ? tableView.standInDropSession(active: $0) : tableView.standInDragSession(active: $0) }
        } else {
            guard let collectionView = screen.scrollView as? UICollectionView else { return ["no list view"] }
            setActive = {
                drop ? collectionView.standInDropSession(active: $0) : collectionView.standInDragSession(active: $0)
            }
        }
        coverage.drops += drop ? 1 : 0
        coverage.drags += drop ? 0 : 1
        setActive(true)
        var problems: [String] = []
        for op in during {
            problems += perform(op, animated: animated)
            problems += dataProblems().map { "during the session: \($0)" }
            problems += answerProblems().map { "during the session: \($0)" }
            if handler.hasPendingUpdates { coverage.heldDuringDrags += 1 }
        }
        Driver.settle()
        setActive(false)
        return problems
        #endif
    }

    /// A drop with a placeholder on a collection view that is up to date; the stand-in's only.
    private func dropPlaceholder(
        at path: IndexPath, _ items: [Contact], commit: Bool, during: [Op], animated: Bool
    ) -> [String] {
        #if canImport(ObjectiveC)
        return []
        #else
        guard !handler.hasPendingUpdates, let (s, i) = Reference.pair(path), s < model.sections.count,
            i <= model.sections[s].items.count, !handler.data[s].isCollapsed
        else { return [] }
        coverage.drops += 1
        let context: (commit: ((IndexPath) -> Void) -> Void, delete: () -> Void)
        if let tableView = screen.gestureTable {
            let placeholder = tableView.standInInsertPlaceholder(
                UITableViewDropPlaceholder(insertionIndexPath: path, reuseIdentifier: "Cell", rowHeight: 44))
            context = ({ placeholder.commitInsertion(dataSourceUpdates: $0) }, { placeholder.deletePlaceholder() })
        } else {
            guard let collectionView = screen.scrollView as? UICollectionView else { return ["no list view"] }
            let placeholder = collectionView.standInInsertPlaceholder(
                UICollectionViewDropPlaceholder(insertionIndexPath: path, reuseIdentifier: "Cell"))
            context = ({ placeholder.commitInsertion(dataSourceUpdates: $0) }, { placeholder.deletePlaceholder() })
        }
        var problems: [String] = []
        for op in during {
            problems += perform(op, animated: animated)
            problems += dataProblems().map { "during the drop: \($0)" }
            if handler.hasPendingUpdates { coverage.heldDuringDrags += 1 }
        }
        if commit {
            var thrown: ListEditError?
            context.commit { indexPath in
                do throws(ListEditError) {
                    try handler.commitInsertion(items, at: indexPath)
                } catch { thrown = error }
            }
            if let thrown { problems.append("commitInsertion threw \(thrown)") }
            _ = model.perform(.insert(items, at: path))
        } else {
            context.delete()
        }
        return problems
        #endif
    }

    /// The handler's data, collapsed sections and selection against the model's.
    private func dataProblems() -> [String] {
        var problems: [String] = []
        let data = handler.data.sections.map { Block($0.kind, $0.items) }
        if data != model.sections {
            problems.append("the data is \(data), the model \(model.sections)")
        }
        if Set(handler.collapsedSections) != model.collapsed {
            problems.append("collapsed \(handler.collapsedSections), the model \(model.collapsed.sorted())")
        }
        if handler.selectedIDs != model.selected {
            problems.append("selected \(handler.selectedIDs.sorted()), the model \(model.selected.sorted())")
        }
        return problems
    }

    /// What the data source answers UIKit against what the view was told, at any moment: the counts,
    /// and, with `cells`, the item behind each cell on screen (its content may still wait for a
    /// reconfigure, its identity may not).
    private func answerProblems(cells: Bool = true) -> [String] {
        var problems: [String] = []
        let sections = screen.sectionCount
        if screen.answeredSectionCount != sections {
            return ["the data source answers \(screen.answeredSectionCount) sections, the view has \(sections)"]
        }
        for section in 0..<sections
        where screen.answeredItemCount(inSection: section) != screen.itemCount(inSection: section) {
            problems.append(
                "the data source answers \(screen.answeredItemCount(inSection: section)) rows in section \(section), "
                    + "the view has \(screen.itemCount(inSection: section))")
        }
        guard problems.isEmpty, cells else { return problems }
        let shown = handler.engine.displayedData
        for path in screen.visiblePaths {
            guard let text = screen.cell(at: path)?.shown else { continue }
            let answered = shown.item(at: path)
            if answered?.id != id(shownIn: text) {
                let item = answered.map(swift) ?? "no item"
                problems.append("the cell at \(swift(path)) shows \(text), the data source has \(item) there")
            }
        }
        return problems
    }

    /// Once the run loop has turned: the view shows exactly the data.
    private func settledProblems() -> [String] {
        var problems: [String] = []
        if handler.hasPendingUpdates { problems.append("updates still pending after the run loop turned") }
        if !diagnostics.isEmpty { problems.append("diagnostics \(diagnostics)") }
        problems += dataProblems()
        let data = handler.data
        let expectedCounts = (0..<data.numberOfSections).map(data.numberOfShownItems(inSection:))
        let viewCounts = (0..<screen.sectionCount).map(screen.itemCount(inSection:))
        if viewCounts != expectedCounts {
            problems.append("the view shows counts \(viewCounts), the data \(expectedCounts) (collapsed: none shown)")
        }
        problems += answerProblems(cells: false)  // the cells: below, exactly
        guard problems.isEmpty else { return problems }
        coverage.collapsedShown += data.sections.filter(\.isCollapsed).count
        let visible = screen.visiblePaths
        var cells = Set<ObjectIdentifier>()
        for path in visible {
            guard let cell = screen.cell(at: path) else {
                problems.append("no cell at visible \(swift(path))")
                continue
            }
            coverage.cellsChecked += 1
            coverage.reconfiguredCells += cell.configured > 1 ? 1 : 0
            if !cells.insert(ObjectIdentifier(cell.object)).inserted {
                problems.append("the cell at \(swift(path)) also shows another row")
            }
            let expected = data.item(at: path)?.name
            if cell.shown != expected {
                problems.append(
                    "the cell at \(swift(path)) shows \(cell.shown ?? "nil"), the data has \(expected ?? "no item")")
            }
        }
        // Tall and upright (not turned, not a carousel): every row fits.
        let upright = !screen.isHorizontal && screen.scrollView.bounds.height == viewport.height
        if viewport == .tall, upright, visible.count != expectedCounts.reduce(0, +) {
            problems.append(
                "\(visible.count) rows visible of \(expectedCounts.reduce(0, +)): the tall viewport shows them all")
        }
        if config.headers {
            for (index, section) in data.sections.enumerated() {
                if let shown = screen.header(inSection: index), shown != headerText(section) {
                    problems.append(
                        "the header of section \(index) shows \(shown ?? "nil"), not \(headerText(section) ?? "nil")")
                }
            }
            coverage.headersChecked += (0..<data.numberOfSections).filter { screen.header(inSection: $0) != nil }.count
        }
        problems += screen.sizeProblems
        var selected: [IndexPath] = []
        for (s, section) in data.sections.enumerated() where !section.isCollapsed {
            for (i, item) in section.items.enumerated() where model.selected.contains(item.id) {
                selected.append(IndexPath(item: i, section: s))
            }
        }
        if screen.selectedPaths != selected {
            problems.append("the view shows \(screen.selectedPaths) selected, the selected items are at \(selected)")
        }
        return problems
    }
}

// MARK: - Sequences

/// The result of one sequence: its failure (seed, step, problems and the steps as Swift), if any, and
/// what it exercised.
private struct SequenceResult {
    var failure: String?
    var coverage: Coverage
}

@MainActor
private func runSequence<S: Screen>(
    _ screen: S, viewport: SeededUIKitViewport, config: SeededConfig, initial: [Block], label: String,
    steps next: (Reference) -> Step?
) -> SequenceResult {
    let runner = Runner(screen, viewport: viewport, config: config, initial: initial)
    var ran: [Step] = []
    var problems = raisedExceptions { Driver.settle() }.map { "UIKit raised \($0)" }
    if problems.isEmpty { problems = runner.run(Step([])) }
    while problems.isEmpty, let step = next(runner.model) {
        ran.append(step)
        problems = runner.run(step)
    }
    guard !problems.isEmpty else { return SequenceResult(failure: nil, coverage: runner.coverage) }
    let place = ran.last.map { "step \(ran.count - 1) \($0)" } ?? "the initial data"
    let failure = """
        \(label), \(config), \(place):
        \(problems.joined(separator: "\n"))
        let initial: [Block] = [\(initial.map(\.description).joined(separator: ", "))]
        let steps: [Step] = [
            \(ran.map(\.description).joined(separator: ",\n    "))
        ]
        """
    return SequenceResult(failure: failure, coverage: runner.coverage)
}

/// Runs a sequence on a fresh table or collection view showing `initial`.
@MainActor
private func runSequence(
    view: SeededUIKitView, viewport: SeededUIKitViewport, config: SeededConfig, initial: [Block], label: String,
    steps next: (Reference) -> Step?
) throws -> SequenceResult {
    let data = SectionedData(initial.map { Section(kind: $0.kind, items: $0.items) })
    switch view {
    case .table:
        let screen = try TableScreen(
            height: viewport.height, data: data, headers: config.headers, selfSizing: config.selfSizing)
        return runSequence(screen, viewport: viewport, config: config, initial: initial, label: label, steps: next)
    case .collection:
        let screen = try CollectionScreen(
            height: viewport.height, data: data, headers: config.headers, horizontal: config.horizontal,
            selfSizing: config.selfSizing, flowSizes: config.flowSizes)
        return runSequence(screen, viewport: viewport, config: config, initial: initial, label: label, steps: next)
    }
}

// MARK: - Tests

@Suite("Seeded random edits through the UIKit layer")
@MainActor
struct SeededUIKitTests {
    /// 20 seeds × 60 steps on each view type and viewport; each step's view checked against the data.
    @Test(
        "every seeded edit sequence shows exactly the data", arguments: SeededUIKitView.allCases,
        SeededUIKitViewport.allCases)
    func seededSequences(view: SeededUIKitView, viewport: SeededUIKitViewport) throws {
        var coverage = Coverage()
        var failures = 0
        for seed in SeededUIKitBudget.seeds {
            var generator = StepGenerator(seed: seed, scrolls: viewport == .short)
            let config = SeededConfig(
                reconfigures: generator.chance(70), headers: generator.chance(50),
                anchors: viewport == .short && generator.chance(50))
            let initial = generator.chance(50) ? InitialData.blocks(&generator) : []
            var remaining = SeededUIKitBudget.steps
            let result = try runSequence(
                view: view, viewport: viewport, config: config, initial: initial,
                label: "Seed \(seed) (DECORUM_UIKIT_SEED=\(seed)), \(view), \(viewport.testDescription)"
            ) { model in
                guard remaining > 0 else { return nil }
                remaining -= 1
                return generator.step(model)
            }
            coverage.add(result.coverage)
            if let failure = result.failure {
                Issue.record(Comment(rawValue: failure))
                failures += 1
                if failures >= 3 { break }
            }
        }
        print("SeededUIKit \(view), \(viewport.testDescription): \(coverage)")
        guard SeededUIKitBudget.replayed == nil else { return }
        // The runs must have exercised what they claim to.
        #expect(coverage.checksWhilePending > SeededUIKitBudget.seeds.count * 10, "\(coverage)")
        #expect(coverage.bursts > SeededUIKitBudget.seeds.count * 5, "\(coverage)")
        #expect(coverage.cellsChecked > SeededUIKitBudget.seeds.count * 20, "\(coverage)")
        #expect(coverage.collapsedShown > 0, "\(coverage)")
        #expect(coverage.taps > 0, "\(coverage)")
        #expect(coverage.headersChecked > 0, "\(coverage)")
        if viewport == .short {
            #expect(coverage.scrolls > SeededUIKitBudget.seeds.count, "\(coverage)")
            #expect(coverage.reconfiguredCells > 0, "\(coverage)")
            if Driver.isStandIn { #expect(coverage.prefetched > 0, "\(coverage)") }
        }
    }

    /// A hand-picked sequence, replayed as a failing seed's printed steps would be: edits of a collapsed
    /// section queued behind a running animation, moves across sections, an `apply` that shuffles while
    /// batches animate, a section inserted and removed mid-burst, a selection that follows its row,
    /// scrolling, and an edit that is not animated in the middle of a burst.
    @Test(
        "a hand-picked replay shows exactly the data", arguments: SeededUIKitView.allCases, SeededUIKitViewport.allCases
    )
    func handPickedReplay(view: SeededUIKitView, viewport: SeededUIKitViewport) throws {
        let initial = [Block("A", (1...6).map { ct($0) }), Block("B", (7...12).map { ct($0) })]
        let steps: [Step] = [
            Step([.toggle("B"), .addTo([ct(13), ct(14)], "B"), .move([0, 0], [1, 2]), .select(1)]),
            Step([.upsert([ct(1, "n1.1"), ct(15)], "C"), .move([1, 0], [0, 0]), .toggle("B")]),
            Step([.scroll(100)]),
            Step([.insertSection("D", [ct(16), ct(17)], at: 0), .removeAt([[1, 1], [2, 0]]), .removeSection("D")]),
            Step([.tap([0, 2])]),
            Step([
                .apply([
                    Block("C", [ct(15), ct(3), ct(1, "n1.2")]), Block("B", [ct(14), ct(8), ct(13), ct(7)]),
                    Block("A", [ct(4), ct(5), ct(18)]),
                ]), .removeData([ct(8), ct(99)]), .insert([ct(19)], at: [1, 0]),
            ]),
            Step([.toggle("C"), .upsert([ct(3, "n3.1"), ct(20)], nil), .move([2, 2], [0, 0])], animated: false),
            Step([.scroll(0)]),
            Step([.toggle("C"), .apply([Block("A", [ct(20), ct(5), ct(4)]), Block("C", [ct(1), ct(3)])])]),
            Step([.select(5), .removeData([ct(5)]), .add([ct(21)]), .move([0, 0], [1, 1])]),
        ]
        var remaining = steps[...]
        let config = SeededConfig(reconfigures: true, headers: true, anchors: viewport == .short)
        let result = try runSequence(
            view: view, viewport: viewport, config: config, initial: initial,
            label: "Hand-picked replay, \(view), \(viewport.testDescription)"
        ) { _ in remaining.popFirst() }
        if let failure = result.failure { Issue.record(Comment(rawValue: failure)) }
        #expect(result.coverage.checksWhilePending > 10, "\(result.coverage)")
        #expect(result.coverage.refused == 0, "every hand-picked edit is valid: \(result.coverage)")
    }
}

// MARK: - The soak

/// The soak's budget: `DECORUM_SOAK_STEPS` steps a view (2,000 by default, as CI runs), in sequences of
/// 200 steps from seeds derived from `DECORUM_SOAK_SEED` (a fixed one by default).
private enum SoakBudget {
    static let environment = ProcessInfo.processInfo.environment
    static let steps = environment["DECORUM_SOAK_STEPS"].flatMap { Int($0) } ?? 2_000
    static let firstSeed = environment["DECORUM_SOAK_SEED"].flatMap { UInt64($0) } ?? 0x50AC_2026
    static let sequenceLength = 200
}

/// The steps of a failing run, made smaller while it still fails: whole steps first, then single edits
/// of bursts and of drags, each tried away once, then again until nothing more can go (at most 400 runs).
@MainActor
private func shrink(
    _ steps: [Step], failing: ([Step]) throws -> Bool
) rethrows -> [Step] {
    var steps = steps
    var runs = 0
    var progress = true
    while progress, runs < 400 {
        progress = false
        var index = steps.count - 1
        while index >= 0, runs < 400 {
            var candidate = steps
            candidate.remove(at: index)
            runs += 1
            if try failing(candidate) {
                steps = candidate
                progress = true
            } else if steps[index].ops.count > 1 {
                for op in steps[index].ops.indices.reversed() where steps[index].ops.count > 1 && runs < 400 {
                    var smaller = steps
                    smaller[index].ops.remove(at: op)
                    runs += 1
                    if try failing(smaller) {
                        steps = smaller
                        progress = true
                    }
                }
            }
            index = min(index, steps.count) - 1
        }
    }
    return steps
}

extension SeededUIKitTests {
    /// Everything an app does at once, on both views, in both viewports: edits and bursts, `apply`
    /// large and small, drags dropped, dropped in place and cancelled while edits arrive, swipes,
    /// reloads while batches animate, header models, pages of `onLoadMore`, `scrollTo`, taps and scrolls.
    /// After every step: the view shows the data, the stand-in raised nothing, no fault was reported,
    /// nothing held is left pending. A failure prints its seed and its steps, shrunk.
    @Test("soak: everything an app does at once shows exactly the data", arguments: SeededUIKitView.allCases)
    func soak(view: SeededUIKitView) throws {
        var coverage = Coverage()
        var done = 0
        var sequence: UInt64 = 0
        while done < SoakBudget.steps {
            let seed = SoakBudget.firstSeed &+ sequence &* 0x9E37_79B9
            sequence += 1
            // Everything a sequence runs under comes from its seed, so that the printed seed replays it.
            let variant = Int(seed % 8)
            let viewport: SeededUIKitViewport = variant % 2 == 0 ? .tall : .short
            let horizontal = view == .collection && (variant / 2) % 2 == 1
            var generator = StepGenerator(seed: seed, scrolls: viewport == .short)
            generator.soak = true
            let config = SeededConfig(
                reconfigures: generator.chance(70), headers: generator.chance(50),
                anchors: viewport == .short && generator.chance(50), soak: true,
                horizontal: horizontal, selfSizing: !horizontal && variant / 4 == 1,
                flowSizes: view == .collection && !horizontal && variant / 4 == 0)
            let initial = generator.chance(70) ? InitialData.blocks(&generator) : []
            let length = min(SoakBudget.sequenceLength, SoakBudget.steps - done)
            var steps: [Step] = []
            var probe = Reference(sections: initial)
            let label =
                "Soak seed \(seed) (DECORUM_SOAK_SEED=\(seed) DECORUM_SOAK_STEPS=\(length)), \(view), \(viewport)"
            let result = try runSequence(
                view: view, viewport: viewport, config: config, initial: initial, label: label
            ) { model in
                guard steps.count < length else { return nil }
                let step = generator.step(model)
                steps.append(step)
                probe = model
                return step
            }
            _ = probe
            done += length
            coverage.add(result.coverage)
            guard let failure = result.failure else { continue }
            let shrunk = try shrink(steps) { candidate in
                var remaining = candidate[...]
                return try runSequence(
                    view: view, viewport: viewport, config: config, initial: initial, label: label
                ) { _ in remaining.popFirst() }.failure != nil
            }
            var replay = shrunk[...]
            let small = try runSequence(
                view: view, viewport: viewport, config: config, initial: initial, label: label + ", shrunk"
            ) { _ in replay.popFirst() }
            Issue.record(Comment(rawValue: (small.failure ?? failure) + "\n(unshrunk: \(failure))"))
            return
        }
        print("Soak \(view): \(done) steps, \(coverage)")
        guard SoakBudget.steps >= 2_000 else { return }
        #expect(coverage.edits > done / 2, "\(coverage)")
        #expect(coverage.reloads > 0 && coverage.checksWhilePending > done / 10, "\(coverage)")
        if view == .table && Driver.isStandIn {
            #expect(coverage.drags > done / 100 && coverage.heldDuringDrags > 0 && coverage.swipes > 0, "\(coverage)")
        }
        if Driver.isStandIn {
            #expect(coverage.drops > done / 200 && coverage.heldDuringDrags > 0, "\(coverage)")
        }
        #expect(coverage.drags > done / 100 && coverage.rotations > 0, "\(coverage)")
        #expect(coverage.editsFromDisplay > done / 200, "\(coverage)")
    }
}

/// The initial data of half the seeded sequences: 1–3 sections of up to 8 rows.
private enum InitialData {
    static func blocks(_ generator: inout StepGenerator) -> [Block] {
        let kinds = StepGenerator.kinds.shuffled(using: &generator.rng).prefix(generator.int(1...3))
        return kinds.map { kind in Block(kind, (0..<generator.int(0...8)).map { _ in generator.fresh() }) }
    }
}

extension Coverage {
    fileprivate mutating func add(_ other: Coverage) {
        edits += other.edits
        refused += other.refused
        bursts += other.bursts
        checksWhilePending += other.checksWhilePending
        cellsChecked += other.cellsChecked
        reconfiguredCells += other.reconfiguredCells
        prefetched += other.prefetched
        scrolls += other.scrolls
        taps += other.taps
        collapsedShown += other.collapsedShown
        headersChecked += other.headersChecked
        drags += other.drags
        drops += other.drops
        heldDuringDrags += other.heldDuringDrags
        swipes += other.swipes
        reloads += other.reloads
        pagesAsked += other.pagesAsked
        rotations += other.rotations
        editsFromDisplay += other.editsFromDisplay
    }
}

@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

// Model-based random testing of the handler engine.
//
// A seeded generator produces sequences of edits (add, insert at, remove at, remove data, upsert with
// updates and inserts, moves inside and across sections, insert/remove sections, apply of a random new
// data set, no-op edits, duplicates, invalid paths, edits to empty data), sometimes not animated, under
// a random duplicate policy, table or collection style, and immediate or manual animations (edits then
// queue behind running "animations" that a `finish` step completes). Each sequence runs against a
// `HeadlessHandler` bound to a `HeadlessListView` and against `RelModel`, a plain arrays-of-arrays
// reference written from the documentation. After every step:
//
// * the handler's outcome (thrown error, returned value) is the model's,
// * `handler.data` equals the model,
// * no diagnostic was reported (no batch fell back to `reloadData`), and an animated edit added no
//   `reloadData` event to the view,
// * whenever nothing is pending, the view shows exactly the data (`verifyMatchesDataSource`, identities,
//   section kinds).
//
// `swift test` runs `RelBudget.operations` operations (60,000 by default); `DECORUM_SOAK_OPERATIONS`
// raises it for a soak run and `DECORUM_SEED` changes the seeds. A failure prints its seed and the
// sequence shrunk to the fewest steps that still fail, as Swift you can paste into a regression test.

// MARK: - Items

/// A row: identity `id`, content `version` (a changed version under the same id is an update).
struct RelItem: Identifiable, Updatable, Hashable, Sendable, CustomStringConvertible {
    let id: Int
    var version: Int

    mutating func update(from copy: RelItem) { version = copy.version }

    var description: String { "\(id)v\(version)" }
}

final class RelCell: CustomStringConvertible {
    var text = ""
    var description: String { text }
}

enum RelDecorator: CellDecorator {
    static func update(_ cell: RelCell, with data: RelItem) { cell.text = data.description }
}

/// One section of the reference model.
struct RelSection: Hashable, Sendable, CustomStringConvertible {
    var kind: Kind
    var items: [RelItem]

    var description: String {
        ".init(\"\(kind.rawValue)\", [\(items.map { "r(\($0.id), \($0.version))" }.joined(separator: ", "))])"
    }
}

func r(_ id: Int, _ version: Int = 0) -> RelItem { RelItem(id: id, version: version) }

extension RelSection {
    init(_ kind: Kind, _ items: [RelItem]) { self.init(kind: kind, items: items) }
}

// MARK: - Operations

/// One edit, with concrete arguments, so a sequence replays (and shrinks) without its generator.
enum RelOp: Hashable, Sendable, CustomStringConvertible {
    case add([RelItem])
    case addTo([RelItem], Kind)
    case insert([RelItem], at: IndexPath)
    case removeAt([IndexPath])
    case removeData([RelItem])
    case upsert([RelItem], Kind?)
    case move(IndexPath, IndexPath)
    case insertSection(RelSection, at: Int)
    case removeSection(Kind)
    case apply([RelSection])
    /// Collapses an expanded section, or expands a collapsed one.
    case toggle(Kind)
    /// The user scrolls to this percentage of the content's height.
    case scroll(Int)
    /// `scrollTo(id:)`, usually of a row that exists.
    case scrollTo(Int)
    /// `select(id:)` / `deselect(id:)`, usually of a row that exists.
    case select(Int)
    case deselect(Int)
    /// The user taps the row the view shows at a path (a no-op when it shows none, or while updates
    /// are pending: the runner only taps an up-to-date view).
    case tap(IndexPath)
    /// Swipe to delete of the row the view shows at a path (which may lag behind the data).
    case commitDelete(IndexPath)
    /// An interactive reorder the view performs itself, then reports (`moveRow(from:to:)`); run only
    /// while the view is up to date and the move is valid, else skipped.
    case moveRow(IndexPath, IndexPath)
    /// Completes the running "animations" (manual mode only; a no-op otherwise).
    case finish

    var description: String {
        func items(_ list: [RelItem]) -> String {
            "[\(list.map { "r(\($0.id), \($0.version))" }.joined(separator: ", "))]"
        }
        func path(_ p: IndexPath) -> String { "[\(p.map(String.init).joined(separator: ", "))]" }
        switch self {
        case .add(let list): return ".add(\(items(list)))"
        case .addTo(let list, let kind): return ".addTo(\(items(list)), \"\(kind.rawValue)\")"
        case .insert(let list, let at): return ".insert(\(items(list)), at: \(path(at)))"
        case .removeAt(let paths): return ".removeAt([\(paths.map(path).joined(separator: ", "))])"
        case .removeData(let list): return ".removeData(\(items(list)))"
        case .upsert(let list, let kind):
            return ".upsert(\(items(list)), \(kind.map { "\"\($0.rawValue)\"" } ?? "nil"))"
        case .move(let from, let to): return ".move(\(path(from)), \(path(to)))"
        case .insertSection(let section, let at): return ".insertSection(\(section), at: \(at))"
        case .removeSection(let kind): return ".removeSection(\"\(kind.rawValue)\")"
        case .toggle(let kind): return ".toggle(\"\(kind.rawValue)\")"
        case .scroll(let percent): return ".scroll(\(percent))"
        case .scrollTo(let id): return ".scrollTo(\(id))"
        case .select(let id): return ".select(\(id))"
        case .deselect(let id): return ".deselect(\(id))"
        case .tap(let at): return ".tap(\(path(at)))"
        case .apply(let sections): return ".apply([\(sections.map(\.description).joined(separator: ", "))])"
        case .commitDelete(let at): return ".commitDelete(\(path(at)))"
        case .moveRow(let from, let to): return ".moveRow(\(path(from)), \(path(to)))"
        case .finish: return ".finish"
        }
    }
}

/// A step: an edit and whether it is animated.
struct RelStep: Hashable, Sendable, CustomStringConvertible {
    var op: RelOp
    var animated = true
    var description: String { animated ? "RelStep(op: \(op))" : "RelStep(op: \(op), animated: false)" }
}

/// What a sequence runs under.
struct RelConfig: Hashable, Sendable, CustomStringConvertible {
    var policy: DuplicatePolicy = .reject
    var mode: HeadlessListView.AnimationMode = .immediate
    var style: HeadlessListView.Style = .table
    /// `ListEngine.reconfiguresUpdatedItems`: updated rows reconfigured after the batch, or reloaded in it.
    var reconfigures = true
    /// A 300-point viewport (rows are visible, so scrolling, prefetching and the anchor run) and the
    /// anchor: `.firstVisibleItem` keeps the first visible row in place across every edit.
    var viewport = false
    var anchorsFirstVisibleItem = false
    var allowsMultipleSelection = false
    var initial: [RelSection] = []

    var description: String {
        "RelConfig(policy: .\(policy), mode: .\(mode), style: .\(style), reconfigures: \(reconfigures), "
            + "viewport: \(viewport), anchorsFirstVisibleItem: \(anchorsFirstVisibleItem), "
            + "allowsMultipleSelection: \(allowsMultipleSelection), "
            + "initial: [\(initial.map(\.description).joined(separator: ", "))])"
    }
}

/// An outcome both sides must agree on.
enum RelOutcome: Hashable, CustomStringConvertible {
    case done
    /// `removeData`: the ids that matched no row.
    case absent([Int])
    /// `removeSection`: whether a section was removed.
    case removed(Bool)
    /// Any of `ListEditError`'s duplicate cases (their exact values are checked elsewhere).
    case duplicate
    case invalidIndexPath(IndexPath)
    case invalidDestination(IndexPath)
    case invalidSectionIndex(Int)
    case sectionNotFound(Kind)
    case itemNotFound(Int)
    case otherError(String)

    init(_ error: any Error) {
        switch error {
        case ListEditError.itemExists, ListEditError.repeatedItem, ListEditError.sectionExists,
            ListEditError.duplicateInData:
            self = .duplicate
        case ListEditError.invalidIndexPath(let path): self = .invalidIndexPath(path)
        case ListEditError.invalidDestination(let path): self = .invalidDestination(path)
        case ListEditError.invalidSectionIndex(let index): self = .invalidSectionIndex(index)
        case ListEditError.sectionNotFound(let kind): self = .sectionNotFound(kind)
        case ListEditError.itemNotFound(let id): self = .itemNotFound(Int(id) ?? -1)
        default: self = .otherError("\(type(of: error)): \(error)")
        }
    }

    var isError: Bool {
        switch self {
        case .done, .absent, .removed: return false
        default: return true
        }
    }

    var description: String {
        switch self {
        case .done: return "done"
        case .absent(let ids): return "absent \(ids)"
        case .removed(let flag): return "removed \(flag)"
        case .duplicate: return "ListEditError (duplicate)"
        case .invalidIndexPath(let p): return "ListEditError.invalidIndexPath(\(Array(p)))"
        case .invalidDestination(let p): return "ListEditError.invalidDestination(\(Array(p)))"
        case .invalidSectionIndex(let i): return "ListEditError.invalidSectionIndex(\(i))"
        case .sectionNotFound(let kind): return "ListEditError.sectionNotFound(\(kind))"
        case .itemNotFound(let id): return "ListEditError.itemNotFound(\(id))"
        case .otherError(let text): return "unexpected error \(text)"
        }
    }
}

// MARK: - The reference model

/// The documented behaviour of every edit, on plain arrays. Written from the API documentation, not
/// from the implementation.
struct RelModel {
    var sections: [RelSection]
    let policy: DuplicatePolicy
    /// The kinds of the collapsed sections: a section enters expanded, keeps its state while its kind
    /// stays (through `apply` too), and loses it when it leaves.
    var collapsed: Set<Kind> = []
    /// The ids of the selected items: a removed item is deselected, a moved one stays selected.
    var selected: Set<Int> = []
    var allowsMultipleSelection = false

    /// Where each id is (ids are unique in the model at all times).
    func location(of id: Int) -> (section: Int, item: Int)? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(where: { $0.id == id }) { return (s, i) }
        }
        return nil
    }

    var ids: Set<Int> { Set(sections.flatMap { $0.items.map(\.id) }) }

    /// Incoming rows under the policy: the rows to add, and the ids of existing rows to drop (keepLast).
    /// `nil` when `.reject` refuses them.
    func resolve(_ items: [RelItem]) -> (kept: [RelItem], dropping: Set<Int>)? {
        let existing = ids
        switch policy {
        case .reject:
            var seen = Set<Int>()
            for item in items where existing.contains(item.id) || !seen.insert(item.id).inserted { return nil }
            return (items, [])
        case .keepFirst:
            var seen = Set<Int>()
            return (items.filter { !existing.contains($0.id) && seen.insert($0.id).inserted }, [])
        case .keepLast:
            var last: [Int: Int] = [:]
            for (offset, item) in items.enumerated() { last[item.id] = offset }
            let kept = items.enumerated().filter { last[$0.element.id] == $0.offset }.map(\.element)
            return (kept, Set(items.map(\.id)).intersection(existing))
        }
    }

    mutating func drop(_ ids: Set<Int>) {
        guard !ids.isEmpty else { return }
        for s in sections.indices { sections[s].items.removeAll { ids.contains($0.id) } }
    }

    static func pair(_ path: IndexPath) -> (Int, Int)? {
        guard path.count == 2, path[0] >= 0, path[1] >= 0 else { return nil }
        return (path[0], path[1])
    }

    func isRow(_ path: IndexPath) -> Bool {
        guard let (s, i) = Self.pair(path) else { return false }
        return s < sections.count && i < sections[s].items.count
    }

    mutating func perform(_ op: RelOp) -> RelOutcome {
        let outcome = performIgnoringCollapse(op)
        if case .insertSection(let section, _) = op, !outcome.isError, !keptExisting {
            collapsed.remove(section.kind)  // an inserted section is expanded
        }
        collapsed.formIntersection(sections.map(\.kind))
        selected.formIntersection(ids)
        return outcome
    }

    /// Whether the last insertSection merged with a section of its kind (which keeps its collapse state).
    var keptExisting = false

    private mutating func performIgnoringCollapse(_ op: RelOp) -> RelOutcome {
        keptExisting = false
        switch op {
        case .scroll:
            return .done
        case .select(let id):
            guard ids.contains(id) else { return .done }  // select(id:) answers nil, nothing changes
            if allowsMultipleSelection { selected.insert(id) } else { selected = [id] }
            return .done
        case .deselect(let id):
            selected.remove(id)
            return .done
        case .tap:
            // Translated by the runner into `.select`/`.deselect` of the row the view shows; as generated,
            // it changes nothing.
            return .done
        case .scrollTo(let id):
            return ids.contains(id) ? .done : .itemNotFound(id)
        case .toggle(let kind):
            guard sections.contains(where: { $0.kind == kind }) else { return .sectionNotFound(kind) }
            if !collapsed.insert(kind).inserted { collapsed.remove(kind) }
            return .done
        case .finish, .commitDelete, .moveRow:
            // Interactive edits name rows in the view's space: the runner translates them (see
            // `RelRunner.modelOp`); during generation they change nothing.
            return .done
        case .add(let items):
            guard !items.isEmpty else { return .done }
            guard let (kept, dropping) = resolve(items) else { return .duplicate }
            if sections.isEmpty { sections.append(RelSection(.default, [])) }
            drop(dropping)
            sections[sections.count - 1].items += kept
            return .done
        case .addTo(let items, let kind):
            guard !items.isEmpty else { return .done }
            guard let (kept, dropping) = resolve(items) else { return .duplicate }
            let target =
                sections.firstIndex { $0.kind == kind }
                ?? {
                    sections.append(RelSection(kind, []))
                    return sections.count - 1
                }()
            drop(dropping)
            sections[target].items += kept
            return .done
        case .insert(let items, let path):
            guard let (s, i) = Self.pair(path), s < sections.count, i <= sections[s].items.count else {
                return .invalidIndexPath(path)
            }
            guard !items.isEmpty else { return .done }
            guard let (kept, dropping) = resolve(items) else { return .duplicate }
            // The rows before position `i` (in the old section) stay before the new ones.
            let before = sections[s].items[..<i].filter { !dropping.contains($0.id) }
            let after = sections[s].items[i...].filter { !dropping.contains($0.id) }
            drop(dropping)
            sections[s].items = before + kept + after
            return .done
        case .removeAt(let paths):
            if let invalid = paths.first(where: { !isRow($0) }) { return .invalidIndexPath(invalid) }
            let doomed = Set(paths.map { sections[$0[0]].items[$0[1]].id })
            drop(doomed)
            return .done
        case .removeData(let items):
            let present = ids
            let absent = items.filter { !present.contains($0.id) }.map(\.id)
            drop(Set(items.map(\.id)))
            return .absent(absent)
        case .upsert(let items, let kind):
            guard !items.isEmpty else { return .done }
            // One copy per id: at its first position, with the first (keepFirst) or last (keepLast) value.
            var firstOffset: [Int: Int] = [:]
            var unique: [RelItem] = []
            for item in items {
                if let offset = firstOffset[item.id] {
                    if policy == .reject { return .duplicate }
                    if policy == .keepLast { unique[offset] = item }
                } else {
                    firstOffset[item.id] = unique.count
                    unique.append(item)
                }
            }
            var fresh: [RelItem] = []
            for item in unique {
                if let (s, i) = location(of: item.id) {
                    sections[s].items[i].update(from: item)
                } else {
                    fresh.append(item)
                }
            }
            guard !fresh.isEmpty else { return .done }
            let target: Int
            if let kind, let existing = sections.firstIndex(where: { $0.kind == kind }) {
                target = existing
            } else if let kind {
                sections.append(RelSection(kind, []))
                target = sections.count - 1
            } else if sections.isEmpty {
                sections.append(RelSection(.default, []))
                target = 0
            } else {
                target = sections.count - 1
            }
            sections[target].items += fresh
            return .done
        case .move(let from, let to):
            guard isRow(from) else { return .invalidIndexPath(from) }
            guard let (s, i) = Self.pair(to), s < sections.count,
                i <= sections[s].items.count - (s == from[0] ? 1 : 0)
            else { return .invalidDestination(to) }
            let item = sections[from[0]].items.remove(at: from[1])
            sections[s].items.insert(item, at: i)
            return .done
        case .insertSection(let section, let index):
            guard index >= 0, index <= sections.count else { return .invalidSectionIndex(index) }
            let existing = sections.firstIndex { $0.kind == section.kind }
            if existing != nil, policy == .reject { return .duplicate }
            guard let (kept, dropping) = resolve(section.items) else { return .duplicate }
            // A repeated kind merges, never drops (issue 23): under keepFirst the incoming items join
            // the section there; under keepLast its rows join the incoming section, which takes `index`.
            // Either way the merged section keeps its collapse state.
            keptExisting = existing != nil
            if let existing, policy == .keepFirst {
                sections[existing].items += kept
                return .done
            }
            let carried = existing.map { sections[$0].items.filter { !dropping.contains($0.id) } } ?? []
            // Old sections at index `index` and after come after the new one; the merged one goes.
            var indexed = sections.enumerated().map { (old: $0.offset, section: $0.element) }
            if let existing { indexed.removeAll { $0.old == existing } }
            let position = indexed.firstIndex { $0.old >= index } ?? indexed.count
            indexed.insert((old: Int.max, section: RelSection(section.kind, carried + kept)), at: position)
            sections = indexed.map(\.section)
            for s in sections.indices where s != position { sections[s].items.removeAll { dropping.contains($0.id) } }
            return .done
        case .removeSection(let kind):
            guard let index = sections.firstIndex(where: { $0.kind == kind }) else { return .removed(false) }
            sections.remove(at: index)
            return .removed(true)
        case .apply(let new):
            switch policy {
            case .reject:
                var kinds = Set<Kind>()
                var seen = Set<Int>()
                for section in new {
                    guard kinds.insert(section.kind).inserted else { return .duplicate }
                    for item in section.items where !seen.insert(item.id).inserted { return .duplicate }
                }
                sections = new
            case .keepFirst:
                sections = Self.keepingFirst(new)
            case .keepLast:
                let reversed = new.reversed().map { RelSection($0.kind, $0.items.reversed()) }
                sections = Self.keepingFirst(reversed).reversed().map { RelSection($0.kind, $0.items.reversed()) }
            }
            return .done
        }
    }

    /// Sections of a repeated kind merge into the first one; then the first copy of each id stays.
    static func keepingFirst(_ sections: [RelSection]) -> [RelSection] {
        var position: [Kind: Int] = [:]
        var seen = Set<Int>()
        var result: [RelSection] = []
        for section in sections {
            let unique = section.items.filter { seen.insert($0.id).inserted }
            if let index = position[section.kind] {
                result[index].items += unique
            } else {
                position[section.kind] = result.count
                result.append(RelSection(section.kind, unique))
            }
        }
        return result
    }
}

// MARK: - The generator

/// Generates steps that are mostly meaningful for the model's current state (existing rows, valid
/// paths), with a steady share of duplicates, invalid paths, empty and no-op edits.
struct RelGenerator {
    var rng: SeededGenerator
    var nextID = 0
    static let kinds: [Kind] = ["A", "B", "C", "D", "E", .default]

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func version() -> Int { int(0...2) }
    mutating func kind() -> Kind { Self.kinds.randomElement(using: &rng)! }

    mutating func freshItem() -> RelItem {
        nextID += 1
        return RelItem(id: nextID, version: version())
    }

    /// New items, sometimes repeating each other or existing rows.
    mutating func incoming(_ model: RelModel, max: Int = 4) -> [RelItem] {
        let existing = model.sections.flatMap(\.items)
        var items: [RelItem] = []
        for _ in 0..<int(0...max) {
            if chance(8), let row = existing.randomElement(using: &rng) {
                items.append(RelItem(id: row.id, version: version()))
            } else if chance(6), let earlier = items.randomElement(using: &rng) {
                items.append(earlier)
            } else {
                items.append(freshItem())
            }
        }
        return items
    }

    /// A path that is usually a row (or, with `insertion`, a position), sometimes not.
    mutating func path(_ model: RelModel, insertion: Bool = false) -> IndexPath {
        let sections = model.sections
        if chance(7) || sections.isEmpty {
            switch int(0...9) {
            case 0: return IndexPath()
            case 1: return [int(0...3)]
            case 2: return [0, 0, 0]
            case 3: return [-1, 0]
            case 4: return [0, -1]
            case 5: return [Int.max, 0]
            case 6: return [0, Int.min]
            case 7: return [sections.count, 0]
            default: return [int(0...max(0, sections.count - 1)), 1_000]
            }
        }
        let s = int(0...sections.count - 1)
        let count = sections[s].items.count
        if insertion { return [s, int(0...count)] }
        if count == 0 { return [s, 0] }  // no row: an invalid path
        return [s, int(0...count - 1)]
    }

    mutating func randomData(_ model: RelModel) -> [RelSection] {
        if chance(5) { return [] }
        if chance(5) { return model.sections }  // no change
        var pool = model.sections.flatMap(\.items).filter { _ in chance(75) }
        pool = pool.map { chance(15) ? RelItem(id: $0.id, version: version()) : $0 }
        for _ in 0..<int(0...4) { pool.append(freshItem()) }
        pool.shuffle(using: &rng)
        var kinds = Self.kinds.shuffled(using: &rng)
        // Keep most surviving kinds, in a possibly different order.
        let sectionCount = int(0...4)
        kinds = Array(kinds.prefix(sectionCount))
        var result = kinds.map { RelSection($0, []) }
        if result.isEmpty { return [] }
        for item in pool { result[int(0...result.count - 1)].items.append(item) }
        if chance(6), let section = result.randomElement(using: &rng), let item = section.items.first {
            result[int(0...result.count - 1)].items.append(item)  // duplicate id
        }
        if chance(4) { result.append(RelSection(result[0].kind, [])) }  // duplicate kind
        return result
    }

    mutating func step(_ model: RelModel) -> RelStep {
        let total = model.sections.reduce(0) { $0 + $1.items.count }
        let rows = model.sections.flatMap(\.items)
        let op: RelOp
        switch int(0...99) {
        case 0..<10: op = .add(total > 60 ? [] : incoming(model))
        case 10..<18: op = .addTo(incoming(model), kind())
        case 18..<28: op = .insert(incoming(model, max: 3), at: path(model, insertion: true))
        case 28..<37: op = .removeAt((0..<int(0...3)).map { _ in path(model) })
        case 37..<40:
            // Collapse or expand a section (now and then one that does not exist).
            op = .toggle(chance(90) ? (model.sections.randomElement(using: &rng)?.kind ?? kind()) : kind())
        case 40..<47:
            var items = rows.filter { _ in chance(total > 40 ? 40 : 15) }
            if chance(30) { items.append(freshItem()) }  // absent
            op = .removeData(items.shuffled(using: &rng))
        case 47..<58:
            var items = rows.filter { _ in chance(20) }.map { RelItem(id: $0.id, version: version()) }
            items += (0..<int(0...2)).map { _ in freshItem() }
            if chance(8), let item = items.first { items.append(item) }  // duplicate within the call
            op = .upsert(items.shuffled(using: &rng), chance(50) ? kind() : nil)
        case 58..<72: op = .move(path(model), path(model, insertion: true))
        case 72..<78:
            let index =
                chance(8)
                ? [-1, model.sections.count + 1, Int.min].randomElement(using: &rng)! : int(0...model.sections.count)
            op = .insertSection(RelSection(kind(), incoming(model, max: 3)), at: index)
        case 78..<83: op = .removeSection(kind())
        case 83..<89: op = .apply(randomData(model))
        case 89..<91: op = .commitDelete(path(model))
        case 91..<93: op = .moveRow(path(model), path(model, insertion: true))
        case 93..<96:
            // Scroll somewhere, or to a row (now and then one that does not exist).
            let row = chance(90) ? (rows.randomElement(using: &rng)?.id ?? 0) : 999_999
            op = chance(60) ? .scroll(int(0...100)) : .scrollTo(row)
        case 96..<99:
            // Select, deselect (usually existing rows) or tap a row.
            let row = chance(90) ? (rows.randomElement(using: &rng)?.id ?? 0) : 999_999
            switch int(0...2) {
            case 0: op = .select(row)
            case 1: op = .deselect(row)
            default: op = .tap(path(model))
            }
        default: op = .finish
        }
        return RelStep(op: op, animated: !chance(5))
    }

    mutating func config() -> RelConfig {
        var config = RelConfig()
        config.policy = chance(60) ? .reject : chance(50) ? .keepFirst : .keepLast
        config.mode = chance(50) ? .immediate : .manual
        config.style = chance(50) ? .table : .collection
        config.reconfigures = chance(70)
        config.viewport = chance(60)
        config.anchorsFirstVisibleItem = config.viewport && chance(50)
        config.allowsMultipleSelection = chance(50)
        if chance(4) {
            // Now and then a larger list, so applies reorder and move many rows at once.
            let kinds = Self.kinds.shuffled(using: &rng).prefix(int(1...6))
            config.initial = kinds.map { kind in RelSection(kind, (0..<int(0...40)).map { _ in freshItem() }) }
        } else if chance(50) {
            var model = RelModel(sections: [], policy: .reject)
            model.sections = randomData(model)
            config.initial = RelModel.keepingFirst(model.sections)
        }
        return config
    }

    /// A sequence of `count` steps and its configuration, generated against the model.
    mutating func sequence(count: Int) -> (RelConfig, [RelStep]) {
        let config = config()
        var model = RelModel(sections: config.initial, policy: config.policy)
        model.allowsMultipleSelection = config.allowsMultipleSelection
        var steps: [RelStep] = []
        for _ in 0..<count {
            let step = step(model)
            _ = model.perform(step.op)
            steps.append(step)
        }
        return (config, steps)
    }
}

// MARK: - Running a sequence

/// Where and why a sequence failed.
struct RelFailure: CustomStringConvertible {
    var step: Int
    var message: String
    var description: String { "step \(step): \(message)" }
}

/// Counts of what the runs exercised, printed with the summary so a silently trivial run shows.
struct RelStats: CustomStringConvertible {
    var batches = 0
    var reloads = 0
    var reconfigures = 0
    var errors = 0
    var noChange = 0
    var maxItems = 0
    var interactive = 0
    var toggles = 0
    var scrolls = 0
    var selections = 0

    var description: String {
        "\(batches) batches, \(reconfigures) reconfigures, \(reloads) reloadData (not animated or initial), "
            + "\(errors) edits refused with an error, \(noChange) edits changing nothing, \(interactive) swipes and "
            + "reorders, \(toggles) sections collapsed or expanded, \(scrolls) scrolls, \(selections) selections and taps, up to \(maxItems) rows"
    }
}

@MainActor
enum RelRunner {
    /// Runs `steps` on a fresh handler and model; returns the first failure.
    static func run(
        _ config: RelConfig, _ steps: [RelStep], stats: UnsafeMutablePointer<RelStats>? = nil
    ) -> RelFailure? {
        let initial = SectionedData(config.initial.map { Section(kind: $0.kind, items: $0.items) })
        let view = HeadlessListView(style: config.style, animationMode: config.mode)
        let handler = HeadlessHandler<RelDecorator>(view: view)
        try? handler.apply(initial, animated: false)  // the initial data is unique by construction
        handler.duplicatePolicy = config.policy
        handler.reconfiguresUpdatedItems = config.reconfigures
        if config.viewport { view.viewportHeight = 300 }
        if config.anchorsFirstVisibleItem { handler.scrollAnchor = .firstVisibleItem }
        view.allowsMultipleSelection = config.allowsMultipleSelection
        var model = RelModel(sections: config.initial, policy: config.policy)
        model.allowsMultipleSelection = config.allowsMultipleSelection
        final class Log { var diagnostics: [Diagnostic] = [] }
        let log = Log()
        handler.onDiagnostic = { log.diagnostics.append($0) }

        if let problem = consistency(handler, pendingAllowed: false) { return RelFailure(step: -1, message: problem) }
        for (index, step) in steps.enumerated() {
            let eventsBefore = view.events.count
            // A scroll request still waiting for its row (in a collapsed section, or not yet shown) may be
            // carried out by this step, which then scrolls on purpose: the anchor is checked without one.
            let anchor =
                config.anchorsFirstVisibleItem && handler.engine.viewport.pendingScroll == nil
                ? Self.firstVisible(handler) : nil
            let modelOp = Self.modelOp(step.op, handler: handler, model: model)
            let actual: RelOutcome
            do {
                actual = try perform(step, modelOp: modelOp, on: handler)
            } catch {
                actual = RelOutcome(error)
            }
            let before = model.sections
            var expected = model.perform(modelOp)
            if case .commitDelete = step.op { expected = .done }
            switch (step.op, modelOp) {
            case (.commitDelete, .removeData), (.moveRow, .move): stats?.pointee.interactive += 1
            case (.toggle, _) where !expected.isError: stats?.pointee.toggles += 1
            case (.scroll, _), (.scrollTo, _): stats?.pointee.scrolls += 1
            case (.select, _), (.deselect, _), (.tap, .select), (.tap, .deselect): stats?.pointee.selections += 1
            default: break
            }
            if let stats {
                if expected.isError {
                    stats.pointee.errors += 1
                } else if before == model.sections {
                    stats.pointee.noChange += 1
                }
                stats.pointee.maxItems = max(stats.pointee.maxItems, model.sections.reduce(0) { $0 + $1.items.count })
            }
            if actual != expected {
                return RelFailure(step: index, message: "\(step): handler answered \(actual), the model \(expected)")
            }
            let data = handler.data.sections.map { RelSection($0.kind, $0.items) }
            if Set(handler.selectedIDs) != model.selected {
                return RelFailure(
                    step: index,
                    message: "\(step): selected \(handler.selectedIDs.sorted()), the model \(model.selected.sorted())")
            }
            if Set(handler.collapsedSections) != model.collapsed {
                return RelFailure(
                    step: index,
                    message: "\(step): collapsed \(handler.collapsedSections), the model \(model.collapsed.sorted())")
            }
            if data != model.sections {
                return RelFailure(
                    step: index,
                    message: "\(step): data differs from the model\nhandler: \(data)\nmodel:   \(model.sections)")
            }
            if !log.diagnostics.isEmpty {
                return RelFailure(step: index, message: "\(step): diagnostic \(log.diagnostics)")
            }
            if step.animated, view.events[eventsBefore...].contains(.reloadData) {
                return RelFailure(
                    step: index,
                    message: "\(step): an animated edit fell back to reloadData; events \(view.events[eventsBefore...])"
                )
            }
            if let problem = consistency(handler, pendingAllowed: true) {
                return RelFailure(step: index, message: "\(step): \(problem)")
            }
            if let anchor, Self.keepsAnchor(step.op), let now = Self.position(of: anchor.id, in: handler),
                view.contentOffset > 0, view.contentOffset < view.maximumContentOffset, abs(now - anchor.offset) > 0.001
            {
                return RelFailure(
                    step: index,
                    message:
                        "\(step): the first visible row \(anchor.id) moved from \(anchor.offset) to \(now) on screen")
            }
            if view.contentOffset < 0 || view.contentOffset > view.maximumContentOffset {
                return RelFailure(
                    step: index,
                    message: "\(step): content offset \(view.contentOffset) outside 0...\(view.maximumContentOffset)")
            }
        }
        view.finishAnimations()
        if let problem = consistency(handler, pendingAllowed: false) {
            return RelFailure(step: steps.count, message: "after the last animation: \(problem)")
        }
        if !log.diagnostics.isEmpty { return RelFailure(step: steps.count, message: "diagnostic \(log.diagnostics)") }
        if let stats {
            for event in view.events {
                switch event {
                case .batch: stats.pointee.batches += 1
                case .reloadData: stats.pointee.reloads += 1
                case .reconfigure, .reconfigureSupplementaryViews: stats.pointee.reconfigures += 1
                }
            }
        }
        return nil
    }

    /// The model's equivalent of an interactive edit, read from what the view shows now: the row the
    /// view shows at a swiped path is removed by identity; a reorder is a move while the view is up to
    /// date (else it is skipped: UIKit cannot start a drag mid-update here, and `.finish` stands in).
    static func modelOp(_ op: RelOp, handler: HeadlessHandler<RelDecorator>, model: RelModel) -> RelOp {
        switch op {
        case .commitDelete(let path):
            // The view shows no row of a collapsed section: nobody can swipe one.
            guard let item = handler.engine.displayedData.item(at: path),
                !handler.engine.displayedData.sections[path[0]].isCollapsed
            else { return .finish }
            return .removeData([item])
        case .tap(let path):
            // A tap on the row the view shows, when the view is up to date: in single selection it
            // selects that row; with multiple selection it toggles it.
            guard handler.engine.isViewUpToDate, let item = handler.engine.displayedData.item(at: path),
                !handler.engine.displayedData.sections[path[0]].isCollapsed
            else { return .finish }
            return model.allowsMultipleSelection && model.selected.contains(item.id)
                ? .deselect(item.id) : .select(item.id)
        case .moveRow(let from, let to):
            guard handler.engine.isViewUpToDate, from != to else { return .finish }
            let shown = handler.engine.displayedData.sections
            guard from.count == 2, to.count == 2, from[0] >= 0, to[0] >= 0, from[0] < shown.count,
                to[0] < shown.count, !shown[from[0]].isCollapsed, !shown[to[0]].isCollapsed
            else { return .finish }
            var probe = model
            guard !probe.perform(.move(from, to)).isError else { return .finish }
            return .move(from, to)
        default:
            return op
        }
    }

    static func perform(
        _ step: RelStep, modelOp: RelOp, on handler: HeadlessHandler<RelDecorator>
    ) throws
        -> RelOutcome
    {
        let animated = step.animated
        switch step.op {
        case .commitDelete(let path): handler.commitDelete(at: path)
        case .moveRow(let from, let to):
            guard case .move = modelOp else { return .done }
            // The view moves the row itself, and its data source hears of it inside the update.
            try handler.view.performBatchUpdates(Changeset(itemMoves: [Move(from: from, to: to)])) {
                handler.commitMove(from: from, to: to)
            }
        case .finish: handler.view.finishAnimations()
        case .add(let items): try handler.addData(items, animated: animated)
        case .addTo(let items, let kind): try handler.addData(items, toSection: kind, animated: animated)
        case .insert(let items, let path): try handler.insertData(items, at: path, animated: animated)
        case .removeAt(let paths): try handler.removeItems(at: paths, animated: animated)
        case .removeData(let items): return .absent(handler.removeData(items, animated: animated).map(\.id))
        case .upsert(let items, let kind): try handler.upsert(items, toSection: kind, animated: animated)
        case .move(let from, let to): try handler.move(from: from, to: to, animated: animated)
        case .insertSection(let section, let index):
            try handler.insertSection(Section(kind: section.kind, items: section.items), at: index, animated: animated)
        case .removeSection(let kind): return .removed(handler.removeSection(kind, animated: animated))
        case .toggle(let kind): try handler.toggle(section: kind, animated: animated)
        case .select(let id): handler.select(id: id)
        case .deselect(let id): handler.deselect(id: id)
        case .tap(let path):
            guard modelOp != .finish else { return .done }
            handler.view.tap(at: path)
        case .scroll(let percent):
            handler.view.scroll(toOffset: handler.view.maximumContentOffset * Double(percent) / 100)
        case .scrollTo(let id): try handler.scrollTo(id: id, animated: animated)
        case .apply(let sections):
            try handler.apply(
                SectionedData(sections.map { Section(kind: $0.kind, items: $0.items) }), animated: animated)
        }
        return .done
    }

    /// The first visible row and its distance from the top of the viewport, when nothing is pending.
    static func firstVisible(_ handler: HeadlessHandler<RelDecorator>) -> (id: Int, offset: Double)? {
        guard !handler.hasPendingUpdates, let path = handler.view.indexPathsForVisibleItems.first,
            let frame = handler.view.frameOfItem(at: path), let item = handler.engine.displayedData.item(at: path)
        else { return nil }
        return (item.id, frame.lowerBound - handler.view.contentOffset)
    }

    /// Where row `id` is on screen now (distance from the top of the viewport), when nothing is
    /// pending and the view shows it.
    static func position(of id: Int, in handler: HeadlessHandler<RelDecorator>) -> Double? {
        guard !handler.hasPendingUpdates else { return nil }
        let shown = handler.engine.displayedData
        for (s, section) in shown.sections.enumerated() where !section.isCollapsed {
            if let i = section.items.firstIndex(where: { $0.id == id }),
                let frame = handler.view.frameOfItem(at: IndexPath(item: i, section: s))
            {
                return frame.lowerBound - handler.view.contentOffset
            }
        }
        return nil
    }

    /// Whether the first visible row must stay in place across `op` (with `.firstVisibleItem`): every
    /// edit, but not the user's own scrolls and drags.
    static func keepsAnchor(_ op: RelOp) -> Bool {
        switch op {
        case .scroll, .scrollTo, .moveRow, .finish: return false
        default: return true
        }
    }

    /// The view against the data: exact when nothing is pending.
    static func consistency(_ handler: HeadlessHandler<RelDecorator>, pendingAllowed: Bool) -> String? {
        if handler.hasPendingUpdates {
            return pendingAllowed ? nil : "updates still pending"
        }
        do {
            try handler.view.verifyMatchesDataSource()
        } catch {
            return "view differs from its data source: \(error)"
        }
        // A collapsed section shows its header and none of its rows.
        let ids = handler.data.sections.map { $0.isCollapsed ? [] : $0.items.map { AnyHashable($0.id) } }
        if handler.view.identities != ids {
            return "view shows \(handler.view.identities), data has \(ids)"
        }
        // The view shows exactly the selected items' rows selected (none of collapsed sections).
        var selectedPaths: [IndexPath] = []
        for (s, section) in handler.data.sections.enumerated() where !section.isCollapsed {
            for (i, item) in section.items.enumerated() where handler.selectedIDs.contains(item.id) {
                selectedPaths.append(IndexPath(item: i, section: s))
            }
        }
        if handler.view.selectedIndexPaths != selectedPaths.sorted() {
            return "view shows \(handler.view.selectedIndexPaths) selected, the selected items are at \(selectedPaths)"
        }
        if handler.view.sectionKinds != handler.data.sections.map({ Optional($0.kind.rawValue) }) {
            return "view shows kinds \(handler.view.sectionKinds), data has \(handler.data.kinds)"
        }
        return nil
    }
}

// MARK: - Shrinking

enum RelShrinker {
    /// The shortest sequence found (by dropping chunks of halving size, then single steps) for which
    /// `fails` still holds. `fails(steps)` must hold on entry.
    static func shrink<Step>(_ steps: [Step], maxRuns: Int = 3_000, fails: ([Step]) -> Bool) -> [Step] {
        var current = steps
        var runs = 0
        var chunk = max(current.count / 2, 1)
        while runs < maxRuns {
            var progressed = false
            var start = 0
            while start < current.count, runs < maxRuns {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                runs += 1
                if fails(candidate) {
                    current = candidate
                    progressed = true
                } else {
                    start += chunk
                }
            }
            if !progressed {
                if chunk == 1 { break }
                chunk = max(chunk / 2, 1)
            }
        }
        return current
    }
}

// MARK: - Budget

enum RelBudget {
    /// Operations per `swift test` run: `DECORUM_SOAK_OPERATIONS`, else 60,000.
    static let operations: Int = {
        if let text = ProcessInfoLite.environment("DECORUM_SOAK_OPERATIONS"), let value = Int(text), value > 0 {
            return value
        }
        return 60_000
    }()
    static let stepsPerSequence = 60
}

// MARK: - Tests

@Suite("Reliability: model-based random edits")
@MainActor
struct ReliabilityTests {
    /// Runs `RelBudget.operations` random steps in sequences of 60, each from its own seed.
    @Test func randomEditSequencesMatchTheModel() {
        let started = ContinuousClock.now
        let sequences = (RelBudget.operations + RelBudget.stepsPerSequence - 1) / RelBudget.stepsPerSequence
        var operations = 0
        var failures = 0
        var stats = RelStats()
        var ran = 0
        for index in 0..<sequences {
            ran += 1
            let seed = TestSeed.base &+ UInt64(index) &* 0x9E37_79B9
            var generator = RelGenerator(seed: seed)
            let (config, steps) = generator.sequence(
                count: min(RelBudget.stepsPerSequence, RelBudget.operations - operations))
            operations += steps.count
            guard let failure = withUnsafeMutablePointer(to: &stats, { RelRunner.run(config, steps, stats: $0) }) else {
                continue
            }
            failures += 1
            let shrunk = RelShrinker.shrink(Array(steps.prefix(failure.step + 1))) { RelRunner.run(config, $0) != nil }
            let shrunkFailure = RelRunner.run(config, shrunk)
            Issue.record(
                """
                Reliability failure, sequence \(index), seed \(seed) (DECORUM_SEED=\(TestSeed.base)):
                \(failure)
                shrunk to \(shrunk.count) of \(steps.count) steps, failing with: \(shrunkFailure.map(String.init(describing:)) ?? "?")
                let config = \(config)
                let steps: [RelStep] = [
                    \(shrunk.map(\.description).joined(separator: ",\n    "))
                ]
                """)
            if failures >= 3 { break }
        }
        let elapsed = ContinuousClock.now - started
        print("Reliability: \(operations) operations in \(ran) sequences, \(failures) failures, \(elapsed); \(stats)")
        #expect(stats.batches > operations / 3, "too few animated batches: \(stats)")
        #expect(failures == 0)
    }

    /// The model and the handler agree on edits to empty data, and on no-op edits.
    @Test(arguments: [DuplicatePolicy.reject, .keepFirst, .keepLast])
    func editsOfEmptyDataAndNoOps(_ policy: DuplicatePolicy) {
        let steps: [RelStep] = [
            RelStep(op: .add([])), RelStep(op: .removeAt([])), RelStep(op: .removeData([])),
            RelStep(op: .upsert([], nil)),
            RelStep(op: .removeAt([[0, 0]])), RelStep(op: .move([0, 0], [0, 0])),
            RelStep(op: .insert([r(1)], at: [0, 0])),
            RelStep(op: .removeSection("A")), RelStep(op: .apply([])), RelStep(op: .removeData([r(9)])),
            RelStep(op: .upsert([r(1), r(2)], nil)), RelStep(op: .upsert([r(1), r(2)], nil)),
            RelStep(op: .move([0, 0], [0, 0])),
            RelStep(op: .apply([RelSection(.default, [r(1), r(2)])])), RelStep(op: .add([r(3), r(3)])),
            RelStep(op: .insertSection(RelSection("A", []), at: 1)),
            RelStep(op: .insertSection(RelSection("A", [r(4)]), at: 0)),
            RelStep(op: .removeAt([[0, 0], [0, 0], [1, 1]])), RelStep(op: .apply([])), RelStep(op: .add([r(5)])),
        ]
        for mode in [HeadlessListView.AnimationMode.immediate, .manual] {
            let config = RelConfig(policy: policy, mode: mode)
            let failure = RelRunner.run(config, steps)
            #expect(failure == nil, "\(config): \(failure.map(String.init(describing:)) ?? "")")
        }
    }

    /// An interactive reorder while edits are queued behind a running animation must move the row the
    /// user dragged (the one the view shows at the source), and only that row.
    ///
    /// Regression (found by this campaign): `ListEngine.recordDisplayedMove(from:to:)` used to apply the
    /// view's index paths to `data` too, which differs from the view while edits are queued, so another
    /// row moved in the data (row 10 instead of the dragged row 1) and the reload then showed that.
    @Test func reorderWhileEditsAreQueuedMovesTheDraggedRow() throws {
        let view = HeadlessListView(animationMode: .manual)
        let handler = try HeadlessHandler<RelDecorator>(view: view, data: SectionedData(items: [r(1), r(2), r(3)]))
        try handler.insertData([r(10)], at: [0, 0])  // shown at once; its animation keeps running
        try handler.insertData([r(20)], at: [0, 0])  // queued behind it
        #expect(handler.engine.displayedData.allItems.map(\.id) == [10, 1, 2, 3])
        let before = handler.data.allItems.map(\.id)  // [20, 10, 1, 2, 3]
        let dragged = handler.engine.displayedData[IndexPath(item: 1, section: 0)].id  // row 1
        handler.commitMove(from: [0, 1], to: [0, 3])
        view.finishAnimations()
        let after = handler.data.allItems.map(\.id)
        #expect(Set(after) == Set(before))
        #expect(after.filter { $0 != dragged } == before.filter { $0 != dragged }, "data \(before) became \(after)")
        // On screen row 1 now follows row 3, so in the data it lands right after row 3 too.
        #expect(after == [20, 10, 2, 3, 1])
        try view.verifyMatchesDataSource()
    }

    /// The shrinker finds the minimal failing subsequence of a synthetic property.
    @Test func shrinkerFindsTheMinimalSequence() {
        let steps = Array(0..<200)
        // Fails when 17 comes before 150 and 99 is present.
        let shrunk = RelShrinker.shrink(steps) {
            $0.contains(99) && ($0.firstIndex(of: 17) ?? .max) < ($0.firstIndex(of: 150) ?? -1)
        }
        #expect(shrunk == [17, 99, 150])
    }

    /// The shrinker really shrinks a failing handler sequence: a model with a deliberately wrong
    /// `move` (it ignores moves) must be caught and reduced to a single move step.
    @Test func aWrongModelIsCaughtAndShrunk() {
        var generator = RelGenerator(seed: TestSeed.base)
        var found = false
        for _ in 0..<50 where !found {
            let (config, steps) = generator.sequence(count: 40)
            func fails(_ steps: [RelStep]) -> Bool {
                // Replays with a wrong expectation: the data must not change on a valid move.
                var model = RelModel(sections: config.initial, policy: config.policy)
                for step in steps {
                    let before = model.sections
                    let outcome = model.perform(step.op)
                    if case .move = step.op, !outcome.isError, before != model.sections { return true }
                }
                return false
            }
            guard fails(steps) else { continue }
            let shrunk = RelShrinker.shrink(steps, fails: fails)
            // 1-minimal: dropping any single step makes it pass; and short.
            for index in shrunk.indices {
                var smaller = shrunk
                smaller.remove(at: index)
                #expect(!fails(smaller), "step \(index) of \(shrunk) is not needed")
            }
            #expect(shrunk.count <= 6, "shrunk to \(shrunk)")
            #expect(shrunk.contains { if case .move = $0.op { return true } else { return false } })
            found = true
        }
        #expect(found)
    }
}

// MARK: - The fuzz property in `swift test`

/// One input of the diff fuzzer (`Fuzz/`), replayed through the same property
/// (`ReliabilityFuzzChecks.swift`).
struct FuzzInput: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var testDescription: String { name }
}

enum FuzzInputs {
    /// The seed corpus (`Fuzz/corpus`), and any input the fuzzer ever found failing (`Fuzz/regressions`).
    static let seeds: [FuzzInput] = [
        (
            "reorder-by-id-and-content",
            [
                0, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 3, 2, 2, 7, 0, 6, 1, 0, 3, 3, 0, 1, 1,
                4, 0, 3, 1, 8, 0,
            ]
        ),
        (
            "reorder-by-value",
            [
                1, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 3, 2, 2, 7, 0, 6, 1, 0, 3, 3, 0, 1, 1,
                4, 0, 3, 1, 8, 0,
            ]
        ),
        (
            "reorder-by-id-only",
            [
                2, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 3, 2, 2, 7, 0, 6, 1, 0, 3, 3, 0, 1, 1,
                4, 0, 3, 1, 8, 0,
            ]
        ),
        (
            "sections-move-items-cross",
            [
                0, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 3, 1, 2, 5, 0, 2, 0, 0, 3, 1, 0, 3, 2,
                6, 0, 4, 2, 7, 0, 4, 0,
            ]
        ),
        ("empty-to-contacts", [0, 0, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0]),
        (
            "contacts-to-empty-sections",
            [0, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 2, 5, 0, 0, 0]
        ),
        (
            "duplicate-id-in-new",
            [128, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 1, 0, 2, 1, 0, 1, 1]
        ),
        (
            "duplicate-kind-in-old",
            [129, 2, 0, 1, 1, 0, 0, 1, 2, 0, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0]
        ),
        (
            "changeset-valid-insert",
            [
                3, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 3, 0, 4, 1, 0, 9, 0, 2, 0, 3, 0, 1, 2,
                4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 1, 5, 3, 0, 1,
            ]
        ),
        (
            "changeset-malformed-paths",
            [
                3, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0,
                5, 0, 2, 2, 6, 0, 7, 0, 4, 4, 0, 6, 2, 1, 1, 1, 3, 193, 5, 1, 65,
            ]
        ),
        (
            "engine-reorder-reject",
            [
                4, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 3, 2, 2, 7, 0, 6, 1, 0, 3, 3, 0, 1, 1,
                4, 0, 3, 1, 8, 0,
            ]
        ),
        (
            "engine-duplicates-keep-first",
            [
                140, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 3, 0, 3, 1, 0, 1, 2, 9, 0, 0, 1, 5,
                1, 2, 1, 6, 0,
            ]
        ),
        (
            "engine-duplicates-keep-last",
            [
                148, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0, 3, 0, 3, 1, 0, 1, 2, 9, 0, 0, 1, 5,
                1, 2, 1, 6, 0,
            ]
        ),
        (
            "engine-old-has-duplicates",
            [132, 1, 0, 2, 1, 0, 1, 1, 3, 0, 3, 1, 0, 2, 0, 3, 0, 1, 2, 4, 0, 5, 0, 2, 2, 6, 0, 7, 0]
        ),
    ].map { FuzzInput(name: $0.0, bytes: $0.1) }
}

@Suite("Reliability: the diff fuzz property")
@MainActor
struct ReliabilityFuzzPropertyTests {
    @Test(arguments: FuzzInputs.seeds)
    func corpusInput(_ input: FuzzInput) throws {
        try runFuzzInput(input.bytes)
    }

    /// 3,000 seeded random inputs through the fuzz property (a tiny in-process fuzz run).
    @Test func seededRandomInputs() throws {
        var rng = SeededGenerator(seed: TestSeed.base &+ 0xF022)
        for index in 0..<3_000 {
            let length = Int.random(in: 0...160, using: &rng)
            let bytes = (0..<length).map { _ in
                // Mostly small values, which decode to small indices and ids.
                Int.random(in: 0..<3, using: &rng) == 0
                    ? UInt8.random(in: 0...255, using: &rng) : UInt8.random(in: 0...12, using: &rng)
            }
            do {
                try runFuzzInput(bytes)
            } catch {
                Issue.record("input \(index) (seed \(TestSeed.base)) fails: \(error)\nbytes: \(bytes)")
                return
            }
        }
    }
}

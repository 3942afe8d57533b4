import AppKit
import DecorumAppKit
import Foundation
import Testing

// A seeded soak of CollectionViewHandler, in real AppKit API: random applies (sections inserted, deleted
// and moved, items moved across them and renamed), adds, removals, moves, upserts, collapses and expands,
// selection by the handler, on the view and by the user's clicks (plain and ⌘), header views switched on and off and a visible area that
// grows and shrinks (stand-in only), the user's drags of items within the view and drops of content from
// outside (stand-in only; some items not movable, some moves refused), edits the app makes from onWillDisplay while the view lays out (held
// until its pass is over), and bursts of several edits before the view is laid out. After every
// step, once settled: the view's sections and items are the handler's data, each item and header view
// shows its own, AppKit raised nothing, no fault was reported, the selected index paths are the
// selected items', and a click reported each item it deselected and selected (onDeselect, onSelect).
//
// As the table's soak: DECORUM_APPKIT_SOAK_STEPS sets the number of steps (small by default, for CI);
// DECORUM_APPKIT_SOAK_SEED replays one seed. A failure names its seed and step.

private enum CollectionSoakBudget {
    static let environment = ProcessInfo.processInfo.environment
    static let steps = environment["DECORUM_APPKIT_SOAK_STEPS"].flatMap { Int($0) } ?? 400
    static let seed = environment["DECORUM_APPKIT_SOAK_SEED"].flatMap { UInt64($0) } ?? 0xC0_2026
}

/// xorshift64* (Vigna, 2016): one seed, one sequence, on every platform. A zero state is never left, so
/// the seed is mixed with a constant first.
private struct XorShiftStar: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed ^ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

@MainActor
private final class CollectionSoak {
    let collectionView = makePeopleCollection(visibleItems: 14)
    let handler: CollectionViewHandler<PersonItemDecorator>
    var generator: XorShiftStar
    var faults: [Diagnostic] = []
    var headers = true
    /// What onSelect (+id) and onDeselect (-id) reported during the current step.
    var heard: [Int] = []
    /// What the last click should have reported, as `heard` does, in index-path order.
    var clickExpects: [Int]?
    private let kindNames = ["K", "L", "M", "N", "O", "P", "Q"]

    init(seed: UInt64) throws {
        generator = XorShiftStar(seed: seed)
        collectionView.allowsMultipleSelection = true
        collectionView.isSelectable = true
        handler = CollectionViewHandler<PersonItemDecorator>(collectionView: collectionView)
        handler.header = SupplementaryRoute(KindElementDecorator.self)
        handler.onDiagnostic = { [unowned self] in if $0.severity == .fault { faults.append($0) } }
        handler.onSelect = { [unowned self] person, _ in heard.append(person.id) }
        handler.onDeselect = { [unowned self] person, _ in heard.append(-person.id) }
        handler.canMove = { person, _ in person.id % 5 != 4 }
        handler.confirmUserEdit = { edit, answer in answer(edit.id % 11 != 10) }
        handler.acceptDrops(of: [.string]) { info in
            (info.draggingPasteboard.pasteboardItems ?? []).compactMap { $0.string(forType: .string) }
                .compactMap(Int.init).map { Person($0) }
        }
        try handler.apply(randomSections())
    }

    private func pick(_ upper: Int) -> Int { Int.random(in: 0..<upper, using: &generator) }

    /// Up to seven sections in a random order, each with a random share of up to 30 ids out of 50.
    private func randomSections() -> SectionedData<Person> {
        let chosen = kindNames.shuffled(using: &generator).prefix(pick(kindNames.count + 1))
        var sections = chosen.map { Section<Person>(kind: Kind($0), items: []) }
        if sections.isEmpty { return SectionedData() }
        for id in (0..<50).shuffled(using: &generator).prefix(pick(31)) {
            let person = Person(id, pick(4) == 0 ? "n\(pick(9))" : nil)
            sections[pick(sections.count)].items.append(person)
        }
        return SectionedData(sections)
    }

    private var everyone: [Person] { handler.data.sections.flatMap(\.items) }

    private var newID: Int { 100 + (everyone.map(\.id).max() ?? 0) + pick(4) }

    private func randomKind() -> Kind { Kind(kindNames[pick(kindNames.count)]) }

    /// A move within the data's bounds: from an item of a section that has one to any place of any section.
    private func randomMove() -> (from: IndexPath, to: IndexPath)? {
        let sections = handler.data.sections
        let withItems = sections.indices.filter { !sections[$0].items.isEmpty }
        guard !withItems.isEmpty else { return nil }
        let source = withItems[pick(withItems.count)]
        let target = pick(sections.count)
        let places = sections[target].items.count + (target == source ? 0 : 1)
        return (
            IndexPath(item: pick(sections[source].items.count), section: source),
            IndexPath(item: pick(places), section: target)
        )
    }

    /// One random edit; returns what it did, for the failure's message.
    func step() throws -> String {
        heard = []
        clickExpects = nil
        switch pick(17) {
        case 0, 1:
            let new = randomSections()
            try handler.apply(new)
            return "apply \(new.sections.map { "\($0.kind.rawValue)\($0.items.map(\.id))" })"
        case 2:
            let added = (0..<1 + pick(3)).map { Person(newID + $0 * 5) }
            let kind = randomKind()
            try handler.addData(added, toSection: kind)
            return "add \(added.map(\.id)) to \(kind.rawValue)"
        case 3:
            let removed = everyone.filter { _ in pick(3) == 0 }
            _ = handler.removeData(removed)
            return "remove \(removed.map(\.id))"
        case 4:
            guard let move = randomMove() else { return "no move" }
            try handler.move(from: move.from, to: move.to)
            return "move \(move.from) → \(move.to)"
        case 5:
            guard let person = everyone.randomElement(using: &generator) else { return "no upsert" }
            try handler.upsert([Person(person.id, "v\(pick(500))")])
            return "upsert \(person.id)"
        case 6:
            guard let section = handler.data.sections.randomElement(using: &generator) else { return "no toggle" }
            try handler.toggle(section: section.kind)
            return "toggle \(section.kind.rawValue)"
        case 7:
            guard let person = everyone.randomElement(using: &generator) else { return "no select" }
            _ = handler.select(item: person)
            return "select \(person.id)"
        case 8:
            handler.deselectAll()
            return "deselect all"
        case 9:
            let paths = (0..<collectionView.numberOfSections).flatMap { section in
                (0..<collectionView.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
            }
            guard let path = paths.randomElement(using: &generator) else { return "no view selection" }
            collectionView.selectionIndexPaths.insert(path)
            return "select \(path) on the view"
        case 10:
            return viewChange()
        case 11:
            let paths = (0..<collectionView.numberOfSections).flatMap { section in
                (0..<collectionView.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
            }
            guard let path = paths.randomElement(using: &generator) else { return "no click" }
            let extending = pick(2) == 0
            let before = collectionView.selectionIndexPaths
            userClick(collectionView, at: path, extending: extending)
            let after = collectionView.selectionIndexPaths
            let ids = handler.data.sections.map { $0.isCollapsed ? [] : $0.items.map(\.id) }
            clickExpects =
                before.subtracting(after).sorted().map { -ids[$0[0]][$0[1]] }
                + after.subtracting(before).sorted().map { ids[$0[0]][$0[1]] }
            return "click \(path)\(extending ? " with ⌘" : "")"
        case 12:
            return displayEdit()
        case 13, 14:
            return userHands(drag: pick(2) == 0)
        default:
            let edits = try (0..<2 + pick(3)).map { _ in try burstEdit() }
            return "burst [\(edits.joined(separator: "; "))]"
        }
    }

    /// An edit the app makes from `onWillDisplay` while the view lays its items out (after the app's own
    /// `reloadData()`, so that every visible item displays again): held until the view's pass is over.
    private func displayEdit() -> String {
        editOnDisplay(
            handler, choice: pick(3), adding: Person(newID), to: randomKind(), orApplying: randomSections()
        ) {
            collectionView.reloadData()
            collectionView.layoutSubtreeIfNeeded()
        }
    }

    /// The user drags items within the view, or drops content from outside (stand-in only: a Mac has no way to
    /// play it in a test), at a place AppKit may propose: on an item, or before one or past a section's last.
    private func userHands(drag: Bool) -> String {
        #if !canImport(ObjectiveC)
        let counts = (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:))
        guard !counts.isEmpty else { return "no drop place" }
        let section = pick(counts.count)
        let on = counts[section] > 0 && pick(3) == 0
        let target = IndexPath(item: pick(counts[section] + (on ? 0 : 1)), section: section)
        let operation: NSCollectionView.DropOperation = on ? .on : .before
        guard drag else {
            let ids = (0..<1 + pick(2)).map { newID + $0 * 5 }
            let items = ids.map { id in
                let item = NSPasteboardItem()
                item.setString("\(id)", forType: .string)
                return item
            }
            let done = collectionView.standInUserDrops(items, to: target, dropOperation: operation)
            return "drop \(ids) at \(target) \(operation): \(done)"
        }
        let paths = counts.indices.flatMap { s in (0..<counts[s]).map { IndexPath(item: $0, section: s) } }
        guard !paths.isEmpty else { return "no drag" }
        let dragged = Set((0..<1 + pick(3)).map { _ in paths[pick(paths.count)] })
        let done = collectionView.standInUserDragItems(dragged, to: target, dropOperation: operation)
        return "drag \(dragged.sorted()) to \(target) \(operation): \(done)"
        #else
        return "no user hands"
        #endif
    }

    /// What the app changes on the view (stand-in only: the layout's headers and visible area).
    private func viewChange() -> String {
        #if !canImport(ObjectiveC)
        if pick(2) == 0 {
            headers.toggle()
            handler.header = headers ? SupplementaryRoute(KindElementDecorator.self) : nil
            collectionView.standInSupplementaryKinds = headers ? [NSCollectionView.elementKindSectionHeader] : []
            return headers ? "headers on" : "headers off"
        }
        collectionView.standInVisibleItemCount = pick(40)
        return "visible \(collectionView.standInVisibleItemCount)"
        #else
        return "no view change"
        #endif
    }

    /// An edit of a burst: several run back to back before the view is laid out.
    private func burstEdit() throws -> String {
        switch pick(3) {
        case 0:
            try handler.apply(randomSections())
            return "apply"
        case 1:
            let person = Person(newID)
            try handler.addData([person], toSection: randomKind())
            return "add \(person.id)"
        default:
            guard let move = randomMove() else { return "no move" }
            try handler.move(from: move.from, to: move.to)
            return "move \(move.from) → \(move.to)"
        }
    }

    /// Everything that must hold once the step settled; each failure as a line.
    func check() -> [String] {
        var failures: [String] = []
        if let clickExpects, heard != clickExpects {
            failures.append("the click reported \(heard) (onSelect +id, onDeselect -id), expected \(clickExpects)")
        }
        let expected = expectedItems(handler.data)
        let counts = (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:))
        if counts != expected.map(\.count) { failures.append("counts \(counts), data \(expected.map(\.count))") }
        let shown = shownItems(collectionView)
        for (section, items) in shown.enumerated() where section < expected.count {
            for (index, text) in items.enumerated() where text != "?" && index < expected[section].count {
                if text != expected[section][index] {
                    failures.append("[\(section), \(index)] shows \(text), data \(expected[section][index])")
                }
            }
        }
        #if !canImport(ObjectiveC)
        let missing = collectionView.standInVisibleIndexPaths.filter { collectionView.item(at: $0) == nil }
        if !missing.isEmpty { failures.append("visible without an item: \(missing)") }
        #endif
        for (section, text) in shownHeaders(collectionView).enumerated() {
            guard let text, section < handler.data.sections.count else { continue }
            let wanted = "header " + handler.data.sections[section].kind.rawValue
            if text != wanted { failures.append("section \(section) header \(text), wanted \(wanted)") }
        }
        if !faults.isEmpty { failures.append("faults \(faults)") }
        let selectedOnView = Set(
            collectionView.selectionIndexPaths.compactMap { path -> Int? in
                guard path[0] < expected.count, path[1] < expected[path[0]].count else { return -1 }
                return Int(expected[path[0]][path[1]].prefix { $0 != ":" })
            })
        let shownIDs = Set(expected.joined().compactMap { Int($0.prefix { $0 != ":" }) })
        let selectedShown = Set(handler.selectedIDs).intersection(shownIDs)
        if selectedOnView != selectedShown {
            failures.append(
                "selected on the view \(selectedOnView.sorted()), selected items shown \(selectedShown.sorted())")
        }
        return failures
    }
}

@Suite("DecorumAppKit: CollectionViewHandler soak")
@MainActor
struct CollectionViewHandlerSoakTests {
    @Test("Seeded soak: after every step the collection view's items are the data, nothing raised, no fault")
    func soak() throws {
        var soak: CollectionSoak?
        let startExceptions = try exceptionsRaised { soak = try CollectionSoak(seed: CollectionSoakBudget.seed) }
        guard let soak else { return }
        defer { withExtendedLifetime(soak.collectionView) {} }
        #expect(startExceptions.isEmpty)
        var recent: [String] = []
        var tally: [String: Int] = [:]
        var mostItems = 0
        defer {
            let done = tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            print(
                "AppKit collection soak, seed \(CollectionSoakBudget.seed): \(CollectionSoakBudget.steps) steps "
                    + "(\(done)); at most \(mostItems) items")
        }
        for step in 0..<CollectionSoakBudget.steps {
            var done = ""
            let exceptions = try exceptionsRaised {
                done = try soak.step()
                settle(soak.collectionView)
            }
            recent = Array((recent + [done]).suffix(4))
            tally[String(done.prefix { $0 != " " }) + (done.hasSuffix(": true") ? " accepted" : ""), default: 0] += 1
            mostItems = max(mostItems, soak.handler.data.sections.map(\.items.count).reduce(0, +))
            let failures = exceptions + soak.check()
            #expect(
                failures.isEmpty,
                "seed \(CollectionSoakBudget.seed), step \(step) (last steps: \(recent.joined(separator: " | "))): \(failures)"
            )
            if !failures.isEmpty { return }
        }
    }
}

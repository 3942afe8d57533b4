import Decorum
import DecorumTesting
import Foundation
import Testing
import UIKit

// Issue #40, "Done when" #2, on both UIKit views: a seeded chaos run on `TableViewHandler` and
// `CollectionViewHandler`, in a window (batches animate and complete on a later turn of the run loop),
// that mixes ordinary edits (adds, inserts, removals, moves, `apply` of random data, sections inserted
// and removed, collapse and expand) with every fault an app can cause without UIKit raising:
// - the view edited behind the handler: the app swaps in a data source that agrees with the view, edits
//   the view itself (`insertRows`, `deleteRows`, `insertSections`, `deleteSections`), then the handler
//   edits or finishes a batch before the app sets the handler's adapter back;
// - `reloadData()` from outside, the handler still the data source (while batches animate too);
// - data-source swaps: another data source with other counts, `reloadData()`, the adapter set back;
// - edits from display callbacks (`onWillDisplay`, during the view's pass over its cells);
// - a batch during a drag: edits while the user holds a row (a table's reorder, stand-in only) or moves an
//   item (a collection view's interactive movement), held until it ends;
// - lying counts: a data source in front of the handler's that answers its counts plus an empty section;
// - user moves and deletes naming paths the handler does not have (the data source's move and commit
//   methods called with stale paths, as a delegate proxy might).
// Every `.fault` diagnostic must carry a report, and `FaultReplay` must reproduce it on a headless view
// (all but a few, counted and bounded: see the test). Faults are
// counted by the fault last injected; the summary line gives injections, faults and reproductions per kind.
// `DECORUM_CHAOS_STEPS` steps a view (2,000 by default), from `DECORUM_CHAOS_SEED`.

/// The chaos run's budget.
private enum ChaosBudget {
    static let environment = ProcessInfo.processInfo.environment
    static let steps = environment["DECORUM_CHAOS_STEPS"].flatMap { Int($0) } ?? 2_000
    static let seed = environment["DECORUM_CHAOS_SEED"].flatMap { UInt64($0) } ?? 0xC4A0_5040
}

/// The faults an app can cause, each injected by the run.
private enum ChaosFault: String, CaseIterable, CustomStringConvertible {
    case editedBehind, outsideReload, dataSourceSwap, editFromDisplay, batchDuringDrag, lyingCounts, stalePath

    var description: String { rawValue }
}

/// A data source that is not the handler's: its own rows (`counts`), or, in front of the handler's
/// adapter, the adapter's answers plus an empty section at the end (lying counts).
@MainActor
private final class OutsideSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    static let identifier = "Outside"
    var counts: [Int]
    /// The handler's adapter, whose counts it lies about and whose cells it shows.
    weak var table: (any UITableViewDataSource)?
    weak var collection: (any UICollectionViewDataSource)?

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int {
        guard let table else { return counts.count }
        return Message.numberOfSections(tableView, table) + 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let table else { return counts.indices.contains(section) ? counts[section] : 0 }
        return section < Message.numberOfSections(tableView, table)
            ? table.tableView(tableView, numberOfRowsInSection: section) : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let table { return table.tableView(tableView, cellForRowAt: indexPath) }
        return tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let collection else { return counts.count }
        return Message.numberOfSections(collectionView, collection) + 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let collection else { return counts.indices.contains(section) ? counts[section] : 0 }
        return section < Message.numberOfSections(collectionView, collection)
            ? collection.collectionView(collectionView, numberOfItemsInSection: section) : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        if let collection { return collection.collectionView(collectionView, cellForItemAt: indexPath) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
    }
}

extension Message {
    /// `numberOfSections(in:)` of `source` (1 when it does not answer).
    fileprivate static func numberOfSections(_ tableView: UITableView, _ source: any UITableViewDataSource) -> Int {
        #if canImport(ObjectiveC)
        source.numberOfSections?(in: tableView) ?? 1
        #else
        source.numberOfSections(in: tableView)
        #endif
    }

    fileprivate static func numberOfSections(
        _ collectionView: UICollectionView, _ source: any UICollectionViewDataSource
    ) -> Int {
        #if canImport(ObjectiveC)
        source.numberOfSections?(in: collectionView) ?? 1
        #else
        source.numberOfSections(in: collectionView)
        #endif
    }

    /// The data source hears of a move the view did not make (a delegate proxy passing a stale path on).
    fileprivate static func move(_ tableView: UITableView, _ source: IndexPath, _ destination: IndexPath) {
        #if canImport(ObjectiveC)
        tableView.dataSource?.tableView?(tableView, moveRowAt: source, to: destination)
        #else
        tableView.dataSource?.tableView(tableView, moveRowAt: source, to: destination)
        #endif
    }

    fileprivate static func move(_ collectionView: UICollectionView, _ source: IndexPath, _ destination: IndexPath) {
        #if canImport(ObjectiveC)
        collectionView.dataSource?.collectionView?(collectionView, moveItemAt: source, to: destination)
        #else
        collectionView.dataSource?.collectionView(collectionView, moveItemAt: source, to: destination)
        #endif
    }
}

/// What the app changes on the view behind the handler's back.
private enum BehindEdit {
    case insertRow(IndexPath)
    case deleteRow(IndexPath)
    case insertSection(Int, rows: Int)
    case deleteSection(Int)

    /// `counts` after the edit.
    func applied(to counts: [Int]) -> [Int] {
        var counts = counts
        switch self {
        case .insertRow(let path): counts[path[0]] += 1
        case .deleteRow(let path): counts[path[0]] -= 1
        case .insertSection(let section, let rows): counts.insert(rows, at: section)
        case .deleteSection(let section): counts.remove(at: section)
        }
        return counts
    }
}

/// The view a chaos run drives, through the UIKit calls an app makes.
@MainActor
private protocol ChaosView: AnyObject {
    /// The view's own counts (its bookkeeping).
    var counts: [Int] { get }
    var dataSource: AnyObject? { get set }
    /// The app's data source in front of the handler's adapter (`counts` ignored: it lies about the adapter's).
    func lying(_ source: OutsideSource)
    func edit(_ edit: BehindEdit)
    func reloadData()
    /// The data source hears of a user move (from a proxy, say) the view did not make.
    func move(from source: IndexPath, to destination: IndexPath)
    /// The data source hears of a swipe to delete; `false` when the view has none (a collection view).
    func delete(at path: IndexPath) -> Bool
    /// Runs `during` while the user drags (batches wait), its path and end picked by `choice`; `false` when no
    /// drag could start.
    func drag(_ choice: Int, during: () -> Void) -> Bool
}

@MainActor
private final class ChaosTable: ChaosView {
    let tableView: UITableView
    init(_ tableView: UITableView) {
        self.tableView = tableView
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: OutsideSource.identifier)
    }

    var counts: [Int] { (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) } }

    var dataSource: AnyObject? {
        get { tableView.dataSource }
        set { tableView.dataSource = newValue as? any UITableViewDataSource }
    }

    func lying(_ source: OutsideSource) { source.table = tableView.dataSource }

    func edit(_ edit: BehindEdit) {
        switch edit {
        case .insertRow(let path): tableView.insertRows(at: [path], with: .automatic)
        case .deleteRow(let path): tableView.deleteRows(at: [path], with: .automatic)
        case .insertSection(let section, _): tableView.insertSections([section], with: .automatic)
        case .deleteSection(let section): tableView.deleteSections([section], with: .automatic)
        }
    }

    func reloadData() { tableView.reloadData() }
    func move(from source: IndexPath, to destination: IndexPath) { Message.move(tableView, source, destination) }

    func delete(at path: IndexPath) -> Bool {
        Message.commitDelete(tableView, path)
        return true
    }

    /// The user holds a row (the stand-in's reorder; on a device a test cannot hold one), then drops it in
    /// place or cancels.
    func drag(_ choice: Int, during: () -> Void) -> Bool {
        #if canImport(ObjectiveC)
        return false
        #else
        tableView.setEditing(true, animated: false)
        defer { tableView.setEditing(false, animated: false) }
        tableView.standInBeginReordering()
        during()
        if choice % 2 == 0, let path = (tableView.indexPathsForVisibleRows ?? []).first {
            tableView.standInUserMoveRow(from: path, to: path)
        } else {
            tableView.standInCancelReordering()
        }
        return true
        #endif
    }
}

@MainActor
private final class ChaosCollection: ChaosView {
    let collectionView: UICollectionView
    let handler: CollectionViewHandler<ContactTileDecorator>

    init(_ collectionView: UICollectionView, handler: CollectionViewHandler<ContactTileDecorator>) {
        self.collectionView = collectionView
        self.handler = handler
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: OutsideSource.identifier)
    }

    var counts: [Int] {
        (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }

    var dataSource: AnyObject? {
        get { collectionView.dataSource }
        set { collectionView.dataSource = newValue as? any UICollectionViewDataSource }
    }

    func lying(_ source: OutsideSource) { source.collection = collectionView.dataSource }

    func edit(_ edit: BehindEdit) {
        switch edit {
        case .insertRow(let path): collectionView.insertItems(at: [path])
        case .deleteRow(let path): collectionView.deleteItems(at: [path])
        case .insertSection(let section, _): collectionView.insertSections([section])
        case .deleteSection(let section): collectionView.deleteSections([section])
        }
    }

    func reloadData() { collectionView.reloadData() }
    func move(from source: IndexPath, to destination: IndexPath) { Message.move(collectionView, source, destination) }
    func delete(at path: IndexPath) -> Bool { false }

    /// The user moves an item through the handler's interactive movement, over another, then it ends.
    func drag(_ choice: Int, during: () -> Void) -> Bool {
        let visible = collectionView.indexPathsForVisibleItems.sorted()
        guard !visible.isEmpty else { return false }
        let (from, over) = (visible[choice % visible.count], visible[(choice / 7) % visible.count])
        guard
            let frame = collectionView.layoutAttributesForItem(at: over)?.frame,
            handler.beginInteractiveMovementForItem(at: from)
        else { return false }
        during()
        handler.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
        if choice % 2 == 0 { handler.endInteractiveMovement() } else { handler.cancelInteractiveMovement() }
        return true
    }
}

/// Counts per fault kind.
private struct Tally: CustomStringConvertible {
    var counts: [ChaosFault: Int] = [:]
    var total: Int { counts.values.reduce(0, +) }
    subscript(kind: ChaosFault) -> Int {
        get { counts[kind, default: 0] }
        set { counts[kind] = newValue }
    }

    var description: String {
        "\(total) (" + ChaosFault.allCases.map { "\($0) \(self[$0])" }.joined(separator: ", ") + ")"
    }
}

/// A report that did not reproduce, for the failure message.
private struct Miss {
    var kind: ChaosFault?
    var diagnostic: String
    var detail: String
}

@MainActor
private final class ChaosRun<D: CellDecorator> where D.Data == Contact, D.ID == Int {
    let handler: ListHandler<D>
    let view: any ChaosView
    var rng: SplitMix
    var nextID = 0
    var injected = Tally()
    var faults = Tally()
    var reproduced = Tally()
    var unattributed = 0
    var missingReports = 0
    var largestText = 0
    var misses: [Miss] = []
    /// Reports whose replay met the same reason (the same counts) with another batch, met no such
    /// fault, or stopped at an operation that did not apply (see the test for why).
    var otherBatch = Tally()
    var notMet = Tally()
    var stopped = Tally()
    var raises: [String] = []
    /// The fault last injected: the one a diagnostic reports (it may surface a step later).
    var lastKind: ChaosFault?
    private var pending: [(Diagnostic, ChaosFault?)] = []
    static var kinds: [Kind] { ["A", "B", "C", "D"] }

    init(handler: ListHandler<D>, view: any ChaosView, seed: UInt64) {
        self.handler = handler
        self.view = view
        rng = SplitMix(state: seed)
        handler.canMove = { _, _ in true }
        handler.canEdit = { _, _ in true }
        handler.onDiagnostic = { [weak self] diagnostic in
            guard let self, diagnostic.severity == .fault else { return }
            self.pending.append((diagnostic, self.lastKind))
        }
    }

    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    func fresh(_ count: Int) -> [Contact] {
        (0..<count).map { _ in
            nextID += 1
            return Contact(id: nextID, name: "secret-n\(nextID)")
        }
    }

    /// A row of the data, if any.
    func row() -> IndexPath? {
        let data = handler.data
        let sections = data.sections.indices.filter { !data.sections[$0].items.isEmpty }
        guard let s = sections.randomElement(using: &rng) else { return nil }
        return IndexPath(item: int(0...data.sections[s].items.count - 1), section: s)
    }

    /// One ordinary edit (refused ones too: they change nothing).
    func edit() {
        let data = handler.data
        let animated = !chance(5)
        let kinds = data.sections.map(\.kind)
        let roll = data.itemCount > 24 ? 95 : int(0...99)
        switch roll {
        case 0..<15:
            try? handler.addData(
                fresh(int(1...3)), toSection: Self.kinds.randomElement(using: &rng)!, animated: animated)
        case 15..<27:
            guard let s = data.sections.indices.randomElement(using: &rng) else { return }
            let path = IndexPath(item: int(0...data.sections[s].items.count), section: s)
            try? handler.insertData(fresh(int(1...2)), at: path, animated: animated)
        case 27..<39:
            guard let path = row() else { return }
            try? handler.removeItems(at: [path], animated: animated)
        case 39..<52:
            guard let from = row(), let s = data.sections.indices.randomElement(using: &rng) else { return }
            let count = data.sections[s].items.count - (s == from[0] ? 1 : 0)
            try? handler.move(from: from, to: IndexPath(item: int(0...max(0, count)), section: s), animated: animated)
        case 52..<64:
            var pool = data.sections.flatMap(\.items).filter { _ in chance(80) } + fresh(int(0...3))
            pool.shuffle(using: &rng)
            var sections = Self.kinds.shuffled(using: &rng).prefix(int(1...4)).map { Section<Contact>(kind: $0) }
            for item in pool { sections[int(0...sections.count - 1)].items.append(item) }
            try? handler.apply(SectionedData(sections), animated: animated)
        case 64..<74:
            guard let kind = Self.kinds.filter({ !kinds.contains($0) }).randomElement(using: &rng) else { return }
            try? handler.insertSection(
                Section(kind: kind, items: fresh(int(0...3))), at: int(0...kinds.count), animated: animated)
        case 74..<82:
            guard let kind = kinds.randomElement(using: &rng) else { return }
            _ = handler.removeSection(kind, animated: animated)
        case 82..<92:
            guard let kind = kinds.randomElement(using: &rng) else { return }
            if handler.isCollapsed(kind) {
                try? handler.expand(section: kind, animated: animated)
            } else {
                try? handler.collapse(section: kind, animated: animated)
            }
        default:
            let doomed = data.sections.flatMap(\.items).filter { _ in chance(30) }
            _ = handler.removeData(doomed, animated: animated)
        }
    }

    /// Ordinary edits, then now and then a fault, before the run loop turns; then it turns.
    func step() {
        let raised = raisedExceptions {
            for _ in 0..<int(0...3) { edit() }
            if chance(45) { inject(ChaosFault.allCases.randomElement(using: &rng)!) }
            if chance(30) { edit() }
            Driver.settle()
        }
        raises += raised
        check()
    }

    /// Each fault since the last check: a report, whose replay meets the same diagnostic.
    private func check() {
        let diagnostics = pending
        pending = []
        for (diagnostic, kind) in diagnostics {
            guard let kind else {
                unattributed += 1
                misses.append(
                    Miss(kind: nil, diagnostic: diagnostic.description, detail: "a fault before any injection"))
                continue
            }
            faults[kind] += 1
            #expect(diagnostic.report != nil, "\(diagnostic)")
            guard let report = diagnostic.report else {
                missingReports += 1
                continue
            }
            // The text a crash reporter gets: under 8 KB, no item in it, and read back as the report.
            let text = report.text
            largestText = max(largestText, text.utf8.count)
            #expect(text.utf8.count < 8 * 1024)
            #expect(!text.contains("secret"), "a report holds an item: \(text)")
            #expect((try? FaultReport(text: text)) == report, "\(text)")
            do {
                let outcome = try FaultReplay(FaultReport(text: text)).run()
                if outcome.reproduces {
                    reproduced[kind] += 1
                } else {
                    if outcome.faults.contains(where: { $0.reason == diagnostic.reason }) {
                        otherBatch[kind] += 1
                    } else {
                        notMet[kind] += 1
                    }
                    misses.append(
                        Miss(
                            kind: kind, diagnostic: diagnostic.description,
                            detail: "replayed: \(outcome.faults.map(\.description))\n"
                                + "start \(String(describing: report.start))\n"
                                + report.entries.map { "  \($0.operation) \($0.state.rawValue)" }.joined(
                                    separator: "\n")
                        ))
                }
            } catch {
                stopped[kind] += 1
                misses.append(
                    Miss(
                        kind: kind, diagnostic: diagnostic.description,
                        detail: "replay threw \(error)\nstart \(String(describing: report.start))\n"
                            + report.entries.map { "  \($0.operation) \($0.state.rawValue)" }.joined(separator: "\n")))
            }
        }
    }

    // MARK: Faults

    func inject(_ kind: ChaosFault) {
        let previous = lastKind
        lastKind = kind  // a fault may surface during the injection (an edit while another source shows)
        let done: Bool
        switch kind {
        case .editedBehind: done = editBehind()
        case .outsideReload: done = outsideReload()
        case .dataSourceSwap: done = swapDataSource()
        case .editFromDisplay: done = editFromDisplay()
        case .batchDuringDrag: done = view.drag(int(0...1_000)) { for _ in 0..<int(1...3) { edit() } }
        case .lyingCounts: done = lie()
        case .stalePath: done = stalePath()
        }
        if done { injected[kind] += 1 } else { lastKind = previous }
    }

    /// While the foreign `source` is the data source: the app edits through the handler, or the run loop
    /// turns (a batch waiting behind an animation starts), or nothing; then the adapter goes back.
    private func whileSwapped(_ source: OutsideSource, _ body: () -> Void) {
        let adapter = view.dataSource
        view.dataSource = source
        body()
        switch int(0...2) {
        case 0: edit()
        case 1: Driver.settle()
        default: break
        }
        view.dataSource = adapter
    }

    private func editBehind() -> Bool {
        let counts = view.counts
        var edits: [BehindEdit] = [.insertSection(int(0...counts.count), rows: int(0...2))]
        let rows = counts.indices.filter { counts[$0] > 0 }
        if let s = counts.indices.randomElement(using: &rng) {
            edits.append(.insertRow(IndexPath(item: int(0...counts[s]), section: s)))
            edits.append(.deleteSection(s))
        }
        if let s = rows.randomElement(using: &rng) {
            edits.append(.deleteRow(IndexPath(item: int(0...counts[s] - 1), section: s)))
        }
        let change = edits.randomElement(using: &rng)!
        let source = OutsideSource(counts: counts)
        whileSwapped(source) {
            view.reloadData()
            _ = view.counts  // the view has read the source's counts (a collection view reads them lazily)
            source.counts = change.applied(to: counts)
            view.edit(change)
        }
        return true
    }

    private func outsideReload() -> Bool {
        view.reloadData()
        return true
    }

    private func swapDataSource() -> Bool {
        let counts = view.counts
        var other = (0..<int(0...4)).map { _ in int(0...4) }
        if other == counts { other.append(1) }
        whileSwapped(OutsideSource(counts: other)) { view.reloadData() }
        return true
    }

    private func editFromDisplay() -> Bool {
        var made = false
        handler.onWillDisplay = { [self] _ in
            guard !made else { return }
            made = true
            edit()
        }
        view.reloadData()
        Driver.settle()
        handler.onWillDisplay = nil
        return true
    }

    private func lie() -> Bool {
        let source = OutsideSource(counts: [])
        view.lying(source)
        whileSwapped(source) { if chance(50) { view.reloadData() } }
        return true
    }

    /// A move or a delete named by paths the handler does not show: past the sections, past the rows, or
    /// a row of a collapsed section.
    private func stalePath() -> Bool {
        let shown = handler.data
        func stale() -> IndexPath {
            let collapsed = shown.sections.indices.filter { shown.sections[$0].isCollapsed && !shown[$0].items.isEmpty }
            switch int(0...2) {
            case 0: return IndexPath(item: int(0...3), section: shown.sections.count + int(0...2))
            case 1:
                guard let s = shown.sections.indices.randomElement(using: &rng) else { return [0, 0] }
                return IndexPath(item: shown[s].items.count + int(1...3), section: s)
            default:
                guard let s = collapsed.randomElement(using: &rng) else { return [shown.sections.count, 0] }
                return IndexPath(item: 0, section: s)
            }
        }
        if chance(25), view.delete(at: stale()) { return true }
        let valid = row() ?? [0, 0]
        if chance(50) { view.move(from: stale(), to: valid) } else { view.move(from: valid, to: stale()) }
        return true
    }
}

@Suite("Chaos: every fault an app can cause replays from its report (UIKit views)")
@MainActor
struct FaultChaosTests {
    @Test(
        "every fault on a table or a collection view carries a report whose replay reproduces it",
        arguments: SeededUIKitView.allCases)
    func chaos(view: SeededUIKitView) throws {
        let start = Date()  // ContinuousClock is iOS 16+; the suite compiles for iOS 13
        let initial = SectionedData([
            Section(kind: "A", items: (1...4).map { Contact(id: -$0, name: "secret-a\($0)") }),
            Section(kind: "B", items: (5...7).map { Contact(id: -$0, name: "secret-b\($0)") }),
        ])
        let seed = ChaosBudget.seed &+ (view == .table ? 0 : 0x9E37_79B9)
        switch view {
        case .table:
            let (window, tableView) = makeTable(height: 300)
            let handler = try TableViewHandler<ContactRowDecorator>(tableView: tableView, data: initial)
            let run = ChaosRun(handler: handler, view: ChaosTable(tableView), seed: seed)
            try finish(run, view: view, since: start)
            _ = window
        case .collection:
            let (window, collectionView) = makeCollection(height: 300)
            let handler = try CollectionViewHandler<ContactTileDecorator>(collectionView: collectionView, data: initial)
            let run = ChaosRun(
                handler: handler, view: ChaosCollection(collectionView, handler: handler), seed: seed)
            try finish(run, view: view, since: start)
            _ = window
        }
    }

    private func finish<D>(_ run: ChaosRun<D>, view: SeededUIKitView, since start: Date) throws {
        Driver.settle()
        for _ in 0..<ChaosBudget.steps { run.step() }
        let elapsed = String(format: "%.1f s", Date().timeIntervalSince(start))
        print(
            "FaultChaos \(view): \(ChaosBudget.steps) steps in \(elapsed); injected \(run.injected); "
                + "faults \(run.faults); reproduced \(run.reproduced); not reproduced \(run.misses.count): "
                + "the same reason with another batch \(run.otherBatch.total), the fault not met "
                + "\(run.notMet.total), an operation that did not apply \(run.stopped.total); "
                + "\(run.missingReports) without a report, largest report \(run.largestText) bytes")
        #expect(run.raises.isEmpty, "UIKit raised: \(run.raises.prefix(3))")
        #expect(run.missingReports == 0 && run.unattributed == 0)
        #expect(run.faults.total > 0, "no fault happened")
        // Not every report replays (issue #40). Found by this test: when the handler matched by identity
        // across a span where the view and the data disagreed, an item or a section deleted and inserted
        // again was one to the app and two to the replay (FaultReplayTests.moveWhileApplyWaitsReplays);
        // reports now name such rows by identity tokens. At 100,000 steps 29 of 9,086 (table) and 13 of
        // 10,756 (collection) still do not replay, 27 of them faults met by an edit from a display callback
        // right after the app's own reloadData (the report records that reload as an outside change, which
        // the replay shows through another data source). At most 1 report in 50.
        #expect(
            run.misses.count * 50 <= run.faults.total, "\(run.misses.count) of \(run.faults.total) did not reproduce")
        for miss in run.misses.prefix(3) where run.misses.count * 50 > run.faults.total {
            Issue.record("\(miss.kind.map(\.rawValue) ?? "no injection"): \(miss.diagnostic)\n\(miss.detail)")
        }
        for kind in ChaosFault.allCases where !(kind == .batchDuringDrag && view == .table && !Driver.isStandIn) {
            #expect(run.injected[kind] > 0, "\(kind) was never injected")
        }
    }
}

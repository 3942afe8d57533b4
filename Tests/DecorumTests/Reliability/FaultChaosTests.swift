@_spi(Binding) import Decorum
import DecorumTesting
import Foundation
import Testing

/// The chaos run of issue #40 on the headless view: ordinary edits mixed with every fault an app can
/// cause, and for every fault the handler reports, a report whose replay meets the same fault.
/// `DECORUM_CHAOS_STEPS` sets the steps per view style (2,000 by default).
@MainActor
@Suite("Fault reports: the chaos run (headless)")
struct FaultChaosTests {
    static let steps = ProcessInfo.processInfo.environment["DECORUM_CHAOS_STEPS"].flatMap { Int($0) } ?? 2_000

    @Test("every fault of the chaos run carries a report that replays to it", arguments: [false, true])
    func everyFaultReplays(collection: Bool) throws {
        var chaos = Chaos(seed: TestSeed.base &+ (collection ? 40 : 41), collection: collection)
        for _ in 0..<Self.steps { chaos.step() }
        chaos.view.finishAnimations()
        let tally = chaos.tally
        print("Chaos (headless \(collection ? "collection" : "table")), \(Self.steps) steps: \(tally)")
        #expect(tally.faults > 0)
        #expect(tally.unreported == 0)
        #expect(tally.badText == 0, "a report's text held an item, or did not read back as the report")
        #expect(tally.largestText < 8 * 1024)
        // Not every report replays: about 1 in 170 at 100,000 steps (6,947 of 6,984 on the table, 6,568 of
        // 6,611 on the collection view, with identity tokens), all in runs of drops, outside changes and
        // uncommitted updates where the replay parts from the app's run before the fault. More than 1 in
        // 50 fails.
        #expect(
            tally.faults - tally.reproduced <= tally.faults / 50, "\(chaos.misses.prefix(3).joined(separator: "\n"))")
        for kind in Chaos.Fault.allCases {
            #expect(tally.injected[kind, default: 0] > 0, "never injected: \(kind)")
        }
    }
}

/// An item whose identity and content a report must never hold: each row shows `secret-<number>`.
struct ChaosItem: Hashable, Sendable, CustomStringConvertible {
    var number: Int
    var description: String { "secret-\(number)" }
}

enum ChaosDecorator: CellDecorator {
    static func update(_ cell: HeadlessCell, with item: ChaosItem) {}
}

@MainActor
struct Chaos {
    /// The faults an app can cause, each injected on its own.
    enum Fault: String, CaseIterable, CustomStringConvertible {
        /// Another data source with other counts, reloaded, then the handler's set back.
        case swappedDataSource
        /// Another data source with the same counts (other rows): the view reloads from it.
        case sameCountsOtherRows
        /// The handler's data source answering while another lies about its counts for a few steps.
        case lyingCounts
        /// `reloadData()` from outside (the handler still the data source).
        case outsideReload
        /// An edit from inside the view's pass over its cells (a display callback).
        case editFromDisplay
        /// An edit while the user drags a row.
        case editDuringDrag
        /// The view telling its data source of a move from a path it does not show (a stale path).
        case stalePathMove
        var description: String { rawValue }
    }

    struct Tally: CustomStringConvertible {
        var faults = 0
        var reproduced = 0
        var unreported = 0
        var injected: [Fault: Int] = [:]
        var reasons: [String: Int] = [:]
        var longestReport = 0
        var largestText = 0
        var badText = 0
        var description: String {
            let kinds = Fault.allCases.map { "\($0) \(injected[$0, default: 0])" }.joined(separator: ", ")
            let why = reasons.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            return "\(faults) faults (\(why)), \(reproduced) reproduced, \(unreported) without a report; "
                + "longest report \(longestReport) entries, largest text \(largestText) bytes, \(badText) bad texts; "
                + "injected: \(kinds)"
        }
    }

    var rng: SeededGenerator
    let view: HeadlessListView
    let handler: HeadlessHandler<ChaosDecorator>
    var tally = Tally()
    var misses: [String] = []
    private var next = 1
    private var liar: RogueSource?
    private var liarSteps = 0
    private var pendingFaults: [Diagnostic] = []
    private let faults = FaultBox()

    final class FaultBox { var list: [Diagnostic] = [] }

    init(seed: UInt64, collection: Bool) {
        rng = SeededGenerator(seed: seed)
        view = HeadlessListView(style: collection ? .collection : .table, animationMode: .manual)
        handler = HeadlessHandler<ChaosDecorator>(view: view)
        handler.canMove = { _, _ in true }
        handler.canEdit = { _, _ in true }
        let box = faults
        handler.onDiagnostic = { box.list.append($0) }
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func fresh(_ count: Int) -> [ChaosItem] {
        defer { next += count }
        return (next..<next + count).map(ChaosItem.init(number:))
    }

    mutating func step() {
        if liar != nil {
            liarSteps -= 1
            if liarSteps <= 0 { endLie() }
        }
        switch int(0...99) {
        case 0..<40: edit()
        case 40..<58: view.finishAnimations()
        case 58..<62: view.isInWindow = chance(70)
        case 62..<66: inject(.swappedDataSource)
        case 66..<69: inject(.sameCountsOtherRows)
        case 69..<71: inject(.lyingCounts)
        case 71..<76: inject(.outsideReload)
        case 76..<83: inject(.editFromDisplay)
        case 83..<90: inject(.editDuringDrag)
        case 90..<94: inject(.stalePathMove)
        case 94..<97: userMove()
        default: applyRandomData()
        }
        check()
    }

    /// Checks each new fault: it has a report, and the report replays to it.
    mutating func check() {
        let new = faults.list
        faults.list = []
        for fault in new {
            tally.faults += 1
            tally.reasons["\(fault.reason)".prefix { $0 != "(" }.description, default: 0] += 1
            guard let report = fault.report else {
                tally.unreported += 1
                continue
            }
            tally.longestReport = max(tally.longestReport, report.entries.count)
            let text = report.text
            tally.largestText = max(tally.largestText, text.utf8.count)
            if text.contains("secret") || (try? FaultReport(text: text)) != report { tally.badText += 1 }
            let outcome = try? FaultReplay(FaultReport(text: text)).run()
            if outcome?.reproduces == true {
                tally.reproduced += 1
            } else if misses.count < 5 {
                misses.append(
                    "\(fault)\nreplayed: \(outcome.map { "\($0.faults)" } ?? "threw")\nentries: "
                        + report.entries.map { "\($0.operation) \($0.state.rawValue)" }.joined(separator: "\n  "))
            }
        }
    }

    mutating func inject(_ fault: Fault) {
        tally.injected[fault, default: 0] += 1
        switch fault {
        case .swappedDataSource:
            let counts = (0..<int(0...3)).map { _ in int(0...4) }
            swapIn(RogueSource(counts))
        case .sameCountsOtherRows:
            swapIn(RogueSource(view.numberOfSectionsCounts))
        case .lyingCounts:
            guard liar == nil else { return }
            let source = RogueSource((0..<int(1...3)).map { _ in int(0...4) })
            liar = source
            liarSteps = int(1...4)
            handlerSource = view.dataSource
            view.dataSource = source
        case .outsideReload:
            view.reloadData()
        case .editFromDisplay:
            var chaos = self
            handler.duringViewPass { chaos.edit() }
            self = chaos
        case .editDuringDrag:
            guard let source = randomShownPath(), view.beginInteractiveMovementForItem(at: source) else { return }
            edit()
            if chance(50), let target = randomShownPath() { try? view.updateInteractiveMovementTarget(to: target) }
            if chance(70) { try? view.endInteractiveMovement() } else { view.cancelInteractiveMovement() }
        case .stalePathMove:
            // A path the view does not show (a move at a shown path is what the user's move says).
            let sections = view.numberOfSections
            let section = int(0...sections)
            let items = section < sections ? view.numberOfItems(inSection: section) : 0
            let bad = IndexPath(item: items + int(0...2), section: section)
            let to = IndexPath(item: int(0...6), section: int(0...max(0, sections)))
            view.dataSource?.headlessView(view, moveItemAt: bad, to: to)
        }
    }

    private var handlerSource: (any HeadlessListDataSource)?

    mutating func endLie() {
        view.dataSource = handlerSource
        liar = nil
        handlerSource = nil
    }

    mutating func swapIn(_ source: RogueSource) {
        guard liar == nil else { return }
        let own = view.dataSource
        view.dataSource = source
        view.reloadData()
        view.layoutIfNeeded()
        view.dataSource = own
    }

    func randomShownPath() -> IndexPath? {
        var rng = self.rng
        let paths = (0..<view.numberOfSections).flatMap { section in
            (0..<view.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
        return paths.randomElement(using: &rng)
    }

    mutating func userMove() {
        guard let from = randomShownPath(), let to = randomShownPath() else { return }
        _ = try? view.simulateMove(from: from, to: to)
    }

    /// One ordinary edit through the handler's public API; refusals (bad paths) are fine.
    mutating func edit() {
        let data = handler.data
        let kinds = data.sections.map(\.kind)
        let animated = chance(90)
        switch int(0...9) {
        case 0, 1: try? handler.addData(fresh(int(1...3)), animated: animated)
        case 2:
            let kind = Kind("k\(int(0...4))")
            try? handler.addData(fresh(int(1...2)), toSection: kind, animated: animated)
        case 3:
            guard !kinds.isEmpty else { return }
            let section = int(0...kinds.count - 1)
            try? handler.insertData(
                fresh(int(1...2)), at: IndexPath(item: int(0...data[section].items.count), section: section),
                animated: animated)
        case 4, 5:
            let all = data.sections.enumerated().flatMap { section, content in
                content.items.indices.map { IndexPath(item: $0, section: section) }
            }
            guard !all.isEmpty else { return }
            let picked = Set((0..<int(1...2)).map { _ in all[int(0...all.count - 1)] })
            try? handler.removeItems(at: Array(picked), animated: animated)
        case 6:
            let all = data.sections.enumerated().flatMap { section, content in
                content.items.indices.map { IndexPath(item: $0, section: section) }
            }
            guard let from = all.randomElement(using: &rng), let to = all.randomElement(using: &rng) else { return }
            try? handler.move(from: from, to: to, animated: animated)
        case 7:
            guard let kind = kinds.randomElement(using: &rng) else { return }
            _ = handler.removeSection(kind, animated: animated)
        case 8:
            guard let kind = kinds.randomElement(using: &rng) else { return }
            try? handler.toggle(section: kind, animated: animated)
        default:
            applyRandomData()
        }
    }

    /// New data: some rows kept (shuffled a little), some dropped, some new, sections reordered.
    mutating func applyRandomData() {
        var sections: [Section<ChaosItem>] = []
        for section in handler.data.sections.shuffled(using: &rng) where chance(85) {
            var items = section.items.filter { _ in chance(80) }
            if items.count > 1, chance(30) { items.swapAt(0, items.count - 1) }
            items += fresh(int(0...2))
            sections.append(Section(kind: section.kind, items: items))
        }
        if chance(20) { sections.append(Section(kind: Kind("n\(next)"), items: fresh(int(0...3)))) }
        try? handler.apply(SectionedData(sections), animated: chance(90))
    }
}

extension HeadlessListView {
    /// The items per section the view shows.
    fileprivate var numberOfSectionsCounts: [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }
}

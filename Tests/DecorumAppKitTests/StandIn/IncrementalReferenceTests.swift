#if !canImport(ObjectiveC)
import AppKit
import AppKitReferenceModel
import Testing

// The stand-in's incremental row updates against a literal transcription of NSTableView's documentation
// written apart from it (Tests/AppKitReference: row identities, where the stand-in shifts index sets), for
// seeded random sequences of inserts, removes, moves, selections and hides inside nested
// beginUpdates/endUpdates, with out-of-range calls mixed in (a raise that changes nothing, in both).

/// A 64-bit linear congruential generator (Knuth's MMIX constants) with its high bits folded in: a fixed
/// sequence per seed, plenty for picking updates.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

@Suite("AppKit stand-in: incremental updates against the transcription")
@MainActor
struct IncrementalReferenceTests {
    /// Random indexes in `0..<bound` (empty for an empty range), now and then one beyond it.
    private static func indexes(_ bound: Int, _ random: inout SeededGenerator, wild: Bool) -> Set<Int> {
        var picked: Set<Int> = []
        if bound > 0 {
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                picked.insert(Int.random(in: 0..<bound, using: &random))
            }
        }
        if wild { picked.insert(bound + Int.random(in: 0...2, using: &random)) }
        return picked
    }

    @Test("Seeded sequences: rows, selection and hidden rows agree with the transcription", arguments: 0..<40)
    func agreesWithTranscription(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let source = RowsSource(count: Int.random(in: 0...8, using: &random))
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let tableView = makeTable(source)
        var reference = AppKitRowsReference(count: source.count)
        #expect(tableView.standInRowIdentities == reference.rows)
        for _ in 0..<25 {
            let depth = Int.random(in: 0...2, using: &random)
            // The views of the rows shown now, by identity: a row that stays shown keeps its view.
            var shown: [Int: NSView] = [:]
            for row in tableView.standInVisibleRows {
                shown[reference.rows[row]] = tableView.rowView(atRow: row, makeIfNecessary: false)
            }
            var hiddenOrShown: Set<Int> = []  // rows hidden or unhidden: their views leave and come back
            for _ in 0..<depth { tableView.beginUpdates() }
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let wild = Int.random(in: 0..<8, using: &random) == 0
                let count = reference.rows.count
                var accepted = true
                let raised = AppKitStandIn.catchingExceptions {
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0:
                        let picked = Self.indexes(count + 1, &random, wild: wild)
                        accepted = reference.insertRows(at: picked)
                        if accepted && depth == 0 { source.count = reference.rows.count }
                        tableView.insertRows(at: IndexSet(picked), withAnimation: .effectFade)
                    case 1:
                        let picked = Self.indexes(count, &random, wild: wild)
                        accepted = reference.removeRows(at: picked)
                        if accepted && depth == 0 { source.count = reference.rows.count }
                        tableView.removeRows(at: IndexSet(picked), withAnimation: .slideUp)
                    case 2:
                        let from = wild ? count : Int.random(in: 0..<max(1, count), using: &random)
                        let to = Int.random(in: 0..<max(1, count), using: &random)
                        accepted = reference.moveRow(at: from, to: to)
                        tableView.moveRow(at: from, to: to)
                    case 3:
                        let picked = Self.indexes(count, &random, wild: wild)
                        let extend = Bool.random(using: &random)
                        accepted = reference.selectRows(picked, extending: extend)
                        tableView.selectRowIndexes(IndexSet(picked), byExtendingSelection: extend)
                    case 4:
                        let picked = Self.indexes(count, &random, wild: wild)
                        hiddenOrShown.formUnion(picked.filter { $0 < count }.map { reference.rows[$0] })
                        accepted = reference.setHidden(picked, true)
                        tableView.hideRows(at: IndexSet(picked), withAnimation: [])
                    default:
                        let picked = Self.indexes(count, &random, wild: wild)
                        hiddenOrShown.formUnion(picked.filter { $0 < count }.map { reference.rows[$0] })
                        accepted = reference.setHidden(picked, false)
                        tableView.unhideRows(at: IndexSet(picked), withAnimation: [])
                    }
                }
                #expect(raised.isEmpty == accepted, "seed \(seed): \(raised)")
                #expect(tableView.numberOfRows == reference.rows.count)
                #expect(tableView.standInRowIdentities == reference.rows, "seed \(seed)")
                #expect(Array(tableView.selectedRowIndexes) == reference.selectedRows, "seed \(seed)")
                #expect(Array(tableView.hiddenRowIndexes) == reference.hiddenRows, "seed \(seed)")
            }
            source.count = reference.rows.count
            let raised = AppKitStandIn.catchingExceptions {
                for _ in 0..<depth { tableView.endUpdates() }
                tableView.layoutSubtreeIfNeeded()
            }
            #expect(raised.isEmpty, "seed \(seed): \(raised)")
            // Views exist exactly for the visible rows, and none for a hidden row; a row shown before and
            // after the updates kept its row view (AppKit moves it; the delegate is not asked again).
            for row in 0..<tableView.numberOfRows {
                let rowView = tableView.rowView(atRow: row, makeIfNecessary: false)
                #expect((rowView != nil) == tableView.standInVisibleRows.contains(row), "seed \(seed)")
                let identity = reference.rows[row]
                if let before = shown[identity], let rowView, !hiddenOrShown.contains(identity) {
                    #expect(rowView === before, "seed \(seed): row \(row) (identity \(identity)) lost its view")
                }
            }
        }
    }

    @Test("The table's count check catches a data source that disagrees with the transcription")
    func countMismatchCaught() {
        let source = RowsSource(count: 3)
        defer { withExtendedLifetime(source) {} }  // the view holds it weakly
        let tableView = makeTable(source)
        var reference = AppKitRowsReference(count: 3)
        _ = tableView.numberOfRows
        tableView.beginUpdates()
        let removed = reference.removeRows(at: [0])
        #expect(removed)
        tableView.removeRows(at: [0], withAnimation: [])
        let raised = AppKitStandIn.catchingExceptions { tableView.endUpdates() }  // the source still says 3
        #expect(raised.count == 1)
        #expect(reference.rows.count == 2)
    }
}
#endif

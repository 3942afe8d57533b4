@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// Fault reports for the text form's tests: a hand-picked one holding every operation and state flag, a
/// seeded random one whose edits pass UIKit's count rule, and a real one from a real fault.
enum FaultReportSamples {
    static func name(of operation: FaultReport.Operation) -> String {
        switch operation {
        case .edit: return "edit"
        case .apply: return "apply"
        case .reload: return "reload"
        case .completion: return "completion"
        case .outsideChange: return "outsideChange"
        case .foreignDataSource: return "foreignDataSource"
        case .userMove: return "userMove"
        case .userInsert: return "userInsert"
        case .commit: return "commit"
        case .reloadView: return "reloadView"
        case .asyncDiffStarted: return "asyncDiffStarted"
        }
    }

    private static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

    /// Every operation and every state bit, with counts that pass the reader's checks.
    static let everyOperation = FaultReport(
        view: .init(style: .table, release: "18.6"), reloadThreshold: 1000, diagnostic: "view out of sync",
        believed: [3, 2], shown: [3, 1], start: .init(counts: [3, 2], collapsed: [1]),
        entries: [
            .init(
                .edit(
                    Changeset(itemInserts: [path(0, 3)]), updated: [], sections: [], collapsed: nil, animated: true,
                    after: [4, 2])),
            .init(
                .edit(
                    Changeset(
                        itemDeletes: [path(0, 0), path(1, 1)], itemMoves: [Move(from: path(0, 1), to: path(1, 0))]),
                    updated: [Move(from: path(0, 2), to: path(0, 1))], sections: [1], collapsed: [false, true],
                    animated: false, after: [2, 2]),
                state: .notInWindow),
            .init(
                .edit(
                    Changeset(
                        sectionDeletes: [0], sectionInserts: [1], sectionReloads: [1], itemReloads: [path(1, 0)]),
                    updated: [], sections: [], collapsed: nil, animated: true, after: [2, 5])),
            .init(
                .edit(
                    Changeset(sectionMoves: [Move(from: 0, to: 1), Move(from: 1, to: 0)]), updated: [], sections: [],
                    collapsed: [], animated: true, after: [5, 2])),
            .init(.edit(Changeset(), updated: [], sections: [0], collapsed: nil, animated: false, after: [5, 2])),
            .init(.apply([], animated: true, after: [])),
            .init(
                .apply(
                    [
                        Changeset(),
                        Changeset(itemInserts: [path(0, 0)]),
                        Changeset(sectionDeletes: [1], itemMoves: [Move(from: path(0, 4), to: path(0, 0))]),
                    ], animated: false,
                    after: [
                        .init(counts: [5, 2]), .init(counts: [6, 2], collapsed: [1]),
                        .init(counts: [1, 0, 3], collapsed: [0, 2]),
                    ]),
                state: .inViewPass),
            .init(.reload(after: .init(counts: []))),
            .init(.reload(after: .init(counts: [4], collapsed: [0]))),
            .init(.completion),
            .init(.outsideChange(shown: [])),
            .init(.outsideChange(shown: [7, 0])),
            .init(.foreignDataSource(answers: [2, 0])),
            .init(.userMove(from: path(0, 3), to: path(0, 0)), state: .uncommittedUpdates),
            .init(.userMove(from: path(0, -1), to: path(2_147_483_647, 9)), state: .uncommittedUpdates),
            .init(.userInsert(count: 2, at: path(0, 5)), state: [.inDrop, .uncommittedUpdates]),
            .init(
                .edit(
                    Changeset(itemInserts: [path(0, 0)]), updated: [], sections: [], collapsed: nil, animated: true,
                    after: [9])),
            .init(.commit, state: .notInWindow),
            .init(.reloadView, state: .inViewPass),
            .init(.asyncDiffStarted, state: FaultReport.State(rawValue: 0xFF)),
            .init(.completion, state: FaultReport.State(rawValue: 0x10)),
        ])

    /// An edit of `counts` with `changes` item operations (deletes, moves, inserts, reloads) that passes
    /// UIKit's count rule, and the counts after it; with `sectionsToo`, sometimes a section insert too.
    static func edit(
        of counts: [Int], changes: Int, sectionsToo: Bool, using generator: inout SeededGenerator
    ) -> (Changeset, after: [Int]) {
        var changeset = Changeset()
        var after = counts
        // Each old item: kept, deleted or moved (to a section); moved-in and inserted items take new
        // positions no kept item needs, drawn after the counts are known.
        var movedTo: [(from: IndexPath, section: Int)] = []
        var insertsBySection = [Int](repeating: 0, count: counts.count)
        var used = Set<IndexPath>()
        for _ in 0..<changes where !counts.isEmpty {
            let section = Int.random(in: 0..<counts.count, using: &generator)
            if Int.random(in: 0..<4, using: &generator) < 3, counts[section] > 0 {
                let old = path(section, Int.random(in: 0..<counts[section], using: &generator))
                guard used.insert(old).inserted else { continue }
                after[section] -= 1
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: changeset.itemDeletes.append(old)
                case 1:
                    changeset.itemReloads.append(old)
                    after[section] += 1
                default: movedTo.append((old, Int.random(in: 0..<counts.count, using: &generator)))
                }
            } else {
                insertsBySection[section] += 1
            }
        }
        for move in movedTo { after[move.section] += 1 }
        for (section, inserts) in insertsBySection.enumerated() { after[section] += inserts }
        var freePositions = after.map { Array(0..<$0).shuffled(using: &generator) }
        for move in movedTo {
            changeset.itemMoves.append(
                Move(from: move.from, to: path(move.section, freePositions[move.section].removeLast())))
        }
        for (section, inserts) in insertsBySection.enumerated() {
            for _ in 0..<inserts { changeset.itemInserts.append(path(section, freePositions[section].removeLast())) }
        }
        if sectionsToo, Bool.random(using: &generator) {
            let section = Int.random(in: 0...after.count, using: &generator)
            changeset.sectionInserts.append(section)
            // The item operations' new paths move past the inserted section.
            func shifted(_ path: IndexPath) -> IndexPath {
                path[0] >= section ? IndexPath(section: path[0] + 1, item: path[1]) : path
            }
            changeset.itemInserts = changeset.itemInserts.map(shifted)
            changeset.itemMoves = changeset.itemMoves.map { Move(from: $0.from, to: shifted($0.to)) }
            after.insert(Int.random(in: 0...3, using: &generator), at: section)
        }
        return (changeset, after)
    }

    static func random(using generator: inout SeededGenerator, entries count: Int) -> FaultReport {
        func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        func counts() -> [Int] { (0..<number(0...4)).map { _ in number(0...12) } }
        func shape() -> FaultReport.Shape {
            let counts = counts()
            return FaultReport.Shape(counts: counts, collapsed: counts.indices.filter { _ in number(0...3) == 0 })
        }
        func anyPath() -> IndexPath { path(number(-1...5), number(-1...40)) }
        func anyChangeset() -> Changeset {
            var changeset = Changeset()
            for _ in 0..<number(0...6) {
                switch number(0...7) {
                case 0: changeset.sectionDeletes.append(number(0...4))
                case 1: changeset.sectionInserts.append(number(0...4))
                case 2: changeset.sectionMoves.append(Move(from: number(0...4), to: number(0...4)))
                case 3: changeset.sectionReloads.append(number(0...4))
                case 4: changeset.itemDeletes.append(anyPath())
                case 5: changeset.itemInserts.append(anyPath())
                case 6: changeset.itemMoves.append(Move(from: anyPath(), to: anyPath()))
                default: changeset.itemReloads.append(anyPath())
                }
            }
            return changeset
        }
        let pool = Array("ab é🧯|=:-,.>\\\n\r\t\u{2028}{}u0")
        func freeText() -> String { String((0..<number(0...20)).map { _ in pool[number(0...(pool.count - 1))] }) }

        let start = number(0...4) == 0 ? nil : shape()
        var current = start?.counts ?? counts()
        var entries: [FaultReport.Entry] = []
        for _ in 0..<count {
            let operation: FaultReport.Operation
            switch number(0...11) {
            case 0...3:
                let changes = number(0...5)
                let (changeset, after) = edit(of: current, changes: changes, sectionsToo: true, using: &generator)
                let updated = (0..<number(0...2)).map { _ in Move(from: anyPath(), to: anyPath()) }
                let collapsed = number(0...2) == 0 ? after.map { _ in number(0...1) == 0 } : nil
                operation = .edit(
                    changeset, updated: updated, sections: (0..<number(0...2)).map { _ in number(0...3) },
                    collapsed: collapsed, animated: number(0...3) > 0, after: after)
                current = after
            case 4:
                let shapes = (0..<number(0...3)).map { _ in shape() }
                operation = .apply(shapes.map { _ in anyChangeset() }, animated: number(0...3) > 0, after: shapes)
                current = shapes.last?.counts ?? current
            case 5:
                let after = shape()
                operation = .reload(after: after)
                current = after.counts
            case 6: operation = .completion
            case 7: operation = .outsideChange(shown: counts())
            case 8: operation = .userMove(from: anyPath(), to: anyPath())
            case 9: operation = .userInsert(count: number(0...3), at: anyPath())
            case 10: operation = [.commit, .reloadView, .asyncDiffStarted][number(0...2)]
            default: operation = .completion
            }
            let state = number(0...2) == 0 ? FaultReport.State(rawValue: UInt8(number(0...255))) : []
            let changes: [FaultReport.Identity.Change] = [
                .removedItem, .insertedItem, .removedSection, .insertedSection,
            ]
            let identities = (0..<(number(0...3) == 0 ? number(1...4) : 0)).map { _ in
                FaultReport.Identity(
                    stage: number(0...3), change: changes[number(0...3)], ordinal: number(0...2000),
                    token: UInt32.random(in: 0...UInt32.max, using: &generator),
                    revealed: number(0...2) == 0 ? freeText() : nil)
            }
            entries.append(FaultReport.Entry(operation, state: state, identities: identities))
        }
        return FaultReport(
            library: number(0...3) == 0 ? freeText() : FaultReport.libraryVersion,
            view: .init(
                style: number(0...1) == 0 ? .table : .collection, release: number(0...2) == 0 ? nil : freeText()),
            reloadThreshold: number(0...3) == 0 ? nil : number(0...5000), diagnostic: freeText(), believed: counts(),
            shown: counts(), start: start, entries: entries)
    }

    /// The report of a real fault: a headless view whose data source was swapped behind the handler's
    /// back and reloaded, then an edit.
    @MainActor
    static func realReport() throws -> FaultReport {
        let handler = makeHandler([Section(kind: .default, items: people("1", "2"))], mode: .manual)
        var reports: [FaultReport] = []
        handler.onDiagnostic = { diagnostic in
            if let report = diagnostic.report { reports.append(report) }
        }
        try handler.addData(people("3"))
        handler.view.finishAnimations()
        let rogue = RogueSource([5])
        handler.view.dataSource = rogue
        handler.view.reloadData()
        handler.view.dataSource = handler.adapter
        try handler.addData(people("4"))
        return try #require(reports.first)
    }
}

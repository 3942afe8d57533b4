import Decorum
import DecorumTesting
import Foundation
import Testing

/// Identity tokens in fault reports (issue #40): a row or section that leaves the data and comes back
/// within the record is named by one token where it leaves and where it comes back; nothing else is.
@MainActor
@Suite("Fault reports: identity tokens")
struct FaultReportIdentityTests {
    /// The UIKit chaos run's case, made by hand: an apply deletes a section, and one of its rows comes
    /// back in another section (UIKit cannot move a row out of a deleted section, so the diff deletes
    /// it in one stage and inserts it in the next).
    @Test("a row deleted with its section and inserted in another stage has one token; the others none")
    func rowThatComesBack() throws {
        let handler = makeHandler(
            [
                Section(kind: "s0", items: people("a", "b", "e")), Section(kind: "s1", items: []),
                Section(kind: "s2", items: people("c", "d")),
            ], mode: .manual)
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        try handler.apply([
            Section(kind: "x", items: people("x1", "x2")), Section(kind: "s0", items: people("a", "b")),
            Section(kind: "s1", items: people("c", "e")),
        ])
        handler.view.finishAnimations()
        knockOutOfSync(handler)
        try handler.addData(people("f"), toSection: "s0")
        let report = try #require(faults.last?.report)
        let apply = try #require(report.entries.first { if case .apply = $0.operation { true } else { false } })
        guard case let .apply(stages, _, _) = apply.operation else { return }
        #expect(stages.count == 2)
        let removed = apply.identities.filter { $0.change == .removedItem }
        let inserted = apply.identities.filter { $0.change == .insertedItem }
        // c is the first row stage 0 removes (section s2 holds c, d); d never comes back, x1 and x2 are new.
        #expect(removed.map(\.ordinal) == [0] && removed.map(\.stage) == [0])
        #expect(inserted.map(\.stage) == [1] && inserted.map(\.token) == removed.map(\.token))
        #expect(apply.identities.count == 2)
        #expect(report.entries.filter { !$0.identities.isEmpty }.count == 1)
        for name in ["a", "c", "d", "x1", "namec", "s2"] {
            #expect(!report.text.split(separator: "\n").dropFirst(5).contains { $0.contains(" \(name) ") })
        }
        #expect(try FaultReport(text: report.text) == report)
        #expect(try FaultReplay(report).run().reproduces)
    }

    /// A section deleted by one edit and inserted again (same kind) by a later one, and a row removed by
    /// an edit and appended again: each pair shares a token, in the order the text writes them.
    @Test("a section and a row removed by one edit and inserted by a later one share a token each")
    func sectionAndRowThatComeBack() throws {
        let handler = makeHandler(
            [Section(kind: "keep", items: people("a", "b")), Section(kind: "gone", items: people("c"))], mode: .manual)
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        #expect(handler.removeSection("gone"))
        try handler.removeItems(at: [IndexPath(item: 1, section: 0)])
        handler.view.finishAnimations()
        try handler.insertSection(Section(kind: "gone", items: people("d")), at: 1)
        try handler.addData(people("b"), toSection: "keep")
        handler.view.finishAnimations()
        knockOutOfSync(handler)
        try handler.addData(people("f"), toSection: "keep")
        let report = try #require(faults.last?.report)
        let tokens = report.entries.flatMap(\.identities)
        let changes = tokens.map(\.change)
        #expect(changes == [.removedSection, .removedItem, .insertedSection, .insertedItem], "\(report.text)")
        #expect(tokens.count == 4 && tokens[0].token == tokens[2].token && tokens[1].token == tokens[3].token)
        #expect(tokens[0].token != tokens[1].token)
        #expect(report.text.contains(" ids 0s-0=") && report.text.contains(" ids 0+0="))
        #expect(try FaultReplay(report).run().reproduces)
    }

    /// Opted in, the same report names the row by its identity beside its token, spaces and commas
    /// escaped in the text; the default names none (`rowThatComesBack`).
    @Test("faultReportsRevealIdentities: each token carries its identity, read back as written")
    func revealedIdentities() throws {
        let handler = makeHandler(
            [Section(kind: "a, b", items: [person("c d,e"), person("f")]), Section(kind: "s1", items: [])],
            mode: .manual)
        handler.faultReportsRevealIdentities = true
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        try handler.apply([Section(kind: "s1", items: [person("c d,e")])])
        handler.view.finishAnimations()
        try handler.apply([Section(kind: "a, b", items: []), Section(kind: "s1", items: [person("c d,e")])])
        handler.view.finishAnimations()
        knockOutOfSync(handler)
        try handler.addData(people("g"), toSection: "s1")
        let report = try #require(faults.last?.report)
        let named = report.entries.flatMap(\.identities).map { "\($0.change) \($0.revealed ?? "nil")" }
        // The first apply deletes "a, b" and moves c out of it (a delete and an insert); the second
        // inserts "a, b" again.
        #expect(
            named == ["removedItem c d,e", "removedSection a, b", "insertedItem c d,e", "insertedSection a, b"],
            "\(report.text)")
        #expect(
            report.text.contains(":a\\u{2c}\\u{20}b") && report.text.contains(":c\\u{20}d\\u{2c}e"), "\(report.text)")
        #expect(try FaultReport(text: report.text) == report)
        #expect(try FaultReplay(report).run().reproduces)
    }

    /// A data source that is not the handler's reloads the view: the next edit is a fault.
    private func knockOutOfSync(_ handler: HeadlessHandler<HorizontalDecorator>) {
        let adapter = handler.view.dataSource
        let rogue = RogueSource(handler.data.sections.map { $0.items.count + 1 })
        handler.view.dataSource = rogue
        handler.view.reloadData()
        handler.view.dataSource = adapter
        withExtendedLifetime(rogue) {}
    }
}

/// The recorder walks a diff's stages without sorting them (so that an apply's record costs O(1) per
/// stage): it needs every stage to list its sections and paths in ascending order.
@Suite("Fault reports: the diff's stages list what they change in order")
struct DiffStageOrderTests {
    @Test("every stage of 2,000 random diffs lists deletes and inserts ascending (seeded)")
    func stagesAreAscending() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 4040)
        for iteration in 0..<2_000 {
            var next = 0
            let kinds = (0..<Int.random(in: 0...6, using: &generator)).map { Kind("k\($0)") }
            var old = SectionedData<Int>()
            for kind in kinds where Bool.random(using: &generator) {
                let count = Int.random(in: 0...6, using: &generator)
                old.sections.append(Section(kind: kind, items: Array(next..<next + count)))
                next += count
            }
            var pool = old.sections.flatMap(\.items).filter { _ in Int.random(in: 0...3, using: &generator) > 0 }
            pool += (0..<Int.random(in: 0...6, using: &generator)).map { next + $0 }
            pool.shuffle(using: &generator)
            var new = SectionedData<Int>()
            for kind in kinds.shuffled(using: &generator) where Bool.random(using: &generator) {
                let count = min(pool.count, Int.random(in: 0...6, using: &generator))
                new.sections.append(Section(kind: kind, items: Array(pool.prefix(count))))
                pool.removeFirst(count)
            }
            let staged = try StagedChangeset(from: old, to: new, identity: .value)
            for stage in staged {
                let changeset = stage.changeset
                let label = "iteration \(iteration), \(changeset) (DECORUM_SEED=\(TestSeed.base))"
                #expect(changeset.sectionDeletes == changeset.sectionDeletes.sorted(), "\(label)")
                #expect(changeset.sectionInserts == changeset.sectionInserts.sorted(), "\(label)")
                #expect(
                    changeset.itemDeletes == changeset.itemDeletes.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) },
                    "\(label)")
                #expect(
                    changeset.itemInserts == changeset.itemInserts.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) },
                    "\(label)")
            }
        }
    }
}

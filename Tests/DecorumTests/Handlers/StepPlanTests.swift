import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// The plan of a step, from the data alone: each stage's batch, what the view is shown of it (no rows of
// collapsed sections) with the counts before and after, the data after it, the rows reconfigured, the
// sections refreshed and the operations counted against the reload threshold.

enum StepPlanFixtures {
    struct Row: Identifiable, Equatable, Sendable {
        var id: String
        var style = "text"
        var title = ""
    }

    static func cellStyle(_ row: Row) -> String { row.style }

    /// Sections "a" and "b", each with its ids; `collapsed` lists the collapsed ones.
    static func data(_ a: [String], _ b: [String], collapsed: Set<Kind> = []) -> SectionedData<Row> {
        SectionedData(
            [("a", a), ("b", b)].map { kind, ids in
                var section = Section<Row>(kind: Kind(kind), items: ids.map { Row(id: $0) })
                section.isCollapsed = collapsed.contains(Kind(kind))
                return section
            })
    }

    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    static func ids(_ data: SectionedData<Row>) -> [[String]] { data.sections.map { $0.items.map(\.id) } }

    /// A stage as compared: the batch, the batch the view is shown and its counts, the data after it.
    struct StageShape: Equatable, CustomStringConvertible {
        var changeset: Changeset
        var shown: Changeset
        var before: [Int]
        var after: [Int]
        var data: [[String]]
        var description: String { "\(changeset) shown \(shown) \(before)->\(after) data \(data)" }
    }

    static func shapes(_ plan: StepPlan<Row>) -> [StageShape] {
        plan.stages.map { stage in
            StageShape(
                changeset: stage.changeset, shown: stage.shown.changeset, before: stage.shown.before,
                after: stage.shown.after, data: stage.data.map(ids) ?? [])
        }
    }

    /// The edit `make` of `old`, drafted and settled as the engine does.
    static func draftAndPlan(
        _ old: SectionedData<Row>, _ make: (SectionedData<Row>) -> Edit<Row>, reconfigures: Bool = true,
        showsRows: Bool = false
    ) -> (draft: StepDraft, shown: ShownBatch, plan: StepPlan<Row>, final: SectionedData<Row>) {
        let edit = make(old)
        let draft = StepDraft(
            edit, of: old, reconfiguresUpdatedItems: reconfigures, showsRows: showsRows, cellStyle: cellStyle)
        var final = old
        edit.mutate(&final)
        let plan = draft.settled(in: final, showsRows: showsRows, cellStyle: cellStyle)
        return (draft, draft.shown(from: old, edit), plan, final)
    }

    static func insert(_ ids: [String], section: Int, before: Int) -> @Sendable (SectionedData<Row>) -> Edit<Row> {
        { data in
            var builder = EditBuilder(data)
            builder.insert(ids.map { Row(id: $0) }, inSection: section, before: before)
            return builder.build()
        }
    }

    /// Collapses (`true`) or expands section `section`, as the handler's collapse and expand do.
    static func setCollapsed(_ collapsed: Bool, section: Int) -> @Sendable (SectionedData<Row>) -> Edit<Row> {
        { data in
            var flags = data.collapsedFlags
            flags[section] = collapsed
            return Edit(
                changeset: Changeset(), updated: [], updatedSections: [section],
                counts: data.itemCounts, mutate: { $0.sections[section].isCollapsed = collapsed }, removed: [],
                added: [], collapsedAfter: flags)
        }
    }
}

@Suite("StepPlan: stages, counts and refreshes of a step")
struct StepPlanTests {
    typealias Row = StepPlanFixtures.Row
    typealias StageShape = StepPlanFixtures.StageShape

    struct EditCase: Sendable, CustomTestStringConvertible {
        var name: String
        var old: SectionedData<Row>
        var edit: @Sendable (SectionedData<Row>) -> Edit<Row>
        var reconfigures = true
        var showsRows = false
        /// The edit's batch as the view is given it, with its counts before and after.
        var shown: Changeset
        var before: [Int]
        var after: [Int]
        var operations: Int
        var insertsOnly = false
        /// The settled plan: the stages after the edit's own batch, the rows reconfigured, the sections refreshed.
        var stages: [StageShape] = []
        var reconfigure: [IndexPath] = []
        var sections: [Int] = []
        var testDescription: String { name }
    }

    static let editCases: [EditCase] = {
        typealias F = StepPlanFixtures
        let p = F.path
        let open = F.data(["1", "2"], ["3", "4"])
        let closed = F.data(["1", "2"], ["3", "4"], collapsed: ["a"])
        let restyled: @Sendable (SectionedData<Row>) -> Edit<Row> = { data in
            var builder = EditBuilder(data)
            builder.update(section: 0, item: 0, to: Row(id: "1", style: "banner"))
            builder.update(section: 1, item: 0, to: Row(id: "3", title: "new"))
            return builder.build()
        }
        let retitled: @Sendable (SectionedData<Row>) -> Edit<Row> = { data in
            var builder = EditBuilder(data)
            builder.update(section: 0, item: 1, to: Row(id: "2", title: "new"))
            return builder.build()
        }
        let movedAndUpdated: @Sendable (SectionedData<Row>) -> Edit<Row> = { data in
            Edit(
                changeset: Changeset(itemMoves: [Move(from: p(0, 0), to: p(0, 1))]), updated: [(p(0, 0), p(0, 1))],
                counts: data.itemCounts,
                mutate: { $0.sections[0].items.swapAt(0, 1) }, removed: [], added: [])
        }
        let deleted: @Sendable (SectionedData<Row>) -> Edit<Row> = { data in
            var builder = EditBuilder(data)
            builder.delete(section: 1, item: 0)
            return builder.build()
        }
        return [
            EditCase(
                name: "an append shows as it is", old: open, edit: F.insert(["9"], section: 0, before: 2),
                shown: Changeset(itemInserts: [p(0, 2)]), before: [2, 2], after: [3, 2], operations: 1,
                insertsOnly: true),
            EditCase(
                name: "collapsed: an insert into a collapsed section is dropped, its header refreshed", old: closed,
                edit: F.insert(["9"], section: 0, before: 2), shown: Changeset(), before: [0, 2], after: [0, 2],
                operations: 0, sections: [0]),
            EditCase(
                name: "collapsed: an insert beside a collapsed section is shown", old: closed,
                edit: F.insert(["9"], section: 1, before: 0), shown: Changeset(itemInserts: [p(1, 0)]),
                before: [0, 2], after: [0, 3], operations: 1, insertsOnly: true),
            EditCase(
                name: "collapse: the rows of a section that collapses are deleted", old: open,
                edit: F.setCollapsed(true, section: 0), shown: Changeset(itemDeletes: [p(0, 0), p(0, 1)]),
                before: [2, 2], after: [0, 2], operations: 2, sections: [0]),
            EditCase(
                name: "expand: the rows of a section that expands are inserted", old: closed,
                edit: F.setCollapsed(false, section: 0), shown: Changeset(itemInserts: [p(0, 0), p(0, 1)]),
                before: [0, 2], after: [2, 2], operations: 2, sections: [0]),
            EditCase(
                name: "collapsed: a row updated out of sight is not reconfigured, its header is refreshed",
                old: F.data(["1", "2"], ["3", "4"], collapsed: ["a"]), edit: retitled, shown: Changeset(),
                before: [0, 2], after: [0, 2], operations: 0, reconfigure: [p(0, 1)], sections: [0]),
            EditCase(
                name: "restyle: a row whose cell style changed is reloaded after the batch, the rest reconfigured",
                old: open, edit: restyled, shown: Changeset(), before: [2, 2], after: [2, 2], operations: 0,
                stages: [
                    StageShape(
                        changeset: Changeset(itemReloads: [p(0, 0)]), shown: Changeset(itemReloads: [p(0, 0)]),
                        before: [2, 2], after: [2, 2], data: [["1", "2"], ["3", "4"]])
                ],
                reconfigure: [p(1, 0)]),
            EditCase(
                name: "not reconfiguring: updated rows reload in the batch", old: open, edit: retitled,
                reconfigures: false, shown: Changeset(itemReloads: [p(0, 1)]), before: [2, 2], after: [2, 2],
                operations: 1),
            EditCase(
                name: "not reconfiguring, with a move: updated rows reload in a stage after the batch", old: open,
                edit: movedAndUpdated, reconfigures: false,
                shown: Changeset(itemMoves: [Move(from: p(0, 0), to: p(0, 1))]), before: [2, 2], after: [2, 2],
                operations: 2,
                stages: [
                    StageShape(
                        changeset: Changeset(itemReloads: [p(0, 1)]), shown: Changeset(itemReloads: [p(0, 1)]),
                        before: [2, 2], after: [2, 2], data: [["2", "1"], ["3", "4"]])
                ]),
            EditCase(
                name: "rows shown in headers: the section that loses a row is refreshed", old: open, edit: deleted,
                showsRows: true, shown: Changeset(itemDeletes: [p(1, 0)]), before: [2, 2], after: [2, 1],
                operations: 1, sections: [1]),
            EditCase(
                name: "rows shown in headers: the section that gains a row is refreshed", old: open,
                edit: F.insert(["9"], section: 0, before: 0), showsRows: true,
                shown: Changeset(itemInserts: [p(0, 0)]), before: [2, 2], after: [3, 2], operations: 1,
                insertsOnly: true, sections: [0]),
            EditCase(
                name: "rows shown in headers: the section of a reconfigured row is refreshed", old: open,
                edit: retitled, showsRows: true, shown: Changeset(), before: [2, 2], after: [2, 2], operations: 0,
                reconfigure: [p(0, 1)], sections: [0]),
            EditCase(
                name: "rows not shown in headers: no section is refreshed", old: open, edit: deleted,
                shown: Changeset(itemDeletes: [p(1, 0)]), before: [2, 2], after: [2, 1], operations: 1),
        ]
    }()

    @Test(arguments: editCases)
    func anEditIsDraftedThenSettled(_ row: EditCase) {
        let (draft, shown, plan, _) = StepPlanFixtures.draftAndPlan(
            row.old, row.edit, reconfigures: row.reconfigures, showsRows: row.showsRows)
        #expect(shown.changeset == row.shown)
        #expect(shown.before == row.before)
        #expect(shown.after == row.after)
        #expect(draft.operations == row.operations)
        #expect(draft.insertsOnly == row.insertsOnly)
        #expect(StepPlanFixtures.shapes(plan) == row.stages)
        #expect(plan.reconfigure == row.reconfigure)
        #expect(plan.sections == row.sections)
        #expect(plan.insertsOnly == row.insertsOnly)
    }

    struct DiffCase: Sendable, CustomTestStringConvertible {
        var name: String
        var old: SectionedData<Row>
        var new: SectionedData<Row>
        var reconfigures = true
        var showsRows = false
        var stages: [StageShape]
        var reconfigure: [IndexPath] = []
        var sections: [Int] = []
        var operations: Int
        var testDescription: String { name }
    }

    static let diffCases: [DiffCase] = {
        typealias F = StepPlanFixtures
        let p = F.path
        let open = F.data(["1", "2"], ["3", "4"])
        var restyledAndRetitled = open
        restyledAndRetitled.sections[0].items[0].style = "banner"
        restyledAndRetitled.sections[1].items[0].title = "new"
        var retitled = open
        retitled.sections[1].items[0].title = "new"
        return [
            DiffCase(
                name: "collapsed: rows inserted into a collapsed section are dropped, its header refreshed",
                old: F.data(["1", "2"], ["3"], collapsed: ["a"]),
                new: F.data(["1", "2", "9"], ["3", "8"], collapsed: ["a"]),
                stages: [
                    StageShape(
                        changeset: Changeset(itemInserts: [p(0, 2), p(1, 1)]), shown: Changeset(itemInserts: [p(1, 1)]),
                        before: [0, 1], after: [0, 2], data: [["1", "2", "9"], ["3", "8"]])
                ],
                sections: [0], operations: 1),
            DiffCase(
                name: "collapsed: a row updated out of sight is not reconfigured, its header is refreshed",
                old: F.data(["1", "2"], ["3"], collapsed: ["b"]),
                new: {
                    var new = F.data(["1", "2"], ["3"], collapsed: ["b"])
                    new.sections[1].items[0].title = "new"
                    return new
                }(), stages: [], reconfigure: [p(1, 0)], sections: [1], operations: 0),
            DiffCase(
                name: "restyle: a restyled row is reloaded in a stage of its own, the rest reconfigured", old: open,
                new: restyledAndRetitled,
                stages: [
                    StageShape(
                        changeset: Changeset(itemReloads: [p(0, 0)]), shown: Changeset(itemReloads: [p(0, 0)]),
                        before: [2, 2], after: [2, 2], data: [["1", "2"], ["3", "4"]])
                ],
                reconfigure: [p(1, 0)], operations: 1),
            DiffCase(
                name: "restyle: a reload-only stage is dropped when no row is restyled", old: open, new: retitled,
                stages: [], reconfigure: [p(1, 0)], operations: 0),
            DiffCase(
                name: "not reconfiguring: the diff's reloads stay in its stage", old: open, new: retitled,
                reconfigures: false,
                stages: [
                    StageShape(
                        changeset: Changeset(itemReloads: [p(1, 0)]), shown: Changeset(itemReloads: [p(1, 0)]),
                        before: [2, 2], after: [2, 2], data: [["1", "2"], ["3", "4"]])
                ],
                operations: 1),
            DiffCase(
                name: "rows shown in headers: the sections that lose and gain rows are refreshed", old: open,
                new: F.data(["1", "2", "4"], ["3"]), showsRows: true,
                stages: [
                    StageShape(
                        changeset: Changeset(itemMoves: [Move(from: p(1, 1), to: p(0, 2))]),
                        shown: Changeset(itemMoves: [Move(from: p(1, 1), to: p(0, 2))]), before: [2, 2],
                        after: [3, 1], data: [["1", "2", "4"], ["3"]])
                ],
                sections: [0, 1], operations: 1),
            DiffCase(
                name: "rows not shown in headers: no section is refreshed", old: open,
                new: F.data(["1", "2", "4"], ["3"]),
                stages: [
                    StageShape(
                        changeset: Changeset(itemMoves: [Move(from: p(1, 1), to: p(0, 2))]),
                        shown: Changeset(itemMoves: [Move(from: p(1, 1), to: p(0, 2))]), before: [2, 2],
                        after: [3, 1], data: [["1", "2", "4"], ["3"]])
                ],
                operations: 1),
        ]
    }()

    @Test(arguments: diffCases)
    func aDiffIsPlannedStageByStage(_ row: DiffCase) throws {
        let staged = try StagedChangeset(from: row.old, to: row.new)
        let plan = StepPlan(
            staged, from: row.old, to: row.new, reconfiguresUpdatedItems: row.reconfigures,
            showsRows: row.showsRows, cellStyle: StepPlanFixtures.cellStyle)
        #expect(StepPlanFixtures.shapes(plan) == row.stages)
        #expect(plan.reconfigure == row.reconfigure)
        #expect(plan.sections == row.sections)
        #expect(plan.operations == row.operations)
        #expect(!plan.insertsOnly)
    }

    /// Operations as the view is given them, against the threshold: above it, one reload instead.
    @Test(
        arguments: [
            (StepPlanFixtures.data(["1"], ["2"]), 3, nil, nil),
            (StepPlanFixtures.data(["1"], ["2"]), 3, 3, nil),
            (StepPlanFixtures.data(["1"], ["2"]), 3, 2, Diagnostic.Reason.largeChange(operations: 3, threshold: 2)),
            (StepPlanFixtures.data(["1"], ["2"], collapsed: ["a"]), 0, 0, nil),
            (StepPlanFixtures.data(["1"], ["2"], collapsed: ["b"]), 3, 2, .largeChange(operations: 3, threshold: 2)),
        ] as [(SectionedData<Row>, Int, Int?, Diagnostic.Reason?)])
    func theReloadThresholdCountsWhatTheViewIsGiven(
        _ old: SectionedData<Row>, operations: Int, threshold: Int?, reason: Diagnostic.Reason?
    ) throws {
        let insert = StepPlanFixtures.insert(["7", "8", "9"], section: 0, before: 0)
        let draft = StepPlanFixtures.draftAndPlan(old, insert).draft
        #expect(draft.operations == operations)
        #expect(draft.exceeds(threshold) == reason)
        var new = old
        new.sections[0].items.insert(contentsOf: ["7", "8", "9"].map { Row(id: $0) }, at: 0)
        let plan = StepPlan(
            try StagedChangeset(from: old, to: new), from: old, to: new, reconfiguresUpdatedItems: true,
            showsRows: false, cellStyle: StepPlanFixtures.cellStyle)
        #expect(plan.operations == operations)
        #expect(plan.exceeds(threshold) == reason)
    }

    /// An insert-only edit joined to a queued insert-only stage (the queue's coalescing).
    @Test(arguments: [Set<Kind>(), ["b"]])
    func anInsertOnlyEditJoinsAStage(collapsed: Set<Kind>) {
        typealias F = StepPlanFixtures
        let p = F.path
        let old = F.data(["1", "2"], ["3"], collapsed: collapsed)
        let (first, firstShown, _, middle) = F.draftAndPlan(old, F.insert(["x"], section: 0, before: 2))
        var (changeset, shown) = (first.changeset, firstShown)
        let edit = F.insert(["y"], section: 0, before: 0)(middle)
        let second = F.draftAndPlan(middle, { _ in edit }).draft
        var final = middle
        edit.mutate(&final)
        #expect(first.insertsOnly && second.insertsOnly)
        shown.append(inserts: second, of: edit, to: &changeset)
        let stage = StepPlan<Row>.Stage(changeset: changeset, data: final, shown: shown)
        let inserts = Changeset(itemInserts: [p(0, 0), p(0, 3)])
        let shownB = collapsed.isEmpty ? 1 : 0
        #expect(
            StageShape(
                changeset: stage.changeset, shown: stage.shown.changeset, before: stage.shown.before,
                after: stage.shown.after, data: stage.data.map(F.ids) ?? [])
                == StageShape(
                    changeset: inserts, shown: inserts, before: [2, shownB], after: [4, shownB],
                    data: [["y", "1", "2", "x"], ["3"]]))
    }
}

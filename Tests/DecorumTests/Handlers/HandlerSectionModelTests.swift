import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

@MainActor
@Suite("Handlers: sections that carry a model")
struct HandlerSectionModelTests {
    private let googler = Company(name: "Google", members: 3)

    @Test("the headless view needs the refresh: a changed model leaves a stale header until reconfigured")
    func staleHeaderIsCaught() throws {
        let source = CompanySource([Section(kind: "google", model: Companies.google, items: ["larry"])])
        let view = HeadlessListView()
        view.dataSource = source
        view.reloadData()
        #expect(view.sectionHeaders == ["Google·2"])
        source.data[0].model = googler
        let error = expectThrown(BatchUpdateError.self) { try view.verifyMatchesDataSource() }
        #expect(error?.reason == .staleHeader(section: 0, shown: "Google·2", expected: "Google·3"))
        try view.reconfigureSupplementaryViews(inSections: [0])
        #expect(view.sectionHeaders == ["Google·3"])
        #expect(view.events.last == .reconfigureSupplementaryViews([0]))
        try view.verifyMatchesDataSource()
        #expect(throws: BatchUpdateError.self) { try view.reconfigureSupplementaryViews(inSections: [1]) }
    }

    @Test("apply with a changed model refreshes that section's header only: no batch, no row touched")
    func applyRefreshesOnlyTheHeader() throws {
        let handler = try HeadlessHandler<HorizontalDecorator>(view: HeadlessListView(), data: Companies.data())
        let start = handler.view.events.count
        var new = Companies.data()
        new[1].model = Company(name: "Apple", members: 4)
        try handler.apply(new)
        #expect(events(of: handler, since: start) == [.reconfigureSupplementaryViews([1])])
        #expect(handler.view.sectionHeaders == ["google (Google·2)", "apple (Apple·4)"])
        #expect(handler.data == new)
        expectConsistent(handler)
    }

    @Test("rows changing in the same section: the batch has only their changes, then the header refresh")
    func rowsAndModelTogether() throws {
        let handler = try HeadlessHandler<HorizontalDecorator>(view: HeadlessListView(), data: Companies.data())
        let start = handler.view.events.count
        var new = Companies.data()
        new[0].model = googler
        new[0].items.append(person("sundar"))
        new[1].items[0] = person("steve", "Steve P. Jobs")
        try handler.apply(new)
        #expect(
            events(of: handler, since: start) == [
                .batch(Changeset(itemInserts: [IndexPath(item: 2, section: 0)])),
                .reconfigure([IndexPath(item: 0, section: 1)]),
                .reconfigureSupplementaryViews([0]),
            ])
        expectConsistent(handler)
    }

    @Test("with reloads instead of reconfigures, a model change is still a header refresh only")
    func modelChangeWithoutReconfiguringRows() throws {
        let handler = try HeadlessHandler<HorizontalDecorator>(view: HeadlessListView(), data: Companies.data())
        handler.reconfiguresUpdatedItems = false
        let start = handler.view.events.count
        var new = Companies.data()
        new[0].model = googler
        try handler.apply(new)
        #expect(events(of: handler, since: start) == [.reconfigureSupplementaryViews([0])])
        expectConsistent(handler)
    }

    @Test("a section moved and its model changed: the move, then the header at its new index")
    func movedAndChanged() throws {
        let handler = try HeadlessHandler<HorizontalDecorator>(view: HeadlessListView(), data: Companies.data())
        let start = handler.view.events.count
        let old = Companies.data()
        var google = old[0]
        google.model = googler
        let new: SectionedData<Person> = [old[1], google]
        try handler.apply(new)
        #expect(
            events(of: handler, since: start) == [
                .batch(Changeset(sectionMoves: [Move(from: 1, to: 0)])),
                .reconfigureSupplementaryViews([1]),
            ])
        #expect(handler.view.sectionHeaders == ["apple (Apple·3)", "google (Google·3)"])
        expectConsistent(handler)
    }

    @Test("under queued animations the header refresh waits for its step and runs in order")
    func queuedAnimations() throws {
        let view = HeadlessListView(style: .table, animationMode: .manual)
        let handler = try HeadlessHandler<HorizontalDecorator>(view: view, data: Companies.data())
        try handler.addData([person("sundar")], toSection: "google")  // animating
        var new = handler.data
        new[0].model = googler
        new[1].items.removeFirst()
        try handler.apply(new)  // queued behind the animation
        try handler.setModel(Company(name: "Apple", members: 9), forSection: "apple")  // queued behind that
        // The view still shows the first step: the old headers, consistently with what it is told.
        #expect(view.sectionHeaders == ["google (Google·2)", "apple (Apple·3)"])
        try view.verifyMatchesDataSource()
        #expect(!view.events.contains(.reconfigureSupplementaryViews([0])))
        let start = view.events.count
        view.finishAnimations()  // runs the queued steps in order, each after the previous animation
        #expect(
            Array(view.events[start...]) == [
                .batch(Changeset(itemDeletes: [IndexPath(item: 0, section: 1)])),
                .reconfigureSupplementaryViews([0]),
                .reconfigureSupplementaryViews([1]),
            ])
        #expect(view.sectionHeaders == ["google (Google·3)", "apple (Apple·9)"])
        expectConsistent(handler)
    }

    @Test("setModel refreshes one header; an equal model or a missing kind changes nothing")
    func setModel() throws {
        let handler = try HeadlessHandler<HorizontalDecorator>(view: HeadlessListView(), data: Companies.data())
        var start = handler.view.events.count
        try handler.setModel(googler, forSection: "google")
        #expect(events(of: handler, since: start) == [.reconfigureSupplementaryViews([0])])
        #expect(handler.data["google"]?.model(as: Company.self) == googler)
        start = handler.view.events.count
        try handler.setModel(googler, forSection: "google")
        #expect(events(of: handler, since: start).isEmpty)
        let before = handler.data
        let error = expectThrown(ListEditError.self) { try handler.setModel(googler, forSection: "xerox") }
        #expect(error == .sectionNotFound("xerox"))
        #expect(error?.description == "no section of kind \"xerox\"")
        #expect(handler.data == before)
        #expect(events(of: handler, since: start).isEmpty)
        try handler.setModel(nil, forSection: "apple")
        #expect(handler.view.sectionHeaders == ["google (Google·3)", "apple"])
        expectConsistent(handler)
    }

    @Test("addData(toSection:model:) and insertSection carry the model")
    func editsCarryTheModel() throws {
        let handler = try HeadlessHandler<HorizontalDecorator>(view: HeadlessListView(), data: Companies.data())
        var start = handler.view.events.count
        try handler.addData([person("sundar")], toSection: "google", model: googler)
        #expect(
            events(of: handler, since: start) == [
                .batch(Changeset(itemInserts: [IndexPath(item: 2, section: 0)])),
                .reconfigureSupplementaryViews([0]),
            ])
        start = handler.view.events.count
        try handler.addData([], toSection: "google", model: Company(name: "Google", members: 4))
        #expect(events(of: handler, since: start) == [.reconfigureSupplementaryViews([0])])
        try handler.addData([person("satya")], toSection: "microsoft", model: Company(name: "Microsoft", members: 1))
        #expect(handler.data["microsoft"]?.model(as: Company.self)?.name == "Microsoft")
        try handler.insertSection(
            Section(kind: "xerox", model: Company(name: "Xerox", members: 1), items: [person("kay")]), at: 0)
        #expect(handler.view.sectionHeaders.first == "xerox (Xerox·1)")
        #expect(handler.view.events.last == .batch(Changeset(sectionInserts: [0])))
        expectConsistent(handler)
    }

    @Test("an async apply refreshes the header too")
    func asyncApply() async throws {
        let handler = try HeadlessHandler<HorizontalDecorator>(view: HeadlessListView(), data: Companies.data())
        var new = Companies.data()
        new[0].model = googler
        try await handler.apply(new)
        #expect(handler.view.events.last == .reconfigureSupplementaryViews([0]))
        expectConsistent(handler)
    }

    @Test("an unanimated model change reloads; a view out of a window too")
    func unanimated() throws {
        let handler = try HeadlessHandler<HorizontalDecorator>(view: HeadlessListView(), data: Companies.data())
        try handler.setModel(googler, forSection: "google", animated: false)
        #expect(handler.view.events.last == .reloadData)
        handler.view.isInWindow = false
        var new = handler.data
        new[1].model = nil
        try handler.apply(new)
        #expect(handler.view.events.last == .reloadData)
        expectConsistent(handler)
    }

    @Test("random data with random models, applied and edited under random timing, always ends consistent")
    func randomModels() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 1111)
        let kinds: [Kind] = ["a", "b", "c", "d", "e"]
        for round in 0..<80 {
            func randomModel() -> (any Hashable & Sendable)? {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: return nil
                case 1: return Int.random(in: 0..<3, using: &generator)
                default: return Company(name: "c", members: Int.random(in: 0..<3, using: &generator))
                }
            }
            func randomData() -> SectionedData<Person> {
                var ids = Array(0..<12).shuffled(using: &generator)
                let chosen = kinds.shuffled(using: &generator).prefix(
                    Int.random(in: 0...kinds.count, using: &generator))
                return SectionedData(
                    chosen.map { kind in
                        let count = min(ids.count, Int.random(in: 0...4, using: &generator))
                        let items = ids.prefix(count).map {
                            person("\($0)", Int.random(in: 0..<4, using: &generator) == 0 ? "renamed\($0)" : nil)
                        }
                        ids.removeFirst(count)
                        return Section(kind: kind, model: randomModel(), items: items)
                    })
            }
            let mode: HeadlessListView.AnimationMode = round % 2 == 0 ? .immediate : .manual
            let view = HeadlessListView(style: round % 3 == 0 ? .collection : .table, animationMode: mode)
            let handler = try HeadlessHandler<HorizontalDecorator>(view: view, data: randomData())
            handler.reconfiguresUpdatedItems = round % 4 != 1
            var diagnostics: [Diagnostic] = []
            handler.onDiagnostic = { diagnostics.append($0) }
            for _ in 0..<12 {
                switch Int.random(in: 0..<6, using: &generator) {
                case 0, 1, 2:
                    try handler.apply(randomData())
                case 3:
                    // Only models change: no row may be touched.
                    var new = handler.data
                    for index in new.indices where Bool.random(using: &generator) { new[index].model = randomModel() }
                    let start = view.events.count
                    let wasIdle = !handler.hasPendingUpdates
                    try handler.apply(new)
                    if wasIdle {
                        #expect(view.events[start...].allSatisfy { !$0.touchesRows }, "round \(round)")
                    }
                case 4:
                    if let kind = handler.data.kinds.randomElement(using: &generator) {
                        try handler.setModel(randomModel(), forSection: kind)
                    }
                default:
                    view.finishAnimations()
                }
                try view.verifyMatchesDataSource()
            }
            view.finishAnimations()
            expectConsistent(handler)
            #expect(
                view.sectionHeaders
                    == handler.data.sections.map { section in
                        section.model.map { "\(section.kind) (\($0))" } ?? section.kind.rawValue
                    }, "round \(round) seed \(TestSeed.base)")
            #expect(diagnostics.isEmpty, "round \(round) seed \(TestSeed.base): \(diagnostics)")
        }
    }
}

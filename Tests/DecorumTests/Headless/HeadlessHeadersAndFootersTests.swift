import Decorum
import DecorumTesting
import Foundation
import Testing

/// A header decorator written for the headless view.
enum CompanyHeaderText: SupplementaryDecorator {
    static func update(_ view: HeadlessSupplementaryView, with company: Company) {
        view.text = "\(company.name), \(company.members) members"
    }
}

enum CountText: SupplementaryDecorator {
    static func update(_ view: HeadlessSupplementaryView, with text: String) { view.text = text }
}

/// Headers and footers set up on a headless handler show what their decorators and titles produce,
/// follow edits, and never cost a reload.
@MainActor
@Suite("Headless: headers and footers on the shared handler")
struct HeadlessHeadersAndFootersTests {
    let data: SectionedData<Person> = [
        Section(kind: "apple", model: Company(name: "Apple", members: 2), items: people("a1", "a2")),
        Section(kind: "xerox", items: people("x1")),
    ]

    func reloads(_ view: HeadlessListView) -> Int { view.events.filter { $0 == .reloadData }.count }

    @Test("titles on the shared handler show as the headless headers and footers")
    func titles() throws {
        let handler = makeHandler(data)
        #expect(handler.view.sectionHeaders == ["apple (Apple·2)", "xerox"])
        #expect(handler.view.sectionFooters == [nil, nil])
        handler.headerTitle = { $0.kind.rawValue.uppercased() }
        handler.footerTitle = { "\($0.count) people" }
        #expect(handler.view.sectionHeaders == ["APPLE", "XEROX"])
        #expect(handler.view.sectionFooters == ["2 people", "1 people"])
        try handler.addData(people("x2"), toSection: "xerox")
        try handler.view.verifyMatchesDataSource()  // a footer left stale would throw
        #expect(handler.view.sectionFooters == ["2 people", "2 people"])
        expectConsistent(handler)
    }

    @Test("header and footer routes run their decorators; a section without data shows none")
    func routes() throws {
        let handler = makeHandler(data)
        handler.header = SupplementaryRoute(modelOf: CompanyHeaderText.self)
        handler.footer = SupplementaryRoute(CountText.self) { $0.count > 1 ? "\($0.count) people" : nil }
        #expect(handler.view.sectionHeaders == ["Apple, 2 members", nil])
        #expect(handler.view.sectionFooters == ["2 people", nil])
        try handler.setModel(Company(name: "Apple", members: 3), forSection: "apple")
        #expect(handler.view.sectionHeaders == ["Apple, 3 members", nil])
        expectConsistent(handler)
    }

    @Test("a footer the view did not refresh is caught by verifyMatchesDataSource")
    func staleFooterCaught() throws {
        let handler = makeHandler(data)
        var suffix = "people"
        handler.footerTitle = { "\($0.count) \(suffix)" }
        suffix = "persons"  // the view was not told
        #expect(throws: BatchUpdateError.self) { try handler.view.verifyMatchesDataSource() }
        let error = expectThrown(BatchUpdateError.self) { try handler.view.verifyMatchesDataSource() }
        #expect(error.map { "\($0)" }?.contains("Stale footer") == true)
    }

    @Test("setting up a headless list reloads it once, when it is bound: no reload per setting")
    func noReloadPerSetting() throws {
        let handler = makeHandler(data)
        #expect(reloads(handler.view) == 1)  // the handler became the data source
        handler.makeCell = { LabelCell() }
        handler.headerTitle = { $0.kind.rawValue }
        handler.footerTitle = { "\($0.count)" }
        handler.header = SupplementaryRoute(modelOf: CompanyHeaderText.self)
        handler.footer = nil
        handler.canEdit = { _, _ in true }
        handler.onSelect = { _, _ in }
        try handler.addData(people("a3"), toSection: "apple")
        #expect(reloads(handler.view) == 1)
        #expect(handler.view.cells[0].map(\.content) == ["cell(namea1)", "cell(namea2)", "cell(namea3)"])
        expectConsistent(handler)
    }

    @Test("seeded edits, idle or animating: headers and footers that show their rows never go stale")
    func randomEdits() throws {
        for mode in [HeadlessListView.AnimationMode.immediate, .manual] {
            var rng = SeededGenerator(seed: TestSeed.base ^ 0x4EAD_E125)
            let handler = makeHandler(
                [Section(kind: "a", items: numbered(4, "a")), Section(kind: "b", items: numbered(3, "b"))], mode: mode)
            handler.headerTitle = { section in section.items.first.map { "from \($0.name)" } }
            handler.footer = SupplementaryRoute(CountText.self) { "\($0.count) people" }
            var next = 0
            for step in 0..<200 {
                let kinds: [Kind] = ["a", "b", "c"]
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    try handler.addData([person("n\(next)")], toSection: kinds.randomElement(using: &rng)!)
                    next += 1
                case 1 where handler.data.itemCount > 0:
                    handler.removeData([handler.data.allItems.randomElement(using: &rng)!])
                case 2 where handler.data.itemCount > 0:
                    let id = handler.data.allItems.randomElement(using: &rng)!.id
                    try handler.move(id: id, toSection: kinds.randomElement(using: &rng)!, at: 0)
                case 3 where handler.data.itemCount > 0:
                    let item = handler.data.allItems.randomElement(using: &rng)!
                    try handler.upsert([person(item.id, "renamed\(step)")])
                case 4:
                    var items = handler.data.allItems.shuffled(using: &rng)
                    if !items.isEmpty { items.removeLast() }
                    let half = items.count / 2
                    try handler.apply([
                        Section(kind: "b", items: Array(items[..<half])),
                        Section(kind: "a", items: Array(items[half...])),
                    ])
                default:
                    handler.view.finishAnimations()
                }
                if mode == .immediate || Bool.random(using: &rng) {
                    handler.view.finishAnimations()
                    do {
                        try handler.view.verifyMatchesDataSource()
                    } catch {
                        Issue.record("seed \(TestSeed.base), mode \(mode), step \(step): \(error)")
                        return
                    }
                }
            }
            handler.view.finishAnimations()
            expectConsistent(handler)
        }
    }
}

@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

// The handler half of the bad-input table (see `BadInputTests.swift`): every edit and query of
// `ListHandler` with malformed, out-of-range, absent or duplicate input, on a `HeadlessHandler` showing
// sections A [1, 2, 3], B [4, 5], C [6, 7] (the shape of the contacts data). Unless the row says
// otherwise, the answer leaves the data, the view and its event log exactly as they were.

enum HandlerBadInputs {
    static let sections: [RelSection] = [
        RelSection("A", [r(1), r(2), r(3)]), RelSection("B", [r(4), r(5)]), RelSection("C", [r(6), r(7)]),
    ]
    static var data: SectionedData<RelItem> { SectionedData(sections.map { Section(kind: $0.kind, items: $0.items) }) }

    @MainActor
    static func makeHandler() -> HeadlessHandler<RelDecorator> {
        try! HeadlessHandler<RelDecorator>(view: HeadlessListView(), data: data)  // `data` is unique
    }

    /// A case whose answer must leave everything unchanged: same data, no new view event, no diagnostic.
    static func unchanged(
        _ api: String, _ input: String, _ answer: String,
        _ body: @escaping @MainActor @Sendable (HeadlessHandler<RelDecorator>) throws -> Void
    ) -> BadInputCase {
        BadInputCase(api: api, input: input, answer: answer + "; nothing changes") {
            let handler = makeHandler()
            var diagnostics: [Diagnostic] = []
            handler.onDiagnostic = { diagnostics.append($0) }
            let events = handler.view.events
            try body(handler)
            #expect(handler.data == data)
            #expect(handler.view.events == events)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            try handler.view.verifyMatchesDataSource()
        }
    }

    static let malformed = BadPaths.malformed
    static let negative: [IndexPath] = [[-1, 0], [0, -1], [Int.min, 0], [0, Int.min]]
    /// Not a row: sections and items past the end.
    static let pastTheEnd: [IndexPath] = [[Int.max, 0], [0, Int.max], [3, 0], [0, 3], [1, 2]]
    /// Not a position to insert at (one past the last item is a position).
    static let notAPosition: [IndexPath] = [[Int.max, 0], [0, Int.max], [3, 0], [0, 4], [1, 3]]
    /// Not a destination for a row moved from [0, 0] (the row leaves section 0 first).
    static let notADestination: [IndexPath] = [[Int.max, 0], [0, Int.max], [3, 0], [0, 3], [1, 3]]

    static var all: [BadInputCase] {
        var cases: [BadInputCase] = []
        for path in BadPaths.all {
            let input = badInputText(path)
            cases.append(unchanged("handler.item(at:)", input, "nil") { #expect($0.item(at: path) == nil) })
            cases.append(
                unchanged("handler.absoluteIndex(for:)", input, "nil") { #expect($0.absoluteIndex(for: path) == nil) })
            cases.append(
                unchanged("handler.move(from:to:) source", input, "ListEditError.invalidIndexPath") { handler in
                    expectError(ListEditError.invalidIndexPath(path)) { try handler.move(from: path, to: [0, 0]) }
                })
            cases.append(
                unchanged("handler.removeItems(at:)", input, "ListEditError.invalidIndexPath") { handler in
                    expectError(ListEditError.invalidIndexPath(path)) {
                        try handler.removeItems(at: [[0, 0], path, [1, 0]])
                    }
                })
            cases.append(
                unchanged("the view asks whether a row can be swiped or dragged", input, "false") { handler in
                    handler.canEdit = { _, _ in true }
                    handler.canMove = { _, _ in true }
                    #expect(!handler.canEditItem(at: path))
                    #expect(!handler.canMoveItem(at: path))
                })
            cases.append(
                unchanged("a tap the view reports", input, "onSelect not called") { handler in
                    var selected = false
                    handler.onSelect = { _, _ in selected = true }
                    handler.didSelectItem(at: path)
                    #expect(!selected)
                })
            cases.append(
                unchanged(
                    "swipe to delete, or handler.deleteByUser(at:completion:)", input, "ignored, completion(false)"
                ) { handler in
                    var reported: [UserEdit<RelItem, RelDecorator.ID>] = []
                    handler.onUserEdit = { reported.append($0) }
                    handler.commitDelete(at: path)  // the view's swipe to delete (binding SPI)
                    var answer: Bool?
                    handler.deleteByUser(at: path) { answer = $0 }  // a swipe action of the app's own
                    #expect(answer == false)
                    #expect(reported.isEmpty)
                })
        }
        for path in malformed + negative + notAPosition {
            let input = badInputText(path)
            cases.append(
                unchanged("handler.insertData(_:at:)", input, "ListEditError.invalidIndexPath") { handler in
                    expectError(ListEditError.invalidIndexPath(path)) { try handler.insertData([r(100)], at: path) }
                    expectError(ListEditError.invalidIndexPath(path)) { try handler.insertData([], at: path) }
                })
        }
        for path in malformed + negative + notADestination {
            let input = badInputText(path)
            cases.append(
                unchanged("handler.move(from:to:) destination", input, "ListEditError.invalidDestination") { handler in
                    expectError(ListEditError.invalidDestination(path)) { try handler.move(from: [0, 0], to: path) }
                })
        }
        for index in BadPaths.absolute(count: 7) {
            cases.append(
                unchanged("handler.indexPath(forAbsoluteIndex:)", index == 7 ? "count (7)" : badInputText(index), "nil")
                {
                    #expect($0.indexPath(forAbsoluteIndex: index) == nil)
                })
        }
        for index in [-1, 4, Int.max, Int.min] {
            cases.append(
                unchanged(
                    "handler.insertSection(_:at:)", "index \(badInputText(index))", "ListEditError.invalidSectionIndex"
                ) { handler in
                    expectError(ListEditError.invalidSectionIndex(index)) {
                        try handler.insertSection(Section(kind: "D", items: [r(100)]), at: index)
                    }
                })
        }
        cases += [
            unchanged("handler.removeData(_:)", "absent items", "returns them") { handler in
                #expect(handler.removeData([r(100), r(101)]).map(\.id) == [100, 101])
            },
            unchanged("handler.removeData(_:)", "empty list", "returns []") { #expect($0.removeData([]).isEmpty) },
            unchanged("handler.removeSection(_:)", "absent kind", "false") { #expect(!$0.removeSection("Z")) },
            unchanged("handler.setModel(_:forSection:)", "absent kind", "ListEditError.sectionNotFound") { handler in
                expectError(ListEditError.sectionNotFound("Z")) { try handler.setModel(1, forSection: "Z") }
            },
            unchanged("handler.removeItems(at:)", "empty list", "no-op") { try $0.removeItems(at: []) },
            unchanged("handler.move(from:to:)", "source == destination", "no-op") {
                try $0.move(from: [1, 1], to: [1, 1])
            },
            unchanged("handler.addData(_:)", "id already shown", "ListEditError.itemExists") { handler in
                expectError(ListEditError.itemExists("2v0", offset: 1, row: [0, 1])) {
                    try handler.addData([r(100), r(2)])
                }
            },
            unchanged("handler.addData(_:)", "id repeated within the call", "ListEditError.repeatedItem") { handler in
                expectError(ListEditError.repeatedItem("100v0", offset: 2, earlier: 0)) {
                    try handler.addData([r(100), r(101), r(100)])
                }
            },
            unchanged("handler.addData(_:toSection:)", "id already shown", "ListEditError.itemExists") { handler in
                expectError(ListEditError.itemExists("7v0", offset: 0, row: [2, 1])) {
                    try handler.addData([r(7)], toSection: "Z")
                }
            },
            unchanged("handler.insertData(_:at:)", "id already shown", "ListEditError.itemExists") { handler in
                expectError(ListEditError.itemExists("5v0", offset: 0, row: [1, 1])) {
                    try handler.insertData([r(5)], at: [0, 0])
                }
            },
            unchanged("handler.upsert(_:)", "id repeated within the call", "ListEditError.repeatedItem") { handler in
                // r(1) would update and r(100) would be inserted, but the call repeats r(100): nothing happens.
                expectError(ListEditError.repeatedItem("100v1", offset: 2, earlier: 1)) {
                    try handler.upsert([r(1, 5), r(100), r(100, 1)])
                }
            },
            unchanged("handler.upsert(_:)", "same content again", "no batch") { try $0.upsert([r(1), r(4)]) },
            unchanged("handler.insertSection(_:at:)", "kind already shown", "ListEditError.sectionExists") { handler in
                expectError(ListEditError.sectionExists("B", section: 1)) {
                    try handler.insertSection(Section(kind: "B", items: []), at: 0)
                }
            },
            unchanged("handler.insertSection(_:at:)", "item id already shown", "ListEditError.itemExists") { handler in
                expectError(ListEditError.itemExists("3v0", offset: 0, row: [0, 2])) {
                    try handler.insertSection(Section(kind: "D", items: [r(3)]), at: 0)
                }
            },
            unchanged("handler.apply(_:)", "duplicate ids", "ListEditError.duplicateInData") { handler in
                var bad = data
                bad[2].items.append(r(1, 3))
                expectError(ListEditError.duplicateInData(.item("1v3", first: [0, 0], duplicate: [2, 2]))) {
                    try handler.apply(bad)
                }
            },
            unchanged("handler.apply(_:)", "duplicate section kinds", "ListEditError.duplicateInData") { handler in
                var bad = data
                bad.append(Section(kind: "A", items: [r(100)]))
                expectError(ListEditError.duplicateInData(.kind("A", first: 0, duplicate: 3))) {
                    try handler.apply(bad)
                }
            },
            unchanged("handler.apply(_:)", "the same data", "no batch") { try $0.apply(data) },
        ]
        cases += viewOutOfSync
        return cases
    }

    /// Rows where the view, not the caller, is wrong: the edit must still succeed, shown with
    /// `reloadData` and reported once, never a crash.
    static var viewOutOfSync: [BadInputCase] {
        func fallBack(
            _ input: String, _ answer: String,
            break breakView: @escaping @MainActor @Sendable (HeadlessHandler<RelDecorator>) -> Void,
            information: Bool = false, expect: @escaping @Sendable (Diagnostic.Reason) -> Bool
        ) -> BadInputCase {
            BadInputCase(api: "handler edit while the view is out of sync", input: input, answer: answer) {
                let handler = makeHandler()
                var diagnostics: [Diagnostic] = []
                var other: [Diagnostic] = []
                // A fault goes to onDiagnostic; a normal reload (information) to onInformation only.
                handler.onDiagnostic = { if information { other.append($0) } else { diagnostics.append($0) } }
                handler.onInformation = { if information { diagnostics.append($0) } else { other.append($0) } }
                breakView(handler)
                let reloads = handler.view.events.filter { $0 == .reloadData }.count
                try handler.addData([r(100)], toSection: "B")
                var expected = data
                expected[1].items.append(r(100))
                #expect(handler.data == expected)
                #expect(diagnostics.count == 1)
                #expect(diagnostics.first.map { expect($0.reason) } == true, "\(diagnostics)")
                #expect(other.isEmpty, "reported through the wrong hook: \(other)")
                #expect(handler.view.events.filter { $0 == .reloadData }.count == reloads + 1)
                handler.view.isInWindow = true
                try handler.view.verifyMatchesDataSource()
                // And the next edit animates again.
                try handler.removeItems(at: [[0, 0]])
                #expect(diagnostics.count == 1)
                #expect(handler.view.events.last.map { if case .batch = $0 { true } else { false } } == true)
                try handler.view.verifyMatchesDataSource()
            }
        }
        return [
            fallBack(
                "view reloaded from another data source (counts [1, 1])", "reloadData + Diagnostic.viewOutOfSync",
                break: { handler in
                    let rogue = RelRogueSource([1, 1])
                    handler.view.dataSource = rogue
                    handler.view.reloadData()
                    handler.view.dataSource = handler.adapter
                    withExtendedLifetime(rogue) {}
                }, expect: { if case .viewOutOfSync = $0 { true } else { false } }),
            fallBack(
                "view reloaded from another data source (same counts, other rows)",
                "reloadData + Diagnostic.viewRejectedBatch",
                break: { handler in
                    let rogue = RelRogueSource([3, 2, 2])
                    handler.view.dataSource = rogue
                    handler.view.reloadData()
                    handler.view.dataSource = handler.adapter
                    withExtendedLifetime(rogue) {}
                }, expect: { if case .viewRejectedBatch = $0 { true } else { false } }),
            fallBack(
                "view not in a window", "reloadData + onInformation(.notInWindow), no fault",
                break: { handler in
                    handler.view.isInWindow = false
                }, information: true, expect: { $0 == .notInWindow }),
            BadInputCase(
                api: "a drag and drop the view reports (interactive reorder)", input: "source [3, 0]",
                answer: "reloadData + Diagnostic.invalidViewIndexPath; data unchanged"
            ) {
                let handler = makeHandler()
                var diagnostics: [Diagnostic] = []
                handler.onDiagnostic = { diagnostics.append($0) }
                handler.commitMove(from: [3, 0], to: [0, 0])
                #expect(handler.data == data)
                #expect(diagnostics.map(\.reason) == [.invalidViewIndexPath([3, 0])])
                try handler.view.verifyMatchesDataSource()
            },
            BadInputCase(
                api: "a drag and drop the view reports (interactive reorder)", input: "destination [0, 9]",
                answer: "reloadData + Diagnostic.invalidViewIndexPath; data unchanged"
            ) {
                let handler = makeHandler()
                var diagnostics: [Diagnostic] = []
                handler.onDiagnostic = { diagnostics.append($0) }
                handler.commitMove(from: [0, 0], to: [0, 9])
                #expect(handler.data == data)
                #expect(diagnostics.map(\.reason) == [.invalidViewIndexPath([0, 9])])
                try handler.view.verifyMatchesDataSource()
            },
        ]
    }
}

/// A data source that is not the handler, to knock the view out of sync.
final class RelRogueSource: HeadlessListDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in view: HeadlessListView) -> Int { counts.count }
    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        HeadlessCell(id: "rogue \(indexPath[0]).\(indexPath[1])", content: "rogue")
    }
}

@Suite("Bad input: handlers")
@MainActor
struct BadInputHandlerTests {
    @Test(arguments: HandlerBadInputs.all)
    func badInput(_ row: BadInputCase) throws {
        try row.check()
    }

    @Test func asyncApplyWithDuplicatesThrowsAndChangesNothing() async throws {
        let handler = HandlerBadInputs.makeHandler()
        var bad = HandlerBadInputs.data
        bad[0].items.append(r(7))
        await #expect(throws: ListEditError.self) { try await handler.apply(bad) }
        #expect(handler.data == HandlerBadInputs.data)
        #expect(handler.view.events == [.reloadData])
    }

    @Test func everyAPIIsTriedWithEveryBadInput() {
        let paths = BadPaths.all.map(badInputText)
        let h = HandlerBadInputs.self
        let positions = (h.malformed + h.negative + h.notAPosition).map(badInputText)
        let destinations = (h.malformed + h.negative + h.notADestination).map(badInputText)
        expectCompleteTable(
            HandlerBadInputs.all,
            inputs: [
                "handler.item(at:)": paths,
                "handler.absoluteIndex(for:)": paths,
                "handler.move(from:to:) source": paths,
                "handler.removeItems(at:)": paths + ["empty list"],
                "the view asks whether a row can be swiped or dragged": paths,
                "a tap the view reports": paths,
                "swipe to delete, or handler.deleteByUser(at:completion:)": paths,
                "handler.insertData(_:at:)": positions + ["id already shown"],
                "handler.move(from:to:) destination": destinations,
                "handler.indexPath(forAbsoluteIndex:)": ["-1", "count (7)", "8", "Int.max", "Int.min"],
                "handler.insertSection(_:at:)": [
                    "index -1", "index 4", "index Int.max", "index Int.min", "kind already shown",
                    "item id already shown",
                ],
                "handler.apply(_:)": ["duplicate ids", "duplicate section kinds", "the same data"],
                "a drag and drop the view reports (interactive reorder)": ["source [3, 0]", "destination [0, 9]"],
            ],
            alsoCovered: [
                "handler.removeData(_:)", "handler.removeSection(_:)", "handler.setModel(_:forSection:)",
                "handler.move(from:to:)",
                "handler.addData(_:)", "handler.addData(_:toSection:)", "handler.upsert(_:)",
                "handler edit while the view is out of sync",
            ])
    }

    /// The DocC article's table (`Sources/Decorum/Decorum.docc/BadInput.md`) is this one, generated from the
    /// cases (and rewritten into the file `DECORUM_BAD_INPUT_TABLE` names, if set), and its prose gives
    /// the same number of cases.
    @Test func tableMatchesTheArticle() throws {
        let rows = ModelBadInputs.all + HandlerBadInputs.all
        writeBadInputTable(rows)
        let table = badInputTable(rows)
        // Tests/DecorumTests/Reliability/ → the package root.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let name = "Sources/Decorum/Decorum.docc/BadInput.md"
        let article = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        let start = try #require(article.range(of: "| API | Bad inputs | Answer |\n"), "\(name) has no bad-input table")
        let rest = start.upperBound..<article.endIndex
        let end = try #require(
            article.range(of: #"\n\d+ cases\.\n"#, options: .regularExpression, range: rest),
            "\(name)'s bad-input table ends with no \"N cases.\" line")
        let shown = String(article[start.lowerBound..<end.upperBound])
        #expect(
            shown == table,
            """
            \(name)'s bad-input table differs from the cases (- article, + cases); regenerate it with \
            DECORUM_BAD_INPUT_TABLE=table.md swift test --filter BadInputHandlerTests/table
            \(GoldenDiff.firstHunk(expected: shown, actual: table))
            """)
        let prose = article.replacingOccurrences(of: "\n", with: " ")  // the number may end a line
        #expect(prose.contains("(\(rows.count) cases"), "\(name)'s prose does not say \(rows.count) cases")
    }
}

import Decorum
@_spi(Binding) import DecorumCore
import DecorumTesting
import Foundation
import Testing

// The bad-input table: every malformed, out-of-range or duplicate input a caller (or UIKit) can hand
// Decorum, each its own test case, each asserting a clear answer (`nil`, `false`, an empty result or a
// typed error) and that nothing changed. The DocC article `Sources/Decorum/Decorum.docc/BadInput.md` lists the
// same table; set `DECORUM_BAD_INPUT_TABLE=<file>` to regenerate it from these cases.
//
// This file holds the model, changeset, diff and headless-view cases; `BadInputHandlerTests.swift`
// holds the handler cases.

/// One row of the table: the API, the bad input, the expected answer, and the check.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    let api: String
    let input: String
    let answer: String
    let check: @MainActor @Sendable () throws -> Void

    var testDescription: String { "\(api) ← \(input) ⇒ \(answer)" }
}

/// Checks that `body` throws exactly `expected` (a typed error value, compared with `==`).
func expectError<E: Error & Equatable>(
    _ expected: E, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("expected \(expected), nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as E {
        #expect(error == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected \(E.self) \(expected), got \(type(of: error)) \(error)", sourceLocation: sourceLocation)
    }
}

/// Checks that `body` throws some `E` (any value), returning it.
@discardableResult
func expectError<E: Error>(
    _ errorType: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> E? {
    do {
        try body()
        Issue.record("expected a \(E.self), nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as E {
        return error
    } catch {
        Issue.record("expected a \(E.self), got \(type(of: error)) \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

func badInputText(_ path: IndexPath) -> String { "[\(path.map(badInputText).joined(separator: ", "))]" }

/// `Int.max` and `Int.min` by name, other numbers as they are.
func badInputText(_ value: Int) -> String { value == .max ? "Int.max" : value == .min ? "Int.min" : String(value) }

/// The bad index paths for the contacts data (sections of 3, 2 and 2 items).
enum BadPaths {
    /// Paths that are not `[section, item]` at all.
    static let malformed: [IndexPath] = [IndexPath(), [0], [0, 0, 0]]
    /// `[section, item]` paths with a negative or out-of-range section or item.
    static let outOfRange: [IndexPath] = [
        [-1, 0], [0, -1], [Int.min, 0], [0, Int.min], [Int.max, 0], [0, Int.max], [3, 0], [0, 3], [1, 2],
    ]
    static let all = malformed + outOfRange
    /// Bad absolute indices for data with `count` items.
    static func absolute(count: Int) -> [Int] { [-1, count, count + 1, Int.max, Int.min] }
}

/// A headless data source over any `SectionedData` of hashable items (identity = the value).
final class BadInputSource<Item: Hashable>: HeadlessListDataSource {
    var data: SectionedData<Item>
    init(_ data: SectionedData<Item>) { self.data = data }
    func numberOfSections(in view: HeadlessListView) -> Int { data.numberOfSections }
    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        data.numberOfItems(inSection: section)
    }
    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        HeadlessCell(id: data[indexPath], content: data[indexPath])
    }
    func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? { data[section].kind.rawValue }
}

enum ModelBadInputs {
    static let contacts = Contacts.data

    /// Lookups that must answer `nil` / `false` for every bad path.
    static var pathLookups: [BadInputCase] {
        var cases: [BadInputCase] = []
        for path in BadPaths.all {
            let input = badInputText(path)
            cases.append(
                BadInputCase(api: "SectionedData.item(at:)", input: input, answer: "nil") {
                    let data = contacts
                    #expect(data.item(at: path) == nil)
                    #expect(data == contacts)
                })
            cases.append(
                BadInputCase(api: "SectionedData.absoluteIndex(for:)", input: input, answer: "nil") {
                    #expect(contacts.absoluteIndex(for: path) == nil)
                })
            cases.append(
                BadInputCase(api: "SectionedCounts.isValid(_:)", input: input, answer: "false") {
                    #expect(!contacts.isValid(path))
                    #expect(!ModelShapes.CountsOnly(counts: [3, 2, 2]).isValid(path))
                })
            cases.append(
                BadInputCase(api: "SectionOffsets.absoluteIndex(for:)", input: input, answer: "nil") {
                    #expect(SectionOffsets(counts: [3, 2, 2]).absoluteIndex(for: path) == nil)
                    #expect(ModelShapes.CountsOnly(counts: [3, 2, 2]).absoluteIndex(for: path) == nil)
                })
            cases.append(
                BadInputCase(api: "HeadlessListView.cell(at:)", input: input, answer: "nil") {
                    let source = BadInputSource(contacts)
                    let view = HeadlessListView()
                    view.dataSource = source
                    view.reloadData()
                    #expect(view.cell(at: path) == nil)
                    #expect(!view.isValid(path))
                    #expect(view.absoluteIndex(for: path) == nil)
                    #expect(view.events == [.reloadData])
                })
            cases.append(
                BadInputCase(
                    api: "ElementPosition(indexPath:)", input: input, answer: "nil, or a position `contains` rejects"
                ) {
                    if let position = ElementPosition(indexPath: path) {
                        // Negative values never make a position; out-of-range ones do, but no data contains them.
                        #expect(!contacts.contains(position))
                        #expect(contacts.position(after: position) == nil)
                        #expect(contacts.position(before: position) == nil)
                    } else {
                        #expect(ElementPosition.item(at: path) == nil)
                    }
                })
        }
        return cases
    }

    /// Absolute-index lookups that must answer `nil`.
    static var absoluteLookups: [BadInputCase] {
        var cases: [BadInputCase] = []
        let count = contacts.itemCount
        for index in BadPaths.absolute(count: count) {
            let input = index == count ? "count (\(count))" : index == count + 1 ? "count + 1" : badInputText(index)
            cases.append(
                BadInputCase(api: "SectionedData.indexPath(forAbsoluteIndex:)", input: input, answer: "nil") {
                    #expect(contacts.indexPath(forAbsoluteIndex: index) == nil)
                    #expect(contacts.item(atAbsoluteIndex: index) == nil)
                })
            cases.append(
                BadInputCase(api: "SectionOffsets.indexPath(forAbsoluteIndex:)", input: input, answer: "nil") {
                    #expect(SectionOffsets(contacts).indexPath(forAbsoluteIndex: index) == nil)
                    #expect(ModelShapes.CountsOnly(counts: [3, 2, 2]).indexPath(forAbsoluteIndex: index) == nil)
                })
        }
        for index in [0, -1, Int.max, Int.min] {
            cases.append(
                BadInputCase(
                    api: "indexPath(forAbsoluteIndex:) on empty data", input: badInputText(index), answer: "nil"
                ) {
                    let empty = SectionedData<String>()
                    let emptySections: SectionedData<String> = [Section(kind: "a"), Section(kind: "b")]
                    #expect(empty.indexPath(forAbsoluteIndex: index) == nil)
                    #expect(emptySections.indexPath(forAbsoluteIndex: index) == nil)
                    #expect(emptySections.item(atAbsoluteIndex: index) == nil)
                })
        }
        return cases
    }

    /// Section-level lookups.
    static var sectionLookups: [BadInputCase] {
        var cases: [BadInputCase] = []
        for section in [-1, 3, Int.max, Int.min] {
            cases.append(
                BadInputCase(api: "numberOfItems(inSection:)", input: "section \(badInputText(section))", answer: "0") {
                    #expect(contacts.numberOfItems(inSection: section) == 0)
                })
            cases.append(
                BadInputCase(
                    api: "SectionOffsets section lookups", input: "section \(badInputText(section))", answer: "nil"
                ) {
                    let offsets = SectionOffsets(contacts)
                    #expect(offsets.numberOfItems(inSection: section) == nil)
                    #expect(offsets.firstAbsoluteIndex(ofSection: section) == nil)
                })
            cases.append(
                BadInputCase(
                    api: "positions(inSections:)", input: "section \(badInputText(section))", answer: "[] (ignored)"
                ) {
                    #expect(contacts.positions(inSections: [section]).isEmpty)
                })
        }
        cases.append(
            BadInputCase(api: "SectionedData[kind]", input: "absent kind", answer: "nil; setting nil is a no-op") {
                var data = contacts
                #expect(data["Xerox"] == nil)
                #expect(data.firstIndex(of: "Xerox") == nil)
                data["Xerox"] = nil
                #expect(data == contacts)
            })
        return cases
    }

    /// Duplicates in data handed to Decorum.
    static var duplicates: [BadInputCase] {
        let duplicateItem: SectionedData<String> = [
            Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"]),
            Section(kind: "Xerox", items: ["Alan Kay"]),
        ]
        let duplicateKind: SectionedData<String> = [
            Section(kind: "Apple", items: ["Steve Jobs"]), Section(kind: "Apple", items: ["Alan Kay"]),
        ]
        let itemError = DuplicateError(.item("Alan Kay", first: [0, 1], duplicate: [1, 0]))
        let kindError = DuplicateError(.kind("Apple", first: 0, duplicate: 1))
        return [
            BadInputCase(api: "resolvingDuplicates(.reject)", input: "duplicate item", answer: "DuplicateError(.item)")
            {
                expectError(itemError) { _ = try duplicateItem.resolvingDuplicates(.reject) }
            },
            BadInputCase(
                api: "resolvingDuplicates(.reject)", input: "duplicate section kind", answer: "DuplicateError(.kind)"
            ) {
                expectError(kindError) { _ = try duplicateKind.resolvingDuplicates(.reject) }
            },
            BadInputCase(
                api: "StagedChangeset(from:to:)", input: "duplicate item in new", answer: "DuplicateError(.item)"
            ) {
                expectError(itemError) { _ = try StagedChangeset(from: contacts, to: duplicateItem) }
            },
            BadInputCase(
                api: "StagedChangeset(from:to:)", input: "duplicate item in old", answer: "DuplicateError(.item)"
            ) {
                expectError(itemError) { _ = try StagedChangeset(from: duplicateItem, to: contacts) }
            },
            BadInputCase(
                api: "StagedChangeset(from:to:)", input: "duplicate section kind in new",
                answer: "DuplicateError(.kind)"
            ) {
                expectError(kindError) { _ = try StagedChangeset(from: contacts, to: duplicateKind) }
            },
            BadInputCase(
                api: "StagedChangeset(from:to:)", input: "duplicate kinds in old and items in new",
                answer: "DuplicateError naming old's kind first"
            ) {
                expectError(kindError) { _ = try StagedChangeset(from: duplicateKind, to: duplicateItem) }
            },
            BadInputCase(
                api: "StagedChangeset(from:to:identity:)", input: "duplicate id (custom identity)",
                answer: "DuplicateError(.item)"
            ) {
                // Identified by the first letter: "Steve Jobs" and "Sergey Brin" collide.
                let identity = ItemIdentity<String, Character>(id: { $0.first ?? " " }, isContentEqual: ==)
                let error = expectError(DuplicateError.self) {
                    _ = try StagedChangeset(from: SectionedData(items: ["Ada"]), to: contacts, identity: identity)
                }
                if case .item? = error?.duplicate {
                } else {
                    Issue.record("expected an item duplicate, got \(String(describing: error))")
                }
            },
        ]
    }

    /// Changesets that break UIKit's rules: `applied`, `validate` and the headless view must all throw
    /// a `BatchUpdateError` and leave the view unchanged.
    static var invalidChangesets: [BadInputCase] {
        typealias Reason = BatchUpdateError.Reason
        let rows: [(String, Changeset, Reason)] = [
            (
                "delete item IndexPath()", Changeset(itemDeletes: [IndexPath()]),
                .malformedIndexPath(.delete, IndexPath())
            ),
            ("delete item [0]", Changeset(itemDeletes: [[0]]), .malformedIndexPath(.delete, [0])),
            ("delete item [0, 0, 0]", Changeset(itemDeletes: [[0, 0, 0]]), .malformedIndexPath(.delete, [0, 0, 0])),
            ("insert item [-1, 0]", Changeset(itemInserts: [[-1, 0]]), .malformedIndexPath(.insert, [-1, 0])),
            (
                "reload item [0, Int.min]", Changeset(itemReloads: [[0, Int.min]]),
                .malformedIndexPath(.reload, [0, Int.min])
            ),
            (
                "delete item [Int.max, 0]", Changeset(itemDeletes: [[Int.max, 0]]),
                .itemSectionOutOfBounds(.delete, [Int.max, 0], count: 3)
            ),
            ("delete item [0, 3]", Changeset(itemDeletes: [[0, 3]]), .itemOutOfBounds(.delete, [0, 3], count: 3)),
            (
                "move item [0, 0] → [0, Int.max]", Changeset(itemMoves: [Move(from: [0, 0], to: [0, Int.max])]),
                .itemMoveOutOfBounds(Move(from: [0, 0], to: [0, Int.max]), .moveTo, count: 3)
            ),
            (
                "move item [0, 0] → [9, 0]", Changeset(itemMoves: [Move(from: [0, 0], to: [9, 0])]),
                .itemMoveSectionOutOfBounds(Move(from: [0, 0], to: [9, 0]), .moveTo, count: 3)
            ),
            ("delete section -1", Changeset(sectionDeletes: [-1]), .sectionOutOfBounds(.delete, section: -1, count: 3)),
            (
                "delete section Int.min", Changeset(sectionDeletes: [Int.min]),
                .sectionOutOfBounds(.delete, section: Int.min, count: 3)
            ),
            (
                "move section Int.max → 0", Changeset(sectionMoves: [Move(from: Int.max, to: 0)]),
                .sectionOutOfBounds(.moveFrom, section: Int.max, count: 3)
            ),
            // A collection view counts a repeated delete twice (a table view drops it); either way the
            // unchanged data does not add up.
            (
                "delete item [0, 0] twice", Changeset(itemDeletes: [[0, 0], [0, 0]]),
                .invalidItemCount(section: 0, after: 3, before: 3, inserted: 0, deleted: 2, movedIn: 0, movedOut: 0)
            ),
            (
                "delete and reload [0, 0]", Changeset(itemDeletes: [[0, 0]], itemReloads: [[0, 0]]),
                .conflictingItem(.delete, .reload, [0, 0])
            ),
            (
                "insert [0, 0] while the data keeps its counts", Changeset(itemInserts: [[0, 0]]),
                .inconsistentBatch(before: [3, 2, 2], after: [3, 2, 2], updates: ["Insert item (0 - 0)"])
            ),
        ]
        return rows.map { input, changes, reason in
            BadInputCase(
                api: "Changeset.applied / validate / performBatchUpdates", input: input,
                answer: "BatchUpdateError(.\(String(describing: reason).prefix { $0 != "(" }))"
            ) {
                // The data after the update stays the contacts (same counts), except for the insert row,
                // whose counts then fail; either way the batch must be refused, never trap.
                let expected = BatchUpdateError(reason)
                expectError(expected) { _ = try changes.applied(to: contacts, producing: contacts) }
                expectError(expected) { try changes.validate(oldCounts: [3, 2, 2], newCounts: [3, 2, 2]) }
                let source = BadInputSource(contacts)
                let view = HeadlessListView(style: .collection)
                view.dataSource = source
                view.reloadData()
                let before = view.identities
                expectError(expected) { try view.performBatchUpdates(changes) }
                #expect(view.identities == before)
                #expect(view.events == [.reloadData])
            }
        }
    }

    /// Views out of sync and reconfigures of bad paths, straight on the headless view.
    static var headlessView: [BadInputCase] {
        var cases: [BadInputCase] = []
        for path in BadPaths.all {
            cases.append(
                BadInputCase(
                    api: "HeadlessListView.reconfigureItems(at:)", input: badInputText(path),
                    answer:
                        "BatchUpdateError(.malformedIndexPath, .itemSectionOutOfBounds or .itemOutOfBounds); cells unchanged"
                ) {
                    let source = BadInputSource(contacts)
                    let view = HeadlessListView()
                    view.dataSource = source
                    view.reloadData()
                    // The same reason the batch simulation gives for a reload of that path.
                    let reason: BatchUpdateError.Reason
                    if path.count != 2 || path[0] < 0 || path[1] < 0 {
                        reason = .malformedIndexPath(.reload, path)
                    } else if path[0] >= contacts.numberOfSections {
                        reason = .itemSectionOutOfBounds(.reload, path, count: contacts.numberOfSections)
                    } else {
                        reason = .itemOutOfBounds(.reload, path, count: contacts.numberOfItems(inSection: path[0]))
                    }
                    expectError(BatchUpdateError(reason, noun: "row")) {
                        try view.reconfigureItems(at: [path])
                    }
                    #expect(view.events == [.reloadData])
                })
        }
        cases.append(
            BadInputCase(
                api: "HeadlessListView.performBatchUpdates", input: "data source changed without a batch",
                answer: "BatchUpdateError(.invalidItemCount); cells unchanged"
            ) {
                let source = BadInputSource(contacts)
                let view = HeadlessListView()
                view.dataSource = source
                view.reloadData()
                source.data[0].append("Steve Wozniak")  // behind the view's back
                let before = view.identities
                let error = expectError(BatchUpdateError.self) { try view.performBatchUpdates(Changeset()) }
                if case .invalidItemCount? = error?.reason {} else { Issue.record("got \(String(describing: error))") }
                #expect(view.identities == before)
            })
        return cases
    }

    static var all: [BadInputCase] {
        pathLookups + absoluteLookups + sectionLookups + duplicates + invalidChangesets + headlessView
    }
}

@Suite("Bad input: model, changesets, diff and headless view")
struct BadInputTests {
    @Test(arguments: ModelBadInputs.all)
    @MainActor
    func badInput(_ row: BadInputCase) throws {
        try row.check()
    }

    @Test func everyAPIIsTriedWithEveryBadInput() {
        let paths = BadPaths.all.map(badInputText)
        let absolute = ["-1", "count (7)", "count + 1", "Int.max", "Int.min"]
        expectCompleteTable(
            ModelBadInputs.all,
            inputs: [
                "SectionedData.item(at:)": paths,
                "SectionedData.absoluteIndex(for:)": paths,
                "SectionedCounts.isValid(_:)": paths,
                "SectionOffsets.absoluteIndex(for:)": paths,
                "HeadlessListView.cell(at:)": paths,
                "ElementPosition(indexPath:)": paths,
                "HeadlessListView.reconfigureItems(at:)": paths,
                "SectionedData.indexPath(forAbsoluteIndex:)": absolute,
                "SectionOffsets.indexPath(forAbsoluteIndex:)": absolute,
                "indexPath(forAbsoluteIndex:) on empty data": ["0", "-1", "Int.max", "Int.min"],
                "numberOfItems(inSection:)": ["section -1", "section 3", "section Int.max", "section Int.min"],
                "SectionOffsets section lookups": ["section -1", "section 3", "section Int.max", "section Int.min"],
                "positions(inSections:)": ["section -1", "section 3", "section Int.max", "section Int.min"],
            ],
            alsoCovered: [
                "SectionedData[kind]", "resolvingDuplicates(.reject)", "StagedChangeset(from:to:)",
                "StagedChangeset(from:to:identity:)", "Changeset.applied / validate / performBatchUpdates",
                "HeadlessListView.performBatchUpdates",
            ])
    }
}

/// Checks that a bad-input table is what it claims to be: every case names its API, input and answer;
/// no two cases try the same input on the same API; each API of `inputs` is tried with at least those
/// inputs; and the table holds exactly the APIs of `inputs` and `alsoCovered`.
func expectCompleteTable(
    _ rows: [BadInputCase], inputs: [String: [String]], alsoCovered: Set<String>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var tried: [String: [String]] = [:]
    for row in rows {
        let blank = [row.api, row.input, row.answer].contains { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(!blank, "a blank api, input or answer: \(row.testDescription)", sourceLocation: sourceLocation)
        #expect(
            tried[row.api]?.contains(row.input) != true, "\(row.api) tries \(row.input) twice",
            sourceLocation: sourceLocation)
        tried[row.api, default: []].append(row.input)
    }
    for (api, expected) in inputs {
        let missing = expected.filter { !(tried[api] ?? []).contains($0) }
        #expect(missing.isEmpty, "\(api) is never tried with \(missing)", sourceLocation: sourceLocation)
    }
    let expectedAPIs = Set(inputs.keys).union(alsoCovered)
    #expect(
        Set(tried.keys) == expectedAPIs,
        "missing: \(expectedAPIs.subtracting(tried.keys).sorted()); unexpected: \(Set(tried.keys).subtracting(expectedAPIs).sorted())",
        sourceLocation: sourceLocation)
}

/// The bad-input table as Markdown, as the DocC article `BadInput.md` shows it: one row per API and
/// answer, listing the inputs, then the number of cases.
func badInputTable(_ rows: [BadInputCase]) -> String {
    var order: [String] = []
    var inputs: [String: [String]] = [:]
    for row in rows {
        let key = "| `\(row.api)` | %@ | \(row.answer) |"
        if inputs[key] == nil { order.append(key) }
        inputs[key, default: []].append(row.input)
    }
    var text = "| API | Bad inputs | Answer |\n|---|---|---|\n"
    for key in order {
        text += key.replacingOccurrences(of: "%@", with: inputs[key]!.map { "`\($0)`" }.joined(separator: ", ")) + "\n"
    }
    text += "\n\(rows.count) cases.\n"
    return text
}

/// Writes ``badInputTable(_:)`` to the file `DECORUM_BAD_INPUT_TABLE` names, if any.
func writeBadInputTable(_ rows: [BadInputCase]) {
    guard let file = ProcessInfoLite.environment("DECORUM_BAD_INPUT_TABLE") else { return }
    try? badInputTable(rows).write(toFile: file, atomically: true, encoding: .utf8)
}

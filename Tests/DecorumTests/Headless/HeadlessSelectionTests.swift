import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// The headless view's model of UIKit's selection: by index path, carried through batch updates the way
/// UIKit carries it (see HeadlessListView+Selection.swift for the rules and their sources).
@MainActor
@Suite("Headless selection follows UIKit")
struct HeadlessSelectionTests {
    /// A view over two sections of letters, with `paths` selected.
    func view(
        _ sections: [[String]] = [["a", "b", "c", "d"], ["e", "f"]], selecting paths: [IndexPath],
        style: HeadlessListView.Style = .table
    ) -> (HeadlessListView, ListDataSource<String>) {
        let source = ListDataSource(
            SectionedData(sections.enumerated().map { Section(kind: Kind("s\($0.offset)"), items: $0.element) }))
        let view = HeadlessListView(style: style)
        view.allowsMultipleSelection = true
        view.dataSource = source
        view.reloadData()
        for path in paths { view.selectItem(at: path) }
        return (view, source)
    }

    /// The selected letters, read back from the view.
    func selectedLetters(_ view: HeadlessListView) -> [String] {
        view.selectedIndexPaths.compactMap { view.cell(at: $0)?.content }
    }

    @Test(
        "inserts and deletes of other rows shift the selected row",
        arguments: [HeadlessListView.Style.table, .collection])
    func otherRowsShift(style: HeadlessListView.Style) throws {
        let (view, source) = view(selecting: [[0, 2]], style: style)
        try view.performBatchUpdates(Changeset(itemDeletes: [[0, 0]], itemInserts: [[0, 0], [0, 1]])) {
            source.data[0].items = ["x", "y", "b", "c", "d"]
        }
        #expect(view.selectedIndexPaths == [[0, 3]])
        #expect(selectedLetters(view) == ["c"])
    }

    @Test("a moved row keeps its selection at its new place; so do the rows of a moved section")
    func movesKeepSelection() throws {
        let (view, source) = view(selecting: [[0, 0], [1, 1]])
        try view.performBatchUpdates(
            Changeset(sectionMoves: [Move(from: 1, to: 0)], itemMoves: [Move(from: [0, 0], to: [1, 3])])
        ) {
            source.data = SectionedData([
                Section(kind: "s1", items: ["e", "f"]), Section(kind: "s0", items: ["b", "c", "d", "a"]),
            ])
        }
        #expect(view.selectedIndexPaths == [[0, 1], [1, 3]])
        #expect(selectedLetters(view) == ["f", "a"])
    }

    @Test("deleted rows, reloaded rows and rows of deleted or reloaded sections lose their selection")
    func deletedAndReloadedLoseIt() throws {
        let (view, source) = view(selecting: [[0, 0], [0, 1], [0, 3], [1, 0]])
        try view.performBatchUpdates(Changeset(itemDeletes: [[0, 0]], itemReloads: [[0, 1]])) {
            source.data[0].items = ["b", "c", "d"]
        }
        #expect(selectedLetters(view) == ["d", "e"])
        try view.performBatchUpdates(Changeset(sectionReloads: [1])) {}
        #expect(selectedLetters(view) == ["d"])
        try view.performBatchUpdates(Changeset(sectionDeletes: [0])) { source.data.sections.remove(at: 0) }
        #expect(view.selectedIndexPaths.isEmpty)
    }

    @Test("reconfiguring keeps the selection; reloadData drops it")
    func reconfigureAndReload() throws {
        let (view, source) = view(selecting: [[0, 1]])
        source.data[0].items[1] = "b"
        try view.reconfigureItems(at: [[0, 1]])
        #expect(view.selectedIndexPaths == [[0, 1]])
        view.reloadData()
        #expect(view.selectedIndexPaths.isEmpty)
    }

    @Test("a table view that reloads instead of animating drops the selection")
    func tableReloadFallback() throws {
        let (view, source) = view(selecting: [[1, 0]])
        // An item move out of a deleted section: a table view reloads its data.
        try view.performBatchUpdates(
            Changeset(sectionDeletes: [0], itemMoves: [Move(from: [0, 0], to: [0, 2])])
        ) {
            source.data = SectionedData([Section(kind: "s1", items: ["e", "f", "a"])])
        }
        #expect(view.events.last == .reloadData)
        #expect(view.selectedIndexPaths.isEmpty)
    }

    /// Records what a tap tells the delegate.
    final class Taps: HeadlessListDelegate {
        var log: [String] = []
        func headlessView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
            log.append("select \(indexPath)")
        }
        func headlessView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {
            log.append("deselect \(indexPath)")
        }
    }

    @Test("taps: single selection replaces and reports both; multiple selection toggles; code selection is silent")
    func tapsTellTheDelegate() {
        let (view, _) = view(selecting: [])
        let taps = Taps()
        view.delegate = taps
        view.allowsMultipleSelection = false
        view.tap(at: [0, 1])
        view.tap(at: [1, 0])
        view.tap(at: [1, 0])
        #expect(taps.log == ["select [0, 1]", "deselect [0, 1]", "select [1, 0]", "select [1, 0]"])
        #expect(view.selectedIndexPaths == [[1, 0]])
        view.selectItem(at: [0, 0])  // code: replaces, silently
        #expect(view.selectedIndexPaths == [[0, 0]])
        view.allowsMultipleSelection = true
        taps.log = []
        view.tap(at: [0, 3])
        view.tap(at: [0, 0])
        #expect(taps.log == ["select [0, 3]", "deselect [0, 0]"])
        #expect(view.selectedIndexPaths == [[0, 3]])
        #expect(!view.tap(at: [0, 9]) && !view.tap(at: [5, 0]))
        view.selectItem(at: [0, 9])
        #expect(view.selectedIndexPaths == [[0, 3]])
    }

    @Test("seeded: the selection travels with the identities of the surviving, un-reloaded rows")
    func seededSelectionTravels() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 0x5E2)
        for round in 0..<200 {
            let old = (0..<Int.random(in: 1..<4, using: &generator)).map { section in
                (0..<Int.random(in: 0..<6, using: &generator)).map { "\(section)-\($0)" }
            }
            let (view, source) = view(old, selecting: [])
            for (section, items) in old.enumerated() where !items.isEmpty {
                for item in items.indices where Bool.random(using: &generator) { view.selectItem(at: [section, item]) }
            }
            let selectedBefore = Set(selectedLetters(view))
            // A random new state: rows dropped, shuffled, new ones added; diffed by the library.
            var newSections = old.map { items in items.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 } }
            for index in newSections.indices {
                newSections[index].shuffle(using: &generator)
                if Bool.random(using: &generator) { newSections[index].insert("new\(round)-\(index)", at: 0) }
            }
            let new = SectionedData(
                newSections.enumerated().map { Section(kind: Kind("s\($0.offset)"), items: $0.element) })
            let staged = try StagedChangeset(from: source.data, to: new)
            for stage in staged {
                try view.performBatchUpdates(stage.changeset) { source.data = stage.data }
            }
            let survivors = Set(new.allItems)
            #expect(Set(selectedLetters(view)) == selectedBefore.intersection(survivors), "round \(round)")
        }
    }
}

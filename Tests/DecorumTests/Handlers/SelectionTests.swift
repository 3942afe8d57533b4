import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// Item 2 of issue 12: the selection follows items by identity through every edit and `apply`.
@MainActor
@Suite("Selection that follows items")
struct SelectionTests {
    func ids(_ range: ClosedRange<Int>) -> [Person] { range.map { person("\($0)") } }

    /// The paths of `data` whose items are selected, outside collapsed sections: what the view must
    /// show once idle.
    func expectedPaths(_ handler: HeadlessHandler<HorizontalDecorator>) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (section, content) in handler.data.sections.enumerated() where !content.isCollapsed {
            for (row, item) in content.items.enumerated() where handler.selectedIDs.contains(item.id) {
                paths.append(IndexPath(section: section, item: row))
            }
        }
        return paths
    }

    @Test("select(id:) selects the row; a miss returns nil and changes nothing")
    func selectByID() {
        let handler = makeHandler(SectionedData(items: ids(1...5)))
        #expect(handler.select(id: "3") == [0, 2])
        #expect(handler.view.selectedIndexPaths == [[0, 2]])
        #expect(handler.selectedItems.map(\.id) == ["3"])
        #expect(handler.select(id: "nobody") == nil)
        #expect(handler.selectedIDs == ["3"])
        #expect(handler.select(item: person("4")) == [0, 3])  // single selection: replaces
        #expect(handler.selectedIDs == ["4"])
        #expect(handler.view.selectedIndexPaths == [[0, 3]])
        handler.deselect(item: person("4"))
        #expect(handler.selectedIDs.isEmpty && handler.view.selectedIndexPaths.isEmpty)
    }

    @Test("under multiple selection, select adds; deselectAll clears")
    func multipleSelection() {
        let handler = makeHandler(SectionedData(items: ids(1...5)))
        handler.view.allowsMultipleSelection = true
        handler.select(id: "1")
        handler.select(id: "5")
        #expect(handler.view.selectedIndexPaths == [[0, 0], [0, 4]])
        #expect(handler.selectedItems.map(\.id) == ["1", "5"])
        handler.deselectAll()
        #expect(handler.view.selectedIndexPaths.isEmpty && handler.selectedIDs.isEmpty)
    }

    @Test("after a shuffle with apply, the selected item is still selected, at its new path")
    func shuffleKeepsSelection() throws {
        let handler = makeHandler(SectionedData(items: ids(1...6)))
        handler.select(id: "2")
        try handler.apply(SectionedData(items: [6, 2, 5, 1, 4, 3].map { person("\($0)") }))
        #expect(handler.view.selectedIndexPaths == [[0, 1]])
        try handler.apply(SectionedData(items: [3, 4, 1, 5, 6, 2].map { person("\($0)") }))
        #expect(handler.view.selectedIndexPaths == [[0, 5]])
        #expect(handler.selectedIDs == ["2"])
        expectConsistent(handler)
    }

    @Test("an item that moves across sections with a plain edit stays selected")
    func moveKeepsSelection() throws {
        let handler = makeHandler([Section(kind: .default, items: ids(1...3)), Section(kind: .vips, items: ids(4...5))])
        handler.select(id: "1")
        try handler.move(from: [0, 0], to: [1, 2])
        #expect(handler.view.selectedIndexPaths == [[1, 2]])
        try handler.insertData(ids(10...11), at: [1, 0])
        #expect(handler.view.selectedIndexPaths == [[1, 4]])
    }

    @Test("a removed item is deselected, and onSelectionChange says so")
    func removedIsDeselected() throws {
        let handler = makeHandler(SectionedData(items: ids(1...4)))
        handler.view.allowsMultipleSelection = true
        var changes: [Set<String>] = []
        handler.onSelectionChange = { changes.append($0) }
        handler.select(id: "2")
        handler.select(id: "3")
        #expect(changes.isEmpty)  // your own selections are not reported
        handler.removeData([person("2")])
        #expect(handler.selectedIDs == ["3"])
        #expect(handler.view.selectedIndexPaths == [[0, 1]])
        try handler.apply(SectionedData(items: ids(4...6)))
        #expect(handler.selectedIDs.isEmpty && handler.view.selectedIndexPaths.isEmpty)
        #expect(changes == [["3"], []])
        // The same identity coming back is not selected again.
        try handler.apply(SectionedData(items: ids(1...4)))
        #expect(handler.view.selectedIndexPaths.isEmpty)
    }

    @Test("an upsert that replaces the selected item keeps it selected")
    func upsertKeepsSelection() throws {
        let handler = makeHandler(SectionedData(items: ids(1...3)))
        handler.reconfiguresUpdatedItems = false  // the row is reloaded: UIKit deselects it, the handler reselects
        handler.select(id: "2")
        try handler.upsert([person("2", "Grace")])
        #expect(handler.view.events.last == .batch(Changeset(itemReloads: [[0, 1]])), "\(handler.view.events)")
        #expect(handler.view.selectedIndexPaths == [[0, 1]])
        #expect(handler.selectedIDs == ["2"])
    }

    @Test("under queued animations the view's selection follows what it shows, then the data")
    func queuedAnimations() throws {
        let handler = makeHandler(SectionedData(items: ids(1...4)), mode: .manual)
        handler.select(id: "3")
        try handler.insertData(ids(10...10), at: [0, 0])  // animating
        try handler.insertData(ids(11...12), at: [0, 0])  // queued
        try handler.move(from: [0, 5], to: [0, 0])  // queued: moves "3" to the top of the data
        #expect(handler.view.selectedIndexPaths == [[0, 3]])  // the first batch is shown
        #expect(handler.select(id: "11") == [0, 1])  // in the data, not on screen yet
        #expect(handler.view.selectedIndexPaths.isEmpty)
        handler.view.finishAnimations()
        #expect(handler.view.selectedIndexPaths == [[0, 1]])
        #expect(handler.selectedItems.map(\.id) == ["11"])
        expectConsistent(handler)
    }

    @Test("an item selected before its insert is shown gets selected when its row appears")
    func selectQueuedInsert() throws {
        let handler = makeHandler(SectionedData(items: ids(1...2)), mode: .manual)
        handler.view.allowsMultipleSelection = true
        try handler.addData(ids(3...3))  // animating
        try handler.addData(ids(4...4))  // queued
        handler.select(id: "4")
        handler.select(id: "1")
        #expect(handler.view.selectedIndexPaths == [[0, 0]])
        handler.view.finishAnimations()
        #expect(handler.view.selectedIndexPaths == [[0, 0], [0, 3]])
    }

    @Test("a reloadData fallback (view not in a window) keeps the selection")
    func reloadKeepsSelection() throws {
        let handler = makeHandler(SectionedData(items: ids(1...4)))
        handler.select(id: "4")
        handler.view.isInWindow = false
        try handler.insertData(ids(5...6), at: [0, 0])
        #expect(handler.view.events.last == .reloadData)
        #expect(handler.view.selectedIndexPaths == [[0, 5]])
        handler.view.isInWindow = true
        handler.reloadThreshold = 1
        try handler.apply(SectionedData(items: ids(1...6).reversed()))  // over the threshold: reloads
        #expect(handler.view.events.last == .reloadData)
        #expect(handler.view.selectedIndexPaths == [[0, 2]])
    }

    @Test("taps select and deselect items; onSelect, onDeselect and onSelectionChange run")
    func taps() throws {
        let handler = makeHandler(SectionedData(items: ids(1...4)))
        var log: [String] = []
        handler.onSelect = { item, path in log.append("select \(item.id) \(path)") }
        handler.onDeselect = { item, path in log.append("deselect \(item.id) \(path)") }
        handler.onSelectionChange = { log.append("now \($0.sorted())") }
        handler.view.tap(at: [0, 1])
        handler.view.tap(at: [0, 2])  // single selection: the first is deselected
        #expect(handler.selectedIDs == ["3"])
        #expect(
            log == [
                "now [\"2\"]", "select 2 [0, 1]", "deselect 2 [0, 1]", "now []", "now [\"3\"]", "select 3 [0, 2]",
            ])
        handler.view.allowsMultipleSelection = true
        handler.view.tap(at: [0, 0])
        handler.view.tap(at: [0, 2])  // a selected row: toggled off
        #expect(handler.selectedIDs == ["1"])
        try handler.apply(SectionedData(items: ids(1...4).reversed()))
        #expect(handler.view.selectedIndexPaths == [[0, 3]])
        #expect(handler.view.tap(at: [3, 0]) == false)
    }

    @Test("rows deselected or selected on the view directly (deselectRow in onSelect) are taken in")
    func directViewChanges() throws {
        let handler = makeHandler(SectionedData(items: ids(1...4)))
        let view = handler.view
        handler.onSelect = { _, path in view.deselectItem(at: path) }  // the common "flash and deselect"
        view.tap(at: [0, 1])
        #expect(handler.selectedIDs.isEmpty)
        try handler.insertData(ids(9...9), at: [0, 0])
        #expect(view.selectedIndexPaths.isEmpty)  // not selected again by the next edit
        handler.onSelect = nil
        view.selectItem(at: [0, 2])  // selected on the view, not through the handler: item "2"
        try handler.apply(SectionedData(items: ids(1...4).reversed()))
        #expect(handler.selectedIDs == ["2"])
        #expect(view.selectedIndexPaths == [[0, 2]])
        expectConsistent(handler)
    }

    @Test("a selected item in a collapsed section stays selected, and shows selected again on expand")
    func collapsedSection() throws {
        let handler = makeHandler(
            [Section(kind: .default, items: ids(1...3)), Section(kind: .vips, items: ids(4...6))], mode: .manual)
        handler.view.allowsMultipleSelection = true
        handler.select(id: "5")
        handler.select(id: "2")
        try handler.collapse(section: .default)
        handler.view.finishAnimations()
        #expect(handler.view.selectedIndexPaths == [[1, 1]])
        #expect(handler.selectedIDs == ["2", "5"])
        try handler.apply(SectionedData([Section(kind: .default, items: ids(1...3).reversed()), handler.data[1]]))
        try handler.expand(section: .default)
        handler.view.finishAnimations()
        #expect(handler.view.selectedIndexPaths == [[0, 1], [1, 1]])
        handler.view.tap(at: [1, 1])  // a tap in a section after the collapsed one names the right item
        #expect(handler.selectedIDs == ["2"])
        expectConsistent(handler)
    }

    @Test("a tap on a row whose item is already removed (still animating out) does not select it")
    func tapOnLeavingRow() throws {
        let handler = makeHandler(SectionedData(items: ids(1...3)), mode: .manual)
        try handler.addData(ids(4...4))  // animating
        handler.removeData([person("2")])  // queued: row 2 still shown
        var selected: [String] = []
        handler.onSelect = { item, _ in selected.append(item.id) }
        handler.view.tap(at: [0, 1])
        #expect(selected == ["2"])
        #expect(handler.selectedIDs.isEmpty)
        #expect(handler.view.selectedIndexPaths.isEmpty)
        handler.view.finishAnimations()
        expectConsistent(handler)
    }

    @Test(
        "seeded: through random edits, applies, taps, collapses and window changes, the view selects exactly the selected items"
    )
    func seededSelection() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 0x5E1)
        for round in 0..<60 {
            let mode: HeadlessListView.AnimationMode = round.isMultiple(of: 2) ? .manual : .immediate
            let handler = makeHandler(
                [Section(kind: .default, items: ids(1...8)), Section(kind: .vips, items: ids(9...12))], mode: mode)
            handler.view.allowsMultipleSelection = round % 3 != 0
            handler.reconfiguresUpdatedItems = round % 4 != 1
            var next = 100
            for step in 0..<40 {
                let all = handler.data.allItems
                switch Int.random(in: 0..<11, using: &generator) {
                case 0:
                    try handler.addData(
                        [person("\(next)")], toSection: Bool.random(using: &generator) ? .default : .vips)
                    next += 1
                case 1:
                    handler.removeData(Array(all.shuffled(using: &generator).prefix(2)))
                case 2:
                    var sections = handler.data.sections
                    for index in sections.indices { sections[index].items.shuffle(using: &generator) }
                    try handler.apply(SectionedData(sections.shuffled(using: &generator)))
                case 3:
                    if let some = all.randomElement(using: &generator) { handler.select(id: some.id) }
                case 4:
                    if let some = all.randomElement(using: &generator) { handler.deselect(id: some.id) }
                case 5:
                    let section = Int.random(in: 0..<max(1, handler.view.numberOfSections), using: &generator)
                    let count = handler.view.numberOfItems(inSection: section)
                    if count > 0 { handler.view.tap(at: [section, Int.random(in: 0..<count, using: &generator)]) }
                case 6:
                    if let some = all.randomElement(using: &generator) {
                        try handler.upsert([person(some.id, "v\(step)")])
                    }
                case 7:
                    if Int.random(in: 0..<3, using: &generator) == 0 {
                        handler.view.isInWindow.toggle()
                    } else {
                        try handler.toggle(section: Bool.random(using: &generator) ? .default : .vips)
                    }
                case 8:
                    if handler.data.itemCount > 1,
                        let section = handler.data.sections.firstIndex(where: { $0.count > 1 })
                    {
                        try handler.move(from: [section, 0], to: [section, handler.data[section].count - 1])
                    }
                case 9:
                    // The app (or UIKit) changes the view's selection directly.
                    if let path = handler.view.selectedIndexPaths.randomElement(using: &generator),
                        Bool.random(using: &generator)
                    {
                        handler.view.deselectItem(at: path)
                    } else if handler.view.numberOfSections > 0, handler.view.numberOfItems(inSection: 0) > 0 {
                        handler.view.selectItem(at: [0, 0])
                    }
                    _ = handler.selectedIDs  // the handler takes it in when next asked
                default:
                    handler.view.finishAnimations()
                }
                // At every instant the view selects the shown rows of the selected items, and only those.
                #expect(
                    handler.view.selectedIndexPaths == handler.engine.displayedSelectedPaths(),
                    "round \(round) step \(step) seed \(TestSeed.base)")
                #expect(handler.selectedIDs.isSubset(of: Set(all.map(\.id)).union(handler.data.allItems.map(\.id))))
                if !handler.view.allowsMultipleSelection { #expect(handler.selectedIDs.count <= 1) }
            }
            handler.view.isInWindow = true
            handler.view.finishAnimations()
            #expect(handler.view.selectedIndexPaths == expectedPaths(handler), "round \(round) seed \(TestSeed.base)")
            for kind in handler.data.kinds { try handler.expand(section: kind) }
            handler.view.finishAnimations()
            expectConsistent(handler)
            #expect(handler.view.selectedIndexPaths == expectedPaths(handler), "round \(round) seed \(TestSeed.base)")
            #expect(Set(handler.selectedItems.map(\.id)) == handler.selectedIDs)
        }
    }
}

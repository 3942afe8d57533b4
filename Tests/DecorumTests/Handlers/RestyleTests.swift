import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// Rows whose item now needs another cell (another reuse identifier) are reloaded, never reconfigured:
/// UIKit raises when a reconfigure would dequeue a different registration, and Apple's diffable data
/// source crashes there. Decided in the engine, so it is checked here through the headless view, which
/// refuses such a reconfigure as UIKit does.
enum RestyleFixtures {
    class RowCell { var text = "" }
    final class TextCell: RowCell {}
    final class BannerCell: RowCell {}

    struct Row: Identifiable, Hashable, Updatable, CustomStringConvertible {
        enum Style: Hashable { case text, banner }
        var id: Int
        var style: Style
        var title: String
        mutating func update(from copy: Row) {
            style = copy.style
            title = copy.title
        }
        var description: String { "\(id):\(style == .text ? "t" : "b"):\(title)" }
    }

    struct TextDecorator: CellDecorator {
        static func update(_ cell: TextCell, with row: Row) { cell.text = row.title }
    }
    struct BannerDecorator: CellDecorator {
        static func update(_ cell: BannerCell, with row: Row) { cell.text = "*** \(row.title) ***" }
    }
    struct RowDecorator: RoutingDecorator {
        static func route(_ row: Row) -> CellRoute<RowCell> {
            switch row.style {
            case .text: return CellRoute(unchecked: TextDecorator.self, row)
            case .banner: return CellRoute(unchecked: BannerDecorator.self, row)
            }
        }
    }

    static func row(_ id: Int, _ style: Row.Style = .text, _ title: String? = nil) -> Row {
        Row(id: id, style: style, title: title ?? "row\(id)")
    }

    @MainActor
    static func handler(
        _ rows: [Row], mode: HeadlessListView.AnimationMode = .immediate, style: HeadlessListView.Style = .table
    ) throws -> HeadlessHandler<RowDecorator> {
        let view = HeadlessListView(style: style, animationMode: mode)
        view.viewportHeight = 10_000  // every row on screen: reconfigures reach them all, as the check needs
        return try HeadlessHandler<RowDecorator>(view: view, data: SectionedData(items: rows))
    }

    /// The reconfigure and reload events after the handler was created.
    @MainActor
    static func refreshes(
        _ view: HeadlessListView, after start: Int
    ) -> (reconfigured: [IndexPath], reloaded: [IndexPath]) {
        var reconfigured: [IndexPath] = []
        var reloaded: [IndexPath] = []
        for event in view.events[start...] {
            switch event {
            case .reconfigure(let paths): reconfigured += paths
            case .batch(let changes): reloaded += changes.itemReloads
            case .reloadData, .reconfigureSupplementaryViews: break
            }
        }
        return (reconfigured, reloaded)
    }

    @Suite("A row whose item changes cell style is reloaded, not reconfigured")
    @MainActor
    struct RestyleTests {
        @Test func theHeadlessViewRefusesToReconfigureACellIntoAnotherRegistration() throws {
            let view = HeadlessListView()
            let source = StyleSource(style: .text)
            view.dataSource = source
            view.reloadData()
            view.viewportHeight = 44  // the row is on screen: it has a cell to reconfigure
            source.style = .banner
            let path = IndexPath(item: 0, section: 0)
            let error = expectThrown(BatchUpdateError.self) { try view.reconfigureItems(at: [path]) }
            #expect(error?.reason == .reconfigureChangesRegistration(path, shown: "TextCell", dequeued: "BannerCell"))
            #expect(error?.description.hasPrefix("Attempted to dequeue a cell for a different registration") == true)
            // A reload may change the cell.
            try view.performBatchUpdates(Changeset(itemReloads: [path]))
            #expect(view.cell(at: path)?.reuseIdentifier == "BannerCell")
        }

        @Test(arguments: [HeadlessListView.Style.table, .collection])
        func upsertReloadsRestyledRowsAndReconfiguresTheRest(style: HeadlessListView.Style) throws {
            let handler = try handler([row(0), row(1), row(2)], style: style)
            var diagnostics: [Diagnostic] = []
            handler.onDiagnostic = { diagnostics.append($0) }
            let start = handler.view.events.count
            try handler.upsert([row(1, .banner, "sale"), row(2, .text, "renamed")])
            let (reconfigured, reloaded) = refreshes(handler.view, after: start)
            #expect(reloaded == [IndexPath(item: 1, section: 0)])
            #expect(reconfigured == [IndexPath(item: 2, section: 0)])
            #expect(diagnostics.isEmpty)
            #expect(handler.view.cell(at: IndexPath(item: 1, section: 0))?.reuseIdentifier == "BannerCell")
            expectConsistent(handler)
        }

        @Test(arguments: [HeadlessListView.AnimationMode.immediate, .manual])
        func applyReloadsRestyledRowsInALastBatchAtTheirNewPaths(mode: HeadlessListView.AnimationMode) throws {
            let handler = try handler([row(0), row(1), row(2), row(3)], mode: mode)
            var diagnostics: [Diagnostic] = []
            handler.onDiagnostic = { diagnostics.append($0) }
            let start = handler.view.events.count
            // Row 3 moves to the front and becomes a banner; row 1 is renamed; row 0 is deleted.
            try handler.apply(SectionedData(items: [row(3, .banner), row(1, .text, "renamed"), row(2)]))
            handler.view.finishAnimations()
            let (reconfigured, reloaded) = refreshes(handler.view, after: start)
            #expect(reloaded == [IndexPath(item: 0, section: 0)])
            #expect(reconfigured == [IndexPath(item: 1, section: 0)])
            // The reload runs in a batch of its own, after the moves.
            let last = handler.view.batches.last
            #expect(last?.itemReloads == [IndexPath(item: 0, section: 0)] && last?.itemMoves.isEmpty == true)
            #expect(diagnostics.isEmpty)
            expectConsistent(handler)
        }

        @Test func queuedEditsCompareWithTheStyleShownBeforeEachEdit() throws {
            let handler = try handler([row(0), row(1)], mode: .manual)
            var diagnostics: [Diagnostic] = []
            handler.onDiagnostic = { diagnostics.append($0) }
            try handler.addData([row(2)])  // animating: what follows queues
            try handler.upsert([row(0, .banner)])
            try handler.upsert([row(0, .banner, "again"), row(1, .banner)])
            try handler.apply(SectionedData(items: [row(1, .text), row(0, .banner, "third"), row(2)]))
            while handler.view.isAnimating { handler.view.finishAnimations() }
            #expect(diagnostics.isEmpty)
            expectConsistent(handler)
            #expect(handler.view.cells[0].map(\.reuseIdentifier) == ["TextCell", "BannerCell", "TextCell"])
        }

        @Test func plainDecoratorsNeverPayForTheCheck() throws {
            let plain = makeHandler(SectionedData(items: people("a", "b")))
            #expect(plain.view.cells[0].allSatisfy { $0.reuseIdentifier == nil })
            let routed = try handler([row(0)])
            #expect(routed.view.cells[0].map(\.reuseIdentifier) == ["TextCell"])
        }

        @Test func seededStyleChangesNeverReachAReconfigure() throws {
            var generator = SeededGenerator(seed: 0xDEC0)
            for _ in 0..<60 {
                let mode: HeadlessListView.AnimationMode = Bool.random(using: &generator) ? .manual : .immediate
                let handler = try handler((0..<8).map { row($0) }, mode: mode)
                handler.reconfiguresUpdatedItems = Bool.random(using: &generator)
                var diagnostics: [Diagnostic] = []
                handler.onDiagnostic = { diagnostics.append($0) }
                for _ in 0..<6 {
                    let rows = handler.data.allItems.shuffled(using: &generator).prefix(
                        Int.random(in: 3...8, using: &generator)
                    )
                    .map { old -> Row in
                        var new = old
                        if Bool.random(using: &generator) { new.style = new.style == .text ? .banner : .text }
                        if Bool.random(using: &generator) { new.title += "'" }
                        return new
                    }
                    if Bool.random(using: &generator) {
                        try handler.apply(SectionedData(items: rows))
                    } else {
                        try handler.upsert(Array(rows))
                    }
                    if Bool.random(using: &generator) { handler.view.finishAnimations() }
                }
                while handler.view.isAnimating { handler.view.finishAnimations() }
                #expect(diagnostics.isEmpty, "\(diagnostics)")
                expectConsistent(handler)
            }
        }
    }

    /// One row whose cell style the test switches.
    final class StyleSource: HeadlessListDataSource {
        var style: Row.Style
        init(style: Row.Style) { self.style = style }
        func numberOfSections(in view: HeadlessListView) -> Int { 1 }
        func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { 1 }
        func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
            HeadlessCell(id: 0, content: "row", reuseIdentifier: style == .text ? "TextCell" : "BannerCell")
        }
    }
}

import Decorum
import Testing
import UIKit

@_spi(Binding) @testable import DecorumUIKit
@_spi(Binding) @testable import Handlers

/// The UIKit handlers' observable updates: each installs the signpost tracer where `os` exists (never on
/// the stand-in, which has none), and reports its updates through `onUpdate` as any handler does.
@Suite("UIKit handlers: update reports and signposts")
@MainActor
struct UpdateReportUIKitTests {
    @Test("a table and a collection handler install the signpost tracer where os exists")
    func tracerInstalled() {
        let (window, tableView) = makeTable()
        let (otherWindow, collectionView) = makeCollection()
        let table = TableViewHandler<ContactRowDecorator>(tableView: tableView)
        let collection = CollectionViewHandler<ContactTileDecorator>(collectionView: collectionView)
        #if canImport(os)
        #expect(table.updateTracer is SignpostTracer)
        #expect(collection.updateTracer is SignpostTracer)
        #else
        #expect(table.updateTracer == nil && collection.updateTracer == nil)
        #endif
        _ = (window, otherWindow)
    }

    @Test("an append on a table in a window is one animated report; out of the window, a reload with the reason")
    func tableReports() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...1)))
        Driver.settle()
        var reports: [UpdateReport] = []
        handler.onUpdate = { reports.append($0) }
        try handler.addData(contacts(2...4))
        Driver.settle()
        #expect(reports.map(\.presentation) == [.animated])
        #expect(reports.first?.operations.itemInserts == 3)
        #expect(reports.first?.stages == 1)
        tableView.removeFromSuperview()
        _ = window
        try handler.addData(contacts(5...5))
        #expect(reports.count == 2)
        #expect(reports.last?.presentation == .reload)
        #expect(reports.last?.reason == .notInWindow)
    }
}

@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// What a UIKit adapter reports from `willDisplay` / `didEndDisplaying`: cells, which leave at index
// paths that may be stale by then. The handler keeps which identity each cell shows.

@Suite("Display events by cell: the handler remembers which identity each cell shows")
@MainActor
struct CellDisplayTests {
    final class Cell {}

    @Test("a cell that leaves tells the identity it showed, even after its row moved")
    func cellLeavesAfterAMove() throws {
        let (handler, _) = try TestBinding.bound((1...3).map { person("\($0)") })
        var events: [String] = []
        handler.onWillDisplay = { events.append("+\($0.id)") }
        handler.onDidEndDisplaying = { events.append("-\($0)") }
        let (first, second) = (Cell(), Cell())
        handler.cellWillDisplay(first, at: IndexPath(item: 0, section: 0))
        handler.cellWillDisplay(second, at: IndexPath(item: 1, section: 0))
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        handler.cellDidEndDisplaying(first)
        #expect(events == ["+1", "+2", "-1"])
        #expect(handler.displayedIDs == ["2"])
    }

    @Test("a cell never reported, or reported for a path with no item, tells nothing when it leaves")
    func unknownCells() throws {
        let (handler, _) = try TestBinding.bound([person("a")])
        var events: [String] = []
        handler.onDidEndDisplaying = { events.append("-\($0)") }
        let cell = Cell()
        handler.cellDidEndDisplaying(cell)
        handler.cellWillDisplay(cell, at: IndexPath(item: 5, section: 0))
        handler.cellDidEndDisplaying(cell)
        #expect(events.isEmpty)
        #expect(handler.displayedIDs.isEmpty)
    }

    @Test("two cells of one identity (a reload's crossfade) end it once, with the last")
    func twoCellsOneIdentity() throws {
        let (handler, _) = try TestBinding.bound([person("a")])
        var events: [String] = []
        handler.onDidEndDisplaying = { events.append("-\($0)") }
        let (old, new) = (Cell(), Cell())
        handler.cellWillDisplay(old, at: IndexPath(item: 0, section: 0))
        handler.cellWillDisplay(new, at: IndexPath(item: 0, section: 0))
        handler.cellDidEndDisplaying(old)
        #expect(events.isEmpty)
        handler.cellDidEndDisplaying(new)
        #expect(events == ["-a"])
    }
}

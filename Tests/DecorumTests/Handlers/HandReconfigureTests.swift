@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// Before iOS 15 UIKit cannot reconfigure a row in place: the UIKit adapters run the decorator again on
// the cells shown and reload the rest. Which is which is decided here.

@Suite("Reconfiguring by hand: cells shown run the decorator again, the others are reloaded")
@MainActor
struct HandReconfigureTests {
    @Test("a shown cell is updated; a path with an item but no cell is reloaded; one with no item is left")
    func shownOffScreenAndGone() throws {
        let (handler, _) = try TestBinding.bound([person("a", "Ada"), person("b", "Alan")])
        let cell = LabelCell()
        var asked: [IndexPath] = []
        let reload = handler.reconfigureShownCells(
            at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 7, section: 0)]
        ) { path in
            asked.append(path)
            return path.item == 0 ? (cell, "LabelCell") : nil
        }
        #expect(cell.text == "Ada")
        #expect(reload == [IndexPath(item: 1, section: 0)])
        #expect(asked == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])  // not for no item
    }

    @Test("no paths: nothing asked, nothing reloaded")
    func noPaths() throws {
        let (handler, _) = try TestBinding.bound([person("a")])
        let reload = handler.reconfigureShownCells(at: []) { _ in
            Issue.record("asked for a cell")
            return nil
        }
        #expect(reload.isEmpty)
    }
}

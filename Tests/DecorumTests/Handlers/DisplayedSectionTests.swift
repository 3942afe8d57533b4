import Decorum
import DecorumTesting
import Foundation
import Testing

/// What a layout needs: the section the view shows at an index, while the data runs ahead of it.
@MainActor
@Suite("Handlers: the section the view shows at an index")
struct DisplayedSectionTests {
    @Test("a compositional layout gets the kind and model of the section it lays out while batches wait")
    func followsTheViewWhileBatchesWait() throws {
        let handler = makeHandler(
            [Section(kind: "carousel", model: 3, items: people("c1")), Section(kind: "grid", items: people("g1"))],
            mode: .manual)
        try handler.insertSection(Section(kind: "banner", items: people("b1")), at: 0)  // animating
        handler.removeSection("carousel")  // queued behind it
        #expect(handler.data.sections.map(\.kind) == ["banner", "grid"])
        #expect(handler.view.numberOfSections == 3)  // what the layout lays out
        #expect(handler.displayedSection(at: 0)?.kind == "banner")
        #expect(handler.displayedSection(at: 1)?.kind == "carousel")  // its removal waits: still shown
        #expect(handler.displayedSection(at: 1)?.model(as: Int.self) == 3)
        #expect(handler.displayedSection(at: 2)?.kind == "grid")
        #expect(handler.displayedSection(at: 3) == nil)
        #expect(handler.displayedSection(at: -1) == nil)
        handler.view.finishAnimations()
        #expect(handler.displayedSection(at: 1)?.kind == "grid")
        #expect(handler.displayedSection(at: 2) == nil)
        expectConsistent(handler)
    }

    @Test("a collapsed section is still a section of the view, with its rows hidden")
    func collapsedSectionIsShown() throws {
        let handler = makeCompaniesHandler()
        try handler.collapse(section: "Apple")
        #expect(handler.displayedSection(at: 0)?.kind == "Apple")
        #expect(handler.displayedSection(at: 0)?.isCollapsed == true)
        #expect(makeHandler().displayedSection(at: 0) == nil)
    }
}

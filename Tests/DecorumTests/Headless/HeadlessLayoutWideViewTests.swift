import Decorum
import DecorumTesting
import Foundation
import Testing

/// A layout-wide view's decorator written for the headless view.
enum SummaryText: SupplementaryDecorator {
    static func update(_ view: HeadlessSupplementaryView, with text: String) { view.text = text }
}

/// A layout-wide header (a compositional layout's global header) set up on a headless handler shows what
/// its route computes from the whole list, is asked at the index paths the layout places, and follows
/// every edit.
@MainActor
@Suite("Headless: layout-wide views")
struct HeadlessLayoutWideViewTests {
    let data: SectionedData<Person> = [
        Section(kind: "carousel", items: people("c1", "c2")), Section(kind: "grid", items: people("g1")),
    ]

    func summary(_ handler: HeadlessHandler<HorizontalDecorator>) {
        handler.layoutWideViews["summary"] = SupplementaryRoute(layoutWide: SummaryText.self) { list, index in
            "#\(index): \(list.itemCount) photos in \(list.numberOfSections) sections"
        }
    }

    @Test("a layout-wide header shows the list's data once the layout places it, at each index of its kind")
    func placed() throws {
        let handler = makeHandler(data)
        summary(handler)
        #expect(handler.view.layoutWideView(ofKind: "summary") == nil)  // not placed yet
        handler.view.layoutWideKinds = ["summary", "summary"]
        #expect(handler.view.layoutWideView(ofKind: "summary") == "#0: 3 photos in 2 sections")
        #expect(handler.view.layoutWideView(ofKind: "summary", at: 1) == "#1: 3 photos in 2 sections")
        #expect(handler.view.layoutWideView(ofKind: "summary", at: 2) == nil)
        expectConsistent(handler)
    }

    @Test("a layout-wide header follows every edit, a whole section's removal and an emptied list included")
    func followsEdits() throws {
        for mode in [HeadlessListView.AnimationMode.immediate, .manual] {
            let handler = makeHandler(data, mode: mode)
            summary(handler)
            handler.view.layoutWideKinds = ["summary"]
            try handler.addData(people("g2"), toSection: "grid")
            handler.view.finishAnimations()
            #expect(handler.view.layoutWideView(ofKind: "summary") == "#0: 4 photos in 2 sections")
            #expect(handler.removeSection("carousel"))
            handler.view.finishAnimations()
            #expect(handler.view.layoutWideView(ofKind: "summary") == "#0: 2 photos in 1 sections")
            expectConsistent(handler)
            #expect(handler.removeSection("grid"))
            handler.view.finishAnimations()
            #expect(handler.view.layoutWideView(ofKind: "summary") == "#0: 0 photos in 0 sections")
            expectConsistent(handler)
        }
    }

    @Test("a layout-wide view left stale is caught by verifyMatchesDataSource")
    func staleCaught() throws {
        let handler = makeHandler(data)
        var noun = "photos"
        handler.layoutWideViews["summary"] = SupplementaryRoute(layoutWide: SummaryText.self) { list, _ in
            "\(list.itemCount) \(noun)"
        }
        handler.view.layoutWideKinds = ["summary"]
        noun = "pictures"  // the view was not told
        let error = expectThrown(BatchUpdateError.self) { try handler.view.verifyMatchesDataSource() }
        #expect(
            error?.reason == .staleLayoutWideView(kind: "summary", index: 0, shown: "3 photos", expected: "3 pictures"))
    }

    @Test("a route made for sections shows a layout-wide view unconfigured")
    func sectionRouteShowsEmpty() throws {
        let handler = makeHandler(data)
        handler.layoutWideViews["banner"] = SupplementaryRoute(CountText.self) { "\($0.count) people" }
        handler.view.layoutWideKinds = ["banner"]
        #expect(handler.view.layoutWideView(ofKind: "banner") == "")
        try handler.addData(people("g2"), toSection: "grid")
        expectConsistent(handler)
    }
}

import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// Global (layout-wide) supplementary views: the index path each form found reaches the route's view for
// the whole layout (sources in Sources/Decorators/SupplementaryPlace.swift), and a route configures it.
@MainActor
@Suite("Layout-wide supplementary views")
struct LayoutWideSupplementaryTests {
    typealias FakeHeaderView = DecoratorFixtures.FakeHeaderView
    typealias CountFooter = DecoratorFixtures.CountFooter
    typealias CompanyHeader = DecoratorFixtures.CompanyHeader

    static let data: SectionedData<String> = [
        Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"]), Section(kind: "Xerox", items: ["Adele Goldberg"]),
    ]

    static func summary() -> SupplementaryRoute<String, FakeHeaderView> {
        SupplementaryRoute(layoutWide: CountFooter.self) { data, index in "\(index): \(data.itemCount) people" }
    }

    @Test("each index path form: one element, none, and [0, i] for a layout-wide route")
    func places() {
        #expect(SupplementaryPlace(IndexPath(index: 0), layoutWide: false) == .layoutWide(index: 0))
        #expect(SupplementaryPlace(IndexPath(index: 2), layoutWide: true) == .layoutWide(index: 2))
        #expect(SupplementaryPlace(IndexPath(), layoutWide: false) == .layoutWide(index: 0))
        #expect(SupplementaryPlace(IndexPath(), layoutWide: true) == .layoutWide(index: 0))
        #expect(SupplementaryPlace(IndexPath(item: 0, section: 3), layoutWide: false) == .section(3))
        #expect(SupplementaryPlace(IndexPath(item: 0, section: 0), layoutWide: true) == .layoutWide(index: 0))
        #expect(SupplementaryPlace(IndexPath(item: 1, section: 0), layoutWide: true) == .layoutWide(index: 1))
        #expect(SupplementaryPlace(IndexPath(index: 0), layoutWide: true).section == nil)
        #expect(SupplementaryPlace(IndexPath(item: 0, section: 3), layoutWide: false).section == 3)
    }

    @Test("a layout-wide route configures its view with the list and the index, at every form")
    func layoutWideRouteConfigures() {
        let route = Self.summary()
        #expect(route.isLayoutWide)
        for (path, index) in [(IndexPath(index: 0), 0), (IndexPath(index: 1), 1), (IndexPath(), 0), ([0, 0], 0)] {
            let content = route.content(at: path, in: Self.data)
            #expect(content.place == .layoutWide(index: index))
            #expect(content.showsView)
            let view = FakeHeaderView()
            content.configure?(view)
            #expect(view.title == "\(index): 3 people", "\(path)")
        }
        let empty = route.content(at: IndexPath(index: 0), in: [])
        let view = FakeHeaderView()
        empty.configure?(view)
        #expect(view.title == "0: 0 people")
    }

    @Test("a route made for sections: its sections' views as before; a layout-wide view shown unconfigured")
    func sectionRoute() {
        let route = SupplementaryRoute<String, FakeHeaderView>(CompanyHeader.self)
        #expect(!route.isLayoutWide)
        let view = FakeHeaderView()
        let section = route.content(at: IndexPath(item: 0, section: 1), in: Self.data)
        #expect(section.place == .section(1) && section.showsView)
        section.configure?(view)
        #expect(view.title == "Xerox")
        let gone = route.content(at: IndexPath(item: 0, section: 5), in: Self.data)
        #expect(!gone.showsView && gone.configure == nil)
        let global = route.content(at: IndexPath(index: 0), in: Self.data)
        #expect(global.showsView && global.configure == nil)
        let footer = SupplementaryRoute<String, FakeHeaderView>(CountFooter.self) { $0.count > 1 ? "many" : nil }
        #expect(!footer.content(at: IndexPath(item: 0, section: 1), in: Self.data).showsView)
    }

    @Test("after an edit: changed sections' views, and every configured layout-wide view, need a look")
    func refresh() {
        let route = Self.summary()
        #expect(route.content(at: IndexPath(index: 0), in: Self.data, afterChangesIn: [1]) != nil)
        #expect(route.content(at: IndexPath(index: 0), in: Self.data, afterChangesIn: []) != nil)
        let sections = SupplementaryRoute<String, FakeHeaderView>(CompanyHeader.self)
        #expect(sections.content(at: IndexPath(item: 0, section: 1), in: Self.data, afterChangesIn: [1]) != nil)
        #expect(sections.content(at: IndexPath(item: 0, section: 0), in: Self.data, afterChangesIn: [1]) == nil)
        #expect(sections.content(at: IndexPath(item: 0, section: 7), in: Self.data, afterChangesIn: [7]) == nil)
        #expect(sections.content(at: IndexPath(index: 0), in: Self.data, afterChangesIn: [0]) == nil)
    }
}

import Decorum
import Foundation

#if canImport(AppKit)
import AppKit  // IndexPath's item and section, on a Mac
#endif

/// Chapter 7: what apps build around a list, all through the headless view: a section collapses and
/// keeps its state through new data, a selection follows its items through a shuffle, the first
/// visible row stays put when rows arrive above it, and a change too large to animate is reloaded.
struct BehavioursChapter: Chapter {
    let name = "behaviours"
    let title = "Around the list: fold, select, anchor"
    let summary: String? = "The state apps keep around a list survives every edit and every apply."

    func render(into r: inout Renderer) {
        typealias D = DemoData
        let list = LiveList<HorizontalDecorator>(D.team)
        let frances = Person(id: "frances", name: "Frances Allen", age: 88, isVIP: true)
        let handler = list.handler
        r.note("The team again: Engineering and VIP.")
        r.line()

        list.run(
            "try handler.collapse(section: .vip)",
            comment: "its rows leave the screen, its header stays; handler.data keeps them", into: &r
        ) {
            try handler.collapse(section: .vip)
        }
        r.call("handler.data[.vip]?.count", width: 38, r.answer(handler.data[.vip]?.count))
        r.line()
        list.run(
            "try handler.addData([frances], toSection: .vip)",
            comment: "the data changes; no row is shown, only the section's header is refreshed", showList: false,
            into: &r
        ) {
            try handler.addData([frances], toSection: .vip)
        }
        r.line()

        handler.select(id: "grace")
        r.step("handler.select(id: \"grace\")")
        r.call(
            "view.selectedIndexPaths", width: 38,
            r.answer(list.view.selectedIndexPaths.map(show).joined(separator: ", ")))
        r.line()
        r.note("New data: VIP comes first; in Engineering, Grace moves to the end.")
        let next: SectionedData<Person> = [
            Section(kind: .vip, items: [D.linus, D.margaret, frances]),
            Section(kind: .engineering, items: [D.alan, D.ada, D.grace]),
        ]
        list.run(
            "try handler.apply(next)",
            comment: "VIP stays collapsed (matched by kind); Grace stays selected where she lands", into: &r
        ) {
            try handler.apply(next)
        }
        r.call(
            "view.selectedIndexPaths", width: 38,
            r.answer(list.view.selectedIndexPaths.map(show).joined(separator: ", ")))
        r.call("handler.selectedItems", width: 38, r.answer(handler.selectedItems.map(\.name).joined(separator: ", ")))
        r.line()
        list.run("try handler.expand(section: .vip)", comment: "its three rows come in", into: &r) {
            try handler.expand(section: .vip)
        }
        r.line()

        r.note("A 2-row viewport, scrolled to Alan, anchored to the first visible row:")
        list.view.viewportHeight = 88
        list.view.scroll(to: IndexPath(item: 0, section: 1), position: .top)
        handler.scrollAnchor = .firstVisibleItem
        r.call("first visible row", width: 38, r.answer(list.view.indexPathsForVisibleItems.first.map(show)))
        list.run(
            "try handler.insertData([grace2, alan2], at: [1, 0])",
            comment: "two rows arrive above Alan; the screen does not jump", showList: false, into: &r
        ) {
            try handler.insertData(
                [
                    Person(id: "grace2", name: "Grace Murray", age: 30),
                    Person(id: "alan2", name: "Alan Kay", age: 84),
                ], at: [1, 0])
        }
        r.call("first visible row", width: 38, r.answer(list.view.indexPathsForVisibleItems.first.map(show)))
        r.call(
            "its item", width: 38,
            r.answer(list.view.indexPathsForVisibleItems.first.flatMap(handler.item(at:))?.name))
        r.line()

        var information: [String] = []
        handler.onInformation = { information.append($0.description) }
        handler.reloadThreshold = 4
        r.step("handler.reloadThreshold = 4")
        list.run(
            "try handler.apply(reversed)",
            comment: "with reloadThreshold = 4, a larger change is reloaded, as information",
            showList: false, into: &r
        ) {
            try handler.apply(
                SectionedData(
                    handler.data.sections.reversed().map { section in
                        var reversed = section
                        reversed.items.reverse()
                        return reversed
                    }))
        }
        r.call("onInformation calls", width: 38, r.answer(information.count))
        for text in information { r.note(text) }
        r.line()
        r.verification(of: list.view, width: 38)
    }
}

import Decorum
import DecorumTesting
import Foundation

/// Chapter 2: the same data and the same edit through two decorators: only the cells' text differs.
struct DecoratorsChapter: Chapter {
    let name = "decorators"
    let title = "Swapping the decorator changes only the look"
    let summary: String? = "A decorator turns a Person into a cell; the handler's work stays the same."

    func render(into r: inout Renderer) {
        let horizontal = LiveList<HorizontalDecorator>(DemoData.team)
        let vertical = LiveList<VerticalDecorator>(DemoData.team)
        let edit = [DemoData.grace.with(isVIP: true)]

        r.note("let horizontal = HeadlessHandler<HorizontalDecorator>(view: ..., data: team)")
        r.list(horizontal.table)
        r.line()
        r.note("let vertical = HeadlessHandler<VerticalDecorator>(view: ..., data: team)")
        r.list(vertical.table)
        r.line()
        r.note("The same edit through each:")
        horizontal.run("try horizontal.upsert([grace.with(isVIP: true)])", showList: false, into: &r) {
            try horizontal.handler.upsert(edit)
        }
        vertical.run("try vertical.upsert([grace.with(isVIP: true)])", showList: false, into: &r) {
            try vertical.handler.upsert(edit)
        }
        r.line()
        r.call(
            "horizontal.view.events == vertical.view.events", width: 55,
            r.answer(horizontal.view.events == vertical.view.events))
        r.call(
            "horizontal.view.identities == vertical.view.identities", width: 55,
            r.answer(horizontal.view.identities == vertical.view.identities))
        r.call(
            "horizontal.data == vertical.data", width: 55, r.answer(horizontal.handler.data == vertical.handler.data))
        r.line()
        r.note("Only the cells differ:")
        r.call(
            "horizontal.view.cell(at: [0, 1])?.content", width: 42,
            r.answer(horizontal.view.cell(at: [0, 1]).map { String(reflecting: $0.content) }))
        r.call(
            "vertical.view.cell(at: [0, 1])?.content", width: 42,
            r.answer(vertical.view.cell(at: [0, 1]).map { String(reflecting: $0.content) }))
    }
}

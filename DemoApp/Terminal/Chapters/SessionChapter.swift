import Decorum
import DecorumTesting
import Foundation

/// Chapter 1: a scripted session through a `HeadlessHandler`: its main edits, each with
/// the batch update the view actually received and the list after it.
struct SessionChapter: Chapter {
    let name = "session"
    let title = "A handler session, batch by batch"
    let summary: String? = "Each edit changes handler.data at once and reaches the view as valid batches."

    /// `HorizontalDecorator` as `People.swift` declares it.
    static let decorator = [
        "enum HorizontalDecorator: CellDecorator {",
        "    static func update(_ cell: TextCell, with person: Person) {",
        "        let vip = person.isVIP ? \"  VIP\" : \"\"",
        "        cell.lines = [\"\\(person.name), \\(person.age)\\(vip)\"]",
        "    }",
        "}",
    ]

    func render(into r: inout Renderer) {
        typealias D = DemoData
        r.note("People are Identifiable and Updatable: an id, then name, age and isVIP.")
        r.note("A decorator turns a person into a cell (here a line of text):")
        for code in Self.decorator {
            r.note(r.styled(code, .code))
        }
        r.line()
        for code in [
            "let view = HeadlessListView(style: .table)",
            "let handler = HeadlessHandler<HorizontalDecorator>(view: view)",
            "handler.makeCell = { TextCell() }",
        ] {
            r.note(r.styled(code, .code))
        }
        r.note("After each step: the batches from view.events, the list from view.cells.")
        r.line()
        let list = LiveList<HorizontalDecorator>()
        let handler = list.handler

        list.run(
            "try handler.addData([ada, grace, alan])", comment: "no section yet: a default one is created",
            into: &r
        ) {
            try handler.addData([D.ada, D.grace, D.alan])
        }
        r.line()
        list.run(
            "try handler.addData([linus, margaret], toSection: .vip)",
            comment: "no VIP section yet: it is created at the end", into: &r
        ) {
            try handler.addData([D.linus, D.margaret], toSection: .vip)
        }
        r.line()
        list.run("handler.removeData([grace])", into: &r) {
            handler.removeData([D.grace])
        }
        r.line()
        list.run(
            "try handler.upsert([ada.with(age: 37, isVIP: true), barbara],\n"
                + "                   toSection: .default)",
            comment: "Ada is updated in place (reconfigured); Barbara is new, inserted into\n"
                + "default: without toSection: new rows go to the last section, VIP",
            into: &r
        ) {
            try handler.upsert([D.ada.with(age: 37, isVIP: true), D.barbara], toSection: .default)
        }
        r.line()
        list.run(
            "try handler.move(from: [0, 0], to: [1, 1])", comment: "Ada is a VIP now: across sections, one move",
            into: &r
        ) {
            try handler.move(from: [0, 0], to: [1, 1])
        }
        r.line()
        r.note("A whole new data set: the default section goes (VIP moves to the top),")
        r.note("Alumni arrives with Alan, Grace, Barbara and Margaret (no longer a VIP),")
        r.note("and Linus turns 55.")
        let next: SectionedData<Person> = [
            Section(kind: .vip, items: [D.ada.with(age: 37, isVIP: true), D.linus.with(age: 55)]),
            Section(kind: .alumni, items: [D.alan, D.grace, D.barbara, D.margaret.with(isVIP: false)]),
        ]
        list.run(
            "try handler.apply(next)",
            comment: "diffed by kind and id, split into the stages UIKit accepts", into: &r
        ) {
            try handler.apply(next)
        }
        r.note("Batch 1 changes only sections (Alan, Grace and Barbara arrive inside")
        r.note("Alumni); batch 2 moves rows in that space. Margaret, moved and updated,")
        r.note("is reconfigured after her move: UIKit cannot move and reload one row.")
        r.note("Linus, updated in place, is reconfigured too.")
        r.line()
        r.verification(of: list.view, width: 38)
        r.call("view.batches.count", width: 38, r.answer(list.view.batches.count))
    }
}

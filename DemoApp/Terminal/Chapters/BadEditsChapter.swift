import Decorum
import Foundation

/// Chapter 6: bad input through the handler: lookups answer `nil`, edits throw a typed error, and
/// neither the data nor the view changes.
struct BadEditsChapter: Chapter {
    let name = "bad-edits"
    let title = "Bad edits throw and change nothing"
    let summary: String? = "Every check runs before anything changes: no partial edit, no batch."

    func render(into r: inout Renderer) {
        typealias D = DemoData
        let list = LiveList<HorizontalDecorator>(D.team)
        let handler = list.handler
        let before = handler.data
        r.list(list.table)
        r.line()

        r.call("handler.item(at: IndexPath())", width: 40, r.answer(handler.item(at: IndexPath())))
        r.call("handler.item(at: [1, 2])", width: 40, r.answer(handler.item(at: [1, 2])))
        r.call("handler.absoluteIndex(for: [2, 0])", width: 40, r.answer(handler.absoluteIndex(for: [2, 0])))
        r.call(
            "handler.indexPath(forAbsoluteIndex: 5)", width: 40,
            r.answer(handler.indexPath(forAbsoluteIndex: 5).map(show)))
        r.line()

        let ada2 = Person(id: "ada", name: "Ada King", age: 36)
        let nobody = Person(id: "nobody", name: "Nobody", age: 0)
        let edits: [(code: String, comment: String?, edit: () throws -> Void)] = [
            (
                "try handler.removeItems(at: [[0, 0], [5, 1]])", "[0, 0] is valid, yet nothing is removed",
                { try handler.removeItems(at: [[0, 0], [5, 1]]) }
            ),
            ("try handler.move(from: [0, 9], to: [0, 0])", nil, { try handler.move(from: [0, 9], to: [0, 0]) }),
            (
                "try handler.move(from: [0, 0], to: [1, 7])", "VIP has 2 rows: [1, 2] is its last slot",
                { try handler.move(from: [0, 0], to: [1, 7]) }
            ),
            (
                "try handler.insertData([barbara], at: [-1, 0])", nil,
                { try handler.insertData([D.barbara], at: [-1, 0]) }
            ),
            (
                "try handler.apply([Section(kind: .vip, items: [ada, ada2])])", "ada2 has ada's id",
                { try handler.apply([Section(kind: .vip, items: [D.ada, ada2])]) }
            ),
            ("try handler.upsert([ada, ada2])", "one call, the same id twice", { try handler.upsert([D.ada, ada2]) }),
            ("try handler.addData([grace])", "Grace is already in the list", { try handler.addData([D.grace]) }),
        ]
        for (code, comment, edit) in edits {
            list.run(code, comment: comment, showList: false, into: &r, edit)
        }
        var absent: [Person] = []
        list.run(
            "let absent = handler.removeData([nobody])", comment: "no error: it answers the absent items",
            showList: false, into: &r
        ) {
            absent = handler.removeData([nobody])
        }
        r.call("absent", width: 40, r.answer("[" + absent.map(\.name).joined(separator: ", ") + "]"))
        r.line()
        r.note("After all of them:")
        r.list(list.table)
        r.call("handler.data == before", width: 40, r.answer(handler.data == before))
    }
}

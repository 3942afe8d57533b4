import Decorum
import Foundation

/// Chapter 5: headers, items and footers in layout order, stepping across a section edge.
struct PositionsChapter: Chapter {
    let name = "positions"
    let title = "Headers, items and footers across a section edge"
    let summary: String? = "ElementPosition steps in layout order: header, items, footer, next section."

    func render(into r: inout Renderer) {
        let data = DemoData.contacts
        let start = ElementPosition(section: 0, element: .item(2))

        r.note("position(after:) from the last Apple row, every role:")
        var position: ElementPosition? = start
        for _ in 0..<5 {
            guard let current = position else { break }
            r.line("     " + r.styled(current.description.padding(13), .code) + describe(current, in: data))
            position = data.position(after: current)
        }
        r.line()

        r.note("Only some roles (include:):")
        let steps: [(String, ElementPosition?)] = [
            ("position(after: item [0, 2], include: .item)", data.position(after: start, include: .item)),
            ("position(after: item [0, 2], include: .header)", data.position(after: start, include: .header)),
            ("position(after: item [0, 2], include: .footer)", data.position(after: start, include: .footer)),
            (
                "position(before: item [1, 0], include: .item)",
                data.position(before: ElementPosition(section: 1, element: .item(0)), include: .item)
            ),
            ("position(before: .header(inSection: 1))", data.position(before: .header(inSection: 1))),
            ("position(before: .header(inSection: 0))", data.position(before: .header(inSection: 0))),
            ("position(after: .footer(inSection: 2))", data.position(after: .footer(inSection: 2))),
            ("position(after: item [0, 9])", data.position(after: ElementPosition(section: 0, element: .item(9)))),
        ]
        for (call, answer) in steps { r.call(call, width: 47, r.answer(answer)) }
        r.line()

        var withEmpty = data
        withEmpty.insert(Section(kind: .xerox), at: 1)
        r.note("With an empty section Xerox inserted at 1, rows skip it, headers do not:")
        r.call(
            "position(after: item [0, 2], include: .item)", width: 47,
            r.answer(withEmpty.position(after: start, include: .item)))
        r.call(
            "position(after: item [0, 2], include: .header)", width: 47,
            r.answer(withEmpty.position(after: start, include: .header)))
        r.line()

        r.note("To and from UIKit's (indexPath, elementKind) pairs:")
        let header = ElementPosition.header(inSection: 1)
        r.call("header 1 .indexPath", width: 24, r.answer(show(header.indexPath)))
        r.call("header 1 .elementKind", width: 24, r.answer(header.elementKind))
        let conversions: [(String, ElementPosition?)] = [
            (
                "ElementPosition([1, 0], headerElementKind)",
                ElementPosition(indexPath: [1, 0], elementKind: ElementPosition.headerElementKind)
            ),
            ("ElementPosition([1, 0], elementKind: nil)", ElementPosition(indexPath: [1, 0], elementKind: nil)),
            (
                "ElementPosition([1, 0], elementKind: \"badge\")",
                ElementPosition(indexPath: [1, 0], elementKind: "badge")
            ),
            ("ElementPosition([0, 1, 2], elementKind: nil)", ElementPosition(indexPath: [0, 1, 2], elementKind: nil)),
        ]
        for (call, answer) in conversions { r.call(call, width: 47, r.answer(answer)) }
    }

    /// What a position shows: the item's name, or the supplementary kind and its index path.
    private func describe(_ position: ElementPosition, in data: SectionedData<String>) -> String {
        if case .item = position.element { return data.item(at: position.indexPath) ?? "?" }
        return (position.elementKind ?? "") + " at " + show(position.indexPath)
    }
}

import Decorum
import Foundation

/// Chapter 1: the contacts example as a table view shows it, with each row's IndexPath and
/// absolute (flat) index.
struct ContactsChapter: Chapter {
    let name = "contacts"
    let title = "The contacts example, as a table view shows it"
    let summary: String? = "data[indexPath] per row; absoluteIndex(for:) counts rows across sections."

    func render(into r: inout Renderer) {
        let data = DemoData.contacts
        r.row([
            .init(text: "IndexPath", width: 9, style: .bold),
            .init(text: "absolute", width: 8, alignRight: true, style: .bold),
            .init(text: "item", width: 0, style: .bold),
        ])
        for (sectionIndex, section) in data.enumerated() {
            let rows = section.count == 1 ? "1 row" : "\(section.count) rows"
            r.line("   " + r.styled(section.kind.rawValue, .section)
                + r.styled("  section \(sectionIndex), \(rows)", .dim))
            for itemIndex in section.indices {
                let path = IndexPath(item: itemIndex, section: sectionIndex)
                r.row([
                    .init(text: show(path), width: 9, style: .code),
                    .init(text: data.absoluteIndex(for: path).map(String.init) ?? "nil", width: 8, alignRight: true),
                    .init(text: data[path], width: 0),
                ])
            }
        }
        r.line()
        r.note("Paul Allen, both ways:")
        let paulAllen = IndexPath(item: 1, section: 1)
        let calls: [(String, String)] = [
            ("data[IndexPath(item: 1, section: 1)]", r.answer(data[paulAllen])),
            ("data.absoluteIndex(for: [1, 1])", r.answer(data.absoluteIndex(for: paulAllen))),
            ("data.indexPath(forAbsoluteIndex: 4)", r.answer(data.indexPath(forAbsoluteIndex: 4).map(show))),
            ("data.item(atAbsoluteIndex: 4)", r.answer(data.item(atAbsoluteIndex: 4))),
            ("data[.microsoft]?.items", r.answer(data[.microsoft].map { "[" + $0.items.joined(separator: ", ") + "]" })),
            ("data.firstIndex(of: .google)", r.answer(data.firstIndex(of: .google))),
        ]
        for (call, answer) in calls {
            r.line("     " + r.styled(call.padding(38), .code) + "-> " + answer)
        }
    }
}

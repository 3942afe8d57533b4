import Decorum
import Foundation

#if canImport(AppKit)
import AppKit  // IndexPath's item and section, on a Mac
#endif

/// Chapter 3: the contacts example as a table view shows it: section headers, each row with its
/// IndexPath and absolute (flat) index, and a footer per section.
struct ContactsChapter: Chapter {
    let name = "contacts"
    let title = "The contacts example, as a table view shows it"
    let summary: String? = "data[indexPath] per row; absoluteIndex(for:) counts rows across sections."

    func render(into r: inout Renderer) {
        let data = DemoData.contacts
        r.list(ListTable(data: data) { .count($0, "contact", "contacts") }, headings: true)
        r.line()
        r.note("Paul Allen, both ways:")
        let paulAllen = IndexPath(item: 1, section: 1)
        let calls: [(String, String)] = [
            ("data[IndexPath(item: 1, section: 1)]", r.answer(data[paulAllen])),
            ("data.absoluteIndex(for: [1, 1])", r.answer(data.absoluteIndex(for: paulAllen))),
            ("data.indexPath(forAbsoluteIndex: 4)", r.answer(data.indexPath(forAbsoluteIndex: 4).map(show))),
            ("data.item(atAbsoluteIndex: 4)", r.answer(data.item(atAbsoluteIndex: 4))),
            (
                "data[.microsoft]?.items",
                r.answer(data[.microsoft].map { "[" + $0.items.joined(separator: ", ") + "]" })
            ),
            ("data.firstIndex(of: .google)", r.answer(data.firstIndex(of: .google))),
        ]
        for (call, answer) in calls { r.call(call, width: 38, answer) }
    }
}

import Decorum
import DecorumTesting
import Foundation

#if canImport(AppKit)
import AppKit  // IndexPath's item and section, on a Mac
#endif

/// A list as a table view lays it out: per section a header, the rows (each with its IndexPath, its
/// absolute index and its cell's lines of text), then a footer.
struct ListTable {
    struct Row {
        var path: IndexPath
        var absoluteIndex: Int?
        var lines: [String]
    }

    struct Group {
        var header: String
        var rows: [Row]
        var footer: String
    }

    var groups: [Group]

    /// What `view` shows: its section headers (the kinds), its cells, and the absolute index the view
    /// itself computes for each row (`HeadlessListView` is `SectionedCounts`).
    init(view: HeadlessListView, footer: (Int) -> String) {
        groups = view.cells.enumerated().map { section, cells in
            Group(
                header: view.sectionKinds[section] ?? "untitled",
                rows: cells.enumerated().map { item, cell in
                    let path = IndexPath(item: item, section: section)
                    return Row(
                        path: path, absoluteIndex: view.absoluteIndex(for: path),
                        lines: cell.content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
                },
                footer: footer(cells.count))
        }
    }

    /// `data` as a table view would show it, one line per item.
    init<Item>(data: SectionedData<Item>, footer: (Int) -> String) {
        groups = data.enumerated().map { section, content in
            Group(
                header: content.kind.rawValue,
                rows: content.indices.map { item in
                    let path = IndexPath(item: item, section: section)
                    return Row(
                        path: path, absoluteIndex: data.absoluteIndex(for: path),
                        lines: [String(describing: data[path])])
                },
                footer: footer(content.count))
        }
    }
}

extension Renderer {
    /// Renders `table`: headers in the section style, rows as `IndexPath  absolute  cell`, footers dim;
    /// `headings` adds a line naming the columns.
    mutating func list(_ table: ListTable, headings: Bool = false) {
        if headings {
            row(
                [
                    .init(text: "IndexPath", width: 9, style: .bold), .init(text: "abs", width: 3, style: .bold),
                    .init(text: "cell", width: 0, style: .bold),
                ], indent: 5)
        }
        if table.groups.isEmpty { line("     " + styled("(no sections)", .dim)) }
        for group in table.groups {
            line("   " + styled(group.header, .section))
            for row in group.rows {
                for (index, text) in row.lines.enumerated() {
                    let first = index == 0
                    self.row(
                        [
                            .init(text: first ? show(row.path) : "", width: 9, style: .code),
                            .init(
                                text: first ? row.absoluteIndex.map(String.init) ?? "nil" : "", width: 3,
                                alignRight: true),
                            .init(text: text, width: 0),
                        ], indent: 5)
                }
            }
            line("     " + styled(group.footer, .dim))
        }
    }

    /// `try view.verifyMatchesDataSource()  -> passes` (or `fails`): the view shows exactly what its
    /// data source has.
    mutating func verification(of view: HeadlessListView, width: Int) {
        let passes = (try? view.verifyMatchesDataSource()) != nil
        call("try view.verifyMatchesDataSource()", width: width, passes ? answer("passes") : styled("fails", .error))
    }
}

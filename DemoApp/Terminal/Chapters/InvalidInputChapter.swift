import Decorum
import Foundation

#if canImport(AppKit)
import AppKit  // IndexPath's item and section, on a Mac
#endif

/// Chapter 4: index paths and absolute indices that do not name a row; every lookup answers `nil`.
struct InvalidInputChapter: Chapter {
    let name = "invalid"
    let title = "Invalid input answers nil, never traps"
    let summary: String? = "UIKit traps reading .section of IndexPath(); Decorum checks every path first."

    func render(into r: inout Renderer) {
        let data = DemoData.contacts
        let paths: [(label: String, path: IndexPath, why: String)] = [
            ("[1, 1]", IndexPath(item: 1, section: 1), "valid, for contrast"),
            ("IndexPath()", IndexPath(), "no indices at all"),
            ("[0, 1, 2]", [0, 1, 2], "three indices"),
            ("[-1, 0]", [-1, 0], "negative section"),
            ("[1, 9]", [1, 9], "Microsoft has 2 rows"),
            ("[3, 0]", [3, 0], "there are 3 sections"),
        ]
        r.row([
            .init(text: "IndexPath", width: 11, style: .bold),
            .init(text: "isValid", width: 7, style: .bold),
            .init(text: "absoluteIndex(for:)", width: 19, style: .bold),
            .init(text: "item(at:)", width: 10, style: .bold),
            .init(text: "why", width: 0, style: .bold),
        ])
        for (label, path, why) in paths {
            r.row([
                .init(text: label, width: 11, style: .code),
                .init(text: String(data.isValid(path)), width: 7),
                .answer(data.absoluteIndex(for: path), width: 19),
                .answer(data.item(at: path), width: 10),
                .init(text: why, width: 0, style: .dim),
            ])
        }
        r.line()
        let indices: [(label: String, index: Int, why: String)] = [
            ("4", 4, "valid"),
            ("-1", -1, "negative"),
            ("7", 7, "only 0...6"),
            ("Int.max", Int.max, "past the end"),
        ]
        r.row([
            .init(text: "absolute", width: 8, style: .bold),
            .init(text: "indexPath(forAbsoluteIndex:)", width: 28, style: .bold),
            .init(text: "item(atAbsoluteIndex:)", width: 22, style: .bold),
            .init(text: "why", width: 0, style: .bold),
        ])
        for (label, index, why) in indices {
            r.row([
                .init(text: label, width: 8, style: .code),
                .answer(data.indexPath(forAbsoluteIndex: index).map(show), width: 28),
                .answer(data.item(atAbsoluteIndex: index), width: 22),
                .init(text: why, width: 0, style: .dim),
            ])
        }
    }
}

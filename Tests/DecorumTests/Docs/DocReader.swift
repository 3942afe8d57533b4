// Docs as a reader reads them: one Swift file per document, made of what the document says the reader
// has (its setup) and every one of its ```swift blocks, in order. DocsAsReadTests compiles the Linux
// documents' files in `swift test`; .ci/snippets-ios compiles the iOS ones for arm64-apple-ios13.0, and
// .ci/snippets-macos the macOS ones for arm64-apple-macosx11.0.
//
// A document with a ```swift block declares, before its first block, where it is read and its setup:
//
//     <!-- reader: ios. What the article takes as given:
//     import Decorum
//     import UIKit
//     final class ThreeLabelCell: UITableViewCell { … }
//     -->
//
// (`<!-- reader: linux -->` on one line when there is no setup). `ios` is for documents with UIKit or
// SwiftUI code, `macos` for those with AppKit code, `linux` for the others. The setup holds only what the prose tells the reader exists (a
// cell of their own, people called ada and grace, a view controller the code is "in"), never what a
// block declares. The file is a `main.swift`: top-level code, in which a block's declarations and
// statements stand as the reader sees them, and a name a block declares is known to every later block.
//
// A line `// reader: NAME` of the setup is a slot: the blocks marked `<!-- reader: in NAME -->` are put
// there, in order, instead of at the top level. That is how a block written inside a method of the
// reader's view controller is read:
//
//     final class PeopleViewController: UITableViewController {
//         private var handler: TableViewHandler<PersonDecorator>!
//         func edits() throws {
//             // reader: edits
//         }
//     }
//
// A block that cannot be read with the others (the code before a migration, a manifest, a file of its
// own) says why: `<!-- reader: skip, REASON -->`. A block's markers are on the lines right before its
// fence; a `<!-- snippet: skip, … -->` marker, if any, stays the last of them.
//
// `#sourceLocation` directives make the compiler name the document and line of each setup and block line.
import Foundation

enum DocReader {
    enum Platform: String, CaseIterable {
        /// Compiled for arm64-apple-ios13.0 by .ci/snippets-ios (UIKit and SwiftUI articles).
        case ios
        /// Compiled for arm64-apple-macosx11.0 by .ci/snippets-macos (AppKit articles).
        case macos
        /// Compiled on Linux by DocsAsReadTests in `swift test`, against the test build's modules.
        case linux
    }

    /// Where a block goes.
    enum Placement: Equatable {
        /// At the top level of the file, after the blocks before it.
        case topLevel
        /// At the setup's slot `// reader: NAME`.
        case slot(String)
        /// Not part of the file, for the reason given.
        case skipped(String)
    }

    /// A document read as its reader reads it.
    struct Article {
        var file: String
        var platform: Platform
        /// The 1-based line of the reader marker; the setup starts on the next line.
        var line: Int
        var setup: [String]
        var blocks: [(block: DocSnippets.CodeBlock, placement: Placement)]

        /// The setup's slots, by name, with the index of their line in `setup`.
        var slots: [String: Int] {
            var result: [String: Int] = [:]
            for (index, line) in setup.enumerated() {
                if let name = DocReader.slotName(line) { result[name] = index }
            }
            return result
        }

        /// A name for the file's module: the document's name, letters and digits only.
        var moduleName: String {
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            return "Reader" + base.filter { $0.isLetter || $0.isNumber }
        }
    }

    static let markerPrefix = "<!-- reader:"
    static let slotPrefix = "// reader:"

    /// The document's reader declaration and blocks; `nil` for a document without a ```swift block.
    static func article(in markdown: String, file: String) throws(DocSnippets.FormatError) -> Article? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let blocks = try DocSnippets.codeBlocks(in: markdown, file: file).filter(\.isSwift)
        guard let first = blocks.first else { return nil }
        var header: (line: Int, platform: Platform, setup: [String])?
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            defer { index += 1 }
            guard trimmed.hasPrefix(markerPrefix), lines[index].hasPrefix(markerPrefix) else { continue }
            let location = "\(file):\(index + 1)"
            let rest = trimmed.dropFirst(markerPrefix.count).trimmingCharacters(in: .whitespaces)
            let word = String(rest.prefix(while: { $0.isLetter }))
            if word == "in" || word == "skip" { continue }  // a block's marker
            guard let platform = Platform(rawValue: word) else {
                throw .init(
                    location: location,
                    message: """
                        a document's reader marker starts `<!-- reader: ios`, `<!-- reader: macos` or \
                        `<!-- reader: linux`
                        """)
            }
            guard header == nil else {
                throw .init(location: location, message: "a document declares its reader once")
            }
            guard index + 1 < first.line else {
                throw .init(location: location, message: "the reader marker must come before the first ```swift block")
            }
            var setup: [String] = []
            if !trimmed.hasSuffix("-->") {
                var end = index + 1
                while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "-->" {
                    setup.append(lines[end])
                    end += 1
                }
                guard end < lines.count, end < first.line else {
                    throw .init(
                        location: location, message: "the setup must end with a line `-->` before the first block")
                }
            }
            for (offset, line) in setup.enumerated()
            where line.prefix(while: { $0 == " " }).count < 4 && line.drop(while: { $0 == " " }).hasPrefix("@") {
                throw .init(
                    location: "\(file):\(index + 2 + offset)",
                    message: """
                        indent this setup line by 4 spaces: DocC reads a line starting with @ as a directive, \
                        even in a comment (Swift ignores the indentation)
                        """)
            }
            header = (index + 1, platform, setup)
        }
        guard let header else {
            throw .init(
                location: first.location,
                message: """
                    this document has ```swift blocks but no reader marker: declare before its first block \
                    `<!-- reader: ios`, `<!-- reader: macos` or `<!-- reader: linux`, with its setup (see \
                    DocReader.swift)
                    """)
        }
        var placed: [(DocSnippets.CodeBlock, Placement)] = []
        for block in blocks {
            let placement = try placement(of: block, lines: lines)
            // Every test a document shows runs as printed (issue #38): none is skipped, none left to iOS.
            if showsTests(block) {
                if case .skipped = placement {
                    throw .init(
                        location: block.location,
                        message: "this block shows a @Test: read it (no skip marker), so that its tests run as printed")
                }
                guard header.platform == .linux else {
                    throw .init(
                        location: block.location,
                        message: """
                            this block shows a @Test, which runs only in a document read on Linux: show the tests \
                            and what they use in one (see TestingYourScreen.md)
                            """)
                }
            }
            placed.append((block, placement))
        }
        let article = Article(
            file: file, platform: header.platform, line: header.line, setup: header.setup, blocks: placed)
        let slots = article.slots
        for (block, placement) in placed {
            if case .slot(let name) = placement, slots[name] == nil {
                throw .init(
                    location: block.location,
                    message: "the block goes in slot \(name), but the setup has no line `// reader: \(name)`")
            }
        }
        return article
    }

    /// The placement a block's markers ask for (the comment lines right above its fence).
    static func placement(
        of block: DocSnippets.CodeBlock, lines: [String]
    ) throws(DocSnippets.FormatError)
        -> Placement
    {
        var index = block.line - 2  // the line above the fence, 0-based
        var result = Placement.topLevel
        while index >= 0 {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { break }
            defer { index -= 1 }
            guard trimmed.hasPrefix(markerPrefix) else { continue }
            let location = "\(block.file):\(index + 1)"
            let body = trimmed.dropFirst(markerPrefix.count).dropLast(3).trimmingCharacters(in: .whitespaces)
            guard result == .topLevel else {
                throw .init(location: location, message: "a block takes one reader marker")
            }
            if body.hasPrefix("skip,") {
                let reason = body.dropFirst("skip,".count).trimmingCharacters(in: .whitespaces)
                guard !reason.isEmpty else {
                    throw .init(location: location, message: "a reader skip marker must give its reason")
                }
                result = .skipped(reason)
            } else if body.hasPrefix("in ") {
                let name = body.dropFirst(3).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, !name.contains(" ") else {
                    throw .init(location: location, message: "write a slot marker as <!-- reader: in NAME -->")
                }
                result = .slot(name)
            } else {
                throw .init(
                    location: location,
                    message: "a block's reader marker is <!-- reader: in NAME --> or <!-- reader: skip, reason -->")
            }
        }
        return result
    }

    /// The name of a setup line `// reader: NAME`, or `nil`.
    static func slotName(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(slotPrefix) else { return nil }
        let name = trimmed.dropFirst(slotPrefix.count).trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }

    /// The article as one `main.swift`: the setup (each slot filled with its blocks), then every
    /// top-level block in order, each line mapped back to the document by `#sourceLocation`.
    static func source(of article: Article) -> String {
        let file = article.file
        var out = ["// \(file), as its reader reads it: generated by DocReader (Tests/DecorumTests/Docs)."]
        func located(_ text: [String], line: Int, indent: String = "") {
            out.append("#sourceLocation(file: \"\(file)\", line: \(line))")
            out += text.map { $0.isEmpty ? $0 : indent + $0 }
            out.append("#sourceLocation()")
        }
        var run: [String] = []  // setup lines not yet written
        var runStart = article.line + 1
        for (index, line) in article.setup.enumerated() {
            guard let name = slotName(line) else {
                run.append(line)
                continue
            }
            located(run, line: runStart)
            run = []
            runStart = article.line + 2 + index
            let indent = String(line.prefix(while: { $0 == " " }))
            for (block, placement) in article.blocks where placement == .slot(name) {
                located(block.text, line: block.line + 1, indent: indent)
            }
        }
        located(run, line: runStart)
        for (block, placement) in article.blocks where placement == .topLevel {
            located(block.text, line: block.line + 1)
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// How many tests the blocks show: their lines that start with `@Test` (no such block is skipped).
    static func testCount(of article: Article) -> Int {
        article.blocks.reduce(0) { count, placed in count + placed.block.text.filter(isTestLine).count }
    }

    static func isTestLine(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") }

    static func showsTests(_ block: DocSnippets.CodeBlock) -> Bool { block.text.contains(where: isTestLine) }

    /// ``source(of:)`` ending with a run of its tests by Swift Testing: the executable's status is 0
    /// when every test passed.
    static func runnableSource(of article: Article) -> String {
        source(of: article) + """
            // The document's tests, run when its top-level code has run (DocsAsReadTests).
            import Testing
            await Testing.__swiftPMEntryPoint() as Never

            """
    }

    /// Every document with a ```swift block, read.
    static func articles() throws(DocSnippets.FormatError) -> [Article] {
        var result: [Article] = []
        for file in DocSnippets.documents() {
            guard let markdown = try? String(contentsOf: DocSnippets.root.appendingPathComponent(file), encoding: .utf8)
            else {
                throw .init(location: file, message: "cannot read the document")
            }
            if let article = try article(in: markdown, file: file) { result.append(article) }
        }
        return result
    }

    /// Writes `Reader<Document>/main.swift` under `folder` for each article of `platform`; returns
    /// the module names.
    @discardableResult
    static func write(_ platform: Platform, to folder: URL) throws -> [String] {
        var names: [String] = []
        for article in try articles() where article.platform == platform {
            let target = folder.appendingPathComponent(article.moduleName)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try source(of: article).write(
                to: target.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            names.append(article.moduleName)
        }
        return names
    }
}

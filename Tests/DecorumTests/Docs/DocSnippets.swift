// Reads the documentation's code blocks and the compiled copies of its snippets, for SnippetTests.
//
// A code block is a fenced block of README.md or of a Markdown file of the DocC catalogs. A snippet
// region is the text between a line `// snippet: NAME` and the next line `// end snippet` in a file
// under Snippets/, Tests/DecorumTests/Docs/ or the example package's Sources/ and Tests/; the parts of one NAME in one file are joined in order,
// so a snippet can show file-scope declarations and the statements that use them as one block.
import Foundation

enum DocSnippets {
    /// The repository's root folder: this file is Tests/DecorumTests/Docs/DocSnippets.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The documents whose Swift blocks must be compiled: README.md and the DocC catalog's articles.
    static let documentFolders = ["Sources/Decorum/Decorum.docc", "Sources/DecorumTesting/DecorumTesting.docc"]
    static let documentFiles = ["README.md"]
    /// Where compiled copies live: SwiftPM snippets (Snippets/Linux, built by `swift build`),
    /// UIKit snippets (Snippets/iOS, built by .ci/snippets-ios), AppKit snippets (Snippets/macOS, built by
    /// .ci/snippets-macos), the manifest (Snippets/Manifest), and
    /// snippets that are tests themselves (Tests/DecorumTests/Docs), and the example binding, a package of
    /// its own that `.ci/run` builds and tests (Examples/CustomBinding, shown by WritingABinding.md).
    static let snippetFolders = [
        "Snippets", "Tests/DecorumTests/Docs", "Examples/CustomBinding/Sources", "Examples/CustomBinding/Tests",
    ]

    /// One fenced code block of a document.
    struct CodeBlock {
        /// The document, relative to the repository root.
        var file: String
        /// The 1-based line of the opening fence.
        var line: Int
        /// The first word of the fence's info string, lowercased ("" for none).
        var language: String
        /// The block's lines, normalised (see ``normalised(_:)``).
        var text: [String]
        /// The reason of a `<!-- snippet: skip, REASON -->` line right before the fence.
        var skipReason: String?

        var isSwift: Bool { language == "swift" }
        var location: String { "\(file):\(line)" }
    }

    /// The compiled copy of one snippet: every part of one name in one file, joined.
    struct Region {
        var file: String
        /// The 1-based line of the first part's start marker.
        var line: Int
        var name: String
        var text: [String]

        var location: String { "\(file):\(line) (snippet \(name))" }
    }

    /// A malformed marker or fence, reported as a test failure.
    struct FormatError: Error, CustomStringConvertible {
        var location: String
        var message: String
        var description: String { "\(location): \(message)" }
    }

    static let skipPrefix = "<!-- snippet: skip"
    static let startPrefix = "// snippet:"
    static let endMarker = "// end snippet"

    // MARK: Documents

    /// The documents to check, relative to the root, sorted.
    static func documents() -> [String] {
        documentFiles + documentFolders.flatMap { files(under: $0).filter { $0.hasSuffix(".md") } }
    }

    /// Every fenced code block of `markdown`, any language.
    ///
    /// Fences are ``` or ~~~ runs of at least three, indented by any amount (DocC list items indent
    /// them); a block ends at a fence of the same character at least as long with nothing after it.
    /// An unclosed block runs to the end of the file, as in CommonMark.
    static func codeBlocks(in markdown: String, file: String) throws(FormatError) -> [CodeBlock] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [CodeBlock] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard let fence = openingFence(trimmed) else {
                if trimmed.hasPrefix(skipPrefix) {
                    let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
                    guard let fence = openingFence(next), fence.language == "swift" else {
                        throw FormatError(
                            location: "\(file):\(index + 1)",
                            message: "a snippet skip marker must be the line right before a ```swift fence")
                    }
                }
                index += 1
                continue
            }
            var skipReason: String?
            if index > 0 {
                let previous = lines[index - 1].trimmingCharacters(in: .whitespaces)
                if previous.hasPrefix(skipPrefix) {
                    skipReason = try self.skipReason(previous, location: "\(file):\(index)")
                }
            }
            var end = index + 1
            while end < lines.count, !isClosingFence(lines[end], for: fence.marker) { end += 1 }
            blocks.append(
                CodeBlock(
                    file: file, line: index + 1, language: fence.language,
                    text: normalised(lines[(index + 1)..<min(end, lines.count)]), skipReason: skipReason))
            index = end + 1
        }
        return blocks
    }

    /// The fence characters and language of an opening fence line (already trimmed), or `nil`.
    static func openingFence(_ line: String) -> (marker: String, language: String)? {
        guard let first = line.first, first == "`" || first == "~" else { return nil }
        let marker = String(line.prefix(while: { $0 == first }))
        guard marker.count >= 3 else { return nil }
        let info = line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
        if first == "`", info.contains("`") { return nil }  // an inline code span, not a fence
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return (marker, language)
    }

    static func isClosingFence(_ line: String, for marker: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let first = marker.first, trimmed.first == first else { return false }
        return trimmed.allSatisfy { $0 == first } && trimmed.count >= marker.count
    }

    /// The reason of a skip marker line, which must be `<!-- snippet: skip, REASON -->`.
    static func skipReason(_ line: String, location: String) throws(FormatError) -> String {
        guard line.hasPrefix(skipPrefix + ","), line.hasSuffix("-->") else {
            throw FormatError(location: location, message: "write the skip marker as <!-- snippet: skip, reason -->")
        }
        let reason = line.dropFirst(skipPrefix.count + 1).dropLast(3).trimmingCharacters(in: .whitespaces)
        guard !reason.isEmpty else {
            throw FormatError(location: location, message: "a snippet skip marker must give its reason")
        }
        return reason
    }

    // MARK: Snippet regions

    /// Every snippet region of the files under ``snippetFolders``.
    static func regions() throws(FormatError) -> [Region] {
        var result: [Region] = []
        for file in snippetFolders.flatMap(files(under:)) {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else {
                continue  // not text
            }
            result += try regions(in: text, file: file)
        }
        return result
    }

    /// The regions of one file, in the order their names first appear.
    static func regions(in source: String, file: String) throws(FormatError) -> [Region] {
        var order: [String] = []
        var parts: [String: (line: Int, lines: [String])] = [:]
        var open: (name: String, line: Int, lines: [String])?
        for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let location = "\(file):\(offset + 1)"
            if trimmed.hasPrefix(startPrefix) {
                let name = trimmed.dropFirst(startPrefix.count).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, !name.contains(" ") else {
                    throw FormatError(location: location, message: "write a start marker as `// snippet: name`")
                }
                if let open {
                    throw FormatError(location: location, message: "snippet \(open.name) is not closed yet")
                }
                open = (name, offset + 1, [])
            } else if trimmed == endMarker {
                guard let region = open else {
                    throw FormatError(location: location, message: "`// end snippet` without a start marker")
                }
                if parts[region.name] == nil {
                    order.append(region.name)
                    parts[region.name] = (region.line, [])
                }
                parts[region.name]?.lines += dedented(region.lines)
                open = nil
            } else if trimmed.hasPrefix("// end snippet") || trimmed.hasPrefix("//snippet") {
                throw FormatError(location: location, message: "malformed snippet marker")
            } else if open != nil {
                open?.lines.append(String(line))
            }
        }
        if let open {
            throw FormatError(location: "\(file):\(open.line)", message: "snippet \(open.name) is never closed")
        }
        return order.map { name in
            Region(file: file, line: parts[name]!.line, name: name, text: normalised(parts[name]!.lines))
        }
    }

    // MARK: Text

    /// `lines` without trailing whitespace, without blank lines at either end, and without the
    /// indentation all of them share: the form in which a block and its compiled copy must be equal.
    static func normalised<S: StringProtocol>(_ lines: some Collection<S>) -> [String] {
        var result = dedented(lines)
        while result.first?.isEmpty == true { result.removeFirst() }
        while result.last?.isEmpty == true { result.removeLast() }
        return result
    }

    /// `lines` without trailing whitespace and without the indentation all non-blank ones share.
    static func dedented<S: StringProtocol>(_ lines: some Collection<S>) -> [String] {
        let trimmed = lines.map { line in
            String(line.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
        }
        let indent = trimmed.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return trimmed.map { String($0.dropFirst(indent)) }
    }

    /// The regular files under `folder` (relative to the root), relative to the root, sorted.
    static func files(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = base.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(folder + "/" + path)
            }
        }
        return result.sorted()
    }
}

// Docs that cannot rot: every ```swift block of README.md and of the DocC catalog is compiled, or says
// why not.
//
// Each block must appear verbatim (up to shared indentation and trailing spaces) as a snippet region,
// `// snippet: name` … `// end snippet`, in one of
//   * Snippets/Linux/*.swift: SwiftPM snippets, so `swift build` and `swift test` compile them (their
//     warnings count), and the test below runs them: the checks after each region must hold;
//   * Snippets/iOS/*.swift: UIKit snippets, each file under `#if canImport(UIKit)`, compiled for
//     arm64-apple-ios13.0 by `.ci/snippets-ios` (by hand: CI has no iOS SDK);
//   * Snippets/macOS/*.swift: AppKit snippets, each file under `#if os(macOS)`, compiled for
//     arm64-apple-macosx11.0 by `.ci/snippets-macos` (by hand: CI has no macOS SDK);
//   * Snippets/Manifest/Package.swift.txt: the installation manifest, loaded by the test below;
//   * Tests/DecorumTests/Docs/*.swift: snippets that are tests themselves, run with the suite;
//   * Examples/CustomBinding/{Sources,Tests}: the example binding, a package of its own that `.ci/run`
//     builds and tests (so its code is compiled outside this package, with the binding SPI alone);
// or the line right before its fence must be `<!-- snippet: skip, reason -->`. Every region must be
// shown by some block, so a deleted block cannot leave a stale copy behind.
import Foundation
import Testing

@Suite("Documentation snippets")
struct SnippetTests {
    @Test("Every Swift block of the README and the DocC catalog is compiled or skipped with a reason")
    func everySwiftBlockIsCompiled() throws {
        let regions = try DocSnippets.regions()
        var checked = 0
        for file in DocSnippets.documents() {
            let markdown = try String(contentsOf: DocSnippets.root.appendingPathComponent(file), encoding: .utf8)
            for block in try DocSnippets.codeBlocks(in: markdown, file: file) where block.isSwift {
                checked += 1
                guard block.skipReason == nil, !regions.contains(where: { $0.text == block.text }) else { continue }
                Issue.record(Comment(rawValue: Self.unmatched(block, regions: regions)), sourceLocation: block.source)
            }
        }
        #expect(checked > 0, "found no ```swift block at all: are the documents where DocSnippets looks?")
    }

    @Test("Every snippet region is shown by a block of the README or the DocC catalog")
    func everyRegionIsShown() throws {
        var blocks: [DocSnippets.CodeBlock] = []
        for file in DocSnippets.documents() {
            let markdown = try String(contentsOf: DocSnippets.root.appendingPathComponent(file), encoding: .utf8)
            blocks += try DocSnippets.codeBlocks(in: markdown, file: file).filter(\.isSwift)
        }
        for region in try DocSnippets.regions() where !blocks.contains(where: { $0.text == region.text }) {
            Issue.record(
                """
                \(region.location) is shown by no ```swift block of README.md or the DocC catalogs: \
                delete the region (or its file) if the block is gone, or fix whichever side is wrong
                """)
        }
    }

    @Test(
        "The Linux snippets run and their checks hold",
        .enabled(if: SnippetExecutables.folder != nil, "no snippet executables beside the tests (Xcode builds none)"))
    func linuxSnippetsRun() throws {
        let folder = try #require(SnippetExecutables.folder)
        let sources = DocSnippets.files(under: "Snippets/Linux").filter { $0.hasSuffix(".swift") }
        #expect(!sources.isEmpty)
        for source in sources {
            let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
            let executable = folder.appendingPathComponent(name)
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                Issue.record("\(source): no executable \(name) next to the other snippets")
                continue
            }
            let run = try SnippetExecutables.run(executable, arguments: [])
            #expect(run.status == 0, "\(source) failed (status \(run.status)):\n\(run.output)")
        }
    }

    @Test(
        "The installation manifest loads",
        .enabled(if: SnippetExecutables.swift != nil, "no `swift` on PATH to load the manifest with"))
    func installationManifestLoads() throws {
        let swift = try #require(SnippetExecutables.swift)
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("decorum-manifest-\(UUID())")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.copyItem(
            at: DocSnippets.root.appendingPathComponent("Snippets/Manifest/Package.swift.txt"),
            to: package.appendingPathComponent("Package.swift"))
        let run = try SnippetExecutables.run(
            swift, arguments: ["package", "--package-path", package.path, "dump-package"])
        #expect(run.status == 0, "Snippets/Manifest/Package.swift.txt does not load:\n\(run.output)")
        #expect(run.output.contains("https://github.com/decorum-swift/Decorum.git"))
    }

    // MARK: The reader itself

    @Test("Blocks: fences of any indentation and language, skip markers, unclosed blocks")
    func readsBlocks() throws {
        let markdown = [
            "Intro", "```swift", "let a = 1", "```", "", "- item:", "", "    ```swift", "    if a {",
            "        print(a)   ", "    }", "    ```", "<!-- snippet: skip, an output listing -->", "```swift",
            "x", "```", "~~~sh", "```swift", "~~~", "````Swift title", "```", "````", "```",
        ].joined(separator: "\n")
        let blocks = try DocSnippets.codeBlocks(in: markdown, file: "doc.md")
        #expect(blocks.map(\.line) == [2, 8, 14, 17, 20, 23])
        #expect(blocks.map(\.language) == ["swift", "swift", "swift", "sh", "swift", ""])
        #expect(blocks[1].text == ["if a {", "    print(a)", "}"])
        #expect(blocks.map(\.skipReason) == [nil, nil, "an output listing", nil, nil, nil])
        #expect(blocks[4].text == ["```"])
        #expect(blocks[5].text == [])
    }

    @Test("A skip marker needs a reason and a Swift block right after it")
    func rejectsBadSkipMarkers() {
        for markdown in [
            "<!-- snippet: skip -->\n```swift\nx\n```", "<!-- snippet: skip, -->\n```swift\nx\n```",
            "<!-- snippet: skip, output -->\n\n```swift\nx\n```", "<!-- snippet: skip, output -->\n```sh\nx\n```",
        ] {
            #expect(throws: DocSnippets.FormatError.self) { try DocSnippets.codeBlocks(in: markdown, file: "doc.md") }
        }
    }

    @Test("Regions: parts of one name join, each dedented; bad markers are reported")
    func readsRegions() throws {
        let start = "// snippet:"
        let end = "// end snippet"
        let source = [
            "import X", "\(start) one", "extension K {}", "", end, "func f() {", "    \(start) one",
            "    let a = 1   ", "    \(end)", "    \(start) two", "    g()", "    \(end)", "}",
        ].joined(separator: "\n")
        let regions = try DocSnippets.regions(in: source, file: "f.swift")
        #expect(regions.map(\.name) == ["one", "two"])
        #expect(regions.map(\.line) == [2, 10])
        #expect(regions[0].text == ["extension K {}", "", "let a = 1"])
        #expect(regions[1].text == ["g()"])
        for bad in ["\(start) a\n\(start) b\n\(end)", "\(start) a", end, "\(start)\n\(end)", "\(start) a b\n\(end)"] {
            #expect(throws: DocSnippets.FormatError.self) { try DocSnippets.regions(in: bad, file: "f.swift") }
        }
    }

    // MARK: Messages

    /// Why `block` matches no region, with the nearest region's first differing line.
    static func unmatched(_ block: DocSnippets.CodeBlock, regions: [DocSnippets.Region]) -> String {
        var message = """
            \(block.location): this ```swift block is compiled nowhere: no snippet region has its text. \
            Change the compiled copy with it (Snippets/…, Tests/DecorumTests/Docs/…; see SnippetTests.swift), \
            or mark it <!-- snippet: skip, reason --> if it is not code.
            """
        func shared(_ region: DocSnippets.Region) -> Int {
            zip(block.text, region.text).prefix(while: { $0 == $1 }).count
        }
        guard let nearest = regions.max(by: { shared($0) < shared($1) }), shared(nearest) > 0 else {
            return message + " No region starts like it: \(block.text.first ?? "(empty block)")"
        }
        let line = shared(nearest)
        let document = line < block.text.count ? block.text[line] : "(end of block)"
        let compiled = line < nearest.text.count ? nearest.text[line] : "(end of region)"
        message += """

            Nearest: \(nearest.location), which differs at line \(line + 1) of the block:
              document: \(document)
              compiled: \(compiled)
            """
        return message
    }
}

extension DocSnippets.CodeBlock {
    /// The block's place in its document, for the test report.
    var source: SourceLocation {
        SourceLocation(
            fileID: "Decorum/\(file)", filePath: DocSnippets.root.appendingPathComponent(file).path, line: line,
            column: 1)
    }
}

/// The SwiftPM snippet executables that `swift build` and `swift test` link, and running programs.
enum SnippetExecutables {
    /// The folder holding the linked snippets: the test binary's own (`.build/<triple>/debug`), found
    /// from the test bundle; `nil` when no snippet is linked there (Xcode's test builds).
    static let folder: URL? = {
        let names = DocSnippets.files(under: "Snippets/Linux").filter { $0.hasSuffix(".swift") }.map {
            URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
        }
        var candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        candidates += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for candidate in candidates {
            var folder = candidate
            for _ in 0..<5 {
                if names.contains(where: {
                    FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0).path)
                }) {
                    return folder
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// The `swift` driver on PATH, or `nil`.
    static let swift: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `executable` to completion; `output` is its standard output and error, interleaved.
    static func run(_ executable: URL, arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
        return (status, String(decoding: output, as: UTF8.self))
    }
}

// Docs that compile as a reader reads them (issue #22, item 7). SnippetTests proves that each ```swift
// block is compiled somewhere, inside whatever its snippet file gives it; these tests prove that each
// document's blocks compile together, in order, with only the setup the document declares (see
// DocReader.swift): the Linux documents here, in `swift test`; the iOS ones by .ci/snippets-ios, the macOS
// ones by .ci/snippets-macos.
// The tests a document shows also run as read (issue #32, item 1): its file, linked with the libraries
// into an executable that ends by running them with Swift Testing, must pass every one.
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Documentation as read")
struct DocsAsReadTests {
    @Test("Every document with Swift blocks declares its reader, and every block marker names a slot")
    func everyDocumentDeclaresItsReader() throws {
        let articles = try DocReader.articles()
        #expect(articles.contains { $0.platform == .linux })
        #expect(articles.contains { $0.platform == .ios })
        #expect(articles.contains { $0.platform == .macos })
        for article in articles {
            let read = article.blocks.filter { if case .skipped = $0.placement { false } else { true } }
            #expect(!read.isEmpty, "\(article.file): every block is skipped: nothing is read")
        }
    }

    @Test(
        "The Linux documents compile as read, with zero warnings",
        .enabled(if: ReaderCompiler.modules != nil, "no test build's Modules folder or no swiftc on PATH"))
    func linuxDocumentsCompile() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("decorum-reader-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let names = try DocReader.write(.linux, to: work)
        #expect(!names.isEmpty)
        for name in names {
            let result = try ReaderCompiler.compile(work.appendingPathComponent(name), moduleName: name)
            #expect(result.status == 0 && result.problems.isEmpty, "\(name):\n\(result.output)")
        }
    }

    @Test(
        "The tests the Linux documents show run as read, with their setup, and all pass",
        .enabled(if: ReaderCompiler.modules != nil, "no test build's Modules folder or no swiftc on PATH"))
    func linuxDocumentsTestsPass() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("decorum-reader-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let articles = try DocReader.articles().filter { DocReader.testCount(of: $0) > 0 }
        #expect(articles.count >= 2, "the testing articles show tests: are they still read?")
        for article in articles {
            #expect(article.platform == .linux, "\(article.file) shows tests: read it on Linux, where they run")
            guard article.platform == .linux else { continue }
            let folder = work.appendingPathComponent(article.moduleName)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try DocReader.runnableSource(of: article).write(
                to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            let run = try ReaderCompiler.runTests(folder, moduleName: article.moduleName)
            #expect(run.status == 0, "\(article.file): its tests fail as read:\n\(run.output)")
            #expect(
                ReaderCompiler.testsRun(in: run.output) == DocReader.testCount(of: article),
                "\(article.file): not every test it shows ran:\n\(run.output)")
        }
    }

    @Test(
        "A failing test in a Linux document fails the check, at the document's line",
        .enabled(if: ReaderCompiler.modules != nil, "no test build's Modules folder or no swiftc on PATH"))
    func failingDocumentTestsAreReported() throws {
        let markdown = """
            # Failing
            <!-- reader: linux. Setup:
            import Testing
            let ada = "ada"
            -->
            ```swift
            @Test func adaIsAda() { #expect(ada == "ada") }
            ```
            text
            ```swift
            @Test func adaIsOne() {
                #expect(ada == "1")
            }
            ```
            """
        let article = try #require(try DocReader.article(in: markdown, file: "Docs/Failing.md"))
        #expect(DocReader.testCount(of: article) == 2)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("decorum-reader-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try DocReader.runnableSource(of: article).write(
            to: work.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let run = try ReaderCompiler.runTests(work, moduleName: "ReaderFailing")
        #expect(run.status != 0, "\(run.output)")
        #expect(ReaderCompiler.testsRun(in: run.output) == 2, "\(run.output)")
        #expect(run.output.contains("Failing.md:12:"), "\(run.output)")
        #expect(run.output.contains("(ada → \"ada\") == \"1\""), "\(run.output)")
    }

    @Test(
        "A compile error in a Linux document is reported at the document's line",
        .enabled(if: ReaderCompiler.modules != nil, "no test build's Modules folder or no swiftc on PATH"))
    func compileErrorsNameTheDocument() throws {
        let markdown = """
            # Broken
            <!-- reader: linux. Setup:
            import Decorum
            -->
            ```swift
            struct Company: Hashable, Sendable { var name: String }
            ```
            text
            ```swift
            let logo = Company(name: "Google").logo
            ```
            """
        let article = try #require(try DocReader.article(in: markdown, file: "Docs/Broken.md"))
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("decorum-reader-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try DocReader.source(of: article).write(
            to: work.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let result = try ReaderCompiler.compile(work, moduleName: "ReaderBroken")
        #expect(result.status != 0)
        #expect(result.output.contains("Docs/Broken.md:10:"), "\(result.output)")
        #expect(result.output.contains("has no member 'logo'"), "\(result.output)")
    }

    // MARK: The reader itself

    @Test("Setup, slots, top-level blocks and skipped blocks make one file, in order")
    func buildsTheFile() throws {
        let markdown = [
            "# Doc", "<!-- reader: ios. What it takes as given:", "import UIKit", "final class VC {",
            "    func f() throws {", "        // reader: body", "    }", "}", "-->", "```swift", "struct A {}", "```",
            "<!-- reader: in body -->", "```swift", "try g()", "```", "<!-- reader: skip, the old code -->",
            "<!-- snippet: skip, not compiled -->", "```swift", "old()", "```", "```swift", "let a = A()", "```",
        ].joined(separator: "\n")
        let article = try #require(try DocReader.article(in: markdown, file: "D.md"))
        #expect(article.platform == .ios)
        #expect(article.setup.count == 6)
        #expect(article.blocks.map(\.placement) == [.topLevel, .slot("body"), .skipped("the old code"), .topLevel])
        let source = DocReader.source(of: article).split(separator: "\n").map(String.init)
        let code = source.filter { !$0.hasPrefix("#sourceLocation") && !$0.hasPrefix("//") }
        #expect(
            code == [
                "import UIKit", "final class VC {", "    func f() throws {", "        try g()", "    }", "}",
                "struct A {}",
                "let a = A()",
            ])
        #expect(source.contains("#sourceLocation(file: \"D.md\", line: 3)"))  // the setup
        #expect(source.contains("#sourceLocation(file: \"D.md\", line: 15)"))  // try g()
        #expect(source.contains("#sourceLocation(file: \"D.md\", line: 7)"))  // the setup after the slot
        #expect(!source.contains("old()"))
    }

    @Test("Missing or malformed reader markers are reported")
    func rejectsBadMarkers() throws {
        let block = "```swift\nx\n```"
        for markdown in [
            block,  // no reader marker
            "\(block)\n<!-- reader: linux -->",  // after the first block
            "<!-- reader: mac -->\n\(block)",  // no such platform
            "<!-- reader: linux -->\n<!-- reader: ios -->\n\(block)",  // twice
            "<!-- reader: ios.\nimport UIKit\n\(block)",  // a setup that never ends
            "<!-- reader: linux -->\n<!-- reader: in body -->\n\(block)",  // no such slot
            "<!-- reader: linux -->\n<!-- reader: skip, -->\n\(block)",  // no reason
            "<!-- reader: linux -->\n<!-- reader: somewhere -->\n\(block)",  // unknown
            "<!-- reader: linux -->\n<!-- reader: skip, a -->\n<!-- reader: skip, b -->\n\(block)",  // two
            "<!-- reader: linux.\n@MainActor\nfunc f() {}\n-->\n\(block)",  // DocC would read a directive
            "<!-- reader: linux -->\ntext\n<!-- reader: skip, slow -->\n```swift\n@Test func t() {}\n```",  // skipped
            "<!-- reader: ios -->\ntext\n```swift\n    @Test @MainActor func t() {}\n```",  // on iOS: never run
        ] {
            #expect(throws: DocSnippets.FormatError.self, "\(markdown)") {
                try DocReader.article(in: markdown, file: "D.md")
            }
        }
        #expect(try DocReader.article(in: "```sh\nls\n```", file: "D.md") == nil)  // no Swift: nothing to read
    }
}

/// Compiles a reader's file on Linux against the modules of the test build.
enum ReaderCompiler {
    /// The test build's `Modules` folder (Decorum, DecorumTesting, DecorumBatchRules), when it and
    /// `swiftc` can be found.
    static let modules: URL? = {
        guard swiftc != nil, let folder = SnippetExecutables.folder else { return nil }
        let modules = folder.appendingPathComponent("Modules")
        let decorum = modules.appendingPathComponent("DecorumTesting.swiftmodule")
        return FileManager.default.fileExists(atPath: decorum.path) ? modules : nil
    }()

    static let swiftc: URL? = SnippetExecutables.swift.map {
        $0.deletingLastPathComponent().appendingPathComponent("swiftc")
    }.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }

    /// A warning a reader's file may have: a value a block declares to show it, which no later block
    /// happens to use (at the top level no such warning exists; in a slot's function body it does).
    static let allowed = ["was never used; consider replacing with assignment to '_' or removing it"]

    /// The library targets a document may import (`Decorum`, `DecorumTesting`) and those they depend on:
    /// their object files, beside `Modules`, are linked with a document that runs its tests.
    static let libraries = [
        "DecorumCore", "Decorators", "Handlers", "DecorumBatchRules", "DecorumIndexPathNames", "DecorumUIKit",
        "Decorum",
        "DecorumTesting",
    ]

    /// The sanitizer this suite runs under (`swift test --sanitize=…`), whose runtime the libraries'
    /// objects call: a document linked with them is built with it too.
    static let sanitizerArguments: [String] = {
        let runtime = dlopen(nil, RTLD_NOW)
        defer { if let runtime { dlclose(runtime) } }
        if dlsym(runtime, "__asan_init") != nil { return ["-sanitize=address"] }
        if dlsym(runtime, "__tsan_init") != nil { return ["-sanitize=thread"] }
        return []
    }()

    /// Compiles `folder/main.swift` (a ``DocReader/runnableSource(of:)``) into an executable linked with
    /// the libraries' objects, and runs it: the status and output of the build when it fails, else of the
    /// run.
    static func runTests(_ folder: URL, moduleName: String) throws -> (status: Int32, output: String) {
        guard let swiftc, let modules else { throw CocoaError(.fileNoSuchFile) }
        var objects: [String] = []
        for library in libraries {
            let build = modules.deletingLastPathComponent().appendingPathComponent("\(library).build")
            // The objects of the target's current sources, as its build lists them: the folder may also
            // hold objects of files since removed, which would define symbols twice.
            let map = try Data(contentsOf: build.appendingPathComponent("output-file-map.json"))
            let entries = try JSONSerialization.jsonObject(with: map) as? [String: [String: String]] ?? [:]
            let files = entries.values.compactMap { $0["object"] }
            guard !files.isEmpty else { throw CocoaError(.fileNoSuchFile) }
            objects += files.sorted()
        }
        let executable = folder.appendingPathComponent("main")
        let build = try SnippetExecutables.run(
            swiftc,
            arguments: [
                "-swift-version", "6", "-module-name", moduleName, "-I", modules.path,
                folder.appendingPathComponent("main.swift").path, "-o", executable.path,
            ] + sanitizerArguments + objects)
        guard build.status == 0 else { return (build.status, "build failed:\n\(build.output)") }
        return try SnippetExecutables.run(executable, arguments: [])
    }

    /// How many tests Swift Testing says it ran (`Test run with N tests …`), or `nil`.
    static func testsRun(in output: String) -> Int? {
        let marker = "Test run with "
        guard let line = output.split(separator: "\n").last(where: { $0.contains(marker) }),
            let range = line.range(of: marker)
        else { return nil }
        return Int(line[range.upperBound...].prefix(while: \.isNumber))
    }

    /// Compiles `folder/main.swift` to an object file in Swift 6 mode (type checking and the
    /// diagnostics of SIL, such as data races, which `-typecheck` alone would not run).
    static func compile(_ folder: URL, moduleName: String) throws -> (status: Int32, output: String, problems: [String])
    {
        guard let swiftc, let modules else { throw CocoaError(.fileNoSuchFile) }
        let run = try SnippetExecutables.run(
            swiftc,
            arguments: [
                "-swift-version", "6", "-module-name", moduleName, "-I", modules.path, "-c",
                folder.appendingPathComponent("main.swift").path, "-o", folder.appendingPathComponent("main.o").path,
            ])
        let problems = run.output.split(separator: "\n").map(String.init).filter { line in
            (line.contains(": error:") || line.contains(": warning:")) && !allowed.contains { line.contains($0) }
        }
        return (run.status, run.output, problems)
    }
}

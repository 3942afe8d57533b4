import DecorumDemo
import Foundation
import Testing

/// The demo's output rules: 80 columns, colour only on a terminal, options parsed as documented.
@Suite("The terminal demo's output and options")
struct DemoOutputTests {
    static let escape: Character = "\u{1B}"

    /// `text` without ANSI SGR sequences (`ESC [ … m`).
    static func stripped(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if character == escape {
                inEscape = true
            } else if inEscape {
                inEscape = character != "m"
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The lines of `text` wider than 80 columns (ANSI codes not counted).
    static func wideLines(_ text: String) -> [String] {
        stripped(text).split(separator: "\n").map(String.init).filter { $0.count > 80 }
    }

    @Test @MainActor func everyLineFitsIn80Columns() throws {
        var outputs: [(String, String)] = [
            ("default", Demo.render(options: DemoOptions(), colors: false)),
            ("default in colour", Demo.render(options: DemoOptions(), colors: true)),
            ("--help", try #require(Demo.output(for: DemoOptions.parse(["--help"]), colors: false))),
            ("--list", try #require(Demo.output(for: DemoOptions.parse(["--list"]), colors: false))),
        ]
        // Six-digit counts: the edit's summary ran to 83 columns at 100000 before it was wrapped.
        for count in ["12", "2000", "100000"] {
            let large = try #require(Demo.output(for: DemoOptions.parse(["--large", count]), colors: false))
            outputs.append(("--large \(count)", large))
        }
        for (name, text) in outputs {
            #expect(!text.isEmpty, "\(name) is empty")
            #expect(Self.wideLines(text).isEmpty, "\(name) has lines over 80 columns")
        }
    }

    @Test @MainActor func pipedOutputHasNoANSIEscapes() throws {
        // Piped: stdout is no terminal, so the default (auto) mode renders without colour.
        let options = DemoOptions()
        #expect(!options.usesColor(stdoutIsTTY: false, noColorRequested: false))
        let piped = Demo.render(
            options: options, colors: options.usesColor(stdoutIsTTY: false, noColorRequested: false))
        #expect(!piped.contains(Self.escape))
        // On a terminal it is coloured, and the colours are the only difference.
        let coloured = Demo.render(
            options: options, colors: options.usesColor(stdoutIsTTY: true, noColorRequested: false))
        #expect(coloured.contains(Self.escape))
        #expect(Self.stripped(coloured) == piped)
        // NO_COLOR and --no-color win over a terminal; --color wins over a pipe.
        #expect(!options.usesColor(stdoutIsTTY: true, noColorRequested: true))
        #expect(try !DemoOptions.parse(["--no-color"]).usesColor(stdoutIsTTY: true, noColorRequested: false))
        #expect(try DemoOptions.parse(["--color"]).usesColor(stdoutIsTTY: false, noColorRequested: false))
        let large = try #require(Demo.output(for: DemoOptions.parse(["--large", "500"]), colors: false))
        #expect(!large.contains(Self.escape))
    }

    /// The built `demo` executable, when the build put it next to the test binary.
    static func demoExecutable() -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("demo")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    #if os(macOS) || os(Linux)  // `Process` runs the built demo; not on iOS, tvOS or visionOS
    @Test(.enabled(if: demoExecutable() != nil, "the demo executable is not next to the test binary"))
    func theExecutableWritesThePlainStoryToAPipe() throws {
        let executable = try #require(Self.demoExecutable())
        let process = Process()
        process.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains(Self.escape))
        #expect(text == (try String(contentsOf: DemoGoldenTests.goldenFile, encoding: .utf8)))
    }

    #endif
    @Test @MainActor func optionsParseAsDocumented() throws {
        #expect(try DemoOptions.parse([]).mode == .story)
        #expect(try DemoOptions.parse(["--help"]).mode == .help)
        #expect(try DemoOptions.parse(["--large", "100000"]).mode == .large(count: 100_000))
        #expect(try DemoOptions.parse(["--large", "10", "--seed", "7"]).seed == 7)
        #expect(try DemoOptions.parse(["--interactive"]).mode == .interactive)
        #expect(try DemoOptions.parse(["-i", "--help"]).mode == .help)
        #expect(try DemoOptions.parse(["--only", "session", "--only", "contacts"]).only == ["session", "contacts"])
        for bad in [
            ["--large"], ["--large", "many"], ["--large", "0"], ["--only", "nope"], ["--frobnicate"],
            ["--large", "5", "--interactive"], ["--seed", "-1"],
        ] {
            #expect(throws: DemoOptions.ParseError.self, "\(bad)") { try DemoOptions.parse(bad) }
        }
        let help = DemoOptions.help
        for option in ["--only", "--list", "--large", "--seed", "--interactive", "--color", "--no-color", "--help"] {
            #expect(help.contains(option), "--help does not mention \(option)")
        }
    }

    @Test @MainActor func onlyShowsTheNamedChapters() throws {
        let session = Demo.render(options: try DemoOptions.parse(["--only", "session"]), colors: false)
        #expect(session.contains("1. A handler session, batch by batch"))
        #expect(!session.contains("3. The contacts example"))
    }

    /// The story opens with `HorizontalDecorator` as printed text: it must be what `People.swift` declares.
    @Test @MainActor func theDecoratorShownIsTheOneDeclared() throws {
        let people = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DemoApp/Terminal/People.swift")
        let source = try String(contentsOf: people, encoding: .utf8)
        let session = Demo.render(options: try DemoOptions.parse(["--only", "session"]), colors: false)
        let lines = session.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("   enum HorizontalDecorator: CellDecorator {") })
        let shown = lines[start...].prefix { !$0.isEmpty }.map { String($0.dropFirst(3)) }
        #expect(shown.count == 6)
        #expect(source.contains(shown.joined(separator: "\n")), "People.swift declares another HorizontalDecorator")
    }

    @Test @MainActor func largeModeCountsOneAsOne() throws {
        // 12 rows: a tenth is one row deleted, inserted, moved and updated.
        let small = try #require(Demo.output(for: DemoOptions.parse(["--large", "12"]), colors: false))
        #expect(small.contains("deleted 1 row, inserted 1, updated 1 and moved 1;"))
        #expect(small.contains("reload 1 item"))
        #expect(small.contains("reconfigure (1 row)"))
        #expect(small.contains("12 rows in 1 section."))
        let plural = try Regex(#"(^|[^0-9.,])1 (rows|items|changes|sections)\b"#).anchorsMatchLineEndings()
        #expect(small.firstMatch(of: plural) == nil, "a plural after 1")
        let large = try #require(Demo.output(for: DemoOptions.parse(["--large", "1000"]), colors: false))
        #expect(large.contains("deleted 100 rows,") && large.contains("reconfigure (100 rows)"))
    }

    @Test @MainActor func largeModeReportsMovesAndTimingsButTheStoryHasNoTimings() throws {
        let large = try #require(
            Demo.output(for: DemoOptions.parse(["--large", "1000", "--seed", "1"]), colors: false))
        #expect(large.contains("moves in the batches"))
        #expect(large.contains("items the edit moved"))
        #expect(large.contains(" ms"))
        #expect(large.contains("try view.verifyMatchesDataSource()") && large.contains("passes"))
        #expect(!Demo.render(options: DemoOptions(), colors: false).contains(" ms"))
    }
}

/// The demo's command-line options. Every option is optional: `swift run demo` tells the whole story.
public struct DemoOptions: Equatable, Sendable {
    /// When to use ANSI colours.
    public enum ColorMode: Equatable, Sendable {
        case auto, always, never
    }

    /// What the demo does.
    public enum Mode: Equatable, Sendable {
        /// The chapters (all, or those of `only`): the default.
        case story
        /// Prints the help.
        case help
        /// Lists the chapters.
        case list
        /// Diffs `count` items after a seeded random edit and times it.
        case large(count: Int)
        /// Reads commands from standard input.
        case interactive
    }

    /// When to print colours (`--color`, `--no-color`, or only on a terminal).
    public var color: ColorMode = .auto
    /// What to run: the story, `--list`, `--large N` or `--interactive`.
    public var mode: Mode = .story
    /// The chapters to show, by name; all when empty.
    public var only: [String] = []
    /// The seed of `--large`'s random edit.
    public var seed: UInt64 = 2024

    /// The defaults: the whole story, colours on a terminal only.
    public init() {}

    /// A parse failure, with the message shown to the user.
    public struct ParseError: Error, CustomStringConvertible {
        /// What went wrong, for the user.
        public var message: String
        /// The same as ``message``.
        public var description: String { message }
    }

    /// Parses the arguments after the program name.
    ///
    /// - Throws: ``ParseError`` for an unknown option or a missing or bad value.
    @MainActor
    public static func parse(_ arguments: [String]) throws -> DemoOptions {
        var options = DemoOptions()
        var remaining = arguments[...]
        func value(of option: String) throws -> String {
            guard let value = remaining.popFirst() else { throw ParseError(message: "\(option) needs a value") }
            return value
        }
        func setMode(_ mode: Mode) throws {
            if options.mode != .story, options.mode != mode, options.mode != .help {
                throw ParseError(message: "choose one of --large, --interactive and --list")
            }
            if options.mode != .help { options.mode = mode }
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": options.mode = .help
            case "--color": options.color = .always
            case "--no-color": options.color = .never
            case "--list": try setMode(.list)
            case "--interactive", "-i": try setMode(.interactive)
            case "--large":
                let text = try value(of: "--large")
                guard let count = Int(text), count > 0, count <= 10_000_000 else {
                    throw ParseError(message: "--large needs a number of items from 1 to 10000000, not '\(text)'")
                }
                try setMode(.large(count: count))
            case "--seed":
                let text = try value(of: "--seed")
                guard let seed = UInt64(text) else { throw ParseError(message: "--seed needs a number, not '\(text)'") }
                options.seed = seed
            case "--only":
                let name = try value(of: "--only")
                guard Chapters.named(name) != nil else {
                    throw ParseError(message: "unknown chapter '\(name)' (try --list)")
                }
                options.only.append(name)
            default:
                throw ParseError(message: "unknown option '\(argument)'")
            }
        }
        return options
    }

    /// Whether to colour the output, given whether stdout is a terminal.
    public func usesColor(stdoutIsTTY: Bool, noColorRequested: Bool) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return stdoutIsTTY && !noColorRequested
        }
    }

    /// The `--help` text.
    @MainActor
    public static var help: String {
        """
        Usage: swift run demo [options]

        Tells Decorum's story through its headless list view: sectioned data and
        index math, then a handler's edits with the batch updates they produce.
        With no options every chapter is shown, in order, and the demo exits.

        Options:
          --only <chapter>   Show only this chapter (repeatable); one of:
        \(Chapters.all.map { "                       \($0.name)" }.joined(separator: "\n"))
          --list             List the chapters and exit.
          --large <n>        Diff n items after a random edit (10% each deleted,
                             inserted, moved, updated) and time it.
          --seed <s>         The seed of --large's random edit (default 2024).
          -i, --interactive  Edit a list from stdin: add, remove, move, vip, undo,
                             show, help, quit. Ends at quit or end of input.
          --color            Always use ANSI colours.
          --no-color         Never use colours (also: NO_COLOR=1).
                             By default colours are used only when stdout is a
                             terminal.
          -h, --help         Show this help.
        """
    }
}

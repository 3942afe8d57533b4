/// The demo's command-line options. Every option is optional: `swift run demo` shows all chapters.
struct DemoOptions {
    /// When to use ANSI colours.
    enum ColorMode: Equatable {
        case auto, always, never
    }

    var color: ColorMode = .auto
    /// The chapters to show, by name; all when empty.
    var only: [String] = []
    var showHelp = false
    var listChapters = false

    /// A parse failure, with the message shown to the user.
    struct ParseError: Error {
        var message: String
    }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(ParseError) -> DemoOptions {
        var options = DemoOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": options.showHelp = true
            case "--color": options.color = .always
            case "--no-color": options.color = .never
            case "--list": options.listChapters = true
            case "--only":
                guard let name = remaining.popFirst() else { throw ParseError(message: "--only needs a chapter name") }
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
    func usesColor(stdoutIsTTY: Bool, noColorRequested: Bool) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return stdoutIsTTY && !noColorRequested
        }
    }

    /// The `--help` text.
    static var help: String {
        """
        Usage: swift run demo [options]

        Shows Decorum's sectioned data and index math on the contacts example.
        With no options every chapter is shown, in order.

        Options:
          --only <chapter>  Show only this chapter (repeatable); one of:
        \(Chapters.all.map { "                      \($0.name)" }.joined(separator: "\n"))
          --list            List the chapters and exit.
          --color           Always use ANSI colours.
          --no-color        Never use colours (also: NO_COLOR=1).
                            By default colours are used only when stdout is a terminal.
          -h, --help        Show this help.
        """
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(width - count, 0))
    }
}

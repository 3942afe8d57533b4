import Foundation

/// Builds the demo's text: 80-column lines, with ANSI styles only when `colors` is on.
///
/// Rendering goes into `text` (not straight to stdout), so a golden-file test can compare the whole
/// output. Every chapter, the `--large` report and the interactive mode draw with these helpers; lists
/// and batch updates have their own in `Renderer+List.swift` and `Renderer+Batch.swift`.
struct Renderer {
    /// The width every line is kept within.
    static let width = 80

    /// Text styles; each maps to one ANSI SGR code.
    enum Style: String {
        case bold = "1"
        case dim = "2"
        case heading = "1;36"  // bold cyan
        case section = "1;35"  // bold magenta
        case value = "32"  // green
        case missing = "33"  // yellow: the `nil` answers
        case error = "31"  // red: thrown errors
        case code = "36"  // cyan
    }

    /// Whether to emit ANSI escape codes.
    let colors: Bool

    /// Everything rendered so far.
    private(set) var text = ""

    init(colors: Bool) {
        self.colors = colors
    }

    /// `string` in `style` (unchanged when colours are off).
    func styled(_ string: String, _ style: Style) -> String {
        colors ? "\u{1B}[\(style.rawValue)m\(string)\u{1B}[0m" : string
    }

    /// Appends one line (styled pieces count by their visible width only).
    mutating func line(_ string: String = "") {
        text += string
        text += "\n"
    }

    /// The demo's banner.
    mutating func banner(_ title: String, _ subtitle: String) {
        line(styled(title, .heading) + "  " + styled(subtitle, .dim))
        line(styled(String(repeating: "=", count: Self.width), .dim))
    }

    /// A chapter heading: `1. Title`, underlined, then an optional one-line summary.
    mutating func chapter(_ number: Int, _ title: String, summary: String? = nil) {
        line()
        let heading = "\(number). \(title)"
        line(styled(heading, .heading))
        line(styled(String(repeating: "-", count: heading.count), .dim))
        if let summary { line(styled(summary, .dim)) }
    }

    /// An indented explanatory line.
    mutating func note(_ string: String) {
        line("   " + string)
    }

    /// `     call                -> answer`: a call in code style, padded so the arrows line up.
    mutating func call(_ call: String, width: Int, _ answer: String) {
        line("     " + styled(call.padding(width), .code) + "-> " + answer)
    }

    /// A step of a scripted session: the code that runs, as a prompt; lines after the first (split at
    /// `\n`) continue under the code.
    mutating func step(_ code: String) {
        for (index, part) in code.split(separator: "\n").enumerated() {
            line("   " + (index == 0 ? styled("> ", .dim) : "  ") + styled(String(part), .code))
        }
    }

    /// Lines of `prefix` + words joined by `separator`, each line at most ``width`` columns; lines after
    /// the first start with spaces as wide as `prefix`. Only the words are styled.
    mutating func wrapped(_ prefix: String, _ words: [String], separator: String = ", ", style: Style? = nil) {
        let indent = String(repeating: " ", count: prefix.count)
        for (index, content) in Self.wrap(words, width: Self.width - prefix.count, separator: separator).enumerated() {
            line((index == 0 ? prefix : indent) + (style.map { styled(content, $0) } ?? content))
        }
    }

    /// `words` joined by `separator` and broken into lines of at most `width` columns (a word longer
    /// than `width` gets a line of its own). The separator's trailing spaces go where a line breaks.
    static func wrap(_ words: [String], width: Int, separator: String = ", ") -> [String] {
        var lines: [String] = []
        var current = ""
        for (index, word) in words.enumerated() {
            let piece = index < words.count - 1 ? word + separator.trimmingTrailingSpaces : word
            let gap = String(separator.dropFirst(separator.trimmingTrailingSpaces.count))
            if !current.isEmpty, current.count + gap.count + piece.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : gap) + piece
        }
        lines.append(current)
        return lines
    }

    /// A table row: each cell padded (or right-aligned) to its column width, then styled.
    mutating func row(_ cells: [Cell], indent: Int = 3) {
        var result = String(repeating: " ", count: indent)
        for (index, cell) in cells.enumerated() {
            let padded = cell.padded()
            result += cell.style.map { styled(padded, $0) } ?? padded
            if index < cells.count - 1 { result += "  " }
        }
        // Trailing spaces make golden files brittle.
        line(result.trimmingTrailingSpaces)
    }

    /// One cell of a table row.
    struct Cell {
        var text: String
        var width: Int
        var alignRight = false
        var style: Style? = nil

        func padded() -> String {
            let padding = String(repeating: " ", count: max(width - text.count, 0))
            return alignRight ? padding + text : text + padding
        }

        /// A cell showing an API answer: the value in green, `nil` in yellow.
        static func answer<T>(_ value: T?, width: Int) -> Cell {
            guard let value else { return Cell(text: "nil", width: width, style: .missing) }
            return Cell(text: String(describing: value), width: width, style: .value)
        }
    }

    /// `value` as the API answered it: the value in green, `nil` in yellow.
    func answer<T>(_ value: T?) -> String {
        guard let value else { return styled("nil", .missing) }
        return styled(String(describing: value), .value)
    }

    /// A thrown error as the demo shows it, wrapped to the width:
    /// `throws ListEditError: invalid destination [1, 7]`.
    mutating func error(_ error: any Error, indent: Int = 5) {
        let words = "throws \(type(of: error)): \(error)".split(separator: " ").map(String.init)
        wrapped(String(repeating: " ", count: indent), words, separator: " ", style: .error)
    }
}

/// How an `IndexPath` is written in the demo: `[1, 1]`, `[]`, `[0, 1, 2]`.
func show(_ path: IndexPath) -> String {
    "[" + path.map(String.init).joined(separator: ", ") + "]"
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(width - count, 0))
    }

    /// The string without trailing spaces.
    var trimmingTrailingSpaces: String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }

    /// `1 person`, `2 people`: `count` and the noun in the right number.
    static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}

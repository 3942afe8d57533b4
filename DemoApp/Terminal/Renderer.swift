import Foundation

/// Builds the demo's text: 80-column lines, with ANSI styles only when `colors` is on.
///
/// Rendering goes into `text` (not straight to stdout), so a golden-file test can compare the whole
/// output and later chapters (diffs, interactive mode) can reuse the same helpers.
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

    /// A table row: each cell padded (or right-aligned) to its column width, then styled.
    mutating func row(_ cells: [Cell], indent: Int = 3) {
        var result = String(repeating: " ", count: indent)
        for (index, cell) in cells.enumerated() {
            let padded = cell.padded()
            result += cell.style.map { styled(padded, $0) } ?? padded
            if index < cells.count - 1 { result += "  " }
        }
        // Trailing spaces make golden files brittle.
        while result.hasSuffix(" ") { result.removeLast() }
        line(result)
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
    }

    /// `value` as the API answered it: the value in green, `nil` in yellow.
    func answer<T>(_ value: T?) -> String {
        guard let value else { return styled("nil", .missing) }
        return styled(String(describing: value), .value)
    }
}

/// How an `IndexPath` is written in the demo: `[1, 1]`, `[]`, `[0, 1, 2]`.
func show(_ path: IndexPath) -> String {
    "[" + path.map(String.init).joined(separator: ", ") + "]"
}

@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The report's text form, version 2 (version 1 had no `ids`): one line per field, one per entry, and an
// end line that says how many entries there were (so a cut report is told from a whole one). Index paths are `section.item`,
// moves `from>to`, lists comma-separated, an empty list of counts `-`; an entry's changesets name their
// non-empty lists only (`sdel` `sins` `smov` `srel` `del` `ins` `mov` `rel`). Free text (the library, the
// release, the diagnostic) is escaped so it holds no line break. FaultReportReader.swift reads it back.

extension FaultReport {
    /// The report as compact, versioned, line-based text, for a log or a crash reporter (a few KB for
    /// 64 small edits); `FaultReport(text:)` reads it back. It holds positions and counts, no item.
    ///
    /// ```text
    /// decorum-fault-report 2
    /// library Decorum 0.1.0-dev
    /// view table 18.6
    /// threshold 1000
    /// diagnostic view out of sync: it shows [5] items per section, the data source had [2] …
    /// believed 2
    /// shown 5
    /// start 2
    /// outside 5
    /// edit ins 0.2 = 3
    /// end 2
    /// ```
    ///
    /// Each entry is one line: `edit [still] <changeset> [upd <moves>] [usec <sections>] [colflags
    /// <0/1 per section>] = <counts after>`, `apply [still] (: <changeset>)… = <counts> [col <sections>]`,
    /// `reload = <counts> [col <sections>]`, `completion`, `outside <counts>`, `usermove <path>><path>`,
    /// `userinsert <count> <path>`, `commit`, `reloadview`, `asyncdiff`; then `ids` and the entry's
    /// identity tokens when it has any (`<stage>-<ordinal>=<token>` for a removed row, `+` an inserted
    /// one, `s-` `s+` a section; the token in 8 hex digits, then `:` and the identity when the app reveals
    /// identities, spaces and commas escaped); then ` | ` and the entry's state flags when
    /// it has any (`nowindow`, `uncommitted`, `inpass`, `indrop`).
    ///
    /// ```swift
    /// crashReporter.attach(report.text, named: "decorum-fault")
    /// ```
    ///
    /// - Complexity: O(*r* + *k*) for *r* entries of *k* changes in all.
    public var text: String {
        var lines: [String] = []
        lines.reserveCapacity(entries.count + 9)
        lines.append("\(Self.textHeader) \(Self.formatVersion)")
        lines.append("library \(Self.escaped(library))")
        lines.append("view \(view.style.rawValue)" + (view.release.map { " " + Self.escaped($0) } ?? ""))
        lines.append("threshold \(reloadThreshold.map { String($0) } ?? "none")")
        lines.append("diagnostic \(Self.escaped(diagnostic))")
        lines.append("believed \(Self.text(counts: believed))")
        lines.append("shown \(Self.text(counts: shown))")
        lines.append("start \(start.map(Self.text(shape:)) ?? "none")")
        for entry in entries { lines.append(Self.text(entry)) }
        lines.append("end \(entries.count)")
        return lines.joined(separator: "\n") + "\n"
    }

    static let textHeader = "decorum-fault-report"

    // MARK: - Writing

    private static func text(_ entry: Entry) -> String {
        var line: String
        switch entry.operation {
        case let .edit(changeset, updated, sections, collapsed, animated, after):
            line = animated ? "edit" : "edit still"
            append(changeset, to: &line)
            if !updated.isEmpty { line += " upd " + updated.map(text(move:)).joined(separator: ",") }
            if !sections.isEmpty { line += " usec " + text(list: sections) }
            if let collapsed {
                line += " colflags " + (collapsed.isEmpty ? "-" : String(collapsed.map { $0 ? "1" : "0" }))
            }
            line += " = " + text(counts: after)
        case let .apply(stages, animated, after):
            line = animated ? "apply" : "apply still"
            for (stage, shape) in zip(stages, after) {
                line += " :"
                append(stage, to: &line)
                line += " = " + text(shape: shape)
            }
        case .reload(let after): line = "reload = " + text(shape: after)
        case .completion: line = "completion"
        case .outsideChange(let shown): line = "outside " + text(counts: shown)
        case .foreignDataSource(let answers): line = "foreign " + text(counts: answers)
        case let .userMove(from, to): line = "usermove " + text(move: Move(from: from, to: to))
        case let .userInsert(count, path): line = "userinsert \(count) \(text(path: path))"
        case .commit: line = "commit"
        case .reloadView: line = "reloadview"
        case .asyncDiffStarted: line = "asyncdiff"
        }
        if !entry.identities.isEmpty { line += " ids " + entry.identities.map(text(identity:)).joined(separator: ",") }
        let flags = stateNames(entry.state)
        if !flags.isEmpty { line += " | " + flags.joined(separator: " ") }
        return line
    }

    private static func append(_ changeset: Changeset, to line: inout String) {
        func add(_ keyword: String, _ values: [String]) {
            if !values.isEmpty { line += " \(keyword) " + values.joined(separator: ",") }
        }
        add("sdel", changeset.sectionDeletes.map { String($0) })
        add("sins", changeset.sectionInserts.map { String($0) })
        add("smov", changeset.sectionMoves.map { "\($0.from)>\($0.to)" })
        add("srel", changeset.sectionReloads.map { String($0) })
        add("del", changeset.itemDeletes.map(text(path:)))
        add("ins", changeset.itemInserts.map(text(path:)))
        add("mov", changeset.itemMoves.map(text(move:)))
        add("rel", changeset.itemReloads.map(text(path:)))
    }

    static func stateNames(_ state: State) -> [String] {
        guard state.rawValue != 0 else { return [] }
        var names: [String] = []
        for bit in 0..<8 where state.rawValue & (1 << bit) != 0 {
            names.append(bit < stateFlagNames.count ? stateFlagNames[bit] : "bit\(bit)")
        }
        return names
    }

    // The names of `State`'s flags in the text form, by bit (later bits are written `bit4`…).
    static let stateFlagNames = ["nowindow", "uncommitted", "inpass", "indrop"]

    private static func text(counts: [Int]) -> String { counts.isEmpty ? "-" : text(list: counts) }

    private static func text(list: [Int]) -> String { list.map { String($0) }.joined(separator: ",") }

    private static func text(shape: Shape) -> String {
        text(counts: shape.counts) + (shape.collapsed.isEmpty ? "" : " col " + text(list: shape.collapsed))
    }

    // `<stage><change><ordinal>=<token>`: `-` `+` a row removed or inserted, `s-` `s+` a section.
    private static func text(identity: Identity) -> String {
        let change =
            switch identity.change {
            case .removedItem: "-"
            case .insertedItem: "+"
            case .removedSection: "s-"
            case .insertedSection: "s+"
            }
        let hex = String(identity.token, radix: 16)
        return "\(identity.stage)\(change)\(identity.ordinal)=" + String(repeating: "0", count: 8 - hex.count) + hex
            + (identity.revealed.map { ":" + escaped($0, separators: true) } ?? "")
    }

    private static func text(path: IndexPath) -> String { path.map { String($0) }.joined(separator: ".") }

    private static func text(move: Move<IndexPath>) -> String { text(path: move.from) + ">" + text(path: move.to) }

    // MARK: - Free text

    // `text` with no line break: `\` `\n` `\r` escaped, and other control or separator characters as
    // `\u{…}` (a log may break lines at those too); with `separators`, spaces and commas too.
    static func escaped(_ text: String, separators: Bool = false) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _
            where scalar.value < 0x20 || (separators && (scalar == " " || scalar == ","))
                || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                || scalar == "\u{2029}":
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // What `escaped(_:)` escaped, or `nil` when `text` holds an escape it never writes.
    static func unescaped(_ text: Substring) -> String? {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": result += "\\"
            case "n": result += "\n"
            case "r": result += "\r"
            case "u":
                guard scalars.next() == "{" else { return nil }
                var hex = ""
                var isClosed = false
                while let digit = scalars.next() {
                    if digit == "}" {
                        isClosed = true
                        break
                    }
                    guard hex.unicodeScalars.count < 6, digit.properties.isASCIIHexDigit else { return nil }
                    hex.unicodeScalars.append(digit)
                }
                guard isClosed, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                    return nil
                }
                result.unicodeScalars.append(decoded)
            default: return nil
            }
        }
        return result
    }
}

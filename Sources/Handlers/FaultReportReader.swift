@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FaultReport {
    /// Reads a report from its ``text``: exactly what `text` writes, checked as it is read.
    ///
    /// Bad text throws and never crashes: ``FaultReportError/empty``, ``FaultReportError/notAReport``,
    /// ``FaultReportError/unsupportedVersion(found:)``, ``FaultReportError/truncated(entries:declared:)``
    /// (a report cut anywhere), ``FaultReportError/malformedLine(line:expected:)``, or
    /// ``FaultReportError/inconsistentCounts(line:detail:)`` when an edit's batch does not take the counts
    /// before it to its counts after (counts before the first entry are ``start``'s; an `apply` or a
    /// `reload` sets them; after a user's move or insert they are not known until the next of those).
    /// Line breaks may be `\n` or `\r\n`.
    ///
    /// ```swift
    /// let report = try FaultReport(text: attachment)
    /// print(report.diagnostic, report.entries.count)
    /// ```
    ///
    /// - Parameter text: A report's ``text``.
    /// - Throws: ``FaultReportError``.
    /// - Complexity: O(*t*) for *t* characters, plus the count check of each edit.
    public init(text: String) throws(FaultReportError) {
        var reader = FaultReportReader(text)
        self = try reader.read()
    }
}

/// Reads `FaultReport.text` (FaultReport+Text.swift writes it); every number and index is bounded, so
/// no text can make it trap or overflow.
struct FaultReportReader {
    private typealias Tokens = IndexingIterator<[Substring]>
    private static let largest = Int(Int32.max)

    private let lines: [Substring]
    private var line = 0  // the index of the line being read (its number is one more)

    init(_ text: String) {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.last == "\r" ? Substring($0.dropLast()) : Substring($0)
        }
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }  // the last line's break
        self.lines = lines
    }

    mutating func read() throws(FaultReportError) -> FaultReport {
        guard lines.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { throw .empty }
        try readHeader()
        // The end line first: a report cut anywhere is truncated, whatever its last line looks like.
        let fields = 8
        guard let last = lines.last, lines.count > 1, last.hasPrefix("end "), let declared = count(last.dropFirst(4))
        else { throw .truncated(entries: max(0, lines.count - fields), declared: nil) }
        let entryCount = max(0, lines.count - fields - 1)
        guard declared == entryCount else { throw .truncated(entries: entryCount, declared: declared) }

        // Each field's line is read (which moves `line` on) before its value, so errors name that line.
        var text = try field("library")
        let library = try unescaped(text, "the library's name")
        text = try field("view")
        let view = try readView(text)
        text = try field("threshold")
        let threshold = try readThreshold(text)
        text = try field("diagnostic")
        let diagnostic = try unescaped(text, "the diagnostic's description")
        text = try field("believed")
        let believed = try required(counts(text), "believed <counts>, like 3,2 (- for none)")
        text = try field("shown")
        let shown = try required(counts(text), "shown <counts>, like 3,2 (- for none)")
        text = try field("start")
        let start: FaultReport.Shape? = try text == "none" ? nil : readShape(text)
        // The counts of the data before each entry, while they are known.
        var counts = start?.counts
        // A report of an invalid batch the engine built itself may hold the very edit that broke the rule.
        let checksEdits = !diagnostic.hasPrefix("invalid batch (")
        var entries: [FaultReport.Entry] = []
        entries.reserveCapacity(entryCount)
        for index in fields..<(fields + entryCount) {
            line = index
            let entry = try readEntry(lines[index])
            switch entry.operation {
            case let .edit(changeset, _, _, _, _, after):
                if checksEdits, let before = counts {
                    do throws(BatchUpdateError) {
                        try changeset.checkCounts(from: before, to: after)
                    } catch {
                        throw inconsistent("the edit's batch does not take \(before) to \(after): \(error)")
                    }
                }
                counts = after
            case .apply(_, _, let after): counts = after.last?.counts ?? counts
            case .reload(let after): counts = after.counts
            case .userMove, .userInsert: counts = nil  // shown paths, which the data may not share then
            case .completion, .outsideChange, .foreignDataSource, .commit, .reloadView, .asyncDiffStarted: break
            }
            entries.append(entry)
        }
        return FaultReport(
            library: library, view: view, reloadThreshold: threshold, diagnostic: diagnostic, believed: believed,
            shown: shown, start: start, entries: entries)
    }

    // MARK: - Fields

    private func readHeader() throws(FaultReportError) {
        let header = lines[0]
        let magic = FaultReport.textHeader
        guard header.hasPrefix(magic) else {
            if lines.count == 1, magic.hasPrefix(header) { throw .truncated(entries: 0, declared: nil) }
            throw .notAReport
        }
        let rest = header.dropFirst(magic.count)
        if lines.count == 1, rest.isEmpty || rest == " " { throw .truncated(entries: 0, declared: nil) }
        guard rest.first == " ", let version = Int(rest.dropFirst()), version >= 0 else {
            throw .malformedLine(line: 1, expected: "\(magic) <version>")
        }
        guard version == 1 || version == FaultReport.formatVersion else { throw .unsupportedVersion(found: version) }
    }

    // The text after `name` on the next line, a field's.
    private mutating func field(_ name: String) throws(FaultReportError) -> Substring {
        line += 1
        guard line < lines.count - 1 else { throw malformed("\(name) …") }
        let text = lines[line]
        if text == name { return "" }
        guard text.hasPrefix(name + " ") else { throw malformed("\(name) …") }
        return text.dropFirst(name.count + 1)
    }

    private func readView(_ text: Substring) throws(FaultReportError) -> FaultReport.View {
        let space = text.firstIndex(of: " ")
        let expected = "view table|collection [release]"
        guard let style = FaultReport.View.Style(rawValue: String(text[..<(space ?? text.endIndex)])) else {
            throw malformed(expected)
        }
        guard let space else { return FaultReport.View(style: style) }
        return try FaultReport.View(style: style, release: unescaped(text[text.index(after: space)...], expected))
    }

    private func readThreshold(_ text: Substring) throws(FaultReportError) -> Int? {
        if text == "none" { return nil }
        guard text.allSatisfy(\.isASCII), text.first?.isNumber == true, let value = Int(text) else {
            throw malformed("threshold <number>|none")
        }
        return value
    }

    private func readShape(_ text: Substring) throws(FaultReportError) -> FaultReport.Shape {
        var tokens = text.split(separator: " ").makeIterator()
        let shape = try readShape(&tokens)
        guard tokens.next() == nil else { throw malformed("counts, then col <sections>") }
        return shape
    }

    // Counts, then `col` and the collapsed sections when there are any.
    private func readShape(_ tokens: inout Tokens) throws(FaultReportError) -> FaultReport.Shape {
        let expected = "counts like 3,2 (- for none), then col <sections>"
        let counts = try required(counts(tokens.next()), expected)
        var collapsed: [Int] = []
        var copy = tokens
        if copy.next() == "col" {
            tokens = copy
            collapsed = try required(list(tokens.next(), of: count), expected)
            for (offset, section) in collapsed.enumerated() {
                guard section < counts.count, offset == 0 || collapsed[offset - 1] < section else {
                    throw inconsistent("collapsed sections \(collapsed) are not ascending sections of \(counts)")
                }
            }
        }
        return FaultReport.Shape(counts: counts, collapsed: collapsed)
    }

    // MARK: - Entries

    private func readEntry(_ text: Substring) throws(FaultReportError) -> FaultReport.Entry {
        let all = text.split(separator: " ")
        let bar = all.firstIndex(of: "|") ?? all.endIndex
        let ids = all[..<bar].firstIndex(of: "ids") ?? bar
        var tokens = Array(all[..<ids]).makeIterator()
        let state = try bar == all.endIndex ? [] : readState(all[(bar + 1)...])
        var identities: [FaultReport.Identity] = []
        if ids < bar {
            guard ids + 2 == bar, let list = list(all[ids + 1], of: identity) else {
                throw malformed("ids <stage>(-|+|s-|s+)<ordinal>=<8 hex digits>,…")
            }
            identities = list
        }
        let expected = "an entry (edit, apply, reload, completion, outside, usermove, userinsert, commit, …)"
        let operation: FaultReport.Operation
        switch tokens.next() {
        case "edit": operation = try readEdit(&tokens)
        case "apply": operation = try readApply(&tokens)
        case "reload":
            guard tokens.next() == "=" else { throw malformed("reload = <counts>") }
            operation = try .reload(after: readShape(&tokens))
        case "completion": operation = .completion
        case "outside": operation = try .outsideChange(shown: required(counts(tokens.next()), "outside <counts>"))
        case "foreign": operation = try .foreignDataSource(answers: required(counts(tokens.next()), "foreign <counts>"))
        case "usermove":
            let move = try required(pathMove(tokens.next()), "usermove <section.item>><section.item>")
            operation = .userMove(from: move.from, to: move.to)
        case "userinsert":
            let expected = "userinsert <count> <section.item>"
            let count = try required(count(tokens.next()), expected)
            operation = try .userInsert(count: count, at: required(path(tokens.next()), expected))
        case "commit": operation = .commit
        case "reloadview": operation = .reloadView
        case "asyncdiff": operation = .asyncDiffStarted
        default: throw malformed(expected)
        }
        guard tokens.next() == nil else { throw malformed("the end of the entry, ids, or | and its state") }
        return FaultReport.Entry(operation, state: state, identities: identities)
    }

    private func readState(_ names: ArraySlice<Substring>) throws(FaultReportError) -> FaultReport.State {
        var state: FaultReport.State = []
        for name in names {
            if let bit = FaultReport.stateFlagNames.firstIndex(where: { $0 == name }) {
                state.insert(FaultReport.State(rawValue: 1 << bit))
            } else if name.hasPrefix("bit"), let bit = Int(name.dropFirst(3)),
                (FaultReport.stateFlagNames.count..<8).contains(bit)
            {
                state.insert(FaultReport.State(rawValue: 1 << bit))
            } else {
                throw malformed("state flags (\(FaultReport.stateFlagNames.joined(separator: ", ")))")
            }
        }
        return state
    }

    private func readEdit(_ tokens: inout Tokens) throws(FaultReportError) -> FaultReport.Operation {
        let expected = "edit [still] <changes> [upd …] [usec …] [colflags …] = <counts>"
        var changeset = Changeset()
        var (updated, sections, collapsed, animated, after): ([Move<IndexPath>], [Int], [Bool]?, Bool, [Int]?) =
            ([], [], nil, true, nil)
        var seen = Set<Substring>()
        while let keyword = tokens.next() {
            guard seen.insert(keyword).inserted else { throw malformed(expected) }
            switch keyword {
            case "still": animated = false
            case "upd": updated = try required(list(tokens.next(), of: pathMove), expected)
            case "usec": sections = try required(list(tokens.next(), of: index), expected)
            case "colflags": collapsed = try required(flags(tokens.next()), expected)
            case "=": after = try required(counts(tokens.next()), expected)
            default: try readChange(keyword, &tokens, into: &changeset, expected)
            }
        }
        guard let after else { throw malformed(expected) }
        return .edit(
            changeset, updated: updated, sections: sections, collapsed: collapsed, animated: animated, after: after)
    }

    private func readApply(_ tokens: inout Tokens) throws(FaultReportError) -> FaultReport.Operation {
        let expected = "apply [still] (: <changes> = <counts> [col <sections>])…"
        var stages: [Changeset] = []
        var shapes: [FaultReport.Shape] = []
        var animated = true
        var seen = Set<Substring>()
        if tokens.copyNext() == "still" {
            _ = tokens.next()
            animated = false
        }
        while let keyword = tokens.next() {
            switch keyword {
            case ":":
                guard stages.count == shapes.count else { throw malformed(expected) }
                stages.append(Changeset())
                seen.removeAll()
            case "=":
                guard stages.count == shapes.count + 1 else { throw malformed(expected) }
                try shapes.append(readShape(&tokens))
            default:
                guard stages.count == shapes.count + 1, seen.insert(keyword).inserted else { throw malformed(expected) }
                try readChange(keyword, &tokens, into: &stages[stages.count - 1], expected)
            }
        }
        guard stages.count == shapes.count else { throw malformed(expected) }
        return .apply(stages, animated: animated, after: shapes)
    }

    // One list of a changeset, after its keyword.
    private func readChange(
        _ keyword: Substring, _ tokens: inout Tokens, into changeset: inout Changeset, _ expected: String
    ) throws(FaultReportError) {
        let value = tokens.next()
        switch keyword {
        case "sdel": changeset.sectionDeletes = try required(list(value, of: index), expected)
        case "sins": changeset.sectionInserts = try required(list(value, of: index), expected)
        case "smov": changeset.sectionMoves = try required(list(value, of: sectionMove), expected)
        case "srel": changeset.sectionReloads = try required(list(value, of: index), expected)
        case "del": changeset.itemDeletes = try required(list(value, of: path), expected)
        case "ins": changeset.itemInserts = try required(list(value, of: path), expected)
        case "mov": changeset.itemMoves = try required(list(value, of: pathMove), expected)
        case "rel": changeset.itemReloads = try required(list(value, of: path), expected)
        default: throw malformed(expected)
        }
    }

    // MARK: - Values (each `nil` when the token is not one)

    // A count: 0 through Int32.max, in decimal digits only.
    private func count(_ token: Substring?) -> Int? {
        guard let token, !token.isEmpty, token.count <= 10, token.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Int(token), value <= Self.largest
        else { return nil }
        return value
    }

    // An index, which a view may have given out of range (negative too).
    private func index(_ token: Substring?) -> Int? {
        guard let token, token.first == "-" else { return count(token) }
        return count(token.dropFirst()).map { -$0 }
    }

    private func counts(_ token: Substring?) -> [Int]? { token == "-" ? [] : list(token, of: count) }

    private func list<T>(_ token: Substring?, of element: (Substring?) -> T?) -> [T]? {
        guard let token else { return nil }
        var values: [T] = []
        for part in token.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = element(part) else { return nil }
            values.append(value)
        }
        return values
    }

    private func path(_ token: Substring?) -> IndexPath? {
        guard let parts = token?.split(separator: ".", omittingEmptySubsequences: false), parts.count == 2,
            let section = index(parts[0]), let item = index(parts[1])
        else { return nil }
        return IndexPath(section: section, item: item)
    }

    private func identity(_ token: Substring?) -> FaultReport.Identity? {
        guard let token, let sign = token.firstIndex(where: { $0 == "-" || $0 == "+" }),
            let equals = token.firstIndex(of: "=")
        else { return nil }
        var stageText = token[..<sign]
        let isSection = stageText.last == "s"
        if isSection { stageText = stageText.dropLast() }
        let afterEquals = token[token.index(after: equals)...]
        let hex = afterEquals.prefix(8)
        var revealed: String?
        if afterEquals.count > 8 {
            guard afterEquals[hex.endIndex] == ":",
                let text = FaultReport.unescaped(afterEquals[hex.endIndex...].dropFirst())
            else { return nil }
            revealed = text
        }
        guard let stage = count(stageText), let ordinal = count(token[token.index(after: sign)..<equals]),
            hex.count == 8, hex.allSatisfy({ $0.isASCII && $0.isHexDigit }), let value = UInt32(hex, radix: 16)
        else { return nil }
        let change: FaultReport.Identity.Change =
            switch (token[sign], isSection) {
            case ("-", false): .removedItem
            case ("+", false): .insertedItem
            case ("-", true): .removedSection
            default: .insertedSection
            }
        return FaultReport.Identity(stage: stage, change: change, ordinal: ordinal, token: value, revealed: revealed)
    }

    private func pathMove(_ token: Substring?) -> Move<IndexPath>? {
        guard let parts = token?.split(separator: ">", omittingEmptySubsequences: false), parts.count == 2,
            let from = path(parts[0]), let to = path(parts[1])
        else { return nil }
        return Move(from: from, to: to)
    }

    private func sectionMove(_ token: Substring?) -> Move<Int>? {
        guard let parts = token?.split(separator: ">", omittingEmptySubsequences: false), parts.count == 2,
            let from = index(parts[0]), let to = index(parts[1])
        else { return nil }
        return Move(from: from, to: to)
    }

    private func flags(_ token: Substring?) -> [Bool]? {
        guard let token else { return nil }
        if token == "-" { return [] }
        var flags: [Bool] = []
        for character in token {
            guard character == "0" || character == "1" else { return nil }
            flags.append(character == "1")
        }
        return flags
    }

    // MARK: - Errors

    private func required<T>(_ value: T?, _ expected: String) throws(FaultReportError) -> T {
        guard let value else { throw malformed(expected) }
        return value
    }

    private func unescaped(_ text: Substring, _ expected: String) throws(FaultReportError) -> String {
        guard let text = FaultReport.unescaped(text) else { throw malformed("\(expected), with \\ escapes only") }
        return text
    }

    private func malformed(_ expected: String) -> FaultReportError {
        .malformedLine(line: line + 1, expected: expected)
    }

    private func inconsistent(_ detail: String) -> FaultReportError {
        .inconsistentCounts(line: line + 1, detail: detail)
    }
}

extension IndexingIterator {
    fileprivate func copyNext() -> Element? {
        var copy = self
        return copy.next()
    }
}

import Decorum
import DecorumTesting
import Foundation

/// `--interactive`: edit the team list by typing commands; after each, the batch the view received
/// and the list. A function over lines, so tests can script it and `main.swift` can feed it stdin.
@MainActor
public final class InteractiveSession {
    /// What the session shows before each command.
    public static let prompt = "decorum> "

    private let colors: Bool
    private let list = LiveList<HorizontalDecorator>(DemoData.team)
    /// The data before each edit that changed it, for `undo`.
    private var history: [SectionedData<Person>] = []

    /// Starts a session on the demo team.
    ///
    /// - Parameter colors: Whether to print ANSI colours.
    public init(colors: Bool) {
        self.colors = colors
    }

    /// The text shown once at the start: what this is, the commands, the list.
    public var welcome: String {
        var r = Renderer(colors: colors)
        r.banner("Decorum demo --interactive", "a HeadlessHandler you drive")
        r.note("Each command runs one handler edit; you see the batch the view got.")
        r.line()
        Self.renderHelp(into: &r)
        r.line()
        r.list(list.table)
        return r.text
    }

    /// Reads lines until `quit` or the end of input (`read` answering `nil`), writing each answer.
    ///
    /// - Parameters:
    ///   - prompts: Whether to write the prompt before reading (someone is typing).
    ///   - echoes: Whether to write each line read after the prompt (input is piped), so the output
    ///     reads as a transcript.
    ///   - read: The next line of input, `nil` at its end.
    ///   - write: Where the text goes.
    public func run(prompts: Bool, echoes: Bool, read: () -> String?, write: (String) -> Void) {
        write(welcome)
        while true {
            if prompts { write(Self.prompt) }
            guard let line = read() else {
                write((prompts ? "\n" : "") + "end of input; bye\n")
                return
            }
            if echoes { write(Self.prompt + line + "\n") }
            let reply = respond(to: line)
            write(reply.text)
            if reply.quit { return }
        }
    }

    /// The answer to one command line, and whether it ends the session.
    public func respond(to line: String) -> (text: String, quit: Bool) {
        var r = Renderer(colors: colors)
        let words = line.split(separator: " ").map(String.init)
        guard let command = words.first?.lowercased() else { return ("", false) }
        let arguments = Array(words.dropFirst())
        let handler = list.handler
        switch (command, arguments.count) {
        case ("quit", 0), ("exit", 0), ("q", 0):
            r.line("bye")
            return (r.text, true)
        case ("help", 0), ("?", 0):
            Self.renderHelp(into: &r)
        case ("show", 0):
            r.list(list.table)
        case ("add", 1), ("add", 2):
            let person = Person(id: arguments[0].lowercased(), name: arguments[0], age: 30)
            if arguments.count == 2 {
                edit("try handler.addData([\(person.id)], toSection: \"\(arguments[1])\")", &r) {
                    try handler.addData([person], toSection: Kind(arguments[1]))
                }
            } else {
                edit("try handler.addData([\(person.id)])", &r) { try handler.addData([person]) }
            }
        case ("remove", 1):
            let target = Person(id: arguments[0].lowercased(), name: arguments[0], age: 0)
            var absent: [Person] = []
            edit("handler.removeData([\(target.id)])", showList: false, &r) { absent = handler.removeData([target]) }
            if !absent.isEmpty {
                r.note(r.styled("removeData answered [\(target.name)]: no one has that id", .missing))
            }
            r.list(list.table)
        case ("vip", 1):
            let id = arguments[0].lowercased()
            guard let person = handler.data.allItems.first(where: { $0.id == id }) else {
                r.note(r.styled("no one with id '\(id)'", .missing))
                break
            }
            edit("try handler.upsert([\(id).with(isVIP: \(!person.isVIP))])", &r) {
                try handler.upsert([person.with(isVIP: !person.isVIP)])
            }
        case ("move", 4):
            let numbers = arguments.compactMap { Int($0) }
            guard numbers.count == 4 else {
                r.note(r.styled("move needs four numbers: move S I S I", .error))
                break
            }
            let source: IndexPath = [numbers[0], numbers[1]]
            let destination: IndexPath = [numbers[2], numbers[3]]
            edit("try handler.move(from: \(show(source)), to: \(show(destination)))", &r) {
                try handler.move(from: source, to: destination)
            }
        case ("undo", 0):
            guard let previous = history.popLast() else {
                r.note(r.styled("nothing to undo", .missing))
                break
            }
            list.run("try handler.apply(previous)", into: &r) { try handler.apply(previous) }
        default:
            r.note(r.styled("unknown command '\(line)' (try help)", .error))
        }
        return (r.text, false)
    }

    /// Runs one edit through the list, remembering the data before it for `undo` when it changed.
    private func edit(_ code: String, showList: Bool = true, _ r: inout Renderer, _ body: () throws -> Void) {
        let before = list.handler.data
        list.run(code, showList: showList, into: &r, body)
        if list.handler.data != before { history.append(before) }
    }

    private static func renderHelp(into r: inout Renderer) {
        let commands: [(String, String)] = [
            ("add NAME [SECTION]", "addData, to the last section or to SECTION"),
            ("remove NAME", "removeData (ids are names in lower case)"),
            ("move S I S I", "move from [S, I] to [S, I]"),
            ("vip NAME", "upsert the person with VIP switched"),
            ("undo", "apply the data as it was before the last edit"),
            ("show", "the list"),
            ("help", "this text"),
            ("quit", "leave (so does the end of input)"),
        ]
        for (command, meaning) in commands {
            r.line("     " + r.styled(command.padding(20), .code) + r.styled(meaning, .dim))
        }
    }
}

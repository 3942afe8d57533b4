import DecorumDemo
import Testing

/// `swift run demo --interactive` driven by scripted lines, as when stdin is piped.
@Suite("The terminal demo's interactive mode")
@MainActor
struct DemoInteractiveTests {
    /// The whole output of a session fed `lines`, echoing them as piped input does.
    static func transcript(_ lines: [String]) -> String {
        var input = lines.makeIterator()
        var output = ""
        InteractiveSession(colors: false).run(
            prompts: false, echoes: true, read: { input.next() }, write: { output += $0 })
        return output
    }

    @Test func aScriptedSessionShowsEachBatchAndStopsAtQuit() {
        let text = Self.transcript([
            "add Zed", "move 0 0 1 0", "vip zed", "remove grace", "undo", "show", "quit", "add Never",
        ])
        #expect(
            text.contains("decorum> add Zed\n   > try handler.addData([zed])\n     batch       insert items [1, 2]\n"))
        #expect(text.contains("batch       move items [0, 0]→[1, 0]"))
        #expect(text.contains("reconfigure [1, 3]"))
        #expect(text.contains("Zed, 30  VIP"))
        #expect(text.contains("batch       delete items [0, 0]"))
        #expect(text.contains("> try handler.apply(previous)\n     batch       insert items [0, 0]"))
        #expect(text.hasSuffix("decorum> quit\nbye\n"))
        #expect(!text.contains("Never"))
        #expect(!text.contains("\u{1B}"))
        #expect(DemoOutputTests.wideLines(text).isEmpty)
    }

    @Test func endOfInputEndsTheSessionCleanly() {
        #expect(Self.transcript([]).hasSuffix("end of input; bye\n"))
        #expect(Self.transcript(["show"]).hasSuffix("decorum> show\n" + Self.listAtStart + "end of input; bye\n"))
    }

    @Test func badCommandsAnswerAndChangeNothing() {
        let text = Self.transcript([
            "move 0 0 9 9", "move 0 9 0 0", "move a b c d", "add ada", "remove nobody", "vip nobody", "undo", "dance",
            "show",
        ])
        #expect(text.contains("throws ListEditError: invalid destination [9, 9]"))
        #expect(text.contains("throws ListEditError: invalid index path [0, 9]"))
        #expect(text.contains("decorum> move a b c d\n   move needs four numbers: move S I S I\n"))
        #expect(text.contains("throws ListEditError: items[0] (ada) repeats the identity of the row at [0,"))
        #expect(text.contains("removeData answered [nobody]"))
        #expect(text.contains("no one with id 'nobody'"))
        #expect(text.contains("nothing to undo"))
        #expect(text.contains("unknown command 'dance' (try help)"))
        let answers = text.dropFirst(InteractiveSession(colors: false).welcome.count)
        #expect(!answers.contains("batch "), "a bad command reached the view")
        #expect(text.hasSuffix("decorum> show\n" + Self.listAtStart + "end of input; bye\n"))
    }

    /// The team list the session starts with.
    static let listAtStart = """
           Engineering
             [0, 0]       0  Ada Lovelace, 36
             [0, 1]       1  Grace Hopper, 85
             [0, 2]       2  Alan Turing, 41
             3 people
           VIP
             [1, 0]       3  Linus Torvalds, 54  VIP
             [1, 1]       4  Margaret Hamilton, 88  VIP
             2 people

        """
}

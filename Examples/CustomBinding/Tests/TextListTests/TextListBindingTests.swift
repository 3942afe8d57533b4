import Decorum
import Foundation
import Testing
import TextList

#if canImport(AppKit)
import AppKit  // IndexPath's `item` and `section` on a Mac
#endif

// snippet: custom-binding-test
struct Word: Identifiable, Hashable, Sendable {
    let id: Int
    var text: String
}

enum WordDecorator: CellDecorator {
    static func update(_ cell: TextCell, with word: Word) { cell.text = word.text }
}

@MainActor
@Suite("A handler drives a view of one's own through the binding SPI")
struct TextListBindingTests {
    @Test("After every edit the view shows exactly the handler's data, with no fallback")
    func viewShowsTheHandlersData() throws {
        let view = TextListView()
        let handler = try view.bind(
            WordDecorator.self,
            data: [
                Section(kind: "fruit", items: [Word(id: 1, text: "apple"), Word(id: 2, text: "pear")]),
                Section(kind: "veg", items: [Word(id: 3, text: "leek")]),
            ])
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        func expectShown(_ comment: Comment) {
            #expect(view.rows == handler.data.sections.map { $0.items.map(\.text) }, comment)
            #expect(diagnostics.isEmpty, comment)
        }
        expectShown("bound")

        try handler.addData([Word(id: 4, text: "plum")], toSection: "fruit")
        expectShown("added")
        try handler.insertData([Word(id: 5, text: "kale")], at: IndexPath(item: 0, section: 1))
        expectShown("inserted")
        try handler.removeItems(at: [IndexPath(item: 1, section: 0)])
        expectShown("removed")
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))
        expectShown("moved")
        try handler.apply([
            Section(kind: "herbs", items: [Word(id: 6, text: "sage")]),
            Section(kind: "veg", items: [Word(id: 1, text: "APPLE"), Word(id: 3, text: "leek")]),
            Section(kind: "fruit", items: [Word(id: 4, text: "plum"), Word(id: 5, text: "kale")]),
        ])
        expectShown("applied")
        #expect(view.rows == [["sage"], ["APPLE", "leek"], ["plum", "kale"]])
    }
}
// end snippet

@MainActor
@Suite("The example binding under many random edits")
struct TextListRandomEditTests {
    /// A fixed sequence of pseudo-random numbers (SplitMix64), so that every run makes the same edits.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    @Test("Random data applied 300 times: the view always shows the handler's data")
    func randomApplies() throws {
        var numbers = Numbers(state: 39)
        func randomData() -> SectionedData<Word> {
            let kinds = ["a", "b", "c", "d"].filter { _ in numbers.next(4) > 0 }
            var ids = Array(0..<12).filter { _ in numbers.next(3) > 0 }
            for index in ids.indices.reversed() { ids.swapAt(index, numbers.next(index + 1)) }
            var sections = kinds.map { Section<Word>(kind: Kind($0), items: []) }
            for id in ids where !sections.isEmpty {
                let text = numbers.next(4) == 0 ? "word \(id)!" : "word \(id)"
                sections[numbers.next(sections.count)].items.append(Word(id: id, text: text))
            }
            return SectionedData(sections)
        }
        let view = TextListView()
        let handler = try view.bind(WordDecorator.self, data: randomData())
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        for step in 0..<300 {
            try handler.apply(randomData())
            #expect(view.rows == handler.data.sections.map { $0.items.map(\.text) }, "step \(step)")
        }
        #expect(diagnostics.isEmpty)
    }
}

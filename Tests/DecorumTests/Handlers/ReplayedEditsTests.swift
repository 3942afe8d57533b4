import Foundation
import Testing

@testable import Decorators
@testable import DecorumCore
@testable import Handlers

/// What an async apply (and a bound feed) keeps of the edits made while it diffed (F8, N8 of issue #38):
/// the edits that turned `base` into `current`, replayed onto the data handed over.
@Suite("Edits made while an async apply diffs, replayed onto its data")
struct ReplayedEditsTests {
    /// Items are "id:content"; the identity is the part before the colon.
    func replay(
        _ target: SectionedData<String>, from base: SectionedData<String>, to current: SectionedData<String>
    ) -> [String] {
        let result = target.replaying(
            changesFrom: base, to: current, id: { $0.split(separator: ":")[0] }, isContentEqual: ==)
        return result.sections.map { "\($0.kind.rawValue)=" + $0.items.joined(separator: ",") }
    }

    @Test("nothing edited: the data handed over, as it is")
    func nothingEdited() {
        let base: SectionedData<String> = [Section(kind: "a", items: ["1", "2"])]
        let target: SectionedData<String> = [Section(kind: "a", items: ["2", "3"])]
        #expect(replay(target, from: base, to: base) == ["a=2,3"])
    }

    @Test("appended, prepended and inserted rows keep their place; removed rows stay removed")
    func addedAndRemoved() {
        let base: SectionedData<String> = [Section(kind: "a", items: ["1", "2", "3"])]
        let current: SectionedData<String> = [Section(kind: "a", items: ["0", "1", "x", "3", "9"])]
        let target: SectionedData<String> = [Section(kind: "a", items: ["1", "2", "3", "4", "5"])]
        #expect(replay(target, from: base, to: current) == ["a=0,1,x,3,4,5,9"])
    }

    @Test("a row the user moved goes after the row it follows now, in its section or another one")
    func moved() {
        let base: SectionedData<String> = [
            Section(kind: "a", items: ["1", "2", "3"]), Section(kind: "b", items: ["4"]),
        ]
        let within: SectionedData<String> = [
            Section(kind: "a", items: ["2", "3", "1"]), Section(kind: "b", items: ["4"]),
        ]
        let target: SectionedData<String> = [
            Section(kind: "a", items: ["1", "2", "3", "n"]), Section(kind: "b", items: ["4", "5"]),
        ]
        #expect(replay(target, from: base, to: within) == ["a=2,3,1,n", "b=4,5"])
        let across: SectionedData<String> = [
            Section(kind: "a", items: ["1", "3"]), Section(kind: "b", items: ["2", "4"]),
        ]
        #expect(replay(target, from: base, to: across) == ["a=1,3,n", "b=2,4,5"])
    }

    @Test("a changed row keeps its change; one the data handed over dropped comes back as the edit left it")
    func changed() {
        let base: SectionedData<String> = [Section(kind: "a", items: ["1:old", "2:old"])]
        let current: SectionedData<String> = [Section(kind: "a", items: ["1:new", "2:new"])]
        let target: SectionedData<String> = [Section(kind: "a", items: ["1:old", "3"])]
        #expect(replay(target, from: base, to: current) == ["a=1:new,3,2:new"])
    }

    @Test("sections added, removed or given a new model since stay so; an edit into a section dropped is left out")
    func sections() {
        let base: SectionedData<String> = [
            Section(kind: "a", model: 1, items: ["1"]), Section(kind: "b", items: ["2"]), Section(kind: "c", items: []),
        ]
        let current: SectionedData<String> = [
            Section(kind: "a", model: 2, items: ["1"]), Section(kind: "n", items: ["9"]),
            Section(kind: "c", items: ["3"]),
        ]
        let target: SectionedData<String> = [
            Section(kind: "a", model: 1, items: ["1", "4"]), Section(kind: "b", items: ["2"]),
        ]
        let result = target.replaying(
            changesFrom: base, to: current, id: { $0 }, isContentEqual: ==)
        #expect(result.kinds == ["a", "n"])
        #expect(result.sections.map(\.items) == [["1", "4"], ["9"]])
        #expect(result["a"]?.model(as: Int.self) == 2)
    }
}

import Decorum
import Foundation
import Testing

/// An item identified by `id` whose `content` can change under the same identity (a reload).
private struct Row: Identifiable, Equatable, CustomStringConvertible {
    var id: String
    var content: Int = 0
    var description: String { content == 0 ? id : "\(id)#\(content)" }
}

/// Builds string data from `(kind, items)` pairs.
private func strings(_ sections: (Kind, [String])...) -> SectionedData<String> {
    SectionedData(sections.map { Section(kind: $0.0, items: $0.1) })
}

/// Builds row data from `(kind, items)` pairs, where an item is `"id"` or `"id#content"`.
private func rows(_ sections: (Kind, [String])...) -> SectionedData<Row> {
    SectionedData(
        sections.map { kind, items in
            Section(
                kind: kind,
                items: items.map { text in
                    let parts = text.split(separator: "#")
                    return Row(id: String(parts[0]), content: parts.count > 1 ? Int(parts[1])! : 0)
                })
        })
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

private func move(_ from: (Int, Int), _ to: (Int, Int)) -> Move<IndexPath> {
    Move(from: path(from.0, from.1), to: path(to.0, to.1))
}

@Suite("Diff: hand-picked cases")
struct DiffTests {
    @Test func equalDataGivesNoStage() throws {
        let stages = try StagedChangeset(from: Contacts.data, to: Contacts.data)
        #expect(stages.isEmpty)
        #expect(stages.changeCount == 0)
        #expect(try StagedChangeset<String>(from: [], to: []).isEmpty)
        let empties = strings(("a", []), ("b", []))
        #expect(try StagedChangeset(from: empties, to: empties).isEmpty)
    }

    @Test func emptyToFullInsertsSections() throws {
        let stages = try StagedChangeset(from: [], to: Contacts.data)
        #expect(stages.count == 1)
        #expect(stages[0].changeset == Changeset(sectionInserts: [0, 1, 2]))
        #expect(stages[0].data == Contacts.data)
        expectRoundTrip(stages, from: [], to: Contacts.data)
    }

    @Test func fullToEmptyDeletesSections() throws {
        let stages = try StagedChangeset(from: Contacts.data, to: [])
        #expect(stages.map(\.changeset) == [Changeset(sectionDeletes: [0, 1, 2])])
        expectRoundTrip(stages, from: Contacts.data, to: [])
    }

    @Test func allItemsDeletedKeepsSections() throws {
        let new = strings(("Apple", []), ("Microsoft", []), ("Google", []))
        let stages = try StagedChangeset(from: Contacts.data, to: new)
        #expect(
            stages.map(\.changeset) == [
                Changeset(itemDeletes: [
                    path(0, 0), path(0, 1), path(0, 2), path(1, 0), path(1, 1), path(2, 0), path(2, 1),
                ])
            ])
        expectRoundTrip(stages, from: Contacts.data, to: new)
    }

    @Test func allItemsInsertedIntoEmptySections() throws {
        let old = strings(("Apple", []), ("Microsoft", []), ("Google", []))
        let stages = try StagedChangeset(from: old, to: Contacts.data)
        #expect(
            stages.map(\.changeset) == [
                Changeset(itemInserts: [
                    path(0, 0), path(0, 1), path(0, 2), path(1, 0), path(1, 1), path(2, 0), path(2, 1),
                ])
            ])
        expectRoundTrip(stages, from: old, to: Contacts.data)
    }

    @Test func reversedListMovesAllButOne() throws {
        let items = (0..<10).map(String.init)
        let old = SectionedData(items: items)
        let new = SectionedData(items: items.reversed())
        let stages = try StagedChangeset(from: old, to: new)
        #expect(stages.count == 1)
        #expect(stages[0].changeset.itemMoves.count == 9)
        #expect(stages[0].changeset.changeCount == 9)
        expectRoundTrip(stages, from: old, to: new)
    }

    @Test func oneItemMovedFarIsOneMove() throws {
        let items = (0..<100).map(String.init)
        var moved = items
        moved.append(moved.removeFirst())
        let stages = try StagedChangeset(from: SectionedData(items: items), to: SectionedData(items: moved))
        #expect(stages.map(\.changeset) == [Changeset(itemMoves: [move((0, 0), (0, 99))])])
        // And the other way round: the last item to the front.
        let back = try StagedChangeset(from: SectionedData(items: moved), to: SectionedData(items: items))
        #expect(back.map(\.changeset) == [Changeset(itemMoves: [move((0, 99), (0, 0))])])
        expectRoundTrip(stages, from: SectionedData(items: items), to: SectionedData(items: moved))
    }

    @Test func crossSectionMoveIsOneMoveInOneStage() throws {
        let new = strings(
            ("Apple", ["Steve Jobs", "Andy Hertzfeld"]), ("Microsoft", ["Bill Gates", "Paul Allen"]),
            ("Google", ["Larry Page", "Alan Kay", "Sergey Brin"]))
        let stages = try StagedChangeset(from: Contacts.data, to: new)
        #expect(stages.map(\.changeset) == [Changeset(itemMoves: [move((0, 1), (2, 1))])])
        expectRoundTrip(stages, from: Contacts.data, to: new)
    }

    @Test func mixedEditInOneStageIsSorted() throws {
        let old = strings(("a", ["1", "2", "3", "4"]), ("b", ["5", "6"]), ("gone", ["7"]))
        let new = strings(("a", ["4", "1", "x", "3"]), ("b", ["6", "5", "2", "y"]), ("fresh", ["z"]))
        let stages = try StagedChangeset(from: old, to: new)
        #expect(
            stages.map(\.changeset) == [
                Changeset(
                    sectionDeletes: [2], sectionInserts: [2],
                    itemInserts: [path(0, 2), path(1, 3)],
                    itemMoves: [move((0, 3), (0, 0)), move((1, 1), (1, 0)), move((0, 1), (1, 2))])
            ])
        expectRoundTrip(stages, from: old, to: new)
    }

    @Test func updatedItemThatStaysIsReloadedAtItsOldPath() throws {
        let old = rows(("a", ["x", "y", "z"]))
        let new = rows(("a", ["y#1", "z"]))
        let stages = try StagedChangeset(from: old, to: new)
        #expect(stages.map(\.changeset) == [Changeset(itemDeletes: [path(0, 0)], itemReloads: [path(0, 1)])])
        expectRoundTrip(stages, from: old, to: new)
    }

    @Test func movedAndUpdatedItemNeedsASecondStage() throws {
        let old = rows(("a", ["x", "y", "z"]))
        let new = rows(("a", ["y", "z", "x#1"]))
        let stages = try StagedChangeset(from: old, to: new)
        #expect(
            stages.map(\.changeset) == [
                Changeset(itemMoves: [move((0, 0), (0, 2))]),
                Changeset(itemReloads: [path(0, 2)]),
            ])
        #expect(stages.map(\.data) == [new, new])
        expectRoundTrip(stages, from: old, to: new)
    }

    @Test func sectionMoveWithItemMovesAndUpdatesIsStaged() throws {
        let old = rows(("a", ["1", "2", "3"]), ("b", ["4", "5"]), ("c", ["6"]))
        let new = rows(("c", ["6#1", "1#1"]), ("a", ["3", "2#1", "7"]), ("b", ["5", "4"]))
        let stages = try StagedChangeset(from: old, to: new)
        try #require(stages.count == 3)
        // 1. Sections only: c moves to the front; the data shows the old items under the new order.
        #expect(stages[0].changeset == Changeset(sectionMoves: [Move(from: 2, to: 0)]))
        #expect(stages[0].data == rows(("c", ["6"]), ("a", ["1", "2", "3"]), ("b", ["4", "5"])))
        // 2. Items, in the space after the section move. In "a" the updated "2" stays put and "3" moves.
        #expect(
            stages[1].changeset
                == Changeset(
                    itemInserts: [path(1, 2)],
                    itemMoves: [move((1, 0), (0, 1)), move((1, 2), (1, 0)), move((2, 1), (2, 0))]))
        #expect(stages[1].data == new)
        // 3. Every updated item, at its final path: the item batch moves, and UIKit places a reloaded row
        //    by deletes and inserts only, so no reload rides with it.
        #expect(stages[2].changeset == Changeset(itemReloads: [path(0, 0), path(0, 1), path(1, 1)]))
        expectRoundTrip(stages, from: old, to: new)
    }

    @Test func itemFromDeletedSectionIsInsertedAfterTheSectionGoes() throws {
        let old = strings(("keep", ["a"]), ("gone", ["b", "c"]))
        let new = strings(("keep", ["a", "b"]))
        let stages = try StagedChangeset(from: old, to: new)
        #expect(stages.map(\.changeset) == [Changeset(sectionDeletes: [1]), Changeset(itemInserts: [path(0, 1)])])
        #expect(stages[0].data == strings(("keep", ["a"])))
        expectRoundTrip(stages, from: old, to: new)
    }

    @Test func itemIntoInsertedSectionMovesInAfterTheSectionComes() throws {
        let old = strings(("keep", ["a", "b"]))
        let new = strings(("fresh", ["x", "b", "y"]), ("keep", ["a"]))
        let stages = try StagedChangeset(from: old, to: new)
        #expect(
            stages.map(\.changeset) == [
                Changeset(sectionInserts: [0]),
                Changeset(itemMoves: [move((1, 1), (0, 1))]),
            ])
        // The inserted section first holds only the items that do not come from a surviving section.
        #expect(stages[0].data == strings(("fresh", ["x", "y"]), ("keep", ["a", "b"])))
        expectRoundTrip(stages, from: old, to: new)
    }

    @Test func itemFromDeletedIntoInsertedSectionNeedsOneStage() throws {
        let old = strings(("keep", ["a"]), ("gone", ["b"]))
        let new = strings(("fresh", ["b"]), ("keep", ["a"]))
        let stages = try StagedChangeset(from: old, to: new)
        #expect(stages.map(\.changeset) == [Changeset(sectionDeletes: [1], sectionInserts: [0])])
        expectRoundTrip(stages, from: old, to: new)
    }

    @Test func sectionMovesOnlyGiveOneStage() throws {
        let new = strings(
            ("Google", ["Larry Page", "Sergey Brin"]), ("Apple", ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
            ("Microsoft", ["Bill Gates", "Paul Allen"]))
        let stages = try StagedChangeset(from: Contacts.data, to: new)
        #expect(stages.map(\.changeset) == [Changeset(sectionMoves: [Move(from: 2, to: 0)])])
        #expect(stages[0].data == new)
        expectRoundTrip(stages, from: Contacts.data, to: new)
    }

    @Test func reversedSectionsMoveAllButOne() throws {
        let old = strings(("a", []), ("b", ["1"]), ("c", []), ("d", ["2"]), ("e", []))
        let new = SectionedData(old.sections.reversed())
        let stages = try StagedChangeset(from: old, to: new)
        #expect(stages.count == 1)
        #expect(stages[0].changeset.sectionMoves.count == 4)
        #expect(stages[0].changeset.changeCount == 4)
        expectRoundTrip(stages, from: old, to: new)
    }

    @Test func emptySectionsAtStartMiddleAndEnd() throws {
        let old = strings(("start", []), ("one", ["a", "b"]), ("middle", []), ("two", ["c"]), ("end", []))
        // Drop the empty sections, add others, and move an item across the old middle.
        let new = strings(("new start", []), ("one", ["b"]), ("two", ["a", "c"]), ("new middle", []), ("new end", []))
        let stages = try StagedChangeset(from: old, to: new)
        #expect(
            stages.map(\.changeset) == [
                Changeset(sectionDeletes: [0, 2, 4], sectionInserts: [0, 3, 4], itemMoves: [move((1, 0), (2, 0))])
            ])
        expectRoundTrip(stages, from: old, to: new)
        // Items into and out of empty sections.
        let filled = strings(("start", ["a"]), ("one", []), ("middle", ["b"]), ("two", []), ("end", ["c"]))
        let back = try StagedChangeset(from: old, to: filled)
        #expect(
            back.map(\.changeset) == [
                Changeset(itemMoves: [move((1, 0), (0, 0)), move((1, 1), (2, 0)), move((3, 0), (4, 0))])
            ])
        expectRoundTrip(back, from: old, to: filled)
    }

    @Test func defaultIdentitiesFollowConformances() throws {
        // Hashable: by value, so a changed value is a delete and an insert.
        let byValue = try StagedChangeset(from: strings(("a", ["x"])), to: strings(("a", ["y"])))
        #expect(byValue.map(\.changeset) == [Changeset(itemDeletes: [path(0, 0)], itemInserts: [path(0, 0)])])
        // Identifiable & Equatable: by id, with reloads.
        let byIDAndContent = try StagedChangeset(from: rows(("a", ["x"])), to: rows(("a", ["x#1"])))
        #expect(byIDAndContent.map(\.changeset) == [Changeset(itemReloads: [path(0, 0)])])
        // Identifiable only: content never changes.
        struct Bare: Identifiable {
            var id: Int
            var text: String
        }
        let bare = try StagedChangeset(
            from: SectionedData(items: [Bare(id: 1, text: "a")]), to: SectionedData(items: [Bare(id: 1, text: "b")]))
        #expect(bare.isEmpty)
        // Identifiable & Hashable: `Identifiable` wins, and content is compared.
        struct Tagged: Identifiable, Hashable {
            var id: Int
            var text: String
        }
        let tagged = try StagedChangeset(
            from: SectionedData(items: [Tagged(id: 1, text: "a")]), to: SectionedData(items: [Tagged(id: 1, text: "b")])
        )
        #expect(tagged.map(\.changeset) == [Changeset(itemReloads: [path(0, 0)])])
    }

    @Test func customIdentity() throws {
        let byLength = ItemIdentity<String, Int>(id: \.count, isContentEqual: ==)
        let stages = try StagedChangeset(
            from: SectionedData(items: ["a", "bb", "ccc"]), to: SectionedData(items: ["ccc", "xx", "a"]),
            identity: byLength)
        // Every longest run has one item; the one the patience sort ends with stays ("a"). Either way the
        // updated "bb" is reloaded in a batch of its own, at its new path.
        #expect(
            stages.map(\.changeset) == [
                Changeset(itemMoves: [move((0, 2), (0, 0)), move((0, 1), (0, 1))]),
                Changeset(itemReloads: [path(0, 1)]),
            ])
        expectRoundTrip(
            stages, from: SectionedData(items: ["a", "bb", "ccc"]), to: SectionedData(items: ["ccc", "xx", "a"]),
            identity: { AnyHashable($0.count) })
    }

    @Test func duplicateIdentitiesThrow() throws {
        let clean = Contacts.data
        let oldDuplicate = strings(("a", ["x", "y"]), ("b", ["z", "x"]))
        let error = #expect(throws: DuplicateError.self) { try StagedChangeset(from: oldDuplicate, to: clean) }
        #expect(error?.duplicate == .item("x", first: path(0, 0), duplicate: path(1, 1)))
        #expect(error?.duplicate == oldDuplicate.duplicates().first)

        // In `new`, repeating an identity that `old` has…
        let newMatched = strings(("Apple", ["Steve Jobs", "Alan Kay"]), ("Google", ["Alan Kay"]))
        let matched = #expect(throws: DuplicateError.self) { try StagedChangeset(from: clean, to: newMatched) }
        #expect(matched?.duplicate == .item("Alan Kay", first: path(0, 1), duplicate: path(1, 0)))
        // …or one that only `new` has.
        let newOnly = strings(("a", ["fresh", "Steve Jobs"]), ("b", ["fresh"]))
        let fresh = #expect(throws: DuplicateError.self) { try StagedChangeset(from: clean, to: newOnly) }
        #expect(fresh?.duplicate == .item("fresh", first: path(0, 0), duplicate: path(1, 0)))
        #expect(fresh?.duplicate == newOnly.duplicates().first)

        // Rows: by id, whatever the content.
        let rowDuplicate = rows(("a", ["x", "x#1"]))
        let byID = #expect(throws: DuplicateError.self) {
            try StagedChangeset(from: rows(("a", ["x"])), to: rowDuplicate)
        }
        #expect(byID?.duplicate == .item("x#1", first: path(0, 0), duplicate: path(0, 1)))
    }

    @Test func duplicateKindsThrow() throws {
        let oldDuplicate = strings(("a", ["1"]), ("b", []), ("a", ["2"]))
        let old = #expect(throws: DuplicateError.self) { try StagedChangeset(from: oldDuplicate, to: Contacts.data) }
        #expect(old?.duplicate == .kind("a", first: 0, duplicate: 2))

        // A kind `old` has, repeated in `new`, and a new-only kind repeated.
        let newMatched = strings(("Google", []), ("Apple", []), ("Google", []))
        let matched = #expect(throws: DuplicateError.self) { try StagedChangeset(from: Contacts.data, to: newMatched) }
        #expect(matched?.duplicate == .kind("Google", first: 0, duplicate: 2))
        let newOnly = strings(("x", []), ("Apple", []), ("x", []))
        let fresh = #expect(throws: DuplicateError.self) { try StagedChangeset(from: Contacts.data, to: newOnly) }
        #expect(fresh?.duplicate == .kind("x", first: 0, duplicate: 2))

        // Kinds of `old`, then items of `old`, then kinds of `new`, then items of `new`.
        let both = strings(("a", ["x", "x"]), ("a", []))
        let kindFirst = #expect(throws: DuplicateError.self) { try StagedChangeset(from: both, to: both) }
        #expect(kindFirst?.duplicate == .kind("a", first: 0, duplicate: 1))
        let itemsOfOldBeforeKindsOfNew = #expect(throws: DuplicateError.self) {
            try StagedChangeset(from: strings(("a", ["x", "x"])), to: strings(("a", []), ("a", [])))
        }
        #expect(itemsOfOldBeforeKindsOfNew?.duplicate == .item("x", first: path(0, 0), duplicate: path(0, 1)))
    }

    @Test func descriptionListsStages() throws {
        // A swap with an update: the move, then the reload at its new path in a batch of its own.
        let swapped = try StagedChangeset(from: rows(("a", ["x", "y"])), to: rows(("a", ["y", "x#1"])))
        #expect(swapped.description == "stage 1/2: move items [0, 1]→[0, 0]\nstage 2/2: reload items [0, 1]")
        let stages = try StagedChangeset(from: rows(("a", ["x", "y", "z"])), to: rows(("a", ["y", "z", "x#1"])))
        #expect(stages.description == "stage 1/2: move items [0, 0]→[0, 2]\nstage 2/2: reload items [0, 2]")
        #expect(try StagedChangeset(from: Contacts.data, to: Contacts.data).description == "no changes")
    }
}

import Decorum
@_spi(Binding) import DecorumCore
import DecorumTesting
import Foundation
import Testing

// The catalogue of UIKit's batch-update rules the headless view models: one test per rule. Each test
// name ends with its sources (see the DocC article UIKitBatchRules for the full references):
//
// [T]  UITableView's assertions in -_endCellAnimationsWithContext: (UIKit 3698, iOS 12), their texts
//      and order, as public crash reports and a public decompilation show them.
// [C]  UICollectionView's, from OpenUXKit's notes on UXKit (a port of UICollectionView, macOS 26.4).
// [CR] Crash reports quoting UIKit's message, in public GitHub issues (named in the test).
// [AF] Apple developer forums, threads 751732 and 728797.
// [TG] Apple's Table View Programming Guide, "Batch Insertion, Deletion, and Reloading of Rows and
//      Sections", and UITableView.deleteRows(at:with:).
// [IG] IGListKit: IGListBatchUpdateData.mm comments; issues 651 and 689 (openradar 31786176).
// [TX] Texture: _ASHierarchyChangeSet.mm; pull request 507.
// [OR] openradar 27041784.
// [PS] PSPDFKit blog, "The Hidden Trap in Selective Table View and Collection View Reloads" (2020).
// [CL] ChatLayout issue 1, its author on moving a cell into a section being moved.
// [IS] Decorum issue 14 (the cases it lists).
// [IB] "Invalid batch updates detected" from iOS 16.4 when a section has fewer items than the batch leaves:
//      Apple developer forums thread 728797; crash reports in exyte/Chat 56, DifferenceKit 155 and
//      AndyM129/AMKCategories; a published Mac Catalyst experiment (Xcode 26.6) contrasting fewer and more.
// [LC] When the counts are read: openradar 27941923 and 15262692 (a collection view reads them lazily after
//      reloadData: at layout, when asked, or at the start of the next batch); a table view reads them in
//      reloadData itself (the Mac Catalyst experiment of [IB]).
// [BN] Apple's documentation of UITableView.beginUpdates() / endUpdates() ("These method pairs can be
//      nested"), the Table View Programming Guide's revision history (2010-08-03), and UICollectionView.h
//      on performBatchUpdates(_:completion:) ("Nestable."): a nested batch is part of the outer one.
// [RC] Apple's documentation of reconfigureRows(at:) / reconfigureItems(at:): they "update the contents of
//      existing (including prefetched) cells"; "Your cell provider must dequeue the same type of cell for
//      the provided index path" (existing and prefetched cells are kept).

@Suite("UIKit rules: counts")
struct UIKitCountRules {
    @Test("the section count must add up; a table view says \"table view\" [T][CR FDTemplateLayoutCell#40]")
    func sectionCountTable() {
        expectRefused(
            Changeset(), from: lists("A: a"), to: lists("A: a", "B: b"),
            .invalidSectionCount(after: 2, before: 1, inserted: 0, deleted: 0),
            message: "Invalid update: invalid number of sections. The number of sections contained in the table "
                + "view after the update (2) must be equal to the number of sections contained in the table view "
                + "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 "
                + "deleted).")
        expectTaken(Changeset(sectionInserts: [1]), from: lists("A: a"), to: lists("A: a", "B: b"))
    }

    @Test("the section count must add up; a collection view says \"collection view\" [C][CR DTCollectionViewManager]")
    func sectionCountCollection() {
        expectRefused(
            Changeset(sectionDeletes: [0]), from: lists("A: a", "B: b"), to: lists("A: a", "B: b"),
            style: .collection, .invalidSectionCount(after: 2, before: 2, inserted: 0, deleted: 1),
            message: "Invalid update: invalid number of sections. The number of sections contained in the "
                + "collection view after the update (2) must be equal to the number of sections contained in the "
                + "collection view before the update (2), plus or minus the number of sections inserted or deleted "
                + "(0 inserted, 1 deleted).")
        expectTaken(Changeset(sectionDeletes: [0]), from: lists("A: a", "B: b"), to: lists("B: b"), style: .collection)
    }

    @Test("an existing section's row count must add up, in UIKit's words [T][IS][CR Hakuba#27]")
    func itemCountTable() {
        expectRefused(
            Changeset(), from: lists("A: a b"), to: lists("A: a b c"),
            .invalidItemCount(section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0),
            message: "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                + "existing section after the update (3) must be equal to the number of rows contained in that "
                + "section before the update (2), plus or minus the number of rows inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that "
                + "section (0 moved in, 0 moved out).")
        expectTaken(Changeset(itemInserts: [at(0, 2)]), from: lists("A: a b"), to: lists("A: a b c"))
    }

    @Test("a collection view counts items [C][CR BSImagePicker#113]")
    func itemCountCollection() {
        expectRefused(
            Changeset(itemInserts: [at(0, 0)]), from: lists("A: a b"), to: lists("A: a b"), style: .collection,
            .invalidItemCount(section: 0, after: 2, before: 2, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0),
            message: "Invalid update: invalid number of items in section 0. The number of items contained in an "
                + "existing section after the update (2) must be equal to the number of items contained in that "
                + "section before the update (2), plus or minus the number of items inserted or deleted from that "
                + "section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out).",
            systemVersion: .iOS12)  // fewer items than the batch leaves: worded otherwise from iOS 16.4 [IB]
        expectTaken(
            Changeset(itemInserts: [at(0, 0)]), from: lists("A: a b"), to: lists("A: x a b"), style: .collection)
    }

    @Test(
        "fewer rows than the batch leaves: \"Invalid batch updates detected\", with the counts and the updates [IB][CR exyte/Chat#56]"
    )
    func fewerRowsThanTheBatchLeaves() {
        let error = expectRefused(
            Changeset(itemDeletes: [at(0, 0), at(0, 1)]), from: lists("A: a b c"), to: lists("A:"),
            .inconsistentBatch(before: [3], after: [0], updates: ["Delete row (0 - 1)", "Delete row (0 - 0)"]))
        #expect(
            error?.description
                == "Invalid batch updates detected: the number of sections and/or rows returned by the data source "
                + "before and after performing the batch updates are inconsistent with the updates.\n"
                + "Data source before updates = { 1 section with row counts: [3] }\n"
                + "Data source after updates = { 1 section with row counts: [0] }\n"
                + "Updates = [\n\tDelete row (0 - 1),\n\tDelete row (0 - 0)\n]")
    }

    @Test(
        "the wording by release: before iOS 16.4 the classic text, then \"before and/or after\", from iOS 17 \"before and after\" [IB][C][T]"
    )
    func fewerItemsWordingByRelease() {
        // Apple developer forums thread 728797 (iOS 16.4.1): a reload is listed as a delete and an insert.
        let reload = Changeset(itemReloads: [at(0, 1)])
        func refusal(_ version: SystemVersion) -> BatchUpdateError? {
            let (view, source) = catalogueView(lists("A: a b c"), style: .collection)
            view.systemVersion = version
            return #expect(throws: BatchUpdateError.self) {
                try view.performBatchUpdates(reload) { source.data = lists("A: a c") }
            }
        }
        #expect(
            refusal(SystemVersion(16, 3))?.reason
                == .invalidItemCount(section: 0, after: 2, before: 3, inserted: 1, deleted: 1, movedIn: 0, movedOut: 0))
        let detected = refusal(.iOS16Point4)
        #expect(
            detected?.reason
                == .inconsistentBatch(before: [3], after: [2], updates: ["Delete item (0 - 1)", "Insert item (0 - 1)"]))
        #expect(
            detected?.description
                == "Invalid batch updates detected: the number of sections and/or items returned by the data source "
                + "before and/or after performing the batch updates are inconsistent with the updates.\n"
                + "Data source before updates = { 1 section with item counts: [3] }\n"
                + "Data source after updates = { 1 section with item counts: [2] }\n"
                + "Updates = [\n\tDelete item (0 - 1),\n\tInsert item (0 - 1)\n]")
        #expect(
            refusal(.iOS17)?.description.contains("returned by the data source before and after performing") == true)
        #expect(refusal(.latest)?.reason == detected?.reason)
    }

    @Test("more rows than the batch leaves: the classic text on every release [IB][T]")
    func moreRowsThanTheBatchLeaves() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 0)]), from: lists("A: a b", "B: c"), to: lists("A: a b", "B: c"),
            .invalidItemCount(section: 0, after: 2, before: 2, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))
        // Fewer in any section is found first, whatever the order of the sections.
        expectRefused(
            Changeset(itemDeletes: [at(0, 0), at(1, 0)]), from: lists("A: a b", "B: c d"), to: lists("A: a b", "B:"),
            .inconsistentBatch(before: [2, 2], after: [2, 0], updates: ["Delete row (1 - 0)", "Delete row (0 - 0)"]))
    }

    @Test("a move to another section counts as moved out of one and into the other [T][CR DraggableTableView#1]")
    func crossSectionMoveCounts() {
        let move = Changeset(itemMoves: [Move(from: at(0, 0), to: at(1, 0))])
        expectRefused(
            move, from: lists("A: a b", "B: c"), to: lists("A: a b", "B: c"),
            .invalidItemCount(section: 0, after: 2, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1),
            systemVersion: .iOS12)  // section B is left with fewer rows: worded otherwise from iOS 16.4 [IB]
        expectTaken(move, from: lists("A: a b", "B: c"), to: lists("A: b", "B: a c"))
    }

    @Test("a move inside one section changes no count [T]")
    func sameSectionMoveCounts() {
        expectTaken(
            Changeset(itemMoves: [Move(from: at(0, 0), to: at(0, 2))]), from: lists("A: a b c"), to: lists("A: b c a"))
    }

    @Test("a reloaded section counts as one section deleted and one inserted; its rows are not counted [AF][T]")
    func reloadedSectionCounts() {
        expectRefused(
            Changeset(sectionReloads: [0]), from: lists("A: a", "B: b"), to: lists("A: a", "B: b", "C: c"),
            .invalidSectionCount(after: 3, before: 2, inserted: 1, deleted: 1))
        expectTaken(Changeset(sectionReloads: [0]), from: lists("A: a", "B: b"), to: lists("A: x y z", "B: b"))
    }

    @Test("an inserted section's rows are not counted, whatever their number [T]")
    func insertedSectionNotCounted() {
        expectTaken(Changeset(sectionInserts: [1]), from: lists("A: a"), to: lists("A: a", "B: v w x y z"))
    }

    @Test("a negative row count from the data source: \"Attempt to delete more rows than exist\" [T]")
    func negativeCount() {
        let error = #expect(throws: BatchUpdateError.self) {
            try Changeset().validate(oldCounts: [1], newCounts: [-1], noun: "row")
        }
        #expect(error?.reason == .negativeItemCount(section: 0))
        #expect(
            error?.description
                == "Invalid update: invalid number of rows in section 0. Attempt to delete more rows than exist in "
                + "section.")
    }

    @Test("deletes count in the section's old index, inserts in its new one [TG][T]")
    func countsUseTheRightIndex() {
        let old = lists("A: a b", "B: c d")
        expectTaken(Changeset(sectionDeletes: [0], itemInserts: [at(0, 2)]), from: old, to: lists("B: c d e"))
        expectRefused(
            Changeset(sectionDeletes: [0], itemInserts: [at(1, 2)]), from: old, to: lists("B: c d e"),
            .itemSectionOutOfBounds(.insert, at(1, 2), count: 1),
            message: "attempt to insert row 2 into section 1, but there are only 1 sections after the update")
    }
}

@Suite("UIKit rules: bounds")
struct UIKitBoundsRules {
    @Test("deleting a section past the end [T][C]")
    func deleteSectionPastEnd() {
        expectRefused(
            Changeset(sectionDeletes: [2]), from: lists("A: a", "B: b"), to: lists("A: a"),
            .sectionOutOfBounds(.delete, section: 2, count: 2),
            message: "attempt to delete section 2, but there are only 2 sections before the update")
        expectTaken(Changeset(sectionDeletes: [1]), from: lists("A: a", "B: b"), to: lists("A: a"))
    }

    @Test("inserting a section past the end [T][C]")
    func insertSectionPastEnd() {
        expectRefused(
            Changeset(sectionInserts: [2]), from: lists("A: a"), to: lists("A: a", "B: b"),
            .sectionOutOfBounds(.insert, section: 2, count: 2),
            message: "attempt to insert section 2 but there are only 2 sections after the update")
    }

    @Test("moving a section from past the end [T][C]")
    func moveSectionFromPastEnd() {
        expectRefused(
            Changeset(sectionMoves: [Move(from: 2, to: 0)]), from: lists("A: a", "B: b"), to: lists("A: a", "B: b"),
            .sectionOutOfBounds(.moveFrom, section: 2, count: 2),
            message: "attempt to move section 2, but there are only 2 sections before the update")
    }

    @Test("moving a section to past the end (UIKit's text says \"to to\") [T][C]")
    func moveSectionToPastEnd() {
        let old = lists("A: a", "B: b")
        expectRefused(
            Changeset(sectionMoves: [Move(from: 0, to: 2)]), from: old, to: old,
            .sectionMoveOutOfBounds(from: 0, to: 2, count: 2),
            message: "attempt to to move section 0 to section 2, but there are only 2 sections after the update")
        expectTaken(Changeset(sectionMoves: [Move(from: 0, to: 1)]), from: old, to: lists("B: b", "A: a"))
    }

    @Test("deleting a row of a section that does not exist names the row [T][CR HelloUITableView][IS]")
    func deleteRowOfMissingSection() {
        expectRefused(
            Changeset(itemDeletes: [at(1, 0)]), from: lists("A: a"), to: lists("A: a"),
            .itemSectionOutOfBounds(.delete, at(1, 0), count: 1),
            message: "attempt to delete row 0 from section 1, but there are only 1 sections before the update")
    }

    @Test("inserting a row into a section that does not exist [T][CR zohodesk#18, SDAutoLayout#261][IS]")
    func insertRowIntoMissingSection() {
        expectRefused(
            Changeset(itemInserts: [at(1, 0)]), from: lists("A: a"), to: lists("A: a"),
            .itemSectionOutOfBounds(.insert, at(1, 0), count: 1),
            message: "attempt to insert row 0 into section 1, but there are only 1 sections after the update")
    }

    @Test("deleting a row past the end [T][CR Yep#673]")
    func deleteRowPastEnd() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 3)]), from: lists("A: a b c"), to: lists("A: a b"),
            .itemOutOfBounds(.delete, at(0, 3), count: 3),
            message: "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
        expectTaken(Changeset(itemDeletes: [at(0, 2)]), from: lists("A: a b c"), to: lists("A: a b"))
    }

    @Test("deleting an item past the end, in a collection view's words [C][CR CTAssetsPickerController#202]")
    func deleteItemPastEnd() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 3)]), from: lists("A: a b c"), to: lists("A: a b"), style: .collection,
            .itemOutOfBounds(.delete, at(0, 3), count: 3),
            message: "attempt to delete item 3 from section 0 which only contains 3 items before the update")
    }

    @Test("inserting a row past the end [T][CR 5calls#57, UIBubbleTableView#5]")
    func insertRowPastEnd() {
        expectRefused(
            Changeset(itemInserts: [at(0, 3)]), from: lists("A: a b"), to: lists("A: a b x"),
            .itemOutOfBounds(.insert, at(0, 3), count: 3),
            message: "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update")
    }

    @Test("inserting an item past the end, in a collection view's words [C]")
    func insertItemPastEnd() {
        expectRefused(
            Changeset(itemInserts: [at(0, 3)]), from: lists("A: a b"), to: lists("A: a b x"), style: .collection,
            .itemOutOfBounds(.insert, at(0, 3), count: 3),
            message: "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the "
                + "update")
    }

    @Test("reloading a row past the end is reported as the delete it becomes [T][AF]")
    func reloadRowPastEnd() {
        expectRefused(
            Changeset(itemReloads: [at(0, 5)]), from: lists("A: a b"), to: lists("A: a b"),
            .itemOutOfBounds(.delete, at(0, 5), count: 2),
            message: "attempt to delete row 5 from section 0 which only contains 2 rows before the update")
    }

    @Test("reloading a section past the end is reported as a section delete [T][AF]")
    func reloadSectionPastEnd() {
        expectRefused(
            Changeset(sectionReloads: [4]), from: lists("A: a"), to: lists("A: a"),
            .sectionOutOfBounds(.delete, section: 4, count: 1),
            message: "attempt to delete section 4, but there are only 1 sections before the update")
    }

    @Test("moving a row out of a section that does not exist [T][C]")
    func moveFromMissingSection() {
        let move = Move(from: at(1, 0), to: at(0, 0))
        expectRefused(
            Changeset(itemMoves: [move]), from: lists("A: a b"), to: lists("A: a b"),
            .itemMoveSectionOutOfBounds(move, .moveFrom, count: 1),
            message: "attempt to move index path (\(object(1, 0))) from a section that does not exist - there are "
                + "only 1 sections before the update")
    }

    @Test("moving a row from past the end [T][C]")
    func moveFromPastEnd() {
        let move = Move(from: at(0, 2), to: at(0, 0))
        expectRefused(
            Changeset(itemMoves: [move]), from: lists("A: a b"), to: lists("A: a b"),
            .itemMoveOutOfBounds(move, .moveFrom, count: 2),
            message: "attempt to move index path (\(object(0, 2))) that does not exist - there are only 2 rows in "
                + "section 0 before the update")
    }

    @Test("moving a row into a section that does not exist [T][C]")
    func moveToMissingSection() {
        let move = Move(from: at(0, 0), to: at(1, 0))
        expectRefused(
            Changeset(itemMoves: [move]), from: lists("A: a b"), to: lists("A: a b"),
            .itemMoveSectionOutOfBounds(move, .moveTo, count: 1),
            message: "attempt to move index path (\(object(0, 0))) to index path (\(object(1, 0))) in section that "
                + "does not exist - there are only 1 sections after the update")
    }

    @Test("moving an item to past the end, in a collection view's words [C]")
    func moveToPastEnd() {
        let move = Move(from: at(0, 0), to: at(0, 2))
        expectRefused(
            Changeset(itemMoves: [move]), from: lists("A: a b"), to: lists("A: a b"), style: .collection,
            .itemMoveOutOfBounds(move, .moveTo, count: 2),
            message: "attempt to move index path (\(object(0, 0))) to index path (\(object(0, 2))) that does not "
                + "exist - there are only 2 items in section 0 after the update")
    }
}

@Suite("UIKit rules: operations that exclude each other")
struct UIKitConflictRules {
    @Test("deleting and reloading one row [T][C][CR XLData#14, QBImagePicker#88]")
    func deleteAndReloadRow() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 1)], itemReloads: [at(0, 1)]), from: lists("A: a b c"),
            to: lists("A: a c"), .conflictingItem(.delete, .reload, at(0, 1)),
            message: "attempt to delete and reload the same index path (\(object(0, 1)))")
        expectTaken(
            Changeset(itemDeletes: [at(0, 1)], itemReloads: [at(0, 2)]), from: lists("A: a b c"), to: lists("A: a c'"))
    }

    @Test("deleting and reloading one section: UIKit prints the section as [section, NSNotFound] [T][C]")
    func deleteAndReloadSection() {
        expectRefused(
            Changeset(sectionDeletes: [0], sectionReloads: [0]), from: lists("A: a", "B: b"), to: lists("B: b"),
            .conflictingSection(.delete, .reload, section: 0),
            message: "attempt to delete and reload the same index path (\(object(0, Int.max)))")
    }

    @Test("deleting a row and moving it [T][C][TX #507][CR nutrient.io blog]")
    func deleteAndMoveRow() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 1)], itemMoves: [Move(from: at(0, 1), to: at(0, 0))]),
            from: lists("A: a b c"), to: lists("A: b a"), .conflictingItem(.delete, .moveFrom, at(0, 1)),
            message: "attempt to perform a delete and a move from the same index path (\(object(0, 1)))")
    }

    @Test("deleting a section and moving it [T][C]")
    func deleteAndMoveSection() {
        expectRefused(
            Changeset(sectionDeletes: [0], sectionMoves: [Move(from: 0, to: 1)]), from: lists("A: a", "B: b", "C: c"),
            to: lists("B: b", "C: c"), .conflictingSection(.delete, .moveFrom, section: 0),
            message: "attempt to perform a delete and a move from the same section (0)")
    }

    @Test("inserting a row where a move lands [T][C][CR Changeset#11, YapDatabase#489]")
    func insertAndMoveRow() {
        expectRefused(
            Changeset(itemInserts: [at(0, 0)], itemMoves: [Move(from: at(0, 2), to: at(0, 0))]),
            from: lists("A: a b c"), to: lists("A: x c a b"), .conflictingItem(.insert, .moveTo, at(0, 0)),
            message: "attempt to perform an insert and a move to the same index path (\(object(0, 0)))")
    }

    @Test("inserting a section where a section move lands [T][C]")
    func insertAndMoveSection() {
        expectRefused(
            Changeset(sectionInserts: [0], sectionMoves: [Move(from: 2, to: 0)]), from: lists("A: a", "B: b", "C: c"),
            to: lists("C: c", "N: n", "A: a", "B: b"), .conflictingSection(.insert, .moveTo, section: 0),
            message: "attempt to perform an insert and a move to the same section (0)")
    }

    @Test("reloading a row and moving it is a delete and a move from one index path [PS][T]")
    func reloadAndMoveRow() {
        expectRefused(
            Changeset(itemMoves: [Move(from: at(0, 0), to: at(0, 2))], itemReloads: [at(0, 0)]),
            from: lists("A: a b c"), to: lists("A: b c a'"), .conflictingItem(.delete, .moveFrom, at(0, 0)))
    }

    @Test("reloading a section and moving it is a delete and a move from one section [T][C]")
    func reloadAndMoveSection() {
        expectRefused(
            Changeset(sectionMoves: [Move(from: 0, to: 1)], sectionReloads: [0]), from: lists("A: a", "B: b"),
            to: lists("B: b", "A: a"), .conflictingSection(.delete, .moveFrom, section: 0))
    }

    @Test("moving one row to two places [T]")
    func rowToTwoPlaces() {
        let moves = [Move(from: at(0, 0), to: at(0, 1)), Move(from: at(0, 0), to: at(0, 2))]
        expectRefused(
            Changeset(itemMoves: moves), from: lists("A: a b c"), to: lists("A: b a c"),
            .conflictingItemMoves(moves[0], moves[1]),
            message: "attempt to move row at index path \(object(0, 0)) to both \(object(0, 1)) and \(object(0, 2))")
    }

    @Test("moving one item to two places, in a collection view's words [C]")
    func itemToTwoPlaces() {
        let moves = [Move(from: at(0, 0), to: at(0, 1)), Move(from: at(0, 0), to: at(0, 2))]
        expectRefused(
            Changeset(itemMoves: moves), from: lists("A: a b c"), to: lists("A: b a c"), style: .collection,
            .conflictingItemMoves(moves[0], moves[1]),
            message: "attempt to move item at index path \(object(0, 0)) to both \(object(0, 1)) and \(object(0, 2))")
    }

    @Test("moving two rows to one place [T][C]")
    func twoRowsToOnePlace() {
        let moves = [Move(from: at(0, 0), to: at(0, 2)), Move(from: at(0, 1), to: at(0, 2))]
        expectRefused(
            Changeset(itemMoves: moves), from: lists("A: a b c"), to: lists("A: c b a"),
            .conflictingItemMoves(moves[0], moves[1]),
            message: "attempt to move both row at index path \(object(0, 0)) and \(object(0, 1)) to \(object(0, 2))")
    }

    @Test("moving one section to two places [T][C]")
    func sectionToTwoPlaces() {
        let moves = [Move(from: 0, to: 1), Move(from: 0, to: 2)]
        let old = lists("A: a", "B: b", "C: c")
        expectRefused(
            Changeset(sectionMoves: moves), from: old, to: old, .conflictingSectionMoves(moves[0], moves[1]),
            message: "attempt to move section 0 to both section 1 and section 2")
    }

    @Test("moving two sections to one place [T][C]")
    func twoSectionsToOnePlace() {
        let moves = [Move(from: 0, to: 2), Move(from: 1, to: 2)]
        let old = lists("A: a", "B: b", "C: c")
        expectRefused(
            Changeset(sectionMoves: moves), from: old, to: old, .conflictingSectionMoves(moves[0], moves[1]),
            message: "attempt to move both section 0 and section 1 to section 2")
    }
}

@Suite("UIKit rules: reloads are a delete and an insert")
struct UIKitReloadRules {
    @Test("[a,b,c,d]→[d,a,c'] with the reload beside moves: an insert and a move to one index path [IS][T][AF]")
    func reloadBesideMovesCollides() {
        let changes = Changeset(
            itemDeletes: [at(0, 1)],
            itemMoves: [Move(from: at(0, 0), to: at(0, 1)), Move(from: at(0, 3), to: at(0, 0))],
            itemReloads: [at(0, 2)])
        expectRefused(
            changes, from: lists("A: a b c d"), to: lists("A: d a c'"), .conflictingItem(.insert, .moveTo, at(0, 1)),
            message: "attempt to perform an insert and a move to the same index path (\(object(0, 1)))")
    }

    @Test(
        "a reload of [0,1] and a move into [0,1] (older systems: \"Attempt to create two animations for cell\") [IS][T][CR Authenticator#135]"
    )
    func reloadAndMoveIntoItsPlace() {
        expectRefused(
            Changeset(itemMoves: [Move(from: at(0, 0), to: at(0, 1))], itemReloads: [at(0, 1)]),
            from: lists("A: a b"), to: lists("A: b' a"), .conflictingItem(.insert, .moveTo, at(0, 1)))
    }

    @Test("a section move plus a reload of a row in the moved section fails the row count [OR][IS][T]")
    func reloadInMovedSection() {
        expectRefused(
            Changeset(sectionMoves: [Move(from: 1, to: 0)], itemReloads: [at(1, 0)]), from: lists("A: a b", "B: c d e"),
            to: lists("B: c' d e", "A: a b"),
            .invalidItemCount(section: 0, after: 3, before: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0),
            systemVersion: .iOS12)  // section A is left with fewer rows: worded otherwise from iOS 16.4 [IB]
        // The engine's way: the moves first, then a reload-only batch at the new paths.
        expectTaken(
            Changeset(sectionMoves: [Move(from: 1, to: 0)]), from: lists("A: a b", "B: c d e"),
            to: lists("B: c d e", "A: a b"))
        expectTaken(
            Changeset(itemReloads: [at(0, 0)]), from: lists("B: c d e", "A: a b"), to: lists("B: c' d e", "A: a b"))
    }

    @Test("a reload placed by the deletes only shows the wrong row: the identity check catches it [IS][T]")
    func reloadPlacedByDeletesOnly() {
        expectRefused(
            Changeset(
                itemDeletes: [at(0, 1)], itemMoves: [Move(from: at(0, 3), to: at(0, 0))], itemReloads: [at(0, 2)]),
            from: lists("A: a b c d"), to: lists("A: d a c'"), .identityMismatch(at(0, 2), shown: "a", expected: "c'"))
    }

    @Test("a reload is not shifted by moves: a row moved across it puts new content in the wrong row [PS][T]")
    func reloadIgnoresMoves() {
        expectRefused(
            Changeset(itemMoves: [Move(from: at(0, 0), to: at(0, 3))], itemReloads: [at(0, 2)]),
            from: lists("A: a b c d"), to: lists("A: b c' d a"), .identityMismatch(at(0, 1), shown: "d", expected: "c'")
        )
        // The engine's last stage: the moves first, then reloads at the new paths.
        expectTaken(Changeset(itemReloads: [at(0, 1)]), from: lists("A: b c d a"), to: lists("A: b c' d a"))
    }

    @Test("a reload's insert is shifted by the deletes before it [T][C][TX][AF]")
    func reloadShiftedByDeletes() {
        expectTaken(
            Changeset(itemDeletes: [at(0, 0)], itemReloads: [at(0, 2)]), from: lists("A: a b c"), to: lists("A: b c'"))
    }

    @Test("a reload's insert is shifted by the inserts before it [T][C][TX][AF]")
    func reloadShiftedByInserts() {
        expectTaken(
            Changeset(itemInserts: [at(0, 0)], itemReloads: [at(0, 1)]), from: lists("A: a b"), to: lists("A: x a b'"))
    }

    @Test("a reload's insert is shifted by section deletes and inserts (the engine's one-batch edits) [T][C][TX]")
    func reloadShiftedBySections() {
        expectTaken(
            Changeset(sectionDeletes: [0], sectionInserts: [0], itemReloads: [at(1, 1)]), from: lists("A: a", "B: b c"),
            to: lists("N: n", "B: b c'"))
        expectTaken(
            Changeset(sectionDeletes: [0], sectionInserts: [0], itemReloads: [at(1, 1)]), from: lists("A: a", "B: b c"),
            to: lists("N: n", "B: b c'"), style: .collection)
    }

    @Test("a table view takes one row reloaded twice as one reload [T]")
    func reloadTwiceTable() {
        expectTaken(Changeset(itemReloads: [at(0, 1), at(0, 1)]), from: lists("A: a b"), to: lists("A: a b'"))
    }

    @Test("a collection view counts one item reloaded twice as two deletes and two inserts: refused [C][IG]")
    func reloadTwiceCollection() {
        expectRefused(
            Changeset(itemReloads: [at(0, 1), at(0, 1)]), from: lists("A: a b"), to: lists("A: a b'"),
            style: .collection, .repeatedItem(.delete, at(0, 1)))
    }

    @Test("a row reload inside a deleted section still inserts a row [T][C]")
    func reloadInDeletedSection() {
        expectRefused(
            Changeset(sectionDeletes: [0], itemReloads: [at(0, 1)]), from: lists("A: a b", "B: c d"),
            to: lists("B: c d"),
            .invalidItemCount(section: 0, after: 2, before: 2, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0),
            systemVersion: .iOS12)  // fewer rows than the batch leaves: worded otherwise from iOS 16.4 [IB]
    }

    @Test("a row reload inside a reloaded section is dropped, once its insert has passed the bounds check [T][C][TX]")
    func reloadInReloadedSection() {
        let changes = Changeset(sectionReloads: [0], itemReloads: [at(0, 1)])
        expectTaken(changes, from: lists("A: a b"), to: lists("A: x y"))
        expectRefused(
            changes, from: lists("A: a b"), to: lists("A: x"), .itemOutOfBounds(.insert, at(0, 1), count: 1),
            message: "attempt to insert row 1 into section 0, but there are only 1 rows in section 0 after the update")
    }

    @Test("a reload reads the new content under the same identity [T][AF]")
    func reloadReadsContent() {
        expectTaken(Changeset(itemReloads: [at(0, 0)]), from: lists("A: a b"), to: lists("A: a' b"))
        expectTaken(Changeset(itemReloads: [at(0, 0)]), from: lists("A: a b"), to: lists("A: a' b"), style: .collection)
    }
}

@Suite("UIKit rules: dropped and repeated operations")
struct UIKitDropRules {
    @Test("row deletes inside a deleted section are dropped [T][C][TX]")
    func deleteInDeletedSection() {
        expectTaken(
            Changeset(sectionDeletes: [0], itemDeletes: [at(0, 1)]), from: lists("A: a b", "B: c"), to: lists("B: c"))
        expectTaken(
            Changeset(sectionDeletes: [0], itemDeletes: [at(0, 1)]), from: lists("A: a b", "B: c"), to: lists("B: c"),
            style: .collection)
    }

    @Test("row deletes inside a deleted section are dropped before their bounds are checked [T][C]")
    func deleteInDeletedSectionUnchecked() {
        expectTaken(
            Changeset(sectionDeletes: [0], itemDeletes: [at(0, 99)]), from: lists("A: a b", "B: c"), to: lists("B: c"))
    }

    @Test("row inserts inside an inserted section are dropped [T][C][TX]")
    func insertInInsertedSection() {
        expectTaken(
            Changeset(sectionInserts: [1], itemInserts: [at(1, 0)]), from: lists("A: a"), to: lists("A: a", "B: x y"))
        expectTaken(
            Changeset(sectionInserts: [1], itemInserts: [at(1, 0)]), from: lists("A: a"), to: lists("A: a", "B: x y"),
            style: .collection)
    }

    @Test("row inserts inside an inserted section are checked against its rows before they are dropped [T][C]")
    func insertInInsertedSectionChecked() {
        expectRefused(
            Changeset(sectionInserts: [1], itemInserts: [at(1, 5)]), from: lists("A: a"), to: lists("A: a", "B: x y"),
            .itemOutOfBounds(.insert, at(1, 5), count: 2),
            message: "attempt to insert row 5 into section 1, but there are only 2 rows in section 1 after the update")
    }

    @Test("row deletes and inserts inside a reloaded section are dropped [T][C][TX]")
    func changesInReloadedSection() {
        expectTaken(
            Changeset(sectionReloads: [0], itemDeletes: [at(0, 0)], itemInserts: [at(0, 0)]), from: lists("A: a b"),
            to: lists("A: x"))
    }

    @Test("a table view drops a repeated row delete [T]")
    func repeatedRowDelete() {
        expectTaken(Changeset(itemDeletes: [at(0, 0), at(0, 0)]), from: lists("A: a b c"), to: lists("A: b c"))
    }

    @Test("a table view drops a repeated row insert [T]")
    func repeatedRowInsert() {
        expectTaken(Changeset(itemInserts: [at(0, 0), at(0, 0)]), from: lists("A: a"), to: lists("A: x a"))
    }

    @Test("a table view drops a repeated section delete [T]")
    func repeatedSectionDelete() {
        expectTaken(Changeset(sectionDeletes: [0, 0]), from: lists("A: a", "B: b"), to: lists("B: b"))
    }

    @Test("a table view drops a repeated section insert [T]")
    func repeatedSectionInsert() {
        expectTaken(Changeset(sectionInserts: [0, 0]), from: lists("A: a"), to: lists("N: n", "A: a"))
    }

    @Test("both views drop a repeated row move [T][C]")
    func repeatedRowMove() {
        let move = Move(from: at(0, 0), to: at(0, 2))
        for style in [HeadlessListView.Style.table, .collection] {
            expectTaken(
                Changeset(itemMoves: [move, move]), from: lists("A: a b c"), to: lists("A: b c a"), style: style)
        }
    }

    @Test("both views drop a repeated section move [T][C]")
    func repeatedSectionMove() {
        let move = Move(from: 1, to: 0)
        for style in [HeadlessListView.Style.table, .collection] {
            expectTaken(
                Changeset(sectionMoves: [move, move]), from: lists("A: a", "B: b"), to: lists("B: b", "A: a"),
                style: style)
        }
    }

    @Test("a collection view counts a repeated item delete twice [C][IG #651]")
    func collectionCountsRepeatedDelete() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 0), at(0, 0)]), from: lists("A: a b c"), to: lists("A: b c"),
            style: .collection,
            .invalidItemCount(section: 0, after: 2, before: 3, inserted: 0, deleted: 2, movedIn: 0, movedOut: 0))
    }

    @Test(
        "a repeated item delete whose count adds up corrupts a collection view: refused [IG #689][openradar 31786176]")
    func collectionRepeatedDeleteCorrupts() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 0), at(0, 0)]), from: lists("A: a b c"), to: lists("A: c"),
            style: .collection,
            .repeatedItem(.delete, at(0, 0)))
    }

    @Test("a repeated item insert whose count adds up: refused (strict reading) [C][IG #651]")
    func collectionRepeatedInsert() {
        expectRefused(
            Changeset(itemInserts: [at(0, 0), at(0, 0)]), from: lists("A: a"), to: lists("A: x y a"),
            style: .collection,
            .repeatedItem(.insert, at(0, 0)))
    }

    @Test("a collection view counts a repeated section delete twice [C]")
    func collectionCountsRepeatedSectionDelete() {
        expectRefused(
            Changeset(sectionDeletes: [0, 0]), from: lists("A: a", "B: b"), to: lists("B: b"), style: .collection,
            .invalidSectionCount(after: 1, before: 2, inserted: 0, deleted: 2))
    }
}

@Suite("UIKit rules: where table and collection views differ")
struct UIKitStyleRules {
    @Test("a table view answers a row moved out of a deleted section with reloadData [T]")
    func tableMoveFromDeletedSection() {
        expectTaken(
            Changeset(sectionDeletes: [1], itemMoves: [Move(from: at(1, 0), to: at(0, 0))]),
            from: lists("A: a", "B: b c"),
            to: lists("A: b a"), reloadsData: true)
    }

    @Test("a collection view refuses an item moved out of a deleted section [C][TX]")
    func collectionMoveFromDeletedSection() {
        expectRefused(
            Changeset(sectionDeletes: [1], itemMoves: [Move(from: at(1, 0), to: at(0, 0))]),
            from: lists("A: a", "B: b c"),
            to: lists("A: b a"), style: .collection, .itemInDeletedSection(.moveFrom, at(1, 0)),
            message: "cannot move an item from a deleted section (1)")
    }

    @Test("a table view answers a row moved into an inserted section with reloadData [T]")
    func tableMoveIntoInsertedSection() {
        expectTaken(
            Changeset(sectionInserts: [0], itemMoves: [Move(from: at(0, 1), to: at(0, 0))]), from: lists("A: a b"),
            to: lists("N: b", "A: a"), reloadsData: true)
    }

    @Test("a collection view refuses an item moved into an inserted section [C][CR TLIndexPathTools#13]")
    func collectionMoveIntoInsertedSection() {
        expectRefused(
            Changeset(sectionInserts: [0], itemMoves: [Move(from: at(0, 1), to: at(0, 0))]), from: lists("A: a b"),
            to: lists("N: b", "A: a"), style: .collection, .itemInInsertedSection(.moveTo, at(0, 0)),
            message: "cannot move an item into a newly inserted section (0)")
    }

    @Test("a table view that reloads instead skips the row counts [T]")
    func tableReloadSkipsCounts() {
        expectTaken(
            Changeset(sectionDeletes: [1], itemMoves: [Move(from: at(1, 0), to: at(0, 0))]),
            from: lists("A: a", "B: b c"),
            to: lists("A: b a x"), reloadsData: true)
    }

    @Test("a table view checks a section delete's moves before its bounds [T]")
    func tableSectionDeleteOrder() {
        expectRefused(
            Changeset(sectionDeletes: [5], sectionMoves: [Move(from: 5, to: 0)]), from: lists("A: a", "B: b"),
            to: lists("A: a", "B: b"), .conflictingSection(.delete, .moveFrom, section: 5))
    }

    @Test("a collection view checks a section delete's bounds before its moves [C]")
    func collectionSectionDeleteOrder() {
        expectRefused(
            Changeset(sectionDeletes: [5], sectionMoves: [Move(from: 5, to: 0)]), from: lists("A: a", "B: b"),
            to: lists("A: a", "B: b"), style: .collection, .sectionOutOfBounds(.delete, section: 5, count: 2))
    }

    @Test("a collection view mis-animates a delete in a section the batch moves: refused [IG]")
    func collectionDeleteInMovedSection() {
        let changes = Changeset(sectionMoves: [Move(from: 1, to: 0)], itemDeletes: [at(1, 0)])
        expectRefused(
            changes, from: lists("A: a", "B: b c"), to: lists("B: c", "A: a"), style: .collection,
            .itemInMovedSection(.delete, at(1, 0)))
        expectTaken(changes, from: lists("A: a", "B: b c"), to: lists("B: c", "A: a"))
    }

    @Test("a collection view corrupts memory on an insert into a section the batch moves: refused [IG]")
    func collectionInsertInMovedSection() {
        let changes = Changeset(sectionMoves: [Move(from: 1, to: 0)], itemInserts: [at(0, 0)])
        expectRefused(
            changes, from: lists("A: a", "B: b"), to: lists("B: x b", "A: a"), style: .collection,
            .itemInMovedSection(.insert, at(0, 0)))
        expectTaken(changes, from: lists("A: a", "B: b"), to: lists("B: x b", "A: a"))
    }

    @Test("a collection view mis-animates an item moved out of a section the batch moves: refused [IG]")
    func collectionMoveOutOfMovedSection() {
        let changes = Changeset(sectionMoves: [Move(from: 1, to: 0)], itemMoves: [Move(from: at(1, 0), to: at(1, 1))])
        expectRefused(
            changes, from: lists("A: a", "B: b c"), to: lists("B: c", "A: a b"), style: .collection,
            .itemInMovedSection(.moveFrom, at(1, 0)))
        expectTaken(changes, from: lists("A: a", "B: b c"), to: lists("B: c", "A: a b"))
    }

    @Test("a collection view crashes on an item moved into a section the batch moves: refused [CL]")
    func collectionMoveIntoMovedSection() {
        let changes = Changeset(sectionMoves: [Move(from: 1, to: 0)], itemMoves: [Move(from: at(0, 0), to: at(0, 1))])
        expectRefused(
            changes, from: lists("A: a b", "B: c"), to: lists("B: c a", "A: b"), style: .collection,
            .itemInMovedSection(.moveTo, at(0, 1)))
        expectTaken(changes, from: lists("A: a b", "B: c"), to: lists("B: c a", "A: b"))
    }

    @Test("item changes in sections that do not move are fine beside a section move [IG][T][C]")
    func changesBesideSectionMove() {
        for style in [HeadlessListView.Style.table, .collection] {
            expectTaken(
                Changeset(sectionMoves: [Move(from: 1, to: 0)], itemDeletes: [at(2, 0)]),
                from: lists("A: a", "B: b", "C: c d"),
                to: lists("B: b", "A: a", "C: d"), style: style)
        }
    }
}

@Suite("UIKit rules: index spaces and the order of the checks")
struct UIKitOrderRules {
    @Test("deletes name rows before the update, inserts rows after it [TG]")
    func indexSpaces() {
        expectTaken(
            Changeset(itemDeletes: [at(0, 0), at(0, 2)], itemInserts: [at(0, 0), at(0, 2)]), from: lists("A: a b c"),
            to: lists("A: x b y"))
    }

    @Test("the order in which operations are listed does not matter [TG]")
    func listingOrder() {
        expectTaken(
            Changeset(itemDeletes: [at(0, 2), at(0, 0)], itemInserts: [at(0, 2), at(0, 0)]), from: lists("A: a b c"),
            to: lists("A: x b y"))
    }

    @Test("a move goes from an index before the update to one after it [TG][T]")
    func moveSpaces() {
        expectTaken(
            Changeset(itemDeletes: [at(0, 0)], itemMoves: [Move(from: at(0, 3), to: at(0, 1))]),
            from: lists("A: a b c d"),
            to: lists("A: b d c"))
    }

    @Test("deleting section 0 and inserting section 0 name different sections [TG]")
    func sectionSpaces() {
        expectTaken(
            Changeset(sectionDeletes: [0], sectionInserts: [0]), from: lists("A: a", "B: b"), to: lists("C: c", "B: b"))
    }

    @Test("sections not named keep their order around a moved one [T][C]")
    func unnamedSectionsKeepOrder() {
        expectTaken(
            Changeset(sectionMoves: [Move(from: 2, to: 0)]), from: lists("A: a", "B: b", "C: c"),
            to: lists("C: c", "A: a", "B: b"))
    }

    @Test("deletes are checked before inserts [T][C]")
    func deletesBeforeInserts() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 9)], itemInserts: [at(0, 9)]), from: lists("A: a b"), to: lists("A: a b"),
            .itemOutOfBounds(.delete, at(0, 9), count: 2))
    }

    @Test("inserts are checked before moves [T][C]")
    func insertsBeforeMoves() {
        expectRefused(
            Changeset(itemInserts: [at(0, 9)], itemMoves: [Move(from: at(0, 5), to: at(0, 0))]), from: lists("A: a b"),
            to: lists("A: a b"), .itemOutOfBounds(.insert, at(0, 9), count: 2))
    }

    @Test("bounds are checked before counts [T][C]")
    func boundsBeforeCounts() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 5)]), from: lists("A: a b"), to: lists("A: a b c d"),
            .itemOutOfBounds(.delete, at(0, 5), count: 2))
    }

    @Test("the section count is checked before any row count [T][C]")
    func sectionCountFirst() {
        expectRefused(
            Changeset(), from: lists("A: a"), to: lists("A: a b", "B: c"),
            .invalidSectionCount(after: 2, before: 1, inserted: 0, deleted: 0))
    }

    @Test("deletes are checked from the last index path to the first [T][C]")
    func deletesDescending() {
        expectRefused(
            Changeset(itemDeletes: [at(0, 5), at(0, 9)]), from: lists("A: a b"), to: lists("A: a b"),
            .itemOutOfBounds(.delete, at(0, 9), count: 2))
    }

    @Test("inserts are checked from the first index path to the last [T][C]")
    func insertsAscending() {
        expectRefused(
            Changeset(itemInserts: [at(0, 9), at(0, 5)]), from: lists("A: a b"), to: lists("A: a b"),
            .itemOutOfBounds(.insert, at(0, 5), count: 2))
    }

    @Test("an insert's clash with a move is found before its bounds [T][C]")
    func insertClashBeforeBounds() {
        expectRefused(
            Changeset(itemInserts: [at(0, 9)], itemMoves: [Move(from: at(0, 0), to: at(0, 9))]), from: lists("A: a b"),
            to: lists("A: a b"), .conflictingItem(.insert, .moveTo, at(0, 9)))
    }

    @Test("an empty batch over unchanged data is taken [T][C]")
    func emptyBatch() {
        expectTaken(Changeset(), from: lists("A: a", "B:"), to: lists("A: a", "B:"))
        expectTaken(Changeset(), from: lists("A: a", "B:"), to: lists("A: a", "B:"), style: .collection)
    }
}

@Suite("UIKit rules: reconfigures")
@MainActor
struct UIKitReconfigureRules {
    /// One row whose reuse identifier the test chooses.
    final class Source: HeadlessListDataSource {
        var identifier: String
        init(_ identifier: String) { self.identifier = identifier }
        func numberOfSections(in view: HeadlessListView) -> Int { 1 }
        func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { 1 }
        func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
            HeadlessCell(id: "a", content: "a", reuseIdentifier: identifier)
        }
    }

    @Test(
        "a reconfigure must dequeue the cell's own reuse identifier; a reload may change it [RC]",
        arguments: [HeadlessListView.Style.table, .collection])
    func reconfigureKeepsTheRegistration(style: HeadlessListView.Style) throws {
        let view = HeadlessListView(style: style)
        let source = Source("TextCell")
        view.dataSource = source
        view.reloadData()
        view.viewportHeight = 44  // the row is on screen: it has a cell
        try view.reconfigureItems(at: [at(0, 0)])  // same identifier: taken
        source.identifier = "BannerCell"
        #expect(
            throws: BatchUpdateError(
                .reconfigureChangesRegistration(at(0, 0), shown: "TextCell", dequeued: "BannerCell"),
                noun: style == .table ? "row" : "item")
        ) {
            try view.reconfigureItems(at: [at(0, 0)])
        }
        try view.performBatchUpdates(Changeset(itemReloads: [at(0, 0)]))
        #expect(view.cell(at: at(0, 0))?.reuseIdentifier == "BannerCell")
    }

    /// Twenty 44-point rows, counting what the view asks for; the test chooses each row's content and
    /// reuse identifier.
    final class Rows: HeadlessListDataSource {
        var content = (0..<20).map { "r\($0)" }
        var identifier = [String](repeating: "TextCell", count: 20)
        var asked: [IndexPath] = []
        func numberOfSections(in view: HeadlessListView) -> Int { 1 }
        func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { 20 }
        func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
            asked.append(indexPath)
            return HeadlessCell(
                id: indexPath.item, content: content[indexPath.item], reuseIdentifier: identifier[indexPath.item])
        }
        func headlessView(_ view: HeadlessListView, identityForItemAt indexPath: IndexPath) -> AnyHashable {
            AnyHashable(indexPath.item)
        }
    }

    @Test(
        "a reconfigure updates existing cells only: a row off screen is not asked for, and is read when it appears [RC]",
        arguments: [HeadlessListView.Style.table, .collection])
    func reconfigureSkipsRowsWithoutACell(style: HeadlessListView.Style) throws {
        let view = HeadlessListView(style: style)
        let source = Rows()
        view.dataSource = source
        view.reloadData()
        view.viewportHeight = 88  // rows 0 and 1 visible
        view.prefetchDistance = 2
        view.scroll(toOffset: 44)  // rows 1 and 2 visible, 3 and 4 prefetched
        #expect(view.indexPathsForVisibleItems == [at(0, 1), at(0, 2)])
        source.content[1] = "r1'"
        source.content[4] = "r4'"
        source.content[12] = "r12'"
        source.identifier[12] = "BannerCell"  // would refuse a reconfigure of an existing cell
        source.asked = []
        try view.reconfigureItems(at: [at(0, 1), at(0, 4), at(0, 12)])
        #expect(source.asked == [at(0, 1), at(0, 4)])  // visible and prefetched rows only
        #expect(view.events.last == .reconfigure([at(0, 1), at(0, 4), at(0, 12)]))
        source.asked = []
        view.scroll(to: at(0, 12))  // row 12 appears: UIKit dequeues its cell then
        #expect(source.asked.contains(at(0, 12)))
        #expect(view.cell(at: at(0, 12)) == HeadlessCell(id: 12, content: "r12'", reuseIdentifier: "BannerCell"))
        try view.verifyMatchesDataSource()
    }
}

@Suite("UIKit rules: nested batches")
struct UIKitNestedBatchRules {
    @Test(
        "a batch started inside another batch's updates is merged into it: one update, checked once [BN]",
        arguments: [HeadlessListView.Style.table, .collection])
    func nestedBatchesMerge(style: HeadlessListView.Style) throws {
        let (view, source) = catalogueView(lists("A: a b"), style: style)
        var finished: [String] = []
        try view.performBatchUpdates(
            Changeset(itemInserts: [at(0, 3)]),
            updates: {
                // The inner batch's changes are in the outer one's index spaces: together they take
                // [a, b] to [x, a, b, c].
                try? view.performBatchUpdates(
                    Changeset(itemInserts: [at(0, 0)]), updates: { source.data = lists("A: x a b c") },
                    completion: { _ in finished.append("inner") })
                #expect(view.identities == [["a", "b"]], "the inner batch was applied alone")
            }, completion: { _ in finished.append("outer") })
        #expect(view.events == [.reloadData, .batch(Changeset(itemInserts: [at(0, 3), at(0, 0)]))])
        #expect(view.identities == [["x", "a", "b", "c"]])
        #expect(finished == ["inner", "outer"])
        try view.verifyMatchesDataSource()
    }

    @Test("the merged batch is checked as one: a nested batch that does not add up fails the outer one [BN][T]")
    func nestedBatchCheckedWithTheOuter() {
        let (view, source) = catalogueView(lists("A: a b"), style: .table)
        let error = #expect(throws: BatchUpdateError.self) {
            try view.performBatchUpdates(Changeset(itemInserts: [at(0, 2)])) {
                try? view.performBatchUpdates(Changeset(itemInserts: [at(0, 0)])) { source.data = lists("A: a b c") }
            }
        }
        #expect(
            error?.reason
                == .inconsistentBatch(before: [2], after: [3], updates: ["Insert row (0 - 0)", "Insert row (0 - 2)"])
        )
        #expect(view.events == [.reloadData])
    }
}

@Suite("UIKit rules: when the counts are read")
struct UIKitCountReadingRules {
    @Test(
        "after reloadData a collection view reads its counts lazily: data changed before the next batch fails it [LC][CR openradar 27941923]"
    )
    func collectionReadsCountsLazily() {
        // reloadData, then the data changes, then a batch written against the new data.
        let (view, source) = catalogueView(lists("A: a b"), style: .collection)
        source.data = lists("A: a b c")
        let error = #expect(throws: BatchUpdateError.self) {
            try view.performBatchUpdates(Changeset(itemInserts: [at(0, 2)]))
        }
        // The counts before the batch are read at its start: 3, the same as after, with 1 inserted.
        #expect(error?.reason == .inconsistentBatch(before: [3], after: [3], updates: ["Insert item (0 - 2)"]))
        #expect(view.events == [.reloadData])
    }

    @Test("a table view reads its counts in reloadData itself: the same sequence is taken [LC]")
    func tableReadsCountsAtOnce() throws {
        let (view, source) = catalogueView(lists("A: a b"), style: .table)
        source.data = lists("A: a b c")
        try view.performBatchUpdates(Changeset(itemInserts: [at(0, 2)]))
        try view.verifyMatchesDataSource()
    }

    @Test(
        "a layout pass, or a question about the counts, reads them: the batch is then taken [LC][CR openradar 15262692]"
    )
    func collectionCountsReadByLayoutOrQuestion() throws {
        let (laidOut, first) = catalogueView(lists("A: a b"), style: .collection)
        laidOut.layoutIfNeeded()
        first.data = lists("A: a b c")
        try laidOut.performBatchUpdates(Changeset(itemInserts: [at(0, 2)]))
        try laidOut.verifyMatchesDataSource()
        let (asked, second) = catalogueView(lists("A: a b"), style: .collection)
        #expect(asked.numberOfItems(inSection: 0) == 2)
        second.data = lists("A: a b c")
        try asked.performBatchUpdates(Changeset(itemInserts: [at(0, 2)]))
        try asked.verifyMatchesDataSource()
    }
}

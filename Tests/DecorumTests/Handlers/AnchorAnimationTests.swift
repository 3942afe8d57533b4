@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

@Suite("Scroll anchor: batches that would move the first visible row run without animation")
@MainActor
struct AnchorAnimationTests {
    private func bound(_ anchor: ScrollAnchor) throws -> (ListHandler<HorizontalDecorator>, TestBinding) {
        let (handler, view) = try TestBinding.bound((10..<40).map { person("\($0)") })
        handler.scrollAnchor = anchor
        view.firstVisible = 10
        return (handler, view)
    }

    @Test("under .firstVisibleItem, rows inserted, deleted or moved at or above the first visible row")
    func aboveTheAnchor() throws {
        let (handler, view) = try bound(.firstVisibleItem)
        try handler.insertData(people("1", "2"), at: IndexPath(item: 0, section: 0))  // above
        handler.removeData([person("12")])  // above: flat row 2+2
        try handler.insertData(people("3"), at: IndexPath(item: 10, section: 0))  // at the first visible row
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 29, section: 0))  // from above
        #expect(view.animatedFlags == [false, false, false, false])
    }

    @Test("below the first visible row, reloads anywhere, and every batch under .contentOffset animate")
    func elsewhere() throws {
        let (handler, view) = try bound(.firstVisibleItem)
        try handler.addData(people("x"))  // appended below
        try handler.upsert([person("11", "renamed")])  // above, but in place: a reconfigure, no batch
        handler.reconfiguresUpdatedItems = false
        try handler.upsert([person("13", "renamed")])  // a reload above moves nothing
        try handler.move(from: IndexPath(item: 20, section: 0), to: IndexPath(item: 25, section: 0))
        #expect(view.animatedFlags == [true, true, true])
        let (plain, plainView) = try bound(.contentOffset)
        try plain.insertData(people("1"), at: IndexPath(item: 0, section: 0))
        #expect(plainView.animatedFlags == [true])
    }

    @Test("changesRows(atOrAbove:) compares deletes and moves' sources before, inserts and destinations after")
    func changesetRule() {
        let path = IndexPath(item: 3, section: 1)
        func check(_ changeset: Changeset) -> Bool { changeset.changesRows(atOrAbove: path) }
        #expect(!check(Changeset()))
        #expect(check(Changeset(itemDeletes: [IndexPath(item: 3, section: 1)])))
        #expect(!check(Changeset(itemDeletes: [IndexPath(item: 4, section: 1)])))
        #expect(check(Changeset(itemInserts: [IndexPath(item: 9, section: 0)])))
        #expect(!check(Changeset(itemInserts: [IndexPath(item: 0, section: 2)])))
        #expect(check(Changeset(sectionDeletes: [1])))
        #expect(!check(Changeset(sectionInserts: [2])))
        #expect(check(Changeset(sectionMoves: [Move(from: 3, to: 0)])))
        #expect(
            check(
                Changeset(itemMoves: [Move(from: IndexPath(item: 9, section: 1), to: IndexPath(item: 0, section: 1))])))
        #expect(
            !check(
                Changeset(itemMoves: [Move(from: IndexPath(item: 4, section: 1), to: IndexPath(item: 8, section: 1))])))
        #expect(!check(Changeset(itemReloads: [IndexPath(item: 0, section: 0)])))
    }
}

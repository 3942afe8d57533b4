@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

@Suite("Edits while the user drags a row")
@MainActor
struct DragHoldTests {
    @Test("while the user drags a row, batches wait; the drop's commit shows them, planned from the drop")
    func heldDuringDrag() throws {
        let (handler, view) = try TestBinding.bound((1...5).map { person("\($0)") })
        view.hasUncommittedUpdates = true
        try handler.addData(people("6"))
        handler.removeData([person("3")])
        try handler.apply(SectionedData(items: people("1", "2", "4", "5", "6", "7")))
        #expect(view.animatedFlags.isEmpty)
        #expect(view.waits >= 1)
        #expect(handler.hasPendingUpdates)
        #expect(handler.displayedData.allItems.map(\.id) == ["1", "2", "3", "4", "5"])
        handler.commitMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))  // the drop
        #expect(view.animatedFlags.isEmpty)  // still inside the drop
        view.hasUncommittedUpdates = false
        handler.viewDidCommitUpdates()
        #expect(!view.animatedFlags.isEmpty)
        #expect(!handler.hasPendingUpdates)
        #expect(handler.data.allItems.map(\.id) == ["2", "4", "5", "1", "6", "7"])  // after "5", as dropped
        #expect(handler.displayedData == handler.data)
    }

    @Test("a refused drop never starts a batch inside the view's move callback, even from a view that reports no drag")
    func refusedDropWaitsForTheCommit() throws {
        let (handler, view) = try TestBinding.bound((1...4).map { person("\($0)") })
        handler.canMove = { _, _ in true }
        handler.confirmUserEdit = { _, answer in answer(false) }
        view.hasUncommittedUpdates = false  // a view that does not say it is committing a drop
        handler.commitMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(view.animatedFlags.isEmpty, "a batch started inside the move callback")
        #expect(view.waits >= 1)
        #expect(handler.data.allItems.map(\.id) == ["1", "2", "3", "4"])  // the data is as before
        #expect(handler.displayedData.allItems.map(\.id) == ["2", "3", "4", "1"])  // the view shows the drop
        handler.viewDidCommitUpdates()  // the binding: the drop is committed
        #expect(view.animatedFlags.count == 1)  // the row goes back, animated
        #expect(handler.displayedData == handler.data)
        #expect(!handler.hasPendingUpdates)
    }

    // F2 (issue #30): a reload during a drag or drop. Apple, `hasUncommittedUpdates`: "If this property is
    // true, don't call reloadData()". Every path to a reload waits for the commit like a batch does.

    /// The user drags; an edit takes a path that ends in a reload; the drop commits.
    private func reloadWaitsForTheDrop(_ edit: (ListHandler<HorizontalDecorator>) throws -> Void) throws {
        let (handler, view) = try TestBinding.bound((1...5).map { person("\($0)") })
        let reloadsBefore = view.reloads
        view.hasUncommittedUpdates = true
        try edit(handler)
        #expect(view.reloadsWhileUncommitted == 0, "reloadData() while the user drags")
        #expect(view.waits >= 1)
        #expect(handler.displayedData.allItems.map(\.id) == ["1", "2", "3", "4", "5"])  // what the view shows
        view.hasUncommittedUpdates = false
        handler.viewDidCommitUpdates()
        #expect(view.reloads == reloadsBefore + 1)
        #expect(handler.displayedData == handler.data)
        #expect(!handler.hasPendingUpdates)
    }

    @Test("an edit too large to animate while the user drags reloads after the drop, not during it")
    func largeEditWaitsForTheDrop() throws {
        try reloadWaitsForTheDrop { handler in
            handler.reloadThreshold = 1
            try handler.addData(people("6", "7", "8"))
        }
    }

    @Test("an unanimated edit while the user drags reloads after the drop, not during it")
    func unanimatedEditWaitsForTheDrop() throws {
        try reloadWaitsForTheDrop { handler in try handler.addData(people("6"), animated: false) }
    }

    @Test("an unanimated apply while the user drags reloads after the drop, not during it")
    func unanimatedApplyWaitsForTheDrop() throws {
        try reloadWaitsForTheDrop { handler in
            try handler.apply(SectionedData(items: people("2", "1", "6")), animated: false)
        }
    }

    @Test("refreshing every cell while an edit waits for the drop reloads after the drop, not during it")
    func refreshWaitsForTheDrop() throws {
        try reloadWaitsForTheDrop { handler in
            try handler.addData(people("6"))  // waits: the view is not up to date
            handler.refreshCells()
        }
    }

    @Test("a reload asked for while the user drags waits for the drop")
    func reloadViewWaitsForTheDrop() throws {
        try reloadWaitsForTheDrop { handler in
            try handler.addData(people("6"))
            handler.reloadView()
        }
    }
}

@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

/// A collection view reads its counts lazily after `reloadData` (see the rule catalogue, [LC]): in UIKit
/// `reloadData`, then a change of the data, then a batch written against the changed data raises. The
/// engine changes what its data source reports only inside a batch's `updates` or right before a
/// reload, so it never issues that sequence; these tests drive every reload path of the engine on a
/// collection view, each followed by animated edits, where only a batch's own start reads the counts
/// a reload left pending, so that the view would throw if the data had changed in between.
@MainActor
@Suite("Engine: no batch ever follows a reload over changed data")
struct ReloadThenBatchTests {
    /// The engine's view: the handler, except that the item counts the engine checks before each batch
    /// are taken from what the headless view shows without asking it. (A real collection view's
    /// `numberOfItems(inSection:)` reads pending counts, as the headless view's does, which would let
    /// the engine's own check catch the sequence before the view could.)
    final class Probe: BatchUpdatableView {
        let handler: HeadlessHandler<HorizontalDecorator>
        /// For the control: switch the data before the batch instead of inside its `updates`, as an
        /// engine that did not follow UIKit's contract would.
        var switchesDataFirst = false
        init(_ handler: HeadlessHandler<HorizontalDecorator>) { self.handler = handler }

        var shownItemCounts: [Int] { handler.view.cells.map(\.count) }
        var canAnimate: Bool { handler.adapter.canAnimate }
        func performBatch(
            _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
            completion: @escaping @MainActor @Sendable (Bool) -> Void
        ) throws {
            guard switchesDataFirst else {
                return try handler.adapter.performBatch(
                    changeset, animated: animated, updates: updates, completion: completion)
            }
            updates()
            try handler.adapter.performBatch(changeset, animated: animated, updates: {}, completion: completion)
        }
        func reloadData() { handler.adapter.reloadData() }
        func reconfigure(_ paths: [IndexPath]) throws { try handler.adapter.reconfigure(paths) }
        func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
            try handler.adapter.reconfigureSupplementaryViews(inSections: sections)
        }
        var visibleItems: [VisibleItem] { handler.adapter.visibleItems }
        func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
            handler.adapter.scrollItem(at: indexPath, toOffset: offset)
        }
        func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
            handler.adapter.scrollToItem(at: indexPath, position: position, animated: animated)
        }
        func setLoadingFooterVisible(_ visible: Bool) { handler.adapter.setLoadingFooterVisible(visible) }
        var indexPathsForSelectedItems: [IndexPath] { handler.adapter.indexPathsForSelectedItems }
        var allowsMultipleSelection: Bool { handler.adapter.allowsMultipleSelection }
        func selectItems(at paths: [IndexPath]) { handler.adapter.selectItems(at: paths) }
        func deselectItems(at paths: [IndexPath]) { handler.adapter.deselectItems(at: paths) }
        func setEmptyStateShown(_ shown: Bool) { handler.adapter.setEmptyStateShown(shown) }
    }

    @Test(
        "every reload path, then animated edits: each batch is checked against the counts read at the reload [LC]",
        arguments: [HeadlessListView.AnimationMode.immediate, .manual])
    func everyReloadPathThenBatches(mode: HeadlessListView.AnimationMode) throws {
        let view = HeadlessListView(style: .collection, animationMode: mode)
        let handler = try HeadlessHandler<HorizontalDecorator>(
            view: view, data: [Section(kind: .default, items: people("a", "b", "c"))])
        let probe = Probe(handler)
        handler.engine.view = probe  // weak: `probe` lives to the end of the test
        var faults: [Diagnostic] = []
        var information: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        handler.onInformation = { information.append($0) }
        var next = 0
        func edit() throws {  // an animated edit: one batch
            next += 1
            try handler.addData(people("n\(next)"))
            if mode == .manual { view.finishAnimations() }
        }
        func reloadedThenBatched(_ path: String, _ reload: () throws -> Void) throws {
            let reloads = view.events.filter { $0 == .reloadData }.count
            try reload()
            #expect(view.events.filter { $0 == .reloadData }.count > reloads, "\(path) did not reload")
            try edit()
            try edit()
            #expect(view.events.last.map { if case .batch = $0 { true } else { false } } == true, "\(path)")
        }

        try edit()
        try reloadedThenBatched("a binding's reloadView()") { handler.reloadView() }
        try reloadedThenBatched("an edit not animated") { try handler.addData(people("x1"), animated: false) }
        try reloadedThenBatched("an apply not animated") {
            try handler.apply(SectionedData(items: handler.data.allItems.reversed()), animated: false)
        }
        try reloadedThenBatched("an edit out of a window") {
            view.isInWindow = false
            try handler.addData(people("x2"))
            view.isInWindow = true
        }
        try reloadedThenBatched("an edit over the reload threshold") {
            handler.reloadThreshold = 2
            try handler.addData(people("x3", "x4", "x5"))
            handler.reloadThreshold = nil
        }
        try reloadedThenBatched("an apply over the reload threshold") {
            handler.reloadThreshold = 1
            try handler.apply(SectionedData(items: people("y1", "y2") + handler.data.allItems))
            handler.reloadThreshold = nil
        }
        if mode == .manual {
            // Edits queued behind an animating batch, then a reload that drops them.
            try reloadedThenBatched("a reload while batches are queued") {
                try handler.addData(people("q1"))
                try handler.addData(people("q2"))
                try handler.addData(people("q3"), animated: false)
            }
            // (A drag while edits wait behind an animating batch reloads nothing: HandlerEditingTests.)
        }
        #expect(faults.isEmpty, "\(faults)")
        #expect(information.count == 3)
        #expect(!handler.hasPendingUpdates)
        try view.verifyMatchesDataSource()
    }

    @Test("the control: data switched between a reload and the next batch makes the view refuse that batch [LC]")
    func controlDataSwitchedAfterAReload() throws {
        let view = HeadlessListView(style: .collection)
        let handler = try HeadlessHandler<HorizontalDecorator>(
            view: view, data: [Section(kind: .default, items: people("a", "b"))])
        let probe = Probe(handler)
        handler.engine.view = probe
        probe.switchesDataFirst = true
        var faults: [Diagnostic] = []
        handler.onDiagnostic = { faults.append($0) }
        try handler.addData(people("c"))  // the counts are still pending after the reload: refused
        #expect(faults.count == 1)
        if case .viewRejectedBatch(let message)? = faults.first?.reason {
            #expect(message.hasPrefix("Invalid batch updates detected"))
        } else {
            Issue.record("expected the view to refuse the batch, got \(faults)")
        }
        view.layoutIfNeeded()  // once the counts were read, the same mistake goes unnoticed, as in UIKit
        try handler.addData(people("d"))
        #expect(faults.count == 1)
        #expect(ids(handler) == [["a", "b", "c", "d"]])
    }
}

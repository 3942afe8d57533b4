@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The user's viewport: row heights, a content offset, the visible rows, scrolling and prefetching.
//
// Geometry is a plain vertical list, as a `UITableView` of style `.grouped` (headers scroll with their
// rows): each section is its header, its rows and its footer, stacked; the loading footer, while shown,
// follows the last section. There are no content insets.
//
// Across updates the view does what UIKit does: the content offset keeps its value (so rows inserted
// above the visible ones push them down: the visible content jumps), clamped to the new content
// (0...max(0, content height - viewport height)) when the content shrinks. `ListHandler.scrollAnchor`
// keeps the content in place instead.
//
// Visible and prefetched rows have a cell; the others have none. A reconfigure reaches existing cells
// only [RC]: a row it skipped is read from the data source when it appears (becomes visible or
// prefetched, after a scroll or an update), as UIKit dequeues a cell for it then.

extension HeadlessListDataSource {
    /// ``HeadlessListView/rowHeight``.
    ///
    /// ```swift
    /// source.headlessView(view, heightForItemAt: IndexPath(item: 0, section: 0)) // 44
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPath: A shown row.
    public func headlessView(_ view: HeadlessListView, heightForItemAt indexPath: IndexPath) -> Double {
        view.rowHeight
    }

    /// ``HeadlessListView/sectionHeaderHeight``.
    ///
    /// ```swift
    /// source.headlessView(view, heightForHeaderInSection: 0) // 0
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A shown section.
    public func headlessView(_ view: HeadlessListView, heightForHeaderInSection section: Int) -> Double {
        view.sectionHeaderHeight
    }

    /// ``HeadlessListView/sectionFooterHeight``.
    ///
    /// ```swift
    /// source.headlessView(view, heightForFooterInSection: 0) // 0
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - section: A shown section.
    public func headlessView(_ view: HeadlessListView, heightForFooterInSection section: Int) -> Double {
        view.sectionFooterHeight
    }

    /// Does nothing.
    ///
    /// ```swift
    /// source.headlessViewDidScroll(view) // no effect
    /// ```
    ///
    /// - Parameter view: The view that scrolled.
    public func headlessViewDidScroll(_ view: HeadlessListView) {}

    /// Does nothing.
    ///
    /// ```swift
    /// source.headlessView(view, prefetchItemsAt: []) // no effect
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPaths: Rows about to show.
    public func headlessView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath]) {}

    /// Does nothing.
    ///
    /// ```swift
    /// source.headlessView(view, cancelPrefetchingForItemsAt: []) // no effect
    /// ```
    ///
    /// - Parameters:
    ///   - view: The asking view.
    ///   - indexPaths: Rows no longer expected to show soon.
    public func headlessView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}

    /// Does nothing: a data source that does not track what is displayed.
    ///
    /// ```swift
    /// source.headlessView(view, willDisplay: cell, forItemAt: IndexPath(item: 0, section: 0)) // no effect
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - cell: The cell.
    ///   - indexPath: The row.
    public func headlessView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
    }

    /// Does nothing: a data source that does not track what is displayed.
    ///
    /// ```swift
    /// source.headlessView(view, didEndDisplaying: cell, forItemAt: IndexPath(item: 0, section: 0)) // no effect
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - cell: The cell.
    ///   - indexPath: Where the row was.
    public func headlessView(
        _ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath
    ) {}
}

extension HeadlessListView {
    /// The height of the viewport (the visible part of the content), in points; 0, the default, shows
    /// no row. Changing it clamps the content offset and reports a scroll, like resizing a table.
    ///
    /// ```swift
    /// view.viewportHeight = 440 // ten 44-point rows
    /// ```
    ///
    /// - Complexity: O(*n*) to lay out when it changes.
    public var viewportHeight: Double {
        get { viewport.height }
        set {
            viewport.height = max(newValue, 0)
            setContentOffset(viewport.contentOffset)
        }
    }

    /// The height of rows whose data source gives none (`UITableView.rowHeight`); 44 by default.
    ///
    /// ```swift
    /// view.rowHeight = 60
    /// ```
    public var rowHeight: Double {
        get { viewport.rowHeight }
        set { viewport.rowHeight = newValue }
    }

    /// The height of section headers whose data source gives none; 0 (no header) by default.
    ///
    /// ```swift
    /// view.sectionHeaderHeight = 28
    /// ```
    public var sectionHeaderHeight: Double {
        get { viewport.sectionHeaderHeight }
        set { viewport.sectionHeaderHeight = newValue }
    }

    /// The height of section footers whose data source gives none; 0 (no footer) by default.
    ///
    /// ```swift
    /// view.sectionFooterHeight = 12
    /// ```
    public var sectionFooterHeight: Double {
        get { viewport.sectionFooterHeight }
        set { viewport.sectionFooterHeight = newValue }
    }

    /// The height the loading footer takes below the last section while it shows; 44 by default.
    ///
    /// ```swift
    /// view.loadingFooterHeight = 60
    /// ```
    public var loadingFooterHeight: Double {
        get { viewport.loadingFooterHeight }
        set { viewport.loadingFooterHeight = newValue }
    }

    /// How many rows past the viewport, in the direction of the last scroll, the view asks its data
    /// source to prefetch; 10 by default, 0 for none.
    ///
    /// ```swift
    /// view.prefetchDistance = 5
    /// ```
    public var prefetchDistance: Int {
        get { viewport.prefetchDistance }
        set { viewport.prefetchDistance = max(newValue, 0) }
    }

    /// Whether the loading footer shows below the last section (what a handler sets while it loads
    /// more, `ListHandler.isLoadingMore`; `tableFooterView` on iOS). It takes
    /// ``loadingFooterHeight`` of content.
    ///
    /// ```swift
    /// handler.isLoadingMore == view.isShowingLoadingFooter // true
    /// ```
    public var isShowingLoadingFooter: Bool {
        get { viewport.showsLoadingFooter }
        set {
            viewport.showsLoadingFooter = newValue
            setContentOffset(viewport.contentOffset)
        }
    }

    /// How far the content is scrolled: the content coordinate at the top of the viewport, in points.
    ///
    /// ```swift
    /// view.scroll(toOffset: 440)
    /// view.contentOffset // 440
    /// ```
    public var contentOffset: Double { viewport.contentOffset }

    /// The height of all the content: headers, rows and footers, plus the loading footer while it shows.
    ///
    /// ```swift
    /// view.contentHeight // 4400 for 100 rows of 44 points
    /// ```
    ///
    /// - Complexity: O(*n*) data-source calls.
    public var contentHeight: Double { layout().contentHeight }

    /// The largest content offset: the content height minus the viewport height, or 0.
    ///
    /// ```swift
    /// view.maximumContentOffset // 3960 for 100 rows of 44 points in 440
    /// ```
    ///
    /// - Complexity: O(*n*) data-source calls.
    public var maximumContentOffset: Double { max(0, contentHeight - viewport.height) }

    /// The rows at least partly inside the viewport, top to bottom (`indexPathsForVisibleRows`).
    ///
    /// ```swift
    /// view.indexPathsForVisibleItems.first // the first visible row
    /// ```
    ///
    /// - Complexity: O(*n*) data-source calls to lay out, O(log *n* + *v*) to find them.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleRows(in: layout()).map { $0.path }
    }

    /// The vertical extent of the row at `indexPath` in content coordinates (`rectForRow(at:)`), or
    /// `nil` when the view does not show that row.
    ///
    /// ```swift
    /// view.frameOfItem(at: IndexPath(item: 1, section: 0)) // 44.0..<88.0
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Returns: The row's top up to its bottom, or `nil`.
    /// - Complexity: O(*n*) data-source calls.
    public func frameOfItem(at indexPath: IndexPath) -> Range<Double>? {
        guard isValid(indexPath) else { return nil }
        guard let row = layout().rows.first(where: { $0.path == indexPath }) else { return nil }
        return row.top..<(row.top + row.height)
    }

    /// Scrolls, as the user's finger or `setContentOffset(_:animated:)` would: the offset is clamped
    /// to 0 through ``maximumContentOffset``; when it changed, the data source hears
    /// ``HeadlessListDataSource/headlessViewDidScroll(_:)`` and is asked to prefetch the rows just past
    /// the viewport in the direction of the scroll (and to cancel those it no longer needs).
    ///
    /// ```swift
    /// view.scroll(toOffset: view.maximumContentOffset) // to the end
    /// ```
    ///
    /// - Parameter offset: The content coordinate to show at the top of the viewport.
    /// - Complexity: O(*n*) data-source calls to lay out, plus the data source's reactions.
    public func scroll(toOffset offset: Double) {
        setContentOffset(offset)
    }

    /// Scrolls so that the row at `indexPath` shows at `position` (`scrollToRow(at:at:animated:)`):
    /// `ScrollPosition.nearest` scrolls the least that shows the whole row (not at all when it
    /// already shows). The offset is clamped as in ``scroll(toOffset:)``.
    ///
    /// ```swift
    /// view.scroll(to: IndexPath(item: 50, section: 0), position: .middle)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: A row the view shows.
    ///   - position: Where the row ends up; `ScrollPosition.top` by default.
    /// - Returns: `false`, and nothing scrolls, when the view does not show that row.
    /// - Complexity: O(*n*) data-source calls, plus the data source's reactions.
    @discardableResult
    public func scroll(to indexPath: IndexPath, position: ScrollPosition = .top) -> Bool {
        guard let frame = frameOfItem(at: indexPath) else { return false }
        let height = viewport.height
        let offset = viewport.contentOffset
        switch position {
        case .top: setContentOffset(frame.lowerBound)
        case .middle: setContentOffset((frame.lowerBound + frame.upperBound - height) / 2)
        case .bottom: setContentOffset(frame.upperBound - height)
        case .nearest:
            if frame.lowerBound < offset {
                setContentOffset(frame.lowerBound)
            } else if frame.upperBound > offset + height {
                setContentOffset(min(frame.upperBound - height, frame.lowerBound))
            }
        }
        return true
    }

    // MARK: - Internals

    /// Sets the content offset, clamped; reports the scroll and prefetches when it changed.
    func setContentOffset(_ offset: Double) {
        let layout = layout()
        let clamped = ContentOffsetRange(contentLength: layout.contentHeight, viewportLength: viewport.height)
            .clamped(offset)
        let old = viewport.contentOffset
        guard clamped != old else {
            loadAwaitingCells(rowsWithCells(layout))
            return updateDisplayed(layout)
        }
        viewport.contentOffset = clamped
        updatePrefetching(layout, scrollingDown: clamped > old)
        loadAwaitingCells(rowsWithCells(layout))
        updateDisplayed(layout)
        dataSource?.headlessViewDidScroll(self)
    }

    /// Tells the data source which rows stopped being displayed, then which started, since it was last
    /// told, in row order.
    func updateDisplayed(_ layout: HeadlessLayout) {
        let rows = visibleRows(in: layout)
        guard !rows.isEmpty || !viewport.displayed.isEmpty else { return }
        let now = rows.map { (cell: storedCells[$0.path.sectionIndex][$0.path.itemIndex], path: $0.path) }
        let ids = Set(now.lazy.map(\.cell.id))
        let before = Set(viewport.displayed.lazy.map(\.cell.id))
        let ended = viewport.displayed.filter { !ids.contains($0.cell.id) }
        viewport.displayed = now
        guard let dataSource else { return }
        for row in ended { dataSource.headlessView(self, didEndDisplaying: row.cell, forItemAt: row.path) }
        for row in now where !before.contains(row.cell.id) {
            dataSource.headlessView(self, willDisplay: row.cell, forItemAt: row.path)
        }
    }

    func rowsWithCells(_ layout: HeadlessLayout) -> Set<IndexPath> {
        viewport.prefetched.union(visibleRows(in: layout).lazy.map(\.path))
    }

    /// Reads the cells of the rows in ``awaitingCells`` (of those in `paths`, when given) from the data
    /// source, as UIKit dequeues a cell for a row that appears: nothing is checked, the cell is new.
    func loadAwaitingCells(_ paths: Set<IndexPath>? = nil) {
        guard !awaitingCells.isEmpty, let dataSource else { return }
        let loading = paths.map { awaitingCells.intersection($0) } ?? awaitingCells
        for path in loading.sorted() {
            storedCells[path[0]][path[1]] = dataSource.headlessView(self, cellForItemAt: path)
        }
        awaitingCells.subtract(loading)
    }

    /// After the shown rows changed (a reload, a batch, a drag): prefetched index paths are stale and
    /// forgotten, and the content offset keeps its value, clamped to the new content.
    func contentDidChange() {
        viewport.prefetched = []
        setContentOffset(viewport.contentOffset)
    }

    private func updatePrefetching(_ layout: HeadlessLayout, scrollingDown: Bool) {
        guard let dataSource else { return }
        let visible = visibleRange(in: layout)
        var wanted: [IndexPath] = []
        if viewport.prefetchDistance > 0, !visible.isEmpty {
            let range =
                scrollingDown
                ? visible.upperBound..<min(visible.upperBound + viewport.prefetchDistance, layout.rows.count)
                : max(visible.lowerBound - viewport.prefetchDistance, 0)..<visible.lowerBound
            wanted = layout.rows[range].map(\.path)
        }
        let visiblePaths = Set(layout.rows[visible].map(\.path))
        let wantedSet = Set(wanted)
        let cancelled = viewport.prefetched.filter { !wantedSet.contains($0) && !visiblePaths.contains($0) }.sorted()
        let started = wanted.filter { !viewport.prefetched.contains($0) }
        viewport.prefetched = wantedSet
        if !cancelled.isEmpty { dataSource.headlessView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !started.isEmpty { dataSource.headlessView(self, prefetchItemsAt: started) }
    }

    func visibleRows(in layout: HeadlessLayout) -> ArraySlice<(path: IndexPath, top: Double, height: Double)> {
        layout.rows[visibleRange(in: layout)]
    }

    private func visibleRange(in layout: HeadlessLayout) -> Range<Int> {
        let top = viewport.contentOffset
        let bottom = top + viewport.height
        guard viewport.height > 0 else { return 0..<0 }
        let first = layout.firstRow(endingBelow: top)
        var end = first
        while end < layout.rows.count, layout.rows[end].top < bottom { end += 1 }
        return first..<end
    }

    /// Lays out what the view shows, asking the data source for heights.
    func layout() -> HeadlessLayout {
        var layout = HeadlessLayout()
        guard let dataSource else { return layout }
        var y = 0.0
        layout.rows.reserveCapacity(storedCells.reduce(0) { $0 + $1.count })
        for section in storedCells.indices {
            y += max(0, dataSource.headlessView(self, heightForHeaderInSection: section))
            for item in storedCells[section].indices {
                let path = IndexPath(section: section, item: item)
                let height = max(0, dataSource.headlessView(self, heightForItemAt: path))
                layout.rows.append((path, y, height))
                y += height
            }
            y += max(0, dataSource.headlessView(self, heightForFooterInSection: section))
        }
        if viewport.showsLoadingFooter { y += viewport.loadingFooterHeight }
        layout.contentHeight = y
        return layout
    }
}

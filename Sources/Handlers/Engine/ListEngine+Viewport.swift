@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The engine's part in scrolling: it reads the visible items before showing an update and puts the
// first surviving one back in place after it (``ScrollAnchor/firstVisibleItem``), performs a scroll to
// an item once a step shows that item, and lets "load more" see the list's end (ListEngine+LoadMore.swift).
//
// `ListEngine` calls ``captureAnchor(_:)`` before it shows an update (a step's batches, an idle edit's
// batch, a reload) and ``didShow()`` right after (batches issued, or `reloadData` done).

extension ListEngine {
    /// Before showing an update: under ``ScrollAnchor/firstVisibleItem``, remembers the items the view
    /// has in its viewport (read from `shown`, the data it shows now) and their offsets.
    func captureAnchor(_ shown: SectionedData<Item>) {
        guard viewport.anchorPolicy == .firstVisibleItem, let view else {
            viewport.anchor = []
            viewport.anchorPath = nil
            return
        }
        viewport.anchor = []
        viewport.anchorPath = nil
        for visible in view.visibleItems {
            guard let item = shown.shownItem(at: visible.indexPath) else { continue }
            if viewport.anchorPath == nil { viewport.anchorPath = visible.indexPath }
            viewport.anchor.append((item: item, offset: visible.offset))
        }
    }

    /// Whether `changeset` must run without animation to keep the anchor still: under
    /// ``ScrollAnchor/firstVisibleItem``, when it changes rows at or above the first visible item.
    func keepsAnchorStill(_ changeset: Changeset) -> Bool {
        guard !viewport.anchor.isEmpty, let path = viewport.anchorPath else { return false }
        return changeset.changesRows(atOrAbove: path)
    }

    /// After the view was shown an update: restores the anchor, performs or drops a pending scroll, and
    /// rearms "load more" when items follow the end it awaits.
    func didShow() {
        let anchor = viewport.anchor
        viewport.anchor = []
        viewport.anchorPath = nil
        guard let view else { return }
        let shown = displayedData
        for (item, offset) in anchor {
            guard let path = identity.path(item, shown), shown.shownItem(at: path) != nil else { continue }
            view.scrollItem(at: path, toOffset: offset)
            break
        }
        performPendingScroll()
        loadMoreDidShow()
    }

    /// Shows or hides the loading footer; inside the view's pass (a scroll callback), once it is over:
    /// making room for it changes the content inset, which scrolls the view again (N11, issue #38).
    func showLoadingFooter(_ visible: Bool) {
        guard let view, callbacks.isInViewPass else { return view?.setLoadingFooterVisible(visible) ?? () }
        viewport.footerAfterPass = visible
        view.waitForCommittedUpdates()
    }

    /// The view laid out: what waited for the end of its pass or for a size (the footer, a scroll) is shown.
    func viewDidLayOut() {
        if let visible = viewport.footerAfterPass, !callbacks.isInViewPass {
            viewport.footerAfterPass = nil
            view?.setLoadingFooterVisible(visible)
        }
        performPendingScroll()
    }

    /// Waits for the item to be shown, the view to have a size (before its first layout it has none,
    /// and the scroll would be lost) and the user's drag to end (the content would jump under the
    /// finger, N6, issue #38).
    func performPendingScroll() {
        guard let request = viewport.pendingScroll, let view else { return }
        if callbacks.isInViewPass { return view.waitForCommittedUpdates() }  // a scroll re-enters its layout
        let shown = displayedData
        if let path = Self.firstPath(in: shown, where: request.matches), shown.shownItem(at: path) != nil {
            guard view.canScroll, !view.isUserScrolling else { return }
            viewport.pendingScroll = nil
            view.scrollToItem(at: path, position: request.position, animated: request.animated)
        } else if isViewUpToDate, Self.firstPath(in: data, where: request.matches) == nil {
            viewport.pendingScroll = nil
        }
    }

    /// Scrolls to the first item of ``data`` that `matches`, at once when the view is up to date, else
    /// once a step shows it; `false` (and nothing changes) when ``data`` has no such item.
    func scroll(to matches: @escaping (Item) -> Bool, position: ScrollPosition, animated: Bool) -> Bool {
        guard Self.firstPath(in: data, where: matches) != nil else { return false }
        viewport.pendingScroll = ViewportState.ScrollRequest(matches: matches, position: position, animated: animated)
        if isViewUpToDate { didShow() }
        return true
    }

    static func firstPath(in data: SectionedData<Item>, where matches: (Item) -> Bool) -> IndexPath? {
        for (section, content) in data.sections.enumerated() {
            if let item = content.items.firstIndex(where: matches) { return IndexPath(section: section, item: item) }
        }
        return nil
    }
}

extension SectionedData {
    var shownItemCount: Int { hasCollapsedSections ? shownItemCounts.reduce(0, +) : itemCount }
}

import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

@MainActor
@Suite("Handler: load more and the loading footer")
struct HandlerPaginationTests {
    @Test("load more fires once within N rows of the end, and again only after new items were shown")
    func firesOnce() throws {
        let handler = makeScrollingHandler(numbered(30))
        handler.loadMoreThreshold = 5
        var fired = 0
        handler.onLoadMore = { fired += 1 }
        handler.view.scroll(toOffset: 13 * 44)  // rows 13…22 visible: 7 left below
        #expect(fired == 0)
        handler.view.scroll(toOffset: 15 * 44)  // 24 is the last visible: 5 left
        #expect(fired == 1)
        #expect(handler.isLoadingMore)
        #expect(handler.view.isShowingLoadingFooter)
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        handler.view.scroll(toOffset: 15 * 44)
        #expect(fired == 1)
        try handler.addData(numbered(30, "page2"))
        #expect(!handler.isLoadingMore)
        #expect(!handler.view.isShowingLoadingFooter)
        handler.view.scroll(toOffset: 16 * 44)  // far from the new end
        #expect(fired == 1)
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(fired == 2)
        expectConsistent(handler)
    }

    @Test("an edit that leaves the end keeps it loading; finishLoadingMore then asks again only once the end changed")
    func finishRearms() throws {
        let handler = makeScrollingHandler(numbered(12))
        var fired = 0
        handler.onLoadMore = { fired += 1 }
        handler.view.scroll(toOffset: 44)
        #expect(fired == 1)
        handler.removeData([person("p0")])
        handler.view.scroll(toOffset: 0)
        handler.view.scroll(toOffset: 44)
        #expect(fired == 1)
        #expect(handler.isLoadingMore)
        handler.finishLoadingMore()  // a failed page: the edit above the end is no reason to ask at once (#38, N4)
        #expect(fired == 1)
        #expect(!handler.view.isShowingLoadingFooter)
        handler.view.scroll(toOffset: 0)
        #expect(fired == 1)
        handler.removeData([person("p11")])  // the end changed
        handler.visibleItemsChanged(handler.view.indexPathsForVisibleItems)  // a scroll report
        #expect(fired == 2)
        #expect(handler.view.isShowingLoadingFooter)
    }

    @Test("a refresh while a page loads: finishLoadingMore asks at once for the new list's page when its end shows")
    func refreshThenFinish() throws {
        let handler = makeScrollingHandler(numbered(30))
        var fired = 0
        handler.onLoadMore = { fired += 1 }
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(fired == 1)
        try handler.apply(SectionedData(items: numbered(8, "fresh")))  // pull-to-refresh: the whole list fits
        #expect(handler.isLoadingMore)  // the old list's page is still loading
        #expect(fired == 1)
        handler.finishLoadingMore()  // the app dropped that page
        #expect(fired == 2)
        #expect(handler.isLoadingMore)
        #expect(handler.view.isShowingLoadingFooter)
        expectConsistent(handler)
    }

    @Test("a failed page: finishLoadingMore asks again only after the user scrolls away from the end and back")
    func failedPageWaitsForAScroll() throws {
        let handler = makeScrollingHandler(numbered(30))
        var fired = 0
        handler.onLoadMore = { fired += 1 }
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(fired == 1)
        handler.finishLoadingMore()  // hiding the footer moves the viewport: still no retry
        #expect(fired == 1)
        #expect(!handler.isLoadingMore)
        #expect(!handler.view.isShowingLoadingFooter)
        handler.view.scroll(toOffset: handler.view.maximumContentOffset - 44)  // still near the end
        #expect(fired == 1)
        handler.view.scroll(toOffset: 0)
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(fired == 2)
    }

    @Test("a failed page of a list that fits: no retry loop; a refresh, then a scroll report, asks again")
    func failedPageOfAShortList() throws {
        let handler = makeScrollingHandler(numbered(3))
        var fired = 0
        handler.onLoadMore = { [unowned handler] in
            fired += 1
            if fired < 10 { handler.finishLoadingMore() }  // a page that fails at once
        }
        handler.visibleItemsChanged(handler.view.indexPathsForVisibleItems)
        #expect(fired == 1)
        #expect(!handler.isLoadingMore)
        try handler.apply(SectionedData(items: numbered(4, "fresh")))
        handler.visibleItemsChanged(handler.view.indexPathsForVisibleItems)
        #expect(fired == 2)
    }

    @Test("under manual animations, the footer goes when the step that shows the new page is issued")
    func footerWhileAnimating() throws {
        let handler = makeScrollingHandler(numbered(12), mode: .manual)
        handler.onLoadMore = {}
        try handler.addData(numbered(1, "x"))  // animating: the view shows 13 rows
        handler.view.scroll(toOffset: 3 * 44)
        #expect(handler.isLoadingMore)
        try handler.addData(numbered(20, "page2"))  // queued
        #expect(handler.view.isShowingLoadingFooter)
        handler.view.finishAnimations()
        #expect(!handler.view.isShowingLoadingFooter)
        #expect(!handler.isLoadingMore)
        handler.view.finishAnimations()
        expectConsistent(handler)
    }

    @Test("across apply: a new page applied as a whole data set rearms the trigger")
    func acrossApply() throws {
        let handler = makeScrollingHandler(numbered(12))
        var fired = 0
        handler.onLoadMore = { fired += 1 }
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        try handler.apply(SectionedData(items: numbered(40)))
        #expect(!handler.isLoadingMore)
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(fired == 2)
    }

    @Test(
        "the trigger state machine, seeded: fires near the end unless loading or waiting for the end to leave or change"
    )
    func triggerProperty() {
        var rng = SeededGenerator(seed: TestSeed.base ^ 0x10AD_3043)
        var trigger = LoadMoreTrigger()
        var count = 50
        var end = 0  // the list's end, as an identity: a new value when it changes
        var endWhenFired = 0
        var mustLeaveEnd = false
        for _ in 0..<2000 {
            trigger.threshold = Int.random(in: 0...8, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0:  // an edit above the end, or one that changes it
                count += Int.random(in: -2...5, using: &rng)
                if Bool.random(using: &rng) { end += 1 }
            case 1:
                let changed = end != endWhenFired
                if trigger.finish(endChanged: changed) { mustLeaveEnd = !changed }
            case 2:  // the page: items after the end
                count += Int.random(in: 1...5, using: &rng)
                end += 1
                _ = trigger.itemsFollowEnd()
                #expect(!trigger.isLoading)
            default:
                let last = Int.random(in: -1..<(count + 2), using: &rng)
                let wasLoading = trigger.isLoading
                let fired = trigger.visibleItemsChanged(
                    lastVisible: last < 0 ? nil : last, itemCount: count, endChanged: { end != endWhenFired })
                let isNearEnd = last >= 0 && last < count && count - 1 - last <= trigger.threshold
                let waits = mustLeaveEnd && end == endWhenFired
                #expect(fired == (!wasLoading && isNearEnd && !waits))
                if fired {
                    endWhenFired = end
                    mustLeaveEnd = false
                } else if !wasLoading, last >= 0, last < count, !isNearEnd || end != endWhenFired {
                    mustLeaveEnd = false
                }
            }
            count = max(count, 0)
        }
    }
}

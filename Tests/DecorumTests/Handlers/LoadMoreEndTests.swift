import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// Issue #38, N4: what ends "load more" and what asks again is whether the list's END changed, not
// whether anything did. Loading never sticks (rows went while a page loaded; a refresh queued behind
// an animation), and a failing page is never asked for again at once because of edits that left the
// end as it was (an offline feed with live updates).
@MainActor
@Suite("Handler: load more follows the list's end")
struct LoadMoreEndTests {
    @Test("a page that arrives after rows were deleted while it loaded ends loading and hides the spinner")
    func pageAfterRowsWentEndsLoading() throws {
        let handler = makeScrollingHandler(numbered(30))
        var asked = 0
        handler.onLoadMore = { asked += 1 }
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(asked == 1)
        _ = handler.removeData(numbered(6))  // the user deleted six mails while the page loaded
        #expect(handler.isLoadingMore)  // the end is the same: still waiting for the page
        try handler.addData(numbered(4, "page2"))  // 28 rows: fewer than when it asked
        #expect(!handler.isLoadingMore)
        #expect(!handler.view.isShowingLoadingFooter)
        handler.view.scroll(toOffset: 0)
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(asked == 2)  // rearmed: the next page is asked for
        expectConsistent(handler)
    }

    @Test("a failed page is not asked for again at once because live updates changed rows above the end")
    func failedPageIgnoresEditsAboveTheEnd() throws {
        let handler = makeScrollingHandler(numbered(30))
        var asked = 0
        handler.onLoadMore = { asked += 1 }
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(asked == 1)
        try handler.insertData([person("new mail")], at: IndexPath(item: 0, section: 0))  // offline, live updates
        try handler.upsert([person("p3", "renamed")])
        handler.finishLoadingMore()  // the page failed
        #expect(asked == 1)
        #expect(!handler.isLoadingMore && !handler.view.isShowingLoadingFooter)
        _ = handler.removeData([person("p5")])  // another live update, the end still in view
        handler.view.scroll(toOffset: handler.view.maximumContentOffset - 44)
        #expect(asked == 1)  // no retry until the user scrolls away and back
        handler.view.scroll(toOffset: 0)
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(asked == 2)
        expectConsistent(handler)
    }

    @Test("a refresh queued behind an animation, then the new list's page: loading ends, each page asked once")
    func refreshQueuedBehindAnAnimation() throws {
        let handler = makeScrollingHandler(numbered(30), mode: .manual)
        var asked = 0
        handler.onLoadMore = { asked += 1 }
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        #expect(asked == 1)
        _ = handler.removeData([person("p0")])  // a mail deleted elsewhere: animating
        try handler.apply(SectionedData(items: numbered(5, "fresh")))  // pull-to-refresh, queued behind it
        handler.finishLoadingMore()  // the old list's page is dropped, as the article advises
        handler.view.finishAnimations()  // the refresh shows: five rows, the end in view
        handler.view.finishAnimations()
        #expect(asked == 2)  // the new list's next page
        #expect(handler.isLoadingMore && handler.view.isShowingLoadingFooter)
        try handler.addData(numbered(10, "page2"))
        handler.view.finishAnimations()
        #expect(!handler.isLoadingMore)
        #expect(!handler.view.isShowingLoadingFooter)
        #expect(asked == 2)
        expectConsistent(handler)
    }

    @Test("a page added, then finishLoadingMore while its rows still wait behind an animation: no second ask")
    func finishAfterAQueuedPage() throws {
        let handler = makeScrollingHandler(numbered(30), mode: .manual)
        var asked = 0
        handler.onLoadMore = { asked += 1 }
        handler.view.scroll(toOffset: handler.view.maximumContentOffset)
        _ = handler.removeData([person("p0")])  // a mail deleted elsewhere: animating
        try handler.addData(numbered(20, "page2"))  // queued
        handler.finishLoadingMore()  // the app always finishes after a page
        #expect(asked == 1)
        handler.view.finishAnimations()
        handler.view.finishAnimations()
        #expect(asked == 1)  // the user is 20 rows from the new end
        #expect(!handler.isLoadingMore && !handler.view.isShowingLoadingFooter)
        expectConsistent(handler)
    }
}

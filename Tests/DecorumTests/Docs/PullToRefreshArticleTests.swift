// Sources/Decorum/Decorum.docc/PullToRefreshAndLoadMore.md: the feed logic, the tests' decorator and the tests,
// compiled and run with the suite. SnippetTests checks that the article shows this very code; the
// article's own tests also run as printed (DocsAsReadTests).
import Decorum
import DecorumTesting
import Foundation
import Testing

@MainActor
@Suite("Article: pull to refresh and load more")
struct PullToRefreshArticle {
    struct FeedPost: Identifiable, Hashable, Sendable, Updatable {
        let id: Int
        var title: String
        var imageURL: URL?

        mutating func update(from copy: FeedPost) { self = copy }  // a newer version of the post
    }

    // snippet: pull-to-refresh-logic
    /// The feed's logic, shared by the screen and its tests: "load more" asks for the page after the
    /// last post; a refresh starts the feed again and drops the page the old feed was loading.
    @MainActor
    final class FeedLogic<Decorator: CellDecorator> where Decorator.Data == FeedPost {
        struct PageRequest: Equatable, Sendable {
            var after: Int?
            var feed: Int  // which feed asked: a refresh starts a new one
        }

        let handler: ListHandler<Decorator>
        var onRequest: (PageRequest) -> Void = { _ in }  // the app's networking
        private var feed = 0

        init(handler: ListHandler<Decorator>) {
            self.handler = handler
            handler.onLoadMore = { [weak self] in self?.requestNextPage() }  // the handler may outlive it
        }

        private func requestNextPage() {
            onRequest(PageRequest(after: handler.data.allItems.last?.id, feed: feed))
        }

        /// Pull-to-refresh: the first page of a new feed.
        func refreshed(_ firstPage: [FeedPost]) throws(ListEditError) {
            feed += 1
            defer { handler.finishLoadingMore() }  // if a page was loading, it is the old feed's: ask again
            try handler.apply(SectionedData(items: firstPage))
        }

        /// A page arrived, or failed (`nil`).
        func pageArrived(_ page: [FeedPost]?, for request: PageRequest) throws(ListEditError) {
            guard request.feed == feed else { return }  // the old feed's page: dropped
            defer { handler.finishLoadingMore() }  // whatever came, the spinner stops
            try handler.upsert(page ?? [])  // posts already shown (the pages shifted) are updated, not repeated
        }
    }
    // end snippet

    // snippet: pull-to-refresh-test-decorator
    final class PostRow {
        var text = ""
    }

    struct PostDecorator: CellDecorator {
        static func update(_ cell: PostRow, with post: FeedPost) { cell.text = post.title }
    }

    func posts(_ ids: ClosedRange<Int>) -> [FeedPost] { ids.map { FeedPost(id: $0, title: "post \($0)") } }
    // end snippet

    // snippet: pull-to-refresh-tests
    @Test @MainActor func aRefreshDropsTheOldFeedsPageAndAsksForTheNewFeedsNext() throws {
        let view = HeadlessListView()
        view.viewportHeight = 440  // ten 44-point rows
        let handler = try HeadlessHandler<PostDecorator>(view: view, data: SectionedData(items: posts(1...30)))
        let feed = FeedLogic(handler: handler)
        var requests: [FeedLogic<PostDecorator>.PageRequest] = []
        feed.onRequest = { requests.append($0) }

        view.scroll(toOffset: view.maximumContentOffset)
        #expect(requests.map(\.after) == [30])  // near the end: the page after post 30

        try feed.refreshed(posts(101...105))  // five posts: the end is in view
        #expect(requests.map(\.after) == [30, 105])  // the new feed's next page, at once
        #expect(handler.isLoadingMore && view.isShowingLoadingFooter)

        try feed.pageArrived(posts(31...40), for: requests[0])  // the old feed's page: dropped
        try feed.pageArrived(posts(106...115), for: requests[1])
        #expect(handler.data.allItems.map(\.id) == Array(101...115))
        #expect(!handler.isLoadingMore && !view.isShowingLoadingFooter)
    }

    @Test @MainActor func aFailedPageIsAskedForAgainOnlyAfterTheUserScrollsBack() throws {
        let view = HeadlessListView()
        view.viewportHeight = 440
        let handler = try HeadlessHandler<PostDecorator>(view: view, data: SectionedData(items: posts(1...30)))
        let feed = FeedLogic(handler: handler)
        var requests: [FeedLogic<PostDecorator>.PageRequest] = []
        feed.onRequest = { requests.append($0) }

        view.scroll(toOffset: view.maximumContentOffset)
        try feed.pageArrived(nil, for: requests[0])  // failed: no retry in a loop
        #expect(requests.count == 1 && !view.isShowingLoadingFooter)
        try handler.upsert([FeedPost(id: 3, title: "edited")])  // a live update above the end
        view.scroll(toOffset: view.maximumContentOffset - 44)
        #expect(requests.count == 1)  // still no retry
        view.scroll(toOffset: 0)
        view.scroll(toOffset: view.maximumContentOffset)
        #expect(requests.map(\.after) == [30, 30])
    }

    @Test @MainActor func aPageThatRepeatsShownPostsStillStopsTheSpinner() throws {
        let view = HeadlessListView()
        view.viewportHeight = 440
        let handler = try HeadlessHandler<PostDecorator>(view: view, data: SectionedData(items: posts(1...30)))
        let feed = FeedLogic(handler: handler)
        var requests: [FeedLogic<PostDecorator>.PageRequest] = []
        feed.onRequest = { requests.append($0) }

        view.scroll(toOffset: view.maximumContentOffset)
        try feed.pageArrived(posts(28...37), for: requests[0])  // two new posts at the top shifted the pages
        #expect(handler.data.allItems.map(\.id) == Array(1...37))
        #expect(!handler.isLoadingMore && !view.isShowingLoadingFooter)

        view.scroll(toOffset: view.maximumContentOffset)
        try feed.pageArrived(posts(36...37), for: requests[1])  // nothing new: loading still ends
        #expect(!handler.isLoadingMore && !view.isShowingLoadingFooter)
        #expect(requests.count == 2)  // and the same page is not asked for in a loop
    }
    // end snippet

    /// Issue #38: with `[unowned self]`, a logic object the test (or screen) let go crashed the process at
    /// the next scroll near the end.
    @Test @MainActor func aFeedLogicLetGoLeavesTheListWorkingNotCrashed() throws {
        let view = HeadlessListView()
        view.viewportHeight = 440
        let handler = try HeadlessHandler<PostDecorator>(view: view, data: SectionedData(items: posts(1...30)))
        _ = FeedLogic(handler: handler)  // thrown away at once
        view.scroll(toOffset: view.maximumContentOffset)
        #expect(handler.isLoadingMore)
        handler.finishLoadingMore()
        #expect(!view.isShowingLoadingFooter)
    }
}

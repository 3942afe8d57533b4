// Sources/Decorum/Decorum.docc/ScrollingAndPagination.md and PullToRefreshAndLoadMore.md. UIKit: compiled
// for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct FeedPost: Identifiable, Hashable, Sendable, Updatable {
    let id: Int
    var title: String
    var imageURL: URL?

    mutating func update(from copy: FeedPost) { self = copy }  // a newer version of the post
}

final class FeedPostCell: UITableViewCell {}

struct FeedPostDecorator: CellDecorator {
    static func update(_ cell: FeedPostCell, with post: FeedPost) {
        cell.textLabel?.text = post.title
    }
}

/// Stands in for the app's networking: an ordinary class, not on the main actor, whose completion
/// handlers are `@Sendable` and run on a queue of its own.
final class FeedAPI {
    func nextPage(after last: FeedPost?, completion: @escaping @Sendable ([FeedPost]?) -> Void) {
        DispatchQueue.global().async { completion([]) }
    }
    func preloadImages(_ urls: [URL]) {}
    func cancelImages(_ urls: [URL]) {}
}

// snippet: scrolling-feed
final class FeedViewController: UITableViewController {
    private var handler: TableViewHandler<FeedPostDecorator>!
    private let api = FeedAPI()

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<FeedPostDecorator>(tableView: tableView)
        handler.loadingFooterView = UIActivityIndicatorView(style: .medium)
        handler.loadMoreThreshold = 10
        handler.onLoadMore = { [weak self] in self?.loadNextPage() }
        handler.onPrefetch = { [weak self] posts in self?.api.preloadImages(posts.compactMap(\.imageURL)) }
        handler.onCancelPrefetch = { [weak self] posts in self?.api.cancelImages(posts.compactMap(\.imageURL)) }
        loadNextPage()
    }

    private func loadNextPage() {
        api.nextPage(after: handler.data.allItems.last) { [weak self] page in  // on the API's own queue
            Task { @MainActor in self?.show(page) }  // back on the main actor, carrying the page only
        }
    }

    private func show(_ page: [FeedPost]?) {
        defer { handler.finishLoadingMore() }  // whatever came, the spinner stops
        guard let page else { return }  // failed: asked again once the user scrolls away and back
        if page.isEmpty { handler.onLoadMore = nil }  // the end of the feed
        do {
            try handler.upsert(page)  // posts already shown are updated, the others added
        } catch {
            print("a page that repeats a post: \(error)")  // nothing added; loading still ends
        }
    }
}
// end snippet

// The feed logic of PullToRefreshAndLoadMore.md, as Tests/DecorumTests/Docs/PullToRefreshArticleTests.swift
// runs it.
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

// snippet: scrolling-refresh-screen
final class RefreshingFeedViewController: UITableViewController {
    private var feed: FeedLogic<FeedPostDecorator>!
    private let api = FeedAPI()

    override func viewDidLoad() {
        super.viewDidLoad()
        let handler = TableViewHandler<FeedPostDecorator>(tableView: tableView)
        handler.loadingFooterView = UIActivityIndicatorView(style: .medium)
        feed = FeedLogic(handler: handler)
        feed.onRequest = { [weak self] request in self?.load(request) }
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
    }

    @objc private func refresh() {
        api.nextPage(after: nil) { [weak self] page in
            Task { @MainActor in
                self?.refreshControl?.endRefreshing()
                if let page { try? self?.feed.refreshed(page) }
            }
        }
    }

    private func load(_ request: FeedLogic<FeedPostDecorator>.PageRequest) {
        api.nextPage(after: feed.handler.data.allItems.last) { [weak self] page in
            Task { @MainActor in try? self?.feed.pageArrived(page, for: request) }
        }
    }
}
// end snippet

// snippet: scrolling-chat
final class ChatViewController: UITableViewController {
    private var handler: TableViewHandler<FeedPostDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<FeedPostDecorator>(tableView: tableView)
        handler.scrollAnchor = .firstVisibleItem  // older messages load above without a jump
    }

    func olderMessagesArrived(_ older: [FeedPost]) throws {
        try handler.insertData(older, at: IndexPath(item: 0, section: 0))
    }

    func send(_ message: FeedPost) throws {
        try handler.addData([message])
        try handler.scrollTo(item: message, position: .bottom)  // once its row is shown
    }
}
// end snippet
#endif

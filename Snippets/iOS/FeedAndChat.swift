// Sources/Decorum.docc/ScrollingAndPagination.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct FeedPost: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
    var imageURL: URL?
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
        guard let page, !page.isEmpty else {
            handler.finishLoadingMore()  // failed or empty: hide the spinner, retry on the next scroll
            if page?.isEmpty == true { handler.onLoadMore = nil }  // the end of the feed
            return
        }
        try? handler.addData(page)  // hides the spinner, rearms onLoadMore
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

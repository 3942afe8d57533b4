import Decorum
import UIKit

/// One post of the infinite feed, or one chat message.
struct Post: Identifiable, Hashable, Sendable {
    let id: Int
    var text: String
}

final class PostCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
    }

    required init?(coder: NSCoder) { nil }
}

struct PostDecorator: CellDecorator {
    static func update(_ cell: PostCell, with post: Post) {
        cell.textLabel?.text = post.text
        cell.detailTextLabel?.text = "#\(post.id)"
    }
}

/// A fake network: pages of 20 posts after a short delay, 10 pages in all.
@MainActor
enum FakeFeedServer {
    static func page(after last: Int, completion: @escaping @MainActor ([Post]) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
            let page = last >= 200 ? [] : (last + 1...last + 20).map { Post(id: $0, text: "Post number \($0)") }
            completion(page)
        }
    }
}

/// Infinite scroll: the handler fires `onLoadMore` once when the user comes within 10 rows of the end,
/// shows a spinner as the table's footer while the page loads, and fires again only after new rows
/// arrived.
final class FeedViewController: UITableViewController {
    private var handler: TableViewHandler<PostDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Infinite feed"
        handler = TableViewHandler<PostDecorator>(tableView: tableView)
        handler.loadingFooterView = UIActivityIndicatorView(style: .medium)
        handler.loadMoreThreshold = 10
        handler.onLoadMore = { [weak self] in self?.loadNextPage() }
        loadNextPage()
    }

    private func loadNextPage() {
        FakeFeedServer.page(after: handler.data.allItems.last?.id ?? 0) { [weak self] page in
            guard let self else { return }
            defer { self.handler.finishLoadingMore() }  // whatever came, the spinner stops (no-op after new rows)
            guard !page.isEmpty else {
                self.handler.onLoadMore = nil  // the end of the feed
                self.title = "Infinite feed (all \(self.handler.data.itemCount))"
                return
            }
            try? self.handler.addData(page)  // new rows hide the spinner and rearm the trigger
        }
    }
}

/// A chat: it opens at its last message (a scroll asked for in `viewDidLoad` waits for the first layout),
/// older messages load above the visible ones without moving them, animated or not (`scrollAnchor =
/// .firstVisibleItem`), a sent message scrolls into view once its row is shown, and a swipe offers the
/// controller's own actions (the table's delegate before the handler, which asks it for them).
final class ChatViewController: UITableViewController {
    private var handler: TableViewHandler<PostDecorator>!
    private var oldest = 1_000

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        handler = TableViewHandler<PostDecorator>(tableView: tableView)
        handler.scrollAnchor = .firstVisibleItem
        let messages = (oldest..<oldest + 30).map { Post(id: $0, text: "Message \($0)") }
        try? handler.addData(messages, animated: false)
        try? handler.scrollTo(id: messages[messages.count - 1].id, position: .bottom, animated: false)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Send", style: .plain, target: self, action: #selector(send)),
            UIBarButtonItem(title: "Older", style: .plain, target: self, action: #selector(loadOlder)),
        ]
    }

    /// Prepends 20 older messages: the rows on screen stay where they are.
    @objc private func loadOlder() {
        let older = (oldest - 20..<oldest).map { Post(id: $0, text: "Older message \($0)") }
        oldest -= 20
        try? handler.insertData(older, at: IndexPath(item: 0, section: 0))
    }

    /// "Unsend", on the message the row shows (the handler's data may be ahead of the table while rows
    /// animate: `displayedItem(at:)` names what the user swiped).
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let message = handler.displayedItem(at: indexPath) else { return nil }
        let unsend = UIContextualAction(style: .destructive, title: "Unsend") { [weak self] _, _, done in
            self?.handler.removeData([message])
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [unsend])
    }

    /// Appends a message and scrolls to it.
    @objc private func send() {
        let id = (handler.data.allItems.last?.id ?? 0) + 1
        let message = Post(id: id, text: "Sent message \(id)")
        try? handler.addData([message])
        try? handler.scrollTo(item: message, position: .bottom)
    }
}

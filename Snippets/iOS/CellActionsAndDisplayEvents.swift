// Sources/Decorum/Decorum.docc/CellActionsAndDisplayEvents.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct Post: Identifiable, Hashable, Sendable, Updatable {
    let id: Int
    var text: String
    var likes: Int
    var imageURL: URL?

    mutating func update(from newer: Post) { self = newer }
}

/// The app's image loader and server.
@MainActor
final class ImageLoader {
    func start(_ url: URL?, for id: Post.ID) {}
    func cancel(for id: Post.ID) {}
}

@MainActor
final class PostsAPI {
    func like(_ id: Post.ID) {}
}

@MainActor
final class Impressions {
    func record(_ id: Post.ID) {}
}

// snippet: actions-cell
extension CellAction {
    static let like: CellAction = "like"
}

final class PostCell: UITableViewCell, ActionSendingCell {
    var cellActions: CellActions?  // set by the handler, for the post this cell shows
    let likeButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(likeButton)
        likeButton.addTarget(self, action: #selector(likeTapped), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func likeTapped() {
        cellActions?.send(.like)
    }
}

struct PostDecorator: CellDecorator {
    static func update(_ cell: PostCell, with post: Post) {
        cell.textLabel?.text = post.text
        cell.likeButton.setTitle("♥ \(post.likes)", for: .normal)
    }
}
// end snippet

final class PostsViewController: UITableViewController {
    private var handler: TableViewHandler<PostDecorator>!
    private let api = PostsAPI()
    private let images = ImageLoader()
    private let impressions = Impressions()

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<PostDecorator>(tableView: tableView)
        // snippet: actions-handler
        handler.onCellAction = { [weak self] action, post in
            guard action == .like, let self else { return }
            api.like(post.id)
            var liked = post
            liked.likes += 1
            try? handler.upsert([liked])  // the row refreshes in place
        }
        // end snippet
        // snippet: display-events
        handler.onWillDisplay = { [weak self] post in
            self?.impressions.record(post.id)
            self?.images.start(post.imageURL, for: post.id)
        }
        handler.onDidEndDisplaying = { [weak self] id in
            self?.images.cancel(for: id)  // the post may be gone from the data: only its identity is told
        }
        // end snippet
    }
}
#endif

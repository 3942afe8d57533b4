// Drop placeholders of table and collection views.
import DecorumBatchRules
import DecorumCore

/// Apple: "UICollectionViewDropPlaceholder": a cell the view shows where a drop's content will go, at
/// `insertionIndexPath`, until the drop's data arrives.
@MainActor
open class UICollectionViewDropPlaceholder {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

/// Apple: "UITableViewDropPlaceholder": the table's counterpart, a row of `rowHeight`.
@MainActor
open class UITableViewDropPlaceholder {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    public let rowHeight: CGFloat

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}

/// Apple: "UICollectionViewDropPlaceholderContext".
@MainActor
public protocol UICollectionViewDropPlaceholderContext: AnyObject {
    /// Apple: "commitInsertion(dataSourceUpdates:)": "Exchanges the placeholder for the final content";
    /// in the block, "update your data source"; the view then checks its counts against the data
    /// source's, as after a batch.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Apple: "deletePlaceholder()": the placeholder goes, and nothing is inserted.
    @discardableResult
    func deletePlaceholder() -> Bool
}

/// Apple: "UITableViewDropPlaceholderContext": as the collection view's.
@MainActor
public protocol UITableViewDropPlaceholderContext: AnyObject {
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    @discardableResult
    func deletePlaceholder() -> Bool
}

/// A placeholder the stand-in's view shows: a row in its own bookkeeping that the data source does not
/// have; while it shows, `hasUncommittedUpdates` is `true` (Apple: "hasUncommittedUpdates": "has drop
/// placeholders").
@MainActor
final class StandInPlaceholderContext: UICollectionViewDropPlaceholderContext, UITableViewDropPlaceholderContext {
    private let core: ListCore
    private let name: Int?

    init(_ core: ListCore, at path: IndexPath) {
        self.core = core
        name = core.insertPlaceholder(at: path)
        core.owner.setNeedsLayout()
    }

    /// Apple: "commitInsertion(dataSourceUpdates:)": "false if the placeholder was no longer in the
    /// table view" (committed, deleted, or discarded by a reload); the block gets where it is now.
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let name, let path = core.placeholderPath(name) else { return false }
        // While the view still counts the placeholder (hasUncommittedUpdates).
        dataSourceUpdates(core.dataSourceInsertionPath(path))
        core.update(at: path) { $0.placeholder = nil }
        core.placeholders -= 1
        core.checkCountsAfterDrop()
        core.owner.setNeedsLayout()
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let name, let path = core.placeholderPath(name) else { return false }
        core.placeholders -= 1
        core.removePlaceholder(at: path)
        core.checkCountsAfterDrop()
        core.owner.setNeedsLayout()
        return true
    }
}

extension UICollectionView {
    /// Stand-in only, what a drop coordinator's `drop(_:to:)` with a placeholder does: the view inserts a
    /// placeholder row at its insertion index path, in its own bookkeeping, without asking the data
    /// source; the app commits or deletes it through the returned context.
    public func standInInsertPlaceholder(
        _ placeholder: UICollectionViewDropPlaceholder
    ) -> any UICollectionViewDropPlaceholderContext {
        StandInPlaceholderContext(core, at: placeholder.insertionIndexPath)
    }
}

extension UITableView {
    /// Stand-in only, the table's counterpart of `UICollectionView.standInInsertPlaceholder(_:)`.
    public func standInInsertPlaceholder(
        _ placeholder: UITableViewDropPlaceholder
    ) -> any UITableViewDropPlaceholderContext {
        StandInPlaceholderContext(core, at: placeholder.insertionIndexPath)
    }
}

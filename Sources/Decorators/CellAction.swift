/// The name of something a cell's control does: "like", "follow", "retry". Sent through
/// ``CellActions`` and received by ``ListHandler/onCellAction`` with the item the cell shows.
///
/// ```swift
/// extension CellAction {
///     static let like: CellAction = "like"
/// }
/// ```
public struct CellAction: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name.
    ///
    /// ```swift
    /// CellAction.like.rawValue // "like"
    /// ```
    public let rawValue: String

    /// An action named `rawValue`.
    ///
    /// ```swift
    /// let retry = CellAction(rawValue: "retry")
    /// ```
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An action named by a string literal.
    ///
    /// ```swift
    /// let like: CellAction = "like"
    /// ```
    ///
    /// - Parameter value: The name.
    public init(stringLiteral value: String) { rawValue = value }

    /// The name.
    ///
    /// ```swift
    /// print(CellAction.like) // like
    /// ```
    public var description: String { rawValue }
}

/// What a cell's controls send their actions with: it names the item the cell shows by identity, never
/// by an index path captured when the cell was configured (which goes stale after the next edit). The
/// handler gives one to every cell that adopts ``ActionSendingCell`` each time it configures it.
///
/// ```swift
/// final class PostCell: UITableViewCell, ActionSendingCell {
///     var cellActions: CellActions?
///     @objc func likeTapped() { cellActions?.send(.like) }
/// }
/// ```
@MainActor
public struct CellActions {
    private let sender: @MainActor (CellAction) -> Void

    /// A sender that calls `sender` with each action: what handlers create; tests of a cell may too.
    ///
    /// ```swift
    /// cell.cellActions = CellActions { sent.append($0) }
    /// ```
    ///
    /// - Parameter sender: Receives each action.
    public init(_ sender: @escaping @MainActor (CellAction) -> Void) {
        self.sender = sender
    }

    /// Sends `action` for the item the cell shows now.
    ///
    /// ```swift
    /// cellActions?.send("retry")
    /// ```
    ///
    /// - Parameter action: What the control did.
    public func send(_ action: CellAction) {
        sender(action)
    }
}

/// A cell whose controls (a like button, a toggle, a retry button) send actions to the app, by the
/// identity of the item it shows. Every handler sets ``cellActions`` before the decorator updates the
/// cell, on every view, headless included.
///
/// ```swift
/// final class PostCell: UICollectionViewCell, ActionSendingCell {
///     var cellActions: CellActions?
///     let like = UIButton()
///     @objc func likeTapped() { cellActions?.send("like") }
/// }
/// handler.onCellAction = { action, post in if action == "like" { api.like(post.id) } }
/// ```
@MainActor
public protocol ActionSendingCell: AnyObject {
    /// Where the cell's controls send their actions; set by the handler for the item the cell shows.
    ///
    /// ```swift
    /// @objc func retryTapped() { cellActions?.send("retry") }
    /// ```
    var cellActions: CellActions? { get set }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A change the user made to a list with a gesture: a swipe to delete, or a drag that reordered a row
/// (within its section or into another one). A handler reports each one to the app
/// (``ListHandler/onUserEdit``), or asks first (``ListHandler/confirmUserEdit``), so that the app can
/// change its own store or its server the same way.
///
/// The event names the item by value and by identity, with its place in the handler's data before and
/// after the change, in index paths and in section kinds.
///
/// ```swift
/// handler.onUserEdit = { edit in
///     switch edit.action {
///     case .delete: store.delete(id: edit.id)
///     case .move: store.move(id: edit.id, to: edit.destinationSection!, at: edit.destination!.item)
///     }
/// }
/// ```
public struct UserEdit<Item, ID: Hashable> {
    /// What the user did.
    public enum Action: Hashable, Sendable {
        /// The user deleted the row (a swipe, or the delete control in editing mode).
        case delete
        /// The user dragged the row to another place, in its section or in another one.
        case move
    }

    /// What the user did.
    ///
    /// ```swift
    /// if edit.action == .delete { store.delete(id: edit.id) }
    /// ```
    public let action: Action

    /// The item the user deleted or moved, as the handler's data held it.
    ///
    /// ```swift
    /// print("moved", edit.item.name)
    /// ```
    public let item: Item

    /// The item's identity (``CellDecorator/id(of:)``): what to find it by in the app's store.
    ///
    /// Its type is the decorator's ``CellDecorator/ID``. In code generic over the decorator, constrain
    /// it (`where Decorator.ID == String`) to pass it where a `String` is expected, or use the item's
    /// own identity (`edit.item.id`).
    ///
    /// ```swift
    /// store.delete(id: edit.id)
    /// ```
    public let id: ID

    /// Where the item was in the handler's ``ListHandler/data`` before the change.
    ///
    /// ```swift
    /// edit.source // [0, 2]
    /// ```
    public let source: IndexPath

    /// Where a moved item is in the handler's ``ListHandler/data`` after the change; `nil` for a delete.
    ///
    /// ```swift
    /// edit.destination // [1, 0]
    /// ```
    public let destination: IndexPath?

    /// The kind of the section the item was in.
    ///
    /// ```swift
    /// edit.sourceSection // "Apple"
    /// ```
    public let sourceSection: Kind

    /// The kind of the section a moved item is in now; `nil` for a delete.
    ///
    /// ```swift
    /// edit.destinationSection // "Google"
    /// ```
    public let destinationSection: Kind?

    /// Creates an event; handlers create them, and tests of your own handlers of events may too.
    ///
    /// ```swift
    /// let edit = UserEdit(delete: ada, id: ada.id, at: IndexPath(item: 0, section: 0), in: "Apple")
    /// ```
    ///
    /// - Parameters:
    ///   - item: The deleted item.
    ///   - id: Its identity.
    ///   - source: Where it was in the data.
    ///   - sourceSection: The kind of its section.
    public init(delete item: Item, id: ID, at source: IndexPath, in sourceSection: Kind) {
        action = .delete
        self.item = item
        self.id = id
        self.source = source
        destination = nil
        self.sourceSection = sourceSection
        destinationSection = nil
    }

    /// Creates a move event; handlers create them, and tests of your own handlers of events may too.
    ///
    /// ```swift
    /// let edit = UserEdit(move: ada, id: ada.id, from: [0, 0], in: "Apple", to: [1, 0], in: "Google")
    /// ```
    ///
    /// - Parameters:
    ///   - item: The moved item.
    ///   - id: Its identity.
    ///   - source: Where it was in the data.
    ///   - sourceSection: The kind of that section.
    ///   - destination: Where it is in the data after the move.
    ///   - destinationSection: The kind of that section.
    public init(
        move item: Item, id: ID, from source: IndexPath, in sourceSection: Kind, to destination: IndexPath,
        in destinationSection: Kind
    ) {
        action = .move
        self.item = item
        self.id = id
        self.source = source
        self.destination = destination
        self.sourceSection = sourceSection
        self.destinationSection = destinationSection
    }

    /// Whether a move took the item into another section (a contact dragged from "Apple" to "Google").
    ///
    /// ```swift
    /// if edit.changesSection { store.setCompany(of: edit.id, to: edit.destinationSection!) }
    /// ```
    public var changesSection: Bool { destinationSection.map { $0 != sourceSection } ?? false }
}

extension UserEdit: Sendable where Item: Sendable, ID: Sendable {}

extension UserEdit: Equatable where Item: Equatable {}

extension UserEdit: CustomStringConvertible {
    /// The event in one line, for logs and test messages.
    ///
    /// ```swift
    /// print(edit) // move 2 from [0, 1] in "Apple" to [1, 0] in "Google"
    /// ```
    public var description: String {
        let origin = "\(id) from \(source) in \"\(sourceSection.rawValue)\""
        guard let destination, let destinationSection else { return "delete \(origin)" }
        return "move \(origin) to \(destination) in \"\(destinationSection.rawValue)\""
    }
}

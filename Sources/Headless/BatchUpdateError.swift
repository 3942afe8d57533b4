#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a batch update was rejected: the cases where UIKit raises `NSInternalInconsistencyException`
/// (and crashes the app), plus a wrong-but-count-consistent update that UIKit would silently show.
///
/// The ``description`` reads like UIKit's message, with the numbers:
///
/// ```swift
/// do { try view.performBatchUpdates(changes) { dataSource.data = new } }
/// catch { print(error) }
/// // Invalid update: invalid number of rows in section 0: 3 after the update, 2 before,
/// // 0 inserted, 0 deleted, 0 moved in, 0 moved out
/// ```
///
/// - Complexity: O(1).
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A kind of batch operation, as named in messages.
    public enum Operation: String, Hashable, Sendable {
        /// A delete (before-space).
        case delete
        /// An insert (after-space).
        case insert
        /// A reload (before-space).
        case reload
        /// The source of a move (before-space).
        case moveFrom = "move from"
        /// The destination of a move (after-space).
        case moveTo = "move to"
    }

    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// The section count after the update is not the count before, plus inserts, minus deletes.
        case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
        /// An existing section's item count does not add up (`section` is its index after the update).
        case invalidItemCount(
            section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        /// A section index outside `0..<count` (`count` before the update for delete, reload and move
        /// from; after it for insert and move to).
        case sectionOutOfBounds(Operation, section: Int, count: Int)
        /// An item index outside its section (`count` in the relevant space).
        case itemOutOfBounds(Operation, IndexPath, count: Int)
        /// An index path that is not `[section, item]` with non-negative values.
        case malformedIndexPath(Operation, IndexPath)
        /// The same section named twice by one kind of operation.
        case repeatedSection(Operation, section: Int)
        /// The same index path named twice by one kind of operation.
        case repeatedItem(Operation, IndexPath)
        /// Two operations UIKit does not allow on the same section (e.g. delete and reload).
        case conflictingSection(Operation, Operation, section: Int)
        /// Two operations UIKit does not allow on the same index path (e.g. delete and reload, or
        /// reload and move).
        case conflictingItem(Operation, Operation, IndexPath)
        /// An item operation inside a section that the same batch deletes or reloads (before-space).
        case itemInDeletedSection(Operation, IndexPath)
        /// An item operation inside a section that the same batch inserts or reloads (after-space).
        case itemInInsertedSection(Operation, IndexPath)
        /// Counts add up, but the view would show `shown` at `indexPath` where the data source has
        /// `expected`: UIKit would not crash but would show the wrong rows.
        case identityMismatch(IndexPath, shown: String, expected: String)
        /// Counts add up, but the section at `section` would have kind `shown` where the data source has
        /// `expected`.
        case sectionMismatch(section: Int, shown: String, expected: String)
    }

    /// What was wrong.
    public let reason: Reason
    /// `"row"` for table views, `"item"` for collection views, as UIKit words it.
    public let noun: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: What was wrong.
    ///   - noun: `"row"` or `"item"`.
    /// - Complexity: O(1).
    public init(_ reason: Reason, noun: String = "item") {
        self.reason = reason
        self.noun = noun
    }

    /// The message, worded like UIKit's exception reason.
    ///
    /// - Complexity: O(1).
    public var description: String {
        let path = Duplicate.path
        switch reason {
        case let .invalidSectionCount(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections: \(after) after the update, \(before) before, "
                + "\(inserted) inserted, \(deleted) deleted"
        case let .invalidItemCount(section, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of \(noun)s in section \(section): \(after) after the update, "
                + "\(before) before, \(inserted) inserted, \(deleted) deleted, \(movedIn) moved in, \(movedOut) moved out"
        case let .sectionOutOfBounds(operation, section, count):
            let when = (operation == .insert || operation == .moveTo) ? "after" : "before"
            return "Invalid update: attempt to \(operation.rawValue) section \(section), but there are only "
                + "\(count) sections \(when) the update"
        case let .itemOutOfBounds(operation, indexPath, count):
            let when = (operation == .insert || operation == .moveTo) ? "after" : "before"
            return "Invalid update: attempt to \(operation.rawValue) \(noun) \(path(indexPath)), but section "
                + "\(indexPath.count == 2 ? indexPath[0] : -1) contains only \(count) \(noun)s \(when) the update"
        case let .malformedIndexPath(operation, indexPath):
            return "Invalid update: attempt to \(operation.rawValue) the invalid index path \(path(indexPath))"
        case let .repeatedSection(operation, section):
            return "Invalid update: attempt to \(operation.rawValue) section \(section) twice"
        case let .repeatedItem(operation, indexPath):
            return "Invalid update: attempt to \(operation.rawValue) \(noun) \(path(indexPath)) twice"
        case let .conflictingSection(first, second, section):
            return "Invalid update: attempt to \(first.rawValue) and \(second.rawValue) the same section \(section)"
        case let .conflictingItem(first, second, indexPath):
            return
                "Invalid update: attempt to \(first.rawValue) and \(second.rawValue) the same index path \(path(indexPath))"
        case let .itemInDeletedSection(operation, indexPath):
            return "Invalid update: attempt to \(operation.rawValue) \(noun) \(path(indexPath)) in a section "
                + "that is being deleted or reloaded"
        case let .itemInInsertedSection(operation, indexPath):
            return "Invalid update: attempt to \(operation.rawValue) \(noun) \(path(indexPath)) in a section "
                + "that is being inserted or reloaded"
        case let .identityMismatch(indexPath, shown, expected):
            return "Inconsistent update: after the batch the view shows \(shown) at \(path(indexPath)) but the "
                + "data source has \(expected) there (UIKit would show the wrong \(noun))"
        case let .sectionMismatch(section, shown, expected):
            return "Inconsistent update: after the batch section \(section) is \(shown) in the view but "
                + "\(expected) in the data source"
        }
    }
}

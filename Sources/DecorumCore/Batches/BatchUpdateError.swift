#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a batch update was rejected: the cases where UIKit raises `NSInternalInconsistencyException`
/// (and crashes the app), plus a few that UIKit lets through but then shows the wrong rows, animates
/// wrongly or corrupts its own state.
///
/// The ``description`` is UIKit's exception reason with the numbers filled in, "rows" for a table view
/// and "items" for a collection view (see <doc:UIKitBatchRules>):
///
/// ```swift
/// do { try view.performBatchUpdates(changes) { dataSource.data = new } }
/// catch { print(error) }
/// // Invalid update: invalid number of rows in section 0. The number of rows contained in an existing
/// // section after the update (3) must be equal to the number of rows contained in that section before
/// // the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted,
/// // 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in,
/// // 0 moved out).
/// ```
///
/// Where UIKit prints an `NSIndexPath` object the message shows `<NSIndexPath> {length = 2, path = 0 - 1}`:
/// UIKit's own text has the object's address after `NSIndexPath`, which a headless view cannot know.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A kind of batch operation, as named in messages.
    public enum Operation: String, Hashable, Sendable {
        /// A delete (before-space).
        case delete
        /// An insert (after-space).
        case insert
        /// A reload (before-space); also a reconfigure, which names current paths.
        case reload
        /// The source of a move (before-space).
        case moveFrom = "move from"
        /// The destination of a move (after-space).
        case moveTo = "move to"
    }

    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// The section count after the update is not the count before, plus inserts, minus deletes
        /// (a reloaded section counts as one delete and one insert).
        case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
        /// An existing section's item count does not add up (`section` is its index after the update;
        /// `before`, `deleted` and `movedOut` belong to the section it was before the update).
        case invalidItemCount(
            section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        /// From iOS 16.4: a surviving section has fewer items after the update than the batch leaves in
        /// it (more items still give ``invalidItemCount(section:after:before:inserted:deleted:movedIn:movedOut:)``).
        /// `before` is every section's item count before the update, `after` the data source's after
        /// it, `updates` the batch as UIKit lists it (reloads as a delete and an insert), e.g.
        /// `"Delete row (0 - 1)"` [IB].
        case inconsistentBatch(before: [Int], after: [Int], updates: [String])
        /// The data source reports a negative item count for `section` (after the update).
        case negativeItemCount(section: Int)
        /// A section index outside `0..<count`: `count` is before the update for delete and move from,
        /// after it for insert. `.reload` is a negative reloaded section, which UIKit cannot even be
        /// handed; UIKit reports a reload past the end as the delete it turns the reload into.
        case sectionOutOfBounds(Operation, section: Int, count: Int)
        /// A section move whose destination is not below the section count after the update.
        case sectionMoveOutOfBounds(from: Int, to: Int, count: Int)
        /// An item operation in a section that does not exist (`count` is the number of sections before
        /// the update for delete, after it for insert, the current one for a reconfigure).
        case itemSectionOutOfBounds(Operation, IndexPath, count: Int)
        /// An item index outside its section (`count` is that section's item count in the relevant
        /// space: before the update for delete, after it for insert, now for a reconfigure).
        case itemOutOfBounds(Operation, IndexPath, count: Int)
        /// An item move from (`.moveFrom`) or to (`.moveTo`) a section that does not exist; `count` is
        /// the section count before or after the update.
        case itemMoveSectionOutOfBounds(Move<IndexPath>, Operation, count: Int)
        /// An item move from (`.moveFrom`) or to (`.moveTo`) an index past the end of its section;
        /// `count` is that section's item count before or after the update.
        case itemMoveOutOfBounds(Move<IndexPath>, Operation, count: Int)
        /// An index path that is not `[section, item]` with non-negative values (UIKit cannot be handed
        /// one: `IndexPath.section` traps first).
        case malformedIndexPath(Operation, IndexPath)
        /// The same section deleted (or inserted) twice. A table view drops the repeat; a collection
        /// view counts it twice (see <doc:UIKitBatchRules>).
        case repeatedSection(Operation, section: Int)
        /// The same index path deleted (or inserted) twice. A table view drops the repeat; a collection
        /// view counts it twice and later corrupts its state.
        case repeatedItem(Operation, IndexPath)
        /// Two operations UIKit refuses on the same section: delete and reload, delete and move from,
        /// insert and move to.
        case conflictingSection(Operation, Operation, section: Int)
        /// Two operations UIKit refuses on the same index path: delete and reload, delete and move from
        /// (a reload is a delete, so also reload and move from), insert and move to (also a reload whose
        /// insert lands on a move's destination).
        case conflictingItem(Operation, Operation, IndexPath)
        /// Two section moves from the same section to different places, or from different sections to
        /// the same place.
        case conflictingSectionMoves(Move<Int>, Move<Int>)
        /// Two item moves from the same index path to different places, or from different index paths to
        /// the same place.
        case conflictingItemMoves(Move<IndexPath>, Move<IndexPath>)
        /// A collection view item move out of a section the same batch deletes (or reloads); `IndexPath`
        /// is the move's source. A table view answers this with `reloadData` instead.
        case itemInDeletedSection(Operation, IndexPath)
        /// A collection view item move into a section the same batch inserts (or reloads); `IndexPath`
        /// is the move's destination. A table view answers this with `reloadData` instead.
        case itemInInsertedSection(Operation, IndexPath)
        /// A collection view item operation inside a section the same batch moves (old index for delete
        /// and move from, new index for insert and move to): UIKit takes it but mis-animates it or
        /// corrupts memory.
        case itemInMovedSection(Operation, IndexPath)
        /// Counts add up, but the view would show `shown` at `indexPath` where the data source has
        /// `expected`: UIKit would not crash but would show the wrong rows.
        case identityMismatch(IndexPath, shown: String, expected: String)
        /// Counts add up, but the section at `section` would have kind `shown` where the data source has
        /// `expected`.
        case sectionMismatch(section: Int, shown: String, expected: String)
        /// A reconfigure of the cell at `indexPath` would dequeue reuse identifier `dequeued`, but the
        /// cell shown there came from `shown`: UIKit (iOS 15+) raises, since reconfiguring must reuse the
        /// existing cell. Reload such a row instead.
        case reconfigureChangesRegistration(IndexPath, shown: String, dequeued: String)
        /// The header of `section` shows `shown` where the data source has `expected`: its section's
        /// model changed and its header was not refreshed (UIKit would keep showing the old header).
        case staleHeader(section: Int, shown: String, expected: String)
        /// A section's footer shows other text than its data source's (`HeadlessListView`'s check).
        case staleFooter(section: Int, shown: String, expected: String)
        /// The layout-wide view of `kind` at `index` (among the layout's views of its kind) shows `shown`
        /// where the data source has `expected`: it was not refreshed after an edit (`HeadlessListView`'s check).
        case staleLayoutWideView(kind: String, index: Int, shown: String, expected: String)
        /// A batch while the view has uncommitted updates (`during`: a drop placeholder shows, or the user
        /// holds an item in an interactive movement): UIKit documents none then (`HeadlessListView`'s
        /// check, the harsher reading of Apple's silence).
        case batchWhileUncommitted(during: String)
    }

    /// What was wrong.
    public let reason: Reason
    /// `"row"` for table views, `"item"` for collection views, as UIKit words it.
    public let noun: String
    /// The iOS release whose words the ``description`` uses where they changed. Binding SPI.
    ///
    /// ```swift
    /// error.systemVersion  // UIKitRelease.latest
    /// ```
    @_spi(Binding) public let systemVersion: UIKitRelease

    /// Creates an error worded as `systemVersion`'s UIKit words it: what a view of a binding throws
    /// from ``BatchUpdatableView/performBatch(_:animated:updates:completion:)`` when it refuses a batch.
    /// Binding SPI.
    ///
    /// ```swift
    /// throw BatchUpdateError(.negativeItemCount(section: 0), noun: "row")
    /// ```
    ///
    /// - Parameters:
    ///   - reason: What was wrong.
    ///   - noun: `"row"` for a table, `"item"` (the default) for a collection view.
    ///   - systemVersion: The release whose words ``description`` uses; the latest by default.
    @_spi(Binding) public init(_ reason: Reason, noun: String = "item", systemVersion: UIKitRelease = .latest) {
        self.reason = reason
        self.noun = noun
        self.systemVersion = systemVersion
    }

    /// The message: UIKit's exception reason where UIKit raises one, in UIKit's words.
    public var description: String {
        let nouns = noun + "s"
        let view = noun == "row" ? "table view" : "collection view"
        let article = noun == "row" ? "a" : "an"
        switch reason {
        // Texts from UITableView's and UICollectionView's assertions (UIKit 3698, iOS 12, as quoted in
        // crash reports and decompilation notes; see <doc:UIKitBatchRules>). Recent systems print one
        // space after the first sentence where iOS 12 printed two; the single space is used here.
        case let .invalidSectionCount(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the \(view) "
                + "after the update (\(after)) must be equal to the number of sections contained in the \(view) "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case let .invalidItemCount(section, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of \(nouns) in section \(section). The number of \(nouns) "
                + "contained in an existing section after the update (\(after)) must be equal to the number of "
                + "\(nouns) contained in that section before the update (\(before)), plus or minus the number of "
                + "\(nouns) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and "
                + "plus or minus the number of \(nouns) moved into or out of that section (\(movedIn) moved in, "
                + "\(movedOut) moved out)."
        case let .inconsistentBatch(before, after, updates):
            // From public crash reports [IB]; UIKit then describes the view itself ("Table view:
            // <UITableView: 0x…; …>"), which a headless view cannot.
            let when = systemVersion < .iOS17 ? "before and/or after" : "before and after"
            return "Invalid batch updates detected: the number of sections and/or \(nouns) returned by the data "
                + "source \(when) performing the batch updates are inconsistent with the updates.\n"
                + "Data source before updates = \(Self.counts(before, noun))\n"
                + "Data source after updates = \(Self.counts(after, noun))\n"
                + (["Updates = ["] + updates.enumerated().map { "\t\($1)" + ($0 < updates.count - 1 ? "," : "") }
                + ["]"]).joined(separator: "\n")
        case let .negativeItemCount(section):
            return "Invalid update: invalid number of \(nouns) in section \(section). Attempt to delete more "
                + "\(nouns) than exist in section."
        case let .sectionOutOfBounds(operation, section, count):
            switch operation {
            case .delete:
                return "attempt to delete section \(section), but there are only \(count) sections before the update"
            case .insert:
                return "attempt to insert section \(section) but there are only \(count) sections after the update"
            case .moveFrom:
                return "attempt to move section \(section), but there are only \(count) sections before the update"
            case .moveTo:
                return "attempt to move to section \(section), but there are only \(count) sections after the update"
            case .reload:
                return "attempt to reload section \(section), but there are only \(count) sections"
            }
        case let .sectionMoveOutOfBounds(from, to, count):
            // Sic: UIKit's own text says "to to".
            return "attempt to to move section \(from) to section \(to), but there are only \(count) sections "
                + "after the update"
        case let .itemSectionOutOfBounds(operation, path, count):
            let (section, item) = Self.parts(path)
            switch operation {
            case .delete:
                return "attempt to delete \(noun) \(item) from section \(section), but there are only \(count) "
                    + "sections before the update"
            case .insert:
                return "attempt to insert \(noun) \(item) into section \(section), but there are only \(count) "
                    + "sections after the update"
            case .reload, .moveFrom, .moveTo:
                return "attempt to \(Self.verb(operation)) \(noun) \(item) in section \(section), but there are only "
                    + "\(count) sections"
            }
        case let .itemOutOfBounds(operation, path, count):
            let (section, item) = Self.parts(path)
            switch operation {
            case .delete:
                return "attempt to delete \(noun) \(item) from section \(section) which only contains \(count) "
                    + "\(nouns) before the update"
            case .insert:
                return "attempt to insert \(noun) \(item) into section \(section), but there are only \(count) "
                    + "\(nouns) in section \(section) after the update"
            case .reload, .moveFrom, .moveTo:
                return "attempt to \(Self.verb(operation)) \(noun) \(item) in section \(section), which only "
                    + "contains \(count) \(nouns)"
            }
        case let .itemMoveSectionOutOfBounds(move, operation, count):
            if operation == .moveTo {
                return "attempt to move index path (\(Self.object(move.from))) to index path "
                    + "(\(Self.object(move.to))) in section that does not exist - there are only \(count) "
                    + "sections after the update"
            }
            return "attempt to move index path (\(Self.object(move.from))) from a section that does not exist - "
                + "there are only \(count) sections before the update"
        case let .itemMoveOutOfBounds(move, operation, count):
            if operation == .moveTo {
                return "attempt to move index path (\(Self.object(move.from))) to index path "
                    + "(\(Self.object(move.to))) that does not exist - there are only \(count) \(nouns) in section "
                    + "\(Self.parts(move.to).section) after the update"
            }
            return "attempt to move index path (\(Self.object(move.from))) that does not exist - there are only "
                + "\(count) \(nouns) in section \(Self.parts(move.from).section) before the update"
        case let .malformedIndexPath(operation, path):
            return "attempt to \(Self.verb(operation)) the invalid index path \(path.bracketed), which is "
                + "not [section, \(noun)] with non-negative indices"
        case let .repeatedSection(operation, section):
            return "attempt to \(Self.verb(operation)) section \(section) twice" + Self.corrupts(operation, noun)
        case let .repeatedItem(operation, path):
            return "attempt to \(Self.verb(operation)) \(noun) at index path (\(Self.object(path))) twice"
                + Self.corrupts(operation, noun)
        case let .conflictingSection(first, second, section):
            switch (first, second) {
            case (.delete, .reload):
                // UIKit records a section update as the index path [section, NSNotFound].
                return "attempt to delete and reload the same index path "
                    + "(\(Self.object(IndexPath(section: section, item: Int.max))))"
            case (.delete, .moveFrom):
                return "attempt to perform a delete and a move from the same section (\(section))"
            case (.insert, .moveTo):
                return "attempt to perform an insert and a move to the same section (\(section))"
            default:
                return "attempt to \(Self.verb(first)) and \(Self.verb(second)) the same section (\(section))"
            }
        case let .conflictingItem(first, second, path):
            switch (first, second) {
            case (.delete, .reload):
                return "attempt to delete and reload the same index path (\(Self.object(path)))"
            case (.delete, .moveFrom):
                return "attempt to perform a delete and a move from the same index path (\(Self.object(path)))"
            case (.insert, .moveTo):
                return "attempt to perform an insert and a move to the same index path (\(Self.object(path)))"
            default:
                return "attempt to \(Self.verb(first)) and \(Self.verb(second)) the same index path "
                    + "(\(Self.object(path)))"
            }
        case let .conflictingSectionMoves(first, second):
            if first.from == second.from {
                return "attempt to move section \(first.from) to both section \(first.to) and section \(second.to)"
            }
            return "attempt to move both section \(first.from) and section \(second.from) to section \(first.to)"
        case let .conflictingItemMoves(first, second):
            if first.from == second.from {
                return "attempt to move \(noun) at index path \(Self.object(first.from)) to both "
                    + "\(Self.object(first.to)) and \(Self.object(second.to))"
            }
            return "attempt to move both \(noun) at index path \(Self.object(first.from)) and "
                + "\(Self.object(second.from)) to \(Self.object(first.to))"
        case let .itemInDeletedSection(operation, path):
            if operation == .moveFrom {
                return "cannot move \(article) \(noun) from a deleted section (\(Self.parts(path).section))"
            }
            return "attempt to \(Self.verb(operation)) \(noun) at index path (\(Self.object(path))) in section "
                + "\(Self.parts(path).section), which the same batch deletes"
        case let .itemInInsertedSection(operation, path):
            if operation == .moveTo {
                return "cannot move \(article) \(noun) into a newly inserted section (\(Self.parts(path).section))"
            }
            return "attempt to \(Self.verb(operation)) \(noun) at index path (\(Self.object(path))) in section "
                + "\(Self.parts(path).section), which the same batch inserts"
        case let .itemInMovedSection(operation, path):
            return "Unsafe update: attempt to \(Self.verb(operation)) \(noun) at index path (\(Self.object(path))) "
                + "in section \(Self.parts(path).section), which the same batch moves; the \(view) accepts it "
                + "but mis-animates it or corrupts memory"
        case let .identityMismatch(indexPath, shown, expected):
            return "Inconsistent update: after the batch the view shows \(shown) at \(indexPath.bracketed) "
                + "but the data source has \(expected) there (UIKit would show the wrong \(noun))"
        case let .sectionMismatch(section, shown, expected):
            return "Inconsistent update: after the batch section \(section) is \(shown) in the view but "
                + "\(expected) in the data source"
        case let .reconfigureChangesRegistration(indexPath, shown, dequeued):
            // UIKit's text, from the exception `reconfigureRows(at:)` / `reconfigureItems(at:)` raise.
            return "Attempted to dequeue a cell for a different registration or reuse identifier than the "
                + "existing cell when reconfiguring an item, which is not allowed. You must dequeue a cell using "
                + "the same registration or reuse identifier that was used to dequeue the cell originally to "
                + "obtain the existing cell. Dequeued reuse identifier: \(dequeued); Original reuse identifier: "
                + "\(shown); Index path: \(indexPath.bracketed)"
        case let .staleHeader(section, shown, expected):
            return "Stale header: section \(section) shows the header \(shown) but the data source has "
                + "\(expected) (its supplementary views were not reconfigured)"
        case let .staleFooter(section, shown, expected):
            return "Stale footer: section \(section) shows the footer \(shown) but the data source has "
                + "\(expected) (its supplementary views were not reconfigured)"
        case let .staleLayoutWideView(kind, index, shown, expected):
            return "Stale layout-wide view: the view of kind \(kind) at index \(index) shows \(shown) but the data "
                + "source has \(expected) (it was not reconfigured)"
        case let .batchWhileUncommitted(during):
            return "Batch update while the \(view) has uncommitted updates (\(during)): wait until they are "
                + "committed (hasUncommittedUpdates is false)"
        }
    }

    private static func verb(_ operation: Operation) -> String {
        switch operation {
        case .delete: return "delete"
        case .insert: return "insert"
        case .reload: return "reload"
        case .moveFrom, .moveTo: return "move"
        }
    }

    /// Why a repeated delete or insert is refused by a collection view (which counts it twice).
    private static func corrupts(_ operation: Operation, _ noun: String) -> String {
        guard noun != "row", operation == .delete || operation == .insert else { return "" }
        return ": the collection view counts both and corrupts its state"
    }

    /// How UIKit prints a data source's counts: `{ 1 section with row counts: [3] }`.
    private static func counts(_ counts: [Int], _ noun: String) -> String {
        "{ \(counts.count) section\(counts.count == 1 ? "" : "s") with \(noun) counts: "
            + "[\(counts.map(String.init).joined(separator: ", "))] }"
    }

    private static func parts(_ path: IndexPath) -> (section: Int, item: Int) {
        path.count == 2 ? (path[0], path[1]) : (-1, -1)
    }

    /// How UIKit prints an `NSIndexPath` in its messages, less the object's address:
    /// `<NSIndexPath> {length = 2, path = 0 - 1}`.
    private static func object(_ path: IndexPath) -> String {
        "<NSIndexPath> {length = \(path.count), path = \(path.map(String.init).joined(separator: " - "))}"
    }
}

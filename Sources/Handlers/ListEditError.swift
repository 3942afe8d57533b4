#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a handler refused an edit: the one error every throwing edit throws (typed, so `catch` knows
/// it). The data and the view are left exactly as they were.
///
/// Positions are real ones: index paths name rows of the handler's data as it was before the edit;
/// offsets name items of the array you passed, and say so.
///
/// ```swift
/// do {
///     try handler.addData([ada, ada])
/// } catch {
///     print(error) // items[1] (1:Ada) repeats the identity of items[0]
/// }
/// ```
public enum ListEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index path names no existing row (or, for inserts, no position a row can go to).
    case invalidIndexPath(IndexPath)
    /// A move's destination is not a position in the data after the row leaves its source.
    case invalidDestination(IndexPath)
    /// A section index outside `0...numberOfSections` for inserts.
    case invalidSectionIndex(Int)
    /// `items[offset]` (described) has the identity of the row at `row` in the data.
    case itemExists(String, offset: Int, row: IndexPath)
    /// `items[offset]` (described) has the identity of `items[earlier]`, an item of the same call.
    case repeatedItem(String, offset: Int, earlier: Int)
    /// The data already has a section of this kind, at index `section`.
    case sectionExists(Kind, section: Int)
    /// The data has no section of this kind.
    case sectionNotFound(Kind)
    /// The data handed over (to `apply` or a handler's initialiser) repeats a kind or an identity, at
    /// positions of that data.
    case duplicateInData(Duplicate)
    /// An `async` apply that a later apply replaced before it could be shown: nothing of it was applied.
    case superseded
    /// No item of the data has this identity (described): a scroll to it cannot be performed.
    case itemNotFound(String)

    /// A readable sentence, e.g. `invalid index path [3, 0]`.
    ///
    /// ```swift
    /// print(ListEditError.invalidIndexPath(IndexPath(item: 0, section: 3))) // invalid index path [3, 0]
    /// ```
    public var description: String {
        switch self {
        case .invalidIndexPath(let path): return "invalid index path \(Duplicate.path(path))"
        case .invalidDestination(let path): return "invalid destination \(Duplicate.path(path))"
        case .invalidSectionIndex(let index): return "invalid section index \(index)"
        case let .itemExists(item, offset, row):
            return "items[\(offset)] (\(item)) repeats the identity of the row at \(Duplicate.path(row))"
        case let .repeatedItem(item, offset, earlier):
            return "items[\(offset)] (\(item)) repeats the identity of items[\(earlier)]"
        case let .sectionExists(kind, section):
            return "a section of kind \"\(kind)\" already exists, at index \(section)"
        case .sectionNotFound(let kind): return "no section of kind \"\(kind)\""
        case .duplicateInData(let duplicate): return "duplicate in the data: \(duplicate)"
        case .superseded: return "superseded by a later apply; nothing was applied"
        case .itemNotFound(let id): return "no item with the identity \(id)"
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why an edit through a handler was refused. The data and the view are left exactly as they were.
///
/// ```swift
/// do {
///     try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 9, section: 0))
/// } catch {
///     print(error) // invalid destination [0, 9]
/// }
/// ```
///
/// - Complexity: O(1).
public enum ListEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index path names no existing row (or, for inserts, no position a row can go to).
    case invalidIndexPath(IndexPath)
    /// A move's destination is not a position in the data after the row leaves its source.
    case invalidDestination(IndexPath)
    /// A section index outside `0...numberOfSections` for inserts.
    case invalidSectionIndex(Int)
    /// Incoming rows or a section repeat identities or a kind under ``DuplicatePolicy/reject``.
    case duplicate(DuplicateError)

    /// A readable sentence, e.g. `invalid index path [3, 0]`.
    ///
    /// ```swift
    /// print(ListEditError.invalidIndexPath(IndexPath(item: 0, section: 3))) // invalid index path [3, 0]
    /// ```
    ///
    /// - Complexity: O(1).
    public var description: String {
        switch self {
        case .invalidIndexPath(let path): return "invalid index path \(Duplicate.path(path))"
        case .invalidDestination(let path): return "invalid destination \(Duplicate.path(path))"
        case .invalidSectionIndex(let index): return "invalid section index \(index)"
        case .duplicate(let error): return error.description
        }
    }
}

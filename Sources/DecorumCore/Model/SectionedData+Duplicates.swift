#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What to do when a data set holds two items with the same identity, or two sections of the same kind.
///
/// Diffing and animated updates need every row to be unique (Apple's diffable data source crashes on
/// duplicate identifiers). Decorum never crashes and never drops data silently: the default is
/// ``reject``, which throws a ``DuplicateError`` naming the duplicate and leaves the data unchanged.
///
/// ```swift
/// let clean = try data.resolvingDuplicates(.keepFirst)
/// ```
///
/// - Complexity: Resolving is O(*n* + *s*) expected.
public enum DuplicatePolicy: Hashable, Sendable, CaseIterable {
    /// Throw a ``DuplicateError`` naming the first duplicate; nothing changes.
    case reject
    /// Keep the first occurrence (in display order) and drop the later ones.
    case keepFirst
    /// Keep the last occurrence (in display order) and drop the earlier ones.
    case keepLast
}

/// One duplicate found in a data set: a second item with an identity already seen, or a second
/// section with a kind already seen.
///
/// ```swift
/// for duplicate in data.duplicates() { print(duplicate) }
/// // item "Paul Allen" at [2, 0] repeats the identity of [1, 1]
/// ```
///
/// - Complexity: O(1) to create and compare.
public enum Duplicate: Hashable, Sendable, CustomStringConvertible {
    /// The item at `duplicate` has the same identity as the one at `first`.
    /// `item` is the readable description of the duplicate item.
    case item(String, first: IndexPath, duplicate: IndexPath)
    /// The section at `duplicate` has the same kind as the one at `first`.
    case kind(Kind, first: Int, duplicate: Int)

    /// A readable sentence, e.g. `item "Paul Allen" at [2, 0] repeats the identity of [1, 1]`.
    public var description: String {
        switch self {
        case let .item(item, first, duplicate):
            return "item \"\(item)\" at \(Self.path(duplicate)) repeats the identity of \(Self.path(first))"
        case let .kind(kind, first, duplicate):
            return "section \(duplicate) repeats the kind \"\(kind)\" of section \(first)"
        }
    }

    package static func path(_ indexPath: IndexPath) -> String {
        "[\(indexPath.map(String.init).joined(separator: ", "))]"
    }
}

/// Thrown when data with duplicate identities or kinds is given under ``DuplicatePolicy/reject``.
/// The data it was checked against is left unchanged.
///
/// ```swift
/// do { try handler.apply(newData) } catch let error as DuplicateError { log(error.duplicate) }
/// ```
public struct DuplicateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first duplicate found, in display order.
    public let duplicate: Duplicate

    /// Creates the error for one duplicate.
    ///
    /// - Parameter duplicate: The first duplicate found.
    public init(_ duplicate: Duplicate) {
        self.duplicate = duplicate
    }

    /// `duplicate identity: item "Paul Allen" at [2, 0] repeats the identity of [1, 1]`.
    public var description: String {
        switch duplicate {
        case .item: return "duplicate identity: \(duplicate)"
        case .kind: return "duplicate section kind: \(duplicate)"
        }
    }
}

extension SectionedData {
    /// Every duplicate under a custom identity: sections repeating a kind, then items repeating an
    /// identity (each compared with its first occurrence in display order).
    ///
    /// - Parameter identity: How items are identified.
    /// - Returns: The duplicates, in display order; empty when the data is clean.
    /// - Complexity: O(*n* + *s*) expected.
    public func duplicates<ID>(identity: ItemIdentity<Item, ID>) -> [Duplicate] {
        var found: [Duplicate] = []
        var kinds: [Kind: Int] = [:]
        for (index, section) in sections.enumerated() {
            if let first = kinds[section.kind] {
                found.append(.kind(section.kind, first: first, duplicate: index))
            } else {
                kinds[section.kind] = index
            }
        }
        var seen: [ID: IndexPath] = [:]
        seen.reserveCapacity(itemCount)
        for (s, section) in sections.enumerated() {
            for (i, item) in section.items.enumerated() {
                let path = IndexPath(section: s, item: i)
                if let first = seen[identity.id(item)] {
                    found.append(.item(String(describing: item), first: first, duplicate: path))
                } else {
                    seen[identity.id(item)] = path
                }
            }
        }
        return found
    }

    /// Resolves duplicates under a custom identity according to `policy`.
    ///
    /// Sections that repeat a kind are merged, never dropped: under `.keepFirst` into the first of
    /// them, under `.keepLast` into the last (whose ``Section/model`` is kept), their items in display
    /// order. Then, of the items that repeat an identity, the first (or last) in display order stays.
    /// No unique item is lost.
    ///
    /// ```swift
    /// let data: SectionedData<String> = [Section(kind: "a", items: ["x"]), Section(kind: "a", items: ["y", "x"])]
    /// try data.resolvingDuplicates(.keepFirst, identity: .value) // a: [x, y]
    /// try data.resolvingDuplicates(.keepLast, identity: .value)  // a: [y, x]
    /// ```
    ///
    /// - Parameters:
    ///   - policy: Reject (throw), keep the first occurrence, or keep the last.
    ///   - identity: How items are identified.
    /// - Returns: The data without duplicates (unchanged when it had none).
    /// - Throws: ``DuplicateError`` naming the first duplicate under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) expected.
    public func resolvingDuplicates<ID>(
        _ policy: DuplicatePolicy, identity: ItemIdentity<Item, ID>
    )
        throws -> SectionedData
    {
        switch policy {
        case .reject:
            if let first = duplicates(identity: identity).first { throw DuplicateError(first) }
            return self
        case .keepFirst:
            return keepingFirstOccurrences(identity: identity)
        case .keepLast:
            // The last occurrence in display order is the first one in reversed order.
            var reversed = SectionedData(sections.reversed().map { $0.withItems($0.items.reversed()) })
            reversed = reversed.keepingFirstOccurrences(identity: identity)
            return SectionedData(
                reversed.sections.reversed().map { $0.withItems($0.items.reversed()) })
        }
    }

    private func keepingFirstOccurrences<ID>(identity: ItemIdentity<Item, ID>) -> SectionedData {
        var position: [Kind: Int] = [:]
        var ids = Set<ID>()
        ids.reserveCapacity(itemCount)
        var result: [Section<Item>] = []
        for section in sections {
            let unique = section.items.filter { ids.insert(identity.id($0)).inserted }
            if let index = position[section.kind] {
                result[index].items.append(contentsOf: unique)
            } else {
                position[section.kind] = result.count
                result.append(section.withItems(unique))
            }
        }
        return SectionedData(result)
    }
}

// The default identities, picked from the item's conformances (see `ItemIdentity`).

extension SectionedData where Item: Hashable {
    /// Every duplicate: sections repeating a kind, then items equal to an earlier item.
    ///
    /// ```swift
    /// SectionedData(items: ["a", "b", "a"]).duplicates() // [item "a" at [0, 2] repeats ... [0, 0]]
    /// ```
    ///
    /// - Returns: The duplicates in display order.
    /// - Complexity: O(*n* + *s*) expected.
    public func duplicates() -> [Duplicate] { duplicates(identity: .value) }

    /// Resolves duplicates by value according to `policy`.
    ///
    /// ```swift
    /// let clean = try data.resolvingDuplicates(.keepFirst)
    /// ```
    ///
    /// - Parameter policy: Reject (throw), keep the first occurrence, or keep the last.
    /// - Returns: The data without duplicates.
    /// - Throws: ``DuplicateError`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) expected.
    public func resolvingDuplicates(_ policy: DuplicatePolicy) throws -> SectionedData {
        try resolvingDuplicates(policy, identity: .value)
    }
}

extension SectionedData where Item: Identifiable {
    /// Every duplicate: sections repeating a kind, then items repeating an earlier item's `id`.
    ///
    /// - Returns: The duplicates in display order.
    /// - Complexity: O(*n* + *s*) expected.
    public func duplicates() -> [Duplicate] { duplicates(identity: .identifier) }

    /// Resolves duplicate `id`s and kinds according to `policy`.
    ///
    /// - Parameter policy: Reject (throw), keep the first occurrence, or keep the last.
    /// - Returns: The data without duplicates.
    /// - Throws: ``DuplicateError`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) expected.
    public func resolvingDuplicates(_ policy: DuplicatePolicy) throws -> SectionedData {
        try resolvingDuplicates(policy, identity: .identifier)
    }
}

extension SectionedData where Item: Identifiable & Hashable {
    /// Every duplicate: sections repeating a kind, then items repeating an earlier item's `id`
    /// (`Identifiable` wins over `Hashable`).
    ///
    /// - Returns: The duplicates in display order.
    /// - Complexity: O(*n* + *s*) expected.
    public func duplicates() -> [Duplicate] { duplicates(identity: .identifier) }

    /// Resolves duplicate `id`s and kinds according to `policy` (`Identifiable` wins over `Hashable`).
    ///
    /// - Parameter policy: Reject (throw), keep the first occurrence, or keep the last.
    /// - Returns: The data without duplicates.
    /// - Throws: ``DuplicateError`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) expected.
    public func resolvingDuplicates(_ policy: DuplicatePolicy) throws -> SectionedData {
        try resolvingDuplicates(policy, identity: .identifier)
    }
}

/// One section of a list: a ``Kind`` and the items shown in it.
///
/// A section is a full standard-library collection of its items, so everything you know from `Array`
/// works on it: `append`, `insert(_:at:)`, `remove(at:)`, `swapAt`, `replaceSubrange`, `sort`, `map`…
///
/// ```swift
/// var apple = Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"])
/// apple.append("Andy Hertzfeld")
/// apple.swapAt(0, 1)
/// print(apple) // Apple: [Alan Kay, Steve Jobs, Andy Hertzfeld]
/// ```
///
/// - Complexity: Element access O(1); edits as on `Array`.
public struct Section<Item> {
    /// The tag of the section, unique within a ``SectionedData``.
    ///
    /// - Complexity: O(1).
    public var kind: Kind

    /// The items of the section, in display order.
    ///
    /// - Complexity: O(1) to read; writing in place is as cheap as on `Array`.
    public var items: [Item]

    /// Creates a section with a kind and its items.
    ///
    /// ```swift
    /// let google = Section(kind: "Google", items: ["Larry Page", "Sergey Brin"])
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The tag of the section.
    ///   - items: The items, in display order.
    /// - Complexity: O(1).
    public init(kind: Kind, items: [Item] = []) {
        self.kind = kind
        self.items = items
    }

    /// Creates a section of kind ``Kind/default`` from any sequence of items.
    ///
    /// ```swift
    /// let section = Section(["a", "b"])
    /// ```
    ///
    /// - Parameter items: The items, in display order.
    /// - Complexity: O(*n*) for *n* items.
    public init<S: Sequence>(_ items: S) where S.Element == Item {
        self.init(kind: .default, items: Array(items))
    }
}

extension Section: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    /// The position of the first item (always 0).
    ///
    /// - Complexity: O(1).
    public var startIndex: Int { items.startIndex }

    /// The position one past the last item.
    ///
    /// - Complexity: O(1).
    public var endIndex: Int { items.endIndex }

    /// Accesses the item at `position`; traps when it is out of bounds, like `Array`.
    ///
    /// ```swift
    /// section[0] = "Steve Jobs"
    /// ```
    ///
    /// - Parameter position: A valid index of the section.
    /// - Complexity: O(1).
    public subscript(position: Int) -> Item {
        get { items[position] }
        set { items[position] = newValue }
        _modify { yield &items[position] }
    }

    /// Creates an empty section of kind ``Kind/default``.
    ///
    /// - Complexity: O(1).
    public init() {
        self.init(kind: .default)
    }

    /// Replaces the items in `subrange` with `newElements`, the primitive behind every
    /// `RangeReplaceableCollection` edit.
    ///
    /// ```swift
    /// section.replaceSubrange(0..<1, with: ["Alan Kay"])
    /// ```
    ///
    /// - Parameters:
    ///   - subrange: The range of items to replace.
    ///   - newElements: The items to insert in their place.
    /// - Complexity: O(*n* + *m*) where *n* is the section's length and *m* the new items' count.
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Item {
        items.replaceSubrange(subrange, with: newElements)
    }

    /// Reserves storage for `minimumCapacity` items.
    ///
    /// - Parameter minimumCapacity: The number of items to make room for.
    /// - Complexity: O(*n*).
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        items.reserveCapacity(minimumCapacity)
    }

    /// Removes every item and keeps the section's kind (the standard default would rebuild the section
    /// with `init()` and lose it).
    ///
    /// ```swift
    /// section.removeAll() // still `Apple: []`
    /// ```
    ///
    /// - Parameter keepCapacity: Whether to keep the items' storage.
    /// - Complexity: O(*n*).
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        items.removeAll(keepingCapacity: keepCapacity)
    }

    /// The items that satisfy `isIncluded`, as a section of the same kind.
    ///
    /// ```swift
    /// apple.filter { $0.hasPrefix("A") } // Apple: [Alan Kay, Andy Hertzfeld]
    /// ```
    ///
    /// - Parameter isIncluded: Returns `true` for the items to keep.
    /// - Returns: A section of the same kind with the kept items, in order.
    /// - Complexity: O(*n*).
    public func filter(_ isIncluded: (Item) throws -> Bool) rethrows -> Section {
        Section(kind: kind, items: try items.filter(isIncluded))
    }

    /// The section with `difference` applied to its items, keeping its kind; `nil` when the
    /// difference does not apply.
    ///
    /// - Parameter difference: A difference computed against this section's items.
    /// - Returns: The changed section, or `nil`.
    /// - Complexity: O(*n* + *m*) for *m* changes.
    public func applying(_ difference: CollectionDifference<Item>) -> Section? {
        items.applying(difference).map { Section(kind: kind, items: $0) }
    }
}

extension Section: Equatable where Item: Equatable {}
extension Section: Hashable where Item: Hashable {}
extension Section: Sendable where Item: Sendable {}

extension Section: CustomStringConvertible, CustomDebugStringConvertible {
    /// The kind and the items, readable: `Apple: [Steve Jobs, Alan Kay]`.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var description: String {
        "\(kind): [\(items.map { String(describing: $0) }.joined(separator: ", "))]"
    }

    /// The same as ``description``; items print with their own `description`.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var debugDescription: String { "Section(\(description))" }
}

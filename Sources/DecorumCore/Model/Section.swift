/// One section of a list: a ``Kind``, the items shown in it, and optionally a model its header and
/// footer show.
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
/// A section may carry a model, e.g. the company a header shows (see <doc:SectionModels>): its kind
/// stays its identity, the model is its header's content.
///
/// ```swift
/// let google = Section(kind: "Google", model: Company(name: "Google", members: 2), items: ["Larry Page"])
/// google.model(as: Company.self)?.members // 2
/// ```
///
/// - Complexity: Element access O(1); edits as on `Array`.
public struct Section<Item> {
    /// The tag of the section, unique within a ``SectionedData``.
    public var kind: Kind

    /// The items of the section, in display order.
    ///
    /// - Complexity: O(1) to read; writing in place is as cheap as on `Array`.
    public var items: [Item]

    /// What the section's header and footer show, e.g. a company with its name and member count; `nil`
    /// (the default) for none. Part of the section's equality and hash, not of its identity (its
    /// ``kind``): when `apply` finds a section whose model changed, it refreshes the section's header
    /// and footer in place, without reloading its rows. Read it typed with ``model(as:)``.
    ///
    /// ```swift
    /// data[0].model = Company(name: "Google", members: 3)
    /// ```
    public var model: (any Hashable & Sendable)?

    /// Whether a handler shows this section collapsed: its header (and footer) stay on screen and its
    /// items are hidden, though they are all still here. Set by the handler
    /// (``ListHandler/collapse(section:animated:)``), which keeps it across `apply` by kind; it takes no
    /// part in equality or hashing, and is `false` in sections you build.
    ///
    /// ```swift
    /// handler.data[.archive]?.isCollapsed // true after handler.collapse(section: .archive)
    /// ```
    public package(set) var isCollapsed = false

    /// The number of items a view shows for this section: 0 when collapsed, else ``count``.
    package var shownCount: Int { isCollapsed ? 0 : items.count }

    /// Creates a section with a kind and its items.
    ///
    /// ```swift
    /// let google = Section(kind: "Google", items: ["Larry Page", "Sergey Brin"])
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The tag of the section.
    ///   - items: The items, in display order.
    public init(kind: Kind, items: [Item] = []) {
        self.kind = kind
        self.items = items
    }

    /// Creates a section with a kind, a model for its header and footer, and its items.
    ///
    /// ```swift
    /// let google = Section(kind: "Google", model: Company(name: "Google", members: 2), items: ["Larry Page"])
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The tag of the section, its identity.
    ///   - model: What its header and footer show; `nil` for none.
    ///   - items: The items, in display order.
    public init(kind: Kind, model: (any Hashable & Sendable)?, items: [Item] = []) {
        self.kind = kind
        self.model = model
        self.items = items
    }

    /// The section's ``model`` as a `M`, or `nil` when it has none or one of another type.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyHeader.self) { $0.model(as: Company.self) }
    /// ```
    ///
    /// - Parameter type: The type the model is expected to have.
    /// - Returns: The model, or `nil`.
    public func model<M>(as type: M.Type) -> M? {
        model as? M
    }

    /// The same section (kind and model) with other items: what every edit that keeps a section but
    /// changes its rows builds.
    @usableFromInline
    package func withItems<T>(_ items: [T]) -> Section<T> {
        var section = Section<T>(kind: kind, model: model, items: items)
        section.isCollapsed = isCollapsed
        return section
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
    public var startIndex: Int { items.startIndex }

    /// The position one past the last item.
    public var endIndex: Int { items.endIndex }

    /// Accesses the item at `position`; traps when it is out of bounds, like `Array`.
    ///
    /// ```swift
    /// section[0] = "Steve Jobs"
    /// ```
    ///
    /// - Parameter position: A valid index of the section.
    public subscript(position: Int) -> Item {
        get { items[position] }
        set { items[position] = newValue }
        _modify { yield &items[position] }
    }

    /// Creates an empty section of kind ``Kind/default``.
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

    /// The items that satisfy `isIncluded`, as a section of the same kind and model.
    ///
    /// ```swift
    /// apple.filter { $0.hasPrefix("A") } // Apple: [Alan Kay, Andy Hertzfeld]
    /// ```
    ///
    /// - Parameter isIncluded: Returns `true` for the items to keep.
    /// - Returns: A section of the same kind and model with the kept items, in order.
    /// - Complexity: O(*n*).
    public func filter(_ isIncluded: (Item) throws -> Bool) rethrows -> Section {
        withItems(try items.filter(isIncluded))
    }

    /// The section with `difference` applied to its items, keeping its kind and model; `nil` when the
    /// difference does not apply.
    ///
    /// - Parameter difference: A difference computed against this section's items.
    /// - Returns: The changed section, or `nil`.
    /// - Complexity: O(*n* + *m*) for *m* changes.
    public func applying(_ difference: CollectionDifference<Item>) -> Section? {
        items.applying(difference).map { withItems($0) }
    }
}

extension Section: Equatable where Item: Equatable {
    /// Two sections are equal when their kinds, models (same type and `==`) and items are.
    ///
    /// ```swift
    /// Section(kind: "a", model: 1, items: ["x"]) == Section(kind: "a", model: 2, items: ["x"]) // false
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: A section.
    ///   - rhs: Another section.
    /// - Complexity: O(*n*) for *n* items, plus one comparison of the models.
    public static func == (lhs: Section, rhs: Section) -> Bool {
        lhs.kind == rhs.kind && sameModel(lhs.model, rhs.model) && lhs.items == rhs.items
    }
}

extension Section: Hashable where Item: Hashable {
    /// Hashes the kind, the model (with its type) and the items.
    ///
    /// ```swift
    /// var seen: Set<Section<String>> = [google]
    /// ```
    ///
    /// - Parameter hasher: The hasher.
    /// - Complexity: O(*n*) for *n* items.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hashModel(model, into: &hasher)
        hasher.combine(items)
    }
}

extension Section: Sendable where Item: Sendable {}

/// Whether two section models are equal: both absent, or of the same dynamic type and `==`.
@usableFromInline
package func sameModel(_ lhs: (any Hashable & Sendable)?, _ rhs: (any Hashable & Sendable)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?): return isEqual(lhs, to: rhs)
    default: return false
    }
}

private func isEqual<T: Hashable>(_ lhs: T, to rhs: any Hashable) -> Bool {
    guard type(of: rhs) == T.self, let rhs = rhs as? T else { return false }
    return lhs == rhs
}

private func hashModel(_ model: (any Hashable & Sendable)?, into hasher: inout Hasher) {
    guard let model else { return hasher.combine(false) }
    hasher.combine(true)
    hasher.combine(ObjectIdentifier(type(of: model)))
    model.hash(into: &hasher)
}

extension Section: CustomStringConvertible, CustomDebugStringConvertible {
    /// The kind, the model when there is one, and the items, readable: `Apple: [Steve Jobs, Alan Kay]`,
    /// `Apple (Company(name: "Apple")): [Steve Jobs]`.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var description: String {
        let title = model.map { "\(kind) (\($0))" } ?? kind.description
        return "\(title): [\(items.map { String(describing: $0) }.joined(separator: ", "))]"
    }

    /// The same as ``description``; items print with their own `description`.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var debugDescription: String { "Section(\(description))" }
}

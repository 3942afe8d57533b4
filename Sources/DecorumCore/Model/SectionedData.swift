import Foundation

/// The ordered sections of a list, each a ``Kind``, its items and an optional model: the value a handler owns and a
/// table or collection view shows.
///
/// `SectionedData` is a value type and a full standard-library collection of ``Section``s
/// (`RandomAccessCollection`, `MutableCollection`, `RangeReplaceableCollection`), so sections are
/// inserted, removed, moved and swapped with the APIs you already know. Sections are found by kind,
/// items by `IndexPath` or by absolute (flat) index.
///
/// ```swift
/// var data: SectionedData<String> = [
///     Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
///     Section(kind: "Microsoft", items: ["Bill Gates", "Paul Allen"]),
///     Section(kind: "Google", items: ["Larry Page", "Sergey Brin"]),
/// ]
/// data[IndexPath(item: 1, section: 1)]                 // "Paul Allen"
/// data.absoluteIndex(for: IndexPath(item: 1, section: 1)) // 4
/// data.indexPath(forAbsoluteIndex: 4)                  // [1, 1]
/// data["Google"]?.items                                // ["Larry Page", "Sergey Brin"]
/// data.firstIndex(of: "Microsoft")                     // 1
/// ```
///
/// Absolute-index lookups use a prefix-sum table built on first use in O(*s*) for *s* sections,
/// cached, and dropped on every mutation; copies share the table until one of them changes.
///
/// - Complexity: Section access O(1); item access by `IndexPath` O(1); absolute-index lookups O(1) and
///   O(log *s*) after the O(*s*) table build.
public struct SectionedData<Item> {
    /// The sections, in display order. Mutating them in place is cheap and drops the offsets cache.
    ///
    /// ```swift
    /// data.sections[0].items.append("Steve Wozniak")
    /// ```
    ///
    /// - Complexity: O(1) to read.
    public var sections: [Section<Item>] {
        // Inlinable accessors: an engine in another module (Handlers) then edits the rows in place, where
        // the observer a stored property would need made each append copy every row.
        @inlinable get { storage }
        @inlinable set {
            storage = newValue
            invalidateOffsets()
        }
        @inlinable _modify {
            defer { invalidateOffsets() }
            yield &storage
        }
    }

    @usableFromInline var storage: [Section<Item>]

    @usableFromInline var cache = OffsetsCache()

    @usableFromInline mutating func invalidateOffsets() {
        if isKnownUniquelyReferenced(&cache) { cache.reset() } else { cache = OffsetsCache() }
    }

    // Changes the rows of section `section` in place: the offsets are dropped, whether a section is
    // collapsed stays known (an engine's edits of rows then never walk the sections again to learn it).
    @inlinable package mutating func withItems<Result>(
        inSection section: Int, _ body: (inout [Item]) throws -> Result
    ) rethrows -> Result {
        defer {
            if isKnownUniquelyReferenced(&cache) { cache.resetOffsets() } else { cache = cache.keepingCollapse() }
        }
        return try body(&storage[section].items)
    }

    /// Creates data from sections, in display order.
    ///
    /// ```swift
    /// let data = SectionedData([Section(kind: "Apple", items: ["Steve Jobs"])])
    /// ```
    ///
    /// - Parameter sections: The sections. Duplicates are kept as given; see
    ///   ``resolvingDuplicates(_:identity:)`` to check them.
    public init(_ sections: [Section<Item>] = []) {
        self.storage = sections
    }

    /// Creates data with one section holding `items`.
    ///
    /// ```swift
    /// let data = SectionedData(items: ["a", "b"], kind: "letters")
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items of the only section.
    ///   - kind: The kind of that section.
    /// - Complexity: O(*n*) for *n* items.
    public init<S: Sequence>(items: S, kind: Kind = .default) where S.Element == Item {
        self.storage = [Section(kind: kind, items: Array(items))]
    }

    /// The table of section start offsets, built on first use and cached until the next mutation.
    ///
    /// - Complexity: O(*s*) the first time after a mutation, O(1) after.
    public var offsets: SectionOffsets {
        cache.offsets {
            // A plain loop: a key-path `lazy.map` here ran unspecialised, ~3,700 instructions a section.
            var counts: [Int] = []
            counts.reserveCapacity(sections.count)
            for section in sections { counts.append(section.items.count) }
            return SectionOffsets(counts: counts)
        }
    }
}

@usableFromInline
final class OffsetsCache: @unchecked Sendable {
    @usableFromInline init() {}

    private let lock = NSLock()
    private var value: SectionOffsets?
    private var collapsed: Bool?

    /// Whether a section is collapsed, computed by `build` on first use after a mutation.
    func hasCollapsedSections(_ build: () -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let collapsed { return collapsed }
        let built = build()
        collapsed = built
        return built
    }

    func offsets(_ build: () -> SectionOffsets) -> SectionOffsets {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let built = build()
        value = built
        return built
    }

    var built: SectionOffsets? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    @usableFromInline func reset() {
        value = nil
        collapsed = nil
    }

    @usableFromInline func resetOffsets() {
        value = nil
    }

    // A new cache that knows what this one knows of collapsed sections, and no offsets.
    @usableFromInline func keepingCollapse() -> OffsetsCache {
        let fresh = OffsetsCache()
        lock.lock()
        defer { lock.unlock() }
        fresh.collapsed = collapsed
        return fresh
    }
}

extension SectionedData {
    /// Checks the internal consistency of the value: a built offsets table matches the sections' counts.
    /// Traps on a broken invariant; a no-op outside debug builds.
    package func _checkInvariants() {
        #if DEBUG
        if let offsets = cache.built {
            precondition(
                offsets.numberOfSections == sections.count, "SectionedData: offsets cache has a stale section count")
            var start = 0
            for (index, section) in sections.enumerated() {
                precondition(
                    offsets.firstAbsoluteIndex(ofSection: index) == start,
                    "SectionedData: offsets cache is stale at section \(index)")
                start += section.items.count
            }
            precondition(offsets.totalCount == start, "SectionedData: offsets cache has a stale total")
        }
        #endif
    }
}

extension SectionedData: ExpressibleByArrayLiteral {
    /// Creates data from a literal list of sections.
    ///
    /// ```swift
    /// let data: SectionedData<String> = [Section(kind: "a", items: ["x"])]
    /// ```
    ///
    /// - Parameter elements: The sections.
    /// - Complexity: O(*s*).
    public init(arrayLiteral elements: Section<Item>...) {
        self.init(elements)
    }
}

extension SectionedData: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    /// The index of the first section (always 0).
    public var startIndex: Int { sections.startIndex }

    /// One past the index of the last section.
    public var endIndex: Int { sections.endIndex }

    /// Accesses the section at `position`; traps when out of bounds, like `Array`.
    ///
    /// ```swift
    /// data[0].append("Steve Wozniak")
    /// ```
    ///
    /// - Parameter position: A valid section index.
    public subscript(position: Int) -> Section<Item> {
        get { sections[position] }
        set { sections[position] = newValue }
        _modify { yield &sections[position] }
    }

    /// Creates empty data (no sections).
    public init() {
        self.storage = []
    }

    /// Replaces the sections in `subrange`, the primitive behind every section insert, remove and append.
    ///
    /// ```swift
    /// data.insert(Section(kind: "Xerox", items: ["Alan Kay"]), at: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - subrange: The sections to replace.
    ///   - newElements: The sections to put there.
    /// - Complexity: O(*s* + *m*).
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Section<Item> {
        sections.replaceSubrange(subrange, with: newElements)
    }

    /// Reserves room for `minimumCapacity` sections.
    ///
    /// - Parameter minimumCapacity: The number of sections.
    /// - Complexity: O(*s*).
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        sections.reserveCapacity(minimumCapacity)
    }
}

extension SectionedData {
    /// The first section whose kind is `kind`, or `nil`. Setting a section replaces that one (or
    /// appends when there is none); setting `nil` removes it.
    ///
    /// ```swift
    /// data[.contacts]?.items.count
    /// data[.contacts]?.append(newContact)
    /// data[.addContact] = nil
    /// ```
    ///
    /// - Parameter kind: The kind to look for.
    /// - Complexity: O(*s*).
    public subscript(kind: Kind) -> Section<Item>? {
        get { firstIndex(of: kind).map { sections[$0] } }
        set {
            let index = firstIndex(of: kind)
            switch (index, newValue) {
            case (let index?, var section?):
                section.kind = kind
                sections[index] = section
            case (let index?, nil):
                sections.remove(at: index)
            case (nil, var section?):
                section.kind = kind
                sections.append(section)
            case (nil, nil):
                break
            }
        }
    }

    /// The index of the first section whose kind is `kind`, or `nil`.
    ///
    /// ```swift
    /// data.firstIndex(of: .addContact) // 1
    /// ```
    ///
    /// - Parameter kind: The kind to look for.
    /// - Complexity: O(*s*).
    public func firstIndex(of kind: Kind) -> Int? {
        sections.firstIndex { $0.kind == kind }
    }

    /// The number of items in each section, in order (a plain loop: no key path to resolve in generic
    /// code, which the engine calls on every batch).
    package var itemCounts: [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(sections.count)
        for section in sections { counts.append(section.items.count) }
        return counts
    }

    package var shownItemCounts: [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(sections.count)
        for section in sections { counts.append(section.shownCount) }
        return counts
    }

    package var hasCollapsedSections: Bool {
        cache.hasCollapsedSections { sections.contains { $0.isCollapsed } }
    }

    /// The kinds of the sections, in order.
    ///
    /// - Complexity: O(*s*).
    public var kinds: [Kind] { sections.map(\.kind) }

    /// Accesses the item at `indexPath`; traps when the path is invalid, like an array subscript.
    /// Use ``item(at:)`` when the path comes from outside.
    ///
    /// ```swift
    /// data[IndexPath(item: 1, section: 1)] // "Paul Allen"
    /// ```
    ///
    /// - Parameter indexPath: A valid `[section, item]` path.
    public subscript(indexPath: IndexPath) -> Item {
        get {
            guard let (section, item) = indexPath.sectionAndItem else {
                preconditionFailure("SectionedData: \(indexPath) is not a [section, item] path; use item(at:)")
            }
            return sections[section].items[item]
        }
        set {
            guard let (section, item) = indexPath.sectionAndItem else {
                preconditionFailure("SectionedData: \(indexPath) is not a [section, item] path")
            }
            sections[section].items[item] = newValue
        }
    }

    /// The item at `indexPath`, or `nil` when the path is invalid (count not 2, negative, out of bounds).
    ///
    /// ```swift
    /// data.item(at: IndexPath(item: 9, section: 0)) // nil
    /// data.item(at: IndexPath())                   // nil
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    public func item(at indexPath: IndexPath) -> Item? {
        guard let (section, item) = indexPath.sectionAndItem, section < sections.count,
            item < sections[section].items.count
        else { return nil }
        return sections[section].items[item]
    }

    /// The item at flat position `absoluteIndex`, or `nil` when out of range.
    ///
    /// ```swift
    /// data.item(atAbsoluteIndex: 4) // "Paul Allen"
    /// ```
    ///
    /// - Parameter absoluteIndex: A flat position.
    /// - Complexity: O(log *s*) after the cached O(*s*) offsets build.
    public func item(atAbsoluteIndex absoluteIndex: Int) -> Item? {
        indexPath(forAbsoluteIndex: absoluteIndex).flatMap(item(at:))
    }

    /// All items of all sections, in display order.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var allItems: [Item] { sections.flatMap(\.items) }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1) after the cached offsets build.
    public var itemCount: Int { offsets.totalCount }

    /// Every valid index path, in display order.
    ///
    /// - Complexity: O(*n* + *s*).
    public var indexPaths: [IndexPath] {
        sections.indices.flatMap { section in
            sections[section].items.indices.map { IndexPath(section: section, item: $0) }
        }
    }

    /// Returns data with the same section structure (kinds and models) and every item transformed.
    ///
    /// ```swift
    /// let names = people.mapItems(\.name)
    /// ```
    ///
    /// - Parameter transform: Maps one item.
    /// - Returns: The transformed data.
    /// - Complexity: O(*n* + *s*).
    public func mapItems<T>(_ transform: (Item) throws -> T) rethrows -> SectionedData<T> {
        var result: [Section<T>] = []
        result.reserveCapacity(sections.count)
        for section in sections {
            var items: [T] = []
            items.reserveCapacity(section.items.count)
            for item in section.items { items.append(try transform(item)) }
            result.append(section.withItems(items))
        }
        return SectionedData<T>(result)
    }
}

extension SectionedData: SectionedCounts {
    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section`; 0 when the section does not exist.
    ///
    /// - Parameter section: A section index.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The section at `index`, or `nil` when there is none (a view may ask about one that went).
    /// Binding SPI.
    ///
    /// ```swift
    /// let title = handler.displayedData.section(at: index)?.model
    /// ```
    ///
    /// - Parameter index: A section index.
    @_spi(Binding) public func section(at index: Int) -> Section<Item>? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items a view shows in `section`: 0 when the section is collapsed or missing.
    ///
    /// ```swift
    /// data.numberOfShownItems(inSection: 0)
    /// ```
    ///
    /// - Parameter section: A section index.
    /// - Returns: The shown item count.
    public func numberOfShownItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].shownCount : 0
    }

    /// The flat position of `indexPath`, or `nil` for an invalid path.
    ///
    /// ```swift
    /// data.absoluteIndex(for: IndexPath(item: 1, section: 1)) // 4
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Complexity: O(1) after the cached O(*s*) offsets build.
    public func absoluteIndex(for indexPath: IndexPath) -> Int? {
        offsets.absoluteIndex(for: indexPath)
    }

    /// The index path at flat position `absoluteIndex`, or `nil` when out of range.
    ///
    /// ```swift
    /// data.indexPath(forAbsoluteIndex: 4) // [1, 1]
    /// ```
    ///
    /// - Parameter absoluteIndex: A flat position.
    /// - Complexity: O(log *s*) after the cached O(*s*) offsets build.
    public func indexPath(forAbsoluteIndex absoluteIndex: Int) -> IndexPath? {
        offsets.indexPath(forAbsoluteIndex: absoluteIndex)
    }
}

extension SectionedData: Equatable where Item: Equatable {
    /// Two data sets are equal when their sections are (kinds, models and items, in order).
    ///
    /// - Parameters:
    ///   - lhs: A data set.
    ///   - rhs: Another data set.
    /// - Complexity: O(*n* + *s*).
    public static func == (lhs: SectionedData, rhs: SectionedData) -> Bool {
        lhs.sections == rhs.sections
    }
}

extension SectionedData: Hashable where Item: Hashable {
    /// Hashes the sections.
    ///
    /// - Parameter hasher: The hasher.
    /// - Complexity: O(*n* + *s*).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sections)
    }
}

extension SectionedData: Sendable where Item: Sendable {}

extension SectionedData: CustomStringConvertible, CustomDebugStringConvertible {
    /// One line per section: `Apple: [Steve Jobs, Alan Kay]`.
    ///
    /// - Complexity: O(*n* + *s*).
    public var description: String {
        sections.isEmpty ? "(no sections)" : sections.map(\.description).joined(separator: "\n")
    }

    /// The sections on one line, for debugger output.
    ///
    /// - Complexity: O(*n* + *s*).
    public var debugDescription: String {
        "SectionedData(\(sections.map(\.description).joined(separator: "; ")))"
    }
}

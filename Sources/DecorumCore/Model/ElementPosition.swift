#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A place in a sectioned layout: the header of a section, one of its items, or its footer.
///
/// Positions sort in layout order (section 0's header, its items, its footer, then section 1…), so
/// stepping and enumerating across section edges is just "the next position".
///
/// ```swift
/// let all = data.positions()                                   // header 0, item [0,0], …, footer 2
/// let rows = data.positions(include: [.item], inSections: [1]) // items of section 1
/// data.position(after: .footer(inSection: 0))                  // header of section 1
/// ElementPosition.header(inSection: 2).indexPath               // [2, 0], with elementKind "…Header"
/// ```
///
/// - Complexity: Creating, comparing and converting are O(1).
public struct ElementPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// What a position holds.
    public enum Element: Hashable, Comparable, Sendable {
        /// The section's header (supplementary view).
        case header
        /// The item at this index of the section.
        case item(Int)
        /// The section's footer (supplementary view).
        case footer
    }

    /// A set of element roles to include when enumerating or stepping.
    public struct Roles: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates roles from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Section headers.
        public static let header = Roles(rawValue: 1 << 0)
        /// Items (cells).
        public static let item = Roles(rawValue: 1 << 1)
        /// Section footers.
        public static let footer = Roles(rawValue: 1 << 2)
        /// Headers, items and footers.
        public static let all: Roles = [.header, .item, .footer]
    }

    /// UIKit's element kind string for section headers (`UICollectionView.elementKindSectionHeader`).
    public static let headerElementKind = "UICollectionElementKindSectionHeader"
    /// UIKit's element kind string for section footers (`UICollectionView.elementKindSectionFooter`).
    public static let footerElementKind = "UICollectionElementKindSectionFooter"

    /// The section index.
    public var section: Int
    /// The element in that section.
    public var element: Element

    /// Creates a position.
    ///
    /// ```swift
    /// ElementPosition(section: 1, element: .item(1)) // Paul Allen
    /// ```
    ///
    /// - Parameters:
    ///   - section: The section index.
    ///   - element: Header, item or footer.
    public init(section: Int, element: Element) {
        self.section = section
        self.element = element
    }

    /// The header of `section`.
    ///
    /// - Parameter section: The section index.
    /// - Returns: The header position.
    public static func header(inSection section: Int) -> ElementPosition { .init(section: section, element: .header) }

    /// The footer of `section`.
    ///
    /// - Parameter section: The section index.
    /// - Returns: The footer position.
    public static func footer(inSection section: Int) -> ElementPosition { .init(section: section, element: .footer) }

    /// The item at `indexPath`, or `nil` when the path is not `[section, item]` with non-negative values.
    ///
    /// - Parameter indexPath: Any index path.
    /// - Returns: The item position, or `nil`.
    public static func item(at indexPath: IndexPath) -> ElementPosition? {
        indexPath.sectionAndItem.map { ElementPosition(section: $0.section, element: .item($0.item)) }
    }

    /// Converts a UIKit index path and optional supplementary element kind into a position: no kind
    /// means an item; the header and footer kinds mean the section's header or footer.
    /// `nil` for an invalid path or an unknown kind.
    ///
    /// ```swift
    /// ElementPosition(indexPath: IndexPath(item: 0, section: 2), elementKind: ElementPosition.headerElementKind)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: The index path UIKit passed.
    ///   - elementKind: The supplementary element kind, or `nil` for cells.
    public init?(indexPath: IndexPath, elementKind: String? = nil) {
        guard let (section, item) = indexPath.sectionAndItem else { return nil }
        switch elementKind {
        case nil: self.init(section: section, element: .item(item))
        case Self.headerElementKind?: self.init(section: section, element: .header)
        case Self.footerElementKind?: self.init(section: section, element: .footer)
        default: return nil
        }
    }

    /// The index path UIKit uses for this position: `[section, item]` for items and
    /// `[section, 0]` for headers and footers (paired with ``elementKind``).
    public var indexPath: IndexPath {
        if case .item(let item) = element { return IndexPath(section: section, item: item) }
        return IndexPath(section: section, item: 0)
    }

    /// UIKit's supplementary element kind for headers and footers, `nil` for items.
    public var elementKind: String? {
        switch element {
        case .header: return Self.headerElementKind
        case .footer: return Self.footerElementKind
        case .item: return nil
        }
    }

    /// The role of this position (header, item or footer).
    public var role: Roles {
        switch element {
        case .header: return .header
        case .item: return .item
        case .footer: return .footer
        }
    }

    /// Layout order: by section, then header, items in order, footer.
    ///
    /// - Parameters:
    ///   - lhs: A position.
    ///   - rhs: Another position.
    public static func < (lhs: ElementPosition, rhs: ElementPosition) -> Bool {
        (lhs.section, lhs.element) < (rhs.section, rhs.element)
    }

    /// `header 0`, `item [1, 1]`, `footer 2`.
    public var description: String {
        switch element {
        case .header: return "header \(section)"
        case .item(let item): return "item [\(section), \(item)]"
        case .footer: return "footer \(section)"
        }
    }
}

extension SectionedCounts {
    /// Whether `position` exists here: its section exists and, for an item, the item does.
    ///
    /// - Parameter position: A position.
    /// - Returns: `true` when the position exists.
    /// - Complexity: O(1) count calls.
    public func contains(_ position: ElementPosition) -> Bool {
        guard position.section >= 0, position.section < numberOfSections else { return false }
        if case .item(let item) = position.element {
            return item >= 0 && item < numberOfItems(inSection: position.section)
        }
        return true
    }

    /// All positions with the given roles, in layout order, optionally limited to some sections
    /// (sections that do not exist are ignored).
    ///
    /// ```swift
    /// data.positions(include: [.header, .item], inSections: [0, 1])
    /// ```
    ///
    /// - Parameters:
    ///   - roles: The roles to include; all by default.
    ///   - sections: The sections to include; all when `nil`.
    /// - Returns: The positions in layout order.
    /// - Complexity: O(*n* + *s*) for the included sections.
    public func positions(
        include roles: ElementPosition.Roles = .all, inSections sections: Set<Int>? = nil
    )
        -> [ElementPosition]
    {
        var result: [ElementPosition] = []
        for section in 0..<Swift.max(numberOfSections, 0) where sections?.contains(section) ?? true {
            if roles.contains(.header) { result.append(.header(inSection: section)) }
            if roles.contains(.item) {
                for item in 0..<Swift.max(numberOfItems(inSection: section), 0) {
                    result.append(ElementPosition(section: section, element: .item(item)))
                }
            }
            if roles.contains(.footer) { result.append(.footer(inSection: section)) }
        }
        return result
    }

    /// The next existing position after `position` in layout order with one of `roles`, crossing
    /// section edges and skipping empty sections; `nil` at the end or when `position` does not exist.
    ///
    /// ```swift
    /// data.position(after: ElementPosition(section: 0, element: .item(2)), include: [.item]) // item [1, 0]
    /// ```
    ///
    /// - Parameters:
    ///   - position: An existing position.
    ///   - roles: The roles to stop at; all by default.
    /// - Returns: The next position, or `nil`.
    /// - Complexity: O(1) per section crossed, so O(*s*) in the worst case (a run of sections with
    ///   nothing to stop at); items are skipped in O(1) when `roles` excludes them.
    public func position(
        after position: ElementPosition, include roles: ElementPosition.Roles = .all
    ) -> ElementPosition? {
        step(from: position, roles: roles, forward: true)
    }

    /// The previous existing position before `position` in layout order with one of `roles`, crossing
    /// section edges and skipping empty sections; `nil` at the start or when `position` does not exist.
    ///
    /// ```swift
    /// data.position(before: .header(inSection: 1)) // footer 0
    /// ```
    ///
    /// - Parameters:
    ///   - position: An existing position.
    ///   - roles: The roles to stop at; all by default.
    /// - Returns: The previous position, or `nil`.
    /// - Complexity: O(*s*) in the worst case.
    public func position(
        before position: ElementPosition, include roles: ElementPosition.Roles = .all
    ) -> ElementPosition? {
        step(from: position, roles: roles, forward: false)
    }

    private func step(from position: ElementPosition, roles: ElementPosition.Roles, forward: Bool) -> ElementPosition? {
        guard contains(position), !roles.isEmpty else { return nil }
        var current = position
        while true {
            guard let next = forward ? rawSuccessor(of: current) : rawPredecessor(of: current) else { return nil }
            if roles.contains(next.role) { return next }
            // Skip a whole section's items at once when items are not wanted.
            if case .item = next.element {
                current = forward ? .footer(inSection: next.section) : .header(inSection: next.section)
                if roles.contains(current.role) { return current }
            } else {
                current = next
            }
        }
    }

    private func rawSuccessor(of position: ElementPosition) -> ElementPosition? {
        let section = position.section
        switch position.element {
        case .header:
            return numberOfItems(inSection: section) > 0
                ? ElementPosition(section: section, element: .item(0)) : .footer(inSection: section)
        case .item(let item):
            return item + 1 < numberOfItems(inSection: section)
                ? ElementPosition(section: section, element: .item(item + 1)) : .footer(inSection: section)
        case .footer:
            return section + 1 < numberOfSections ? .header(inSection: section + 1) : nil
        }
    }

    private func rawPredecessor(of position: ElementPosition) -> ElementPosition? {
        let section = position.section
        switch position.element {
        case .header:
            return section > 0 ? .footer(inSection: section - 1) : nil
        case .item(let item):
            return item > 0 ? ElementPosition(section: section, element: .item(item - 1)) : .header(inSection: section)
        case .footer:
            let count = numberOfItems(inSection: section)
            return count > 0
                ? ElementPosition(section: section, element: .item(count - 1)) : .header(inSection: section)
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension IndexPath {
    /// Creates the two-element path `[section, item]` without relying on UIKit's or AppKit's
    /// `init(item:section:)`, which Linux lacks. Binding SPI.
    ///
    /// ```swift
    /// let path = IndexPath(section: 0, item: 3)
    /// ```
    ///
    /// - Parameters:
    ///   - section: The first index.
    ///   - item: The second index.
    @inlinable
    @_spi(Binding) public init(section: Int, item: Int) {
        // Two appends keep Foundation's inline two-index storage: no array is allocated, unlike
        // `init(indexes: [section, item])`, whose literal is (the diff and the edits make thousands).
        self.init()
        append(section)
        append(item)
    }

    /// The first index. The core reads paths through these two, never UIKit's or AppKit's `section` and
    /// `item`, which a Mac build of the core does not have (`.ci/apple-platforms`). Binding SPI.
    ///
    /// ```swift
    /// IndexPath(section: 2, item: 5).sectionIndex  // 2
    /// ```
    @inlinable
    @_spi(Binding) public var sectionIndex: Int { self[0] }

    /// The second index. Binding SPI.
    ///
    /// ```swift
    /// IndexPath(section: 2, item: 5).itemIndex  // 5
    /// ```
    @inlinable
    @_spi(Binding) public var itemIndex: Int { self[1] }

    /// `(section, item)` when the path has exactly two non-negative indices, else `nil`. Binding SPI.
    ///
    /// ```swift
    /// guard let (section, item) = path.sectionAndItem else { throw BatchUpdateError(.malformedIndexPath(.insert, path)) }
    /// ```
    @inlinable
    @_spi(Binding) public var sectionAndItem: (section: Int, item: Int)? {
        guard count == 2 else { return nil }
        let section = self[0]
        let item = self[1]
        guard section >= 0, item >= 0 else { return nil }
        return (section, item)
    }
}

extension IndexPath {
    /// The path as Decorum's messages print it: `[0, 1]`. Binding SPI.
    ///
    /// ```swift
    /// IndexPath(section: 0, item: 1).bracketed  // "[0, 1]"
    /// ```
    @_spi(Binding) public var bracketed: String {
        "[\(map(String.init).joined(separator: ", "))]"
    }
}

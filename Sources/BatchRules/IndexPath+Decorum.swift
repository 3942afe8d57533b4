#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension IndexPath {
    /// Creates the two-element path `[section, item]` without relying on UIKit's or AppKit's
    /// `init(item:section:)`, which Linux lacks.
    @inlinable
    package init(section: Int, item: Int) {
        // Two appends keep Foundation's inline two-index storage: no array is allocated, unlike
        // `init(indexes: [section, item])`, whose literal is (the diff and the edits make thousands).
        self.init()
        append(section)
        append(item)
    }

    /// `(section, item)` when the path has exactly two non-negative indices, else `nil`.
    ///
    /// Reading `.section` on `IndexPath()` or on a three-element path traps in Foundation; Decorum reads
    /// paths only through this check.
    @inlinable
    package var sectionAndItem: (section: Int, item: Int)? {
        guard count == 2 else { return nil }
        let section = self[0]
        let item = self[1]
        guard section >= 0, item >= 0 else { return nil }
        return (section, item)
    }
}

// Exactly once, here, below the library and the UIKit stand-in: on Apple platforms UIKit and AppKit
// declare these. `canImport(Darwin)` and not `canImport(UIKit)`, which a UIKit stand-in built in the
// same folder would make true.
#if !canImport(Darwin)
extension IndexPath {
    /// Creates `[section, item]`, as UIKit's `IndexPath(item:section:)` does on iOS.
    ///
    /// Provided on platforms without UIKit or AppKit (Linux), so the same test and demo code compiles
    /// everywhere.
    ///
    /// ```swift
    /// let paulAllen = IndexPath(item: 1, section: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item's index in its section.
    ///   - section: The section's index.
    /// - Complexity: O(1).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// Creates `[section, row]`, as UIKit's `IndexPath(row:section:)` does on iOS.
    ///
    /// - Parameters:
    ///   - row: The row's index in its section.
    ///   - section: The section's index.
    /// - Complexity: O(1).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index; like UIKit, traps unless the path has exactly two indices.
    ///
    /// - Complexity: O(1).
    public var section: Int {
        get {
            precondition(count == 2, "IndexPath.section requires exactly two indices, got \(count)")
            return self[0]
        }
        set {
            precondition(count == 2, "IndexPath.section requires exactly two indices, got \(count)")
            self[0] = newValue
        }
    }

    /// The second index; like UIKit, traps unless the path has exactly two indices.
    ///
    /// - Complexity: O(1).
    public var item: Int {
        get {
            precondition(count == 2, "IndexPath.item requires exactly two indices, got \(count)")
            return self[1]
        }
        set {
            precondition(count == 2, "IndexPath.item requires exactly two indices, got \(count)")
            self[1] = newValue
        }
    }

    /// The same as ``item``, as UIKit's table views name it.
    ///
    /// - Complexity: O(1).
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
#endif

extension IndexPath {
    /// The path as Decorum's messages print it: `[0, 1]`.
    package var bracketed: String {
        "[\(map(String.init).joined(separator: ", "))]"
    }
}

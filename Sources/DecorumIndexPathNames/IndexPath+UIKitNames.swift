#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// IndexPath's `item`, `section` and `row`, which Apple declares in UIKit and AppKit, not in Foundation:
// on Linux, `import Decorum` brings Decorum's own, so tests, the terminal demo and users' headless code
// read as they do on iOS. On Apple platforms the system declares them: a Mac user who reads `.item` or
// `.section` imports AppKit (as every AppKit app does), and Decorum re-exports no system framework. The
// library itself never reads them, only its own `sectionIndex`/`itemIndex`: `.ci/index-path-names`
// type-checks it without this module, and `.ci/apple-platforms` for macOS and Mac Catalyst (issue #29).
#if !canImport(Darwin)
// Linux. `canImport(Darwin)` and not `canImport(UIKit)`, which a UIKit stand-in built in the same
// folder would make true.
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
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// Creates `[section, row]`, as UIKit's `IndexPath(row:section:)` does on iOS.
    ///
    /// - Parameters:
    ///   - row: The row's index in its section.
    ///   - section: The section's index.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index; like UIKit, traps unless the path has exactly two indices.
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
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
#endif

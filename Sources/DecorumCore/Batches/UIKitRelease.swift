#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The iOS release whose exception texts the batch rules use (they changed in iOS 16.4). Test harness
/// only: DecorumTesting's `SystemVersion` is its public face.
package struct UIKitRelease: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var major: Int
    package var minor: Int

    package init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// iOS 12, whose UIKit the classic texts are quoted from [T].
    package static let iOS12 = UIKitRelease(12)
    /// The first release that raises "Invalid batch updates detected" [IB].
    package static let iOS16Point4 = UIKitRelease(16, 4)
    /// From iOS 17 public reports word it "before and after performing the batch updates" [IB].
    package static let iOS17 = UIKitRelease(17)
    package static let latest = UIKitRelease(26)

    package static func < (lhs: UIKitRelease, rhs: UIKitRelease) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    package var description: String { "iOS \(major).\(minor)" }
}

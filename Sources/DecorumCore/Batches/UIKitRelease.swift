#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An iOS release, as far as UIKit's behaviour depends on it: the exception texts of the batch rules
/// (they changed in iOS 16.4) and the API the UIKit layer may use. Binding SPI
/// (`@_spi(Binding) import Decorum`); DecorumTesting's `SystemVersion` is its public face.
///
/// ```swift
/// let error = BatchUpdateError(.negativeItemCount(section: 0), systemVersion: .iOS17)
/// ```
@_spi(Binding)
public struct UIKitRelease: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version: 16 in iOS 16.4.
    ///
    /// ```swift
    /// UIKitRelease.iOS16Point4.major  // 16
    /// ```
    public var major: Int
    /// The minor version: 4 in iOS 16.4.
    ///
    /// ```swift
    /// UIKitRelease.iOS16Point4.minor  // 4
    /// ```
    public var minor: Int

    /// The release `major.minor`.
    ///
    /// ```swift
    /// let release = UIKitRelease(15, 2)
    /// ```
    ///
    /// - Parameters:
    ///   - major: The major version.
    ///   - minor: The minor version; 0 by default.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// iOS 12, whose UIKit the classic texts are quoted from [T].
    ///
    /// ```swift
    /// UIKitRelease.iOS12 < .iOS16Point4  // true
    /// ```
    public static let iOS12 = UIKitRelease(12)
    /// The first release that raises "Invalid batch updates detected" [IB].
    ///
    /// ```swift
    /// UIKitRelease(16, 4) == .iOS16Point4  // true
    /// ```
    public static let iOS16Point4 = UIKitRelease(16, 4)
    /// From iOS 17 public reports word it "before and after performing the batch updates" [IB].
    ///
    /// ```swift
    /// UIKitRelease.iOS17 > .iOS16Point4  // true
    /// ```
    public static let iOS17 = UIKitRelease(17)
    /// The newest release whose behaviour Decorum knows.
    ///
    /// ```swift
    /// let release = UIKitRelease(systemVersion: "99") ?? .latest
    /// ```
    public static let latest = UIKitRelease(26)

    /// Whether `lhs` came out before `rhs`.
    ///
    /// ```swift
    /// UIKitRelease(15) < UIKitRelease(15, 1)  // true
    /// ```
    public static func < (lhs: UIKitRelease, rhs: UIKitRelease) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// The release as people write it: `iOS 16.4`.
    ///
    /// ```swift
    /// UIKitRelease.iOS17.description  // "iOS 17.0"
    /// ```
    public var description: String { "iOS \(major).\(minor)" }
}

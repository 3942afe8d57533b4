@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The iOS release whose UIKit a `HeadlessListView` imitates, for the exception texts that changed
/// between releases (see the Decorum catalog's UIKit batch rules): from iOS 16.4 a data source with fewer
/// items than a batch leaves makes UIKit raise "Invalid batch updates detected" instead of "Invalid
/// update: invalid number of rows in section …".
///
/// ```swift
/// view.systemVersion = .iOS16Point4
/// view.systemVersion = SystemVersion(15, 0) // the classic texts
/// ```
public struct SystemVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The release the batch rules take: this type is its public face, and adds nothing to it.
    package var release: UIKitRelease

    /// The major release, e.g. 17.
    public var major: Int {
        get { release.major }
        set { release.major = newValue }
    }
    /// The minor release, e.g. 4 in 16.4.
    public var minor: Int {
        get { release.minor }
        set { release.minor = newValue }
    }

    /// Creates a version.
    ///
    /// ```swift
    /// SystemVersion(16, 4)
    /// ```
    ///
    /// - Parameters:
    ///   - major: The major release.
    ///   - minor: The minor release; 0 by default.
    public init(_ major: Int, _ minor: Int = 0) { release = UIKitRelease(major, minor) }

    package init(_ release: UIKitRelease) { self.release = release }

    /// iOS 12, whose UIKit the classic texts are quoted from.
    ///
    /// ```swift
    /// view.systemVersion = .iOS12
    /// ```
    public static let iOS12 = SystemVersion(.iOS12)
    /// iOS 16.4, the first release that raises "Invalid batch updates detected", worded "before and/or
    /// after performing the batch updates".
    ///
    /// ```swift
    /// view.systemVersion = .iOS16Point4
    /// ```
    public static let iOS16Point4 = SystemVersion(.iOS16Point4)
    /// iOS 17, from which public reports word it "before and after performing the batch updates".
    ///
    /// ```swift
    /// view.systemVersion = .iOS17
    /// ```
    public static let iOS17 = SystemVersion(.iOS17)
    /// The latest release modelled, iOS 26: the default.
    ///
    /// ```swift
    /// view.systemVersion = .latest
    /// ```
    public static let latest = SystemVersion(.latest)

    /// Whether `lhs` is an earlier release than `rhs`.
    ///
    /// ```swift
    /// SystemVersion.iOS12 < .iOS17 // true
    /// ```
    public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool { lhs.release < rhs.release }

    /// `iOS 16.4`.
    ///
    /// ```swift
    /// SystemVersion.iOS16Point4.description // "iOS 16.4"
    /// ```
    public var description: String { release.description }
}

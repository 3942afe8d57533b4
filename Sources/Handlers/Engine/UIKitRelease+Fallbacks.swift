@_spi(Binding) import DecorumCore

// Which UIKit API the UIKit layer uses where it has a fallback for older systems: decided here, from the
// release the app runs on (N12, issue #38: a decision with a value, not a test switch that ships).

extension UIKitRelease {
    /// The release `UIDevice.systemVersion` names ("13.7", "18"); `nil` when it names none.
    ///
    /// ```swift
    /// UIKitRelease(systemVersion: UIDevice.current.systemVersion) ?? .latest
    /// ```
    ///
    /// - Parameter systemVersion: A version string, major first.
    @_spi(Binding) public init?(systemVersion: String) {
        let parts = systemVersion.split(separator: ".", omittingEmptySubsequences: false).prefix(2)
        guard let major = parts.first.flatMap({ Int($0) }) else { return nil }
        let minor = parts.dropFirst().first.map { Int($0) } ?? 0
        guard let minor else { return nil }
        self.init(major, minor)
    }

    /// `reconfigureRows(at:)` / `reconfigureItems(at:)` exist from iOS 15; before, the decorator runs
    /// again on the cells shown.
    ///
    /// ```swift
    /// UIKitRelease(14).hasReconfigure  // false
    /// ```
    @_spi(Binding) public var hasReconfigure: Bool { self >= UIKitRelease(15) }

    /// Header titles are a `UIListContentConfiguration`'s from iOS 14; before, a `textLabel`'s.
    ///
    /// ```swift
    /// UIKitRelease(13).hasListContent  // false
    /// ```
    @_spi(Binding) public var hasListContent: Bool { self >= UIKitRelease(14) }
}

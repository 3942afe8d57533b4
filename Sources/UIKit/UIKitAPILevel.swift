#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

/// Which UIKit API the layer uses where it has a fallback for older systems.
///
/// `#available(iOS 15, *)` is answered by the OS the code runs on; on Linux (the UIKit stand-in that
/// runs this layer in CI) it is always true, so the iOS 13 and 14 fallbacks would never run. Tests set
/// ``forcesIOS13`` (through `@testable import Decorum`) to run them there and on a simulator.
@MainActor
enum UIKitAPILevel {
    /// Test-only: take the iOS 13 paths (no `reconfigureRows(at:)` / `reconfigureItems(at:)`, no
    /// `UIListContentConfiguration`) whatever the OS. `false` in apps.
    static var forcesIOS13 = false
}
#endif

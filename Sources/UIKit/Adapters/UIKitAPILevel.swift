#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

/// Which UIKit API the layer uses where it has a fallback for older systems.
@MainActor
enum UIKitAPILevel {
    static var forcesIOS13 = false
}
#endif

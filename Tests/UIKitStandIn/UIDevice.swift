import DecorumBatchRules
@_spi(Binding) import DecorumCore

/// Apple: "UIDevice": the device the app runs on. Its `systemVersion` is the release the stand-in's views
/// behave as (``UIKitStandIn/systemVersion``), so that Decorum's fallbacks for older systems run here.
@MainActor
open class UIDevice: NSObject {
    /// Apple: "current".
    public static let current = UIDevice()

    /// Apple: "systemVersion": "The current version of the operating system", such as "18.6".
    open var systemVersion: String { "\(UIKitStandIn.systemVersion).0" }
}

#if !canImport(ObjectiveC)
@testable import DecorumUIKit
import UIKit

// The handler's adapter overrides NSObject's `responds(to:)` and `forwardingTarget(for:)` on Apple
// platforms (UIKitListAdapter.swift), calling its forwarding's decisions; Linux's NSObject has neither,
// so the stand-in learns of them here, through the same calls (issue #38, S2).
extension UIKitListAdapter: StandInForwarding {
    /// `super.responds(to:)`: the adapters implement every message the stand-in asks about but the
    /// scroll view's drag messages, which they leave to the app's delegate, and no unknown one.
    private func implementsItself(_ message: String) -> Bool {
        StandInMessage.askedOnAssignment.contains(message) && message != StandInMessage.willBeginDragging
    }

    /// `responds(to:)`, as the adapter overrides it.
    public func standInResponds(to message: String) -> Bool {
        implementsItself(message) || forwarding.targetAnswers { UIKitStandIn.responds($0, to: message) }
    }

    /// `forwardingTarget(for:)`, as the adapter overrides it.
    public func standInForwardingTarget(for message: String) -> AnyObject? {
        let target = forwarding.target
        return forwarding.targetAnswers { UIKitStandIn.responds($0, to: message) } ? target : nil
    }
}
#endif

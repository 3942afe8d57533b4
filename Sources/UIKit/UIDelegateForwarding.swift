#if canImport(UIKit)
import UIKit

/// The object a handler forwards the delegate messages it does not implement itself to (row heights,
/// scrolling, context menus…): UIKit asks the handler `responds(to:)` and then sends the message to
/// `forwardingTarget(for:)`, both documented `NSObject` hooks.
///
/// Locked, because `NSObject`'s hooks are not isolated to the main actor.
final class UIDelegateForwarding: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedTarget: NSObjectProtocol?

    /// The object messages are forwarded to, held weakly.
    var target: NSObjectProtocol? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedTarget
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedTarget = newValue
        }
    }

    /// Takes over `previous`, the view's delegate before `owner` became it: a plain delegate becomes
    /// the target; another handler hands over its own target instead (so switching handlers, e.g. to
    /// another decorator, keeps the app's delegate and never chains handlers).
    func adopt(_ previous: NSObjectProtocol?, replacedBy owner: AnyObject) {
        if let handler = previous as? any UIDelegateForwardingOwner {
            if handler !== owner { target = handler.forwarding.target }
        } else if let previous, previous !== owner {
            target = previous
        }
    }

    // Objective-C only: Foundation on Linux has no `responds(to:)`, and the stand-in runs no message
    // forwarding (see the handlers' `forwardingTarget(for:)`).
    #if canImport(ObjectiveC)
    /// Whether the target implements `selector`.
    func responds(to selector: Selector) -> Bool {
        target?.responds(to: selector) ?? false
    }

    /// The target when it implements `selector`, else `nil`.
    func target(for selector: Selector) -> Any? {
        guard let target, target.responds(to: selector) else { return nil }
        return target
    }
    #endif
}
/// A handler's adapter, which forwards delegate messages through a ``UIDelegateForwarding``.
protocol UIDelegateForwardingOwner: AnyObject {
    /// The adapter's forwarding.
    nonisolated var forwarding: UIDelegateForwarding { get }
    /// Leaves the view to another handler's adapter.
    @MainActor func retire()
}
#endif

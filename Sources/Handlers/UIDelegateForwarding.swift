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

    /// Whether the target implements `selector`.
    func responds(to selector: Selector) -> Bool {
        target?.responds(to: selector) ?? false
    }

    /// The target when it implements `selector`, else `nil`.
    func target(for selector: Selector) -> Any? {
        guard let target, target.responds(to: selector) else { return nil }
        return target
    }
}
#endif

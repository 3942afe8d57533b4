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
            let old = storedTarget
            storedTarget = newValue
            lock.unlock()
            #if canImport(ObjectiveC)
            watch(newValue, instead: old)
            #endif
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

    /// Called on the main actor when the target goes away while it is the target: UIKit asked which
    /// messages it answers when it was adopted and still sends them, so the owner makes UIKit ask again
    /// (else a message would find no target: "unrecognized selector").
    var onTargetGone: (@MainActor @Sendable () -> Void)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedOnTargetGone
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedOnTargetGone = newValue
        }
    }
    private var storedOnTargetGone: (@MainActor @Sendable () -> Void)?

    /// Watches `target`'s deallocation (an associated object of it, released as it goes, under a key
    /// of this forwarding's own); `previous` is watched no more.
    private func watch(_ target: NSObjectProtocol?, instead previous: NSObjectProtocol?) {
        let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        if let previous, previous !== target {
            objc_setAssociatedObject(previous, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        if let target { objc_setAssociatedObject(target, key, TargetWatch(self), .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// The target went away: the owner is told, on the main actor.
    fileprivate func targetDidGo() {
        guard let action = onTargetGone else { return }
        if Thread.isMainThread { MainActor.assumeIsolated { action() } } else { DispatchQueue.main.async { action() } }
    }
    #endif
}

#if canImport(ObjectiveC)
/// Tells a forwarding that its target went away: associated with the target, it goes with it.
private final class TargetWatch: @unchecked Sendable {
    private weak var forwarding: UIDelegateForwarding?
    init(_ forwarding: UIDelegateForwarding) { self.forwarding = forwarding }
    deinit { forwarding?.targetDidGo() }
}
#endif
/// A handler's adapter, which forwards delegate messages through a ``UIDelegateForwarding``.
protocol UIDelegateForwardingOwner: AnyObject {
    /// The adapter's forwarding.
    nonisolated var forwarding: UIDelegateForwarding { get }
    /// Leaves the view to another handler's adapter.
    @MainActor func retire()
}
#endif

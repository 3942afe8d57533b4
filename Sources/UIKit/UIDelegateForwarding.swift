#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

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
            noteDataSourceAnswers(of: newValue)
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

    /// Called on the main actor when the owner's answers change: UIKit asked which messages the owner
    /// answers when it became the view's delegate and data source, and still sends them, so the owner
    /// makes UIKit ask again (else a message would find no target: "unrecognized selector"). Its
    /// argument says whether the data-source answers changed too (F15, issue #30): when the target went
    /// away, or another answers other data-source messages.
    var onAnswersChange: (@MainActor @Sendable (_ dataSource: Bool) -> Void)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedOnAnswersChange
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedOnAnswersChange = newValue
        }
    }
    private var storedOnAnswersChange: (@MainActor @Sendable (Bool) -> Void)?

    /// The optional data-source messages the owner leaves to its target (it implements the others), set
    /// by the owner once; and those of them the target answers, as UIKit last learnt them.
    var forwardableDataSourceMessages: [Selector] = []
    private var dataSourceAnswers: Set<Selector> = []

    /// A new target: the owner hears if it answers other data-source messages than the last one.
    private func noteDataSourceAnswers(of target: NSObjectProtocol?) {
        let answers = Set(forwardableDataSourceMessages.filter { target?.responds(to: $0) == true })
        lock.lock()
        let changed = answers != dataSourceAnswers
        dataSourceAnswers = answers
        let action = storedOnAnswersChange
        lock.unlock()
        if changed, let action { MainActor.assumeIsolated { action(true) } }
    }

    /// The optional instance messages of the Objective-C protocols named `names`.
    static func optionalMessages(ofProtocols names: [String]) -> [Selector] {
        names.compactMap { objc_getProtocol($0) }.flatMap { proto -> [Selector] in
            var count: UInt32 = 0
            guard let list = protocol_copyMethodDescriptionList(proto, false, true, &count) else { return [] }
            defer { free(list) }
            return (0..<Int(count)).compactMap { list[$0].name }
        }
    }

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
        lock.lock()
        let dataSource = !dataSourceAnswers.isEmpty
        dataSourceAnswers = []
        let action = storedOnAnswersChange
        lock.unlock()
        guard let action else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { action(dataSource) }
        } else {
            DispatchQueue.main.async { action(dataSource) }
        }
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

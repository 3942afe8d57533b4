#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

/// Where a handler forwards the delegate messages it does not implement (row heights, scrolling…),
/// through the documented `responds(to:)` and `forwardingTarget(for:)` hooks.
final class UIDelegateForwarding: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedTarget: NSObjectProtocol?

    var target: NSObjectProtocol? {
        get { lock.withLock { storedTarget } }
        set {
            let old = lock.withLock { exchange(&storedTarget, with: newValue) }
            #if canImport(ObjectiveC)
            watch(newValue, instead: old)
            noteDataSourceAnswers(of: newValue)
            #endif
        }
    }

    /// Another handler hands over its own target instead of becoming it, so switching handlers keeps the
    /// app's delegate and never chains handlers.
    func adopt(_ previous: NSObjectProtocol?, replacedBy owner: AnyObject) {
        guard let previous, previous !== owner else { return }
        let handler = previous as? any UIDelegateForwardingOwner
        target = handler == nil ? previous : handler?.forwarding.target
    }

    // Objective-C only: Foundation on Linux has no `responds(to:)`, and the stand-in runs no message
    // forwarding (see the handlers' `forwardingTarget(for:)`).
    #if canImport(ObjectiveC)
    func responds(to selector: Selector) -> Bool {
        target?.responds(to: selector) ?? false
    }

    func target(for selector: Selector) -> Any? {
        guard let target, target.responds(to: selector) else { return nil }
        return target
    }

    /// UIKit caches which messages the owner answers, so the owner makes it ask again when they change
    /// (else "unrecognized selector"); the argument says whether data-source answers changed (F15, #30).
    var onAnswersChange: (@MainActor @Sendable (_ dataSource: Bool) -> Void)? {
        get { lock.withLock { storedOnAnswersChange } }
        set { lock.withLock { storedOnAnswersChange = newValue } }
    }
    private var storedOnAnswersChange: (@MainActor @Sendable (Bool) -> Void)?

    /// The optional data-source messages the owner leaves to its target (it implements the others), set
    /// by the owner once; and those of them the target answers, as UIKit last learnt them.
    var forwardableDataSourceMessages: [Selector] = []
    private var dataSourceAnswers: Set<Selector> = []

    private func noteDataSourceAnswers(of target: NSObjectProtocol?) {
        let answers = Set(forwardableDataSourceMessages.filter { target?.responds(to: $0) == true })
        let (old, action) = lock.withLock { (exchange(&dataSourceAnswers, with: answers), storedOnAnswersChange) }
        if answers != old, let action { MainActor.assumeIsolated { action(true) } }
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

    private func watch(_ target: NSObjectProtocol?, instead previous: NSObjectProtocol?) {
        let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        if let previous, previous !== target {
            objc_setAssociatedObject(previous, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        if let target { objc_setAssociatedObject(target, key, TargetWatch(self), .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    fileprivate func targetDidGo() {
        let (old, action) = lock.withLock { (exchange(&dataSourceAnswers, with: []), storedOnAnswersChange) }
        let dataSource = !old.isEmpty
        guard let action else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { action(dataSource) }
        } else {
            DispatchQueue.main.async { action(dataSource) }
        }
    }
    #endif
}

/// Puts `new` in `value`, and returns what it held.
private func exchange<Value>(_ value: inout Value, with new: Value) -> Value {
    defer { value = new }
    return value
}

#if canImport(ObjectiveC)
private final class TargetWatch: @unchecked Sendable {
    private weak var forwarding: UIDelegateForwarding?
    init(_ forwarding: UIDelegateForwarding) { self.forwarding = forwarding }
    deinit { forwarding?.targetDidGo() }
}
#endif
/// A handler's adapter, which forwards delegate messages through a ``UIDelegateForwarding``.
protocol UIDelegateForwardingOwner: AnyObject {
    nonisolated var forwarding: UIDelegateForwarding { get }
    @MainActor func retire()
}
#endif

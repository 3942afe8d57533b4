#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

/// Where a handler forwards the delegate messages it does not implement (row heights, scrolling…),
/// through the documented `responds(to:)` and `forwardingTarget(for:)` hooks.
///
/// `@unchecked` because every mutable member lives in `state`, read and written under `lock` only (N16).
final class UIDelegateForwarding: @unchecked Sendable {
    private let lock = NSLock()
    private var state = State()

    private struct State {
        weak var target: NSObjectProtocol?
        // The threads with a question out to the target or a candidate, and whether one came back.
        var askers: Set<ObjectIdentifier> = []
        var cameBack = false
        #if canImport(ObjectiveC)
        var onAnswersChange: (@MainActor @Sendable (Bool) -> Void)?
        var forwardableDataSourceMessages: [Selector] = []
        var dataSourceAnswers: Set<Selector> = []
        var watch: ObjectIdentifier?
        #endif
    }

    var target: NSObjectProtocol? {
        get { lock.withLock { state.target } }
        set {
            let old = lock.withLock { exchange(&state.target, with: newValue) }
            #if canImport(ObjectiveC)
            if newValue !== old { watch(newValue, instead: old) }
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

    /// Asks the target `question` (`responds(to:)`). A question that comes back to the owner while one
    /// is out (a delegate proxy in front of the owner forwards to it, N1, issue #38) is not passed on
    /// again: the owner answers from its own implementation, so asking ends.
    func targetAnswers(_ question: (NSObjectProtocol) -> Bool) -> Bool { ask(target, question) }

    /// Whether `candidate` forwards to the owner: asked `probe`, a question that only the objects it
    /// forwards to can answer, it asks the owner back (RxCocoa's `DelegateProxy`, a delegate splitter).
    func forwardsToOwner(_ candidate: NSObjectProtocol, probe: (NSObjectProtocol) -> Bool) -> Bool {
        lock.withLock { state.cameBack = false }
        _ = ask(candidate, probe)
        return lock.withLock { exchange(&state.cameBack, with: false) }
    }

    private func ask(_ object: NSObjectProtocol?, _ question: (NSObjectProtocol) -> Bool) -> Bool {
        let thread = ObjectIdentifier(Thread.current)
        let isFirst = lock.withLock {
            let first = state.askers.insert(thread).inserted
            if !first { state.cameBack = true }
            return first
        }
        guard isFirst else { return false }
        defer { lock.withLock { _ = state.askers.remove(thread) } }
        return object.map(question) ?? false
    }

    // Objective-C only: Foundation on Linux has no `responds(to:)`; the decision is `targetAnswers`,
    // plain Swift, which every platform compiles.
    #if canImport(ObjectiveC)
    func responds(to selector: Selector) -> Bool { targetAnswers { $0.responds(to: selector) } }

    func target(for selector: Selector) -> Any? { responds(to: selector) ? target : nil }

    /// UIKit caches which messages the owner answers, so the owner makes it ask again when they change
    /// (else "unrecognized selector"); the argument says whether data-source answers changed (F15, #30).
    func onAnswersChange(_ action: @escaping @MainActor @Sendable (_ dataSource: Bool) -> Void) {
        lock.withLock { state.onAnswersChange = action }
    }

    // The optional data-source messages the owner leaves to its target (it implements the others), set
    // by the owner once; those of them the target answers are kept, as UIKit last learnt them.
    func leave(_ messages: [Selector]) { lock.withLock { state.forwardableDataSourceMessages = messages } }

    private func noteDataSourceAnswers(of target: NSObjectProtocol?) {
        let answers = Set(
            lock.withLock { state.forwardableDataSourceMessages }.filter { target?.responds(to: $0) == true })
        let (old, action) = lock.withLock { (exchange(&state.dataSourceAnswers, with: answers), state.onAnswersChange) }
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

    private var watchKey: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }

    // A target replaced is not one gone: only the current target's watch counts (N9, issue #38).
    private func watch(_ target: NSObjectProtocol?, instead previous: NSObjectProtocol?) {
        let watch = target.map { _ in TargetWatch(self) }
        lock.withLock { state.watch = watch.map(ObjectIdentifier.init) }
        if let previous { objc_setAssociatedObject(previous, watchKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        if let target { objc_setAssociatedObject(target, watchKey, watch, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    fileprivate func targetDidGo(watchedBy watch: ObjectIdentifier) {
        let (old, action) = lock.withLock { () -> (Set<Selector>, (@MainActor @Sendable (Bool) -> Void)?) in
            guard state.watch == watch else { return ([], nil) }
            state.watch = nil
            return (exchange(&state.dataSourceAnswers, with: []), state.onAnswersChange)
        }
        let dataSource = !old.isEmpty
        guard let action else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { action(dataSource) }
        } else {
            DispatchQueue.main.async { action(dataSource) }
        }
    }

    // The watch goes with its owner (N9): it would stay on the app's delegate for good.
    deinit {
        if let target = state.target {
            objc_setAssociatedObject(target, watchKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
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
// Kept by the target as an associated object: its release is the target's end.
private final class TargetWatch {
    private weak var forwarding: UIDelegateForwarding?
    init(_ forwarding: UIDelegateForwarding) { self.forwarding = forwarding }
    deinit { forwarding?.targetDidGo(watchedBy: ObjectIdentifier(self)) }
}
#endif
/// A handler's adapter, which forwards delegate messages through a ``UIDelegateForwarding``.
protocol UIDelegateForwardingOwner: AnyObject {
    nonisolated var forwarding: UIDelegateForwarding { get }
    @MainActor func retire()
}
#endif

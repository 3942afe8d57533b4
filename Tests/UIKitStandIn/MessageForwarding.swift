// Objective-C message forwarding and the views' cached `responds(to:)`, as the stand-in models them
// (issue #38, S2).
//
// - **Forwarding.** Apple: "forwardingTarget(for:)": "If an object implements (or inherits) this method,
//   and returns a non-nil (and non-self) result, that returned object is used as the new receiver object
//   and the message dispatch resumes to that new object." A delegate proxy (RxCocoa's `DelegateProxy`, a
//   delegate splitter) also overrides `responds(to:)` to add the answers of the object it forwards to.
//   Foundation on Linux has neither, so an object that overrides them says so by conforming to
//   ``StandInForwarding``; a send made through ``UIKitStandIn/forward(_:_:_:)`` runs the receiver's own
//   implementation, else resumes at its forwarding target, as the runtime does.
// - **No guard against cycles.** Objective-C stops nothing: two objects that each ask or forward to the
//   other recurse until the stack overflows (the app crashes). The stand-in stops at
//   ``UIKitStandIn/stackLimit`` nested questions or sends and records the crash.
// - **The cache.** Apple does not document when UIKit asks; the stand-in takes the harsher reading that
//   DelegateProxy's `reset()` (delegate set to `nil`, then back) and issue #30's F15 rely on: a view asks
//   its delegate `responds(to:)` for each optional message once, when the delegate is set, and sends only
//   what it was told then, until the delegate is set again.
import DecorumBatchRules
import DecorumCore

/// Stand-in only: an object that overrides NSObject's `responds(to:)` and `forwardingTarget(for:)`
/// (Linux's NSObject has neither). Messages are named as in Objective-C (``StandInMessage``).
@MainActor
public protocol StandInForwarding: AnyObject {
    /// `responds(to:)` as the object overrides it. Its own implementation's answer (`super`) is
    /// ``UIKitStandIn/implements(_:_:)``.
    func standInResponds(to message: String) -> Bool
    /// `forwardingTarget(for:)` as the object overrides it: where a message it does not implement goes.
    func standInForwardingTarget(for message: String) -> AnyObject?
}

extension StandInMessage {
    public static let didScroll = "scrollViewDidScroll:"
    public static let didEndDragging = "scrollViewDidEndDragging:willDecelerate:"
    /// A scroll-view message no Decorum adapter implements: one UIKit sends a list's delegate for it to
    /// forward.
    public static let willBeginDragging = "scrollViewWillBeginDragging:"
    public static let didSelectRow = "tableView:didSelectRowAtIndexPath:"
    public static let didDeselectRow = "tableView:didDeselectRowAtIndexPath:"
    public static let willDisplayRow = "tableView:willDisplayCell:forRowAtIndexPath:"
    public static let didEndDisplayingRow = "tableView:didEndDisplayingCell:forRowAtIndexPath:"
    public static let didSelectItem = "collectionView:didSelectItemAtIndexPath:"
    public static let didDeselectItem = "collectionView:didDeselectItemAtIndexPath:"
    public static let willDisplayItem = "collectionView:willDisplayCell:forItemAtIndexPath:"
    public static let didEndDisplayingItem = "collectionView:didEndDisplayingCell:forItemAtIndexPath:"

    /// A message no object implements.
    public static let unknown = "decorumAsksOthers"

    /// The optional delegate messages a view asks about when its delegate is set.
    public static let askedOnAssignment = [
        didScroll, didEndDragging, willBeginDragging, didSelectRow, didDeselectRow, willDisplayRow, didEndDisplayingRow,
        didSelectItem, didDeselectItem, willDisplayItem, didEndDisplayingItem,
    ]
}

extension UIKitStandIn {
    /// How deep questions and sends may nest before the stack would overflow (stand-in's figure: far
    /// below a device's, far above any delegate chain an app builds).
    public static let stackLimit = 64
    static var nesting = 0

    /// Runs `body` one level deeper; past ``stackLimit`` the app would have crashed: recorded, `fallback`.
    static func nested<Value>(_ fallback: Value, _ body: () -> Value) -> Value {
        guard nesting < stackLimit else {
            stackOverflow()
            return fallback
        }
        nesting += 1
        defer { nesting -= 1 }
        return body()
    }

    static func stackOverflow() {
        raise("messages forward in a cycle until the stack overflows (EXC_BAD_ACCESS)", name: "Stack overflow")
    }

    /// Whether `object`'s own class implements the optional message `name` (`super.responds(to:)`): its
    /// ``StandInOptionalMessages`` table, or every message without one (the stand-in cannot tell).
    public static func implements(_ object: AnyObject, _ name: String) -> Bool {
        (object as? any StandInOptionalMessages)?.standInImplementedMessages.contains(name) ?? true
    }

    /// Sends `message` to `receiver` as the Objective-C runtime does: its own implementation, else the
    /// object its `forwardingTarget(for:)` names, and so on. `nil` when none implements it (UIKit would
    /// not have sent it, having asked `responds(to:)` first).
    @discardableResult
    public static func forward<Receiver, Answer>(
        _ receiver: AnyObject?, _ name: String, _ message: (Receiver) -> Answer?
    ) -> Answer? {
        guard let receiver else { return nil }
        return nested(nil) {
            if let typed = receiver as? Receiver {
                sends.append(false)
                let answer = message(typed)
                if !sends.removeLast() { return answer }
            }
            guard let target = (receiver as? any StandInForwarding)?.standInForwardingTarget(for: name),
                target !== receiver
            else { return nil }
            return forward(target, name, message)
        }
    }

    /// What `object` answered `responds(to:)` for each message of `names` (all of them without an object
    /// that overrides it or a table: the stand-in cannot tell, and its sends still read `nil` then).
    static func answers(of object: AnyObject?, to names: [String]) -> Set<String> {
        Set(names.filter { responds(object, to: $0) })
    }
}

/// Where a view keeps its delegate's answers, among its associated objects.
nonisolated(unsafe) private let delegateAnswersKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIView {
    /// The answers of the view's delegate, asked when it was set (see the file's header).
    var cachedDelegateAnswers: Set<String> {
        get { associatedObjects[delegateAnswersKey] as? Set<String> ?? [] }
        set { associatedObjects[delegateAnswersKey] = newValue }
    }

    /// Asks the new delegate once which messages it answers (a list view's `delegate` didSet).
    func cacheAnswers(of delegate: AnyObject?) {
        cachedDelegateAnswers = UIKitStandIn.answers(of: delegate, to: StandInMessage.askedOnAssignment)
    }

    /// Sends the delegate `name` if it answered it when it was set, forwarding as the runtime does.
    func sendDelegate<Receiver>(_ delegate: AnyObject?, _ name: String, _ message: (Receiver) -> Void) {
        guard cachedDelegateAnswers.contains(name) else { return }
        UIKitStandIn.forward(delegate, name) { (receiver: Receiver) -> Void? in message(receiver) }
    }
}

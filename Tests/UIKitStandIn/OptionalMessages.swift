// Objective-C's optional protocol messages, as far as Swift on Linux can model them (issue #30).
//
// On Apple platforms a delegate either implements an optional message or does not: UIKit asks
// `responds(to:)` once, when the delegate or data source is set, and caches the answers; a sender writes
// `delegate?.tableView?(…)`, which is `nil` when the delegate does not implement the message. Swift on
// Linux has neither optional requirements nor `responds(to:)`, so the stand-in models both:
// - **Sends.** Each optional requirement has a default implementation that does what UIKit does for a
//   delegate without it, and says that it ran (`UIKitStandIn.noImplementation()`). A send made through
//   ``UIKitStandIn/send(_:)`` returns `nil` when the default ran: exactly `?(…)`'s answer, for every
//   delegate, with nothing declared.
// - **`responds(to:)`.** Asking without sending needs a table: an object lists the optional messages it
//   implements by conforming to ``StandInOptionalMessages``, and one that overrides `responds(to:)` (a
//   delegate proxy) conforms to ``StandInForwarding`` (MessageForwarding.swift, with forwarding and the
//   views' cache of the answers). One with neither is taken to implement every optional message (its
//   defaults then answer as UIKit does without them): give a test's object a table where it matters.
import DecorumBatchRules
import DecorumCore

/// Stand-in only: Objective-C's `responds(to:)` for UIKit's optional messages, which Swift on Linux
/// cannot ask. A test's delegate that must look as if it implemented only some optional messages lists
/// them here, by their Objective-C names (`"tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"`).
@MainActor
public protocol StandInOptionalMessages: AnyObject {
    var standInImplementedMessages: Set<String> { get }
}

/// The Objective-C names of the optional messages the stand-in asks `responds(to:)` about.
public enum StandInMessage {
    public static let trailingSwipeActions = "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"
    public static let leadingSwipeActions = "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"
}

extension UIKitStandIn {
    /// Whether `object` answers the optional message `name` (Objective-C's `responds(to:)`): as it
    /// overrides it (``StandInForwarding``), else its own table, or every message without one.
    public static func responds(_ object: AnyObject?, to name: String) -> Bool {
        guard let object else { return false }
        guard let forwarding = object as? any StandInForwarding else { return implements(object, name) }
        return nested(false) { forwarding.standInResponds(to: name) }
    }

    /// Sends an optional message: `nil` when the receiver does not implement it (its default ran), as
    /// `receiver?.message?(…)` is on Apple platforms.
    @discardableResult
    public static func send<Answer>(_ message: () -> Answer?) -> Answer? {
        guard sends.count < stackLimit else {  // a message loop
            stackOverflow()
            return nil
        }
        return OptionalSends.send(message)
    }

    /// Called by every optional requirement's default implementation: the receiver does not implement
    /// the message being sent.
    static func noImplementation() { OptionalSends.noImplementation() }

    /// The sends in progress (StandInRuntime's `OptionalSends`).
    static var sends: [Bool] {
        get { OptionalSends.stack }
        set { OptionalSends.stack = newValue }
    }
}

/// Decorum's optional sends (Sources/DecorumUIKit/Adapters/UIKitOptionalMessages.swift, where each is
/// `delegate?.message?(…)`), in the form the stand-in allows: the same functions, each a
/// ``UIKitStandIn/send(_:)``, and `responds(to:)` through the stand-in's table. Not UIKit API: it is
/// here, and not in Decorum's sources, because only the stand-in needs it. Sends only: what to do
/// without an answer is Decorum's decision, made in its adapters.
@MainActor
public enum OptionalMessage {
    public typealias Table = (any UITableViewDelegate)?
    public typealias Collection = (any UICollectionViewDelegate)?

    private static func send<Answer>(_ message: () -> Answer?) -> Answer? { UIKitStandIn.send(message) }

    /// `d?.message?(…)` for the messages a delegate proxy may forward: `responds(to:)` first, then the
    /// send, resumed at the forwarding target when `d` does not implement it (MessageForwarding.swift).
    private static func answer<Receiver>(_ d: AnyObject?, _ name: String, _ message: (Receiver) -> Void) {
        guard UIKitStandIn.responds(d, to: name) else { return }
        UIKitStandIn.forward(d, name) { (receiver: Receiver) -> Void? in message(receiver) }
    }

    public static func didSelectRow(_ d: Table, _ v: UITableView, _ p: IndexPath) {
        answer(d, StandInMessage.didSelectRow) { (d: any UITableViewDelegate) in d.tableView(v, didSelectRowAt: p) }
    }
    public static func didDeselectRow(_ d: Table, _ v: UITableView, _ p: IndexPath) {
        answer(d, StandInMessage.didDeselectRow) { (d: any UITableViewDelegate) in d.tableView(v, didDeselectRowAt: p) }
    }
    public static func willDisplayRow(_ d: Table, _ v: UITableView, _ c: UITableViewCell, _ p: IndexPath) {
        answer(d, StandInMessage.willDisplayRow) { (d: any UITableViewDelegate) in
            d.tableView(v, willDisplay: c, forRowAt: p)
        }
    }
    public static func didEndDisplayingRow(_ d: Table, _ v: UITableView, _ c: UITableViewCell, _ p: IndexPath) {
        answer(d, StandInMessage.didEndDisplayingRow) { (d: any UITableViewDelegate) in
            d.tableView(v, didEndDisplaying: c, forRowAt: p)
        }
    }
    public static func viewForHeader(_ d: Table, _ v: UITableView, _ s: Int) -> UIView? {
        send { d?.tableView(v, viewForHeaderInSection: s) } ?? nil
    }
    public static func viewForFooter(_ d: Table, _ v: UITableView, _ s: Int) -> UIView? {
        send { d?.tableView(v, viewForFooterInSection: s) } ?? nil
    }
    public static func heightForRow(_ d: Table, _ v: UITableView, _ p: IndexPath) -> CGFloat? {
        send { d?.tableView(v, heightForRowAt: p) }
    }
    public static func heightForHeader(_ d: Table, _ v: UITableView, _ s: Int) -> CGFloat? {
        send { d?.tableView(v, heightForHeaderInSection: s) }
    }
    public static func heightForFooter(_ d: Table, _ v: UITableView, _ s: Int) -> CGFloat? {
        send { d?.tableView(v, heightForFooterInSection: s) }
    }
    public static func trailingSwipeActions(
        _ d: Table, _ v: UITableView, _ p: IndexPath
    )
        -> UISwipeActionsConfiguration?
    {
        send { d?.tableView(v, trailingSwipeActionsConfigurationForRowAt: p) } ?? nil
    }
    public static func leadingSwipeActions(
        _ d: Table, _ v: UITableView, _ p: IndexPath
    )
        -> UISwipeActionsConfiguration?
    {
        send { d?.tableView(v, leadingSwipeActionsConfigurationForRowAt: p) } ?? nil
    }
    public static func answersSwipeActions(_ d: Table) -> Bool {
        UIKitStandIn.responds(d, to: StandInMessage.trailingSwipeActions)
            || UIKitStandIn.responds(d, to: StandInMessage.leadingSwipeActions)
    }
    public static func targetForMove(_ d: Table, _ v: UITableView, _ from: IndexPath, _ to: IndexPath) -> IndexPath? {
        send { d?.tableView(v, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: to) }
    }
    public static func didSelectItem(_ d: Collection, _ v: UICollectionView, _ p: IndexPath) {
        answer(d, StandInMessage.didSelectItem) { (d: any UICollectionViewDelegate) in
            d.collectionView(v, didSelectItemAt: p)
        }
    }
    public static func didDeselectItem(_ d: Collection, _ v: UICollectionView, _ p: IndexPath) {
        answer(d, StandInMessage.didDeselectItem) { (d: any UICollectionViewDelegate) in
            d.collectionView(v, didDeselectItemAt: p)
        }
    }
    public static func willDisplayItem(
        _ d: Collection, _ v: UICollectionView, _ c: UICollectionViewCell, _ p: IndexPath
    ) {
        answer(d, StandInMessage.willDisplayItem) { (d: any UICollectionViewDelegate) in
            d.collectionView(v, willDisplay: c, forItemAt: p)
        }
    }
    public static func didEndDisplayingItem(
        _ d: Collection, _ v: UICollectionView, _ c: UICollectionViewCell, _ p: IndexPath
    ) {
        answer(d, StandInMessage.didEndDisplayingItem) { (d: any UICollectionViewDelegate) in
            d.collectionView(v, didEndDisplaying: c, forItemAt: p)
        }
    }
    public static func targetForMove(
        _ d: Collection, _ v: UICollectionView, _ from: IndexPath, _ now: IndexPath, _ to: IndexPath
    ) -> IndexPath? {
        send {
            d?.collectionView(
                v, targetIndexPathForMoveOfItemFromOriginalIndexPath: from, atCurrentIndexPath: now,
                toProposedIndexPath: to)
        }
    }
    public static func targetForMove(
        _ d: Collection, _ v: UICollectionView, _ from: IndexPath, _ to: IndexPath
    )
        -> IndexPath?
    {
        send { d?.collectionView(v, targetIndexPathForMoveFromItemAt: from, toProposedIndexPath: to) }
    }
    /// A question about a message no object implements: only an object that forwards asks others.
    public static func asksOthers(_ o: NSObjectProtocol) -> Bool {
        UIKitStandIn.responds(o, to: StandInMessage.unknown)
    }
    public static func didScroll(_ d: (any UIScrollViewDelegate)?, _ v: UIScrollView) {
        answer(d, StandInMessage.didScroll) { (d: any UIScrollViewDelegate) in d.scrollViewDidScroll(v) }
    }
    public static func didEndDragging(_ d: (any UIScrollViewDelegate)?, _ v: UIScrollView, _ decelerate: Bool) {
        answer(d, StandInMessage.didEndDragging) { (d: any UIScrollViewDelegate) in
            d.scrollViewDidEndDragging(v, willDecelerate: decelerate)
        }
    }
}

// The animator proxy (Apple: "NSAnimatablePropertyContainer", NSAnimation.h).

/// Apple: "NSAnimatablePropertyContainer". NSAnimation.h, `animator`: "Returns a proxy object for the
/// receiver that can be used to initiate implied animation of property changes. An object's "animator"
/// should be treated as if it was the object itself". The stand-in has no proxies: `animator()` returns
/// the view itself, marked so that the message sent next counts as sent through the animator. The harsher
/// reading where Apple is silent: only that one message animates (a collection view's
/// `performBatchUpdates`, which clears the mark), and a message sent to the view itself never does.
@MainActor
public protocol NSAnimatablePropertyContainer {
    func animator() -> Self
}

extension NSView: NSAnimatablePropertyContainer {
    public func animator() -> Self {
        animatorRequested = true
        return self
    }
}

#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

// What the view shows of the user's gestures, for the core to decide whether batches wait (issue #38).
// Touches are read only when asked (they walk the view tree): a recognizer of the view, of a view inside
// it (a list cell's reorder accessory) or of a view it is in, that has begun and not ended.

extension UIKitListView {
    func gestureState(readingTouches: Bool) -> ViewGestureState {
        let ancestors = sequence(first: self as UIView, next: { $0.superview }).dropFirst()
        let tracks = readingTouches && (ancestors.contains { $0.tracksGesture } || tracksGestureWithin)
        return ViewGestureState(
            hasUncommittedUpdates: hasUncommittedUpdates, hasActiveDrag: hasActiveDrag,
            hasActiveDrop: hasActiveDrop, tracksTouches: tracks)
    }
}

extension UIView {
    fileprivate var tracksGesture: Bool {
        gestureRecognizers?.contains { $0.state == .began || $0.state == .changed } == true
    }

    fileprivate var tracksGestureWithin: Bool { tracksGesture || subviews.contains { $0.tracksGestureWithin } }
}
#endif

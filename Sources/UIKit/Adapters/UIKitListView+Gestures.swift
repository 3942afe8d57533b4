#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

extension UIKitListView {
    /// What the view shows of the user's gestures, for the core to decide whether batches wait. Touches
    /// are read only when asked (they walk the view tree): a recognizer of the view, of a view inside it
    /// (a list cell's reorder accessory), or of a view it is in, that has begun and not ended.
    func gestureState(readingTouches: Bool) -> ViewGestureState {
        var tracks = false
        if readingTouches {
            var ancestor = superview
            while let view = ancestor, !tracks {
                tracks = view.tracksGesture
                ancestor = view.superview
            }
            tracks = tracks || tracksGestureWithin
        }
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

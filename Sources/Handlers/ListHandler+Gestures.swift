#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The binding SPI for the gestures UIKit runs by itself (issue #38, F14): a binding reports what its view
// says and asks, the handler decides when batches wait (``UserGestureHold``). The binding's
// ``BatchUpdatableView/hasUncommittedUpdates`` answers ``ListHandler/holdsBatches(for:)``, and at each
// layout pass while batches wait it calls ``ListHandler/viewDidSettle(_:)``, then
// ``ListHandler/viewDidCommitUpdates()`` once it returns `false`.

/// What a list view shows of the user's gestures at one instant, as its binding reads it.
///
/// ```swift
/// ViewGestureState(hasUncommittedUpdates: tableView.hasUncommittedUpdates, tracksTouches: false)
/// ```
@_spi(Binding)
public struct ViewGestureState: Equatable, Sendable {
    /// The view's `hasUncommittedUpdates`: a drop's reordering, or its placeholders.
    public var hasUncommittedUpdates: Bool
    /// The view's `hasActiveDrag`: items lifted from it.
    public var hasActiveDrag: Bool
    /// The view's `hasActiveDrop`: a drop session over it.
    public var hasActiveDrop: Bool
    /// Whether a gesture recognizer of the view, of a view inside it, or of a view it is in has begun and
    /// not ended: the user's finger still drives what it began.
    public var tracksTouches: Bool

    /// A state; what is not given is `false`.
    ///
    /// ```swift
    /// ViewGestureState(hasActiveDrop: true)
    /// ```
    public init(
        hasUncommittedUpdates: Bool = false, hasActiveDrag: Bool = false, hasActiveDrop: Bool = false,
        tracksTouches: Bool = false
    ) {
        self.hasUncommittedUpdates = hasUncommittedUpdates
        self.hasActiveDrag = hasActiveDrag
        self.hasActiveDrop = hasActiveDrop
        self.tracksTouches = tracksTouches
    }
}

/// A movement message a binding reports to its handler.
///
/// ```swift
/// handler.viewGestureDidChange(.movementContinues)
/// ```
@_spi(Binding)
public enum ViewGestureEvent: Equatable, Sendable {
    /// The view asked whether an item may move (`collectionView(_:canMoveItemAt:)`) and was told yes:
    /// UIKit asks as an interactive movement begins.
    case movementMayBegin
    /// The view asked where a moving item may go (`targetIndexPathForMove…`): a movement runs.
    case movementContinues
    /// The binding began a movement itself, and ends it with ``bindingEndedMovement``.
    case bindingBeganMovement
    /// The binding's movement ended or was cancelled: no movement runs.
    case bindingEndedMovement
}

@_spi(Binding)
extension ListHandler {
    /// Records a movement message of the view (``ViewGestureEvent``).
    ///
    /// ```swift
    /// handler.viewGestureDidChange(.movementMayBegin) // canMoveItemAt answered true
    /// ```
    ///
    /// - Parameter event: What the view asked or the binding did.
    public func viewGestureDidChange(_ event: ViewGestureEvent) {
        engine.gestureHold.record(event)
    }

    /// Whether batches wait for the user's gesture, given what the view shows now: what a binding's
    /// ``BatchUpdatableView/hasUncommittedUpdates`` answers.
    ///
    /// ```swift
    /// var hasUncommittedUpdates: Bool { handler.holdsBatches(for: gestureState) }
    /// ```
    ///
    /// - Parameter view: What the view shows of the user's gestures.
    /// - Returns: Whether the engine must not run a batch or a reload now.
    public func holdsBatches(for view: ViewGestureState) -> Bool {
        engine.gestureHold.holds(view)
    }

    /// The view laid out while batches wait: a movement that no message ended is over once no touch is
    /// tracked. Returns whether batches still wait (look again at the next layout pass); when `false`,
    /// call ``viewDidCommitUpdates()``.
    ///
    /// ```swift
    /// if !handler.viewDidSettle(gestureState) { handler.viewDidCommitUpdates() }
    /// ```
    ///
    /// - Parameter view: What the view shows of the user's gestures.
    /// - Returns: Whether batches still wait.
    public func viewDidSettle(_ view: ViewGestureState) -> Bool {
        engine.gestureHold.settle(view)
        return engine.gestureHold.holds(view)
    }
}

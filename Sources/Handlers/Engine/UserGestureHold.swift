#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// When the user's gestures that UIKit runs by itself hold the engine's batches (issue #38, F14): the
// decisions behind `ListHandler.holdsBatches(for:)`, from what a binding reports.
// - A drag or drop the view reports (`hasUncommittedUpdates`, `hasActiveDrag`, `hasActiveDrop`) holds
//   while it reports it. A drag lifted from the view holds too (the harsher reading: a local drop's
//   `sourceIndexPath` must still name the item dragged).
// - An interactive movement (a collection view controller's standard gesture, a list cell's reorder
//   accessory, or the app's calls on the view) holds from the view's first movement message, which UIKit
//   sends as the movement begins, until the binding sees no touch tracked at a layout pass. Apple
//   documents neither a batch during a movement nor a message when one is cancelled or ends in place,
//   and `hasUncommittedUpdates` covers "reordering" in UICollectionView.h only: the harsher reading is
//   that batches wait, and that only the end of the touches ends the movement.
// - A movement the binding drives itself holds until the binding ends it.

struct UserGestureHold: Equatable {
    private(set) var isMovedByBinding = false
    private(set) var mayBeMoving = false

    mutating func record(_ event: ViewGestureEvent) {
        switch event {
        case .movementMayBegin, .movementContinues: mayBeMoving = true
        case .bindingBeganMovement: isMovedByBinding = true
        case .bindingEndedMovement: (isMovedByBinding, mayBeMoving) = (false, false)
        }
    }

    func holds(_ view: ViewGestureState) -> Bool {
        isMovedByBinding || mayBeMoving || view.hasUncommittedUpdates || view.hasActiveDrag || view.hasActiveDrop
    }

    // At a layout pass: a movement no message ended is over once the touches are, and the view commits
    // nothing (a drop's reordering reports itself).
    mutating func settle(_ view: ViewGestureState) {
        if mayBeMoving, !view.tracksTouches, !view.hasUncommittedUpdates { mayBeMoving = false }
    }
}

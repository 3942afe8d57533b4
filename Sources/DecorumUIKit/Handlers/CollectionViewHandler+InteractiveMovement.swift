#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

extension CollectionViewHandler {
    /// Lifts the item at `indexPath` for the user to move, as the collection view's
    /// `beginInteractiveMovementForItem(at:)` does; edits made until the movement ends or is cancelled
    /// wait for it, then show.
    ///
    /// UIKit documents no batch update while a movement runs. The handler holds its edits during a
    /// movement a gesture drives on the collection view itself (a `UICollectionViewController`'s standard
    /// gesture, a list cell's `.reorder()` accessory, your recognizer calling the view) until the touches
    /// end; drive a movement from code that spans several run loop turns, with no gesture, through these
    /// methods. The item moves where ``ListHandler/canMove`` allows.
    ///
    /// ```swift
    /// @objc func reorder(_ gesture: UILongPressGestureRecognizer) {
    ///     let point = gesture.location(in: collectionView)
    ///     switch gesture.state {
    ///     case .began:
    ///         if let path = collectionView.indexPathForItem(at: point) {
    ///             handler.beginInteractiveMovementForItem(at: path)
    ///         }
    ///     case .changed: handler.updateInteractiveMovementTargetPosition(point)
    ///     case .ended: handler.endInteractiveMovement()
    ///     default: handler.cancelInteractiveMovement()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter indexPath: The item to lift, as the collection view shows it.
    /// - Returns: Whether the movement began (`false` for an item that may not move, or while another
    ///   movement runs).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        adapter.beginInteractiveMovement { collectionView.beginInteractiveMovementForItem(at: indexPath) }
    }

    /// Moves the lifted item's target to `targetPosition`, as the collection view's
    /// `updateInteractiveMovementTargetPosition(_:)` does.
    ///
    /// ```swift
    /// handler.updateInteractiveMovementTargetPosition(gesture.location(in: collectionView))
    /// ```
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        collectionView.updateInteractiveMovementTargetPosition(targetPosition)
    }

    /// Drops the lifted item at its target: the data moves with it, then what waited shows.
    ///
    /// ```swift
    /// handler.endInteractiveMovement()
    /// ```
    public func endInteractiveMovement() {
        adapter.endInteractiveMovement { collectionView.endInteractiveMovement() }
    }

    /// Puts the lifted item back where it was; then what waited shows.
    ///
    /// ```swift
    /// handler.cancelInteractiveMovement()
    /// ```
    public func cancelInteractiveMovement() {
        adapter.endInteractiveMovement { collectionView.cancelInteractiveMovement() }
    }
}
#endif

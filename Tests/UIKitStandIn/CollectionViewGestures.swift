// The gestures UIKit runs on a list by itself (issue #38, F14): gesture recognizers, a collection view
// controller's standard reorder gesture, a list cell's reorder accessory, and drag and drop sessions.
// Each drives the view's own interactive movement or drop, as UIKit does, with no call through the app.
import DecorumBatchRules
import DecorumCore

/// Apple: "UIGestureRecognizer". Only what a list's binding can read: its `state` and `view`.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// Apple: "UIGestureRecognizer.State".
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    /// Apple: "state": set by the recognizer as the touches go (stand-in: by the gesture's driver).
    open internal(set) var state = State.possible
    open var isEnabled = true
    public internal(set) weak var view: UIView?

    public override init() { super.init() }
}

/// Apple: "UILongPressGestureRecognizer".
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {}

extension UIView {
    /// Apple: "gestureRecognizers": "The gesture-recognizer objects currently attached to the view."
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = newValue ?? []
            for recognizer in attachedGestureRecognizers { recognizer.view = self }
        }
    }

    /// Apple: "addGestureRecognizer(_:)".
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Apple: "removeGestureRecognizer(_:)".
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}

/// A gesture that drives a collection view's interactive movement as the user's finger goes: the
/// standard reorder gesture of a `UICollectionViewController`, or a list cell's reorder accessory. Each
/// step is one the recognizer's action makes on the view, with the recognizer in the state it has then.
@MainActor
public final class StandInReorderGesture {
    public let recognizer: UIGestureRecognizer
    private weak var collectionView: UICollectionView?

    public init(_ collectionView: UICollectionView, recognizer: UIGestureRecognizer) {
        self.collectionView = collectionView
        self.recognizer = recognizer
    }

    /// The finger goes down on the item at `indexPath` and holds: the movement begins (`false` when the
    /// view refuses it; the recognizer then fails).
    @discardableResult
    public func lift(_ indexPath: IndexPath) -> Bool {
        let began = collectionView?.beginInteractiveMovementForItem(at: indexPath) == true
        recognizer.state = began ? .began : .failed
        return began
    }

    /// The finger moves to `point`, in the collection view's content.
    public func move(to point: CGPoint) {
        recognizer.state = .changed
        collectionView?.updateInteractiveMovementTargetPosition(point)
    }

    /// The finger lifts: the movement ends where the item shows.
    public func drop() {
        recognizer.state = .ended
        collectionView?.endInteractiveMovement()
    }

    /// The system cancels the touches (a call comes in): the item goes back.
    public func cancel() {
        recognizer.state = .cancelled
        collectionView?.cancelInteractiveMovement()
    }
}

extension UICollectionViewController {
    /// Stand-in only, the standard reorder gesture the controller installs on its collection view
    /// (UICollectionViewController.h, "installsStandardGestureForInteractiveMovement": "Defaults to YES,
    /// and if YES, a system standard reordering gesture is used to drive collection view reordering").
    /// `nil` when the property is false. Its actions call the collection view's interactive
    /// movement methods: neither the app nor the view's data source is asked to start it.
    public func standInStandardReorderGesture() -> StandInReorderGesture? {
        guard installsStandardGestureForInteractiveMovement, let collectionView,
            let recognizer = collectionView.attachedGestureRecognizers.first(where: { $0 is StandardReorderRecognizer })
        else { return nil }
        return StandInReorderGesture(collectionView, recognizer: recognizer)
    }
}

/// The recognizer a `UICollectionViewController` installs on its collection view when it loads it.
final class StandardReorderRecognizer: UILongPressGestureRecognizer {}

extension UICollectionViewController {
    func installStandardReorderGesture(on collectionView: UICollectionView) {
        if installsStandardGestureForInteractiveMovement {
            collectionView.addGestureRecognizer(StandardReorderRecognizer())
        }
    }
}

extension UICollectionView {
    /// Stand-in only, a list cell's reorder accessory dragged by the user (Apple, UICellAccessory.h:
    /// "A reorder control ... that automatically initiates interactive reordering on the collection
    /// view when dragged (if supported)"). Its recognizer is in the cell of the item at `indexPath` (the
    /// accessory is part of the cell); `nil` when no cell shows there.
    public func standInReorderAccessory(at indexPath: IndexPath) -> StandInReorderGesture? {
        guard let cell = cellForItem(at: indexPath) else { return nil }
        let recognizer = UILongPressGestureRecognizer()
        cell.addGestureRecognizer(recognizer)
        return StandInReorderGesture(self, recognizer: recognizer)
    }

    /// Apple: "hasActiveDrag": "YES if a drag session is currently active. A drag session begins after
    /// items are 'lifted' from the collection view."
    public var hasActiveDrag: Bool { core.activeDrags > 0 }

    /// Apple: "hasActiveDrop": "YES if collection view is currently tracking a drop session."
    public var hasActiveDrop: Bool { core.activeDrops > 0 }

    /// Stand-in only: a drag session lifts items from the view (`true`) or ends (`false`).
    public func standInDragSession(active: Bool) { core.activeDrags += active ? 1 : -1 }

    /// Stand-in only: a drop session enters the view (`true`) or leaves or drops (`false`).
    public func standInDropSession(active: Bool) { core.activeDrops += active ? 1 : -1 }
}

extension UITableView {
    /// UITableView.h: "YES if a drag session is currently active. A drag session begins after rows are
    /// 'lifted' from the table view."
    public var hasActiveDrag: Bool { core.activeDrags > 0 }

    /// UITableView.h: "YES if table view is currently tracking a drop session."
    public var hasActiveDrop: Bool { core.activeDrops > 0 }

    /// Stand-in only: a drag session lifts rows from the table (`true`) or ends (`false`).
    public func standInDragSession(active: Bool) { core.activeDrags += active ? 1 : -1 }

    /// Stand-in only: a drop session enters the table (`true`) or leaves or drops (`false`).
    public func standInDropSession(active: Bool) { core.activeDrops += active ? 1 : -1 }
}

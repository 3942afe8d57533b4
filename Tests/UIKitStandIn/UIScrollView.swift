// UIScrollView: content offset, size and insets.
import DecorumBatchRules
import DecorumCore

/// Apple: "UIEdgeInsets".
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The messages a scroll view sends its delegate. Apple: "UIScrollViewDelegate" (all optional there;
/// defaults here do nothing).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { UIKitStandIn.noImplementation() }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { UIKitStandIn.noImplementation() }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        UIKitStandIn.noImplementation()
    }
}

/// A view whose bounds' origin is the content offset. Models: `contentOffset` with and without
/// animation (Apple: "setContentOffset(_:animated:)": animated, the offset arrives at the end of the
/// animation, on a later turn of the run loop here), `contentInset` and `adjustedContentInset` (with the
/// safe area, zero outside a window), `contentSize`, `scrollRectToVisible(_:animated:)`.
///
/// Differs from UIKit: the delegate property is declared by `UITableView` and `UICollectionView` only,
/// because Swift cannot override a property with another type as the SDK's Objective-C headers do.
@MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero

    /// Apple: "UIScrollView.ContentInsetAdjustmentBehavior".
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// Apple: "contentInsetAdjustmentBehavior"; `.automatic` by default.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Apple: "adjustedContentInset": "the insets derived from the content insets and the safe area of
    /// the scroll view". Modelled: `.never` adds nothing; `.always` every safe edge; `.automatic` and
    /// `.scrollableAxes` the safe edges of the axes the content scrolls along, the vertical one always
    /// for `.automatic` (Apple: "Content is always adjusted vertically when the scroll view is the
    /// content view of a view controller that is currently displayed by a navigation or tab bar
    /// controller", the usual screen; the stand-in's reading for any other).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return inset
        case .always: (vertical, horizontal) = (true, true)
        case .automatic:
            (vertical, horizontal) = (true, contentSize.width > bounds.width)
        case .scrollableAxes:
            (vertical, horizontal) = (contentSize.height > bounds.height, contentSize.width > bounds.width)
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The visible area's origin in the content (`bounds.origin`). Setting it tells the delegate
    /// (Apple: "scrollViewDidScroll(_:)"; sent here for every change, from code too) and lays the view
    /// out on the next turn (stand-in's choice).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsLayout()
            scrollViewDidScroll()
        }
    }

    /// How many animated scrolls are under way (stand-in only: not UIKit API).
    public private(set) var scrollAnimations = 0

    /// Apple: "setContentOffset(_:animated:)". Animated, the scroll ends on a later turn of the run loop,
    /// where the offset is set and `scrollViewDidEndScrollingAnimation(_:)` sent.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        scrollAnimations += 1
        UIKitStandIn.schedule { [weak self] in
            guard let self else { return }
            self.scrollAnimations -= 1
            self.contentOffset = contentOffset
            self.scrollViewDidEndScrollingAnimation()
        }
    }

    /// Apple: "scrollRectToVisible(_:animated:)": scrolls the least that shows `rect`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > bounds.maxY { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > bounds.maxX { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(offset, animated: animated)
    }

    // MARK: The user's finger

    /// Apple: "isTracking": "Returns whether the user has touched the content to initiate scrolling";
    /// "true if the user has touched the content view but might not have yet have started dragging it."
    open private(set) var isTracking = false
    /// Apple: "isDragging": "A Boolean value that indicates whether the user has begun scrolling the
    /// content."
    open private(set) var isDragging = false

    /// Stand-in only: the user's finger touches the content (not UIKit API).
    public func standInTouchDown() { isTracking = true }

    /// Stand-in only: the user's finger, down, moves the content to `offset`: a drag begins (not UIKit API).
    public func standInDrag(to offset: CGPoint) {
        precondition(isTracking, "UIKit stand-in: a drag starts with a touch (standInTouchDown())")
        isDragging = true
        contentOffset = offset
    }

    /// Stand-in only: the user lifts the finger (not UIKit API). After a drag, the delegate hears
    /// `scrollViewDidEndDragging(_:willDecelerate:)` (Apple: "The scroll view sends this message when the
    /// user's finger touches up after dragging content"), with `false`: the stand-in models no
    /// deceleration. Apple does not say whether `isDragging` is still `true` while the message runs; the
    /// stand-in takes the harsher reading that it is, and clears it after. A touch without a drag sends
    /// nothing.
    public func standInLiftFinger() {
        if isDragging { scrollViewDidEndDragging(willDecelerate: false) }
        isDragging = false
        isTracking = false
    }

    /// Sends `scrollViewDidScroll(_:)` to the subclass's delegate.
    func scrollViewDidScroll() {}
    /// Sends `scrollViewDidEndDragging(_:willDecelerate:)` to the subclass's delegate.
    func scrollViewDidEndDragging(willDecelerate decelerate: Bool) {}
    /// Sends `scrollViewDidEndScrollingAnimation(_:)` to the subclass's delegate.
    func scrollViewDidEndScrollingAnimation() {}
}

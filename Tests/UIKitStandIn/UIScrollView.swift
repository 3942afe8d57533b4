// UIScrollView: content offset, size and insets.

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
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { UIKitStandIn.noImplementation() }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { UIKitStandIn.noImplementation() }
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

    /// Sends `scrollViewDidScroll(_:)` to the subclass's delegate.
    func scrollViewDidScroll() {}
    /// Sends `scrollViewDidEndScrollingAnimation(_:)` to the subclass's delegate.
    func scrollViewDidEndScrollingAnimation() {}
}

// UIResponder, UIView, UIWindow, UILabel, UIActivityIndicatorView: frames, the view tree, layout.
import DecorumBatchRules
import DecorumCore

/// Apple: "UIResponder".
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}

/// A rectangle on screen with subviews. Models: `frame`/`bounds` (the origin of `bounds` is the scroll
/// offset of a scroll view), the view tree and `window`, `isHidden`, and layout that is deferred until
/// `layoutIfNeeded()` or the run loop's next turn (Apple: "setNeedsLayout()", "layoutIfNeeded()").
@MainActor
open class UIView: UIResponder {
    /// Apple: "UIView.AutoresizingMask".
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Apple: "areAnimationsEnabled: A Boolean value that indicates whether animations are enabled."
    public private(set) static var areAnimationsEnabled = true

    /// Apple: "performWithoutAnimation(_:): Disables a view transition animation." A batch update made
    /// inside shows its rows at once: no animation runs after it (its completion still comes on the run
    /// loop, as every batch's does here).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = areAnimationsEnabled
        areAnimationsEnabled = false
        defer { areAnimationsEnabled = enabled }
        actionsWithoutAnimation()
    }

    let creationOrder: Int
    package var associatedObjects: [UnsafeRawPointer: Any] = [:]
    var needsLayout = true
    /// Inside this view's own `layoutSubviews()`, and its passes in the current frame: a view that keeps
    /// asking for layout from inside its own pass waits for the next frame after a few.
    var isLayingOut = false
    var layoutPasses = (run: 0, count: 0)

    public init(frame: CGRect) {
        UIKitStandIn.viewCount += 1
        creationOrder = UIKitStandIn.viewCount
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        UIKitStandIn.viewCount += 1
        creationOrder = UIKitStandIn.viewCount
        frame = .zero
        bounds = .zero
        super.init()
    }

    /// Setting it sets the bounds' size (Apple: "frame").
    open var frame: CGRect {
        didSet {
            if frame.size != oldValue.size {
                bounds.size = frame.size
            }
        }
    }

    /// Its origin is the content offset in a scroll view; a size change lays the view out again
    /// (a rotation, say) and resizes the subviews that ask for it (Apple: "autoresizingMask": "When a
    /// view's bounds change, that view automatically resizes its subviews according to each subview's
    /// autoresizing mask"; flexible width and height are modelled, margins are not).
    open var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            setNeedsLayout()
            let grown = CGSize(width: bounds.width - oldValue.width, height: bounds.height - oldValue.height)
            for view in subviews where !view.autoresizingMask.isEmpty {
                var size = view.frame.size
                if view.autoresizingMask.contains(.flexibleWidth) { size.width += grown.width }
                if view.autoresizingMask.contains(.flexibleHeight) { size.height += grown.height }
                view.frame.size = size
            }
        }
    }

    open var isHidden = false
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var translatesAutoresizingMaskIntoConstraints = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    open var autoresizingMask: AutoresizingMask = []
    open var tag = 0

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// Apple: "gestureRecognizers" (CollectionViewGestures.swift).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// The window the view is in, through its superviews.
    open var window: UIWindow? { superview?.window }

    open func addSubview(_ view: UIView) {
        let oldWindow = view.window
        view.detach()
        subviews.append(view)
        view.superview = self
        view.windowDidChange(from: oldWindow)
    }

    open func removeFromSuperview() {
        let oldWindow = window
        guard detach() else { return }
        windowDidChange(from: oldWindow)
    }

    @discardableResult
    private func detach() -> Bool {
        guard let superview else { return false }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        return true
    }

    /// Apple: "didMoveToWindow()": "Tells the view that its window object changed"; sent to the view and
    /// each of its subviews. Entering a window lays out only the views that wait for layout (new ones, or
    /// ones that asked while outside a window), at the window's next pass: Apple names no layout on
    /// entering a window, so a view laid out already is left as it is (the harsher reading, issue #38 S1).
    func windowDidChange(from oldWindow: UIWindow?) {
        guard window !== oldWindow else { return }
        sendDidMoveToWindow()
        if window != nil, waitsForLayout {
            UIKitStandIn.needingLayout[ObjectIdentifier(self)] = UIKitStandIn.WeakView(view: self)
        }
    }

    private func sendDidMoveToWindow() {
        didMoveToWindow()
        for view in subviews { view.sendDidMoveToWindow() }
    }

    private var waitsForLayout: Bool { needsLayout || subviews.contains { $0.waitsForLayout } }

    /// Every view of the subtree asks for layout (a rotation, a new safe area).
    func setNeedsLayoutThroughout() {
        setNeedsLayout()
        for view in subviews { view.setNeedsLayoutThroughout() }
    }

    /// Asks for a layout pass on the run loop's next turn (only views in a window are laid out then; one
    /// outside a window waits until it enters one, or until `layoutIfNeeded()` reaches it). A view that
    /// keeps asking from inside its own pass waits for the next frame (``UIKitStandIn/nextFrameLayout``).
    open func setNeedsLayout() {
        if isLayingOut, layoutPasses.run == UIKitStandIn.runs, layoutPasses.count >= 3 {
            UIKitStandIn.nextFrameLayout[ObjectIdentifier(self)] = UIKitStandIn.WeakView(view: self)
            return
        }
        needsLayout = true
        UIKitStandIn.needingLayout[ObjectIdentifier(self)] = UIKitStandIn.WeakView(view: self)
    }

    /// Lays the view out now if it asked for it, then its subviews that asked, down the tree (Apple:
    /// "layoutIfNeeded()": "Lays out the subviews immediately, if layout updates are pending"; "Using
    /// this method, you can force the view to update its layout immediately").
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            UIKitStandIn.needingLayout[ObjectIdentifier(self)] = nil
            isLayingOut = true
            defer { isLayingOut = false }
            let run = UIKitStandIn.runs
            layoutPasses = (run, layoutPasses.run == run ? layoutPasses.count + 1 : 1)
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    open func layoutSubviews() {}

    open func didMoveToWindow() {}

    /// Apple: "sizeThatFits(_:)": "The default implementation of this method returns the existing size of
    /// the view."
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Apple: "systemLayoutSizeFitting(_:)": "Returns the optimal size of the view based on its current
    /// constraints." The same as the form with priorities, at `fittingSizeLevel` both ways.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Apple: "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)": "the
    /// optimal size of the view based on its constraints and the specified fitting priorities". The
    /// stand-in has no Auto Layout solver: the width is the target's, the height the one its content
    /// needs at that width (``standInContentHeight(width:)``: its labels' text, stacked), or its own
    /// height when it holds nothing to measure (stand-in's choice: constraints that leave the height
    /// free keep the frame's).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: standInContentHeight(width: targetSize.width) ?? bounds.height)
    }

    /// The height the view's content needs at `width`, or `nil` when it holds nothing to measure: its
    /// visible subviews stacked from the top, as a vertical stack view would place them (stand-in's
    /// model of a view whose subviews are pinned one below the other).
    func standInContentHeight(width: CGFloat) -> CGFloat? {
        let heights = subviews.filter { !$0.isHidden }.compactMap { $0.standInContentHeight(width: width) }
        return heights.isEmpty ? nil : heights.reduce(0, +)
    }
}

extension UIView {
    /// Apple: "layoutFittingCompressedSize": "The option to use the smallest possible size."
    public static let layoutFittingCompressedSize = CGSize.zero
    /// Apple: "layoutFittingExpandedSize": "The option to use the largest possible size."
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

extension UIKitStandIn {
    /// The stand-in's text metrics (it has no fonts): every character is 8 points wide and every line
    /// 20 points high, whatever the font; text wraps by characters at `width`, onto at most `lines`
    /// lines (0: as many as it needs, Apple: "numberOfLines": "To remove any maximum limit, and use as
    /// many lines as needed, set the value of this property to 0").
    static func textSize(_ text: String?, lines: Int, width: CGFloat) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let perLine = max(1, Int(width / 8))
        let needed = (text.count + perLine - 1) / perLine
        let shown = lines > 0 ? min(lines, needed) : needed
        return CGSize(width: min(CGFloat(text.count) * 8, max(width, 8)), height: CGFloat(shown) * 20)
    }
}

/// The root of a view tree; views in it are laid out on the run loop's turns and can animate
/// (Decorum animates only in a window).
@MainActor
open class UIWindow: UIView {
    open override var window: UIWindow? { self }

    open func makeKeyAndVisible() { isHidden = false }

    /// Stand-in only: the device's insets (status bar, notch, home indicator) the window reports as its
    /// safe area; zero by default, as on a device without them. Not UIKit API (UIKit reads the screen).
    public var standInSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayoutThroughout() }  // every view in it lays out again, as on a rotation
    }
}

extension UIView {
    /// Apple: "safeAreaInsets": "the insets that you use to determine the safe area for this view";
    /// "If the view is not currently installed in a view hierarchy, or is not yet visible onscreen, the
    /// edge insets in this property are 0." Here: the window's insets where the view's frame (in the
    /// window's coordinates) overlaps them.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let insets = window.standInSafeAreaInsets
        var origin = frame.origin
        var ancestor = superview
        while let view = ancestor, view !== window {
            origin.x += view.frame.minX - view.bounds.minX
            origin.y += view.frame.minY - view.bounds.minY
            ancestor = view.superview
        }
        let size = window.bounds.size
        return UIEdgeInsets(
            top: max(0, insets.top - origin.y), left: max(0, insets.left - origin.x),
            bottom: max(0, origin.y + frame.height - (size.height - insets.bottom)),
            right: max(0, origin.x + frame.width - (size.width - insets.right)))
    }
}

/// Apple: "UILabel". Its text and its attributes, as values.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var numberOfLines = 1
    open var textAlignment = NSTextAlignment.natural
    open var adjustsFontForContentSizeCategory = false

    /// Apple: "sizeThatFits(_:)" for a label: the size its text needs within `size.width`, on at most
    /// `numberOfLines` lines (``UIKitStandIn/textSize(_:lines:width:)``: the stand-in's text metrics).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIKitStandIn.textSize(text, lines: numberOfLines, width: size.width)
    }

    override func standInContentHeight(width: CGFloat) -> CGFloat? {
        (text ?? "").isEmpty ? nil : sizeThatFits(CGSize(width: width, height: 0)).height
    }
}

/// A spinner. Apple: "hidesWhenStopped": "the receiver sets its isHidden property (UIView) to true when
/// receiver isn't animating"; the default is `true`.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Apple: "UIActivityIndicatorView.Style".
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    public let style: Style
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        isHidden = hidesWhenStopped
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

extension UIView: AssociatedObjectHolder {}

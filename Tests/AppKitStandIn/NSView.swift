// The view basics the binding touches: NSResponder, NSView, NSControl, NSTextField, NSViewController,
// identifiers. Only what tables and collection views need; no drawing, no geometry beyond a frame.

/// Apple: "NSUserInterfaceItemIdentifier" (a typed string, `NS_TYPED_EXTENSIBLE_ENUM` in
/// NSUserInterfaceItemIdentification.h).
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// Apple: "NSUserInterfaceItemIdentification": `identifier`, what a table's reuse queue matches on.
@MainActor
public protocol NSUserInterfaceItemIdentification: NSObjectProtocol {
    var identifier: NSUserInterfaceItemIdentifier? { get set }
}

/// Apple: "NSNib". Only its `Name` (for `NSViewController`'s initialiser): the stand-in loads no nibs.
@MainActor
open class NSNib: NSObject {
    public typealias Name = String
}

@MainActor
open class NSResponder: NSObject {
    public override init() { super.init() }
}

/// Apple: "NSView". A frame, an identifier, subviews, and the layout pass that a table or collection view
/// uses to make the views of its visible rows (``layoutSubtreeIfNeeded()``).
@MainActor
open class NSView: NSResponder, NSUserInterfaceItemIdentification {
    open var frame: NSRect
    open var identifier: NSUserInterfaceItemIdentifier?
    open var isHidden = false
    public private(set) var subviews: [NSView] = []
    public private(set) weak var superview: NSView?
    /// Apple: "needsLayout": a view that needs it is laid out at the next layout pass
    /// (``layoutSubtreeIfNeeded()``, or the window's, which the stand-in does not have).
    open var needsLayout = false
    /// How deep the view is in its own calls to its data source and delegate (NSView+Pass.swift).
    var passDepth = 0
    /// Whether `animator()` was just asked for (NSView+Animator.swift).
    var animatorRequested = false
    /// Apple: "registeredDraggedTypes" (NSTableView+Dragging.swift registers them).
    public internal(set) var registeredDraggedTypes: [NSPasteboard.PasteboardType] = []
    /// What `objc_setAssociatedObject` keeps on the view (StandInRuntime).
    package var associatedObjects: [UnsafeRawPointer: Any] = [:]

    /// `required` here, not in AppKit: on a Mac the Objective-C runtime makes any view class from its
    /// class value with `init(frame:)` (a table's binding does, for a view its reuse queue does not
    /// hold); Swift on Linux does that only through a required initialiser. A subclass that declares
    /// `init(frame:)` marks it `required`, which compiles against AppKit too.
    public required init(frame frameRect: NSRect) {
        frame = frameRect
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    open var bounds: NSRect { NSRect(origin: .zero, size: frame.size) }

    /// Apple: "fittingSize" (NSLayoutConstraint.h): "the smallest size that is large enough for the view's
    /// contents". The stand-in has no constraints: its frame's size, unless a subclass overrides it (as a
    /// test's cell does to stand for its content's size).
    open var fittingSize: NSSize { frame.size }

    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Apple: "layout()": lays out subviews; a table or collection view makes its visible rows' views here.
    open func layout() {}

    /// Apple: "layoutSubtreeIfNeeded()": lays out this view, then its subviews, where layout is needed.
    open func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            layout()
        }
        for view in subviews { view.layoutSubtreeIfNeeded() }
    }
}

/// Apple: "NSControl". Only its string value.
@MainActor
open class NSControl: NSView {
    open var stringValue = ""
}

/// Apple: "NSTextField".
@MainActor
open class NSTextField: NSControl {
    /// Apple: "init(labelWithString:)".
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }

    /// Apple: "init(string:)".
    public convenience init(string stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }
}

/// Apple: "NSViewController". Its view is loaded on first access (`loadView()`, then `viewDidLoad()`).
@MainActor
open class NSViewController: NSResponder, NSUserInterfaceItemIdentification {
    private var loadedView: NSView?
    open var identifier: NSUserInterfaceItemIdentifier?
    open var representedObject: Any?
    public let nibName: NSNib.Name?
    public let nibBundle: Bundle?

    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// How NSCollectionView creates a registered item class (stand-in only, see AppKit.swift): a subclass
    /// inherits it when it overrides `init(nibName:bundle:)` and `init?(coder:)`, or declares none.
    public required convenience init(standInNibName nibName: NSNib.Name?, bundle: Bundle?) {
        self.init(nibName: nibName, bundle: bundle)
    }

    /// Apple: "view": "If this property's value is not already set, [...] invokes the loadView() method".
    open var view: NSView {
        get {
            if let loadedView { return loadedView }
            loadView()
            guard let loadedView else {
                // Apple: "loadView()" loads the nib (named after the class when nibName is nil); the stand-in
                // has no nibs, so a controller must set its view in loadView(). AppKit's wording differs.
                AppKitStandIn.raise(
                    "-[NSViewController loadView] could not load the \"\(nibName ?? "\(type(of: self))")\" nib "
                        + "(the AppKit stand-in loads no nibs: override loadView() and set view)")
                let view = NSView()
                self.loadedView = view
                return view
            }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// Apple: "loadView()": the default loads the nib. The stand-in's default loads nothing.
    open func loadView() {}

    open func viewDidLoad() {}
}

extension NSView: AssociatedObjectHolder {}

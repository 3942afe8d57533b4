// What cell and screen code around a list commonly writes, so that an app's cells and view controllers
// compile and run against the stand-in: colours, fonts, images, labels and stacks, Auto Layout anchors,
// view controllers. Inert where Decorum does not depend on the behaviour: constraints are recorded, not
// solved; colours and fonts are values; view controllers load their view and call `viewDidLoad()`.
import DecorumBatchRules
import DecorumCore

/// Apple: "UIColor". A value with a name; no colour spaces.
@MainActor
open class UIColor: NSObject {
    public let name: String

    public init(name: String) {
        self.name = name
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgba(\(red), \(green), \(blue), \(alpha))")
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(name: "white(\(white), \(alpha))")
    }

    public static var clear: UIColor { UIColor(name: "clear") }
    public static var black: UIColor { UIColor(name: "black") }
    public static var white: UIColor { UIColor(name: "white") }
    public static var red: UIColor { UIColor(name: "red") }
    public static var blue: UIColor { UIColor(name: "blue") }
    public static var gray: UIColor { UIColor(name: "gray") }
    public static var systemRed: UIColor { UIColor(name: "systemRed") }
    public static var systemBlue: UIColor { UIColor(name: "systemBlue") }
    public static var systemGreen: UIColor { UIColor(name: "systemGreen") }
    public static var systemBackground: UIColor { UIColor(name: "systemBackground") }
    public static var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    public static var label: UIColor { UIColor(name: "label") }
    public static var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    public static var tintColor: UIColor { UIColor(name: "tintColor") }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }
    open override var hash: Int { name.hashValue }
}

/// Apple: "UIFont". A name and a size.
@MainActor
open class UIFont: NSObject {
    /// Apple: "UIFont.TextStyle".
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "body")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
    }

    /// Apple: "UIFont.Weight".
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    public let fontName: String
    public let pointSize: CGFloat

    init(fontName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
        super.init()
    }

    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(fontName: style.rawValue, pointSize: 17)
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: "system", pointSize: fontSize) }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "system-\(weight.rawValue)", pointSize: fontSize)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: "system-bold", pointSize: fontSize)
    }
}

/// Apple: "UIImage". A name.
@MainActor
open class UIImage: NSObject {
    public let name: String

    public init?(named name: String) {
        self.name = name
        super.init()
    }

    public init?(systemName name: String) {
        self.name = name
        super.init()
    }
}

/// Apple: "UIImageView".
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Apple: "NSTextAlignment".
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// Apple: "UIStackView". Keeps its arranged subviews; lays nothing out.
@MainActor
open class UIStackView: UIView {
    /// Apple: "NSLayoutConstraint.Axis".
    public typealias Axis = NSLayoutConstraint.Axis

    /// Apple: "UIStackView.Alignment".
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
    }

    /// Apple: "UIStackView.Distribution".
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: Alignment = .fill
    open var distribution: Distribution = .fill

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

// MARK: - Auto Layout, recorded and not solved

/// Apple: "NSLayoutConstraint". Recorded; the stand-in lays out by frames.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Apple: "NSLayoutConstraint.Axis".
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    open var isActive = false
    open var constant: CGFloat
    open var priority = UILayoutPriority.required

    init(constant: CGFloat) {
        self.constant = constant
        super.init()
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// Apple: "UILayoutPriority".
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    /// Apple: "fittingSizeLevel": "The priority level with which the view wants to conform to the target
    /// size in that computation."
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// Apple: "NSLayoutAnchor".
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(constant: c)
    }

    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(constant: c)
    }
}

/// Apple: "NSLayoutXAxisAnchor".
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Apple: "NSLayoutYAxisAnchor".
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Apple: "NSLayoutDimension".
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
}

/// Apple: "UILayoutGuide".
@MainActor
open class UILayoutGuide: NSObject {
    public let leadingAnchor = NSLayoutXAxisAnchor()
    public let trailingAnchor = NSLayoutXAxisAnchor()
    public let topAnchor = NSLayoutYAxisAnchor()
    public let bottomAnchor = NSLayoutYAxisAnchor()
    public let widthAnchor = NSLayoutDimension()
    public let heightAnchor = NSLayoutDimension()
    public let centerXAnchor = NSLayoutXAxisAnchor()
    public let centerYAnchor = NSLayoutYAxisAnchor()
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

// MARK: - View controllers

/// Apple: "UIViewController". Loads its view on first access (`loadView()`, then `viewDidLoad()`), and
/// keeps `isEditing`.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    var associatedNavigationItem: UINavigationItem?
    open var title: String?
    open private(set) var isEditing = false

    public override init() {
        super.init()
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidLayoutSubviews() {}

    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}

/// Apple: "UITableViewController": its view is a table whose data source and delegate it is (until a
/// handler takes over); `clearsSelectionOnViewWillAppear` is kept, not acted on.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let style: UITableView.Style
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open override func loadView() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// Apple: "UICollectionViewController".
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout
    /// Apple: "installsStandardGestureForInteractiveMovement": true by default
    /// (``standInStandardReorderGesture``).
    open var installsStandardGestureForInteractiveMovement = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init()
    }

    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open override func loadView() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        installStandardReorderGesture(on: collectionView)
        view = collectionView
    }

    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }
}

// MARK: - Navigation items

/// Apple: "UIAction" (iOS 14).
@MainActor
open class UIAction: NSObject {
    public let title: String
    public let image: UIImage?
    let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
        super.init()
    }
}

/// Apple: "UIBarButtonItem". Its title, state and primary action (target-action needs Objective-C).
@MainActor
open class UIBarButtonItem: NSObject {
    /// Apple: "UIBarButtonItem.SystemItem".
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24
    }

    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var primaryAction: UIAction?

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.primaryAction = primaryAction
        super.init()
    }
}

/// Apple: "UINavigationItem".
@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
}

extension UIViewController {
    /// Apple: "navigationItem".
    public var navigationItem: UINavigationItem {
        if let item = associatedNavigationItem { return item }
        let item = UINavigationItem()
        associatedNavigationItem = item
        return item
    }

    /// Apple: "editButtonItem": Edit / Done, toggling `setEditing(_:animated:)` (the stand-in has no
    /// target-action; a test calls `setEditing`).
    public var editButtonItem: UIBarButtonItem {
        UIBarButtonItem(title: isEditing ? "Done" : "Edit")
    }
}

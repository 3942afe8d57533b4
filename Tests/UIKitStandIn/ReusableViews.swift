// Cells, headers and footers, their content configurations, nibs.
import DecorumBatchRules
import DecorumCore

/// Apple: "UIContentConfiguration" (iOS 14).
@MainActor
public protocol UIContentConfiguration {}

/// The system's list content: text and secondary text. Apple: "UIListContentConfiguration" (iOS 14).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    public var text: String?
    public var secondaryText: String?

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// What every reusable view shares: its identifier, `prepareForReuse()`, and which list holds it.
@MainActor
protocol StandInReusable: UIView {
    var reuseIdentifier: String? { get }
    func prepareForReuse()
    /// Set by the view that dequeued it, cleared when it goes back to the reuse queue.
    var dequeuedBy: ObjectIdentifier? { get set }
}

/// Apple: "UITableViewCell". Models: its reuse identifier, `prepareForReuse()` (called before a cell is
/// dequeued again), `textLabel`, `contentConfiguration`, selection.
@MainActor
open class UITableViewCell: UIView, StandInReusable {
    /// Apple: "UITableViewCell.CellStyle".
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// Apple: "UITableViewCell.EditingStyle".
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    public let reuseIdentifier: String?
    var dequeuedBy: ObjectIdentifier?
    /// How many times it was handed out again by `dequeueReusableCell`.
    public internal(set) var standInReuseCount = 0

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    /// How the table creates a registered class (stand-in only; see UIKit.swift): a subclass inherits it
    /// when it overrides `init(style:reuseIdentifier:)` and `init?(coder:)`, or declares no initialiser.
    public required convenience init(standInStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    open var textLabel: UILabel? { label }
    private lazy var label = UILabel(frame: .zero)
    open var detailTextLabel: UILabel? { detailLabel }
    private lazy var detailLabel = UILabel(frame: .zero)
    open var imageView: UIImageView? { image }
    private lazy var image = UIImageView(frame: .zero)
    /// Apple: "contentView": where a cell's own subviews go.
    open var contentView: UIView { content }
    private lazy var content: UIView = {
        let view = UIView(frame: bounds)
        addSubview(view)
        return view
    }()
    open var contentConfiguration: (any UIContentConfiguration)?
    open var isSelected = false
    open var isEditing = false
    open var accessoryType = AccessoryType.none
    open var selectionStyle = SelectionStyle.default

    /// Apple: "UITableViewCell.AccessoryType".
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Apple: "UITableViewCell.SelectionStyle".
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray
        case `default` = 3
    }

    open func prepareForReuse() {}

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// A cell's content, measured within its layout margins (16 points each side, stand-in's choice):
    /// its `UIListContentConfiguration` text, `textLabel`, `detailTextLabel` and content view stacked, 12
    /// points above and below, and never below 44 points (stand-in's choice: a system cell's height).
    override func standInContentHeight(width: CGFloat) -> CGFloat? {
        StandInContent.height(
            of: self, configuration: contentConfiguration, labels: [textLabel, detailTextLabel], width: width,
            padding: 24, minimum: 44)
    }
}

/// How the stand-in measures a cell or a header from its content (no Auto Layout: its pieces stack).
@MainActor
enum StandInContent {
    /// The height of `view`'s content at `width` (less 16-point margins each side), `padding` added,
    /// at least `minimum`; `nil` when it shows nothing. A `UIListContentConfiguration`'s text wraps
    /// onto as many lines as it needs (stand-in's choice of default: Apple,
    /// "UIListContentConfiguration.TextProperties.numberOfLines": "A value of 0 indicates that the
    /// number of lines is limitless").
    static func height(
        of view: UIView, configuration: (any UIContentConfiguration)?, labels: [UILabel?], width: CGFloat,
        padding: CGFloat, minimum: CGFloat
    ) -> CGFloat? {
        let inner = max(0, width - 32)
        var heights: [CGFloat] = []
        if let content = configuration as? UIListContentConfiguration {
            for text in [content.text, content.secondaryText] where !(text ?? "").isEmpty {
                heights.append(UIKitStandIn.textSize(text, lines: 0, width: inner).height)
            }
        }
        heights += labels.compactMap { $0?.standInContentHeight(width: inner) }
        let subviews = view.subviews.filter { !$0.isHidden }.compactMap { $0.standInContentHeight(width: inner) }
        heights += subviews
        guard !heights.isEmpty else { return nil }
        return max(minimum, heights.reduce(0, +) + padding)
    }
}

/// Apple: "UITableViewHeaderFooterView". Models its reuse identifier, `textLabel` (where UIKit puts a
/// plain title before iOS 14) and `contentConfiguration` (a `UIListContentConfiguration` with the title
/// from iOS 14).
@MainActor
open class UITableViewHeaderFooterView: UIView, StandInReusable {
    /// Apple: "contentView".
    open var contentView: UIView { content }
    private lazy var content: UIView = {
        let view = UIView(frame: bounds)
        addSubview(view)
        return view
    }()
    public let reuseIdentifier: String?
    var dequeuedBy: ObjectIdentifier?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    }

    /// How the table creates a registered class (stand-in only; see UIKit.swift).
    public required convenience init(standInReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    open var textLabel: UILabel? { label }
    private lazy var label = UILabel(frame: .zero)
    open var contentConfiguration: (any UIContentConfiguration)?

    open func prepareForReuse() {}

    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

    /// A header's content, as a cell's (``StandInContent``), 4 points above and below: one line of
    /// title is 28 points, the height the stand-in gives a title header without self-sizing.
    override func standInContentHeight(width: CGFloat) -> CGFloat? {
        StandInContent.height(
            of: self, configuration: contentConfiguration, labels: [textLabel], width: width, padding: 8, minimum: 0)
    }
}

/// Apple: "UICollectionReusableView".
@MainActor
open class UICollectionReusableView: UIView, StandInReusable {
    public internal(set) var reuseIdentifier: String?
    var dequeuedBy: ObjectIdentifier?
    /// How many times it was handed out again by a dequeue.
    public internal(set) var standInReuseCount = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// How the collection view creates a registered class (stand-in only; see UIKit.swift).
    public required convenience init(standInFrame frame: CGRect) {
        self.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func prepareForReuse() {}

    /// Apple: "preferredLayoutAttributesFitting(_:)": "The default implementation of this method adjusts
    /// the size values to accommodate changes made by a self-sizing cell"; here, the height from
    /// `systemLayoutSizeFitting` at the attributes' width (the stand-in self-sizes heights only).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let fitted = systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.frame.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        var frame = layoutAttributes.frame
        frame.size.height = fitted.height
        return UICollectionViewLayoutAttributes(
            frame: frame, indexPath: layoutAttributes.indexPath, kind: layoutAttributes.representedElementKind)
    }
}

/// Apple: "UICollectionViewCell".
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Apple: "contentView": where a cell's own subviews go.
    open var contentView: UIView { content }
    private lazy var content: UIView = {
        let view = UIView(frame: bounds)
        addSubview(view)
        return view
    }()
    open var contentConfiguration: (any UIContentConfiguration)?
    open var isSelected = false

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Its content view's content, exactly; a `UIListContentConfiguration` as a table cell's (a list cell).
    override func standInContentHeight(width: CGFloat) -> CGFloat? {
        if contentConfiguration is UIListContentConfiguration {
            return StandInContent.height(
                of: self, configuration: contentConfiguration, labels: [], width: width, padding: 24, minimum: 44)
        }
        return super.standInContentHeight(width: width)
    }
}

/// A nib, by name. The stand-in has no nib files: a test says which class a nib holds with
/// ``UIKitStandIn/nibContents``; dequeuing from a nib it does not know raises as UIKit does for a
/// missing nib ("Could not load NIB in bundle").
@MainActor
open class UINib: NSObject {
    public let nibName: String
    public let bundle: Bundle?

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
        super.init()
    }

    /// The class this nib holds, or `nil` after raising as UIKit does for a missing nib.
    func standInContentClass() -> AnyClass? {
        guard let type = UIKitStandIn.nibContents[nibName] else {
            UIKitStandIn.raise(
                "Could not load NIB in bundle: '\(bundle?.bundlePath ?? "main")' with name '\(nibName)'")
            return nil
        }
        return type
    }
}

extension UIKitStandIn {
    /// The class each nib holds, by nib name (the stand-in has no nib files).
    public static var nibContents: [String: AnyClass] = [:]
}

/// How a reusable view is registered under an identifier. Apple: "register(_:forCellReuseIdentifier:)":
/// a later registration under the same identifier replaces the earlier one.
enum Registration {
    case type(AnyClass)
    case nib(UINib)
}

/// Registrations and the reuse queue of one kind of reusable view (cells, or headers of one kind).
@MainActor
struct ReusePool {
    var registrations: [String: Registration] = [:]
    var queued: [String: [any StandInReusable]] = [:]

    /// A queued view for `identifier`, after `prepareForReuse()`, or `nil`.
    mutating func dequeue(_ identifier: String) -> (any StandInReusable)? {
        guard var list = queued[identifier], !list.isEmpty else { return nil }
        let view = list.removeLast()
        queued[identifier] = list
        view.prepareForReuse()
        return view
    }

    /// Puts `view` back in the queue (it left the screen, or its row was deleted).
    mutating func enqueue(_ view: any StandInReusable) {
        view.dequeuedBy = nil
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        queued[identifier, default: []].append(view)
    }
}

// Cells, headers and footers, their content configurations, nibs.

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

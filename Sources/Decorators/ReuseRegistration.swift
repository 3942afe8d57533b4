import Foundation  // Bundle: where a nib lives

/// One view class, where UIKit gets its instances (the class, a nib, or a storyboard prototype), and
/// the reuse identifier (and slot) UIKit registers it under: what a handler passes to
/// `register(_:forCellReuseIdentifier:)` and friends.
///
/// You rarely build one yourself: decorators describe their cells with
/// ``CellDecorator/cellRegistrations``, and handlers turn them into UIKit registrations.
///
/// ```swift
/// let registration = ReuseRegistration(ThreeLabelCell.self)
/// registration.reuseIdentifier // "ThreeLabelCell"
/// registration.slot            // .cell
/// ```
///
/// - Complexity: O(1) to create, plus the identifier's O(*m*) type-name rendering.
public struct ReuseRegistration {
    /// Where UIKit keeps a registration: cells, table header/footer views, and collection view
    /// supplementary views (one namespace per element kind) are separate namespaces.
    public enum Slot: Hashable, Sendable, CustomStringConvertible {
        /// A `UITableViewCell` or `UICollectionViewCell`.
        case cell
        /// A `UITableViewHeaderFooterView`.
        case headerFooter
        /// A `UICollectionReusableView` for one supplementary element kind, e.g.
        /// ``ElementPosition/headerElementKind``.
        case supplementary(kind: String)

        /// `cell`, `header or footer view`, or `supplementary view of kind '…'`, as messages word it.
        public var description: String {
            switch self {
            case .cell: return "cell"
            case .headerFooter: return "header or footer view"
            case .supplementary(let kind): return "supplementary view of kind '\(kind)'"
            }
        }
    }

    /// Where UIKit gets the views of a registration.
    public enum Source: Equatable {
        /// The class itself: `register(_:forCellReuseIdentifier:)` with the class.
        case type
        /// A nib file holding one top-level view of the class: `register(_:forCellReuseIdentifier:)`
        /// with `UINib(nibName: name, bundle: bundle)`.
        case nib(name: String, bundle: Bundle?)
        /// A prototype cell the storyboard already registered under the identifier: the handler
        /// registers nothing and dequeues by the identifier.
        case storyboard
    }

    /// The class to register.
    public let viewType: AnyObject.Type
    /// The identifier to register and dequeue it under.
    public let reuseIdentifier: String
    /// The namespace of the registration.
    public let slot: Slot
    /// Where UIKit gets the views: the class, a nib, or a storyboard prototype.
    public let source: Source

    /// Describes registering `viewType` under its ``ReuseIdentifiable/reuseIdentifier`` (or its type
    /// name when it is not ``ReuseIdentifiable``), from its nib when it is ``NibLoadable``, else from
    /// the class.
    ///
    /// ```swift
    /// ReuseRegistration(CompanyHeaderView.self, slot: .headerFooter)
    /// ```
    ///
    /// - Parameters:
    ///   - viewType: The class to register.
    ///   - slot: Cells by default.
    /// - Complexity: O(*m*) for a type name of length *m*.
    @MainActor
    public init(_ viewType: AnyObject.Type, slot: Slot = .cell) {
        self.init(viewType, reuseIdentifier: Self.reuseIdentifier(of: viewType), slot: slot)
    }

    /// Describes registering `viewType` under an explicit identifier, from its nib when it is
    /// ``NibLoadable``, else from the class.
    ///
    /// ```swift
    /// ReuseRegistration(ThreeLabelCell.self, reuseIdentifier: "person", slot: .cell)
    /// ```
    ///
    /// - Parameters:
    ///   - viewType: The class to register.
    ///   - reuseIdentifier: The identifier.
    ///   - slot: The namespace.
    /// - Complexity: O(1), plus the nib's name when `viewType` is ``NibLoadable``.
    @MainActor
    public init(_ viewType: AnyObject.Type, reuseIdentifier: String, slot: Slot) {
        let nib = (viewType as? any NibLoadable.Type).map { Source.nib(name: $0.nibName, bundle: $0.nibBundle) }
        self.init(viewType, reuseIdentifier: reuseIdentifier, slot: slot, source: nib ?? .type)
    }

    /// Describes a registration with an explicit source.
    ///
    /// ```swift
    /// ReuseRegistration(PersonCell.self, reuseIdentifier: "PersonCell", slot: .cell, source: .storyboard)
    /// ```
    ///
    /// - Parameters:
    ///   - viewType: The class UIKit hands out.
    ///   - reuseIdentifier: The identifier.
    ///   - slot: The namespace.
    ///   - source: The class, a nib, or a storyboard prototype.
    public init(_ viewType: AnyObject.Type, reuseIdentifier: String, slot: Slot, source: Source) {
        self.viewType = viewType
        self.reuseIdentifier = reuseIdentifier
        self.slot = slot
        self.source = source
    }

    /// Whether the handler must register it with UIKit: `false` for storyboard prototypes, which the
    /// storyboard registered already.
    var needsRegistering: Bool { source != .storyboard }

    /// The identifier Decorum uses for `type`: its ``ReuseIdentifiable/reuseIdentifier`` when it
    /// conforms, else its type name.
    ///
    /// ```swift
    /// ReuseRegistration.reuseIdentifier(of: ThreeLabelCell.self) // "ThreeLabelCell"
    /// ```
    ///
    /// - Parameter type: Any type.
    /// - Returns: The identifier.
    /// - Complexity: O(*m*) for a type name of length *m*.
    public static func reuseIdentifier(of type: Any.Type) -> String {
        (type as? any ReuseIdentifiable.Type)?.reuseIdentifier ?? String(describing: type)
    }

    /// The registered class's name, as messages show it (`ThreeLabelCell`).
    ///
    /// - Complexity: O(*m*).
    public var typeName: String { String(describing: viewType) }
}

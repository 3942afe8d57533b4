/// The reuse identifiers a handler has registered on its view, so that dequeuing one it never
/// registered stops with a message that says what to register, instead of UIKit's
/// `NSInternalInconsistencyException`.
///
/// A registry belongs to one handler and is filled only through it (UIKit offers no way to ask a view
/// what is registered, and storyboard prototypes or direct `register` calls are invisible to Decorum),
/// so it knows exactly what the handler registered. Registering two different classes under one
/// identifier in the same slot is a programmer error and traps, naming both classes.
///
/// ```swift
/// let registry = ReuseRegistry(viewName: "tableView")
/// if registry.register(ReuseRegistration(ThreeLabelCell.self)) {
///     tableView.register(ThreeLabelCell.self)        // first time only
/// }
/// registry.requireRegistered("ThreeLabelCell", slot: .cell, typeName: "ThreeLabelCell")
/// ```
///
/// - Complexity: Registering and checking are O(1) expected, plus hashing the identifier.
public final class ReuseRegistry {
    private struct Key: Hashable {
        var slot: ReuseRegistration.Slot
        var reuseIdentifier: String
    }

    /// How messages name the view, e.g. `tableView` or `collectionView`.
    public let viewName: String

    private var entries: [Key: ReuseRegistration] = [:]
    private var checkedPrototypes: Set<String> = []

    /// Creates an empty registry.
    ///
    /// ```swift
    /// let registry = ReuseRegistry(viewName: "collectionView")
    /// ```
    ///
    /// - Parameter viewName: How messages name the view (`tableView`, `collectionView`).
    public init(viewName: String) {
        self.viewName = viewName
    }

    /// Records `registration`; returns `true` when it is new (register it with UIKit then) and
    /// `false` when the same class is already registered under that identifier.
    ///
    /// Traps when another class is already registered under the same identifier and slot: UIKit would
    /// silently replace the first registration and hand out cells of the wrong class.
    ///
    /// ```swift
    /// registry.register(ReuseRegistration(ThreeLabelCell.self)) // true
    /// registry.register(ReuseRegistration(ThreeLabelCell.self)) // false
    /// ```
    ///
    /// - Parameter registration: What to record.
    /// - Returns: Whether the registration is new.
    /// - Complexity: O(1) expected.
    @discardableResult
    public func register(_ registration: ReuseRegistration) -> Bool {
        let key = Key(slot: registration.slot, reuseIdentifier: registration.reuseIdentifier)
        if let existing = entries[key] {
            guard existing.viewType == registration.viewType, existing.source == registration.source else {
                fatalError(Self.collisionMessage(registration, existing: existing))
            }
            return false
        }
        entries[key] = registration
        return true
    }

    /// The registration recorded for `reuseIdentifier` in `slot`, or `nil`.
    ///
    /// ```swift
    /// registry.registration(for: "ThreeLabelCell", slot: .cell)?.typeName // "ThreeLabelCell"
    /// ```
    ///
    /// - Parameters:
    ///   - reuseIdentifier: An identifier.
    ///   - slot: The namespace.
    /// - Returns: The registration, or `nil`.
    /// - Complexity: O(1) expected.
    public func registration(for reuseIdentifier: String, slot: ReuseRegistration.Slot) -> ReuseRegistration? {
        entries[Key(slot: slot, reuseIdentifier: reuseIdentifier)]
    }

    /// Every recorded registration, in no particular order.
    ///
    /// - Complexity: O(*r*) for *r* registrations.
    public var registrations: [ReuseRegistration] { Array(entries.values) }

    /// Traps with ``missingRegistrationMessage(reuseIdentifier:slot:typeName:viewName:)`` unless
    /// `reuseIdentifier` is registered in `slot`. Handlers call it right before dequeuing.
    func requireRegistered(_ reuseIdentifier: String, slot: ReuseRegistration.Slot, typeName: String? = nil) {
        guard entries[Key(slot: slot, reuseIdentifier: reuseIdentifier)] == nil else { return }
        fatalError(
            Self.missingRegistrationMessage(
                reuseIdentifier: reuseIdentifier, slot: slot, typeName: typeName ?? reuseIdentifier, viewName: viewName)
        )
    }

    /// Returns `view` as a `T`, or traps with ``wrongClassMessage(reuseIdentifier:expected:found:)``
    /// when UIKit handed out another class (another registration under the same identifier). Binding SPI.
    ///
    /// ```swift
    /// let cell = ReuseRegistry.cast(dequeued, to: PersonCell.self, reuseIdentifier: "PersonCell")
    /// ```
    ///
    /// - Parameters:
    ///   - view: What the view dequeued.
    ///   - type: The class expected.
    ///   - reuseIdentifier: The identifier it was dequeued with, for the message.
    @_spi(Binding) public static func cast<T>(_ view: AnyObject, to type: T.Type, reuseIdentifier: String) -> T {
        guard let typed = view as? T else {
            fatalError(
                wrongClassMessage(
                    reuseIdentifier: reuseIdentifier, expected: String(describing: type),
                    found: String(describing: Swift.type(of: view))))
        }
        return typed
    }

    /// The message for dequeuing an identifier nobody registered, with the call that fixes it.
    package static func missingRegistrationMessage(
        reuseIdentifier: String, slot: ReuseRegistration.Slot, typeName: String, viewName: String
    ) -> String {
        "Decorum: no \(slot) registered for reuse identifier '\(reuseIdentifier)'. Call "
            + "\(registerCall(typeName: typeName, slot: slot, viewName: viewName)) (or let a handler register it) "
            + "before dequeuing."
    }

    /// `view`, dequeued under `reuseIdentifier`; `nil` traps with ``missingRegistrationMessage(reuseIdentifier:slot:typeName:viewName:)``.
    /// Binding SPI.
    ///
    /// ```swift
    /// let cell = ReuseRegistry.dequeued(
    ///     tableView.dequeueReusableCell(withIdentifier: id), reuseIdentifier: id, slot: .cell,
    ///     typeName: "PersonCell", viewName: "tableView")
    /// ```
    ///
    /// - Parameters:
    ///   - view: What the view dequeued.
    ///   - reuseIdentifier: The identifier it was dequeued with.
    ///   - slot: Where the view shows it.
    ///   - typeName: The class expected, for the message.
    ///   - viewName: The view's name in the message (`"tableView"`).
    @_spi(Binding) public static func dequeued<View>(
        _ view: View?, reuseIdentifier: String, slot: ReuseRegistration.Slot, typeName: String, viewName: String
    ) -> View {
        guard let view else {
            fatalError(
                missingRegistrationMessage(
                    reuseIdentifier: reuseIdentifier, slot: slot, typeName: typeName, viewName: viewName))
        }
        return view
    }

    /// The message for a table asked to register a supplementary view of `kind`, which tables do not have.
    /// Binding SPI.
    ///
    /// ```swift
    /// preconditionFailure(ReuseRegistry.noSupplementaryViewsMessage(kind: kind, typeName: "BadgeView"))
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The supplementary kind asked for.
    ///   - typeName: The view class.
    @_spi(Binding) public static func noSupplementaryViewsMessage(kind: String, typeName: String) -> String {
        "Decorum: UITableView has no supplementary views of kind '\(kind)'; register \(typeName) as a cell or a "
            + "header/footer view."
    }

    /// Whether to dequeue with UIKit's optional form, `nil` for a missing prototype: a storyboard prototype's
    /// first time. Later, the index-path form, the only one that keeps the cell of a reconfigured row.
    /// Binding SPI.
    ///
    /// ```swift
    /// if registry.checksPrototype(registration) { cell = tableView.dequeueReusableCell(withIdentifier: id) }
    /// ```
    ///
    /// - Parameter registration: The cell's registration.
    @_spi(Binding) public func checksPrototype(_ registration: ReuseRegistration) -> Bool {
        registration.source == .storyboard && checkedPrototypes.insert(registration.reuseIdentifier).inserted
    }

    /// `cell`, the prototype found for `registration`; `nil` traps with ``missingPrototypeMessage(reuseIdentifier:typeName:viewName:)``.
    /// Binding SPI.
    ///
    /// ```swift
    /// let cell = ReuseRegistry.prototype(tableView.dequeueReusableCell(withIdentifier: id), for: registration, viewName: "tableView")
    /// ```
    ///
    /// - Parameters:
    ///   - cell: What the view dequeued with the optional form.
    ///   - registration: The storyboard registration.
    ///   - viewName: The view's name in the message.
    @_spi(Binding) public static func prototype<Cell>(
        _ cell: Cell?, for registration: ReuseRegistration, viewName: String
    ) -> Cell {
        guard let cell else {
            fatalError(
                missingPrototypeMessage(
                    reuseIdentifier: registration.reuseIdentifier, typeName: registration.typeName, viewName: viewName))
        }
        return cell
    }

    /// The message for a view asking a handler that went for a cell (the view outlived it). Binding SPI.
    ///
    /// ```swift
    /// guard let handler else { preconditionFailure(ReuseRegistry.releasedHandlerMessage("tableView")) }
    /// ```
    ///
    /// - Parameter viewName: The view's name in the message.
    @_spi(Binding) public static func releasedHandlerMessage(_ viewName: String) -> String {
        "Decorum: a \(viewName) asked for a cell of a released handler"
    }

    /// The message for reading a UIKit handler's view (`tableView`, `collectionView`) after it went.
    /// Binding SPI.
    ///
    /// ```swift
    /// guard let view else { preconditionFailure(ReuseRegistry.viewGoneMessage("tableView")) }
    /// ```
    ///
    /// - Parameter viewName: `"tableView"` or `"collectionView"`.
    @_spi(Binding) public static func viewGoneMessage(_ viewName: String) -> String {
        let (handler, view) =
            viewName == "tableView" ? ("TableViewHandler", "table view") : ("CollectionViewHandler", "collection view")
        return
            "Decorum: this \(handler)'s \(view) has been deallocated. A \(view) keeps its handler alive, not the other "
            + "way round: keep the \(view) (it is usually in your view hierarchy) for as long as you use the handler."
    }

    /// The message for two classes registered under one identifier.
    static func collisionMessage(_ registration: ReuseRegistration, existing: ReuseRegistration) -> String {
        guard existing.viewType == registration.viewType else {
            return "Decorum: reuse identifier '\(registration.reuseIdentifier)' (\(registration.slot)) is already "
                + "registered for \(String(reflecting: existing.viewType)); cannot also register "
                + "\(String(reflecting: registration.viewType)). Rename one of the classes (the default reuse "
                + "identifier is the plain class name)."
        }
        return "Decorum: reuse identifier '\(registration.reuseIdentifier)' (\(registration.slot)) is already "
            + "registered for \(registration.typeName) from \(describe(existing.source)); cannot also register it "
            + "from \(describe(registration.source)). Give one of the decorators another reuse identifier."
    }

    private static func describe(_ source: ReuseRegistration.Source) -> String {
        switch source {
        case .type: return "its class"
        case .nib(let name, _): return "the nib '\(name)'"
        case .storyboard: return "a storyboard prototype"
        }
    }

    /// The message for a storyboard prototype a table view does not have.
    package static func missingPrototypeMessage(reuseIdentifier: String, typeName: String, viewName: String) -> String {
        "Decorum: \(viewName) has no prototype cell with identifier '\(reuseIdentifier)'. In the storyboard, "
            + "check that this \(viewName) (the one the handler drives, connected to your outlet) has a prototype "
            + "cell of class \(typeName) whose Identifier (Attributes inspector) is '\(reuseIdentifier)', or "
            + "return the storyboard's identifier from the decorator's prototypeIdentifier."
    }

    /// The message for a dequeued view of an unexpected class.
    static func wrongClassMessage(reuseIdentifier: String, expected: String, found: String) -> String {
        "Decorum: the view dequeued for reuse identifier '\(reuseIdentifier)' is a \(found), not a \(expected). "
            + "Another class is registered under that identifier; register \(expected) (or rename one of the classes)."
    }

    /// The message for registering a class that cannot go in `slot` of this kind of view, e.g. a
    /// collection view cell routed into a table view. Binding SPI.
    ///
    /// ```swift
    /// preconditionFailure(ReuseRegistry.wrongBaseClassMessage(registration, expected: "UITableViewCell", viewName: "tableView"))
    /// ```
    ///
    /// - Parameters:
    ///   - registration: The registration refused.
    ///   - expected: The base class the slot needs.
    ///   - viewName: The view's name in the message.
    @_spi(Binding) public static func wrongBaseClassMessage(
        _ registration: ReuseRegistration, expected: String, viewName: String
    )
        -> String
    {
        "Decorum: cannot register \(registration.typeName) as a \(registration.slot) of \(viewName): it is not a "
            + "\(expected) subclass. Check the decorator (or route) that shows it."
    }

    private static func registerCall(typeName: String, slot: ReuseRegistration.Slot, viewName: String) -> String {
        switch slot {
        case .cell, .headerFooter: return "\(viewName).register(\(typeName).self)"
        case .supplementary(let kind):
            return "\(viewName).register(\(typeName).self, forSupplementaryViewOfKind: \"\(kind)\")"
        }
    }
}

/// A tag that names a section, such as `contacts` or `addContact`.
///
/// `Kind` is a struct with static constants rather than an enum, so any module can add its own kinds:
///
/// ```swift
/// extension Kind {
///     static let contacts: Kind = "contacts"
///     static let addContact: Kind = "addContact"
/// }
/// let section = Section(kind: .contacts, items: ["Steve Jobs"])
/// print(section.kind) // contacts
/// ```
///
/// Kinds identify sections when Decorum diffs two data sets, so the kinds inside one
/// ``SectionedData`` are expected to be unique (see ``DuplicatePolicy``).
///
/// - Complexity: Creating, comparing and hashing a kind are O(*m*), where *m* is the length of its name.
public struct Kind: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible, CustomDebugStringConvertible
{
    /// The readable name of the kind, e.g. `"contacts"`.
    public var rawValue: String

    /// Creates a kind from its name.
    ///
    /// ```swift
    /// let kind = Kind(rawValue: "contacts")
    /// ```
    ///
    /// - Parameter rawValue: The readable name of the kind.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a kind from its name.
    ///
    /// ```swift
    /// let kind = Kind("contacts")
    /// ```
    ///
    /// - Parameter name: The readable name of the kind.
    public init(_ name: String) {
        self.rawValue = name
    }

    /// Creates a kind from a string literal, so `let k: Kind = "contacts"` works.
    ///
    /// - Parameter value: The readable name of the kind.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The readable name, e.g. `contacts`.
    public var description: String { rawValue }

    /// The name as it would appear in code, e.g. `Kind("contacts")`.
    ///
    /// - Complexity: O(*m*) for a name of length *m*.
    public var debugDescription: String { "Kind(\"\(rawValue)\")" }

    /// Orders kinds by name, so sorted output is stable.
    ///
    /// - Parameters:
    ///   - lhs: A kind.
    ///   - rhs: Another kind.
    /// - Complexity: O(*m*) for names of length *m*.
    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The kind of a section created without one, e.g. by `Section(["a", "b"])`.
    ///
    /// ```swift
    /// Section(["a"]).kind == .default // true
    /// ```
    public static let `default`: Kind = "default"
}

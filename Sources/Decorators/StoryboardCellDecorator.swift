/// A decorator whose cell is a prototype cell of a storyboard: the storyboard has registered it under
/// its identifier already, so the handler registers nothing and dequeues by that identifier.
///
/// ```swift
/// // Main.storyboard: a table view controller whose prototype cell has class PersonCell and
/// // Identifier "PersonCell" (Attributes inspector).
/// struct PersonPrototype: StoryboardCellDecorator {
///     static func update(_ cell: PersonCell, with person: Person) { cell.name.text = person.name }
/// }
/// handler = TableViewHandler<PersonPrototype>(tableView: tableView) // the storyboard's table
/// ```
///
/// The identifier defaults to the cell class's ``ReuseIdentifiable/reuseIdentifier`` (its name);
/// return another from ``prototypeIdentifier`` when the storyboard uses one. When a table view has no
/// prototype under that identifier, the handler traps on the first dequeue with a message naming the
/// identifier and what to check (a collection view raises UIKit's own exception, which names the
/// identifier too).
///
/// - Complexity: O(*m*) for the identifier's length.
public protocol StoryboardCellDecorator: CellDecorator {
    /// The prototype cell's Identifier, as set in the storyboard's Attributes inspector.
    ///
    /// ```swift
    /// static var prototypeIdentifier: String { "personCell" }
    /// ```
    ///
    /// - Complexity: O(1) expected.
    static var prototypeIdentifier: String { get }
}

extension StoryboardCellDecorator {
    /// The cell class's ``ReuseIdentifiable/reuseIdentifier``: its name, unless it chose another.
    ///
    /// - Complexity: O(*m*) for a type name of length *m*.
    public static var prototypeIdentifier: String { ReuseRegistration.reuseIdentifier(of: Cell.self) }

    /// ``prototypeIdentifier``, for every item.
    ///
    /// - Parameter data: The item (unused).
    /// - Returns: ``prototypeIdentifier``.
    /// - Complexity: O(1) plus ``prototypeIdentifier``.
    public static func reuseIdentifier(for data: Data) -> String { prototypeIdentifier }

    /// The prototype, recorded so that the handler dequeues it and registers nothing.
    ///
    /// ```swift
    /// PersonPrototype.cellRegistrations.first?.source // .storyboard
    /// ```
    ///
    /// - Complexity: O(1) plus ``prototypeIdentifier``.
    public static var cellRegistrations: [ReuseRegistration] {
        guard let cellClass = Cell.self as? AnyObject.Type else { return [] }
        return [ReuseRegistration(cellClass, reuseIdentifier: prototypeIdentifier, slot: .cell, source: .storyboard)]
    }
}

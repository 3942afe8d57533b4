import Decorum

/// The item type of every handler chapter: identified by `id`, updated in place by `upsert`.
struct Person: Identifiable, Updatable, Sendable, CustomStringConvertible {
    let id: String
    var name: String
    var age: Int
    var isVIP = false

    mutating func update(from copy: Person) {
        name = copy.name
        age = copy.age
        isVIP = copy.isVIP
    }

    /// The name: how errors and `removeData`'s answer name a person.
    var description: String { name }

    /// This person with some fields changed (same `id`: an update, not a new person).
    func with(age: Int? = nil, isVIP: Bool? = nil) -> Person {
        var copy = self
        copy.age = age ?? self.age
        copy.isVIP = isVIP ?? self.isVIP
        return copy
    }
}

/// The headless stand-in for a `UITableViewCell`: lines of text a decorator fills in.
final class TextCell: CustomStringConvertible {
    var lines: [String] = []
    var description: String { lines.joined(separator: "\n") }
}

/// One line per person: `Ada Lovelace, 36  VIP`. The session chapter prints this declaration
/// (`SessionChapter.decorator`): change both.
enum HorizontalDecorator: CellDecorator {
    static func update(_ cell: TextCell, with person: Person) {
        let vip = person.isVIP ? "  VIP" : ""
        cell.lines = ["\(person.name), \(person.age)\(vip)"]
    }
}

/// The same person stacked: the name, then the details on a second line.
enum VerticalDecorator: CellDecorator {
    static func update(_ cell: TextCell, with person: Person) {
        cell.lines = [person.name, "  age \(person.age)" + (person.isVIP ? ", VIP" : "")]
    }
}

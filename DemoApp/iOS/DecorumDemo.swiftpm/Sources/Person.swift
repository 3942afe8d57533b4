import Decorum
import Foundation

/// A person of the first screen. `Identifiable` gives rows their identity, `Updatable` lets `upsert`
/// update a row in place.
struct Person: Identifiable, Hashable, Sendable, Updatable {
    let id: UUID
    var name: String
    var role: String
    var city: String
    var isVIP: Bool

    init(id: UUID = UUID(), name: String, role: String, city: String, isVIP: Bool = false) {
        self.id = id
        self.name = name
        self.role = role
        self.city = city
        self.isVIP = isVIP
    }

    mutating func update(from copy: Person) {
        name = copy.name
        role = copy.role
        city = copy.city
        isVIP = copy.isVIP
    }

    static let samples: [Person] = [
        Person(name: "Ada Lovelace", role: "Analyst", city: "London", isVIP: true),
        Person(name: "Grace Hopper", role: "Rear Admiral", city: "Arlington"),
        Person(name: "Alan Kay", role: "Researcher", city: "Palo Alto"),
        Person(name: "Barbara Liskov", role: "Professor", city: "Cambridge"),
        Person(name: "Edsger Dijkstra", role: "Professor", city: "Austin"),
    ]

    static let newcomers: [Person] = [
        Person(name: "Margaret Hamilton", role: "Director", city: "Boston"),
        Person(name: "Dennis Ritchie", role: "Researcher", city: "Murray Hill"),
        Person(name: "Frances Allen", role: "Fellow", city: "Yorktown Heights"),
        Person(name: "Ken Thompson", role: "Engineer", city: "Mountain View"),
        Person(name: "Radia Perlman", role: "Engineer", city: "Redmond"),
        Person(name: "John Backus", role: "Researcher", city: "San Jose"),
    ]
}

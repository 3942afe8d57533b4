import Decorum

extension Kind {
    static let apple: Kind = "Apple"
    static let microsoft: Kind = "Microsoft"
    static let google: Kind = "Google"
    static let xerox: Kind = "Xerox"
    static let engineering: Kind = "Engineering"
    static let vip: Kind = "VIP"
    static let alumni: Kind = "Alumni"
}

/// The data the chapters show.
enum DemoData {
    /// The contacts example used across the docs, the tests and this demo.
    static let contacts: SectionedData<String> = [
        Section(kind: .apple, items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
        Section(kind: .microsoft, items: ["Bill Gates", "Paul Allen"]),
        Section(kind: .google, items: ["Larry Page", "Sergey Brin"]),
    ]

    static let ada = Person(id: "ada", name: "Ada Lovelace", age: 36)
    static let grace = Person(id: "grace", name: "Grace Hopper", age: 85)
    static let alan = Person(id: "alan", name: "Alan Turing", age: 41)
    static let linus = Person(id: "linus", name: "Linus Torvalds", age: 54, isVIP: true)
    static let margaret = Person(id: "margaret", name: "Margaret Hamilton", age: 88, isVIP: true)
    static let barbara = Person(id: "barbara", name: "Barbara Liskov", age: 84)

    /// A small team in two sections, for the decorator, bad-input and interactive chapters.
    static let team: SectionedData<Person> = [
        Section(kind: .engineering, items: [ada, grace, alan]),
        Section(kind: .vip, items: [linus, margaret]),
    ]

    /// The footer of a list of people: `1 person`, `3 people`.
    static func peopleFooter(_ count: Int) -> String { .count(count, "person", "people") }
}

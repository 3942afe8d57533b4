import Decorum
import Testing

// Extension constants, as an app declares them (fileprivate so other test files may declare their own).
extension Kind {
    fileprivate static let contacts: Kind = "contacts"
    fileprivate static let addContact: Kind = "addContact"
}

@Suite("Kind")
struct KindTests {
    @Test("A string literal, init(rawValue:) and init(_:) make the same kind")
    func creation() {
        let literal: Kind = "contacts"
        #expect(literal == Kind(rawValue: "contacts"))
        #expect(literal == Kind("contacts"))
        #expect(literal.rawValue == "contacts")
        #expect(Kind(rawValue: "").rawValue == "")
        #expect(Kind("Contacts") != literal)  // case matters
    }

    @Test("description prints the bare name; debugDescription looks like code")
    func descriptions() {
        #expect(Kind.contacts.description == "contacts")
        #expect("\(Kind.contacts)" == "contacts")
        #expect(String(describing: Kind.addContact) == "addContact")
        #expect(Kind.contacts.debugDescription == "Kind(\"contacts\")")
        #expect(String(reflecting: Kind.contacts) == "Kind(\"contacts\")")
        #expect("\([Kind.contacts, .addContact])" == "[Kind(\"contacts\"), Kind(\"addContact\")]")
    }

    @Test("Hashable: equal names are one set element and one dictionary key")
    func hashable() {
        let kinds: Set<Kind> = [.contacts, "contacts", Kind(rawValue: "contacts"), .addContact]
        #expect(kinds.count == 2)
        #expect(kinds.contains("addContact"))
        var counts: [Kind: Int] = [:]
        for kind in [Kind.contacts, .addContact, "contacts"] { counts[kind, default: 0] += 1 }
        #expect(counts == [.contacts: 2, .addContact: 1])
        #expect(Kind("a").hashValue == Kind(rawValue: "a").hashValue)
    }

    @Test("Extension constants and .default")
    func constants() {
        #expect(Kind.contacts == "contacts")
        #expect(Kind.addContact.rawValue == "addContact")
        #expect(Kind.default.rawValue == "default")
        #expect(Section(["a"]).kind == .default)
        #expect(Section<String>().kind == .default)
        #expect(SectionedData(items: ["a"]).kinds == [.default])
        let section = Section(kind: .contacts, items: ["Steve Jobs"])
        #expect(section.kind.description == "contacts")
    }

    @Test("Comparable by name, so sorting is stable")
    func comparable() {
        let sorted = [Kind("b"), .contacts, .addContact, "a"].sorted()
        #expect(sorted == ["a", .addContact, "b", .contacts])
        #expect(Kind("a") < Kind("b"))
        #expect(!(Kind("a") < Kind("a")))
    }

    @Test("rawValue is mutable like any stored property")
    func mutation() {
        var kind = Kind.contacts
        kind.rawValue = "people"
        #expect(kind == "people")
        #expect(Kind.contacts == "contacts")
    }
}

import Decorum
import Foundation

/// A contact of screens 2 and 3.
struct Contact: Identifiable, Hashable, Sendable {
    let id: UUID
    var name: String
    var email: String

    init(id: UUID = UUID(), name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }

    /// Contacts grouped by company: one section per company, the company name as the section's kind.
    static let byCompany: SectionedData<Contact> = [
        Section(
            kind: "Apple",
            items: [
                Contact(name: "Steve Jobs", email: "steve@apple.example"),
                Contact(name: "Alan Kay", email: "alan@apple.example"),
                Contact(name: "Andy Hertzfeld", email: "andy@apple.example"),
            ]),
        Section(
            kind: "Microsoft",
            items: [
                Contact(name: "Bill Gates", email: "bill@microsoft.example"),
                Contact(name: "Paul Allen", email: "paul@microsoft.example"),
            ]),
        Section(
            kind: "Google",
            items: [
                Contact(name: "Larry Page", email: "larry@google.example"),
                Contact(name: "Sergey Brin", email: "sergey@google.example"),
            ]),
    ]

    /// Where each company is headquartered, for the section footers.
    static let headquarters: [Kind: String] = [
        "Apple": "Cupertino, California",
        "Microsoft": "Redmond, Washington",
        "Google": "Mountain View, California",
    ]

    /// Names for contacts added by the demo.
    static let newNames = ["Susan Kare", "Bill Atkinson", "Joanna Hoffman", "Bud Tribble", "Jef Raskin"]
}

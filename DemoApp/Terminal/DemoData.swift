import Decorum

extension Kind {
    static let apple: Kind = "Apple"
    static let microsoft: Kind = "Microsoft"
    static let google: Kind = "Google"
    static let xerox: Kind = "Xerox"
}

/// The data every chapter shows.
enum DemoData {
    /// The contacts example used across the docs, the tests and this demo.
    static let contacts: SectionedData<String> = [
        Section(kind: .apple, items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
        Section(kind: .microsoft, items: ["Bill Gates", "Paul Allen"]),
        Section(kind: .google, items: ["Larry Page", "Sergey Brin"]),
    ]
}

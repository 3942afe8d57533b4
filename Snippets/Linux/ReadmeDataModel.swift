// Sources/Decorum/Decorum.docc/SectionedDataAndIndexMath.md. A SwiftPM snippet: `swift build` compiles it (zero
// warnings), and SnippetTests runs it, so the values the article's comments promise are checked below.
import Decorum
import Foundation

// snippet: readme-data-model
extension Kind { static let contacts: Kind = "contacts"; static let addContact: Kind = "addContact" }

var data: SectionedData<String> = [
    Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
    Section(kind: "Microsoft", items: ["Bill Gates", "Paul Allen"]),
    Section(kind: "Google", items: ["Larry Page", "Sergey Brin"]),
]
let paul = data[IndexPath(item: 1, section: 1)]                   // "Paul Allen"
let flat = data.absoluteIndex(for: IndexPath(item: 1, section: 1)) // 4
let path = data.indexPath(forAbsoluteIndex: 4)                    // [1, 1]
let none = data.absoluteIndex(for: IndexPath())                   // nil: never traps
let missing = data.item(at: [1, 9])                               // nil
let google = data["Google"]?.items                                // ["Larry Page", "Sergey Brin"]
let microsoft = data.firstIndex(of: "Microsoft")                  // 1
data[0].append("Steve Wozniak")                                   // sections are mutable collections
data.swapAt(0, 2)                                                 // so is the data
print(data)                                                       // Google: [Larry Page, Sergey Brin] …
// end snippet

precondition(paul == "Paul Allen")
precondition(flat == 4)
precondition(path == [1, 1])
precondition(none == nil)
precondition(missing == nil)
precondition(google == ["Larry Page", "Sergey Brin"])
precondition(microsoft == 1)
precondition(data.description.hasPrefix("Google: [Larry Page, Sergey Brin]\n"))
precondition(data[2].items.last == "Steve Wozniak")
precondition(Kind.contacts.rawValue == "contacts" && Kind.addContact.rawValue == "addContact")

import Decorum
import DecorumTesting
import Foundation
import Testing

/// A section model: what a company header shows.
struct Company: Hashable, Sendable, CustomStringConvertible {
    var name: String
    var members: Int

    var description: String { "\(name)·\(members)" }
}

/// A headless data source with sections that carry a model, driven by hand: it shows `data` and
/// answers each header from the section's model, so a test can change a model behind the view's back.
final class CompanySource: HeadlessListDataSource {
    var data: SectionedData<String>
    init(_ data: SectionedData<String>) { self.data = data }
    func numberOfSections(in view: HeadlessListView) -> Int { data.numberOfSections }
    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        data.numberOfItems(inSection: section)
    }
    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        HeadlessCell(id: data[indexPath], content: data[indexPath])
    }
    func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? {
        data[section].kind.rawValue
    }
    func headlessView(_ view: HeadlessListView, headerForSection section: Int) -> String? {
        data[section].model(as: Company.self)?.description
    }
}

/// The companies of the section-model tests, in kinds `google` and `apple`.
enum Companies {
    static let google = Company(name: "Google", members: 2)
    static let apple = Company(name: "Apple", members: 3)

    /// Google then Apple, each with its company model and people.
    static func data() -> SectionedData<Person> {
        [
            Section(kind: "google", model: google, items: people("larry", "sergey")),
            Section(kind: "apple", model: apple, items: people("steve", "alan", "andy")),
        ]
    }
}

extension HeadlessListView.Event {
    /// Whether the event touches rows: a batch with row or section operations, a row reconfigure, or a
    /// reload of everything.
    var touchesRows: Bool {
        switch self {
        case .reconfigureSupplementaryViews: return false
        default: return true
        }
    }
}

/// The events a view logged since `start`.
@MainActor
func events<D: CellDecorator>(of handler: HeadlessHandler<D>, since start: Int) -> [HeadlessListView.Event] {
    Array(handler.view.events[start...])
}

import Decorum
import DecorumTesting
import Foundation
import Testing

/// The user's story type: identified by `id`, updated in place.
struct Person: Identifiable, Updatable, Sendable, CustomStringConvertible {
    let id: String
    var name: String
    var age: Int = 30
    var isVIP = false

    mutating func update(from copy: Person) {
        name = copy.name
        age = copy.age
        isVIP = copy.isVIP
    }

    var description: String { "\(id):\(name)\(isVIP ? "*" : "")" }
}

/// A class cell that describes itself, so `makeCell` can be observed.
final class LabelCell: CustomStringConvertible {
    var text = ""
    var description: String { "cell(\(text))" }
}

enum HorizontalDecorator: CellDecorator {
    static func update(_ cell: LabelCell, with data: Person) { cell.text = data.name }
}

enum StringDecorator: CellDecorator {
    static func update(_ cell: LabelCell, with data: String) { cell.text = data }
}

/// Only `Equatable`: its decorator names the identity (its value) itself.
struct Plain: Updatable, CustomStringConvertible {
    var value: Int
    mutating func update(from copy: Plain) { value = copy.value }
    var description: String { "plain\(value)" }
}

enum PlainDecorator: CellDecorator {
    static func update(_ cell: LabelCell, with data: Plain) { cell.text = "\(data.value)" }
    nonisolated static func id(of data: Plain) -> Int { data.value }
}

extension Kind {
    static let vips: Kind = "vips"
    static let staff: Kind = "staff"
}

func person(_ id: String, _ name: String? = nil) -> Person { Person(id: id, name: name ?? "name\(id)") }

func people(_ ids: String...) -> [Person] { ids.map { person($0) } }

/// A headless view + handler pair.
@MainActor
func makeHandler(
    _ data: SectionedData<Person> = [], mode: HeadlessListView.AnimationMode = .immediate
) -> HeadlessHandler<HorizontalDecorator> {
    let view = HeadlessListView(animationMode: mode)
    do {
        return try HeadlessHandler<HorizontalDecorator>(view: view, data: data)
    } catch {
        Issue.record("fixture data repeats an identity: \(error)")
        return HeadlessHandler<HorizontalDecorator>(view: view)
    }
}

/// Apple with a1 a2 a3, Google with g1: the companies of the user-edit and move-by-identity tests.
@MainActor
func makeCompaniesHandler(mode: HeadlessListView.AnimationMode = .immediate) -> HeadlessHandler<HorizontalDecorator> {
    makeHandler(
        [Section(kind: "Apple", items: people("a1", "a2", "a3")), Section(kind: "Google", items: people("g1"))],
        mode: mode)
}

/// After every step: nothing pending, the view shows exactly the handler's data (identities, content,
/// kinds), and its identities equal the data's ids.
@MainActor
func expectConsistent<D: CellDecorator>(
    _ handler: HeadlessHandler<D>, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(!handler.hasPendingUpdates, "updates still pending", sourceLocation: sourceLocation)
    do {
        try handler.view.verifyMatchesDataSource()
    } catch {
        Issue.record("view differs from data source: \(error)", sourceLocation: sourceLocation)
    }
    let ids: [[AnyHashable]] = handler.data.sections.map { section in
        section.items.map { AnyHashable(D.id(of: $0)) }
    }
    #expect(handler.view.identities == ids, sourceLocation: sourceLocation)
    #expect(
        handler.view.sectionKinds == handler.data.kinds.map { Optional($0.rawValue) },
        sourceLocation: sourceLocation)
}

/// The ids of the handler's data, per section.
@MainActor
func ids(_ handler: HeadlessHandler<HorizontalDecorator>) -> [[String]] {
    handler.data.sections.map { $0.items.map(\.id) }
}

/// A data source that is not the handler, to knock the view out of sync.
final class RogueSource: HeadlessListDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in view: HeadlessListView) -> Int { counts.count }
    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        HeadlessCell(id: "rogue\(indexPath[0])-\(indexPath[1])", content: "rogue")
    }
}

/// Runs `body`, expecting it to throw an `E`; returns it.
@MainActor
@discardableResult
func expectThrown<E: Error>(
    _ errorType: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> E? {
    do {
        try body()
        Issue.record("expected \(errorType), nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as E {
        return error
    } catch {
        Issue.record("expected \(errorType), got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// What a handler reported, faults and information apart.
@MainActor
final class DiagnosticRecorder {
    var faults: [Diagnostic] = []
    var information: [Diagnostic] = []

    init<D: CellDecorator>(_ handler: HeadlessHandler<D>) {
        handler.onDiagnostic = { self.faults.append($0) }  // kept alive by the handler, as a log is
        handler.onInformation = { self.information.append($0) }
    }
}

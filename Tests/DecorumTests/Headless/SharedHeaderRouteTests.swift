import Decorum
import DecorumTesting
import Foundation
import Testing

/// Screen logic written against `ListHandler`, as the testing article advises: it chooses what each
/// section's header says, and the caller says which view shows it (the app's, or a test's).
@MainActor
private func showVIPCounts<D: CellDecorator, Header: SupplementaryDecorator>(
    on handler: ListHandler<D>, in header: Header.Type
) where D.Data == Person, Header.Data == String, Header.View: SupplementaryView {
    handler.setHeader(SupplementaryRoute(header) { section in "\(section.items.filter(\.isVIP).count) VIPs" })
    handler.setFooter(SupplementaryRoute(header) { section in section.isEmpty ? nil : "\(section.count) people" })
}

private enum HeaderText: SupplementaryDecorator {
    static func update(_ view: HeadlessSupplementaryView, with text: String) { view.text = text }
}

@MainActor
@Suite("Headless: header and footer routes set by logic written against ListHandler")
struct SharedHeaderRouteTests {
    @Test("shared logic sets a header and footer view that the headless view shows and keeps up to date")
    func sharedLogicSetsHeaderViews() throws {
        let handler = makeHandler([
            Section(kind: "team", items: [person("a"), Person(id: "b", name: "B", isVIP: true)])
        ])
        showVIPCounts(on: handler, in: HeaderText.self)
        #expect(handler.header != nil)  // the handler's own route, typed for its view
        #expect(handler.view.sectionHeaders == ["1 VIPs"])
        #expect(handler.view.sectionFooters == ["2 people"])
        try handler.upsert([Person(id: "a", name: "A", isVIP: true)])
        #expect(handler.view.sectionHeaders == ["2 VIPs"])
        handler.setHeader(nil as SupplementaryRoute<Person, HeadlessSupplementaryView>?)
        #expect(handler.header == nil)
        #expect(handler.view.sectionHeaders == ["team"])  // the default header again
        expectConsistent(handler)
    }
}

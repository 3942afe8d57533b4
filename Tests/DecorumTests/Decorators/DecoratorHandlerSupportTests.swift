import Foundation
import Testing

@testable import Decorum

extension DecoratorFixtures {
    @Suite("What the UIKit handlers share: registrations, identifiers, refresh plans")
    @MainActor
    struct HandlerSupportTests {
        @Test func newRegistrationsAreReportedOnce() {
            let registry = ReuseRegistry(viewName: "tableView")
            #expect(
                registry.newCellRegistrations(for: FeedDecorator.self).map(\.reuseIdentifier)
                    == ["ThreeLabelCell", "BannerCell"])
            #expect(registry.newCellRegistrations(for: FeedDecorator.self).isEmpty)
            // A plain decorator with a cell already registered adds nothing.
            #expect(registry.newCellRegistrations(for: HorizontalDecorator.self).isEmpty)

            let header = SupplementaryRoute<String>(CompanyHeader.self)
            #expect(registry.newRegistration(for: header, slot: .headerFooter)?.reuseIdentifier == "FakeHeaderView")
            #expect(registry.newRegistration(for: header, slot: .headerFooter) == nil)
            // Another slot is another namespace.
            #expect(registry.newRegistration(for: header, slot: .supplementary(kind: "badge")) != nil)
            #expect(registry.supplementaryIdentifier(header, slot: .headerFooter) == "FakeHeaderView")
        }

        @Test func cellIdentifiersComeFromTheDecoratorAndMustBeRegistered() {
            let registry = ReuseRegistry(viewName: "tableView")
            _ = registry.newCellRegistrations(for: FeedDecorator.self)
            #expect(registry.cellIdentifier(FeedDecorator.self, for: .banner("Sale")) == "BannerCell")
            #expect(registry.cellIdentifier(FeedDecorator.self, for: .person(Person(name: "Ada"))) == "ThreeLabelCell")
        }

        #if compiler(>=6.2) && (os(macOS) || os(Linux) || os(Windows))
        @Test func anUnregisteredCellIdentifierTraps() async {
            await #expect(processExitsWith: .failure) {
                // The handler registered the plain decorator's cell only; a routed banner is missing.
                await MainActor.run {
                    let registry = ReuseRegistry(viewName: "tableView")
                    _ = registry.newCellRegistrations(for: PersonDecorator.self)
                    _ = registry.cellIdentifier(FeedDecorator.self, for: .banner("Sale"))
                }
            }
        }
        #endif

        @Test func updateCellRunsTheDecoratorOnAnUntypedCell() {
            let cell: AnyObject = ThreeLabelCell()
            HorizontalDecorator.updateCell(cell, with: Person(name: "Ada"), reuseIdentifier: "ThreeLabelCell")
            #expect((cell as? ThreeLabelCell)?.text == "H Ada")
        }

        @Test func refreshPlanReloadsCellsThatChangedStyle() {
            let data: SectionedData<FeedItem> = [
                Section(
                    kind: "feed", items: [.person(Person(name: "Ada")), .banner("Sale"), .person(Person(name: "Alan"))])
            ]
            let paths = (0..<3).map { IndexPath(item: $0, section: 0) } + [IndexPath(item: 7, section: 0)]
            // Row 0 still shows a person cell, row 1 shows a person cell but is now a banner, row 2 is not
            // visible; row 7 does not exist.
            let shown: [IndexPath: String] = [paths[0]: "ThreeLabelCell", paths[1]: "ThreeLabelCell"]
            let plan = RefreshPlan(FeedDecorator.self, paths: paths, in: data) { shown[$0] }
            #expect(plan.reconfigure == [paths[0], paths[2]])
            #expect(plan.reload == [paths[1]])

            let plain = RefreshPlan(
                HorizontalDecorator.self, paths: [IndexPath(item: 0, section: 0)],
                in: SectionedData(items: [Person(name: "Ada")])
            ) { _ in "ThreeLabelCell" }
            #expect(plain.reconfigure == [IndexPath(item: 0, section: 0)] && plain.reload.isEmpty)
        }
    }
}

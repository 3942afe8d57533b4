import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

extension DecoratorFixtures {
    struct Mismatched: CellDecorator {
        static func update(_ cell: ThreeLabelCell, with text: String) {}
        static func reuseIdentifier(for data: String) -> String { "Elsewhere" }
    }

    @Suite("What the UIKit handlers share: registrations and identifiers")
    @MainActor
    struct HandlerSupportTests {
        @Test func newRegistrationsAreReportedOnce() {
            let registry = ReuseRegistry(viewName: "tableView")
            #expect(
                registry.newCellRegistrations(for: HorizontalDecorator.self).map(\.reuseIdentifier) == [
                    "ThreeLabelCell"
                ])
            // A routing decorator registers nothing up front; a decorator with the same cell adds nothing.
            #expect(registry.newCellRegistrations(for: FeedDecorator.self).isEmpty)
            #expect(registry.newCellRegistrations(for: VerticalDecorator.self).isEmpty)

            let header = SupplementaryRoute<String, FakeHeaderView>(CompanyHeader.self)
            #expect(registry.newRegistration(for: header, slot: .headerFooter)?.reuseIdentifier == "FakeHeaderView")
            #expect(registry.newRegistration(for: header, slot: .headerFooter) == nil)
            // Another slot is another namespace.
            #expect(registry.newRegistration(for: header, slot: .supplementary(kind: "badge")) != nil)
            #expect(registry.supplementaryIdentifier(header, slot: .headerFooter) == "FakeHeaderView")
        }

        @Test func routedCellsAreRegisteredTheFirstTimeTheirRouteIsTaken() {
            let registry = ReuseRegistry(viewName: "tableView")
            var registered: [String] = []
            let items: [FeedItem] = [.banner("Sale"), .person(Person(name: "Ada")), .banner("Again")]
            let identifiers = items.map { item in
                registry.cellRegistration(FeedDecorator.self, for: item) { registered.append($0.reuseIdentifier) }
                    .reuseIdentifier
            }
            #expect(identifiers == ["BannerCell", "ThreeLabelCell", "BannerCell"])
            #expect(registered == ["BannerCell", "ThreeLabelCell"])  // once each, when first met
            #expect(registry.registration(for: "BannerCell", slot: .cell)?.viewType == BannerCell.self)
        }

        #if compiler(>=6.2) && (os(macOS) || os(Linux) || os(Windows))
        @Test func anIdentifierNoRegistrationProvidesTraps() async {
            await #expect(processExitsWith: .failure) {
                // The decorator dequeues an identifier none of its registrations has.
                await MainActor.run {
                    _ = ReuseRegistry(viewName: "tableView").cellRegistration(Mismatched.self, for: "x") { _ in }
                }
            }
        }
        #endif

        @Test func updateCellRunsTheDecoratorOnAnUntypedCell() {
            let cell: AnyObject = ThreeLabelCell()
            HorizontalDecorator.updateCell(cell, with: Person(name: "Ada"), reuseIdentifier: "ThreeLabelCell")
            #expect((cell as? ThreeLabelCell)?.text == "H Ada")
        }
    }
}

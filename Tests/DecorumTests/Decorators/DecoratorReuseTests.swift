import Decorum
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

/// Fixtures and suites of the decorator tests, nested so their names cannot clash with other test files.
enum DecoratorFixtures {
    // Linux stand-ins for UIKit cells and header views.
    class FakeCell: ReuseIdentifiable { var text = "" }
    final class ThreeLabelCell: FakeCell {}
    final class BannerCell: FakeCell {}
    final class FakeHeaderView: ReuseIdentifiable, SupplementaryView { var title = "" }
    struct CustomIdentified: ReuseIdentifiable { static var reuseIdentifier: String { "custom" } }
    final class NotIdentifiable {}

    enum Outer { final class Inner: FakeCell {} }
    enum Other { final class Inner: FakeCell {} }

    struct Person: Hashable { var name: String }

    struct HorizontalDecorator: CellDecorator {
        static func update(_ cell: ThreeLabelCell, with person: Person) { cell.text = "H " + person.name }
    }
    struct VerticalDecorator: CellDecorator {
        static func update(_ cell: ThreeLabelCell, with person: Person) { cell.text = "V " + person.name }
    }
    struct ValueDecorator: CellDecorator {
        static func update(_ cell: Int, with data: String) {}
    }

    @Suite("Reuse identifiers and registration")
    @MainActor
    struct DecoratorReuseTests {
        @Test func identifierDefaultsToTheTypeName() {
            #expect(ThreeLabelCell.reuseIdentifier == "ThreeLabelCell")
            #expect(FakeCell.reuseIdentifier == "FakeCell")
            #expect(FakeHeaderView.reuseIdentifier == "FakeHeaderView")
            #expect(CustomIdentified.reuseIdentifier == "custom")
            // Through a generic context the subclass's name is used, not the conforming base's.
            func identifier<T: ReuseIdentifiable>(_: T.Type) -> String { T.reuseIdentifier }
            #expect(identifier(BannerCell.self) == "BannerCell")
            #expect(ReuseRegistration.reuseIdentifier(of: BannerCell.self) == "BannerCell")
            #expect(ReuseRegistration.reuseIdentifier(of: CustomIdentified.self) == "custom")
            #expect(ReuseRegistration.reuseIdentifier(of: NotIdentifiable.self) == "NotIdentifiable")
        }

        @Test func plainDecoratorsRegisterTheirCell() {
            #expect(HorizontalDecorator.reuseIdentifier(for: Person(name: "Ada")) == "ThreeLabelCell")
            let registrations = HorizontalDecorator.cellRegistrations
            #expect(registrations.count == 1)
            #expect(registrations.first?.viewType == ThreeLabelCell.self)
            #expect(registrations.first?.slot == .cell)
            // Same Data and Cell: swapping decorators changes only the look.
            #expect(VerticalDecorator.cellRegistrations.map(\.reuseIdentifier) == ["ThreeLabelCell"])
            let cell = ThreeLabelCell()
            HorizontalDecorator.update(cell, with: Person(name: "Ada"))
            #expect(cell.text == "H Ada")
            VerticalDecorator.update(cell, with: Person(name: "Ada"))
            #expect(cell.text == "V Ada")
            // A non-class Cell registers nothing.
            #expect(ValueDecorator.cellRegistrations.isEmpty)
            #expect(ValueDecorator.reuseIdentifier(for: "x") == "Int")
        }

        @Test func registryRecordsEachRegistrationOnce() {
            let registry = ReuseRegistry(viewName: "tableView")
            #expect(registry.register(ReuseRegistration(ThreeLabelCell.self)))
            #expect(!registry.register(ReuseRegistration(ThreeLabelCell.self)))
            // Slots are separate namespaces, as in UIKit.
            #expect(registry.register(ReuseRegistration(ThreeLabelCell.self, slot: .headerFooter)))
            #expect(registry.register(ReuseRegistration(FakeHeaderView.self, slot: .supplementary(kind: "h"))))
            #expect(registry.registration(for: "ThreeLabelCell", slot: .cell)?.typeName == "ThreeLabelCell")
            #expect(registry.registration(for: "FakeHeaderView", slot: .cell) == nil)
            #expect(registry.registrations.count == 3)
            registry.requireRegistered("ThreeLabelCell", slot: .cell, typeName: "ThreeLabelCell")  // no trap
        }

        @Test func missingRegistrationMessageSaysWhatToRegister() {
            #expect(
                ReuseRegistry.missingRegistrationMessage(
                    reuseIdentifier: "ThreeLabelCell", slot: .cell, typeName: "ThreeLabelCell", viewName: "tableView")
                    == "Decorum: no cell registered for reuse identifier 'ThreeLabelCell'. Call "
                    + "tableView.register(ThreeLabelCell.self) (or let a handler register it) before dequeuing.")
            let header = ReuseRegistry.missingRegistrationMessage(
                reuseIdentifier: "H", slot: .headerFooter, typeName: "H", viewName: "tableView")
            #expect(
                header.contains("no header or footer view registered") && header.contains("tableView.register(H.self)"))
            let supplementary = ReuseRegistry.missingRegistrationMessage(
                reuseIdentifier: "H", slot: .supplementary(kind: ElementPosition.headerElementKind), typeName: "H",
                viewName: "collectionView")
            #expect(
                supplementary.contains(
                    "collectionView.register(H.self, forSupplementaryViewOfKind: \"UICollectionElementKindSectionHeader\")"
                ))
        }

        @Test func theUIKitLayersOtherMessagesSayWhatWentWrongAndWhatToDo() {
            let table = ReuseRegistry.viewGoneMessage("tableView")
            #expect(table.hasPrefix("Decorum: this TableViewHandler's table view has been deallocated."))
            #expect(table.contains("keep the table view (it is usually in your view hierarchy)"))
            let collection = ReuseRegistry.viewGoneMessage("collectionView")
            #expect(collection.hasPrefix("Decorum: this CollectionViewHandler's collection view has been deallocated."))
            #expect(
                ReuseRegistry.noSupplementaryViewsMessage(kind: "badge", typeName: "BadgeView")
                    == "Decorum: UITableView has no supplementary views of kind 'badge'; register BadgeView as a "
                    + "cell or a header/footer view.")
        }

        @Test func aDequeuedViewIsHandedBack() {
            let view = FakeHeaderView()
            let dequeued = ReuseRegistry.dequeued(
                view as FakeHeaderView?, reuseIdentifier: "FakeHeaderView", slot: .headerFooter,
                typeName: "FakeHeaderView", viewName: "tableView")
            #expect(dequeued === view)
        }

        @Test func wrongBaseClassMessageNamesTheClassAndTheSlot() {
            let message = ReuseRegistry.wrongBaseClassMessage(
                ReuseRegistration(BannerCell.self), expected: "UITableViewCell", viewName: "tableView")
            #expect(
                message == "Decorum: cannot register BannerCell as a cell of tableView: it is not a "
                    + "UITableViewCell subclass. Check the decorator (or route) that shows it.")
        }

        @Test func collisionAndWrongClassMessagesNameBothClasses() {
            let collision = ReuseRegistry.collisionMessage(
                ReuseRegistration(Other.Inner.self), existing: ReuseRegistration(Outer.Inner.self))
            #expect(
                collision.contains("Outer.Inner") && collision.contains("Other.Inner") && collision.contains("'Inner'"))
            let wrong = ReuseRegistry.wrongClassMessage(
                reuseIdentifier: "X", expected: "ThreeLabelCell", found: "BannerCell")
            #expect(wrong.contains("is a BannerCell, not a ThreeLabelCell"))
            let cell: FakeCell = ThreeLabelCell()
            #expect(ReuseRegistry.cast(cell, to: ThreeLabelCell.self, reuseIdentifier: "ThreeLabelCell") === cell)
        }

        #if compiler(>=6.2) && (os(macOS) || os(Linux) || os(Windows))
        @Test func dequeuingAnUnregisteredIdentifierTraps() async {
            await #expect(processExitsWith: .failure) {
                ReuseRegistry(viewName: "tableView").requireRegistered(
                    "ThreeLabelCell", slot: .cell, typeName: "ThreeLabelCell")
            }
        }

        @Test func twoClassesUnderOneIdentifierTrap() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let registry = ReuseRegistry(viewName: "tableView")
                    registry.register(ReuseRegistration(Outer.Inner.self))
                    registry.register(ReuseRegistration(Other.Inner.self))
                }
            }
        }

        @Test func aCellOfTheWrongClassTraps() async {
            await #expect(processExitsWith: .failure) {
                _ = ReuseRegistry.cast(BannerCell(), to: ThreeLabelCell.self, reuseIdentifier: "ThreeLabelCell")
            }
        }
        #endif
    }
}

import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumTesting
@_spi(Binding) @testable import Handlers

extension DecoratorFixtures {
    /// A cell designed in a nib named after it.
    final class ProfileCell: FakeCell, NibLoadable {}
    /// A cell whose nib has another name and lives in another bundle.
    final class BadgeCell: FakeCell, NibLoadable {
        static var nibName: String { "Badges" }
        static var nibBundle: Bundle? { nil }
    }
    /// A header view from a nib.
    final class NibHeaderView: NibLoadable, ReuseIdentifiable, SupplementaryView {}
    /// A storyboard prototype cell.
    final class PrototypeCell: FakeCell {}

    struct ProfileDecorator: CellDecorator {
        static func update(_ cell: ProfileCell, with person: Person) { cell.text = person.name }
    }
    struct PrototypeDecorator: StoryboardCellDecorator {
        static func update(_ cell: PrototypeCell, with person: Person) { cell.text = person.name }
    }
    struct RenamedPrototypeDecorator: StoryboardCellDecorator {
        static func update(_ cell: PrototypeCell, with person: Person) { cell.text = person.name }
        static var prototypeIdentifier: String { "personCell" }
    }
    struct NibHeader: SupplementaryDecorator {
        static func update(_ view: NibHeaderView, with kind: Kind) {}
    }

    @Suite("Cells from nibs and storyboard prototypes")
    @MainActor
    struct DecoratorSourceTests {
        @Test func nibCellsRegisterTheirNibNamedAfterTheClass() {
            let registration = ProfileDecorator.cellRegistrations.first
            #expect(registration?.reuseIdentifier == "ProfileCell")
            #expect(registration?.source == .nib(name: "ProfileCell", bundle: Bundle(for: ProfileCell.self)))
            #expect(registration?.needsRegistering == true)
            #expect(ReuseRegistration(BadgeCell.self).source == .nib(name: "Badges", bundle: nil))
            #expect(ReuseRegistration(ThreeLabelCell.self).source == .type)
        }

        @Test func nibHeadersRegisterTheirNibToo() {
            let route = SupplementaryRoute<String, NibHeaderView>(NibHeader.self)
            let registration = route.registration(slot: .headerFooter)
            #expect(registration?.source == .nib(name: "NibHeaderView", bundle: Bundle(for: NibHeaderView.self)))
            #expect(registration?.slot == .headerFooter)
        }

        @Test func storyboardPrototypesAreDequeuedByIdentifierAndNeverRegistered() {
            #expect(PrototypeDecorator.reuseIdentifier(for: Person(name: "Ada")) == "PrototypeCell")
            #expect(RenamedPrototypeDecorator.reuseIdentifier(for: Person(name: "Ada")) == "personCell")
            let registry = ReuseRegistry(viewName: "tableView")
            #expect(registry.newCellRegistrations(for: RenamedPrototypeDecorator.self).isEmpty)  // nothing to register
            var registered: [ReuseRegistration] = []
            let dequeue = registry.cellRegistration(RenamedPrototypeDecorator.self, for: Person(name: "Ada")) {
                registered.append($0)
            }
            #expect(dequeue.source == .storyboard && dequeue.reuseIdentifier == "personCell")
            #expect(registered.isEmpty)
        }

        @Test func throughTheHeadlessViewEachSourceRegistersWhatUIKitWouldBeTold() throws {
            let people = SectionedData(items: [Person(name: "Ada"), Person(name: "Alan")])
            let nibView = HeadlessListView()
            let nib = try HeadlessHandler<ProfileDecorator>(view: nibView, data: people)
            #expect(
                nibView.registrations.map(\.source) == [
                    .nib(name: "ProfileCell", bundle: Bundle(for: ProfileCell.self))
                ])
            let storyboardView = HeadlessListView()
            let storyboard = try HeadlessHandler<PrototypeDecorator>(view: storyboardView, data: people)
            #expect(storyboardView.registrations.isEmpty)
            #expect(storyboard.registry.registration(for: "PrototypeCell", slot: .cell)?.source == .storyboard)
            try storyboard.addData([Person(name: "Grace")])
            try storyboardView.verifyMatchesDataSource()
            #expect(nib.data.itemCount == 2 && storyboard.data.itemCount == 3)
        }

        @Test func aRoutingHandlerRegistersEachRouteWhenItFirstShowsIt() throws {
            let view = HeadlessListView()
            let handler = try HeadlessHandler<FeedDecorator>(
                view: view, data: SectionedData(items: [.person(Person(name: "Ada"))]))
            #expect(view.registrations.map(\.reuseIdentifier) == ["ThreeLabelCell"])
            try handler.addData([.banner("Sale"), .person(Person(name: "Alan"))])
            #expect(view.registrations.map(\.reuseIdentifier) == ["ThreeLabelCell", "BannerCell"])
        }

        @Test func aStoryboardPrototypeIsCheckedTheFirstTimeItIsDequeuedOnly() {
            let registry = ReuseRegistry(viewName: "tableView")
            let prototype = registry.cellRegistration(RenamedPrototypeDecorator.self, for: Person(name: "Ada")) { _ in }
            #expect(registry.checksPrototype(prototype))
            #expect(!registry.checksPrototype(prototype))  // found: the index-path form from now on
            #expect(!registry.checksPrototype(ReuseRegistration(ThreeLabelCell.self)))  // registered: never
            let cell = PrototypeCell()
            #expect(ReuseRegistry.prototype(cell as PrototypeCell?, for: prototype, viewName: "tableView") === cell)
        }

        @Test func missingPrototypeMessageSaysWhatToCheck() {
            let message = ReuseRegistry.missingPrototypeMessage(
                reuseIdentifier: "personCell", typeName: "PrototypeCell", viewName: "tableView")
            #expect(message.contains("no prototype cell with identifier 'personCell'"))
            #expect(message.contains("class PrototypeCell") && message.contains("Attributes inspector"))
            #expect(message.contains("prototypeIdentifier"))
        }

        #if compiler(>=6.2) && (os(macOS) || os(Linux) || os(Windows))
        @Test func oneIdentifierFromTwoSourcesTraps() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let registry = ReuseRegistry(viewName: "tableView")
                    registry.register(ReuseRegistration(PrototypeCell.self))
                    registry.register(
                        ReuseRegistration(
                            PrototypeCell.self, reuseIdentifier: "PrototypeCell", slot: .cell, source: .storyboard))
                }
            }
        }
        #endif

        @Test func twoSourcesCollisionMessageNamesBoth() {
            let message = ReuseRegistry.collisionMessage(
                ReuseRegistration(
                    PrototypeCell.self, reuseIdentifier: "PrototypeCell", slot: .cell, source: .storyboard),
                existing: ReuseRegistration(PrototypeCell.self))
            #expect(message.contains("from its class") && message.contains("from a storyboard prototype"))
        }
    }
}

@_spi(Binding) import Decorum
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

extension DecoratorFixtures {
    enum FeedItem: Hashable {
        case person(Person)
        case banner(String)
    }

    struct PersonDecorator: CellDecorator {
        static func update(_ cell: ThreeLabelCell, with person: Person) { cell.text = person.name }
    }
    struct BannerDecorator: CellDecorator {
        static func update(_ cell: BannerCell, with text: String) { cell.text = "*** \(text) ***" }
    }
    // On Linux the public route initialiser takes decorators whose cell is the base itself; UIKit's
    // (compiled for iOS) take subclasses of UITableViewCell / UICollectionViewCell. These fakes use the
    // unchecked initialiser those forward to.
    struct FeedDecorator: RoutingDecorator {
        static func route(_ item: FeedItem) -> CellRoute<FakeCell> {
            switch item {
            case .person(let person): return CellRoute(unchecked: PersonDecorator.self, person)
            case .banner(let text): return CellRoute(unchecked: BannerDecorator.self, text)
            }
        }
    }

    struct FakeCellDecorator: CellDecorator {
        static func update(_ cell: FakeCell, with text: String) { cell.text = text }
    }
    /// Routes with the public initialiser, whose decorator's cell must be the base type exactly.
    struct ExactDecorator: RoutingDecorator {
        static func route(_ item: String) -> CellRoute<FakeCell> { CellRoute(FakeCellDecorator.self, item) }
    }

    struct Company: Hashable, Sendable {
        var name: String
        var members: Int
    }

    struct CompanyModelHeader: SupplementaryDecorator {
        static func update(_ view: FakeHeaderView, with company: Company) {
            view.title = "\(company.name) (\(company.members))"
        }
    }

    struct CompanyHeader: SupplementaryDecorator {
        static func update(_ view: FakeHeaderView, with company: Kind) { view.title = company.rawValue }
    }
    struct CountFooter: SupplementaryDecorator {
        static func update(_ view: FakeHeaderView, with text: String) { view.title = text }
    }

    @Suite("Several cell styles in one list, and supplementary views")
    @MainActor
    struct DecoratorRoutingTests {
        @Test func routesPickTheCellPerItem() {
            #expect(FeedDecorator.reuseIdentifier(for: .person(Person(name: "Ada"))) == "ThreeLabelCell")
            #expect(FeedDecorator.reuseIdentifier(for: .banner("Sale")) == "BannerCell")
            // Nothing is registered up front: each route brings its own cell.
            #expect(FeedDecorator.cellRegistrations.isEmpty)
            #expect(FeedDecorator.cellRegistrations(for: .banner("Sale")).map(\.typeName) == ["BannerCell"])
            #expect(
                FeedDecorator.cellRegistrations(for: .person(Person(name: "Ada"))).map(\.typeName) == ["ThreeLabelCell"]
            )
            #expect(FeedDecorator.route(.banner("Sale")).registrations.map(\.reuseIdentifier) == ["BannerCell"])
            #expect(ExactDecorator.route("x").reuseIdentifier == "FakeCell")
        }

        @Test func updateRunsTheRoutedDecoratorOnTheTypedCell() {
            // What a handler does: dequeue by identifier (as the common base type), then update.
            let pool: [String: () -> FakeCell] = ["ThreeLabelCell": ThreeLabelCell.init, "BannerCell": BannerCell.init]
            let items: [FeedItem] = [.person(Person(name: "Ada")), .banner("Sale"), .person(Person(name: "Alan"))]
            let cells = items.map { item -> FakeCell in
                let cell = pool[FeedDecorator.reuseIdentifier(for: item)]!()
                FeedDecorator.update(cell, with: item)
                return cell
            }
            #expect(cells.map(\.text) == ["Ada", "*** Sale ***", "Alan"])
            #expect(cells[1] is BannerCell)
            let route = FeedDecorator.route(.banner("x"))
            #expect(route.cellTypeName == "BannerCell")
        }

        #if compiler(>=6.2) && (os(macOS) || os(Linux) || os(Windows))
        @Test func aRouteGivenTheWrongCellTraps() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run { FeedDecorator.update(ThreeLabelCell(), with: .banner("Sale")) }
            }
        }
        #endif

        @Test func modelRoutesShowEachSectionsModelTyped() {
            let header = SupplementaryRoute<String, FakeHeaderView>(modelOf: CompanyModelHeader.self)
            let view = FakeHeaderView()
            header.configurator(for: Section(kind: "g", model: Company(name: "Google", members: 2)))?(view)
            #expect(view.title == "Google (2)")
            #expect(header.configurator(for: Section(kind: "x", items: ["Alan Kay"])) == nil)  // no model, no header
        }

        #if compiler(>=6.2) && (os(macOS) || os(Linux) || os(Windows))
        @Test func aModelOfAnotherTypeTrapsNamingBothTypes() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let header = SupplementaryRoute<String, FakeHeaderView>(modelOf: CompanyModelHeader.self)
                    _ = header.configurator(for: Section(kind: "Apple", model: "Cupertino", items: []))
                }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("section \"Apple\" has a model of type String"))
            #expect(message.contains("CompanyModelHeader shows a Company"))
        }
        #endif

        @Test func supplementaryRoutesShowTheSectionKindOrComputedData() {
            let section = Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"])
            let header = SupplementaryRoute<String, FakeHeaderView>(CompanyHeader.self)
            #expect(header.reuseIdentifier == "FakeHeaderView")
            #expect(header.viewTypeName == "FakeHeaderView")
            #expect(header.registration(slot: .headerFooter)?.slot == .headerFooter)
            #expect(header.registration(slot: .headerFooter)?.viewType == FakeHeaderView.self)
            let view = FakeHeaderView()
            header.configurator(for: section)?(view)
            #expect(view.title == "Apple")

            let footer = SupplementaryRoute<String, FakeHeaderView>(CountFooter.self) {
                $0.isEmpty ? nil : "\($0.count) people"
            }
            footer.configurator(for: section)?(view)
            #expect(view.title == "2 people")
            #expect(footer.configurator(for: Section(kind: "Empty")) == nil)
        }
    }
}

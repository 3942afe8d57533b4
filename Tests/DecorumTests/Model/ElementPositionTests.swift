import Decorum
import Foundation
import Testing

@Suite("ElementPosition")
struct ElementPositionTests {
    typealias P = ElementPosition

    static func item(_ section: Int, _ item: Int) -> P { P(section: section, element: .item(item)) }

    /// The contacts example in layout order, written out by hand.
    static let contactsLayout: [P] = [
        .header(inSection: 0), item(0, 0), item(0, 1), item(0, 2), .footer(inSection: 0),
        .header(inSection: 1), item(1, 0), item(1, 1), .footer(inSection: 1),
        .header(inSection: 2), item(2, 0), item(2, 1), .footer(inSection: 2),
    ]

    /// All 8 role sets, including the empty one.
    static let allRoleSets: [P.Roles] = (0..<8).map { P.Roles(rawValue: $0) }

    @Test("Layout order: by section, then header, items in order, footer")
    func layoutOrder() {
        #expect(P.header(inSection: 0) < Self.item(0, 0))
        #expect(Self.item(0, 0) < Self.item(0, 1))
        #expect(Self.item(0, 99) < P.footer(inSection: 0))
        #expect(P.footer(inSection: 0) < P.header(inSection: 1))
        #expect(P.footer(inSection: 0) < Self.item(1, 0))
        #expect(!(P.header(inSection: 1) < P.header(inSection: 1)))
        #expect(P.Element.header < .item(0) && P.Element.item(5) < .footer)

        var rng = SeededGenerator(seed: TestSeed.base &+ 0xE100)
        for _ in 0..<20 {
            #expect(Self.contactsLayout.shuffled(using: &rng).sorted() == Self.contactsLayout)
        }
        #expect(Contacts.data.positions() == Self.contactsLayout)
    }

    @Test("positions(include:inSections:) filters by role and section")
    func positionsFiltering() {
        let data = Contacts.data
        #expect(data.positions(include: .item) == Self.contactsLayout.filter { $0.role == .item })
        #expect(data.positions(include: .item).count == 7)
        #expect(data.positions(include: [.item], inSections: [1]) == [Self.item(1, 0), Self.item(1, 1)])
        #expect(
            data.positions(include: .header) == [.header(inSection: 0), .header(inSection: 1), .header(inSection: 2)])
        #expect(
            data.positions(include: [.header, .footer], inSections: [2, 0])
                == [.header(inSection: 0), .footer(inSection: 0), .header(inSection: 2), .footer(inSection: 2)])
        #expect(data.positions(include: .all, inSections: [1]) == Array(Self.contactsLayout[5...8]))
        #expect(data.positions(include: [], inSections: nil).isEmpty)
        #expect(data.positions(inSections: []).isEmpty)
        #expect(data.positions(inSections: [3, -1, Int.max]).isEmpty)  // nonexistent sections are ignored
        #expect(data.positions(include: .footer, inSections: [2, 7]) == [.footer(inSection: 2)])
        #expect(SectionedData<Int>().positions().isEmpty)
        // Empty sections still have a header and a footer.
        let empty = ModelShapes.data(counts: [0, 1, 0])
        #expect(
            empty.positions() == [
                .header(inSection: 0), .footer(inSection: 0),
                .header(inSection: 1), Self.item(1, 0), .footer(inSection: 1),
                .header(inSection: 2), .footer(inSection: 2),
            ])
    }

    @Test("Stepping crosses section edges in the contacts example")
    func steppingContacts() {
        let data = Contacts.data
        #expect(data.position(after: Self.item(0, 2)) == .footer(inSection: 0))
        #expect(data.position(after: .footer(inSection: 0)) == .header(inSection: 1))
        #expect(data.position(after: Self.item(0, 2), include: .item) == Self.item(1, 0))
        #expect(data.position(after: Self.item(0, 2), include: .header) == .header(inSection: 1))
        #expect(data.position(after: Self.item(0, 0), include: .footer) == .footer(inSection: 0))
        #expect(data.position(after: .header(inSection: 0), include: .header) == .header(inSection: 1))
        #expect(data.position(before: .header(inSection: 1)) == .footer(inSection: 0))
        #expect(data.position(before: Self.item(1, 0), include: .item) == Self.item(0, 2))
        #expect(data.position(before: Self.item(1, 0), include: .footer) == .footer(inSection: 0))
        #expect(data.position(before: Self.item(2, 1), include: .header) == .header(inSection: 2))
        #expect(data.position(before: .footer(inSection: 2), include: [.header, .footer]) == .header(inSection: 2))
    }

    @Test("nil at both ends and for positions that do not exist")
    func steppingEnds() {
        let data = Contacts.data
        #expect(data.position(after: .footer(inSection: 2)) == nil)
        #expect(data.position(after: Self.item(2, 1), include: .item) == nil)
        #expect(data.position(after: .header(inSection: 2), include: .header) == nil)
        #expect(data.position(before: .header(inSection: 0)) == nil)
        #expect(data.position(before: Self.item(0, 0), include: .item) == nil)
        #expect(data.position(before: .footer(inSection: 0), include: .footer) == nil)
        for missing: P in [
            Self.item(0, 3), Self.item(0, -1), Self.item(3, 0), .header(inSection: 3),
            .footer(inSection: -1), .header(inSection: Int.max), Self.item(Int.min, 0),
            Self.item(1, Int.max),
        ] {
            #expect(!data.contains(missing))
            for roles in Self.allRoleSets {
                #expect(data.position(after: missing, include: roles) == nil, "\(missing) \(roles)")
                #expect(data.position(before: missing, include: roles) == nil, "\(missing) \(roles)")
            }
        }
        // No roles: nowhere to stop.
        #expect(data.position(after: .header(inSection: 0), include: []) == nil)
        #expect(data.position(before: .footer(inSection: 2), include: []) == nil)
        #expect(SectionedData<Int>().position(after: .header(inSection: 0)) == nil)
    }

    @Test("Stepping skips empty sections and runs of them")
    func steppingEmptySections() {
        let data = ModelShapes.data(counts: [0, 2, 0, 0, 1, 0])
        #expect(data.position(after: .header(inSection: 0)) == .footer(inSection: 0))
        #expect(data.position(after: .header(inSection: 0), include: .item) == Self.item(1, 0))
        #expect(data.position(after: Self.item(1, 1), include: .item) == Self.item(4, 0))
        #expect(data.position(after: Self.item(4, 0), include: .item) == nil)
        #expect(data.position(after: Self.item(4, 0), include: [.item, .footer]) == .footer(inSection: 4))
        #expect(data.position(after: Self.item(4, 0), include: .header) == .header(inSection: 5))
        #expect(data.position(before: Self.item(4, 0), include: .item) == Self.item(1, 1))
        #expect(data.position(before: .footer(inSection: 5), include: .item) == Self.item(4, 0))
        #expect(data.position(before: Self.item(1, 0), include: .item) == nil)
        #expect(data.position(before: Self.item(1, 0), include: [.item, .footer]) == .footer(inSection: 0))
        #expect(data.position(after: .footer(inSection: 1), include: [.header, .footer]) == .header(inSection: 2))
        #expect(data.position(before: .header(inSection: 3)) == .footer(inSection: 2))
        let allEmpty = ModelShapes.data(counts: [0, 0, 0])
        #expect(allEmpty.position(after: .header(inSection: 0), include: .item) == nil)
        #expect(allEmpty.position(before: .footer(inSection: 2), include: .item) == nil)
        #expect(allEmpty.position(after: .header(inSection: 0), include: .footer) == .footer(inSection: 0))
        #expect(allEmpty.position(after: .footer(inSection: 0), include: .footer) == .footer(inSection: 1))
    }

    @Test("Randomized: stepping agrees with filtering the layout order, for every role set")
    func randomizedStepping() {
        let seed = TestSeed.base &+ 0xE101
        var rng = SeededGenerator(seed: seed)
        for iteration in 0..<300 {
            let counts = ModelShapes.counts(using: &rng, maxSections: 8, maxItems: 3)
            let data = ModelShapes.data(counts: counts)
            let plain = ModelShapes.CountsOnly(counts: counts)
            let everything = data.positions()
            #expect(everything == everything.sorted())
            #expect(everything.count == 2 * counts.count + counts.reduce(0, +))
            var problems: [String] = []
            for roles in Self.allRoleSets {
                let wanted = everything.filter { roles.contains($0.role) }
                if data.positions(include: roles) != wanted { problems.append("positions(include: \(roles.rawValue))") }
                if plain.positions(include: roles) != wanted {
                    problems.append("plain positions(include: \(roles.rawValue))")
                }
                for position in everything {
                    let expectedNext = wanted.first { $0 > position }
                    let expectedPrevious = wanted.last { $0 < position }
                    let next = data.position(after: position, include: roles)
                    let previous = data.position(before: position, include: roles)
                    if next != expectedNext {
                        problems.append(
                            "after \(position) roles \(roles.rawValue): \(String(describing: next)) != \(String(describing: expectedNext))"
                        )
                    }
                    if previous != expectedPrevious {
                        problems.append(
                            "before \(position) roles \(roles.rawValue): \(String(describing: previous)) != \(String(describing: expectedPrevious))"
                        )
                    }
                }
                // Walking the chain from the first wanted position visits exactly the wanted ones.
                if let first = wanted.first {
                    var walked = [first]
                    while let next = data.position(after: walked.last!, include: roles), walked.count <= wanted.count {
                        walked.append(next)
                    }
                    if walked != wanted { problems.append("walk with roles \(roles.rawValue)") }
                }
                // Random sections subsets.
                let subset = Set((0..<counts.count).filter { _ in Bool.random(using: &rng) })
                if data.positions(include: roles, inSections: subset) != wanted.filter({ subset.contains($0.section) })
                {
                    problems.append("positions(include: \(roles.rawValue), inSections: \(subset.sorted()))")
                }
            }
            #expect(problems.isEmpty, "counts \(counts), \(ModelShapes.replay(seed, iteration)): \(problems.prefix(5))")
            if !problems.isEmpty { return }
        }
    }

    @Test("IndexPath and element kind conversions, both ways")
    func indexPathConversion() {
        let header = P.header(inSection: 2)
        #expect(header.indexPath == IndexPath(item: 0, section: 2))
        #expect(header.elementKind == P.headerElementKind)
        #expect(P.footer(inSection: 1).indexPath == [1, 0])
        #expect(P.footer(inSection: 1).elementKind == P.footerElementKind)
        #expect(Self.item(1, 1).indexPath == IndexPath(item: 1, section: 1))
        #expect(Self.item(1, 1).elementKind == nil)
        #expect(P.headerElementKind == "UICollectionElementKindSectionHeader")
        #expect(P.footerElementKind == "UICollectionElementKindSectionFooter")

        for position in Contacts.data.positions() {
            #expect(P(indexPath: position.indexPath, elementKind: position.elementKind) == position)
        }
        #expect(P(indexPath: [1, 1]) == Self.item(1, 1))
        #expect(P(indexPath: [2, 0], elementKind: P.headerElementKind) == .header(inSection: 2))
        #expect(P(indexPath: [0, 0], elementKind: P.footerElementKind) == .footer(inSection: 0))
        #expect(P.item(at: [1, 1]) == Self.item(1, 1))

        // Invalid element kinds and paths give nil.
        for kind in [
            "", "header", "UICollectionElementKindSectionheader", "UICollectionElementKindSectionHeader ", "badge",
        ] {
            #expect(P(indexPath: [0, 0], elementKind: kind) == nil, "\(kind)")
        }
        for path: IndexPath in [IndexPath(), [0], [0, 1, 2], [-1, 0], [0, -1]] {
            #expect(P(indexPath: path) == nil, "\(path)")
            #expect(P(indexPath: path, elementKind: P.headerElementKind) == nil, "\(path)")
            #expect(P.item(at: path) == nil, "\(path)")
        }
    }

    @Test("role, contains and description")
    func basics() {
        #expect(P.header(inSection: 0).role == .header)
        #expect(Self.item(0, 0).role == .item)
        #expect(P.footer(inSection: 0).role == .footer)
        #expect(P.Roles.all == [.header, .item, .footer])
        let data = Contacts.data
        #expect(data.contains(.header(inSection: 2)))
        #expect(data.contains(Self.item(1, 1)))
        #expect(!data.contains(Self.item(1, 2)))
        #expect(!data.contains(.footer(inSection: 3)))
        #expect(P.header(inSection: 0).description == "header 0")
        #expect(Self.item(1, 1).description == "item [1, 1]")
        #expect(P.footer(inSection: 2).description == "footer 2")
        #expect(Set(Self.contactsLayout).count == Self.contactsLayout.count)
    }
}

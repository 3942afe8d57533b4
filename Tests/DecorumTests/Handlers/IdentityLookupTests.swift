import Decorum
import DecorumTesting
import Foundation
import Testing

/// Issue 32, item 5: where the item of an identity is, in the data and on screen, and the item itself.
@MainActor
@Suite("Handlers: lookups by identity")
struct IdentityLookupTests {
    @Test("a missing identity answers nil, on an empty handler and on a full one")
    func missingIdentity() throws {
        let empty = makeHandler()
        #expect(empty.indexPath(forID: "ada") == nil)
        #expect(empty.item(withID: "ada") == nil)
        #expect(empty.displayedIndexPath(forID: "ada") == nil)
        let handler = makeCompaniesHandler()
        for _ in 0..<3 {  // a search, then the index, then the index again
            #expect(handler.indexPath(forID: "nobody") == nil)
            #expect(handler.item(withID: "nobody") == nil)
            #expect(handler.displayedIndexPath(forID: "nobody") == nil)
        }
        handler.removeData([person("a2")])
        #expect(handler.indexPath(forID: "a2") == nil)
        #expect(handler.indexPath(forID: "a2") == nil)  // indexed after the remove, not before it
        #expect(handler.item(withID: "a2") == nil)
    }

    @Test("lookups follow every edit: inserts above, moves, upserts, apply")
    func followsEdits() throws {
        let handler = makeCompaniesHandler()
        #expect(handler.indexPath(forID: "a3") == [0, 2])
        #expect(handler.indexPath(forID: "g1") == [1, 0])  // the second lookup: the rows are indexed
        try handler.insertData([person("a0")], at: [0, 0])
        #expect(handler.indexPath(forID: "a3") == [0, 3])
        #expect(handler.indexPath(forID: "a0") == [0, 0])
        try handler.move(id: "a3", toSection: "Google", at: 0)
        #expect(handler.indexPath(forID: "a3") == [1, 0])
        #expect(handler.indexPath(forID: "g1") == [1, 1])
        try handler.upsert([person("g1", "Sundar")])
        #expect(handler.item(withID: "g1")?.name == "Sundar")  // the current copy
        try handler.apply([Section(kind: "Google", items: people("g1")), Section(kind: "Apple", items: people("a1"))])
        #expect(handler.indexPath(forID: "a1") == [1, 0])
        #expect(handler.indexPath(forID: "a0") == nil)
        #expect(handler.displayedIndexPath(forID: "a1") == [1, 0])  // idle: the view agrees
        expectConsistent(handler)
    }

    @Test("rows of a collapsed section are in the data, and not on screen")
    func collapsedSections() throws {
        let handler = makeCompaniesHandler()
        try handler.collapse(section: "Apple")
        #expect(handler.indexPath(forID: "a2") == [0, 1])
        #expect(handler.item(withID: "a2")?.id == "a2")
        #expect(handler.displayedIndexPath(forID: "a2") == nil)
        #expect(handler.displayedIndexPath(forID: "g1") == [1, 0])
        try handler.expand(section: "Apple")
        #expect(handler.displayedIndexPath(forID: "a2") == [0, 1])
        expectConsistent(handler)
    }

    @Test("while a batch animates, the data is ahead and the displayed lookup answers for the view")
    func pendingBatch() throws {
        let handler = makeCompaniesHandler(mode: .manual)
        try handler.insertData([person("a0")], at: [0, 0])  // animating
        handler.removeData([person("g1")])  // queued behind it
        #expect(handler.hasPendingUpdates)
        #expect(handler.indexPath(forID: "a0") == [0, 0])
        #expect(handler.indexPath(forID: "a1") == [0, 1])
        #expect(handler.indexPath(forID: "g1") == nil)
        #expect(handler.displayedIndexPath(forID: "a0") == [0, 0])  // the first batch is on screen
        #expect(handler.displayedIndexPath(forID: "g1") == [1, 0])  // its remove waits: still shown
        #expect(handler.displayedIndexPath(forID: "g1") == [1, 0])
        handler.view.finishAnimations()
        #expect(handler.displayedIndexPath(forID: "g1") == nil)
        #expect(handler.displayedIndexPath(forID: "a1") == [0, 1])
        expectConsistent(handler)
    }

    @Test("an identity the decorator names, and an item that is its own identity")
    func otherIdentities() throws {
        let plain = try HeadlessHandler<PlainDecorator>(
            view: HeadlessListView(), data: SectionedData(items: [Plain(value: 7), Plain(value: 9)]))
        #expect(plain.indexPath(forID: 9) == [0, 1])
        #expect(plain.item(withID: 7)?.value == 7)
        let strings = try HeadlessHandler<StringDecorator>(
            view: HeadlessListView(), data: SectionedData(items: ["Ada", "Grace"]))
        #expect(strings.item(withID: "Grace") == "Grace")
        #expect(strings.displayedIndexPath(forID: "Ada") == [0, 0])
    }

    @Test("seeded: through random edits, collapses and animations, each lookup equals a linear search")
    func seededLookups() throws {
        var generator = SeededGenerator(seed: TestSeed.base &+ 0x1D5)
        for round in 0..<40 {
            let mode: HeadlessListView.AnimationMode = round.isMultiple(of: 2) ? .manual : .immediate
            let handler = makeHandler(
                [Section(kind: .default, items: people("1", "2", "3", "4")), Section(kind: .vips, items: people("5"))],
                mode: mode)
            var next = 100
            for step in 0..<40 {
                let all = handler.data.allItems
                let kind: Kind = Bool.random(using: &generator) ? .default : .vips
                switch Int.random(in: 0..<9, using: &generator) {
                case 0:
                    try handler.addData([person("\(next)"), person("\(next + 1)")], toSection: kind)
                    next += 2
                case 1:
                    if let section = handler.data.firstIndex(of: kind) {
                        try handler.insertData([person("\(next)")], at: [section, 0])
                        next += 1
                    }
                case 2:
                    handler.removeData(Array(all.shuffled(using: &generator).prefix(2)))
                case 3:
                    if let some = all.randomElement(using: &generator) {
                        try handler.move(id: some.id, toSection: kind)
                    }
                case 4:
                    var sections = handler.data.sections
                    for index in sections.indices { sections[index].items.shuffle(using: &generator) }
                    try handler.apply(SectionedData(sections.shuffled(using: &generator)))
                case 5:
                    if let some = all.randomElement(using: &generator) {
                        try handler.upsert([person(some.id, "v\(step)")], toSection: kind, movingExisting: true)
                    }
                case 6:
                    if handler.data.firstIndex(of: kind) != nil { try handler.toggle(section: kind) }
                case 7:
                    handler.view.finishAnimations()
                default:
                    break  // lookups only: the index of this version serves them
                }
                // A few lookups per step, of identities present, gone and never seen.
                let candidates = (all + handler.data.allItems).map(\.id) + ["nobody"]
                for _ in 0..<3 {
                    let id = candidates.randomElement(using: &generator) ?? "nobody"
                    let context: Comment = "round \(round) step \(step) id \(id) seed \(TestSeed.base)"
                    let inData = Self.search(id, in: handler.data.sections.map { $0.items.map(\.id) })
                    #expect(handler.indexPath(forID: id) == inData, context)
                    #expect(handler.item(withID: id)?.id == inData.map { _ in id }, context)
                    #expect(handler.item(withID: id)?.name == inData.map { handler.data[$0].name }, context)
                    let onScreen = Self.search(AnyHashable(id), in: handler.view.identities)
                    #expect(handler.displayedIndexPath(forID: id) == onScreen, context)
                }
            }
            for kind in handler.data.kinds { try handler.expand(section: kind) }
            handler.view.finishAnimations()
            expectConsistent(handler)
        }
    }

    /// The oracle: a linear search, section by section.
    static func search<ID: Equatable>(_ id: ID, in sections: [[ID]]) -> IndexPath? {
        for (section, ids) in sections.enumerated() {
            if let row = ids.firstIndex(of: id) { return [section, row] }
        }
        return nil
    }
}

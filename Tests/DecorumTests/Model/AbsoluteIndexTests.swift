import Decorum
import Foundation
import Testing

/// Checks every lookup of `data` against the obvious reference (enumerating the positions), against
/// `SectionOffsets` built two ways and against the protocol's default O(s) implementation.
/// Returns the problems found (empty when consistent).
func absoluteIndexProblems(
    _ data: SectionedData<String>, extraInvalid: [IndexPath] = [],
    extraInvalidAbsolute: [Int] = []
) -> [String] {
    let counts = data.map(\.count)
    let reference = ModelShapes.flatPositions(counts)
    let fromData = SectionOffsets(data)
    let fromCounts = SectionOffsets(counts: counts)
    let plain = ModelShapes.CountsOnly(counts: counts)
    var problems: [String] = []
    func check(_ what: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if problems.count < 8, !what() { problems.append(message()) }
    }
    check(data.itemCount == reference.count, "itemCount \(data.itemCount) != \(reference.count)")
    check(data.offsets.totalCount == reference.count, "offsets.totalCount \(data.offsets.totalCount)")
    check(data.totalItemCount == reference.count, "totalItemCount \(data.totalItemCount)")
    check(data.indexPaths == reference, "indexPaths \(data.indexPaths) != \(reference)")
    check(data.offsets == fromCounts, "cached offsets differ from fresh ones")
    for (absolute, path) in reference.enumerated() {
        check(
            data.absoluteIndex(for: path) == absolute,
            "data.absoluteIndex(for: \(path)) = \(String(describing: data.absoluteIndex(for: path))), expected \(absolute)"
        )
        check(
            data.indexPath(forAbsoluteIndex: absolute) == path,
            "data.indexPath(forAbsoluteIndex: \(absolute)) = \(String(describing: data.indexPath(forAbsoluteIndex: absolute))), expected \(path)"
        )
        check(fromData.absoluteIndex(for: path) == absolute, "SectionOffsets(data).absoluteIndex(for: \(path))")
        check(
            fromCounts.indexPath(forAbsoluteIndex: absolute) == path,
            "SectionOffsets(counts:).indexPath(forAbsoluteIndex: \(absolute))")
        check(plain.absoluteIndex(for: path) == absolute, "default absoluteIndex(for: \(path))")
        check(plain.indexPath(forAbsoluteIndex: absolute) == path, "default indexPath(forAbsoluteIndex: \(absolute))")
        check(data.isValid(path), "isValid(\(path)) is false")
        check(data.item(atAbsoluteIndex: absolute) == data[path], "item(atAbsoluteIndex: \(absolute)) != data[\(path)]")
        check(data.item(at: path) == data[path], "item(at: \(path)) != data[\(path)]")
        // Round trips both ways.
        if let back = data.indexPath(forAbsoluteIndex: data.absoluteIndex(for: path) ?? -1) {
            check(back == path, "round trip \(path) -> \(back)")
        } else {
            check(false, "round trip of \(path) gave nil")
        }
    }
    // A sample of invalid paths: one past each section's end, a section past the end, negative values,
    // and paths that are not [section, item].
    var invalid: [IndexPath] = [
        IndexPath(), [0], [0, 0, 0], [-1, 0], [0, -1], [Int.min, 0], [0, Int.min],
        [Int.max, 0], [0, Int.max], [counts.count, 0],
    ]
    for (section, count) in counts.enumerated() {
        invalid.append(IndexPath(item: count, section: section))
        invalid.append(IndexPath(item: -1, section: section))
    }
    invalid += extraInvalid
    for path in invalid {
        check(data.absoluteIndex(for: path) == nil, "data.absoluteIndex(for: \(path)) should be nil")
        check(fromCounts.absoluteIndex(for: path) == nil, "SectionOffsets.absoluteIndex(for: \(path)) should be nil")
        check(plain.absoluteIndex(for: path) == nil, "default absoluteIndex(for: \(path)) should be nil")
        check(data.item(at: path) == nil, "item(at: \(path)) should be nil")
        check(!data.isValid(path), "isValid(\(path)) should be false")
    }
    for absolute in [-1, reference.count, reference.count + 1, Int.max, Int.min] + extraInvalidAbsolute {
        check(
            data.indexPath(forAbsoluteIndex: absolute) == nil,
            "data.indexPath(forAbsoluteIndex: \(absolute)) should be nil")
        check(
            fromData.indexPath(forAbsoluteIndex: absolute) == nil,
            "SectionOffsets.indexPath(forAbsoluteIndex: \(absolute)) should be nil")
        check(
            plain.indexPath(forAbsoluteIndex: absolute) == nil,
            "default indexPath(forAbsoluteIndex: \(absolute)) should be nil")
        check(data.item(atAbsoluteIndex: absolute) == nil, "item(atAbsoluteIndex: \(absolute)) should be nil")
    }
    return problems
}

@Suite("Absolute index")
struct AbsoluteIndexTests {
    static let paulAllen = IndexPath(item: 1, section: 1)

    @Test("Paul Allen is [1, 1] and absolute index 4")
    func contactsExample() {
        let data = Contacts.data
        #expect(data[Self.paulAllen] == "Paul Allen")
        #expect(data.absoluteIndex(for: Self.paulAllen) == 4)
        #expect(data.indexPath(forAbsoluteIndex: 4) == Self.paulAllen)
        #expect(data.item(atAbsoluteIndex: 4) == "Paul Allen")
        #expect(SectionOffsets(data).absoluteIndex(for: Self.paulAllen) == 4)
        #expect(ModelShapes.CountsOnly(counts: [3, 2, 2]).absoluteIndex(for: Self.paulAllen) == 4)

        let names = [
            "Steve Jobs", "Alan Kay", "Andy Hertzfeld", "Bill Gates", "Paul Allen", "Larry Page", "Sergey Brin",
        ]
        let paths: [IndexPath] = [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [2, 0], [2, 1]]
        for (absolute, (name, path)) in zip(names, paths).enumerated() {
            #expect(data.absoluteIndex(for: path) == absolute)
            #expect(data.indexPath(forAbsoluteIndex: absolute) == path)
            #expect(data.item(atAbsoluteIndex: absolute) == name)
            #expect(data.item(at: path) == name)
        }
        #expect(data.itemCount == 7)
        #expect(data.allItems == names)
        #expect(absoluteIndexProblems(data).isEmpty)
    }

    static let invalidPaths: [IndexPath] = [
        IndexPath(), [0], [1], [0, 1, 2], [1, 1, 0], [-1, 0], [0, -1], [-1, -1], [Int.min, Int.min],
        [3, 0], [Int.max, 0], [0, 3], [1, 2], [2, 2], [1, 9], [0, Int.max],
    ]

    @Test("Invalid index paths give nil and never trap", arguments: invalidPaths)
    func invalidIndexPath(_ path: IndexPath) {
        let data = Contacts.data
        #expect(data.absoluteIndex(for: path) == nil)
        #expect(data.item(at: path) == nil)
        #expect(!data.isValid(path))
        #expect(SectionOffsets(data).absoluteIndex(for: path) == nil)
        #expect(ModelShapes.CountsOnly(counts: [3, 2, 2]).absoluteIndex(for: path) == nil)
        #expect(ElementPosition.item(at: path).map { data.contains($0) } != true)
    }

    @Test("Invalid absolute indices give nil and never trap", arguments: [-1, 7, 8, Int.max, Int.min])
    func invalidAbsoluteIndex(_ absolute: Int) {
        let data = Contacts.data
        #expect(data.indexPath(forAbsoluteIndex: absolute) == nil)
        #expect(data.item(atAbsoluteIndex: absolute) == nil)
        #expect(SectionOffsets(data).indexPath(forAbsoluteIndex: absolute) == nil)
        #expect(ModelShapes.CountsOnly(counts: [3, 2, 2]).indexPath(forAbsoluteIndex: absolute) == nil)
    }

    @Test("Empty sections at the start, middle and end are skipped")
    func emptySections() {
        let data = ModelShapes.data(counts: [0, 0, 2, 0, 0, 1, 0, 3, 0])
        #expect(data.indexPath(forAbsoluteIndex: 0) == [2, 0])
        #expect(data.indexPath(forAbsoluteIndex: 1) == [2, 1])
        #expect(data.indexPath(forAbsoluteIndex: 2) == [5, 0])
        #expect(data.indexPath(forAbsoluteIndex: 3) == [7, 0])
        #expect(data.indexPath(forAbsoluteIndex: 5) == [7, 2])
        #expect(data.indexPath(forAbsoluteIndex: 6) == nil)
        #expect(data.absoluteIndex(for: [5, 0]) == 2)
        #expect(data.absoluteIndex(for: [0, 0]) == nil)
        #expect(data.absoluteIndex(for: [4, 0]) == nil)
        #expect(data.absoluteIndex(for: [8, 0]) == nil)
        #expect(data.offsets.firstAbsoluteIndex(ofSection: 3) == 2)
        #expect(data.offsets.firstAbsoluteIndex(ofSection: 8) == 6)
        #expect(data.offsets.firstAbsoluteIndex(ofSection: 9) == nil)
        #expect(data.offsets.firstAbsoluteIndex(ofSection: -1) == nil)
        #expect(data.offsets.numberOfItems(inSection: 7) == 3)
        #expect(data.offsets.numberOfItems(inSection: 9) == nil)
        #expect(data.offsets.numberOfSections == 9)
        #expect(absoluteIndexProblems(data).isEmpty)
    }

    @Test("All sections empty, and no sections at all")
    func nothingToFind() {
        for counts in [[], [0], [0, 0, 0, 0, 0]] {
            let data = ModelShapes.data(counts: counts)
            #expect(data.itemCount == 0)
            #expect(data.indexPath(forAbsoluteIndex: 0) == nil)
            #expect(data.absoluteIndex(for: [0, 0]) == nil)
            #expect(absoluteIndexProblems(data).isEmpty, "counts \(counts)")
        }
        let none = SectionedData<String>()
        #expect(none.offsets.numberOfSections == 0)
        #expect(none.offsets.totalCount == 0)
        #expect(SectionOffsets(counts: []).indexPath(forAbsoluteIndex: 0) == nil)
    }

    @Test("A single section of 1,000,000 items")
    func hugeSection() {
        let count = 1_000_000
        let data = SectionedData(items: 0..<count, kind: "huge")
        #expect(data.itemCount == count)
        #expect(data.absoluteIndex(for: [0, count - 1]) == count - 1)
        #expect(data.indexPath(forAbsoluteIndex: count - 1) == [0, count - 1])
        #expect(data.indexPath(forAbsoluteIndex: 0) == [0, 0])
        #expect(data.indexPath(forAbsoluteIndex: count) == nil)
        #expect(data.absoluteIndex(for: [0, count]) == nil)
        #expect(data.absoluteIndex(for: [1, 0]) == nil)
        #expect(data.item(atAbsoluteIndex: 765_432) == 765_432)
        var rng = SeededGenerator(seed: TestSeed.base &+ 0x4D00)
        for _ in 0..<1_000 {
            let index = Int.random(in: 0..<count, using: &rng)
            #expect(data.indexPath(forAbsoluteIndex: index) == [0, index])
            #expect(data.absoluteIndex(for: [0, index]) == index)
        }
    }

    @Test("Many sections: 100,000 sections alternating empty and one item")
    func manySections() {
        let counts = (0..<100_000).map { $0 % 2 }
        let offsets = SectionOffsets(counts: counts)
        #expect(offsets.totalCount == 50_000)
        var rng = SeededGenerator(seed: TestSeed.base &+ 0x4D01)
        for _ in 0..<1_000 {
            let index = Int.random(in: 0..<50_000, using: &rng)
            #expect(offsets.indexPath(forAbsoluteIndex: index) == [2 * index + 1, 0])
            #expect(offsets.absoluteIndex(for: [2 * index + 1, 0]) == index)
            #expect(offsets.absoluteIndex(for: [2 * index, 0]) == nil)
        }
    }

    @Test("Randomized shapes agree with the reference, SectionOffsets and the default implementation")
    func randomizedShapes() {
        let seed = TestSeed.base &+ 0x4D02
        var rng = SeededGenerator(seed: seed)
        for iteration in 0..<400 {
            let counts = ModelShapes.counts(using: &rng, maxSections: iteration % 4 == 0 ? 40 : 10)
            let data = ModelShapes.data(counts: counts)
            let total = counts.reduce(0, +)
            let extraInvalid: [IndexPath] = (0..<5).map { _ in
                let section = Int.random(in: -3...(counts.count + 3), using: &rng)
                let item = Int.random(in: -3...30, using: &rng)
                let path = IndexPath(item: item, section: section)
                return path
            }.filter { path in !(0..<counts.count).contains(path[0]) || !(0..<counts[path[0]]).contains(path[1]) }
            let extraAbsolute = (0..<5).map { _ in
                Bool.random(using: &rng)
                    ? Int.random(in: total...(total + 1_000), using: &rng)
                    : Int.random(in: Int.min...(-1), using: &rng)
            }
            let problems = absoluteIndexProblems(data, extraInvalid: extraInvalid, extraInvalidAbsolute: extraAbsolute)
            #expect(problems.isEmpty, "counts \(counts), \(ModelShapes.replay(seed, iteration)): \(problems)")
            if !problems.isEmpty { break }
        }
    }

    @Test("A conformer reporting negative counts is treated as empty everywhere, never trapping")
    func negativeCounts() {
        let seed = TestSeed.base &+ 0x4D04
        var rng = SeededGenerator(seed: seed)
        var shapes: [[Int]] = [[-2, 3, -1, 2], [-5], [0, -1, 0], [3, -3, 3]]
        for _ in 0..<200 {
            shapes.append(ModelShapes.counts(using: &rng).map { Bool.random(using: &rng) ? $0 : -$0 })
        }
        for (iteration, counts) in shapes.enumerated() {
            let plain = ModelShapes.CountsOnly(counts: counts)
            let offsets = SectionOffsets(counts: counts)
            let clamped = counts.map { max($0, 0) }
            let reference = ModelShapes.flatPositions(clamped)
            let context = "counts \(counts), \(ModelShapes.replay(seed, iteration))"
            #expect(plain.totalItemCount == reference.count, "\(context)")
            #expect(SectionOffsets(plain) == SectionOffsets(counts: clamped), "\(context)")
            for (absolute, path) in reference.enumerated() {
                #expect(plain.absoluteIndex(for: path) == absolute, "\(path), \(context)")
                #expect(plain.indexPath(forAbsoluteIndex: absolute) == path, "\(absolute), \(context)")
                #expect(offsets.indexPath(forAbsoluteIndex: absolute) == path, "\(absolute), \(context)")
            }
            #expect(plain.indexPath(forAbsoluteIndex: reference.count) == nil, "\(context)")
            #expect(plain.positions(include: .item).map(\.indexPath) == reference, "\(context)")
            #expect(plain.positions().count == reference.count + 2 * counts.count, "\(context)")
        }
    }

    @Test("Lookups follow every kind of mutation; copies keep their own answers")
    func cacheInvalidation() {
        var data = Contacts.data
        #expect(data.absoluteIndex(for: Self.paulAllen) == 4)  // builds the cache
        let original = data

        data[0].append("Steve Wozniak")  // append an item to section 0 through the section subscript
        #expect(data.absoluteIndex(for: Self.paulAllen) == 5)
        #expect(data.indexPath(forAbsoluteIndex: 3) == [0, 3])
        #expect(data.itemCount == 8)
        #expect(original.absoluteIndex(for: Self.paulAllen) == 4)
        #expect(original.indexPath(forAbsoluteIndex: 3) == [1, 0])
        #expect(original.itemCount == 7)

        data.insert(Section(kind: "Xerox", items: ["Alan Kay", "Adele Goldberg"]), at: 0)
        #expect(data.absoluteIndex(for: [2, 1]) == 7)
        #expect(data.indexPath(forAbsoluteIndex: 7) == [2, 1])
        #expect(data.item(atAbsoluteIndex: 7) == "Paul Allen")

        data["Microsoft"] = Section(kind: "ignored", items: ["Bill Gates"])
        #expect(data.kinds == ["Xerox", "Apple", "Microsoft", "Google"])
        #expect(data.itemCount == 9)  // Xerox 2, Apple 4, Microsoft 1, Google 2
        #expect(data.item(atAbsoluteIndex: 7) == "Larry Page")
        #expect(data.item(atAbsoluteIndex: 8) == "Sergey Brin")
        #expect(data.indexPath(forAbsoluteIndex: 9) == nil)

        data.sections[0].items.append("Larry Tesler")  // through `sections` directly
        #expect(data.itemCount == 10)
        #expect(data.item(atAbsoluteIndex: 2) == "Larry Tesler")

        data["Xerox"] = nil
        #expect(data.itemCount == 7)
        #expect(data.item(atAbsoluteIndex: 0) == "Steve Jobs")

        data.sections[1].items.removeAll()
        #expect(data.item(atAbsoluteIndex: 4) == "Larry Page")
        #expect(data.absoluteIndex(for: [1, 0]) == nil)

        data.swapAt(0, 2)
        #expect(data.item(atAbsoluteIndex: 0) == "Larry Page")

        data[IndexPath(item: 0, section: 0)] = "Sundar Pichai"
        #expect(data.item(atAbsoluteIndex: 0) == "Sundar Pichai")

        data.removeAll()
        #expect(data.itemCount == 0)
        #expect(data.indexPath(forAbsoluteIndex: 0) == nil)

        #expect(original == Contacts.data)
        #expect(absoluteIndexProblems(original).isEmpty)
    }

    @Test("Randomized mutations keep the cached lookups right, and copies unchanged")
    func randomizedMutations() {
        let seed = TestSeed.base &+ 0x4D03
        var rng = SeededGenerator(seed: seed)
        for iteration in 0..<150 {
            var data = ModelShapes.data(counts: ModelShapes.counts(using: &rng))
            var log: [String] = []
            for step in 0..<12 {
                _ = data.itemCount  // make sure a cache exists before the mutation
                let before = data
                let beforeCounts = data.map(\.count)
                let operation = Int.random(in: 0..<10, using: &rng)
                let newItem = "new\(step)"
                switch operation {
                case 0 where !data.isEmpty:
                    let s = Int.random(in: data.indices, using: &rng)
                    data[s].append(newItem)
                    log.append("data[\(s)].append")
                case 1:
                    let s = Int.random(in: 0...data.count, using: &rng)
                    let count = Int.random(in: 0...3, using: &rng)
                    data.insert(Section(kind: Kind("n\(step)"), items: (0..<count).map { "n\(step).\($0)" }), at: s)
                    log.append("insert section(\(count)) at \(s)")
                case 2 where !data.isEmpty:
                    let s = Int.random(in: data.indices, using: &rng)
                    data.remove(at: s)
                    log.append("remove section \(s)")
                case 3 where !data.isEmpty:
                    let s = Int.random(in: data.indices, using: &rng)
                    data.sections[s].items.removeAll()
                    log.append("sections[\(s)].items.removeAll")
                case 4 where !data.isEmpty:
                    let s = Int.random(in: data.indices, using: &rng)
                    let kind = data[s].kind
                    data[kind] = Section(kind: kind, items: ["x", "y", "z"])
                    log.append("data[\(kind)] = 3 items")
                case 5 where !data.isEmpty:
                    let kind = data[Int.random(in: data.indices, using: &rng)].kind
                    data[kind] = nil
                    log.append("data[\(kind)] = nil")
                case 6 where data.count > 1:
                    let i = Int.random(in: data.indices, using: &rng)
                    let j = Int.random(in: data.indices, using: &rng)
                    data.swapAt(i, j)
                    log.append("swapAt(\(i), \(j))")
                case 7 where !data.isEmpty:
                    let s = Int.random(in: data.indices, using: &rng)
                    let moved = data.remove(at: s)
                    let t = Int.random(in: 0...data.count, using: &rng)
                    data.insert(moved, at: t)
                    log.append("move section \(s) -> \(t)")
                case 8:
                    data.sort { $0.count < $1.count }
                    log.append("sort by count")
                default:
                    data.append(Section(kind: Kind("a\(step)"), items: [newItem]))
                    log.append("append section")
                }
                let problems = absoluteIndexProblems(data)
                #expect(problems.isEmpty, "after \(log), \(ModelShapes.replay(seed, iteration)): \(problems)")
                #expect(
                    before.map(\.count) == beforeCounts && absoluteIndexProblems(before).isEmpty,
                    "the copy changed after \(log), \(ModelShapes.replay(seed, iteration))")
                if !problems.isEmpty { return }
            }
        }
    }

    @Test("Concurrent first reads of one shared value (lazy cache build) all agree")
    func concurrentReads() async {
        let data = ModelShapes.data(counts: [3, 0, 5, 2, 0, 7])
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { absoluteIndexProblems(data).isEmpty }
            }
            for await ok in group { #expect(ok) }
        }
    }
}

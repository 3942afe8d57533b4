import Decorum
import Foundation

// MARK: - Seeded randomness

/// SplitMix64: a tiny, fast, seedable generator, so every run benchmarks the same inputs.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - Items

/// The item type the diff benchmarks use: an identity and a content that an update changes.
public struct Row: Identifiable, Equatable, Sendable {
    public var id: Int
    public var content: Int

    public init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }
}

/// The same two fields, `Hashable`, for the standard library baseline: `inferringMoves()` needs
/// `Hashable` elements. Same layout as ``Row``, built outside the timed region.
public struct HashableRow: Hashable, Sendable {
    public var id: Int
    public var content: Int

    public init(_ row: Row) {
        id = row.id
        content = row.content
    }
}

// MARK: - The mixed edit

/// A seeded edit of a flat list of `n` rows (ids `0..<n`): 10% deleted, 10% inserted at random
/// positions (new ids), 10% moved to random positions, 10% updated in place (same id, new content).
/// The four sets are disjoint.
public struct MixedCase: Sendable {
    public let old: [Row]
    public let new: [Row]
    /// How many items were taken out and put back at a random position.
    public let movedByConstruction: Int

    public init(n: Int, seed: UInt64 = 42) {
        var rng = SeededGenerator(seed: seed &+ UInt64(n))
        let k = n / 10
        let old = (0..<n).map { Row(id: $0, content: 0) }

        // Disjoint random sets: the first k of a shuffle are deleted, the next k moved, the next k updated.
        var order = Array(0..<n)
        order.shuffle(using: &rng)
        var role = [UInt8](repeating: 0, count: n)  // 0 keep, 1 delete, 2 move, 3 update
        for i in 0..<k {
            role[order[i]] = 1
            role[order[k + i]] = 2
            role[order[2 * k + i]] = 3
        }
        var stay: [Row] = []
        stay.reserveCapacity(n)
        var extras: [Row] = []
        extras.reserveCapacity(2 * k)
        for row in old {
            switch role[row.id] {
            case 1: continue
            case 2: extras.append(row)
            case 3: stay.append(Row(id: row.id, content: 1))
            default: stay.append(row)
            }
        }
        for i in 0..<k { extras.append(Row(id: n + i, content: 0)) }
        extras.shuffle(using: &rng)

        // Random distinct final positions for the extras; the staying rows fill the rest in order.
        let total = stay.count + extras.count
        var slots = Array(0..<total)
        slots.shuffle(using: &rng)
        var isExtra = [Bool](repeating: false, count: total)
        for slot in slots.prefix(extras.count) { isExtra[slot] = true }
        var new: [Row] = []
        new.reserveCapacity(total)
        var nextStay = 0
        var nextExtra = 0
        for slot in 0..<total {
            if isExtra[slot] {
                new.append(extras[nextExtra])
                nextExtra += 1
            } else {
                new.append(stay[nextStay])
                nextStay += 1
            }
        }
        self.old = old
        self.new = new
        self.movedByConstruction = k
    }

    public var oldData: SectionedData<Row> { SectionedData(items: old) }
    public var newData: SectionedData<Row> { SectionedData(items: new) }
}

/// DifferenceKit's published benchmark case, on UUIDs: 100,000 items; delete `20000..<30000`,
/// insert 10,000 new items at 30000, shuffle the first 2,000.
public struct UUIDCase: Sendable {
    public let old: [UUID]
    public let new: [UUID]
    /// Items whose position was shuffled (the first 2,000).
    public let shuffled: Int

    public init(count: Int = 100_000, seed: UInt64 = 7) {
        var rng = SeededGenerator(seed: seed)
        func uuid() -> UUID {
            let a = rng.next()
            let b = rng.next()
            let bytes = withUnsafeBytes(of: (a, b)) { Array($0) }
            return UUID(uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        }
        let old = (0..<count).map { _ in uuid() }
        var new = old
        new.removeSubrange(20_000..<30_000)
        new.insert(contentsOf: (0..<10_000).map { _ in uuid() }, at: 30_000)
        new[0..<2_000].shuffle(using: &rng)
        self.old = old
        self.new = new
        self.shuffled = 2_000
    }
}

/// Small changes to a big sectioned list: `sections` sections of `perSection` rows (ids in order), an
/// element-by-element copy of it (equal data in separate buffers), and a copy with one row's content
/// changed in the middle section.
public struct SmallChangeCase: Sendable {
    public let old: SectionedData<Row>
    public let equal: SectionedData<Row>
    public let oneChanged: SectionedData<Row>

    public init(sections: Int = 100, perSection: Int = 1_000) {
        let built = (0..<sections).map { s in
            Section(kind: Kind("section \(s)"), items: (0..<perSection).map { Row(id: s * perSection + $0, content: 0) })
        }
        old = SectionedData(built)
        equal = SectionedData(built.map { Section(kind: $0.kind, items: $0.items.map { $0 }) })
        var changed = built.map { Section(kind: $0.kind, items: $0.items.map { $0 }) }
        changed[sections / 2].items[perSection / 2].content = 1
        oneChanged = SectionedData(changed)
    }

    public var rowCount: Int { old.sections.reduce(0) { $0 + $1.items.count } }
}

/// The baseline for ``SmallChangeCase``: a plain `==` over the kinds and rows of each section, the
/// least any diff must do to notice the data did not change.
@inline(never)
public func sectionwiseEqual(_ a: SectionedData<Row>, _ b: SectionedData<Row>) -> Bool {
    guard a.sections.count == b.sections.count else { return false }
    for s in 0..<a.sections.count where a.sections[s].kind != b.sections[s].kind || a.sections[s].items != b.sections[s].items {
        return false
    }
    return true
}

/// The floor of any identity-matching diff: one hash insert per old identity and one lookup per new
/// one (a `[ID: Int]` of the old identities by position, then every new identity looked up).
@inline(never)
public func hashFloor<ID: Hashable>(old: [ID], new: [ID]) -> Int {
    var positions = [ID: Int](minimumCapacity: old.count)
    for index in 0..<old.count { positions[old[index]] = index }
    var found = 0
    for id in new where positions[id] != nil { found += 1 }
    return found
}

// MARK: - Moves

/// The smallest number of moves that turns `old` into `new` once deletions and insertions are done:
/// the common items minus the longest run of them that kept its relative order (an LIS, O(n log n)).
public func minimalMoves<ID: Hashable>(old: [ID], new: [ID]) -> Int {
    var oldIndex: [ID: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, id) in old.enumerated() { oldIndex[id] = index }
    var tails: [Int] = []  // tails[l] = smallest old index ending an increasing run of length l + 1
    var common = 0
    for id in new {
        guard let index = oldIndex[id] else { continue }
        common += 1
        var low = 0
        var high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if tails[mid] < index { low = mid + 1 } else { high = mid }
        }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    return common - tails.count
}

extension StagedChangeset {
    /// Item moves over all stages.
    public var itemMoveCount: Int { stages.reduce(0) { $0 + $1.changeset.itemMoves.count } }
}

// MARK: - Absolute index fixtures and the naive baseline

/// `sections` sections of `itemsPerSection` integers each.
public func uniformData(sections: Int, itemsPerSection: Int) -> SectionedData<Int> {
    SectionedData((0..<sections).map { section in
        Section(kind: Kind(rawValue: "s\(section)"), items: Array(section * itemsPerSection..<(section + 1) * itemsPerSection))
    })
}

/// `count` random valid index paths of `data`, seeded.
public func randomIndexPaths(in data: SectionedData<Int>, count: Int, seed: UInt64 = 1) -> [IndexPath] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
        let section = Int.random(in: 0..<data.numberOfSections, using: &rng)
        let item = Int.random(in: 0..<data.numberOfItems(inSection: section), using: &rng)
        return IndexPath(indexes: [section, item])
    }
}

/// `count` random valid absolute indices of `data`, seeded.
public func randomAbsoluteIndices(in data: SectionedData<Int>, count: Int, seed: UInt64 = 2) -> [Int] {
    var rng = SeededGenerator(seed: seed)
    let total = data.reduce(0) { $0 + $1.items.count }
    return (0..<count).map { _ in Int.random(in: 0..<total, using: &rng) }
}

/// The naive absolute index: sum the item counts of every earlier section.
@inline(never)
public func naiveAbsoluteIndex(of indexPath: IndexPath, in data: SectionedData<Int>) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath[0]
    let item = indexPath[1]
    guard section >= 0, section < data.numberOfSections, item >= 0, item < data[section].items.count else { return nil }
    var total = 0
    for earlier in 0..<section { total += data[earlier].items.count }
    return total + item
}

/// The naive inverse: walk the sections, subtracting their counts.
@inline(never)
public func naiveIndexPath(forAbsoluteIndex absoluteIndex: Int, in data: SectionedData<Int>) -> IndexPath? {
    guard absoluteIndex >= 0 else { return nil }
    var remaining = absoluteIndex
    for section in 0..<data.numberOfSections {
        let count = data[section].items.count
        if remaining < count { return IndexPath(indexes: [section, remaining]) }
        remaining -= count
    }
    return nil
}

// MARK: - Measuring

/// Wall-clock and on-CPU nanoseconds of something measured.
public struct Timing: Sendable {
    /// Elapsed (wall-clock) time.
    public var wall: UInt64
    /// Time this thread spent on a CPU: unaffected by other processes competing for the cores.
    public var cpu: UInt64

    public init(wall: UInt64, cpu: UInt64) {
        self.wall = wall
        self.cpu = cpu
    }
}

/// CPU time consumed by the calling thread so far.
public func threadCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Wall-clock and thread-CPU nanoseconds of one call of `body`.
@inline(never)
public func measure(_ body: () throws -> Void) rethrows -> Timing {
    let cpu = threadCPUNanoseconds()
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    let wall = DispatchTime.now().uptimeNanoseconds - start
    return Timing(wall: wall, cpu: threadCPUNanoseconds() - cpu)
}

/// The medians (wall clock and CPU, each on its own) of `runs` calls of `body`.
public func median(runs: Int, _ body: () throws -> Void) rethrows -> Timing {
    var walls: [UInt64] = []
    var cpus: [UInt64] = []
    for _ in 0..<runs {
        let timing = try measure(body)
        walls.append(timing.wall)
        cpus.append(timing.cpu)
    }
    walls.sort()
    cpus.sort()
    return Timing(wall: walls[runs / 2], cpu: cpus[runs / 2])
}

/// A value the optimiser cannot see through.
@inline(never)
public func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Peak and current resident memory of this process, from /proc/self/status (Linux), in bytes.
public enum ResidentMemory {
    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    /// The resident set now.
    public static var current: Int? { field("VmRSS") }
    /// The peak resident set since the start or the last ``resetPeak()``.
    public static var peak: Int? { field("VmHWM") }

    /// Returns free heap memory to the system (glibc's `malloc_trim(0)`, looked up at run time), so
    /// that memory freed while building the inputs cannot be reused unseen by what is measured next.
    @discardableResult
    public static func trimHeap() -> Bool {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return false }
        return unsafeBitCast(symbol, to: Trim.self)(0) != 0
        #else
        return false
        #endif
    }

    /// Resets the peak to the current resident set (writes 5 to /proc/self/clear_refs).
    @discardableResult
    public static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}

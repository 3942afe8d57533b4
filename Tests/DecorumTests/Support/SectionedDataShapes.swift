import Decorum
import Foundation

/// Random sectioned shapes for the model tests: many empty sections (at the start, middle and end),
/// a few larger ones, sometimes no sections at all.
enum ModelShapes {
    /// Item counts per section.
    static func counts(using rng: inout SeededGenerator, maxSections: Int = 12, maxItems: Int = 6) -> [Int] {
        let sectionCount = Int.random(in: 0...maxSections, using: &rng)
        return (0..<sectionCount).map { _ in
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4: return 0  // empty sections are common
            case 4..<9: return Int.random(in: 1...maxItems, using: &rng)
            default: return Int.random(in: maxItems...(maxItems * 4), using: &rng)
            }
        }
    }

    /// Data with `counts[s]` items in section `s`, items named `"s.i"`, kinds `"k<s>"`.
    static func data(counts: [Int]) -> SectionedData<String> {
        SectionedData(
            counts.enumerated().map { section, count in
                Section(kind: Kind("k\(section)"), items: (0..<count).map { "\(section).\($0)" })
            })
    }

    /// Every `(section, item)` in display order, computed the obvious way (the reference for the index math).
    static func flatPositions(_ counts: [Int]) -> [IndexPath] {
        var result: [IndexPath] = []
        for (section, count) in counts.enumerated() {
            for item in 0..<max(count, 0) { result.append(IndexPath(item: item, section: section)) }
        }
        return result
    }

    /// A label for failure messages, so a randomized case can be replayed.
    static func replay(_ seed: UInt64, _ iteration: Int) -> String {
        "seed \(seed), iteration \(iteration) (replay with DECORUM_SEED=\(TestSeed.base))"
    }

    /// A conformer with nothing but counts, so it uses the protocol's default O(s) lookups.
    struct CountsOnly: SectionedCounts {
        var counts: [Int]
        var numberOfSections: Int { counts.count }
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
    }
}

import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// The engine's check of each batch has a fast path (integer keys, sorted merges) that must decide
// exactly as the precise check does, which finds the first violation in UIKit's order: a batch the fast
// path lets through unchecked would reach UIKit, and a valid one it refuses would take the slow path.

@Suite("The engine's batch check: the fast path decides as the precise check does")
struct ChangesetCheckTests {
    /// Whether the precise check passes.
    private func precisePasses(_ changes: Changeset, _ old: [Int], _ new: [Int]) -> Bool {
        do throws(BatchUpdateError) {
            try changes.checkCountsPrecisely(from: old, to: new, noun: "item")
            return true
        } catch {
            return false
        }
    }

    @Test("seeded random batches, valid and not, small enough to collide: both checks agree")
    func randomBatches() {
        var generator = SeededGenerator(seed: TestSeed.base ^ 0xC4EC_0020)
        var (passed, refused) = (0, 0)
        for _ in 0..<20_000 {
            let old = (0..<Int.random(in: 0...4, using: &generator)).map { _ in Int.random(in: 0...4, using: &generator)
            }
            let changes = randomChangeset(old: old, using: &generator)
            let new = countsAfter(changes, old: old, using: &generator)
            let fast = changes.passesCountCheck(from: old, to: new)
            #expect(fast == precisePasses(changes, old, new), "\(changes) old \(old) new \(new)")
            if fast { passed += 1 } else { refused += 1 }
        }
        // Both outcomes in numbers, so that neither half of the comparison is vacuous.
        #expect(passed > 2_000 && refused > 2_000, "passed \(passed), refused \(refused)")
    }

    @Test("the batches the diff makes pass the fast path, in any order of their lists")
    func diffBatchesPass() throws {
        var generator = SeededGenerator(seed: TestSeed.base ^ 0xC4EC_0021)
        for _ in 0..<300 {
            let old = randomData(using: &generator)
            let new = randomData(using: &generator)
            var data = old
            for stage in try StagedChangeset(from: old, to: new) {
                var changes = stage.changeset
                #expect(changes.passesCountCheck(from: counts(data), to: counts(stage.data)), "\(changes)")
                changes.itemDeletes.shuffle(using: &generator)
                changes.itemInserts.shuffle(using: &generator)
                changes.itemMoves.shuffle(using: &generator)
                changes.itemReloads.shuffle(using: &generator)
                #expect(changes.passesCountCheck(from: counts(data), to: counts(stage.data)), "shuffled \(changes)")
                data = stage.data
            }
        }
    }

    @Test("hand-picked refusals: a deleted row moved, an inserted row moved to, a repeat in a shuffled list")
    func handPicked() {
        let at = { (section: Int, item: Int) in IndexPath(item: item, section: section) }
        let conflicts: [(Changeset, [Int], [Int])] = [
            (Changeset(itemDeletes: [at(0, 1)], itemMoves: [Move(from: at(0, 1), to: at(0, 0))]), [3], [2]),
            (Changeset(itemInserts: [at(0, 0)], itemMoves: [Move(from: at(0, 2), to: at(0, 0))]), [3], [4]),
            (Changeset(itemDeletes: [at(0, 2), at(0, 0), at(0, 2)]), [3], [1]),
            (Changeset(itemDeletes: [at(0, 1)], itemReloads: [at(0, 1)]), [3], [2]),
            (Changeset(itemMoves: [Move(from: at(0, 1), to: at(0, 0))], itemReloads: [at(0, 1)]), [3], [3]),
            (Changeset(sectionDeletes: [0], itemDeletes: [at(0, 0)]), [1, 1], [1]),
            (Changeset(itemInserts: [at(0, 1 << 31)]), [0], [1]),
        ]
        for (changes, old, new) in conflicts {
            #expect(!changes.passesCountCheck(from: old, to: new), "\(changes)")
            #expect(!precisePasses(changes, old, new), "\(changes)")
        }
        let valid = Changeset(itemDeletes: [at(0, 2), at(0, 0)], itemInserts: [at(0, 1), at(0, 0)])
        #expect(valid.passesCountCheck(from: [3], to: [3]))
        #expect(Changeset().passesCountCheck(from: [], to: []))
    }

    // MARK: Generators

    private func counts(_ data: SectionedData<Int>) -> [Int] { data.sections.map(\.count) }

    private func randomData(using generator: inout SeededGenerator) -> SectionedData<Int> {
        var pool = Array(0..<40).shuffled(using: &generator)[...]
        return SectionedData(
            (0..<Int.random(in: 0...4, using: &generator)).compactMap { section in
                guard Bool.random(using: &generator) || section == 0 else { return nil }
                let count = min(pool.count, Int.random(in: 0...8, using: &generator))
                defer { pool = pool.dropFirst(count) }
                return Section(kind: Kind("S\(section)"), items: Array(pool.prefix(count)))
            })
    }

    /// Small indices, so that repeats, conflicts and bounds violations are frequent.
    private func randomChangeset(old: [Int], using generator: inout SeededGenerator) -> Changeset {
        var changes = Changeset()
        func near(_ limit: Int) -> Int { Int.random(in: 0...max(0, limit), using: &generator) }
        func oldPath() -> IndexPath {
            let section = near(old.count)
            return IndexPath(item: near(section < old.count ? old[section] : 1), section: section)
        }
        func newPath() -> IndexPath { IndexPath(item: near(4), section: near(old.count)) }
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            switch Int.random(in: 0..<20, using: &generator) {
            case 0: changes.sectionDeletes.append(near(old.count))
            case 1: changes.sectionInserts.append(near(old.count))
            case 2: changes.sectionMoves.append(Move(from: near(old.count), to: near(old.count)))
            case 3: changes.itemDeletes.append(IndexPath(indexes: [near(1)]))  // malformed
            case 4...7: changes.itemDeletes.append(oldPath())
            case 8...11: changes.itemInserts.append(newPath())
            case 12...15: changes.itemMoves.append(Move(from: oldPath(), to: newPath()))
            default: changes.itemReloads.append(oldPath())
            }
        }
        return changes
    }

    /// The counts after `changes` when they are consistent (so that many batches pass), sometimes off
    /// by one.
    private func countsAfter(_ changes: Changeset, old: [Int], using generator: inout SeededGenerator) -> [Int] {
        let sections = max(0, old.count - changes.sectionDeletes.count + changes.sectionInserts.count)
        var new = [Int](repeating: 0, count: sections)
        let deleted = Set(changes.sectionDeletes)
        let survivors = old.indices.filter { !deleted.contains($0) }
        var free = (0..<sections).filter { !changes.sectionInserts.contains($0) }[...]
        for section in survivors {
            guard let slot = free.popFirst() else { break }
            var count = old[section]
            count -= changes.itemDeletes.filter { $0.count == 2 && $0[0] == section }.count
            count -= changes.itemMoves.filter { $0.from[0] == section }.count
            new[slot] += count
        }
        for path in changes.itemInserts where path[0] < sections { new[path[0]] += 1 }
        for move in changes.itemMoves where move.to[0] < sections { new[move.to[0]] += 1 }
        if Int.random(in: 0..<5, using: &generator) == 0, !new.isEmpty {
            new[Int.random(in: 0..<new.count, using: &generator)] += 1
        }
        return new.map { max(0, $0) }
    }
}

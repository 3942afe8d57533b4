import Decorum
@_spi(Binding) import DecorumCore
import Foundation
import Testing
import UIKitReferenceModel

// The literal transcription of UIKit's batch algorithm (Tests/UIKitReference) checked against the
// headless view's model on random batches: both must refuse the same batches with the same reason and
// build the same result, at iOS 12 (the transcription's version).

@Suite("UIKit rules: a literal reference model agrees with the headless view's")
struct UIKitReferenceModelTests {
    @Test("random batches: same refusals, same results, for table and collection views")
    func randomBatches() throws {
        var generator = SeededGenerator(seed: TestSeed.base ^ 0x5EED_0014)
        var compared = 0
        var taken = 0
        for _ in 0..<2500 {
            let old = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Int.random(in: 0...4, using: &generator)
            }
            let changes = randomChangeset(old: old, using: &generator)
            for table in [true, false] {
                var new = randomNewCounts(old: old, changes: changes, using: &generator)
                // Repair the counts a few times from the reference's own complaint, so that many
                // batches get past the count checks to the later rules and the build.
                for _ in 0..<6 {
                    compared += 1
                    let outcome = try compare(changes, old: old, new: new, table: table)
                    if outcome == nil { taken += 1 }
                    guard let outcome, let repaired = repair(new, after: outcome, generator: &generator) else { break }
                    new = repaired
                }
            }
        }
        #expect(taken > 900, "too few batches taken (\(taken) of \(compared)) to exercise the build")
    }

    /// Compares both models on one batch; returns the refusal reason, or `nil` when taken.
    private func compare(_ changes: Changeset, old: [Int], new: [Int], table: Bool) throws -> Reason? {
        let noun = table ? "row" : "item"
        let reference = referencePlan(changes, old: old, new: new, table: table)
        let oldData = SectionedData(
            old.enumerated().map { section, count in
                Section(kind: Kind("S\(section)"), items: (0..<count).map { "o\(section).\($0)" })
            })
        let newData = SectionedData(
            new.enumerated().map { section, count in
                Section(kind: Kind("N\(section)"), items: (0..<count).map { "n\(section).\($0)" })
            })
        let context = "\(changes) old \(old) new \(new) \(noun)"
        switch reference {
        case .failure(let failure):
            let error = #expect(throws: BatchUpdateError.self, "\(context)") {
                try changes.validate(oldCounts: old, newCounts: new, noun: noun, systemVersion: .iOS12)
            }
            #expect(error?.reason == failure.reason, "\(context)")
            return failure.reason
        case .success(let plan):
            #expect(throws: Never.self, "\(context)") {
                try changes.validate(oldCounts: old, newCounts: new, noun: noun, systemVersion: .iOS12)
            }
            let expected = referenceBuild(
                plan, old: oldData.sections.map(\.items), new: newData.sections.map(\.items))
            let applied = try? changes.applied(to: oldData, producing: newData, noun: noun, systemVersion: .iOS12)
            #expect(applied?.sections.map(\.items) == expected, "\(context)")
            return nil
        }
    }

    private func repair(_ new: [Int], after reason: Reason, generator: inout SeededGenerator) -> [Int]? {
        var new = new
        switch reason {
        case let .invalidItemCount(section, _, before, inserted, deleted, movedIn, movedOut):
            let count = before + inserted - deleted + movedIn - movedOut
            guard count >= 0 else { return nil }
            new[section] = count
        case let .invalidSectionCount(_, before, inserted, deleted):
            let count = before + inserted - deleted
            guard count >= 0 else { return nil }
            while new.count < count { new.append(Int.random(in: 0...4, using: &generator)) }
            new.removeLast(new.count - count)
        case let .itemOutOfBounds(.insert, path, _):
            new[path[0]] = path[1] + 1
        default:
            return nil
        }
        return new
    }

    private func randomChangeset(old: [Int], using generator: inout SeededGenerator) -> Changeset {
        var changes = Changeset()
        let near = { (limit: Int, generator: inout SeededGenerator) in Int.random(in: 0...limit, using: &generator) }
        func oldPath(_ generator: inout SeededGenerator) -> IndexPath {
            let section = near(old.count, &generator)
            let count = section < old.count ? old[section] : 1
            return IndexPath(item: near(count, &generator), section: section)
        }
        func newPath(_ generator: inout SeededGenerator) -> IndexPath {
            IndexPath(item: near(4, &generator), section: near(old.count, &generator))
        }
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            switch Int.random(in: 0..<16, using: &generator) {
            case 0: changes.sectionDeletes.append(near(old.count, &generator))
            case 1: changes.sectionInserts.append(near(old.count, &generator))
            case 2:
                changes.sectionMoves.append(Move(from: near(old.count, &generator), to: near(old.count, &generator)))
            case 3: changes.sectionReloads.append(near(old.count, &generator))
            case 4, 5, 6: changes.itemDeletes.append(oldPath(&generator))
            case 7, 8, 9: changes.itemInserts.append(newPath(&generator))
            case 10, 11, 12: changes.itemMoves.append(Move(from: oldPath(&generator), to: newPath(&generator)))
            default: changes.itemReloads.append(oldPath(&generator))
            }
            // Now and then the very same operation again.
            if Int.random(in: 0..<8, using: &generator) == 0 {
                if let last = changes.itemDeletes.last { changes.itemDeletes.append(last) }
                if let last = changes.itemReloads.last { changes.itemReloads.append(last) }
                if let last = changes.itemMoves.last { changes.itemMoves.append(last) }
                if let last = changes.sectionDeletes.last { changes.sectionDeletes.append(last) }
            }
        }
        return changes
    }

    private func randomNewCounts(old: [Int], changes: Changeset, using generator: inout SeededGenerator) -> [Int] {
        let sections = max(0, old.count + changes.sectionInserts.count - changes.sectionDeletes.count)
        return (0..<sections).map { section in
            section < old.count && Bool.random(using: &generator)
                ? old[section] : Int.random(in: 0...5, using: &generator)
        }
    }
}

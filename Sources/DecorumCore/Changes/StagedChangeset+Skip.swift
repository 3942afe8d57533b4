#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Skipping unchanged sections, written once for the public diff and the handler's: a section whose old
// section at the same index has the same kind and the same identities and contents in order is
// compared, not diffed.

extension StagedChangeset {
    /// The diff with every section `same` finds unchanged at its index skipped: no stage at all when every
    /// section is; the stages are those of the full diff.
    @inlinable
    @inline(__always)
    package init<ID: Hashable>(
        skipping old: SectionedData<Item>, _ new: SectionedData<Item>, identity: ItemIdentity<Item, ID>,
        same: (Item, Item) -> Bool, knownOld: ((ID) -> Bool)? = nil, matched: (DiffMatching) -> Void = { _ in }
    ) throws {
        let unchanged = DiffMatching.unchangedSections(old.sections, new.sections, same: same)
        if let unchanged, old.sections.count == new.sections.count, !unchanged.contains(false) {
            if knownOld == nil {
                // The same kinds at the same indices: a kind repeated in `new` is repeated in `old`.
                var kinds = Set<Kind>(minimumCapacity: old.sections.count)
                for section in old.sections where !kinds.insert(section.kind).inserted {
                    throw DiffMatching.firstDuplicate(old.sections, new.sections, identity)
                }
            }
            self.init(unchanged: old, new)
            return
        }
        let matching = try DiffMatching(
            old: old.sections, new: new.sections, identity: identity, knownOld: knownOld, unchanged: unchanged)
        matched(matching)
        self.init(staging: matching, old, new)
    }

    /// The diff when every section is unchanged: no stage, only the sections whose model changed.
    @inlinable
    internal init(unchanged old: SectionedData<Item>, _ new: SectionedData<Item>) {
        self.init(stages: [])
        for t in 0..<new.sections.count where !sameModel(old.sections[t].model, new.sections[t].model) {
            updatedSections.append(t)
        }
    }
}

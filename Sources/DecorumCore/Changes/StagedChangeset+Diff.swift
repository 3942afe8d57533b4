#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The diff: from two data sets to the fewest batches UIKit accepts, each with the data to report.
//
// Staging rules (each stage is omitted when empty; equal data gives no stage at all):
//
// 1. One batch, when no section moves and no item goes from a deleted section into a surviving one or
//    from a surviving section into an inserted one: section deletes and inserts, item deletes, inserts
//    and moves, and reloads (old positions) of updated items that do not move. Data: `new`.
// 2. Otherwise two batches: first the sections (deletes, inserts, moves), with data made of the
//    surviving sections holding their old items and the inserted sections holding their new items
//    except those that come from surviving sections; then the items, in that intermediate space
//    (items leaving a deleted section come back as inserts, items entering an inserted section from a
//    surviving one move in). Data of the item batch: `new`.
// 3. Last, reloads (new positions) of the items that were both moved and updated, since UIKit refuses
//    to move and reload one item in the same batch; and of every updated item when the item batch moves
//    anything, since UIKit shifts a reloaded row by the batch's deletes and inserts only, ignoring its
//    moves, and would put the new content in the wrong row. Data: `new`; while the earlier batch runs
//    those cells still show their old content, which this batch refreshes.

extension StagedChangeset {
    /// Computes the fewest batch updates that turn `old` into `new`, identifying items with `identity`.
    ///
    /// Sections are matched by ``Kind`` and items by identity; an item whose identity stays but whose
    /// content differs (`isContentEqual` is `false`) is reloaded. Moves are minimal: only sections and
    /// items outside a longest increasing subsequence of old positions move (items that change
    /// section always move). Most edits give one stage; section moves, items leaving a deleted section
    /// or entering an inserted one, and items both moved and updated add stages (see
    /// ``StagedChangeset``). Each stage's `data` has unique identities and is what the data source must
    /// report while that batch runs; the last stage's data is `new`.
    ///
    /// A section whose old section at the same index has the same kind and the same items in the same
    /// order (equal identities, equal contents) is skipped: compared item by item and matched in
    /// place, never hashed. Equal data, or data with a few changed sections, costs little more than an
    /// `==` of each section; the stages are the same as without the skip.
    ///
    /// ```swift
    /// let byEmail = ItemIdentity<Contact, String>(id: \.email, isContentEqual: ==)
    /// let stages = try StagedChangeset(from: old, to: new, identity: byEmail)
    /// for stage in stages {
    ///     tableView.performBatchUpdates { dataSource.data = stage.data; apply(stage.changeset) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The data shown now.
    ///   - new: The data to show.
    ///   - identity: How items are identified, and when their content changed.
    /// - Throws: Only ``DuplicateError`` (untyped `throws`, as everywhere in Decorum), when `old` or
    ///   `new` repeats a section kind or an item identity (checked in that order: kinds then items of
    ///   `old`, kinds then items of `new`), naming the first duplicate as `duplicates(identity:)` does.
    ///   Nothing is computed then. Every repeat that `new` adds is reported; but the items of skipped
    ///   sections are not hashed, so a repeat `old` already has, with an item in a skipped section, is
    ///   not (the stages are still valid for UIKit); ``SectionedData/duplicates(identity:)`` finds it.
    /// - Complexity: O(*n* + *s*) expected for *n* items and *s* sections, plus O(*m* log *m*) for the
    ///   *m* items that stay in their section when some of them reorder; one dictionary of the old
    ///   identities of the sections that are not skipped, and a few arrays of `Int`.
    @inlinable
    public init<ID: Hashable>(
        from old: SectionedData<Item>, to new: SectionedData<Item>, identity: ItemIdentity<Item, ID>
    ) throws {
        try self.init(
            skipping: old, new, identity: identity,
            same: { identity.id($0) == identity.id($1) && identity.isContentEqual($0, $1) })
    }

    /// The stages for a matching of `old` and `new` (the second half of the diff).
    @inlinable
    internal init(staging matching: DiffMatching, _ old: SectionedData<Item>, _ new: SectionedData<Item>) {
        let plan = DiffPlan(matching)
        var stages: [Stage] = []
        if plan.isStaged {
            stages.append(Stage(changeset: plan.sections, data: Self.intermediate(old, new, matching)))
            if !plan.items.isEmpty { stages.append(Stage(changeset: plan.items, data: new)) }
        } else {
            var changeset = plan.items
            changeset.sectionDeletes = plan.sections.sectionDeletes
            changeset.sectionInserts = plan.sections.sectionInserts
            if !changeset.isEmpty { stages.append(Stage(changeset: changeset, data: new)) }
        }
        if !plan.finalReloads.isEmpty {
            stages.append(Stage(changeset: Changeset(itemReloads: plan.finalReloads), data: new))
        }
        self.init(stages: stages)
        updated = plan.updated
        updatedSources = plan.updatedSources
        for t in 0..<new.sections.count {
            let s = matching.newSectionToOld[t]
            if s >= 0, !sameModel(old.sections[s].model, new.sections[t].model) { updatedSections.append(t) }
        }
    }

    /// The data after the section batch: new sections in new order, survivors with their old items,
    /// inserted ones without the items coming from survivors.
    @inlinable
    internal static func intermediate(
        _ old: SectionedData<Item>, _ new: SectionedData<Item>, _ matching: DiffMatching
    ) -> SectionedData<Item> {
        var sections: [Section<Item>] = []
        sections.reserveCapacity(new.sections.count)
        for t in 0..<new.sections.count {
            let s = matching.newSectionToOld[t]
            if s >= 0 {
                sections.append(new.sections[t].withItems(old.sections[s].items))
                continue
            }
            let start = matching.newStarts[t]
            let items = new.sections[t].items
            func comesFromSurvivor(_ j: Int) -> Bool {
                let o = matching.newToOld[start + j]
                return o >= 0 && matching.oldSectionToNew[DiffPacking.section(o)] >= 0
            }
            if !items.indices.contains(where: comesFromSurvivor) {
                sections.append(new.sections[t])
                continue
            }
            var kept: [Item] = []
            for j in 0..<items.count where !comesFromSurvivor(j) { kept.append(items[j]) }
            sections.append(new.sections[t].withItems(kept))
        }
        return SectionedData(sections)
    }
}

extension StagedChangeset where Item: Hashable {
    /// Computes the fewest batch updates that turn `old` into `new`, identifying items by value
    /// (``ItemIdentity/value``: an item is never reloaded, a changed value is a delete and an insert).
    ///
    /// ```swift
    /// let old: SectionedData<String> = [Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"])]
    /// let new: SectionedData<String> = [Section(kind: "Apple", items: ["Alan Kay", "Steve Jobs"])]
    /// let stages = try StagedChangeset(from: old, to: new)
    /// print(stages) // stage 1/1: move items [0, 0]→[0, 1]
    /// ```
    ///
    /// - Parameters:
    ///   - old: The data shown now.
    ///   - new: The data to show.
    /// - Throws: ``DuplicateError`` when either data set repeats a kind or a value (in sections that
    ///   are not skipped as unchanged, see ``init(from:to:identity:)``; every repeat `new` adds is).
    /// - Complexity: O(*n* + *s*) expected, plus O(*m* log *m*) when items reorder.
    @inlinable
    public init(from old: SectionedData<Item>, to new: SectionedData<Item>) throws {
        // The same identity as `.value`, built here so that its closures are specialised for `Item` in
        // the caller's module (the static property's closures are generic and go through witness tables).
        try self.init(
            skipping: old, new, identity: ItemIdentity(id: { $0 }, isContentEqual: { _, _ in true }), same: ==)
    }
}

extension StagedChangeset where Item: Identifiable {
    /// Computes the fewest batch updates that turn `old` into `new`, identifying items by `id`
    /// (``ItemIdentity/identifier``: content is never considered changed, so nothing is reloaded).
    ///
    /// ```swift
    /// let stages = try StagedChangeset(from: oldContacts, to: newContacts)
    /// ```
    ///
    /// - Parameters:
    ///   - old: The data shown now.
    ///   - new: The data to show.
    /// - Throws: ``DuplicateError`` when either data set repeats a kind or an `id` (in sections that
    ///   are not skipped as unchanged, see ``init(from:to:identity:)``; every repeat `new` adds is).
    /// - Complexity: O(*n* + *s*) expected, plus O(*m* log *m*) when items reorder.
    @inlinable
    public init(from old: SectionedData<Item>, to new: SectionedData<Item>) throws {
        // The same identity as `.identifier`, built here so that its closures are specialised for `Item` in
        // the caller's module (the static property's closures are generic and go through witness tables).
        try self.init(
            skipping: old, new, identity: ItemIdentity(id: { $0.id }, isContentEqual: { _, _ in true }),
            same: { $0.id == $1.id })
    }
}

extension StagedChangeset where Item: Identifiable & Equatable {
    /// Computes the fewest batch updates that turn `old` into `new`, identifying items by `id` and
    /// reloading those whose content changed (``ItemIdentity/identifierAndContent``).
    ///
    /// ```swift
    /// var renamed = contacts
    /// renamed[0][0].name = "Steve P. Jobs"
    /// let stages = try StagedChangeset(from: contacts, to: renamed)
    /// print(stages) // stage 1/1: reload items [0, 0]
    /// ```
    ///
    /// - Parameters:
    ///   - old: The data shown now.
    ///   - new: The data to show.
    /// - Throws: ``DuplicateError`` when either data set repeats a kind or an `id` (in sections that
    ///   are not skipped as unchanged, see ``init(from:to:identity:)``; every repeat `new` adds is).
    /// - Complexity: O(*n* + *s*) expected, plus O(*m* log *m*) when items reorder.
    @inlinable
    public init(from old: SectionedData<Item>, to new: SectionedData<Item>) throws {
        // The same identity as `.identifierAndContent`, built here so that its closures are specialised for `Item` in
        // the caller's module (the static property's closures are generic and go through witness tables).
        try self.init(
            skipping: old, new, identity: ItemIdentity(id: { $0.id }, isContentEqual: ==),
            same: { $0.id == $1.id && $0 == $1 })
    }
}

extension StagedChangeset where Item: Identifiable & Hashable {
    /// Computes the fewest batch updates that turn `old` into `new`, identifying items by `id` and
    /// reloading those whose content changed (``ItemIdentity/identifierAndContent``; `Identifiable`
    /// wins over `Hashable`).
    ///
    /// ```swift
    /// let stages = try StagedChangeset(from: oldContacts, to: newContacts)
    /// ```
    ///
    /// - Parameters:
    ///   - old: The data shown now.
    ///   - new: The data to show.
    /// - Throws: ``DuplicateError`` when either data set repeats a kind or an `id` (in sections that
    ///   are not skipped as unchanged, see ``init(from:to:identity:)``; every repeat `new` adds is).
    /// - Complexity: O(*n* + *s*) expected, plus O(*m* log *m*) when items reorder.
    @inlinable
    public init(from old: SectionedData<Item>, to new: SectionedData<Item>) throws {
        // The same identity as `.identifierAndContent`, built here so that its closures are specialised for `Item` in
        // the caller's module (the static property's closures are generic and go through witness tables).
        try self.init(
            skipping: old, new, identity: ItemIdentity(id: { $0.id }, isContentEqual: ==),
            same: { $0.id == $1.id && $0 == $1 })
    }
}

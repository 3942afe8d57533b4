@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandler {
    /// Appends `items` to the last section (creating a ``Kind/default`` section when there is none),
    /// animated.
    ///
    /// Items whose identity is already in the data, or repeats within `items`, follow
    /// ``duplicatePolicy``.
    ///
    /// ```swift
    /// try handler.addData([ada, grace])
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to append, in order.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/itemExists(_:offset:row:)`` or
    ///   ``ListEditError/repeatedItem(_:offset:earlier:)`` under ``DuplicatePolicy/reject``; the data is
    ///   then untouched.
    /// - Complexity: O(*k* + *s*) amortised for *k* items (O(*n*) once after an `apply`, to rebuild the
    ///   identity set).
    public func addData(_ items: [Decorator.Data], animated: Bool = true) throws(ListEditError) {
        try append(items, to: nil, animated: animated)
    }

    /// Appends `items` to the section of kind `kind`, creating it at the end when it is missing,
    /// animated. Duplicates follow ``duplicatePolicy`` as in ``addData(_:animated:)``.
    ///
    /// ```swift
    /// try handler.addData([alan], toSection: .vips)
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to append, in order.
    ///   - kind: The section to append to.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError`` for duplicates under ``DuplicatePolicy/reject``; the data is then
    ///   untouched.
    /// - Complexity: O(*k* + *s*) amortised.
    public func addData(_ items: [Decorator.Data], toSection kind: Kind, animated: Bool = true) throws(ListEditError) {
        try append(items, to: kind, animated: animated)
    }

    /// Appends `items` to the section of kind `kind` and gives that section `model`, in one animated
    /// step: the section is created at the end with `model` when it is missing; an existing section
    /// whose model differs has its header and footer refreshed in place (its rows are not reloaded).
    /// Duplicates follow ``duplicatePolicy`` as in ``addData(_:animated:)``.
    ///
    /// ```swift
    /// try handler.addData([sundar], toSection: "google", model: Company(name: "Google", members: 3))
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to append, in order; may be empty to set the model only.
    ///   - kind: The section to append to.
    ///   - model: The section's new ``Section/model``.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError`` for duplicates under ``DuplicatePolicy/reject``; the data is then
    ///   untouched.
    /// - Complexity: O(*k* + *s*) amortised.
    public func addData(
        _ items: [Decorator.Data], toSection kind: Kind, model: any Hashable & Sendable, animated: Bool = true
    ) throws(ListEditError) {
        try append(items, to: kind, model: model, setsModel: true, animated: animated)
    }

    /// Gives the section of kind `kind` a new ``Section/model``: its header and footer are refreshed
    /// in place after any batch still animating, and its rows are neither reloaded nor reconfigured.
    /// A model equal to the current one changes nothing.
    ///
    /// ```swift
    /// try handler.setModel(Company(name: "Google", members: 3), forSection: "google")
    /// ```
    ///
    /// - Parameters:
    ///   - model: The new model; `nil` removes it.
    ///   - kind: The section to change.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/sectionNotFound(_:)`` when the data has no section of kind `kind`;
    ///   nothing changes then.
    /// - Complexity: O(*s*).
    public func setModel(
        _ model: (any Hashable & Sendable)?, forSection kind: Kind, animated: Bool = true
    ) throws(ListEditError) {
        guard let index = engine.data.firstIndex(of: kind) else { throw .sectionNotFound(kind) }
        engine.perform(animated: animated) { data in
            var builder = EditBuilder(data)
            builder.setModel(model, ofSection: index)
            return builder.build()
        }
    }

    /// Inserts `items` so that the first of them lands at `indexPath`, animated. `indexPath` may be one
    /// past the last item of its section. Duplicates follow ``duplicatePolicy``.
    ///
    /// ```swift
    /// try handler.insertData([alan], at: IndexPath(item: 0, section: 1))
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to insert, in order.
    ///   - indexPath: Where the first item goes: an existing section, an item index up to its count.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/invalidIndexPath(_:)`` for a path outside the data, or a duplicate
    ///   under ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: O(*k* + *s*) to plan, plus the rows after `indexPath` in its section to shift.
    public func insertData(
        _ items: [Decorator.Data], at indexPath: IndexPath, animated: Bool = true
    ) throws(ListEditError) {
        try engine.perform(animated: animated) { data throws(ListEditError) in
            guard let (section, item) = indexPath.sectionAndItem, section < data.numberOfSections,
                item <= data[section].items.count
            else { throw .invalidIndexPath(indexPath) }
            guard !items.isEmpty else { return nil }
            let (kept, dropping) = try incoming(items)
            var builder = EditBuilder(data)
            for row in dropping { builder.delete(section: row.section, item: row.item) }
            builder.insert(kept, inSection: section, before: item)
            return builder.build()
        }
    }

    /// Removes the rows at `indexPaths` (all in the current data, in any order, repeats ignored) in
    /// one batch.
    ///
    /// ```swift
    /// try handler.removeItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 0)])
    /// ```
    ///
    /// - Parameters:
    ///   - indexPaths: The rows to remove.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/invalidIndexPath(_:)`` naming the first path that is no row; nothing
    ///   is removed then.
    /// - Complexity: O(*k* log *k* + *s*) to plan, plus the touched sections' rows to compact.
    public func removeItems(at indexPaths: [IndexPath], animated: Bool = true) throws(ListEditError) {
        try engine.perform(animated: animated) { data throws(ListEditError) in
            if let invalid = indexPaths.first(where: { !data.isValid($0) }) { throw .invalidIndexPath(invalid) }
            var builder = EditBuilder(data)
            for path in indexPaths { builder.delete(section: path[0], item: path[1]) }
            return builder.build()
        }
    }

    /// Inserts `section` (with its ``Section/model``) at `index`, animated.
    ///
    /// A kind already present follows ``duplicatePolicy``, and sections of a repeated kind are merged,
    /// never dropped:
    /// - ``DuplicatePolicy/reject`` throws ``ListEditError/sectionExists(_:section:)``.
    /// - ``DuplicatePolicy/keepFirst``: the section already there wins. It keeps its place, its model
    ///   and its collapse state, and the incoming items are appended to it (`index` and `section`'s
    ///   model are ignored).
    /// - ``DuplicatePolicy/keepLast``: the incoming section wins. It lands at `index` with its model,
    ///   holding the rows of the section already there, then its own items; it keeps that section's
    ///   collapse state.
    ///
    /// The items follow ``duplicatePolicy`` as in every edit: an item whose identity is already in the
    /// data (in any section) or repeats within `section` is skipped under `.keepFirst`, and replaces
    /// the row under `.keepLast` (the row leaves its place in the same batch; the incoming copy lands
    /// where `section` puts it). No identity is lost under either policy.
    ///
    /// ```swift
    /// try handler.insertSection(Section(kind: .vips, items: [ada]), at: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - section: The section to insert.
    ///   - index: Its index, in `0...numberOfSections`.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/invalidSectionIndex(_:)``, or ``ListEditError/sectionExists(_:section:)``
    ///   and item duplicates under ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: O(*k* + *s*) amortised for *k* items; under `.keepLast`, plus the *m* rows of a
    ///   section of the same kind, which move into the incoming one.
    public func insertSection(
        _ section: Section<Decorator.Data>, at index: Int, animated: Bool = true
    ) throws(ListEditError) {
        let policy = engine.duplicatePolicy
        try engine.perform(animated: animated) { data throws(ListEditError) in
            guard index >= 0, index <= data.numberOfSections else { throw .invalidSectionIndex(index) }
            let existing = data.firstIndex(of: section.kind)
            if let existing, policy == .reject { throw .sectionExists(section.kind, section: existing) }
            let (kept, dropping) = try incoming(section.items)
            var builder = EditBuilder(data)
            guard let existing else {
                for row in dropping { builder.delete(section: row.section, item: row.item) }
                builder.insertSection(section.withItems(kept), before: index)
                return builder.build()
            }
            if policy == .keepFirst {
                // Merged into the section already there (`dropping` is empty under `.keepFirst`).
                builder.insert(kept, inSection: existing, before: data[existing].items.count)
                return builder.build()
            }
            // `.keepLast`: the section already there leaves, its rows (but those the incoming items
            // replace) move into the incoming section, which keeps its collapse state.
            let old = data.sections[existing]
            var replaced = Set<Int>()
            for row in dropping {
                if row.section == existing {
                    replaced.insert(row.item)
                } else {
                    builder.delete(section: row.section, item: row.item)
                }
            }
            let carried =
                replaced.isEmpty ? old.items : old.items.indices.filter { !replaced.contains($0) }.map { old.items[$0] }
            builder.deleteSection(existing)
            builder.insertSection(section.withItems(carried + kept), before: index)
            var edit = builder.build()
            guard old.isCollapsed, let inserted = edit.changeset.sectionInserts.first else { return edit }
            var flags = edit.changeset.collapsedFlags(after: data.collapsedFlags, sectionCount: edit.counts.count)
            flags[inserted] = true
            let mutate = edit.mutate
            edit.mutate = { data in
                mutate(&data)
                data.sections[inserted].isCollapsed = true
            }
            edit.collapsedAfter = flags
            return edit
        }
    }

    /// Removes the section of kind `kind` and its items, animated; does nothing when there is none.
    ///
    /// ```swift
    /// handler.removeSection(.vips)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The kind of the section to remove.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Returns: `true` when a section was removed.
    /// - Complexity: O(*s* + *m*) for the *m* items removed.
    @discardableResult
    public func removeSection(_ kind: Kind, animated: Bool = true) -> Bool {
        guard let index = engine.data.firstIndex(of: kind) else { return false }
        engine.perform(animated: animated) { data in
            var builder = EditBuilder(data)
            builder.deleteSection(index)
            return builder.build()
        }
        return true
    }

    /// Moves the row at `source` to `destination`, within or across sections, animated as one move.
    /// `destination` is a path in the data after the row has left `source` (as in UIKit).
    ///
    /// ```swift
    /// try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    /// ```
    ///
    /// - Parameters:
    ///   - source: The row to move.
    ///   - destination: Where it ends up.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/invalidIndexPath(_:)`` when `source` is no row,
    ///   ``ListEditError/invalidDestination(_:)`` when `destination` is no position; the data is then
    ///   untouched.
    /// - Complexity: O(*s*) to plan, plus the rows shifted in the two sections.
    public func move(from source: IndexPath, to destination: IndexPath, animated: Bool = true) throws(ListEditError) {
        try engine.perform(animated: animated) { data throws(ListEditError) in
            guard data.isValid(source) else { throw .invalidIndexPath(source) }
            guard ListEngine.isValidDestination(destination, from: source, in: data) else {
                throw .invalidDestination(destination)
            }
            guard source != destination else { return nil }
            var builder = EditBuilder(data)
            builder.moveRow(from: source, to: destination)
            return builder.build()
        }
    }

    /// Moves the item of identity `id` into the section of kind `kind`, at row `index` (its end when
    /// `nil`), animated as one move: where the item is does not matter, only which item it is. A
    /// section of kind `kind` is created at the end when missing (it arrives, then the row moves into
    /// it).
    ///
    /// ```swift
    /// try handler.move(id: ada.id, toSection: "Google")          // to the end of Google
    /// try handler.move(id: ada.id, toSection: "Apple", at: 0)    // to the top of Apple
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of the item to move (``CellDecorator/id(of:)``).
    ///   - kind: The section it goes to (its own section for a move within it).
    ///   - index: Its row there once it has left its old place; `nil` for the end.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/itemNotFound(_:)`` when no item has the identity `id`,
    ///   ``ListEditError/invalidDestination(_:)`` when `index` is outside the section (a new section
    ///   takes only `0` or `nil`); the data is then untouched.
    /// - Complexity: That of ``indexPath(forID:)`` to find the item, plus that of
    ///   ``move(from:to:animated:)``.
    public func move(
        id: Decorator.ID, toSection kind: Kind, at index: Int? = nil, animated: Bool = true
    )
        throws(ListEditError)
    {
        guard let source = indexPath(forID: id) else { throw .itemNotFound(String(describing: id)) }
        guard let section = engine.data.firstIndex(of: kind) else {
            guard index == nil || index == 0 else {
                throw .invalidDestination(IndexPath(section: engine.data.numberOfSections, item: index ?? 0))
            }
            var result = engine.data
            let item = result.sections[source.sectionIndex].items.remove(at: source.itemIndex)
            result.sections.append(Section(kind: kind, items: [item]))
            return try applyNow(result, animated: animated)
        }
        let count = engine.data[section].items.count - (section == source.sectionIndex ? 1 : 0)
        let row = index ?? count
        guard row >= 0, row <= count else { throw .invalidDestination(IndexPath(section: section, item: row)) }
        try move(from: source, to: IndexPath(section: section, item: row), animated: animated)
    }

    private func append(
        _ items: [Decorator.Data], to kind: Kind?, model: (any Hashable & Sendable)? = nil, setsModel: Bool = false,
        animated: Bool
    ) throws(ListEditError) {
        guard !items.isEmpty || setsModel else { return }
        let (kept, dropping) = try incoming(items)
        engine.perform(animated: animated) { data in
            let target = kind.map { data.firstIndex(of: $0) } ?? (data.isEmpty ? nil : data.numberOfSections - 1)
            if let target, dropping.isEmpty, !setsModel, !kept.isEmpty {
                return Edit.appending(kept, toSection: target, of: data, append: engine.identity.appendRows)
            }
            var builder = EditBuilder(data)
            for row in dropping { builder.delete(section: row.section, item: row.item) }
            if let target {
                builder.insert(kept, inSection: target, before: data[target].items.count)
                if setsModel { builder.setModel(model, ofSection: target) }
            } else {
                // The section is created even when every item was a duplicate the policy skipped.
                let section = Section(kind: kind ?? .default, model: setsModel ? model : nil, items: kept)
                builder.insertSection(section, before: data.numberOfSections)
            }
            return builder.build()
        }
    }

    /// For each first copy of an identity in `items` (`first`: the offset of each item's first copy),
    /// the offset of the copy `policy` keeps; `.reject` throws at the first repeat.
    static func chosenOffsets(
        _ items: [Decorator.Data], first: [Int], policy: DuplicatePolicy
    ) throws(ListEditError) -> [Int] {
        var chosen = Array(items.indices)
        for offset in items.indices where first[offset] != offset {
            switch policy {
            case .reject:
                throw .repeatedItem(String(describing: items[offset]), offset: offset, earlier: first[offset])
            case .keepFirst: break
            case .keepLast: chosen[first[offset]] = offset
            }
        }
        return chosen
    }

    /// Applies ``duplicatePolicy`` to items about to enter the data: which of them enter, and which
    /// rows leave for them (``DuplicatePolicy/keepLast``).
    func incoming(
        _ items: [Decorator.Data]
    ) throws(ListEditError) -> (items: [Decorator.Data], dropping: [(section: Int, item: Int)]) {
        let data = engine.data
        let identity = engine.identity
        guard let conflict = identity.firstConflict(items, data) else { return (items, []) }
        let policy = engine.duplicatePolicy
        if policy == .reject {
            let item = String(describing: items[conflict.offset])
            if let earlier = conflict.earlier { throw .repeatedItem(item, offset: conflict.offset, earlier: earlier) }
            let row = identity.path(items[conflict.offset], data) ?? IndexPath()
            throw .itemExists(item, offset: conflict.offset, row: row)
        }
        let matches = identity.match(items, data)
        let first = matches.firstOffsets
        var exists = [Bool](repeating: false, count: items.count)
        for row in matches.rows { exists[row.offset] = true }
        let rows = matches.rows.map { (section: $0.section, item: $0.item) }
        var last = Array(items.indices)
        for offset in items.indices { last[first[offset]] = offset }
        switch policy {
        case .keepFirst:
            let kept = items.indices.filter { first[$0] == $0 && !exists[$0] }.map { items[$0] }
            return (kept, [])
        default:
            let kept = items.indices.filter { last[first[$0]] == $0 }.map { items[$0] }
            return (kept, rows)
        }
    }
}

extension ListHandler where Decorator.Data: Equatable {
    /// Removes every row with the identity of one of `items`, in one batch.
    ///
    /// Items that match no row are ignored and returned, so removing something absent is a harmless
    /// no-op you can still detect.
    ///
    /// ```swift
    /// let absent = handler.removeData([grace, nobody]) // [nobody]
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to remove, in any order.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Returns: The items of `items` that matched no row, in their order.
    /// - Complexity: One pass over the *n* rows with a table of the *k* identities, plus the touched
    ///   sections' rows to compact; nothing allocated per row.
    @discardableResult
    public func removeData(_ items: [Decorator.Data], animated: Bool = true) -> [Decorator.Data] {
        guard !items.isEmpty else { return [] }
        var found = [Bool](repeating: false, count: items.count)
        var first: [Int] = []
        let identity = engine.identity
        engine.perform(animated: animated) { data in
            var builder = EditBuilder(data, rowChanges: identity.rowChanges)
            let matches = identity.match(items, data)
            first = matches.firstOffsets
            for row in matches.rows {
                builder.delete(section: row.section, item: row.item)
                found[row.offset] = true
            }
            return builder.build()
        }
        return items.indices.filter { !found[first[$0]] }.map { items[$0] }
    }
}

extension ListHandler where Decorator.Data: Updatable {
    /// Updates the rows with the identity of one of `items` in place and appends the others, in one
    /// batch.
    ///
    /// A matched row whose content differs from the incoming item
    /// (``CellDecorator/isContentEqual(_:_:)``) takes its content and is refreshed (see
    /// ``reconfiguresUpdatedItems``): a value-typed item through ``Updatable/update(from:)`` on a copy of
    /// the row's value, so it can keep fields of its own. Unmatched items are appended to the section of
    /// kind `kind` (created at the end when missing, with `model` when given) or, with no kind, to the
    /// last section. Items repeating an identity within `items` follow ``duplicatePolicy``: `.reject`
    /// throws, `.keepFirst` keeps the first copy, `.keepLast` the last.
    ///
    /// A matched row stays where it is, in its own section, even when `kind` names another one: an
    /// upsert updates content. Pass `movingExisting: true` to move such rows to the end of the section
    /// of kind `kind` (with no kind, the last section) as well (a contact whose company changed moves
    /// under its new company), animated as moves.
    ///
    /// An upsert never changes an item the view shows. When `Data` is a class, the row takes the
    /// incoming instance and ``Updatable/update(from:)`` is not called: the instance already there is
    /// left as it was, so the view keeps showing it until the batch that shows the change runs (edits
    /// queue behind a batch still animating), and objects your code holds keep their content. Read
    /// the current instance from ``data`` after the upsert.
    ///
    /// ```swift
    /// try handler.upsert([updatedAda, newcomer])
    /// try handler.upsert([sundar], toSection: "Google", model: Company(name: "Google"), movingExisting: true)
    /// ```
    ///
    /// - Parameters:
    ///   - items: New and updated items.
    ///   - kind: Where new items go (and, with `movingExisting`, matched ones); `nil` for the last section.
    ///   - model: When not `nil`, the ``Section/model`` of the section new items go to (it is created
    ///     with it when missing).
    ///   - movingExisting: Whether matched rows in other sections than `kind` (the last section when
    ///     `kind` is `nil`) move to it.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/repeatedItem(_:offset:earlier:)`` when `items` repeats an identity under
    ///   ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: One pass over the *n* rows with a table of the *k* identities; only the changed
    ///   rows and the appended ones are written. When rows move (`movingExisting`), the diff of
    ///   ``apply(_:animated:)-po0r``, O(*n* + *s*).
    public func upsert(
        _ items: [Decorator.Data], toSection kind: Kind? = nil, model: (any Hashable & Sendable)? = nil,
        movingExisting: Bool = false, animated: Bool = true
    )
        throws(ListEditError)
    {
        guard !items.isEmpty || model != nil else { return }
        if movingExisting, let destination = kind ?? engine.data.sections.last?.kind,
            engine.identity.match(items, engine.data).rows.contains(where: {
                engine.data[$0.section].kind != destination
            })
        {
            return try upsertMoving(items, to: destination, model: model, animated: animated)
        }
        let identity = engine.identity
        let policy = engine.duplicatePolicy
        // An instance of a class is never changed in place: the view may still show it (behind a queued
        // batch) and the app may hold it. The incoming instance takes the row instead.
        let replacesInstances = Decorator.Data.self is AnyObject.Type
        try engine.perform(animated: animated) { data throws(ListEditError) in
            let matches = identity.match(items, data)
            let first = matches.firstOffsets
            let chosen = try Self.chosenOffsets(items, first: first, policy: policy)
            var builder = EditBuilder(data, rowChanges: identity.rowChanges)
            var matched = [Bool](repeating: false, count: items.count)
            for row in matches.rows {
                let (section, item, offset) = (row.section, row.item, row.offset)
                matched[offset] = true
                let existing = data.sections[section].items[item]
                let newer = items[chosen[offset]]
                guard !identity.isContentEqual(existing, newer) else { continue }
                if replacesInstances {
                    builder.update(section: section, item: item, to: newer)
                } else {
                    var updated = existing  // a copy: the data the view shows keeps the old value
                    updated.update(from: newer)
                    builder.update(section: section, item: item, to: updated)
                }
            }
            let fresh = items.indices.filter { first[$0] == $0 && !matched[$0] }.map { items[chosen[$0]] }
            let target = kind.map { data.firstIndex(of: $0) } ?? (data.isEmpty ? nil : data.numberOfSections - 1)
            if let target {
                builder.insert(fresh, inSection: target, before: data[target].items.count)
                if let model { builder.setModel(model, ofSection: target) }
            } else if !fresh.isEmpty || model != nil {
                builder.insertSection(
                    Section(kind: kind ?? .default, model: model, items: fresh), before: data.numberOfSections)
            }
            return builder.build()
        }
    }

    /// Upsert moving matched rows: built as new data and shown as `apply` shows it, so rows move instead of
    /// leaving and arriving.
    private func upsertMoving(
        _ items: [Decorator.Data], to kind: Kind, model: (any Hashable & Sendable)?, animated: Bool
    ) throws(ListEditError) {
        let data = engine.data
        let identity = engine.identity
        let matches = identity.match(items, data)
        let first = matches.firstOffsets
        let chosen = try Self.chosenOffsets(items, first: first, policy: engine.duplicatePolicy)
        let replacesInstances = Decorator.Data.self is AnyObject.Type
        var result = data
        var leaving: [IndexPath] = []
        var arriving: [Int: Decorator.Data] = [:]  // matched rows moving to `kind`, by offset in `items`
        var matched = [Bool](repeating: false, count: items.count)
        for row in matches.rows {
            matched[row.offset] = true
            let existing = data.sections[row.section].items[row.item]
            let newer = items[chosen[row.offset]]
            var value = existing
            if !identity.isContentEqual(existing, newer) {
                if replacesInstances { value = newer } else { value.update(from: newer) }
            }
            if data[row.section].kind == kind {
                result.sections[row.section].items[row.item] = value
            } else {
                leaving.append(IndexPath(section: row.section, item: row.item))
                arriving[row.offset] = value
            }
        }
        for path in leaving.sorted(by: >) { result.sections[path.sectionIndex].items.remove(at: path.itemIndex) }
        let added = items.indices.compactMap { offset -> Decorator.Data? in
            guard first[offset] == offset else { return nil }
            return arriving[offset] ?? (matched[offset] ? nil : items[chosen[offset]])
        }
        if let target = result.firstIndex(of: kind) {
            result.sections[target].items += added
            if let model { result.sections[target].model = model }
        } else {
            result.sections.append(Section(kind: kind, model: model, items: added))
        }
        try applyNow(result, animated: animated)
    }
}

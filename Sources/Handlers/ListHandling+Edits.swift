#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandling {
    /// Appends `items` to the last section (creating a ``Kind/default`` section when there is none),
    /// animated.
    ///
    /// Incoming items that repeat an identity (among themselves or with existing rows) follow
    /// ``duplicatePolicy``: `.reject` throws and changes nothing, `.keepFirst` skips them, `.keepLast`
    /// removes the older row in the same batch.
    ///
    /// ```swift
    /// try handler.addData([ada, grace])
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to append, in order.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``DuplicateError`` under ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: O(*n* + *k*) expected for *k* items into *n*.
    public func addData(_ items: [Decorator.Data], animated: Bool = true) throws {
        guard !items.isEmpty else { return }
        var plan = EditPlan(engine.data)
        if plan.sections.isEmpty {
            plan.sections.append(.init(kind: .default, oldIndex: nil, entries: []))
        }
        try append(items, toPlanSection: plan.sections.count - 1, of: &plan, animated: animated)
    }

    /// Appends `items` to the first section of kind `kind`, creating that section at the end when it
    /// is missing, animated. Duplicates follow ``duplicatePolicy`` as in ``addData(_:animated:)``.
    ///
    /// ```swift
    /// try handler.addData([vip], toSection: .vips)
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to append, in order.
    ///   - kind: The section to append to.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``DuplicateError`` under ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: O(*n* + *s* + *k*) expected.
    public func addData(_ items: [Decorator.Data], toSection kind: Kind, animated: Bool = true) throws {
        guard !items.isEmpty else { return }
        var plan = EditPlan(engine.data)
        let target: Int
        if let existing = engine.data.firstIndex(of: kind) {
            target = existing
        } else {
            plan.sections.append(.init(kind: kind, oldIndex: nil, entries: []))
            target = plan.sections.count - 1
        }
        try append(items, toPlanSection: target, of: &plan, animated: animated)
    }

    private func append(
        _ items: [Decorator.Data], toPlanSection target: Int, of plan: inout EditPlan<Decorator.Data>, animated: Bool
    ) throws {
        let start = plan.entries(target).count
        let resolved = try engine.resolveIncoming(items) { IndexPath(section: target, item: start + $0) }
        plan.remove(oldPaths: resolved.dropping)
        plan.modify(target) { rows in
            rows.append(contentsOf: resolved.items.map { .init(source: .inserted, item: $0) })
        }
        engine.commit(plan, animated: animated)
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
    /// - Throws: ``ListEditError/invalidIndexPath(_:)`` for a path outside the data, or
    ///   ``ListEditError/duplicate(_:)`` under ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: O(*n* + *k*) expected.
    public func insertData(_ items: [Decorator.Data], at indexPath: IndexPath, animated: Bool = true) throws {
        guard let (section, item) = indexPath.sectionAndItem, section < engine.data.numberOfSections,
            item <= engine.data[section].items.count
        else { throw ListEditError.invalidIndexPath(indexPath) }
        guard !items.isEmpty else { return }
        let resolved: (items: [Decorator.Data], dropping: [IndexPath])
        do {
            resolved = try engine.resolveIncoming(items) { IndexPath(section: section, item: item + $0) }
        } catch let error as DuplicateError {
            throw ListEditError.duplicate(error)
        }
        var plan = EditPlan(engine.data)
        plan.remove(oldPaths: resolved.dropping)
        plan.modify(section) { rows in
            let position =
                rows.firstIndex { entry in
                    if case .kept(let old) = entry.source { return old >= item }
                    return false
                } ?? rows.count
            rows.insert(contentsOf: resolved.items.map { .init(source: .inserted, item: $0) }, at: position)
        }
        engine.commit(plan, animated: animated)
    }

    /// Removes the rows at `indexPaths` (all in the current data, in any order, repeats ignored) in one
    /// batch whose deletes are all in the old index space.
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
    /// - Complexity: O(*n* + *k*) expected.
    public func removeItems(at indexPaths: [IndexPath], animated: Bool = true) throws {
        if let invalid = indexPaths.first(where: { !engine.data.isValid($0) }) {
            throw ListEditError.invalidIndexPath(invalid)
        }
        var plan = EditPlan(engine.data)
        plan.remove(oldPaths: indexPaths)
        engine.commit(plan, animated: animated)
    }

    /// Inserts `section` at `index`, animated. A kind already present follows ``duplicatePolicy``
    /// (`.keepFirst` leaves the data as is, `.keepLast` replaces the existing section), and so do its
    /// items' identities.
    ///
    /// ```swift
    /// try handler.insertSection(Section(kind: .vips, items: [ada]), at: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - section: The section to insert.
    ///   - index: Its index, in `0...numberOfSections`.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/invalidSectionIndex(_:)`` or ``ListEditError/duplicate(_:)`` under
    ///   ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: O(*n* + *s* + *k*) expected.
    public func insertSection(_ section: Section<Decorator.Data>, at index: Int, animated: Bool = true) throws {
        let data = engine.data
        guard index >= 0, index <= data.numberOfSections else { throw ListEditError.invalidSectionIndex(index) }
        var plan = EditPlan(data)
        if let existing = data.firstIndex(of: section.kind) {
            switch engine.duplicatePolicy {
            case .reject:
                throw ListEditError.duplicate(DuplicateError(.kind(section.kind, first: existing, duplicate: index)))
            case .keepFirst:
                return
            case .keepLast:
                plan.sections.removeAll { $0.oldIndex == existing }
            }
        }
        let resolved: (items: [Decorator.Data], dropping: [IndexPath])
        do {
            resolved = try engine.resolveIncoming(section.items) { IndexPath(section: index, item: $0) }
        } catch let error as DuplicateError {
            throw ListEditError.duplicate(error)
        }
        plan.remove(oldPaths: resolved.dropping)
        let position = plan.sections.firstIndex { ($0.oldIndex ?? Int.max) >= index } ?? plan.sections.count
        plan.sections.insert(
            .init(
                kind: section.kind, oldIndex: nil, entries: resolved.items.map { .init(source: .inserted, item: $0) }),
            at: position)
        engine.commit(plan, animated: animated)
    }

    /// Removes the first section of kind `kind` and its items, animated; does nothing when there is none.
    ///
    /// ```swift
    /// handler.removeSection(.vips)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The kind of the section to remove.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Returns: `true` when a section was removed.
    /// - Complexity: O(*s*).
    @discardableResult
    public func removeSection(_ kind: Kind, animated: Bool = true) -> Bool {
        guard let index = engine.data.firstIndex(of: kind) else { return false }
        var plan = EditPlan(engine.data)
        plan.sections.remove(at: index)
        engine.commit(plan, animated: animated)
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
    /// - Complexity: O(*n*) for the two sections' items.
    public func move(from source: IndexPath, to destination: IndexPath, animated: Bool = true) throws {
        guard engine.data.isValid(source) else { throw ListEditError.invalidIndexPath(source) }
        guard let moved = ListEngine.moving(engine.data, from: source, to: destination) else {
            throw ListEditError.invalidDestination(destination)
        }
        guard source != destination else { return }
        engine.commit(moved, changeset: Changeset(itemMoves: [Move(from: source, to: destination)]), animated: animated)
    }
}

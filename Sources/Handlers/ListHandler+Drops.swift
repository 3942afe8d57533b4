@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Drag and drop: what a drop does to the data, decided here for every view. The app's drop delegate
// calls these from its `performDropWith`, where UIKit expects the data source to change with a batch
// (Apple, `collectionView(_:performDropWith:)`: "Incorporate the data into your collection view's data
// source"; a local move: `performBatchUpdates`, then `drop(_:toItemAt:)`). Index paths are the view's.
// A placeholder's commit is `commitInsertion(_:at:)` (ListHandler+UserEdits.swift).

extension ListHandler {
    /// Moves the items the view shows at `sources` to `destination` as the user's drop, in one
    /// animated batch, now: call it from your drop delegate's `performDropWith` for a drag that
    /// started in this view (a photo from the carousel to the grid), then animate each drag item to
    /// the path returned for it.
    ///
    /// ```swift
    /// let sources = coordinator.items.compactMap(\.sourceIndexPath)
    /// let landed = try handler.moveByDrop(from: sources, to: destination)
    /// ```
    ///
    /// The dropped items land in `destination`'s section, together, in the order of `sources`: the
    /// first at `destination`'s row once they have left their places (as UIKit's reordering proposes
    /// it), or at the section's end when that row is past it. Each move is the user's edit, asked of
    /// ``confirmUserEdit`` first and reported to ``onUserEdit``, as a drag that reorders is: an item
    /// refused at once does not move; one refused later moves back, animated. While batches are still
    /// animating the move waits its turn (the drop then animates to where the items still are).
    ///
    /// - Parameters:
    ///   - sources: The rows dragged, as the view shows them (`UICollectionViewDropItem.sourceIndexPath`).
    ///   - destination: Where the drop is, as the view shows it (`coordinator.destinationIndexPath`).
    /// - Returns: Where each dragged item shows now, in the order of `sources`: pass them to
    ///   `coordinator.drop(_:toItemAt:)`.
    /// - Throws: ``ListEditError/invalidIndexPath(_:)`` for a source the view does not show (or one
    ///   repeated), ``ListEditError/invalidDestination(_:)`` for a destination outside the shown
    ///   sections or in a collapsed one; the data is then untouched.
    /// - Complexity: O(*n* + *s*) for the diff, plus the confirmations.
    @discardableResult
    public func moveByDrop(from sources: [IndexPath], to destination: IndexPath) throws(ListEditError) -> [IndexPath] {
        let shown = engine.displayedData
        var items: [Decorator.Data] = []
        var seen = Set<Decorator.ID>()
        for source in sources {
            guard let item = shown.shownItem(at: source), seen.insert(Decorator.id(of: item)).inserted else {
                throw .invalidIndexPath(source)
            }
            items.append(item)
        }
        try checkDropDestination(destination, in: shown)
        guard let planned = landing(items, at: destination, moving: seen) else { return sources }
        var refused = Set<Decorator.ID>()
        var kept: [UserEdit<Decorator.Data, Decorator.ID>] = []
        for item in items {
            let id = Decorator.id(of: item)
            guard let from = engine.identity.path(item, engine.data), let to = engine.identity.path(item, planned),
                from != to
            else { continue }
            let edit = UserEdit(
                move: item, id: id, from: from, in: engine.data[from.sectionIndex].kind, to: to,
                in: planned[to.sectionIndex].kind)
            let answer = DropAnswer()
            ask(edit) { [weak self] keep in
                guard answer.isLate, let self else { return answer.keep = keep }
                guard keep else { return self.moveBack(edit) }
                guard let now = self.engine.identity.path(item, self.engine.data) else { return }
                self.report(
                    UserEdit(
                        move: item, id: id, from: from, in: edit.sourceSection, to: now,
                        in: self.engine.data[now.sectionIndex].kind))
            }
            if answer.keep == false { refused.insert(id) } else if answer.keep == true { kept.append(edit) }
            answer.isLate = answer.keep == nil
        }
        let result =
            refused.isEmpty
            ? planned
            : landing(
                items.filter { !refused.contains(Decorator.id(of: $0)) }, at: destination,
                moving: seen.subtracting(refused))
        if let result { performDrop(result) }
        for edit in kept {
            guard let now = engine.identity.path(edit.item, engine.data) else { continue }
            report(
                UserEdit(
                    move: edit.item, id: edit.id, from: edit.source, in: edit.sourceSection, to: now,
                    in: engine.data[now.sectionIndex].kind))
        }
        return zip(sources, items).map { source, item in displayedIndexPath(forID: Decorator.id(of: item)) ?? source }
    }

    /// Inserts `items` dropped from outside the view (another app, or content loaded from
    /// `NSItemProvider`s at once) at `destination`, in one animated batch, now: call it from your drop
    /// delegate's `performDropWith`, then animate each drag item to the path returned for it. For
    /// content that loads later, drop it to a placeholder and commit it with ``commitInsertion(_:at:)``.
    ///
    /// ```swift
    /// let landed = try handler.insertByDrop(photos, at: destination)
    /// ```
    ///
    /// The items land together at `destination` in what the view shows (after the row shown just
    /// before it, found by identity while batches still animate; at its section's start else).
    ///
    /// - Parameters:
    ///   - items: The dropped items, in order.
    ///   - destination: Where the drop is, as the view shows it.
    /// - Returns: Where each item shows now (where it will once the batches before it have shown).
    /// - Throws: ``ListEditError/invalidDestination(_:)`` for a destination outside the shown sections
    ///   or in a collapsed one, ``ListEditError/itemExists(_:offset:row:)`` or
    ///   ``ListEditError/repeatedItem(_:offset:earlier:)`` for an identity the data has or the call
    ///   repeats; the data is then untouched.
    /// - Complexity: O(*n* + *s*) for the diff.
    @discardableResult
    public func insertByDrop(_ items: [Decorator.Data], at destination: IndexPath) throws(ListEditError) -> [IndexPath]
    {
        try checkDropDestination(destination, in: engine.displayedData)
        try checkNew(items)
        if !items.isEmpty, let result = landing(items, at: destination, moving: []) { performDrop(result) }
        return items.enumerated().map { offset, item in
            displayedIndexPath(forID: Decorator.id(of: item))
                ?? IndexPath(section: destination[0], item: destination[1] + offset)
        }
    }

    private func checkDropDestination(
        _ destination: IndexPath, in shown: SectionedData<Decorator.Data>
    )
        throws(ListEditError)
    {
        guard let (section, item) = destination.sectionAndItem, shown.sections.indices.contains(section),
            !shown.sections[section].isCollapsed, item >= 0, item <= shown[section].items.count
        else { throw .invalidDestination(destination) }
    }

    // `data` with `items` (`moving` taken from their places first) after the nearest row the view shows
    // before `destination` that stays, else first in its section; `nil` when the section is gone.
    private func landing(
        _ items: [Decorator.Data], at destination: IndexPath, moving: Set<Decorator.ID>
    ) -> SectionedData<Decorator.Data>? {
        let shownSection = engine.displayedData[destination.sectionIndex]
        let staying = shownSection.items.filter { !moving.contains(Decorator.id(of: $0)) }
        var result = engine.data
        if !moving.isEmpty {
            for section in result.sections.indices {
                result.sections[section].items.removeAll { moving.contains(Decorator.id(of: $0)) }
            }
        }
        guard let section = result.firstIndex(of: shownSection.kind) else { return nil }
        let inSection = Dictionary(
            result[section].items.enumerated().map { (Decorator.id(of: $1), $0) },
            uniquingKeysWith: { first, _ in first })
        let before = staying[..<min(destination.itemIndex, staying.count)]
        let row = before.reversed().lazy.compactMap { inSection[Decorator.id(of: $0)] }.first.map { $0 + 1 } ?? 0
        result.sections[section].items.insert(contentsOf: items, at: row)
        return result
    }

    private func performDrop(_ result: SectionedData<Decorator.Data>) {
        engine.isPerformingDrop = true
        defer { engine.isPerformingDrop = false }
        try? applyNow(result, animated: true)
    }
}

@MainActor
private final class DropAnswer {
    var keep: Bool?
    var isLate = false
}

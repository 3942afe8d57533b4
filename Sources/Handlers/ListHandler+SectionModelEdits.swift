#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandler {
    /// Replaces the rows with the identity of one of `items` by those items, where they are, and gives
    /// each section holding one of them the model `sectionModel` computes from it, in one animated
    /// step: a mail marked read and its section's unread count change together, never one before the
    /// other. Changed rows are refreshed as an upsert's are (see ``reconfiguresUpdatedItems``), and the
    /// headers and footers of sections whose model changed are refreshed in place after them, in the
    /// same step. A model equal to the current one changes nothing. `Data` need not be ``Updatable``:
    /// each row takes the incoming item as it is.
    ///
    /// ```swift
    /// var read = mail
    /// read.isUnread = false
    /// try handler.update([read]) { section in
    ///     UnreadCount(section.items.filter(\.isUnread).count)  // the section once `read` is in it
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items' new values, each with the identity of a row of ``data``.
    ///   - sectionModel: The new ``Section/model`` of a section holding an updated row, computed from
    ///     that section with the rows updated; `nil` removes the model.
    ///   - animated: `false` shows the change with `reloadData`.
    /// - Throws: ``ListEditError/itemNotFound(_:)`` naming the first identity no row has, or
    ///   ``ListEditError/repeatedItem(_:offset:earlier:)`` when `items` repeats an identity under
    ///   ``DuplicatePolicy/reject``; the data is then untouched.
    /// - Complexity: One pass over the *n* rows with a table of the *k* identities, plus a copy of the
    ///   rows of each section holding one of them, for `sectionModel`.
    public func update(
        _ items: [Decorator.Data], sectionModel: (Section<Decorator.Data>) -> (any Hashable & Sendable)?,
        animated: Bool = true
    ) throws(ListEditError) {
        let identity = engine.identity
        let policy = engine.duplicatePolicy
        try engine.perform(animated: animated) { data throws(ListEditError) in
            let matches = identity.match(items, data)
            let first = matches.firstOffsets
            let chosen = try Self.chosenOffsets(items, first: first, policy: policy)
            var found = [Bool](repeating: false, count: items.count)
            for row in matches.rows { found[row.offset] = true }
            if let missing = items.indices.first(where: { !found[first[$0]] }) {
                throw .itemNotFound(String(describing: Decorator.id(of: items[missing])))
            }
            var builder = EditBuilder(data, rowChanges: identity.rowChanges)
            var touched: [Int: Section<Decorator.Data>] = [:]
            for row in matches.rows {
                let newer = items[chosen[row.offset]]
                touched[row.section, default: data.sections[row.section]].items[row.item] = newer
                guard !identity.isContentEqual(data.sections[row.section].items[row.item], newer) else { continue }
                builder.update(section: row.section, item: row.item, to: newer)
            }
            for (index, section) in touched { builder.setModel(sectionModel(section), ofSection: index) }
            return builder.build()
        }
    }
}

@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Lookups by identity: where the item of an identity is, in the data and on screen, and the item itself.
// A cache of positions per version of the data answers them (see IdentityPositions).

extension ListHandler {
    /// The index path in ``data`` of the item of identity `id`, or `nil` when no item has it: where an
    /// item is, whatever edits moved it. Rows of collapsed sections are found too (they are in
    /// ``data``). Like a diffable data source's `indexPath(for:)`, it answers for the data, which may
    /// be ahead of the view while batches animate; ``displayedIndexPath(forID:)`` answers for the view.
    ///
    /// ```swift
    /// if let path = handler.indexPath(forID: ada.id) {
    ///     print("Ada is row \(path.item) of \(handler.data[path.section].kind)")
    /// }
    /// ```
    ///
    /// - Parameter id: An identity (``CellDecorator/id(of:)``).
    /// - Returns: The item's index path in ``data``, or `nil`.
    /// - Complexity: O(1) expected. After the data changes, the first lookup searches the *n* rows and
    ///   the second indexes them, so *k* lookups between two edits cost O(*n* + *k*).
    public func indexPath(forID id: Decorator.ID) -> IndexPath? {
        positions.indexPath(of: id, in: engine.data, version: engine.dataChanges) { Decorator.id(of: $0) }
    }

    /// The item of identity `id` in ``data``, or `nil` when no item has it: the current copy of an
    /// item you know by its identity only (a diffable data source's items are their identifiers; here
    /// an item is the model).
    ///
    /// ```swift
    /// guard var ada = handler.item(withID: "ada") else { return }
    /// ada.name = "Ada Lovelace"
    /// try handler.upsert([ada])
    /// ```
    ///
    /// - Parameter id: An identity (``CellDecorator/id(of:)``).
    /// - Returns: The item, or `nil`.
    /// - Complexity: That of ``indexPath(forID:)``.
    public func item(withID id: Decorator.ID) -> Decorator.Data? {
        indexPath(forID: id).map { engine.data[$0] }
    }

    /// The index path at which the view shows the item of identity `id` right now, or `nil` when the
    /// view does not show it: the lookup for talking to the view (scroll to a row, find its cell, anchor
    /// a popover). While batches animate or wait, ``data`` is ahead of the view: an item just added
    /// is not shown yet, one just removed still is, and rows may be elsewhere than in ``data``. Rows of
    /// collapsed sections are not shown. When the view is idle it agrees with ``indexPath(forID:)``,
    /// except for collapsed sections.
    ///
    /// ```swift
    /// if let path = handler.displayedIndexPath(forID: ada.id) {
    ///     tableView.cellForRow(at: path)?.accessoryType = .checkmark
    /// }
    /// ```
    ///
    /// - Parameter id: An identity (``CellDecorator/id(of:)``).
    /// - Returns: The index path in the view, or `nil`.
    /// - Complexity: That of ``indexPath(forID:)``, with its own index while the view lags behind the
    ///   data.
    public func displayedIndexPath(forID id: Decorator.ID) -> IndexPath? {
        let shown = engine.displayedData
        let path =
            engine.showsData
            ? indexPath(forID: id)
            : displayedPositions.indexPath(of: id, in: shown, version: engine.displayedChanges) {
                Decorator.id(of: $0)
            }
        guard let path, !shown.sections[path.sectionIndex].isCollapsed else { return nil }
        return path
    }
}

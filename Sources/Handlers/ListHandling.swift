#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every Decorum handler is: something that owns a ``ListEngine``. All edits and queries
/// (`addData`, `removeData`, `upsert`, `move`, `apply`, absolute indices…) come from extensions of this
/// protocol, so ``HeadlessHandler``, `TableViewHandler` and `CollectionViewHandler` share one
/// implementation.
///
/// ```swift
/// let handler = HeadlessHandler<PersonDecorator>(view: HeadlessListView())
/// try handler.addData([ada, grace])                // appended to the last section, animated
/// try handler.addData([alan], toSection: .vips)    // the section is created at the end if missing
/// handler.removeData([grace])                      // Data: Equatable
/// try handler.upsert([ada, linus])                 // Data: Updatable
/// try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
/// try handler.apply(newData)                       // diffed, staged, animated
/// handler.absoluteIndex(for: IndexPath(item: 0, section: 1))
/// ```
///
/// Every edit changes ``data`` at once (a read right after an edit sees it) and shows the change as a
/// batch update, queued behind any batch still animating; see ``ListEngine``.
///
/// To add a handler for another kind of view, store a ``ListEngine``, conform to
/// ``BatchUpdatableView``, and answer the view's data source from ``ListEngine/displayedData``.
///
/// - Complexity: Each edit is O(*n* + *s* + *k*) expected for *k* items into *n* (in *s* sections)
///   when `Data` is `Identifiable` or `Hashable`; the few exceptions say so.
@MainActor
public protocol ListHandling: AnyObject {
    /// The decorator that draws each cell; its `Data` is the list's item type.
    associatedtype Decorator: CellDecorator

    /// The engine that owns the data and drives the view.
    ///
    /// - Complexity: O(1).
    var engine: ListEngine<Decorator.Data> { get }
}

extension ListHandling {
    /// The data, including edits still being animated onto the view.
    ///
    /// ```swift
    /// handler.data.allItems.count
    /// ```
    ///
    /// - Complexity: O(1).
    public var data: SectionedData<Decorator.Data> { engine.data }

    /// The flat position of `indexPath` in ``data``, or `nil` when the path is invalid.
    ///
    /// ```swift
    /// handler.absoluteIndex(for: IndexPath(item: 1, section: 1)) // 4
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Returns: The absolute index, or `nil`.
    /// - Complexity: O(1) after the data's cached O(*s*) offsets build.
    public func absoluteIndex(for indexPath: IndexPath) -> Int? {
        engine.data.absoluteIndex(for: indexPath)
    }

    /// The index path at flat position `absoluteIndex` of ``data``, or `nil` when out of range.
    ///
    /// ```swift
    /// handler.indexPath(forAbsoluteIndex: 4) // [1, 1]
    /// ```
    ///
    /// - Parameter absoluteIndex: A flat position.
    /// - Returns: The index path, or `nil`.
    /// - Complexity: O(log *s*) after the cached O(*s*) offsets build.
    public func indexPath(forAbsoluteIndex absoluteIndex: Int) -> IndexPath? {
        engine.data.indexPath(forAbsoluteIndex: absoluteIndex)
    }

    /// The item at `indexPath` of ``data``, or `nil` for an invalid path.
    ///
    /// ```swift
    /// handler.item(at: IndexPath(item: 0, section: 0))
    /// ```
    ///
    /// - Parameter indexPath: Any index path.
    /// - Returns: The item, or `nil`.
    /// - Complexity: O(1).
    public func item(at indexPath: IndexPath) -> Decorator.Data? {
        engine.data.item(at: indexPath)
    }

    /// What edits do with repeated identities; see ``ListEngine/duplicatePolicy``. `.reject` by default.
    ///
    /// ```swift
    /// handler.duplicatePolicy = .keepLast
    /// ```
    ///
    /// - Complexity: O(1).
    public var duplicatePolicy: DuplicatePolicy {
        get { engine.duplicatePolicy }
        set { engine.duplicatePolicy = newValue }
    }

    /// Called whenever an edit was shown with `reloadData` instead of an animation; see ``Diagnostic``.
    ///
    /// ```swift
    /// handler.onDiagnostic = { print($0) }
    /// ```
    ///
    /// - Complexity: O(1).
    public var onDiagnostic: ((Diagnostic) -> Void)? {
        get { engine.onDiagnostic }
        set { engine.onDiagnostic = newValue }
    }

    /// Whether a row may be edited (swipe to delete); `nil`, the default, allows none.
    ///
    /// ```swift
    /// handler.canEdit = { person, _ in !person.isVIP }
    /// ```
    ///
    /// - Complexity: O(1).
    public var canEdit: ((Decorator.Data, IndexPath) -> Bool)? {
        get { engine.canEdit }
        set { engine.canEdit = newValue }
    }

    /// Whether a row may be reordered interactively; `nil`, the default, allows none.
    ///
    /// ```swift
    /// handler.canMove = { _, _ in true }
    /// ```
    ///
    /// - Complexity: O(1).
    public var canMove: ((Decorator.Data, IndexPath) -> Bool)? {
        get { engine.canMove }
        set { engine.canMove = newValue }
    }

    /// Called when the user selects a row, with its item and its index path on screen.
    ///
    /// ```swift
    /// handler.onSelect = { person, _ in show(person) }
    /// ```
    ///
    /// - Complexity: O(1).
    public var onSelect: ((Decorator.Data, IndexPath) -> Void)? {
        get { engine.onSelect }
        set { engine.onSelect = newValue }
    }

    /// Whether edits are still waiting to be shown (a batch animating, or edits queued behind it).
    ///
    /// ```swift
    /// view.finishAnimations()
    /// handler.hasPendingUpdates // false
    /// ```
    ///
    /// - Complexity: O(1).
    public var hasPendingUpdates: Bool { engine.hasPendingUpdates }
}

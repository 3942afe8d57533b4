#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A handler for a view of your own: for people who write a binding to a view Decorum does not know
/// (an AppKit table, a custom list), or who want to measure the engine alone. Import it with
/// `@_spi(Binding) import Decorum`; it is not part of the stable API.
///
/// Conform your view (or a small adapter) to ``BatchUpdatableView``, create the handler with it, and
/// answer your view's data-source questions from ``displayedData``, never from ``ListHandler/data``.
///
/// ```swift
/// @_spi(Binding) import Decorum
/// let handler = BoundHandler<PersonDecorator>(view: myAdapter)
/// try handler.addData([ada])
/// ```
///
/// - Complexity: As ``ListHandler``.
@_spi(Binding)
@MainActor
public final class BoundHandler<Decorator: CellDecorator>: ListHandler<Decorator> {
    /// The view driven, held strongly (it is usually an adapter the handler owns).
    public let view: any BatchUpdatableView

    /// Creates a handler driving `view`, which it reloads once.
    ///
    /// - Parameters:
    ///   - view: The view to drive.
    ///   - data: The initial data.
    ///   - duplicates: What to do when `data` repeats a kind or an identity; it becomes the handler's
    ///     ``ListHandler/duplicatePolicy``.
    /// - Throws: ``ListEditError/duplicateInData(_:)`` under ``DuplicatePolicy/reject``.
    /// - Complexity: O(*n* + *s*) to check `data`.
    @inlinable
    public convenience init(
        view: any BatchUpdatableView, data: SectionedData<Decorator.Data> = [], duplicates: DuplicatePolicy = .reject
    ) throws(ListEditError) {
        let prepared = try Self.prepared(data, duplicates: duplicates)
        self.init(view: view, checkedData: prepared.data, identity: prepared.identity)
        duplicatePolicy = duplicates  // the policy resolves `data` and every later edit
    }

    @usableFromInline
    init(
        view: any BatchUpdatableView, checkedData: SectionedData<Decorator.Data>,
        identity: IdentityIndex<Decorator.Data>
    ) {
        self.view = view
        super.init(checkedData: checkedData, identity: identity)
        engine.view = view
        engine.reloadNow()
    }

    /// The data the view must show right now: what the data source answers from.
    ///
    /// - Complexity: O(1).
    public var displayedData: SectionedData<Decorator.Data> { engine.displayedData }
}

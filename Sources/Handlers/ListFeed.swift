// What a declarative view (SwiftUI's `DecoratedTableView` / `DecoratedCollectionView`) does with the
// data it is handed on every update: skip it when it is the very value handed last time, else apply
// it, and report refused data instead of trapping. Platform-neutral, so `swift test` covers it with a
// headless handler; the SwiftUI views only forward to it.

/// Feeds the data of a view that is re-rendered often to one handler.
///
/// A SwiftUI view is re-created, and handed its data again, whenever any state its parent reads
/// changes. Handing the handler a value it already shows costs the diff's equal-data pass (one
/// identity comparison per row); handing it the very same value (its section array shares its
/// storage with the last one) costs nothing: `feed` returns at once. Anything else is applied, diffed
/// and animated; data the handler refuses (a repeated identity or kind under
/// ``DuplicatePolicy/reject``) is reported to ``onError`` and the handler keeps showing what it showed.
///
/// ```swift
/// let feed = ListFeed(handler)
/// feed.onError = { print($0) }
/// feed.feed(people, animated: true)   // applied
/// feed.feed(people, animated: true)   // the same value: nothing to do
/// ```
///
/// - Complexity: O(1) for the value handed last; otherwise the handler's `apply`.
@MainActor
final class ListFeed<Decorator: CellDecorator> {
    /// An `apply` that diffs off the main actor and returns the error it threw, if any.
    typealias AsyncApply = @MainActor (SectionedData<Decorator.Data>, Bool) async -> ListEditError?

    /// The handler fed.
    let handler: ListHandler<Decorator>
    /// Told when the handler refuses data; a superseded `async` apply is not an error.
    var onError: ((ListEditError) -> Void)?
    /// The value handed last, accepted or not.
    private var last: SectionedData<Decorator.Data>?

    /// Where the user's edits go back to (a SwiftUI `Binding`): after each edit the user made and the
    /// app kept (`ListHandler.onUserEdit`), the handler's data is written there, and SwiftUI handing
    /// that very value back costs nothing. `nil`: data only flows in.
    var writeBack: ((SectionedData<Decorator.Data>) -> Void)? {
        didSet {
            guard (oldValue == nil) != (writeBack == nil) else { return }
            handler.afterUserEdit = writeBack == nil ? nil : { [weak self] in self?.writeBackUserEdit() }
        }
    }

    /// Writes the handler's data back, and remembers it as the value handed last.
    private func writeBackUserEdit() {
        let data = handler.data
        last = data
        writeBack?(data)
    }
    /// Set when applies diff off the main actor.
    private let asyncApply: AsyncApply?

    /// Runs what an update held for the app once the update is over: SwiftUI's views pass the main
    /// queue's next turn; the default, at once (after the update, still inside the caller's call).
    var deliverLater: (@escaping @MainActor () -> Void) -> Void = { $0() }

    /// A feed that applies synchronously, on the main actor.
    ///
    /// - Parameter handler: The handler to feed.
    /// - Complexity: O(1).
    convenience init(_ handler: ListHandler<Decorator>) {
        self.init(handler, asyncApply: nil)
    }

    fileprivate init(_ handler: ListHandler<Decorator>, asyncApply: AsyncApply?) {
        self.handler = handler
        self.asyncApply = asyncApply
    }

    /// Hands `data` to the handler, unless it is the value handed last.
    ///
    /// - Parameters:
    ///   - data: The data the view should show.
    ///   - animated: `false` shows it with a reload.
    /// - Returns: The task of an `async` apply, for callers that wait for it; `nil` when the apply ran
    ///   synchronously or there was nothing to do.
    /// - Complexity: O(1) when `data` is the value handed last; otherwise the handler's `apply`.
    @discardableResult
    func feed(_ data: SectionedData<Decorator.Data>, animated: Bool) -> Task<Void, Never>? {
        if let last, last.sharesStorage(with: data) { return nil }
        last = data
        // Off the main actor only once something shows: the first rows arrive at once, or every screen
        // would open on an empty list and flash its empty state (F7, issue #30).
        guard let asyncApply, handler.data.numberOfSections > 0 else {
            // Inside the declarative view's update: what the app hears of it comes after (F6, issue #30).
            let held = handler.engine.callbacks.holding {
                do throws(ListEditError) {
                    try handler.apply(data, animated: animated)
                } catch {
                    if let onError { handler.engine.callbacks.send { onError(error) } }
                }
            }
            if !held.isEmpty { deliverLater { for callback in held { callback() } } }
            return nil
        }
        return Task { [weak self] in
            guard let error = await asyncApply(data, animated), error != .superseded else { return }
            self?.onError?(error)
        }
    }
}

extension ListFeed where Decorator.Data: Sendable {
    /// A feed whose applies diff off the main actor (the `async` `apply(_:animated:)`):
    /// the latest data wins, and the main actor stays free while a big list is diffed.
    ///
    /// - Parameter handler: The handler to feed.
    /// - Complexity: O(1).
    convenience init(diffingOffMainActor handler: ListHandler<Decorator>) {
        self.init(
            handler,
            asyncApply: { [weak handler] data, animated in
                guard let handler else { return nil }
                do throws(ListEditError) {
                    try await handler.apply(data, animated: animated)
                    return nil
                } catch {
                    return error
                }
            })
    }
}

extension SectionedData {
    /// Whether `other` is this very value: both section arrays share one storage, so every section
    /// and item is the same without comparing any. `false` says nothing (equal data may be stored
    /// twice).
    ///
    /// ```swift
    /// let copy = data
    /// copy.sharesStorage(with: data) // true
    /// ```
    ///
    /// - Parameter other: Another value.
    /// - Returns: `true` when the two values are one.
    /// - Complexity: O(1).
    func sharesStorage(with other: SectionedData) -> Bool {
        sections.withUnsafeBufferPointer { mine in
            other.sections.withUnsafeBufferPointer { theirs in
                mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            }
        }
    }
}

// What a declarative view (SwiftUI's `DecoratedTableView` / `DecoratedCollectionView`) does with the
// data it is handed on every update: skip it when it is the very value handed last time, else apply
// it, and report refused data instead of trapping; write the handler's other changes back to a
// binding; decide when the environment's edit mode reaches the view. Platform-neutral, so `swift test`
// covers it with a headless handler; the SwiftUI views only forward to it.

/// Feeds the data of a view that is re-rendered often (a SwiftUI view's `updateUIView`) to one handler.
/// Binding SPI (`@_spi(Binding) import Decorum`): the SwiftUI wrappers' glue, and a declarative
/// binding's.
///
/// ```swift
/// let feed = ListFeed(handler)
/// feed.feed(newData, animated: true)  // skipped when newData is the value fed last
/// ```
@_spi(Binding)
@MainActor
public final class ListFeed<Decorator: CellDecorator> {
    // An `apply` that diffs off the main actor and returns the error it threw, if any.
    typealias AsyncApply = @MainActor (SectionedData<Decorator.Data>, Bool) async -> ListEditError?
    /// Runs what an update held for the app once the update is over: SwiftUI's views pass the main
    /// queue's next turn; the default runs it at once (after the update, still inside the caller's call).
    ///
    /// ```swift
    /// let later: ListFeed<PersonDecorator>.Delivery = { callbacks in DispatchQueue.main.async { callbacks() } }
    /// ```
    public typealias Delivery = @MainActor (@escaping @MainActor () -> Void) -> Void

    package let handler: ListHandler<Decorator>
    /// Called with the error when data fed is refused (``ListEditError``), instead of trapping.
    ///
    /// ```swift
    /// feed.onError = { error in print(error) }
    /// ```
    public var onError: ((ListEditError) -> Void)?
    private var last: SectionedData<Decorator.Data>?

    /// Where the handler's data goes back (a SwiftUI `Binding`) after every change not from this feed: the
    /// user's edits and the app's edits in code, which the next update would otherwise undo.
    ///
    /// ```swift
    /// feed.writeBack = { binding.wrappedValue = $0 }
    /// ```
    public var writeBack: ((SectionedData<Decorator.Data>) -> Void)? {
        didSet {
            guard (oldValue == nil) != (writeBack == nil) else { return }
            handler.engine.onDataChange = writeBack != nil ? { [weak self] in self?.writeBackChange() } : nil
        }
    }
    /// Set while the handler applies a value handed over: a change SwiftUI made is not written back to it.
    private var isFeeding = false

    private func writeBackChange() {
        guard !isFeeding, !handler.engine.isLandingAsyncApply else { return }
        guard let pending, let pendingBase else {
            last = handler.data
            writeBack?(handler.data)
            return
        }
        // A value handed over is being diffed off the main actor, and the binding holds it: an edit made
        // meanwhile (in code, or the user's) comes after it, as the async `apply` documents. The edit goes
        // onto that value, which is diffed again and written back (F8, issue #30; N8, issue #38).
        let data = pending.replaying(
            changesFrom: pendingBase, to: handler.data, id: { Decorator.id(of: $0) },
            isContentEqual: { Decorator.isContentEqual($0, $1) })
        last = data
        diffOffMainActor(data, animated: true)
        writeBack?(data)
    }

    // Whether the view was last told to edit, by `editingChange(to:)`.
    private var editing = false

    /// The editing state the view must take for the environment's edit mode at this update (`nil`: none
    /// given, as not editing), or `nil` to leave it: only a change counts, so a table UIKit put in editing
    /// itself (a row swiped open), or one the app set editing, stays as it is until the mode changes.
    ///
    /// ```swift
    /// if let editing = feed.editingChange(to: editMode?.isEditing) { tableView.setEditing(editing, animated: true) }
    /// ```
    ///
    /// - Parameter requested: The environment's edit mode, `nil` when none is given.
    public func editingChange(to requested: Bool?) -> Bool? {
        let requested = requested ?? false
        guard requested != editing else { return nil }
        editing = requested
        return requested
    }

    private let asyncApply: AsyncApply?
    private var pending: SectionedData<Decorator.Data>?
    // The handler's data when `pending` was handed over: what an edit made since is told apart by.
    private var pendingBase: SectionedData<Decorator.Data>?
    private(set) var inFlight: Task<Void, Never>?

    private let deliverLater: Delivery

    /// A feed that applies on the main actor, at once.
    ///
    /// ```swift
    /// let feed = ListFeed(handler, deliverLater: { callbacks in DispatchQueue.main.async { callbacks() } })
    /// ```
    ///
    /// - Parameters:
    ///   - handler: The handler fed.
    ///   - deliverLater: Runs what an update held for the app once the update is over (``Delivery``).
    public convenience init(_ handler: ListHandler<Decorator>, deliverLater: @escaping Delivery = { $0() }) {
        self.init(handler, asyncApply: nil, deliverLater: deliverLater)
    }

    init(_ handler: ListHandler<Decorator>, asyncApply: AsyncApply?, deliverLater: @escaping Delivery = { $0() }) {
        self.handler = handler
        self.asyncApply = asyncApply
        self.deliverLater = deliverLater
    }

    /// Hands `data` to the handler, unless it is the value handed last.
    ///
    /// ```swift
    /// feed.feed(content.data, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data the view was handed.
    ///   - animated: Whether the change animates.
    /// - Returns: The diff running off the main actor, if any.
    @discardableResult
    public func feed(_ data: SectionedData<Decorator.Data>, animated: Bool) -> Task<Void, Never>? {
        if let last, last.sharesStorage(with: data) { return nil }
        last = data
        // Off the main actor only once something shows: the first rows arrive at once, or every screen
        // would open on an empty list and flash its empty state (F7, issue #30).
        guard asyncApply != nil, handler.data.numberOfSections > 0 else {
            pending = nil  // applied now, over any value still diffing
            pendingBase = nil
            // Inside the declarative view's update: what the app hears of it comes after (F6, issue #30).
            let held = handler.engine.callbacks.holding {
                isFeeding = true
                defer { isFeeding = false }
                do throws(ListEditError) {
                    try handler.apply(data, animated: animated)
                } catch {
                    if let onError { handler.engine.callbacks.send { onError(error) } }
                }
            }
            if !held.isEmpty { deliverLater { for callback in held { callback() } } }
            return nil
        }
        return diffOffMainActor(data, animated: animated)
    }

    @discardableResult
    private func diffOffMainActor(_ data: SectionedData<Decorator.Data>, animated: Bool) -> Task<Void, Never>? {
        guard let asyncApply else { return nil }
        pending = data
        pendingBase = handler.data
        let task = Task { [weak self] in
            let error = await asyncApply(data, animated)
            if let self, self.last.map({ $0.sharesStorage(with: data) }) ?? false {
                self.pending = nil
                self.pendingBase = nil
            }
            guard let error, error != .superseded else { return }
            self?.onError?(error)
        }
        inFlight = task
        return task
    }
}

extension ListFeed where Decorator.Data: Sendable {
    /// A feed whose applies diff off the main actor (the `async` `apply(_:animated:)`):
    /// the latest data wins, and the main actor stays free while a big list is diffed.
    ///
    /// ```swift
    /// let feed = ListFeed(diffingOffMainActor: handler)
    /// ```
    ///
    /// - Parameters:
    ///   - handler: The handler fed.
    ///   - deliverLater: Runs what an update held for the app once the update is over (``ListFeed/Delivery``).
    public convenience init(
        diffingOffMainActor handler: ListHandler<Decorator>, deliverLater: @escaping Delivery = { $0() }
    ) {
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
            },
            deliverLater: deliverLater)
    }
}

extension SectionedData {
    /// Whether `other` is this very value: both section arrays share one storage, so every section
    /// and item is the same without comparing any.
    func sharesStorage(with other: SectionedData) -> Bool {
        sections.withUnsafeBufferPointer { mine in
            other.sections.withUnsafeBufferPointer { theirs in
                mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            }
        }
    }
}

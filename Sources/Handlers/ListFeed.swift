// What a declarative view (SwiftUI's `DecoratedTableView` / `DecoratedCollectionView`) does with the
// data it is handed on every update: skip it when it is the very value handed last time, else apply
// it, and report refused data instead of trapping; write the handler's other changes back to a
// binding; decide when the environment's edit mode reaches the view. Platform-neutral, so `swift test`
// covers it with a headless handler; the SwiftUI views only forward to it.

/// Feeds the data of a view that is re-rendered often to one handler.
@MainActor
package final class ListFeed<Decorator: CellDecorator> {
    /// An `apply` that diffs off the main actor and returns the error it threw, if any.
    typealias AsyncApply = @MainActor (SectionedData<Decorator.Data>, Bool) async -> ListEditError?

    package let handler: ListHandler<Decorator>
    package var onError: ((ListEditError) -> Void)?
    private var last: SectionedData<Decorator.Data>?

    /// Where the handler's data goes back (a SwiftUI `Binding`) after every change not from this feed: the
    /// user's edits and the app's edits in code, which the next update would otherwise undo.
    package var writeBack: ((SectionedData<Decorator.Data>) -> Void)? {
        didSet {
            guard (oldValue == nil) != (writeBack == nil) else { return }
            let bound = writeBack != nil
            handler.afterUserEdit = bound ? { [weak self] in self?.writeBackUserEdit() } : nil
            handler.engine.onDataChange = bound ? { [weak self] in self?.writeBackChange() } : nil
        }
    }
    /// Set while the handler applies a value handed over: a change SwiftUI made is not written back to it.
    private var isFeeding = false

    private func writeBackChange() {
        // While a value handed over is diffed off the main actor, it replaces the handler's data next, as
        // the async `apply` documents: the binding already holds it (a user's edit goes onto it below).
        guard !isFeeding, pending == nil else { return }
        let data = handler.data
        last = data
        writeBack?(data)
    }

    private func writeBackUserEdit() {
        guard let pending, let edit = handler.userEdits.last else { return }  // written back as a change
        // A value handed over is still being diffed off the main actor, and the handler applies it next
        // over the user's edit: the edit goes onto that value instead, which then replaces it on screen
        // and in the binding (F8, issue #30).
        let data = Self.applying(edit, to: pending, after: handler.data)
        feed(data, animated: true)
        writeBack?(data)
    }

    /// Whether the view was last told to edit, by ``editingChange(to:)``.
    private var editing = false

    /// The editing state the view must take for the environment's edit mode at this update (`nil`: none
    /// given, as not editing), or `nil` to leave it: only a change counts, so a table UIKit put in editing
    /// itself (a row swiped open), or one the app set editing, stays as it is until the mode changes.
    package func editingChange(to requested: Bool?) -> Bool? {
        let requested = requested ?? false
        guard requested != editing else { return nil }
        editing = requested
        return requested
    }

    /// `data` with the user's `edit`: a moved item goes after the item it follows in `current`, or first in
    /// its section; a move into a section `data` lacks is left out.
    static func applying(
        _ edit: UserEdit<Decorator.Data, Decorator.ID>, to data: SectionedData<Decorator.Data>,
        after current: SectionedData<Decorator.Data>
    ) -> SectionedData<Decorator.Data> {
        var result = data
        let id = edit.id
        for section in result.sections.indices {
            result.sections[section].items.removeAll { Decorator.id(of: $0) == id }
        }
        guard edit.action == .move, let kind = edit.destinationSection, let target = result.firstIndex(of: kind)
        else { return edit.action == .move ? data : result }
        var position = 0
        if let now = current.firstIndex(of: kind),
            let at = current[now].items.firstIndex(where: { Decorator.id(of: $0) == id }), at > 0
        {
            let before = Decorator.id(of: current[now].items[at - 1])
            if let index = result.sections[target].items.firstIndex(where: { Decorator.id(of: $0) == before }) {
                position = index + 1
            }
        }
        result.sections[target].items.insert(edit.item, at: position)
        return result
    }
    private let asyncApply: AsyncApply?
    private var pending: SectionedData<Decorator.Data>?
    private(set) var inFlight: Task<Void, Never>?

    /// Runs what an update held for the app once the update is over: SwiftUI's views pass the main
    /// queue's next turn; the default, at once (after the update, still inside the caller's call).
    package var deliverLater: (@escaping @MainActor () -> Void) -> Void = { $0() }

    package convenience init(_ handler: ListHandler<Decorator>) {
        self.init(handler, asyncApply: nil)
    }

    fileprivate init(_ handler: ListHandler<Decorator>, asyncApply: AsyncApply?) {
        self.handler = handler
        self.asyncApply = asyncApply
    }

    /// Hands `data` to the handler, unless it is the value handed last.
    @discardableResult
    package func feed(_ data: SectionedData<Decorator.Data>, animated: Bool) -> Task<Void, Never>? {
        if let last, last.sharesStorage(with: data) { return nil }
        last = data
        // Off the main actor only once something shows: the first rows arrive at once, or every screen
        // would open on an empty list and flash its empty state (F7, issue #30).
        guard let asyncApply, handler.data.numberOfSections > 0 else {
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
        pending = data
        let task = Task { [weak self] in
            let error = await asyncApply(data, animated)
            if let self, self.last.map({ $0.sharesStorage(with: data) }) ?? false { self.pending = nil }
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
    package convenience init(diffingOffMainActor handler: ListHandler<Decorator>) {
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
    /// and item is the same without comparing any.
    func sharesStorage(with other: SectionedData) -> Bool {
        sections.withUnsafeBufferPointer { mine in
            other.sections.withUnsafeBufferPointer { theirs in
                mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            }
        }
    }
}

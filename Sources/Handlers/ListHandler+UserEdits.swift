@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The user's own edits (a swipe to delete, a drag that reorders), reported to the app by identity, and
// confirmed by it first when it wants to. Every view's binding sends its gestures here (the binding
// SPI's `commitDelete(at:)` and `commitMove(from:to:)`), so a table, a collection view and the headless
// view behave alike.

/// What the app said it wants to hear of the user's edits (ListHandler+UserEdits.swift).
struct UserEditRouting<Item, ID: Hashable> {
    var onEdit: ((UserEdit<Item, ID>) -> Void)?
    var confirm: ((UserEdit<Item, ID>, @escaping @MainActor (Bool) -> Void) -> Void)?
    /// A binding's own listener (SwiftUI writes the data back to its `Binding`), told after `onEdit`.
    var afterEdit: (() -> Void)?
    var last: UserEdit<Item, ID>?
    var waiting = 0
    var tasks: [Int: Task<Void, Never>] = [:]
    var nextTask = 0
}

extension ListHandler {
    /// Told of every edit the user made with a gesture, once the handler's data has it: a swipe to
    /// delete, or a drag that moved a row (also into another section). Change your store or your
    /// server the same way. Edits your code makes (`addData`, `removeData`, `apply`…) are not reported.
    ///
    /// ```swift
    /// handler.canEdit = { _, _ in true }
    /// handler.onUserEdit = { edit in
    ///     if edit.action == .delete { contacts.removeAll { $0.id == edit.id } }
    /// }
    /// ```
    ///
    /// To decide first, and refuse some edits, set ``confirmUserEdit`` as well.
    public var onUserEdit: ((UserEdit<Decorator.Data, Decorator.ID>) -> Void)? {
        get { userEdits.onEdit }
        set { userEdits.onEdit = newValue }
    }

    /// Asks the app before a user's edit counts: call `answer` with `true` to keep it, `false` to
    /// refuse it, at once or later (after a request to your server, say). `nil`, the default, keeps
    /// every edit.
    ///
    /// - A **delete** waits for the answer: the row stays until `answer(true)`, then goes, animated (a
    ///   swipe action made with ``deleteByUser(at:completion:)`` closes when the answer comes). After
    ///   `answer(false)` the data never changed.
    /// - A **move** has already happened on screen when the view tells the handler. An answer given
    ///   before `confirmUserEdit` returns decides at once: `false` moves the row back, animated, and
    ///   the data is as before. An answer given later finds the move in ``data`` meanwhile (so that the
    ///   data matches the screen); `false` then moves the item back by identity, animated, to its
    ///   section and position (or as near as the data now allows).
    ///
    /// ``onUserEdit`` is told of the edits kept, once the data has them. Only the first call of
    /// `answer` counts.
    ///
    /// ```swift
    /// handler.confirmUserEdit = { edit, answer in
    ///     guard edit.action == .delete else { return answer(true) }
    ///     api.delete(edit.id) { result in
    ///         Task { @MainActor in answer(result.isSuccess) }  // delete on the server, then the row
    ///     }
    /// }
    /// ```
    public var confirmUserEdit:
        ((UserEdit<Decorator.Data, Decorator.ID>, _ answer: @escaping @MainActor (Bool) -> Void) -> Void)?
    {
        get { userEdits.confirm }
        set { userEdits.confirm = newValue }
    }

    /// Asks `confirm` before each of the user's edits counts, as ``confirmUserEdit`` does, with an
    /// `async` function: its result is the answer.
    ///
    /// ```swift
    /// handler.confirmUserEdits { edit in
    ///     guard edit.action == .delete else { return true }
    ///     return (try? await api.delete(edit.id)) != nil
    /// }
    /// ```
    ///
    /// - Parameter confirm: Returns whether to keep the edit.
    public func confirmUserEdits(_ confirm: @escaping @MainActor (UserEdit<Decorator.Data, Decorator.ID>) async -> Bool)
    {
        userEdits.confirm = { [weak self] edit, answer in
            guard let self else { return }
            let number = userEdits.nextTask
            userEdits.nextTask &+= 1
            userEdits.tasks[number] = Task { @MainActor [weak self] in
                answer(await confirm(edit))
                self?.userEdits.tasks[number] = nil
            }
        }
    }

    /// Whether a user's edit waits for the app's answer (``confirmUserEdit``): show progress, say.
    ///
    /// ```swift
    /// spinner.isHidden = !handler.isConfirmingUserEdits
    /// ```
    public var isConfirmingUserEdits: Bool { userEdits.waiting > 0 }

    /// Deletes the row the view shows at `indexPath` as the user's edit: through ``confirmUserEdit``
    /// and ``onUserEdit``, as the view's own swipe to delete does. Call it from swipe actions or menus
    /// of your own, and hand it the action's completion handler, which is then called with the answer.
    ///
    /// ```swift
    /// UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
    ///     handler.deleteByUser(at: indexPath, completion: done)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: A row of the view (what it shows now).
    ///   - completion: Called with `true` once the row is deleted, or `false` when the edit was refused
    ///     or the path shows no row.
    /// - Complexity: O(1) to find the row when the view is up to date, O(*n*) while batches animate;
    ///   the same again when the answer comes later.
    public func deleteByUser(at indexPath: IndexPath, completion: ((Bool) -> Void)? = nil) {
        guard let path = engine.dataIndexPath(forDisplayed: indexPath), let item = engine.data.item(at: path) else {
            completion?(false)
            return
        }
        deleteByUser(item, at: path, completion: completion)
    }

    /// Deletes `item`, at `path` in ``data``, as the user's edit.
    private func deleteByUser(_ item: Decorator.Data, at path: IndexPath, completion: ((Bool) -> Void)?) {
        let edit = UserEdit(delete: item, id: Decorator.id(of: item), at: path, in: engine.data[path.sectionIndex].kind)
        ask(edit) { [weak self] keep in
            guard let self, keep, let current = self.currentPath(of: edit) else {
                completion?(false)
                return
            }
            let kind = self.engine.data[current.sectionIndex].kind
            try? self.removeItems(at: [current])
            self.report(UserEdit(delete: edit.item, id: edit.id, at: current, in: kind))
            completion?(true)
        }
    }

    /// The user dragged the row the view showed at `source` to `destination`: the view has moved it
    /// already. Records the move, then reports it or asks about it (ListHandler+Binding.swift).
    func userMoved(from source: IndexPath, to destination: IndexPath) {
        // The view is inside its move callback: batches (a refused move going back, what waited during
        // the drag) start only once the binding says the drop is committed.
        engine.isCommittingDrop = true
        defer { engine.isCommittingDrop = false }
        guard let item = engine.displayedData.shownItem(at: source),
            let from = engine.dataIndexPath(forDisplayed: source)
        else {
            return engine.recordDisplayedMove(from: source, to: destination)  // reloads: the view is off
        }
        let id = Decorator.id(of: item)
        let fromKind = engine.data[from.sectionIndex].kind
        engine.recordDisplayedMove(from: source, to: destination)
        guard let to = engine.identity.path(item, engine.data), to != from else { return }
        let edit = UserEdit(
            move: item, id: id, from: from, in: fromKind, to: to, in: engine.data[to.sectionIndex].kind)
        ask(edit) { [weak self] keep in
            guard let self else { return }
            guard keep else { return self.moveBack(edit) }
            // Answered later, the item may have moved since: the event says where it is now.
            guard let now = self.engine.identity.path(item, self.engine.data) else { return }
            self.report(
                UserEdit(
                    move: item, id: id, from: from, in: fromKind, to: now, in: self.engine.data[now.sectionIndex].kind))
        }
    }

    func ask(_ edit: UserEdit<Decorator.Data, Decorator.ID>, _ decided: @escaping @MainActor (Bool) -> Void) {
        guard let confirm = userEdits.confirm else { return decided(true) }
        userEdits.waiting += 1
        var answered = false
        confirm(edit) { [weak self] keep in
            guard !answered else { return }
            answered = true
            self?.userEdits.waiting -= 1
            decided(keep)
        }
    }

    func report(_ edit: UserEdit<Decorator.Data, Decorator.ID>) {
        userEdits.onEdit?(edit)
        userEdits.last = edit
        defer { userEdits.last = nil }
        userEdits.afterEdit?()
    }

    private func currentPath(of edit: UserEdit<Decorator.Data, Decorator.ID>) -> IndexPath? {
        if let item = engine.data.item(at: edit.source), Decorator.id(of: item) == edit.id { return edit.source }
        return engine.identity.path(edit.item, engine.data)
    }

    func moveBack(_ edit: UserEdit<Decorator.Data, Decorator.ID>) {
        guard let now = engine.identity.path(edit.item, engine.data),
            let section = engine.data.firstIndex(of: edit.sourceSection)
        else { return }
        let count = engine.data[section].items.count - (section == now.sectionIndex ? 1 : 0)
        let back = IndexPath(section: section, item: min(edit.source.itemIndex, count))
        guard back != now else { return }
        try? move(from: now, to: back)
    }
}

@_spi(Binding)
extension ListHandler {
    /// Swipe to delete where the view offers none itself (a collection view's list layout): the delete
    /// of the row shown at `indexPath`, `nil` when ``canEditItem(at:)`` says no. Calling it deletes the
    /// item as ``deleteByUser(at:completion:)`` does, found by identity then, so that edits shown while
    /// the swipe was open never make it delete another row.
    ///
    /// ```swift
    /// guard let delete = handler.swipeToDelete(at: indexPath) else { return nil }
    /// UIContextualAction(style: .destructive, title: nil) { _, _, done in delete(done) }
    /// ```
    ///
    /// - Parameter indexPath: A row of the view (what it shows now).
    /// - Returns: The delete, told a completion as ``deleteByUser(at:completion:)`` is; `nil`: no delete.
    /// - Complexity: O(1) plus ``canEdit``; the delete finds its row in O(*n*) at worst.
    public func swipeToDelete(at indexPath: IndexPath) -> (@MainActor (((Bool) -> Void)?) -> Void)? {
        guard canEditItem(at: indexPath), let item = engine.displayedData.shownItem(at: indexPath) else { return nil }
        return { [weak self] completion in
            guard let self, let path = engine.identity.path(item, engine.data) else {
                completion?(false)
                return
            }
            deleteByUser(engine.data[path], at: path, completion: completion)
        }
    }

    /// Waits until every confirmation started by ``confirmUserEdits(_:)`` has answered and the handler
    /// has acted on it: what a test awaits after the app's `async` confirmation could finish.
    ///
    /// ```swift
    /// await handler.userEditConfirmationsFinished()
    /// ```
    public func userEditConfirmationsFinished() async {
        while let task = userEdits.tasks.values.first {
            await task.value
        }
    }

    /// A binding's own listener of the user's edits, told after ``onUserEdit`` once the data has the
    /// edit: SwiftUI views write ``data`` back to their `Binding` here.
    ///
    /// ```swift
    /// handler.afterUserEdit = { binding.wrappedValue = handler.data }
    /// ```
    public var afterUserEdit: (() -> Void)? {
        get { userEdits.afterEdit }
        set { userEdits.afterEdit = newValue }
    }
}

extension ListHandler {
    /// A drop the view inserted itself: inside a drop placeholder's
    /// `commitInsertion(dataSourceUpdates:)`, UIKit has already inserted the rows at `indexPath` (a path
    /// of what the view shows) and reads the counts again right after the block, so `items` join the
    /// data at once, with no batch. An edit made there the usual way (`insertData`) would wait for the
    /// drop like every batch, and UIKit would find the old count and raise. Edits waiting for the drop
    /// are shown after it.
    ///
    /// ```swift
    /// context.commitInsertion { indexPath in try? handler.commitInsertion([photo], at: indexPath) }
    /// ```
    ///
    /// - Parameters:
    ///   - items: The rows the view inserted, in order.
    ///   - indexPath: Where the first is, in what the view shows.
    /// - Throws: ``ListEditError/invalidIndexPath(_:)`` for a position the view does not show (or in a
    ///   collapsed section), ``ListEditError/itemExists(_:offset:row:)`` or
    ///   ``ListEditError/repeatedItem(_:offset:earlier:)`` for an identity the data has or the call
    ///   repeats; the data is then untouched.
    /// - Complexity: O(*k*) when the view is up to date; a diff while batches wait.
    public func commitInsertion(_ items: [Decorator.Data], at indexPath: IndexPath) throws(ListEditError) {
        let shown = engine.displayedData
        guard let (section, item) = indexPath.sectionAndItem, section < shown.numberOfSections,
            !shown.sections[section].isCollapsed, item <= shown[section].items.count
        else { throw .invalidIndexPath(indexPath) }
        try checkNew(items)
        guard !items.isEmpty else { return }
        engine.isCommittingDrop = true  // no batch inside the view's block
        defer { engine.isCommittingDrop = false }
        engine.recordDisplayedInsert(items, at: indexPath)
    }

    /// Throws for an item whose identity ``data`` already holds or `items` repeats.
    func checkNew(_ items: [Decorator.Data]) throws(ListEditError) {
        var seen: [Decorator.ID: Int] = [:]
        for (offset, element) in items.enumerated() {
            let id = Decorator.id(of: element)
            if let row = engine.identity.path(element, engine.data) {
                throw .itemExists(String(describing: id), offset: offset, row: row)
            }
            if let earlier = seen.updateValue(offset, forKey: id) {
                throw .repeatedItem(String(describing: id), offset: offset, earlier: earlier)
            }
        }
    }
}

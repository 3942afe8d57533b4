// snippet: custom-binding-adapter
@_spi(Binding) import Decorum
import Foundation

/// The cell a decorator of a ``TextListView`` fills: one line of text.
public final class TextCell {
    /// What the row shows.
    public var text = ""
    /// An empty cell.
    public init() {}
}

/// Binds a ``TextListView`` to a handler: the view's data source, answering from the data the handler
/// says the view shows, and the view the handler's engine drives.
@MainActor
final class TextListAdapter<Decorator: CellDecorator>: TextListDataSource where Decorator.Cell == TextCell {
    weak var handler: ListHandler<Decorator>?
    let view: TextListView

    init(view: TextListView) {
        self.view = view
    }

    func numberOfSections(in view: TextListView) -> Int {
        handler?.displayedData.numberOfSections ?? 0
    }

    func textListView(_ view: TextListView, numberOfRowsInSection section: Int) -> Int {
        handler?.displayedData.numberOfShownItems(inSection: section) ?? 0
    }

    func textListView(_ view: TextListView, textAt indexPath: IndexPath) -> String {
        guard let handler else { return "" }
        let cell = TextCell()
        Decorator.update(cell, with: handler.displayedData[indexPath])
        return cell.text
    }
}

// The port: the five things every view provides. The rest (selection, scrolling, headers, drags) has
// defaults that do nothing, right for a view without them.
extension TextListAdapter: BatchUpdatableView {
    var shownItemCounts: [Int] { view.rows.map(\.count) }

    // Always: the view applies batches whenever it is given them (it has no animation to skip).
    var canAnimate: Bool { true }

    func performBatch(
        _ changeset: Changeset, animated: Bool, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        try view.performBatch(changeset, updates: updates)
        completion(true)
    }

    func reloadData() {
        view.reloadData()
    }

    func reconfigure(_ paths: [IndexPath]) throws {
        view.reloadRows(at: paths)
    }
}

extension TextListView {
    /// Shows `data` through a new handler, which drives this view from now on: the handler's edits
    /// become this view's batches.
    public func bind<Decorator: CellDecorator>(
        _ decorator: Decorator.Type, data: SectionedData<Decorator.Data>
    ) throws(ListEditError) -> ListHandler<Decorator> where Decorator.Cell == TextCell {
        let handler = ListHandler<Decorator>(checked: try .init(data))
        let adapter = TextListAdapter<Decorator>(view: self)
        adapter.handler = handler
        dataSource = adapter
        handler.bind(adapter)  // the handler keeps the adapter, and reloads the view
        return handler
    }
}
// end snippet

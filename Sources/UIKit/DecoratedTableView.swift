#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// A SwiftUI view showing sectioned data in a `UITableView` driven by a ``TableViewHandler``: pass new
/// data and the handler diffs it and animates the change, for lists of any size.
///
/// ```swift
/// struct PeopleScreen: View {
///     @State private var people: SectionedData<Person> = SectionedData(items: Person.all)
///
///     var body: some View {
///         DecoratedTableView<PersonDecorator>(people, style: .insetGrouped) { handler in
///             handler.headerTitle = { $0.kind.rawValue }
///         }
///         .onEditError { print("refused:", $0) }
///     }
/// }
/// ```
///
/// The view makes its table and handler once and keeps the handler in its coordinator. On every
/// update it hands the data to the handler's `apply`: the very value handed last costs nothing, equal
/// data costs one comparison per row, and changes are diffed and animated (unless the update's
/// transaction disables animations). Data the handler refuses (a repeated identity or section kind
/// under ``DuplicatePolicy/reject``) never traps: the table keeps showing the last data it accepted,
/// and ``onEditError(_:)`` is told why.
///
/// - Complexity: Each update is O(1) for unchanged data, else the handler's `apply`.
@MainActor
public struct DecoratedTableView<Decorator: CellDecorator>: UIViewRepresentable
where Decorator.Cell: UITableViewCell {
    private var content: DecoratedListContent<Decorator>
    private let style: UITableView.Style
    private let configure: @MainActor (TableViewHandler<Decorator>) -> Void

    /// A table showing `data` with `Decorator`.
    ///
    /// ```swift
    /// DecoratedTableView<PersonDecorator>(people) { handler in
    ///     handler.onSelect = { person, _ in selection = person.id }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data to show; each update hands the new value to the handler.
    ///   - style: The table's style; only the first value is used (a table cannot change style).
    ///   - animated: `false` shows every change with a reload.
    ///   - configure: Runs once, on the new handler, before it shows any data: set headers, titles,
    ///     `onSelect`, `canEdit`, `duplicatePolicy`… Closures set here outlive this value, so capture
    ///     bindings or objects, not values that change.
    /// - Complexity: O(1).
    public init(
        _ data: SectionedData<Decorator.Data>, style: UITableView.Style = .plain, animated: Bool = true,
        configure: @escaping @MainActor (TableViewHandler<Decorator>) -> Void = { _ in }
    ) {
        content = DecoratedListContent(data: data, animated: animated)
        self.style = style
        self.configure = configure
    }

    /// A table showing `data` with `Decorator` that writes the user's edits back to `data`, as a SwiftUI
    /// `List` does with a binding: a row swiped away or dragged elsewhere changes `data`, once the
    /// handler's `confirmUserEdit` (when set) keeps the edit. Set `canEdit` or `canMove` in `configure`.
    ///
    /// ```swift
    /// @State private var people = SectionedData(items: Person.all)
    ///
    /// var body: some View {
    ///     DecoratedTableView<PersonDecorator>($people) { handler in
    ///         handler.canEdit = { _, _ in true }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data to show and to write the user's edits to.
    ///   - style: The table's style; only the first value is used.
    ///   - animated: `false` shows every change with a reload.
    ///   - configure: Runs once, on the new handler, before it shows any data.
    /// - Complexity: O(1).
    public init(
        _ data: Binding<SectionedData<Decorator.Data>>, style: UITableView.Style = .plain, animated: Bool = true,
        configure: @escaping @MainActor (TableViewHandler<Decorator>) -> Void = { _ in }
    ) {
        self.init(data.wrappedValue, style: style, animated: animated, configure: configure)
        content.writeBack = { data.wrappedValue = $0 }
    }

    /// Calls `action` when the handler refuses data handed to the view (see ``ListEditError``); the
    /// table then keeps showing the last data it accepted.
    ///
    /// ```swift
    /// DecoratedTableView<PersonDecorator>(people).onEditError { error in message = "\(error)" }
    /// ```
    ///
    /// - Parameter action: Told the error, on the main actor.
    /// - Returns: The view, reporting to `action`.
    /// - Complexity: O(1).
    public func onEditError(_ action: @escaping (ListEditError) -> Void) -> Self {
        var copy = self
        copy.content.onError = action
        return copy
    }

    /// Makes the coordinator that keeps the handler.
    ///
    /// - Returns: An empty coordinator.
    /// - Complexity: O(1).
    public func makeCoordinator() -> DecoratedListCoordinator<Decorator> {
        DecoratedListCoordinator()
    }

    /// Makes the table and its handler, runs the `configure` closure, and shows the data.
    ///
    /// - Parameter context: SwiftUI's context.
    /// - Returns: The table.
    /// - Complexity: O(*n* + *s*) to check the data, plus the first reload.
    public func makeUIView(context: Context) -> UITableView {
        let tableView = UITableView(frame: .zero, style: style)
        let handler = TableViewHandler<Decorator>(tableView: tableView)
        configure(handler)
        context.coordinator.start(handler, content)
        return tableView
    }

    /// Hands the current data to the handler.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - context: SwiftUI's context (its transaction may disable animations).
    /// - Complexity: O(1) for the value handed last, else the handler's `apply`.
    public func updateUIView(_ tableView: UITableView, context: Context) {
        context.coordinator.update(content, transaction: context.transaction)
    }
}

extension DecoratedTableView where Decorator.Data: Sendable {
    /// Diffs new data off the main actor (the handler's `async` `apply`): for big lists, the main
    /// actor stays free while the diff runs, and when updates come faster than diffs, the latest wins.
    /// Decided when the view is made.
    ///
    /// ```swift
    /// DecoratedTableView<NumberDecorator>(rows).diffingOffMainActor()
    /// ```
    ///
    /// - Returns: The view, diffing off the main actor.
    /// - Complexity: O(1).
    public func diffingOffMainActor() -> Self {
        var copy = self
        copy.content.makeFeed = { ListFeed(diffingOffMainActor: $0) }
        return copy
    }
}
#endif

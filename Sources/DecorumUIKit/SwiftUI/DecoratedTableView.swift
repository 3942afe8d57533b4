#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Binding) import Handlers
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
/// and ``DecoratedList/onEditError(_:)`` is told why. The table follows the environment's `editMode`
/// (an `EditButton`), as a `List` does.
///
/// - Complexity: Each update is O(1) for unchanged data, else the handler's `apply`.
@MainActor
public struct DecoratedTableView<Decorator: CellDecorator>: DecoratedList
where Decorator.Cell: UITableViewCell {
    /// The data and how to show it (binding SPI: what ``DecoratedList`` reads).
    @_spi(Binding) public var content: DecoratedListContent<Decorator>
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
    /// Edits made through the handler in code (an `upsert` in `onCellAction`) are written back too.
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
    public init(
        _ data: Binding<SectionedData<Decorator.Data>>, style: UITableView.Style = .plain, animated: Bool = true,
        configure: @escaping @MainActor (TableViewHandler<Decorator>) -> Void = { _ in }
    ) {
        self.init(data.wrappedValue, style: style, animated: animated, configure: configure)
        content.writeBack = { data.wrappedValue = $0 }
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
}
#endif

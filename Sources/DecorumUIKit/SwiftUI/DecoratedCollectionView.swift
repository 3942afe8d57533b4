#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
@_spi(Binding) import Handlers

/// A SwiftUI view showing sectioned data in a `UICollectionView` driven by a
/// ``CollectionViewHandler``: pass new data and the handler diffs it and animates the change, for
/// lists of any size (100,000 rows and more).
///
/// ```swift
/// struct NumbersScreen: View {
///     @State private var rows = SectionedData(items: (0..<100_000).map { NumberRow(id: $0, value: $0) })
///
///     var body: some View {
///         DecoratedCollectionView<NumberDecorator>(rows, layout: Self.listLayout())
///             .diffingOffMainActor()
///             .onEditError { print("refused:", $0) }
///     }
///
///     static func listLayout() -> UICollectionViewLayout {
///         UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))  // iOS 14 and later
///     }
/// }
/// ```
///
/// `UICollectionViewCompositionalLayout.list(using:)` needs iOS 14; before, use a
/// `UICollectionViewFlowLayout` (and mark such a screen `@available(iOS 14, *)` when it uses lists).
///
/// It behaves as ``DecoratedTableView`` does: one handler, kept by the coordinator and configured
/// once; every update hands the data to `apply` (nothing to do for the value handed last); refused
/// data is reported to ``DecoratedList/onEditError(_:)``, never trapped on.
///
/// - Complexity: Each update is O(1) for unchanged data, else the handler's `apply`.
@MainActor
public struct DecoratedCollectionView<Decorator: CellDecorator>: DecoratedList
where Decorator.Cell: UICollectionViewCell {
    /// The data and how to show it (binding SPI: what ``DecoratedList`` reads).
    @_spi(Binding) public var content: DecoratedListContent<Decorator>
    private var layout: @MainActor (CollectionViewHandler<Decorator>) -> UICollectionViewLayout
    private let configure: @MainActor (CollectionViewHandler<Decorator>) -> Void

    /// A collection view showing `data` with `Decorator`, laid out by `layout`.
    ///
    /// ```swift
    /// DecoratedCollectionView<NumberDecorator>(rows, layout: layout) { handler in
    ///     handler.onSelect = { row, _ in selection = row.id }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data to show; each update hands the new value to the handler.
    ///   - layout: The layout, built once, when the view is made: the expression is not evaluated again
    ///     when SwiftUI evaluates `body` (N13).
    ///   - animated: `false` shows every change with a reload.
    ///   - configure: Runs once, on the new handler, before it shows any data: set supplementary
    ///     views, `onSelect`, `duplicatePolicy`… Closures set here outlive this value, so capture
    ///     bindings or objects, not values that change.
    public init(
        _ data: SectionedData<Decorator.Data>, layout: @autoclosure @escaping @MainActor () -> UICollectionViewLayout,
        animated: Bool = true, configure: @escaping @MainActor (CollectionViewHandler<Decorator>) -> Void = { _ in }
    ) {
        content = DecoratedListContent(data: data, animated: animated)
        self.layout = { _ in layout() }
        self.configure = configure
    }

    /// A collection view showing `data` with `Decorator` that writes the user's edits back to `data`:
    /// an item dragged elsewhere, or deleted with ``ListHandler/deleteByUser(at:completion:)`` from a
    /// swipe action, changes `data` once the handler's `confirmUserEdit` (when set) keeps the edit; so do
    /// edits made through the handler in code.
    ///
    /// ```swift
    /// DecoratedCollectionView<PhotoDecorator>($photos, layout: layout) { handler in
    ///     handler.canMove = { _, _ in true }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data to show and to write the user's edits to.
    ///   - layout: The layout, built once, when the view is made.
    ///   - animated: `false` shows every change with a reload.
    ///   - configure: Runs once, on the new handler, before it shows any data.
    public init(
        _ data: Binding<SectionedData<Decorator.Data>>,
        layout: @autoclosure @escaping @MainActor () -> UICollectionViewLayout, animated: Bool = true,
        configure: @escaping @MainActor (CollectionViewHandler<Decorator>) -> Void = { _ in }
    ) {
        self.init(data.wrappedValue, layout: layout(), animated: animated, configure: configure)
        content.writeBack = { data.wrappedValue = $0 }
    }

    /// A collection view in a list layout (`UICollectionViewCompositionalLayout.list(using:)`) showing
    /// `data` and writing the user's edits back to it, with swipe to delete as a table has: rows
    /// ``ListHandler/canEdit`` allows offer a destructive action (a trash can, named "Delete" in the
    /// system's language for VoiceOver) that deletes with ``ListHandler/deleteByUser(at:completion:)``. A
    /// configuration with swipe actions of its own keeps them.
    ///
    /// ```swift
    /// DecoratedCollectionView<PersonTileDecorator>($people, list: .init(appearance: .insetGrouped)) { handler in
    ///     handler.canEdit = { _, _ in true }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The data to show and to write the user's edits to.
    ///   - list: The list's configuration; only the first value is used, when the view is made.
    ///   - animated: `false` shows every change with a reload.
    ///   - configure: Runs once, on the new handler, before it shows any data.
    @available(iOS 14.0, *)
    public init(
        _ data: Binding<SectionedData<Decorator.Data>>, list: UICollectionLayoutListConfiguration,
        animated: Bool = true, configure: @escaping @MainActor (CollectionViewHandler<Decorator>) -> Void = { _ in }
    ) {
        self.init(data, layout: UICollectionViewFlowLayout(), animated: animated, configure: configure)  // never built
        layout = { handler in
            var list = list
            list.trailingSwipeActionsConfigurationProvider =
                list.trailingSwipeActionsConfigurationProvider ?? { [weak handler] indexPath in
                    guard let delete = handler?.swipeToDelete(at: indexPath) else { return nil }
                    // The title names the action for VoiceOver (N14), in UIKit's own words for "Delete".
                    let title = Bundle(for: UIView.self).localizedString(forKey: "Delete", value: nil, table: nil)
                    let action = UIContextualAction(style: .destructive, title: title) { _, _, done in delete(done) }
                    action.image = UIImage(systemName: "trash")
                    return UISwipeActionsConfiguration(actions: [action])
                }
            return UICollectionViewCompositionalLayout.list(using: list)
        }
    }

    /// Makes the collection view and its handler, runs the `configure` closure, and shows the data.
    ///
    /// - Parameter context: SwiftUI's context.
    /// - Returns: The collection view.
    /// - Complexity: O(*n* + *s*) to check the data, plus the first reload.
    public func makeUIView(context: Context) -> UICollectionView {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let handler = CollectionViewHandler<Decorator>(collectionView: collectionView)
        collectionView.collectionViewLayout = layout(handler)
        configure(handler)
        context.coordinator.start(handler, content)
        return collectionView
    }
}
#endif

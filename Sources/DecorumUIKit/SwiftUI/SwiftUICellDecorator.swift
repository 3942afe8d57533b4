#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Binding) import Handlers
import UIKit

/// A decorator that describes its cell as a SwiftUI view of the data: the handler shows that view in
/// a plain `UITableViewCell` or `UICollectionViewCell` through `UIHostingConfiguration` (iOS 16+).
///
/// Write ``content(for:)`` and say which cell hosts it; `update(_:with:)`, the reuse identifier and
/// the registration come with the protocol:
///
/// ```swift
/// @available(iOS 16.0, *)
/// struct PersonCardDecorator: SwiftUICellDecorator {
///     typealias Cell = UITableViewCell  // or UICollectionViewCell, UICollectionViewListCell…
///
///     static func content(for person: Person) -> some View {
///         HStack {
///             Text(person.name).font(.headline)
///             Spacer()
///             if person.isVIP { Image(systemName: "star.fill").foregroundStyle(.orange) }
///         }
///     }
/// }
/// let handler = TableViewHandler<PersonCardDecorator>(tableView: tableView)
/// ```
///
/// Each SwiftUI decorator has a reuse identifier of its own (its full type name), so cells are only
/// reused for the same decorator, never for a UIKit decorator's `UITableViewCell` nor for another
/// SwiftUI decorator. A SwiftUI decorator can be one of the routes of a ``RoutingDecorator``, which
/// mixes SwiftUI and UIKit cells in one list.
///
/// **Updates in place.** When an item's content changes under the same identity, the handler
/// reconfigures its row (`reconfigureRows(at:)` / `reconfigureItems(at:)`, iOS 15+): the visible
/// cell is handed to `update(_:with:)` again, which sets a new `UIHostingConfiguration` of the same
/// type; the cell's hosting view takes the new content and SwiftUI updates what changed, keeping the
/// cell, its view and their state (no reload, no blink).
///
/// **Actions.** A control in the view sends a ``CellAction`` through the environment's `cellActions`,
/// which names the item by identity; ``ListHandler/onCellAction`` receives it with the item.
///
/// To change margins or the background, write `update(_:with:)` yourself, as in the default:
/// `cell.contentConfiguration = UIHostingConfiguration { hostedContent(for: data) }.margins(.all, 8)`.
///
/// - Complexity: ``content(for:)`` runs once per configured cell; SwiftUI then diffs the view.
@available(iOS 16.0, tvOS 16.0, *)
public protocol SwiftUICellDecorator: CellDecorator {
    /// The item one cell shows (inferred from ``content(for:)``).
    associatedtype Data
    /// The SwiftUI view of one item (inferred from ``content(for:)``, usually `some View`).
    associatedtype Content: View

    /// The SwiftUI view showing `data`; a view builder, so several views or an `if` need no wrapper.
    ///
    /// ```swift
    /// static func content(for person: Person) -> some View {
    ///     Text(person.name)
    /// }
    /// ```
    ///
    /// - Parameter data: The item about to be shown.
    /// - Returns: Its view.
    /// - Complexity: Keep it O(1): it runs once per configured cell.
    @ViewBuilder static func content(for data: Data) -> Content
}

@available(iOS 16.0, tvOS 16.0, *)
extension SwiftUICellDecorator {
    /// The identifier of this decorator's cells: the decorator's full type name
    /// (`String(reflecting:)`, e.g. `"MyApp.PersonCardDecorator"`), so that cells of different
    /// decorators are never shared, whatever cell class hosts them.
    ///
    /// ```swift
    /// PersonCardDecorator.reuseIdentifier(for: ada) // "MyApp.PersonCardDecorator"
    /// ```
    ///
    /// - Parameter data: The item (unused).
    /// - Returns: The decorator's identifier.
    /// - Complexity: O(*m*) for a type name of length *m*.
    public static func reuseIdentifier(for data: Data) -> String { String(reflecting: Self.self) }

    /// `Cell` registered under the decorator's identifier (see ``reuseIdentifier(for:)``).
    ///
    /// ```swift
    /// PersonCardDecorator.cellRegistrations.first?.typeName // "UITableViewCell"
    /// ```
    ///
    /// - Complexity: O(*m*) for a type name of length *m*.
    public static var cellRegistrations: [ReuseRegistration] {
        guard let cellClass = Cell.self as? AnyObject.Type else { return [] }
        return [ReuseRegistration(cellClass, reuseIdentifier: String(reflecting: Self.self), slot: .cell)]
    }

    /// ``content(for:)`` with what the handler gives the cell in its environment: `cellActions`, the
    /// sender of the item's actions (see `EnvironmentValues.cellActions`). The default
    /// `update(_:with:)` hosts it; so should an `update(_:with:)` of your own.
    ///
    /// ```swift
    /// cell.contentConfiguration = UIHostingConfiguration { hostedContent(for: person) }.margins(.all, 8)
    /// ```
    ///
    /// - Parameter data: The item about to be shown.
    /// - Returns: Its view, with the cell's actions in its environment.
    /// - Complexity: O(1) plus ``content(for:)``.
    public static func hostedContent(for data: Data) -> some View {
        content(for: data).environment(\.cellActions, CellActions.ofCellBeingConfigured)
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension SwiftUICellDecorator where Cell: UITableViewCell {
    /// Shows ``content(for:)`` in `cell` through a `UIHostingConfiguration`; on a cell that already
    /// hosts this decorator's content, SwiftUI updates the existing view in place.
    ///
    /// ```swift
    /// PersonCardDecorator.update(cell, with: ada) // cell.contentConfiguration = UIHostingConfiguration { … }
    /// ```
    ///
    /// - Parameters:
    ///   - cell: A cell dequeued with ``reuseIdentifier(for:)``.
    ///   - data: The item to show.
    /// - Complexity: O(1) plus ``content(for:)`` and SwiftUI's update.
    public static func update(_ cell: Cell, with data: Data) {
        cell.contentConfiguration = UIHostingConfiguration { hostedContent(for: data) }
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension SwiftUICellDecorator where Cell: UICollectionViewCell {
    /// Shows ``content(for:)`` in `cell` through a `UIHostingConfiguration`; on a cell that already
    /// hosts this decorator's content, SwiftUI updates the existing view in place.
    ///
    /// ```swift
    /// PersonTileDecorator.update(cell, with: ada) // cell.contentConfiguration = UIHostingConfiguration { … }
    /// ```
    ///
    /// - Parameters:
    ///   - cell: A cell dequeued with ``reuseIdentifier(for:)``.
    ///   - data: The item to show.
    /// - Complexity: O(1) plus ``content(for:)`` and SwiftUI's update.
    public static func update(_ cell: Cell, with data: Data) {
        cell.contentConfiguration = UIHostingConfiguration { hostedContent(for: data) }
    }
}
#endif

/// Describes one cell style: which data it shows, in which cell type, and how.
///
/// Declare one small struct per look; the compiler infers `Data` and `Cell` from ``update(_:with:)``:
///
/// ```swift
/// struct HorizontalDecorator: CellDecorator {
///     static func update(_ cell: ThreeLabelCell, with person: Person) {
///         cell.title.text = person.name
///     }
/// }
/// let handler = TableViewHandler<HorizontalDecorator>(tableView: tableView)
/// ```
///
/// Swapping the decorator for another with the same `Data` and `Cell` changes the look and nothing else.
///
/// - Complexity: Whatever ``update(_:with:)`` does; Decorum calls it once per configured cell.
public protocol CellDecorator {
    /// The data one cell shows.
    associatedtype Data
    /// The cell type (a `UITableViewCell` or `UICollectionViewCell` subclass on iOS).
    associatedtype Cell

    /// Configures `cell` to show `data`.
    ///
    /// - Parameters:
    ///   - cell: A dequeued cell.
    ///   - data: The item to show.
    /// - Complexity: Up to the implementation; keep it O(1).
    static func update(_ cell: Cell, with data: Data)
}

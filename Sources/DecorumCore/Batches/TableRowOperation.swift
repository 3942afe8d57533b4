/// One call on a view-based `NSTableView` between `beginUpdates()` and `endUpdates()`, from
/// ``Changeset/tableRowOperations(oldCounts:newCounts:groupRows:)``.
///
/// An `NSTableView` has one flat row space: a section is its group row (when the list has them)
/// followed by its items. AppKit applies each call at once, so every index names a row of the table as
/// the calls before it left it. Row sets are ascending, disjoint, non-adjacent ranges.
///
/// ```swift
/// func indexes(_ rows: [Range<Int>]) -> IndexSet {
///     rows.reduce(into: IndexSet()) { $0.insert(integersIn: $1) }
/// }
/// tableView.beginUpdates()
/// for operation in operations {
///     switch operation {
///     case .remove(let rows): tableView.removeRows(at: indexes(rows), withAnimation: .effectFade)
///     case .move(let from, let to): tableView.moveRow(at: from, to: to)
///     case .insert(let rows): tableView.insertRows(at: indexes(rows), withAnimation: .effectFade)
///     case .reload(let rows):
///         let columns = IndexSet(integersIn: 0..<tableView.numberOfColumns)
///         tableView.reloadData(forRowIndexes: indexes(rows), columnIndexes: columns)
///     }
/// }
/// tableView.endUpdates()
/// ```
@_spi(Binding) public enum TableRowOperation: Hashable, Sendable, CustomStringConvertible {
    /// `removeRows(at:withAnimation:)`: the rows at these indexes of the current state, all at once.
    case remove([Range<Int>])
    /// `insertRows(at:withAnimation:)`: new rows at these final positions (ascending, each index in
    /// the table as the lower ones left it, as `NSMutableArray`'s `insertObjects(_:at:)`).
    case insert([Range<Int>])
    /// `moveRow(at:to:)`: the row at `from` taken out, then put back so that its index is `to`.
    case move(from: Int, to: Int)
    /// `reloadData(forRowIndexes:columnIndexes:)`: rows whose content changed, at their indexes in the
    /// current state, which is the new data by then (a reload always comes last).
    case reload([Range<Int>])

    /// A readable summary, e.g. `remove 0, 3..<5`, `move 4→0`.
    ///
    /// - Complexity: O(*r*) for *r* ranges.
    public var description: String {
        func rows(_ ranges: [Range<Int>]) -> String {
            ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)..<\($0.upperBound)" }
                .joined(separator: ", ")
        }
        switch self {
        case .remove(let ranges): return "remove \(rows(ranges))"
        case .insert(let ranges): return "insert \(rows(ranges))"
        case .move(let from, let to): return "move \(from)→\(to)"
        case .reload(let ranges): return "reload \(rows(ranges))"
        }
    }
}
